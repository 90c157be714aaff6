import Foundation

/// The bytes of one input file, with the line index that diagnostics need to find columns and excerpts.
public final class SourceFile: @unchecked Sendable {
    /// The path of the file as the user named it.
    public let path: String
    /// The file's bytes.
    public let data: Data
    private let lock = NSLock()
    private var lineStarts: [Int]?

    /// Creates a source file from bytes already read.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// The text of a 1-based line, decoded as UTF-8 (invalid bytes replaced), without its line break.
    public func line(_ number: Int) -> String? {
        let starts = indexedLineStarts()
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : data.count
        if end > start, data[data.startIndex + end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let bytes = data[(data.startIndex + start)..<(data.startIndex + max(start, end))]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A location for an element on a line: the column of `<name` there, or of the line's first non-blank.
    public func location(line: Int, element: String? = nil) -> Diagnostic.Location {
        guard let text = self.line(line) else { return Diagnostic.Location(filePath: path, line: line, column: 1) }
        let column = SourceExcerpt(text: text).column(ofElement: element, onLine: 1) ?? 1
        return Diagnostic.Location(filePath: path, line: line, column: column)
    }

    private func indexedLineStarts() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let lineStarts { return lineStarts }
        // Counted first, so that the index is the size of the file's lines: grown by appending, it had twice the room
        // it needed (8.4 MB for the 544,247 lines of a 50 MB storyboard, at the run's peak).
        var starts = [0]
        starts.reserveCapacity(Self.lineBreakOffsets(in: data) { _ in } + 1)
        _ = Self.lineBreakOffsets(in: data) { starts.append($0 + 1) }
        lineStarts = starts
        return starts
    }

    /// Calls `body` with the offset of each line feed in `data`, in order; returns how many there are.
    private static func lineBreakOffsets(in data: Data, _ body: (Int) -> Void) -> Int {
        // `memchr` scans many bytes a step; a Swift loop over every byte cost 7 instructions a byte of input.
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return 0 }
            var (offset, count) = (0, 0)
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                let lineFeed = base.distance(to: UnsafeRawPointer(found))
                body(lineFeed)
                (offset, count) = (lineFeed + 1, count + 1)
            }
            return count
        }
    }
}
