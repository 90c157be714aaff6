/// Finds the column of an element on a line and prints the line with a caret under it, as compilers do.
public struct SourceExcerpt: Sendable {
    private let lines: [Substring]

    /// Creates an excerpt source from the text of a file.
    public init(text: String) {
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

    /// The line followed by a caret line pointing at `column`, for printing under a diagnostic.
    public func caretSnippet(line number: Int, column: Int) -> String? {
        guard let text = line(number) else { return nil }
        let clipped = text.count > 200 ? String(text.prefix(200)) + "…" : String(text)
        let indent = String(repeating: " ", count: max(0, min(column - 1, 200)))
        return clipped + "\n" + indent + "^"
    }
}
