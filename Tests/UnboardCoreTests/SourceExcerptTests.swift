import Testing

@testable import UnboardCore

/// The line and caret printed under a diagnostic: a window of at most 200 columns around the caret, `…` where cut,
/// control characters shown as `?`; printable ASCII lines (cut by bytes) and other lines (cut by scalars) alike.
struct SourceExcerptTests {
    private func snippet(_ line: String, column: Int) -> String? {
        SourceExcerpt(text: line).caretSnippet(line: 1, column: column)
    }

    @Test func aShortLineIsPrintedWholeWithItsCaret() {
        #expect(snippet("    <label text=\"x\"/>", column: 5) == "    <label text=\"x\"/>\n    ^")
        #expect(snippet("\t<b/>", column: 2) == "\t<b/>\n ^")
    }

    @Test func aLongLineIsCutAroundTheCaretByColumnsWhateverItsBytes() {
        let cut =
            "…" + String(repeating: "a", count: 80) + "<b/>" + String(repeating: "c", count: 116) + "…\n"
            + String(repeating: " ", count: 81) + "^"
        let ascii = String(repeating: "a", count: 150) + "<b/>" + String(repeating: "c", count: 246)
        #expect(snippet(ascii, column: 151) == cut)
        // Two bytes in the first column: still one column, cut away with the others.
        let accented = "é" + String(repeating: "a", count: 149) + "<b/>" + String(repeating: "c", count: 246)
        #expect(snippet(accented, column: 151) == cut)
        #expect(snippet("é<b/>", column: 2) == "é<b/>\n ^")
    }

    @Test func controlCharactersShowAsQuestionMarks() {
        #expect(snippet("\u{1B}[31m<b/>", column: 6) == "?[31m<b/>\n     ^")
        #expect(snippet("<b/>\u{7F}", column: 1) == "<b/>?\n^")
    }
}
