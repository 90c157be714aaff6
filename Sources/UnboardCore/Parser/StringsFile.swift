import Foundation

/// A `.strings` file (`"key" = "value";` with comments), as Xcode writes them: UTF-8, or UTF-16 with a byte-order mark.
public struct StringsFile: Sendable {
    /// One `"key" = "value";` pair.
    public struct Entry: Hashable, Sendable {
        /// The key, unescaped.
        public var key: String
        /// The value, unescaped.
        public var value: String
        /// The line the key is on.
        public var line: Int
    }

    /// A syntax error, with its line.
    public struct SyntaxError: Error, Hashable, Sendable {
        /// What is wrong.
        public var message: String
        /// The line of the error.
        public var line: Int

        /// Creates an error.
        public init(message: String, line: Int) {
            self.message = message
            self.line = line
        }
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Parses a file's bytes.
    public init(data: Data) throws(SyntaxError) {
        var scanner = StringsScanner(Array(Self.decode(data).unicodeScalars))
        entries = try scanner.entries()
    }

    /// UTF-16 when the file starts with a byte-order mark, UTF-8 otherwise (without its optional mark).
    static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16) ?? ""
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        return String(decoding: body, as: UTF8.self)
    }
}

/// Reads the tokens of a `.strings` file: quoted or bare strings, `=`, `;`, and `/* */` or `//` comments.
private struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func entries() throws(StringsFile.SyntaxError) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        while try skipTrivia() {
            let keyLine = line
            let key = try string()
            try skipTrivia()
            // `"key";` alone means the value is the key.
            var value = key
            if peek == "=" {
                index += 1
                try skipTrivia()
                value = try string()
                try skipTrivia()
            }
            guard peek == ";" else {
                throw StringsFile.SyntaxError(message: "expected ';' after the entry for \"\(key)\"", line: keyLine)
            }
            index += 1
            entries.append(StringsFile.Entry(key: key, value: value, line: keyLine))
        }
        return entries
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ message: String) -> StringsFile.SyntaxError {
        StringsFile.SyntaxError(message: message, line: line)
    }

    /// Skips whitespace and comments; whether anything is left.
    @discardableResult
    private mutating func skipTrivia() throws(StringsFile.SyntaxError) -> Bool {
        while let scalar = peek {
            if scalar == "\n" { line += 1 }
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", next == "*" {
                let start = line
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && next == "/") { advance() }
                guard index < scalars.count else {
                    throw StringsFile.SyntaxError(message: "unterminated comment", line: start)
                }
                index += 2
            } else if scalar == "/", next == "/" {
                while let current = peek, current != "\n" { index += 1 }
            } else {
                return true
            }
        }
        return false
    }

    private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    private mutating func string() throws(StringsFile.SyntaxError) -> String {
        guard let first = peek else { throw fail("expected a string") }
        guard first == "\"" else { return try bareString() }
        index += 1
        var result = String.UnicodeScalarView()
        while let scalar = peek, scalar != "\"" {
            advance()
            if scalar == "\\" { result.append(try escaped()) } else { result.append(scalar) }
        }
        guard peek == "\"" else { throw fail("unterminated string") }
        index += 1
        return String(result)
    }

    private mutating func bareString() throws(StringsFile.SyntaxError) -> String {
        var result = String.UnicodeScalarView()
        while let scalar = peek,
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar)
        {
            result.append(scalar)
            index += 1
        }
        guard !result.isEmpty else { throw fail("unexpected '\(peek.map(String.init) ?? "")'") }
        return String(result)
    }

    /// `\n`, `\t`, `\r`, `\"`, `\\`, `\Uxxxx` / `\uxxxx`; any other escaped character stands for itself.
    private mutating func escaped() throws(StringsFile.SyntaxError) -> Unicode.Scalar {
        guard let scalar = peek else { throw fail("unterminated string") }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "U", "u":
            var hex = ""
            while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                hex.unicodeScalars.append(digit)
                index += 1
            }
            guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                throw fail("invalid \\U escape")
            }
            return decoded
        default: return scalar
        }
    }
}
