/// The record's file format: a line per fact, fields separated by tabs, each field with `%`, tab, line feed and
/// carriage return written `%25`, `%09`, `%0A`, `%0D`; an optional field is empty when absent and starts with `=`
/// when present. Read and written by hand like the stamp: a JSON coder spent more than a tenth of a full run's
/// instructions on a 100-file project's record.
///
/// ```
/// unboard-cache 2
/// configuration <digest>  stamp <hash>
/// I <path> <hash>                    an input, then its facts:
/// D <name> / U <name>                a name it defines / uses
/// G <severity> <message> <path> <line> <column> <category> <subject>   a diagnostic (optional fields after message)
/// T ... (as G)                       a diagnostic about its `.strings` tables
/// B <class> <type> <file> <0|1>      a builder (whether it assigns view names), then:
/// P <path>                           an input it was built from
/// L <key> <constant> <path> <base>   a layout (the constant it was numbered from, when it was)
/// S <type> <path> <file>             a Scenes file
/// ```
extension IncrementalRecord {
    static let formatLine = "unboard-cache 2"

    /// The record as text.
    var text: String {
        // Bytes, not a string: appending to a string and testing each field through its UTF-8 view cost a 100-file
        // project's incremental run about 80 M instructions.
        var text: [UInt8] = Array(Self.formatLine.utf8) + [0x0A]
        text.reserveCapacity(1 << 20)
        func line(_ fields: String...) {
            for (index, field) in fields.enumerated() {
                if index > 0 { text.append(0x09) }
                Self.appendEscaped(field, to: &text)
            }
            text.append(0x0A)
        }
        line("configuration", configuration, "stamp", stampHash)
        for input in inputs {
            line("I", input.path, input.hash)
            for name in input.tokens.defines { line("D", name) }
            for name in input.tokens.uses { line("U", name) }
            for (kind, diagnostics) in [("G", input.diagnostics), ("T", input.tableDiagnostics)] {
                for diagnostic in diagnostics {
                    let location = diagnostic.location
                    let optionals = [
                        location?.filePath, location?.line.map(String.init), location?.column.map(String.init),
                        diagnostic.category?.rawValue, diagnostic.subject,
                    ].map { $0.map { "=" + $0 } ?? "" }
                    line(
                        kind, diagnostic.severity.rawValue, diagnostic.message, optionals[0], optionals[1],
                        optionals[2], optionals[3], optionals[4])
                }
            }
        }
        for builder in builders {
            line("B", builder.className, builder.typeName, builder.fileName, builder.assignsViewNames ? "1" : "0")
            for path in builder.sourcePaths { line("P", path) }
            for layout in builder.layouts {
                line("L", layout.key, layout.keyConstant, layout.sourcePath, layout.numberedFrom.map { "=" + $0 } ?? "")
            }
        }
        for scenes in scenes { line("S", scenes.typeName, scenes.sourcePath, scenes.fileName) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads a record written by `text`; `nil` for anything else.
    init?(text: String) {
        var text = text
        guard let record = text.withUTF8({ IncrementalRecord(bytes: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = record
    }

    /// Reads the record from its bytes, field by field without splitting the text first.
    private init?(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        /// The next line's fields; `nil` at the end.
        func nextLine() -> [String]? {
            guard offset < bytes.count else { return nil }
            var fields: [String] = []
            fields.reserveCapacity(8)
            var start = offset
            // Whether the field holds a `%`, seen in this pass rather than searched for again in each field.
            var escaped = false
            while offset <= bytes.count {
                let byte = offset < bytes.count ? bytes[offset] : 0x0A
                if byte == 0x09 || byte == 0x0A {
                    let field = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                    fields.append(escaped ? Self.unescape(field) : field)
                    escaped = false
                    start = offset + 1
                    if byte == 0x0A { break }
                } else if byte == 0x25 {
                    escaped = true
                }
                offset += 1
            }
            offset += 1
            return fields
        }
        guard nextLine() == [Self.formatLine], let head = nextLine(), head.count == 4, head[0] == "configuration",
            head[2] == "stamp"
        else { return nil }
        self.init(configuration: head[1], stampHash: head[3], inputs: [], builders: [], scenes: [])
        while let fields = nextLine() {
            switch (fields[0], fields.count) {
            case ("I", 3):
                inputs.append(
                    Input(
                        path: fields[1], hash: fields[2], tokens: InputTokens(), diagnostics: [], tableDiagnostics: []))
            case ("D", 2) where !inputs.isEmpty: inputs[inputs.count - 1].tokens.defines.append(fields[1])
            case ("U", 2) where !inputs.isEmpty: inputs[inputs.count - 1].tokens.uses.append(fields[1])
            case ("G", 8) where !inputs.isEmpty:
                guard let diagnostic = Self.diagnostic(fields) else { return nil }
                inputs[inputs.count - 1].diagnostics.append(diagnostic)
            case ("T", 8) where !inputs.isEmpty:
                guard let diagnostic = Self.diagnostic(fields) else { return nil }
                inputs[inputs.count - 1].tableDiagnostics.append(diagnostic)
            case ("B", 5):
                builders.append(
                    Builder(
                        className: fields[1], typeName: fields[2], sourcePaths: [], layouts: [],
                        assignsViewNames: fields[4] == "1", fileName: fields[3]))
            case ("P", 2) where !builders.isEmpty: builders[builders.count - 1].sourcePaths.append(fields[1])
            case ("L", 5) where !builders.isEmpty:
                guard let numberedFrom = Self.optional(fields[4]) else { return nil }
                builders[builders.count - 1].layouts.append(
                    Layout(key: fields[1], keyConstant: fields[2], sourcePath: fields[3], numberedFrom: numberedFrom))
            case ("S", 4): scenes.append(Scenes(typeName: fields[1], sourcePath: fields[2], fileName: fields[3]))
            case ("", 1): continue
            default: return nil
            }
        }
    }

    private static func diagnostic(_ fields: [String]) -> Diagnostic? {
        guard let severity = Diagnostic.Severity(rawValue: fields[1]), let path = Self.optional(fields[3]),
            let line = Self.optional(fields[4]), let column = Self.optional(fields[5]),
            let category = Self.optional(fields[6]),
            let subject = Self.optional(fields[7])
        else { return nil }
        var diagnostic = Diagnostic(
            severity: severity, message: fields[2],
            location: path.map {
                Diagnostic.Location(filePath: $0, line: line.flatMap { Int($0) }, column: column.flatMap { Int($0) })
            },
            category: category.flatMap { Diagnostic.Category(rawValue: $0) })
        diagnostic.subject = subject
        return diagnostic
    }

    /// An optional field: `.some(nil)` when empty, the value after `=`, `nil` (not a field) otherwise.
    private static func optional(_ field: String) -> String?? {
        field.isEmpty ? .some(nil) : field.first == "=" ? .some(String(field.dropFirst())) : nil
    }

    /// Appends `field`'s UTF-8 bytes with `%`, tab, line feed and carriage return escaped.
    private static func appendEscaped(_ field: String, to bytes: inout [UInt8]) {
        var field = field
        field.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case 0x25: bytes.append(contentsOf: [0x25, 0x32, 0x35])
                case 0x09: bytes.append(contentsOf: [0x25, 0x30, 0x39])
                case 0x0A: bytes.append(contentsOf: [0x25, 0x30, 0x41])
                case 0x0D: bytes.append(contentsOf: [0x25, 0x30, 0x44])
                default: bytes.append(byte)
                }
            }
        }
    }

    /// A field holding a `%` with its escapes decoded.
    private static func unescape(_ field: String) -> String {
        field.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%25", with: "%")
    }
}
