/// Writes Swift literals so that their value is exactly the input, whatever characters it holds.
enum SwiftLiteralWriter {
    static func text(_ literal: SwiftLiteral) -> String {
        switch literal {
        case .string(let value): stringLiteral(value)
        case .number(let value): number(value)
        case .int(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .nil: "nil"
        }
    }

    /// A double-quoted literal with every character that could end or change it escaped.
    static func stringLiteral(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendStringLiteral(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `stringLiteral(value)` as UTF-8. Works on the bytes: every character escaped is ASCII but the line and
    /// paragraph separators (U+2028, U+2029, `E2 80 A8`/`A9`), and no byte of another multi-byte character is below
    /// `0x80`; the runs between escapes are copied whole.
    static func appendStringLiteral(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = value
        utf8.withUTF8 { text in
            var runStart = 0
            var index = 0
            func escape(_ replacement: String, length: Int) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                bytes.append(contentsOf: replacement.utf8)
                index += length
                runStart = index
            }
            while index < text.count {
                switch text[index] {
                case UInt8(ascii: "\""): escape("\\\"", length: 1)
                case UInt8(ascii: "\\"): escape("\\\\", length: 1)
                case UInt8(ascii: "\n"): escape("\\n", length: 1)
                case UInt8(ascii: "\r"): escape("\\r", length: 1)
                case UInt8(ascii: "\t"): escape("\\t", length: 1)
                case 0: escape("\\0", length: 1)
                case let byte where byte < 0x20 || byte == 0x7F:
                    escape("\\u{" + String(byte, radix: 16) + "}", length: 1)
                case 0xE2
                where index + 2 < text.count && text[index + 1] == 0x80
                    && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                    escape(text[index + 2] == 0xA8 ? "\\u{2028}" : "\\u{2029}", length: 3)
                default:
                    index += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The shortest decimal form that reads back as the same `Double`, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
