import Foundation

/// The line of the n-th start tag of a document, counted in its bytes.
///
/// libxml2 stores an element's line in a 16-bit field: past line 65,535 every element says 65535 (or, through
/// `xmlGetLineNo`'s guesses, the line of a neighbour). The reader hands elements over in document order, which is the
/// order of their start tags, so the n-th element's line is that of the n-th `<` that opens a start tag. In
/// well-formed XML every `<` outside comments, CDATA sections and processing instructions opens markup, since text
/// and attribute values cannot hold one. The scan moves forward only, so a whole document costs one pass.
struct StartTagLines {
    private let data: Data
    private var offset = 0
    private var line = 1
    /// How many start tags lie before `offset`.
    private var passed = 0

    init(_ data: Data) {
        self.data = data
    }

    /// Whether the bytes can be scanned: anything but UTF-16, whose markup is not byte-wise ASCII.
    static func canScan(_ data: Data) -> Bool {
        !(data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.prefix(2).contains(0))
    }

    /// The 1-based line of start tag number `index` (0-based); `nil` past the last one. Indices must not decrease.
    mutating func line(ofStartTag index: Int) -> Int? {
        data.withUnsafeBytes { buffer -> Int? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    offset += 1
                    continue
                }
                guard byte == UInt8(ascii: "<") else {
                    offset += 1
                    continue
                }
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
                // Every skipped section starts with `<!` or `<?`: other tags are not compared with them.
                if next == UInt8(ascii: "!") || next == UInt8(ascii: "?"),
                    let terminator = Self.skippedSection(bytes, at: offset)
                {
                    skip(to: terminator, in: bytes)
                    continue
                }
                let isStartTag = next != UInt8(ascii: "/") && next != UInt8(ascii: "!") && next != UInt8(ascii: "?")
                if isStartTag {
                    if passed == index { return line }
                    passed += 1
                }
                offset += 1
            }
            return nil
        }
    }

    /// The end marker of a comment, CDATA section, processing instruction or declaration starting at `offset`.
    private static func skippedSection(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> [UInt8]? {
        sections.first { matches(bytes, at: offset, $0.start) }?.end
    }

    /// The sections' start and end markers as bytes, made once, not for every `<`.
    private static let sections: [(start: [UInt8], end: [UInt8])] = [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ pattern: [UInt8]) -> Bool {
        offset + pattern.count <= bytes.count && pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
    }

    /// Moves past the next `terminator`, counting the line breaks on the way.
    private mutating func skip(to terminator: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) {
        offset += 1
        while offset < bytes.count, !Self.matches(bytes, at: offset, terminator) {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        offset = min(bytes.count, offset + terminator.count)
    }
}
