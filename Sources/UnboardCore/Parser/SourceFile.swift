import Foundation

/// The bytes of one input file, with the line index that diagnostics need to find columns and excerpts.
///
/// A source read from a file (`file`) lets its bytes go once the pipeline has parsed, hashed and scanned them
/// (`letGoOfBytes()`): the lines diagnostics print are then read back from the file, so that a run does not hold
/// the input beside its translation.
public final class SourceFile: @unchecked Sendable {
    /// The path of the file as the user named it.
    public let path: String
    /// The file the bytes were read from, which lines are read back from once the bytes are let go; `nil` for bytes
    /// of no file, which are kept.
    public let file: URL?
    /// How many bytes the file has.
    public let byteCount: Int
    private let lock = NSLock()
    private var contents: Contents

    /// What a source holds: its bytes (and their line index, once made), or only the index once the bytes are let go.
    private enum Contents {
        case bytes(Data, lineStarts: [Int]?)
        case lineStarts([Int])
    }

    /// Creates a source file from bytes already read; with `file`, the bytes may be let go once parsed and its
    /// lines read back from there.
    public init(path: String, data: Data, file: URL? = nil) {
        self.path = path
        self.file = file
        byteCount = data.count
        contents = .bytes(data, lineStarts: nil)
    }

    /// The file's bytes. They may not be asked for once let go (`letGoOfBytes()`): the pipeline takes what it needs
    /// of them (the hash, the names an incremental run follows) before it lets them go.
    public var data: Data {
        lock.lock()
        defer { lock.unlock() }
        guard case .bytes(let data, _) = contents else {
            preconditionFailure("\(path): the bytes were let go once parsed; only its lines can be read")
        }
        return data
    }

    /// Whether the bytes are still held.
    public var holdsBytes: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .bytes = contents { return true }
        return false
    }

    /// Lets go of the bytes, keeping their line index, when they can be read back from `file`.
    func letGoOfBytes() {
        guard file != nil else { return }
        let starts = indexedLineStarts()
        lock.lock()
        defer { lock.unlock() }
        contents = .lineStarts(starts)
    }

    /// The text of a 1-based line, decoded as UTF-8 (invalid bytes replaced), without its line break; once the bytes
    /// are let go, read back from the file, and `nil` when the file no longer has the size it had.
    public func line(_ number: Int) -> String? {
        let starts = indexedLineStarts()
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? starts[number] - 1 : byteCount
        guard let bytes = bytes(in: start..<max(start, end)) else { return nil }
        return String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }

    /// A location for an element on a line: the column of `<name` there, or of the line's first non-blank.
    public func location(line: Int, element: String? = nil) -> Diagnostic.Location {
        guard let text = self.line(line) else { return Diagnostic.Location(filePath: path, line: line, column: 1) }
        let column = SourceExcerpt(text: text).column(ofElement: element, onLine: 1) ?? 1
        return Diagnostic.Location(filePath: path, line: line, column: column)
    }

    /// The bytes at offsets `range`: from memory while held, else from the file.
    private func bytes(in range: Range<Int>) -> Data? {
        lock.lock()
        var held: Data?
        if case .bytes(let data, _) = contents { held = data }
        lock.unlock()
        if let held { return held[(held.startIndex + range.lowerBound)..<(held.startIndex + range.upperBound)] }
        guard let file else { return nil }
        return FolderEntry.regularFileContents(atPath: file.path, in: range, ifSizeIs: byteCount, followsLinks: true)
    }

    private func indexedLineStarts() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        switch contents {
        case .lineStarts(let starts), .bytes(_, .some(let starts)): return starts
        case .bytes(let data, nil):
            // Counted first, so that the index is the size of the file's lines: grown by appending, it had twice the
            // room it needed (8.4 MB for the 544,247 lines of a 50 MB storyboard, at the run's peak).
            var starts = [0]
            starts.reserveCapacity(Self.lineBreakOffsets(in: data) { _ in } + 1)
            _ = Self.lineBreakOffsets(in: data) { starts.append($0 + 1) }
            contents = .bytes(data, lineStarts: starts)
            return starts
        }
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
