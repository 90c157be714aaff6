import Foundation
import Testing
import UnboardCore

/// Review-grade diffs on real, large storyboards: each common edit in Interface Builder changes exactly the files
/// it is about, and within them only lines about it. Generated text never depends on the document's line layout,
/// so an edit that moves every later line (an inserted view, reformatted whitespace, reordered scenes) leaves the
/// rest of the output byte for byte as it was.
@Suite struct CorpusStabilityTests {
    /// A corpus storyboard and the objects the edits touch, with the files each edit must change.
    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        /// The scene that gets a new label; whitespace is reformatted everywhere else.
        var insertScene: String
        var insertFile: String
        /// Two scenes swapped in the document.
        var reorderedScenes: (String, String)
        var scenesFile: String
        /// A label whose text changes.
        var renamedLabel: String
        var renamedText: String
        var renameFile: String

        var testDescription: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    static let cases = [
        Case(
            path: "pia-foss__mobile-ios/PIA VPN/UI/Storyboards/en.lproj/Main.storyboard",
            insertScene: "ryb-fS-LJY", insertFile: "DashboardViewControllerCodeInterfaceBuilder.swift",
            reorderedScenes: ("US5-DM-T8O", "bdy-hC-dhW"), scenesFile: "MainScenes.swift",
            renamedLabel: "fmJ-Lh-MsI", renamedText: "250ms", renameFile: "RegionCellCodeInterfaceBuilder.swift"),
        Case(
            path: "hackiftekhar__IQKeyboardManager/Demo/Swift_Demo/Storyboard/MainSwift.storyboard",
            insertScene: "Md9-V5-6d7", insertFile: "TableViewInContainerViewControllerCodeInterfaceBuilder.swift",
            reorderedScenes: ("kAr-5b-4Sn", "7Nm-04-fgV"), scenesFile: "MainSwiftScenes.swift",
            renamedLabel: "R4y-qs-Tiw", renamedText: "Renamed note",
            renameFile: "ManualToolbarViewControllerCodeInterfaceBuilder.swift"),
        Case(
            path: "appium__ios-uicatalog/UICatalog/UICatalog/Base.lproj/Main_iPad.storyboard",
            insertScene: "ygO-cv-Pfi", insertFile: "AAPLMasterViewControllerCodeInterfaceBuilder.swift",
            reorderedScenes: ("mWr-A1-uol", "EUH-Dw-xdO"), scenesFile: "MainIPadScenes.swift",
            renamedLabel: "8fS-I7-PYk", renamedText: "Alerts",
            renameFile: "AAPLMasterViewControllerCodeInterfaceBuilder.swift"),
    ]

    @Test(arguments: cases)
    func eachEditChangesOnlyWhatItIsAbout(_ test: Case) throws {
        let url = TestPaths.corpus.appendingPathComponent(test.path)
        guard let original = try? String(contentsOf: url, encoding: .utf8) else {
            print("CorpusStabilityTests: skipped, \(url.path) is absent")
            return
        }
        let name = url.lastPathComponent
        let before = try Self.generate(original, name: name)

        // A label in one scene: only that scene's builder changes, by added lines about the label.
        let inserted = try Self.generate(try Edit.insertLabel(in: original, scene: test.insertScene), name: name)
        #expect(Self.changedFiles(before, inserted) == [test.insertFile])
        let insertion = Self.changedLines(before[test.insertFile], inserted[test.insertFile])
        #expect(insertion.removed.isEmpty, "nothing already generated changes: \(insertion)")
        #expect(
            insertion.added.allSatisfy {
                $0.contains("insertedNoteLabel") || $0.trimmingCharacters(in: .whitespaces).isEmpty
            })
        #expect((4...8).contains(insertion.added.count), "\(insertion)")

        // Whitespace reformatted around every other scene, which moves nearly every line of the document: nothing changes.
        let reformatted = try Self.generate(Edit.reformatWhitespace(of: original, except: test.insertScene), name: name)
        #expect(Self.changedFiles(before, reformatted).isEmpty)

        // Two scenes swapped: the builders and keys stay; the Scenes file's factories and segue methods move, and not
        // one line is different, even where segue names collide and are numbered (`performSettingsNavigationController3Segue`).
        let reordered = try Self.generate(try Edit.swapScenes(original, test.reorderedScenes), name: name)
        #expect(Self.changedFiles(before, reordered) == [test.scenesFile])
        let moved =
            before[test.scenesFile]?.split(separator: "\n").sorted()
            == reordered[test.scenesFile]?.split(separator: "\n").sorted()
        #expect(moved, "swapping two scenes only moves lines of \(test.scenesFile)")

        // A label's text: only its builder, only lines about that label (its text, or its name when the text names it).
        let oldText = try Edit.labelText(original, id: test.renamedLabel)
        let renamed = try Self.generate(
            try Edit.setLabelText(original, id: test.renamedLabel, to: test.renamedText), name: name)
        #expect(Self.changedFiles(before, renamed) == [test.renameFile])
        let rename = Self.changedLines(before[test.renameFile], renamed[test.renameFile])
        #expect(!rename.added.isEmpty && rename.added.count == rename.removed.count, "\(rename)")
        #expect(rename.removed.allSatisfy { Self.mentions($0, text: oldText) }, "\(rename.removed)")
        #expect(rename.added.allSatisfy { Self.mentions($0, text: test.renamedText) }, "\(rename.added)")

