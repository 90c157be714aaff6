import Foundation
import Testing
@testable import UnboardCore

/// Whole documents: refused formats, malformed XML, unsupported facts, determinism.
@Suite struct DocumentTests {
    /// An `IBView` shares its fields with its copies until one changes (copy on write): a change to a copy, as the
    /// parser makes while it builds the tree, never shows in the view it was copied from.
    @Test func changingACopiedViewLeavesTheOriginal() {
        func view(_ id: String) -> IBView {
            IBView(
                elementName: "view", id: id, key: nil, customClass: nil, userLabel: nil, attributes: IBAttributes(),
                properties: [], subviews: [], keyedViews: [], constraints: [], layoutGuides: [], variations: [],
                connections: [], line: 1)
        }
        let original = view("a")
        var copy = original
        copy.subviews.append(view("b"))
        copy.id = "c"
        copy.line += 1
        #expect(original.subviews.isEmpty && original.id == "a" && original.line == 1)
        #expect(copy.subviews.map(\.id) == ["b"] && copy.id == "c" && copy.line == 2)
        var views = [original]
        views[0].subviews.append(view("d"))
        #expect(original.subviews.isEmpty && views[0].subviews.map(\.id) == ["d"])
    }

    @Test func macOSDocumentsAreRefused() {
        let result = Generate.text(
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"/>"#
        )
        expectDiagnostics(
            result,
            [
                "2:1: error: this is a macOS (Cocoa) document; Unboard converts iOS (UIKit) documents only, and macOS is out of scope"
            ])
        #expect(result.files.isEmpty)
    }

    @Test func archiveXibsAreRefusedWithWhatToDo() {
        let result = Generate.text(
            #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"></archive>"#, path: "Old.xib")
        #expect(
            result.diagnostics.map(\.description) == [
                "Old.xib:1:1: error: this is a pre-Xcode 5 archive-format document (com.apple.InterfaceBuilder3.CocoaTouch.XIB), which Unboard cannot read; open it in a current Xcode and save it again"
            ])
    }

    @Test func malformedXMLReportsLineAndColumn() throws {
        let result = Generate.text(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message.hasPrefix("malformed XML:"))
    }

    @Test func emptyFileIsAnError() {
        let result = Generate.text("")
        #expect(result.diagnostics.map(\.message) == ["the file is empty"])
    }

    @Test func doctypeWithEntitiesIsRefused() {
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY boom \"x\">]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>"
        let result = Generate.text(xml)
        #expect(result.hasErrors)
        #expect(result.diagnostics.first?.message.contains("DOCTYPE") == true)
    }

    @Test func tooDeepNestingIsAnErrorNotACrash() {
        let depth = 5000
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let result = GeneratorPipeline(parser: InterfaceDocumentParser(options: ParserOptions(maximumDepth: 100)))
            .run([SourceFile(path: "Deep.xib", data: Data(xml.utf8))])
        #expect(result.diagnostics.map(\.message) == ["elements are nested deeper than 100 levels"])
    }

    /// libxml2 without entity substitution hands a value's `&` over as `&#38;` for a tree builder to read back;
    /// the parser reads every reference as it is written, once.
    @Test func attributeValuesReadEachReferenceOnce() throws {
        let xml =
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" title="a &amp; b &#38; c &#x26; d &amp;#38; e &lt;&gt;&quot;&apos; &#233;"/>"#
        let document = try InterfaceDocumentParser().parse(
            SourceFile(path: "A.xib", data: Data(xml.utf8)), diagnostics: AccumulatingDiagnosticCollector())
        #expect(document.attributes["title"] == #"a & b & c & d &#38; e <>"' é"#)
    }

    /// libxml2 is handed the file 64 KB at a time: a value across two pieces is read whole.
    @Test func valuesAcrossTheParsersPiecesAreWhole() throws {
        let long = String(repeating: "ab&amp;", count: 20_000)
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" title="\#(long)"/>"#
        let document = try InterfaceDocumentParser().parse(
            SourceFile(path: "A.xib", data: Data(xml.utf8)), diagnostics: AccumulatingDiagnosticCollector())
        #expect(document.attributes["title"] == String(repeating: "ab&", count: 20_000))
    }

    @Test func nestingIsReadNoDeeperThanLibxml2sTreesWhateverTheOptions() {
        let depth = 300
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let result = GeneratorPipeline(parser: InterfaceDocumentParser(options: ParserOptions(maximumDepth: 5000)))
            .run([SourceFile(path: "Deep.xib", data: Data(xml.utf8))])
        #expect(result.diagnostics.map(\.message) == ["elements are nested deeper than 256 levels"])
    }

    /// An error inside a document is libxml2's alone: which elements are open says nothing of a tag that does not
    /// match (only a file that ends early is told which element is left open).
    @Test func aMismatchedTagIsReportedWithoutAnOpenElement() throws {
        let padding = String(repeating: "<a/>\n", count: 200)
        let xml =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n\(padding)</scenes>\n</objects>\n</document>\n"
        let result = Generate.text(xml)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "malformed XML: Opening and ending tag mismatch: objects line 2 and scenes")
        #expect(diagnostic.location?.line == 203)
    }

    @Test func unsupportedAttributesAndElementsAreWarningsWithTheirLine() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                            <label text="x" futureAttribute="YES" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/>
                                <futureElement key="thing"/></label>
                    """))
        expectDiagnostics(
            result,
            [
                "12:9: warning: unsupported attribute 'futureAttribute' on <label> is not translated",
                "13:13: warning: unsupported element <futureElement key=\"thing\"> in <label> is not translated",
            ])
        #expect(result.diagnostics.allSatisfy { $0.category != nil })
    }

    @Test func outputIsDeterministic() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NahaMap"))
        let first = try Generate.files(inputs)
        let second = try Generate.files(inputs.reversed())
        #expect(first.files == second.files)
    }

    @Test func stringLiteralsEscapeControlCharacters() {
        #expect(SwiftLiteralWriter.stringLiteral("nul \0 bell \u{7} del \u{7F}") == #""nul \0 bell \u{7} del \u{7f}""#)
    }

    @Test func stringLiteralsRoundTripEveryCharacter() {
        let text = "quote \" backslash \\ interpolation \\(x) newline \n tab \t hash #\"\"\" é 🗾 \u{2028}"
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                            <label fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/><string key="text">\(xmlEscaped(text))</string></label>
                    """))
        let line = Generate.builderText(result).split(separator: "\n").first { $0.contains(".text = ") } ?? ""
        #expect(
            line.hasSuffix(
                #"= "quote \" backslash \\ interpolation \\(x) newline \n tab \t hash #\"\"\" é 🗾 \u{2028}""#))
    }

    private func xmlEscaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case "\"": "&quot;"
            default: scalar.value < 0x20 && scalar != "\n" && scalar != "\t" ? "&#\(scalar.value);" : String(scalar)
            }
        }.joined()
    }
}
