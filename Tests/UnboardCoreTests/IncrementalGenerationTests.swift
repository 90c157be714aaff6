import Foundation
import Testing
@testable import UnboardCore

/// A run after an edit redoes only the inputs the edit reaches and writes exactly what a full run writes.
@Suite struct IncrementalGenerationTests {
    /// The examples and fixtures: 16 inputs, two storyboards sharing a class, a storyboard nesting xibs that nest one
    /// another, Main.storyboards of two folders.
    static let project: [SourceFile] = {
        let examples = [
            "NahaMap/Main.storyboard", "NahaMap/Modal.storyboard", "SceneFlow/SceneFlow.storyboard",
            "VideoComments/VideoComments.storyboard", "NestedXibs/Inbox.storyboard", "NestedXibs/BadgeButton.xib",
            "NestedXibs/CaptionLabel.xib",
        ].map { (TestPaths.examples.appendingPathComponent($0), $0) }
        let fixtures = [
            "LegacyLayout/LegacyLayout.storyboard", "Unsupported/Unsupported.storyboard", "FilesOwner/FilesOwner.xib",
            "Constraints/Constraints.storyboard", "CustomView/CustomView.xib",
            "SpringsAndStruts/SpringsAndStruts.storyboard", "TablesAndBars/TablesAndBars.storyboard",
            "Controls/Controls.storyboard", "SegueTriggers/SegueTriggers.storyboard",
        ].map { (TestPaths.fixtures.appendingPathComponent($0), "Fixtures/" + $0) }
        return (examples + fixtures).map { url, path in
            SourceFile(path: path, data: (try? Data(contentsOf: url)) ?? Data())
        }
    }()

    let pipeline = GeneratorPipeline()

    @Test func changingALabelRedoesOnlyItsStoryboard() throws {
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing(
            "text=\"Create your account\"", with: "text=\"Join\"", in: "Controls", Self.project)
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(run.translatedInputs == ["Fixtures/Controls/Controls.storyboard"])
        #expect(run.keptBuilderCount > 0)
    }

    @Test func renamingAClassSharedWithAnotherStoryboardRedoesBoth() throws {
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing(
            "customClass=\"ViewController\"", with: "customClass=\"MapViewController\"", in: "NahaMap/Main",
            Self.project)
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(Set(run.translatedInputs).isSuperset(of: ["NahaMap/Main.storyboard", "NahaMap/Modal.storyboard"]))
        #expect(!run.translatedInputs.contains("Fixtures/Controls/Controls.storyboard"))
    }

    @Test func changingANestedXibRedoesTheDocumentsThatNestIt() throws {
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing("text=\"Unread\"", with: "text=\"New\"", in: "CaptionLabel", Self.project)
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(
            Set(run.translatedInputs)
                == ["NestedXibs/Inbox.storyboard", "NestedXibs/BadgeButton.xib", "NestedXibs/CaptionLabel.xib"])
    }

    @Test func renamingTheClassANestedXibLaysOutRedoesTheXibsThatNestIt() throws {
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing(
            "customClass=\"CaptionLabel\"", with: "customClass=\"CaptionText\"", in: "CaptionLabel", Self.project)
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(
            Set(run.translatedInputs).isSuperset(of: ["NestedXibs/BadgeButton.xib", "NestedXibs/CaptionLabel.xib"]))
    }

    @Test func deletingAnInputRedoesWhatSharedWithIt() throws {
        let first = pipeline.run(Self.project)
        let edited = Self.project.filter { $0.path != "NahaMap/Modal.storyboard" }
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(run.translatedInputs.contains("NahaMap/Main.storyboard"))
        #expect(run.translatedInputs.count < edited.count / 2)
    }

