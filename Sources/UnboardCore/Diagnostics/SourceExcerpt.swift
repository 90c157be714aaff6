/// Finds the column of an element on a line and prints the line with a caret under it, as compilers do.
public struct SourceExcerpt: Sendable {
    private let lines: [Substring]

    /// Creates an excerpt source from the text of a file.
    public init(text: String) {
        // Callers pass one line; splitting by characters would run grapheme breaking over all of it for nothing.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            lines = [Substring(text)]
            return
        }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The text of a 1-based line, without its line break.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        var line = lines[number - 1]
        if line.hasSuffix("\r") { line = line.dropLast() }
        return line
    }

    /// The 1-based column of `<elementName` on a line (the first non-blank character when it is not there).
    public func column(ofElement elementName: String?, onLine number: Int) -> Int? {
        guard let text = line(number) else { return nil }
        if let elementName, let range = text.range(of: "<" + elementName) {
            return text.distance(from: text.startIndex, to: range.lowerBound) + 1
        }
        guard let firstNonBlank = text.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return 1 }
        return text.distance(from: text.startIndex, to: firstNonBlank) + 1
    }

    /// The line followed by a caret line pointing at `column`, for printing under a diagnostic; long lines are
    /// cut to a window around the column.
    public func caretSnippet(line number: Int, column: Int) -> String? {
        guard let text = line(number) else { return nil }
        // Control characters in a hostile file must not reach the terminal: each shows as one `?`. The window is
        // cut by scalars of one string, not a `Character` per scalar, which cost most of printing a warning.
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
        }
        let caret = max(0, column - 1)
        // Printable ASCII and tabs, nearly every line of IB's XML: a byte is a scalar and none shows as `?`, so the
        // window is cut by bytes, without walking the line's scalars three times.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == UInt8(ascii: "\t") }) {
            return Self.caretSnippet(text.utf8, caret: caret) { String(text[$0]) }
        }
        let visible =
            text.unicodeScalars.contains(where: isControl)
            ? String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 })).unicodeScalars
            : String(text).unicodeScalars
        return Self.caretSnippet(visible, caret: caret) { String(visible[$0]) }
    }

    /// The window of at most 200 of a line's `units` (each one column) around the caret's, `…` where cut, over the
    /// caret line; `text` gives the units of a range as text.
    private static func caretSnippet<Units: Collection>(
        _ units: Units, caret: Int, text: (Range<Units.Index>) -> String
    ) -> String {
        let count = units.count
        let start = caret > 120 ? caret - 80 : 0
        let end = min(count, start + 200)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < count ? "…" : ""
        let lower = units.index(units.startIndex, offsetBy: min(start, count))
        let window = prefix + text(lower..<units.index(units.startIndex, offsetBy: end)) + suffix
        return window + "\n" + String(repeating: " ", count: caret - start + prefix.count) + "^"
    }
}