        // All four at once: the union of the files, no more lines than the edits separately.
        var all = try Edit.insertLabel(in: original, scene: test.insertScene)
        all = Edit.reformatWhitespace(of: all, except: test.insertScene)
        all = try Edit.swapScenes(all, test.reorderedScenes)
        all = try Edit.setLabelText(all, id: test.renamedLabel, to: test.renamedText)
        let combined = try Self.generate(all, name: name)
        let files = Self.changedFiles(before, combined)
        #expect(files == Set([test.insertFile, test.renameFile]).union(Self.changedFiles(before, reordered)))
        let total = files.map { Self.changedLines(before[$0], combined[$0]).count }.reduce(0, +)
        let separately =
            insertion.count + rename.count
            + Self.changedLines(before[test.scenesFile], reordered[test.scenesFile]).count
        #expect(total <= separately, "\(total) changed lines for the four edits, \(separately) separately")
    }

    /// The generated files by name.
    static func generate(_ xml: String, name: String) throws -> [String: String] {
        let result = GeneratorPipeline().run([SourceFile(path: name, data: Data(xml.utf8))])
        try #require(!result.hasErrors && !result.files.isEmpty)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    }

    static func changedFiles(_ before: [String: String], _ after: [String: String]) -> Set<String> {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// The lines a unified diff removes and adds.
    static func changedLines(_ before: String?, _ after: String?) -> (removed: [String], added: [String], count: Int) {
        let diff = UnifiedDiff.diff(
            expected: before ?? "", actual: after ?? "", expectedName: "before", actualName: "after")
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        let removed = lines.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let added = lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        return (removed, added, removed.count + added.count)
    }

    /// Whether a line is about a label with this text: it holds the text, or a name made from its first word.
    static func mentions(_ line: String, text: String) -> Bool {
        guard let word = text.split(separator: " ").first.map(String.init) else { return false }
        let stem = word.prefix(1).lowercased() + word.dropFirst()
        return line.contains(text) || line.contains(stem) || line.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

/// Edits as Interface Builder or a merge makes them, on the XML text.
private enum Edit {
    static let label =
        #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inserted Note" translatesAutoresizingMaskIntoConstraints="NO" id="new-In-001"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" type="system" pointSize="12"/></label>"#

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of a scene, from the line of IB's comment naming it (which moves with it) to the end of its line.
    static func sceneRange(_ xml: String, _ id: String) throws -> Range<String.Index> {
        guard let start = xml.range(of: "<scene sceneID=\"\(id)\">"),
            let end = xml.range(of: "</scene>", range: start.upperBound..<xml.endIndex)
        else {
            throw Missing(description: "no scene \(id)")
        }
        var lower = xml[..<start.lowerBound].lastIndex(of: "\n").map { xml.index(after: $0) } ?? xml.startIndex
        if lower > xml.startIndex, let previous = xml[..<xml.index(before: lower)].lastIndex(of: "\n"),
            xml[xml.index(after: previous)..<lower].trimmingCharacters(in: .whitespaces).hasPrefix("<!--")
        {
            lower = xml.index(after: previous)
        }
        let upper = xml[end.upperBound...].firstIndex(of: "\n").map { xml.index(after: $0) } ?? xml.endIndex
        return lower..<upper
    }

    static func insertLabel(in xml: String, scene: String) throws -> String {
        let range = try sceneRange(xml, scene)
        guard let subviews = xml.range(of: "<subviews>", range: range) else {
            throw Missing(description: "no subviews in \(scene)")
        }
        var edited = xml
        edited.insert(contentsOf: "\n" + label, at: subviews.upperBound)
        return edited
    }

    /// Two more spaces before every element that starts a line, and a blank line after every scene, except in
    /// one scene; whitespace between elements only, which XML ignores.
    static func reformatWhitespace(of xml: String, except scene: String) -> String {
        guard let kept = try? sceneRange(xml, scene) else { return xml }
        func reformat(_ text: Substring) -> String {
            var lines: [String] = []
            var previous = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var line = String(line)
                if previous.hasSuffix(">"), line.trimmingCharacters(in: .whitespaces).hasPrefix("<") {
                    line = "  " + line
                }
                lines.append(line)
                if line.hasSuffix("</scene>") { lines.append("") }
                previous = line
            }
            return lines.joined(separator: "\n")
        }
        return reformat(xml[..<kept.lowerBound]) + xml[kept] + reformat(xml[kept.upperBound...])
    }

    static func swapScenes(_ xml: String, _ scenes: (String, String)) throws -> String {
        var first = try sceneRange(xml, scenes.0)
        var second = try sceneRange(xml, scenes.1)
        if second.lowerBound < first.lowerBound { swap(&first, &second) }
        return String(
            xml[..<first.lowerBound] + xml[second] + xml[first.upperBound..<second.lowerBound] + xml[first]
                + xml[second.upperBound...])
    }

    static func labelRange(_ xml: String, id: String) throws -> Range<String.Index> {
        guard let idRange = xml.range(of: " id=\"\(id)\""),
            let start = xml[..<idRange.lowerBound].range(of: "<label ", options: .backwards)
        else {
            throw Missing(description: "no label \(id)")
        }
        return start.lowerBound..<idRange.upperBound
    }

    static func labelText(_ xml: String, id: String) throws -> String {
        let element = xml[try labelRange(xml, id: id)]
        guard let start = element.range(of: " text=\""), let end = element[start.upperBound...].firstIndex(of: "\"")
        else {
            throw Missing(description: "label \(id) has no text")
        }
        return String(element[start.upperBound..<end])
    }

    static func setLabelText(_ xml: String, id: String, to text: String) throws -> String {
        let range = try labelRange(xml, id: id)
        let old = try labelText(xml, id: id)
        return xml.replacingCharacters(
            in: range, with: xml[range].replacingOccurrences(of: " text=\"\(old)\"", with: " text=\"\(text)\""))
    }
}