    @Test func addingAnInputRedoesItAndWhatItShares() throws {
        let first = pipeline.run(Self.project)
        let copy = try #require(Self.project.first { $0.path.hasSuffix("CustomView.xib") })
        let edited = Self.project + [SourceFile(path: "More/CardView.xib", data: copy.data)]
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(run.translatedInputs.contains("More/CardView.xib"))
        #expect(run.translatedInputs.count < edited.count / 2)
        // The record an incremental run leaves serves the next edit as well as a full run's.
        let again = try Self.replacing("text=\"Create your account\"", with: "text=\"Join\"", in: "Controls", edited)
        #expect(
            try expectSameAsFullRun(again, after: run).translatedInputs == ["Fixtures/Controls/Controls.storyboard"])
    }

    @Test func scenesTypesOfStoryboardsOfOneNameStayWhenAnUnrelatedInputIsAdded() throws {
        let main = try #require(Self.project.first { $0.path == "NahaMap/Main.storyboard" })
        let base = Self.project + [SourceFile(path: "Widget/Main.storyboard", data: main.data)]
        let first = pipeline.run(base)
        let typeNames = try #require(first.record).scenes.map(\.typeName)
        #expect(typeNames.contains("NahaMapMainScenes") && typeNames.contains("WidgetMainScenes"))
        let copy = try #require(Self.project.first { $0.path.hasSuffix("CustomView.xib") })
        let edited = base + [SourceFile(path: "More/CardView.xib", data: copy.data)]
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(!run.translatedInputs.contains { $0.hasSuffix("Main.storyboard") })
        #expect(try #require(run.record).scenes.map(\.typeName) == typeNames)
    }

    @Test func anEditThatMergesABuilderWithAKeptOneMeansAFullRun() throws {
        let first = pipeline.run(Self.project)
        // A controller without a class is named after its storyboard identifier: here NahaMap's class, whose builder
        // it joins, though no name in its bytes says so.
        let edited = try Self.replacing(
            #"customClass="ControlsViewController" customModule="Fixtures" customModuleProvider="target""#,
            with: #"storyboardIdentifier="ViewController""#, in: "Controls", Self.project)
        let run = pipeline.run(edited, after: first.record, previousFile: Self.files(of: first))
        #expect(run.translatedInputs.count == edited.count)
        #expect(run.files == pipeline.run(edited).files)
        #expect(
            run.files.contains {
                $0.contents.contains("Controls.storyboard") && $0.name == "ViewControllerCodeInterfaceBuilder.swift"
            })
    }

    @Test func removingAClassRenamesTheControllerBuilderThatAvoidedIt() throws {
        // A navigation controller named after its identifier `ViewController`, NahaMap's view class: its builder is
        // `ViewControllerController` until no views of that class are left.
        let project = try Self.replacing(
            #"storyboardIdentifier="Root""#, with: #"storyboardIdentifier="ViewController""#, in: "TablesAndBars",
            Self.project)
        let first = pipeline.run(project)
        try #require(first.files.contains { $0.name == "ViewControllerControllerCodeInterfaceBuilder.swift" })
        var edited = try Self.replacing(
            #"customClass="ViewController""#, with: #"customClass="MapViewController""#, in: "NahaMap/Main", project)
        edited = try Self.replacing(
            #"customClass="ViewController""#, with: #"customClass="MapViewController""#, in: "NahaMap/Modal", edited)
        let run = try expectSameAsFullRun(edited, after: first)
        #expect(run.translatedInputs.contains("Fixtures/TablesAndBars/TablesAndBars.storyboard"))
    }

    @Test func optionsThatSpanEveryInputAlwaysRunInFull() throws {
        var single = pipeline
        single.options.singleFileName = "All.swift"
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing(
            "text=\"Create your account\"", with: "text=\"Join\"", in: "Controls", Self.project)
        let run = single.run(edited, after: first.record, previousFile: Self.files(of: first))
        #expect(run.translatedInputs.count == edited.count)
        #expect(run.files == single.run(edited).files)
    }

    @Test func anOutputThatIsNotThePreviousRunsMeansAFullRun() throws {
        let first = pipeline.run(Self.project)
        let edited = try Self.replacing(
            "text=\"Create your account\"", with: "text=\"Join\"", in: "Controls", Self.project)
        let run = pipeline.run(edited, after: first.record, previousFile: { _ in nil })
        #expect(run.translatedInputs.count == edited.count)
        #expect(run.files == pipeline.run(edited).files)
    }

    @Test func theRecordTextRoundTrips() throws {
        var record = try #require(pipeline.run(Self.project).record)
        var diagnostic = Diagnostic.warning(
            "a\tb\nc %0A d\r", at: Diagnostic.Location(filePath: "x y/%.xib", line: 3), category: .unsupportedElement)
        diagnostic.subject = ""
        record.inputs[0].diagnostics += [diagnostic, .error("no place")]
        record.inputs[0].tokens.uses.append("Tab\there")
        #expect(IncrementalRecord(text: record.text) == record)
        #expect(IncrementalRecord(text: record.text + "B\tshort\n") == nil)
    }

    @Test func tokensLeaveOutFirstResponderAndEntities() throws {
        let badge = try #require(Self.project.first { $0.path == "NestedXibs/BadgeButton.xib" })
        let tokens = try #require(InputTokens.scan(badge))
        #expect(tokens == InputTokens(defines: ["BadgeButton", "CaptionLabel"], uses: []))
        let inbox = try #require(Self.project.first { $0.path == "NestedXibs/Inbox.storyboard" })
        #expect(
            InputTokens.scan(inbox) == InputTokens(defines: ["Inbox"], uses: ["BadgeButton", "InboxViewController"]))
        let entity = SourceFile(path: "A.xib", data: Data(#"<view customClass="A&amp;B"/>"#.utf8))
        #expect(InputTokens.scan(entity) == nil, "a name whose entity is not decoded here is never guessed")
    }

    /// Runs `edited` after `previous`, expects the files, diagnostics and record of a full run, and that the run was
    /// incremental (fewer inputs translated than there are).
    @discardableResult
    private func expectSameAsFullRun(
        _ edited: [SourceFile], after previous: GenerationResult
    ) throws
        -> GenerationResult
    {
        try #require(previous.record != nil)
        let run = pipeline.run(edited, after: previous.record, previousFile: Self.files(of: previous))
        let full = pipeline.run(edited)
        #expect(run.translatedInputs.count < edited.count, "the run redid only what the edit reached")
        #expect(run.files.map(\.name) == full.files.map(\.name))
        for (incremental, whole) in zip(run.files, full.files) where incremental != whole {
            let diff = UnifiedDiff.diff(
                expected: whole.contents, actual: incremental.contents, expectedName: "full", actualName: "incremental")
            Issue.record("\(incremental.name) differs from a full run's:\n\(diff)")
        }
        #expect(run.diagnostics == full.diagnostics)
        #expect(run.builderCount == full.builderCount)
        #expect(run.record == full.record)
        return run
    }

    private static func files(of result: GenerationResult) -> (String) -> String? {
        let byName = Dictionary(result.files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        return { byName[$0] }
    }

    /// The inputs with `old` replaced by `new` in the one whose path contains `name`.
    private static func replacing(
        _ old: String, with new: String, in name: String, _ sources: [SourceFile]
    ) throws
        -> [SourceFile]
    {
        let index = try #require(sources.firstIndex { $0.path.contains(name + ".") })
        let text = String(decoding: sources[index].data, as: UTF8.self)
        try #require(text.contains(old))
        var edited = sources
        edited[index] = SourceFile(
            path: sources[index].path, data: Data(text.replacingOccurrences(of: old, with: new).utf8))
        return edited
    }
}

/// `generate` takes up the record its previous run left in the output folder only when it is that run's, read as a
/// regular file: a planted link, a corrupt file or another configuration's record means a full run.
@Suite(.serialized) struct IncrementalRecordTrustTests {
    @Test func anEditRedoesOnlyWhatItReachesAndWritesWhatAFullRunWrites() throws {
        let work = try Work()
        #expect(try work.generate().status == 0)
        #expect(FolderEntry(atPath: work.record.path) == .regularFile)
        try work.editLabel()
        let run = try work.generate()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 of 6 input(s) translated again"), "\(run.stdout)")
        #expect(run.stdout.contains("1 file(s) written"), "\(run.stdout)")
        try work.expectSameAsFreshRun(stderr: run.stderr)
        #expect(try work.generate().stdout.contains("up to date"))
    }

    @Test func aLinkPlantedAsTheRecordIsNeitherReadNorWrittenThrough() throws {
        let work = try Work()
        #expect(try work.generate().status == 0)
        // The link points at a copy of the real record, which a run that followed it would take up.
        let victim = work.folder.appendingPathComponent("victim")
        try FileManager.default.moveItem(at: work.record, to: victim)
        try FileManager.default.createSymbolicLink(at: work.record, withDestinationURL: victim)
        let before = try Data(contentsOf: victim)
        try work.editLabel()
        let run = try work.generate()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("translated again"), "the link is not read: \(run.stdout)")
        #expect(try Data(contentsOf: victim) == before, "nothing is written through the link")
        #expect(FolderEntry(atPath: work.record.path) == .regularFile, "the link is replaced, not followed")
        try work.expectSameAsFreshRun(stderr: run.stderr)
    }

    @Test func aCorruptRecordMeansAFullRun() throws {
        let work = try Work()
        #expect(try work.generate().status == 0)
        // The real head (this configuration, this stamp), then a line no record has.
        let lines = try String(contentsOf: work.record, encoding: .utf8).split(separator: "\n")
        try Data((lines.prefix(2) + ["L\tno builder before it"] + lines.dropFirst(2)).joined(separator: "\n").utf8)
            .write(to: work.record)
        try work.editLabel()
        let run = try work.generate()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("translated again"), "\(run.stdout)")
        try work.expectSameAsFreshRun(stderr: run.stderr)
        try work.editLabel(to: "Sign up")
        #expect(try work.generate().stdout.contains("1 of 6 input(s) translated again"), "the rewritten record serves")
    }

    @Test func anotherConfigurationsRecordIsNotTakenUp() throws {
        let work = try Work()
        #expect(try work.generate().status == 0)
        try work.editLabel()
        let run = try work.generate(["--access", "public"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("translated again"), "\(run.stdout)")
        try work.expectSameAsFreshRun(["--access", "public"], stderr: run.stderr)
    }

    /// Copies of six inputs (two storyboards sharing a class, a storyboard nesting two xibs, a fixture) in a
    /// temporary folder, and an output folder beside them.
    private struct Work {
        let folder: URL
        let inputs: [URL]
        var output: URL { folder.appendingPathComponent("Generated") }
        var record: URL { output.appendingPathComponent(IncrementalRecord.fileName) }

        init() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "unboard-cache-\(UUID().uuidString)")
            self.folder = folder
            let sources =
                [
                    "NahaMap/Main.storyboard", "NahaMap/Modal.storyboard", "NestedXibs/Inbox.storyboard",
                    "NestedXibs/BadgeButton.xib", "NestedXibs/CaptionLabel.xib",
                ].map { TestPaths.examples.appendingPathComponent($0) }
                + [TestPaths.fixtures.appendingPathComponent("Controls/Controls.storyboard")]
            inputs = sources.map {
                folder.appendingPathComponent($0.deletingLastPathComponent().lastPathComponent)
                    .appendingPathComponent($0.lastPathComponent)
            }
            for (source, input) in zip(sources, inputs) {
                try FileManager.default.createDirectory(
                    at: input.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source, to: input)
            }
        }

        func generate(_ extra: [String] = [], into output: URL? = nil) throws -> CLI.Run {
            try #require(
                FileManager.default.isExecutableFile(atPath: CLI.executable.path), "build the unboard product first")
            return try CLI.run(
                ["generate"] + inputs.map(\.path) + extra + ["--output", (output ?? self.output).path], in: folder)
        }

        func editLabel(to text: String = "Join") throws {
            let controls = inputs[5]
            let old = try String(contentsOf: controls, encoding: .utf8)
            let edited = old.replacingOccurrences(
                of: #"text="[^"]*" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2""#,
                with: #"text="\#(text)" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2""#,
                options: .regularExpression)
            try #require(edited != old)
            try Data(edited.utf8).write(to: controls)
        }

        /// The output folder holds what a full run into an empty folder writes, and the run printed what it prints.
        func expectSameAsFreshRun(_ extra: [String] = [], stderr: String) throws {
            let fresh = folder.appendingPathComponent("Fresh-\(UUID().uuidString)")
            let run = try generate(extra, into: fresh)
            #expect(run.status == 0)
            #expect(try visibleFiles(output) == visibleFiles(fresh))
            #expect(stderr == run.stderr)
        }

        private func visibleFiles(_ folder: URL) throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }
    }
}
