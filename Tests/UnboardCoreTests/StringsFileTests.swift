import Foundation
import Testing
import UnboardCore

/// `.strings` files as Xcode and translators write them: comments, escapes, UTF-8 and UTF-16 with a byte-order mark.
@Suite struct StringsFileTests {
    private let text = """
        /* Class = "UILabel"; text = "Hi"; ObjectID = "a"; */
        "a.text" = "Hallo \\"du\\"\\n";
        // a line comment
        "b.normalTitle"="Los";   /* trailing */
        bare_key = "Bare";
        "c.placeholder";
        "d.text" = "\\U00E9t\\u00E9 \\\\ ok";
        """

    private func keysValuesAndLines(_ file: StringsFile) -> [String] {
        file.entries.map { "\($0.line) \($0.key)=\($0.value)" }
    }

    private var expected: [String] {
        [
            "2 a.text=Hallo \"du\"\n", "4 b.normalTitle=Los", "5 bare_key=Bare", "6 c.placeholder=c.placeholder",
            "7 d.text=été \\ ok",
        ]
    }

    @Test func utf8() throws {
        #expect(keysValuesAndLines(try StringsFile(data: Data(text.utf8))) == expected)
        #expect(keysValuesAndLines(try StringsFile(data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))) == expected)
    }

    @Test func utf16WithByteOrderMark() throws {
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        #expect(keysValuesAndLines(try StringsFile(data: little)) == expected)
        #expect(keysValuesAndLines(try StringsFile(data: big)) == expected)
    }

    @Test func theExampleTableInUTF16() throws {
        let url = TestPaths.examples.appendingPathComponent("LocalizedProfile/ja.lproj/Profile.strings")
        let file = try StringsFile(data: try Data(contentsOf: url))
        #expect(file.entries.count == 9)
        #expect(file.entries.first { $0.key == "Nam-lb-001.text" }?.value == "お名前")
    }

    @Test func syntaxErrorsHaveTheirLine() {
        #expect(throws: StringsFile.SyntaxError(message: "expected ';' after the entry for \"a\"", line: 2)) {
            try StringsFile(data: Data("\n\"a\" = \"b\"\n".utf8))
        }
        #expect(throws: StringsFile.SyntaxError(message: "unterminated comment", line: 1)) {
            try StringsFile(data: Data("/* open\n".utf8))
        }
        #expect(throws: StringsFile.SyntaxError(message: "unterminated string", line: 1)) {
            try StringsFile(data: Data("\"a\" = \"b".utf8))
        }
    }
}
