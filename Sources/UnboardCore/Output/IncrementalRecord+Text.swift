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
/// B <class> <type> <file> <0|1>      a builder (whether it assigns view names), then:
/// P <path>                           an input it was built from
/// L <key> <constant> <path>          a layout
/// S <type> <path> <file>             a Scenes file
/// ```
extension IncrementalRecord {
    static let formatLine = "unboard-cache 2"

    /// The record as text.
    var text: String {
        var lines = [Self.formatLine, Self.line(["configuration", configuration, "stamp", stampHash])]
        for input in inputs {
            lines.append(Self.line(["I", input.path, input.hash]))
            lines +=
                input.tokens.defines.map { Self.line(["D", $0]) } + input.tokens.uses.map { Self.line(["U", $0]) }
            for diagnostic in input.diagnostics {
                let location = diagnostic.location
                lines.append(
                    Self.line(
                        ["G", diagnostic.severity.rawValue, diagnostic.message]
                            + [
                                location?.filePath, location?.line.map(String.init), location?.column.map(String.init),
                                diagnostic.category?.rawValue, diagnostic.subject,
                            ].map { $0.map { "=" + $0 } ?? "" }))
            }
        }
        for builder in builders {
            lines.append(
                Self.line([
                    "B", builder.className, builder.typeName, builder.fileName, builder.assignsViewNames ? "1" : "0",
                ]))
            lines += builder.sourcePaths.map { Self.line(["P", $0]) }
            lines += builder.layouts.map { Self.line(["L", $0.key, $0.keyConstant, $0.sourcePath]) }
        }
        lines += scenes.map { Self.line(["S", $0.typeName, $0.sourcePath, $0.fileName]) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a record written by `text`; `nil` for anything else.
    init?(text: String) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).makeIterator()
        guard lines.next().map({ String(Substring($0)) }) == Self.formatLine, let head = lines.next().map(Self.fields),
            head.count == 4, head[0] == "configuration", head[2] == "stamp"
        else { return nil }
        self.init(configuration: head[1], stampHash: head[3], inputs: [], builders: [], scenes: [])
        while let line = lines.next() {
            let fields = Self.fields(line)
            switch (fields.first ?? "", fields.count) {
            case ("I", 3):
                inputs.append(Input(path: fields[1], hash: fields[2], tokens: InputTokens(), diagnostics: []))
            case ("D", 2) where !inputs.isEmpty: inputs[inputs.count - 1].tokens.defines.append(fields[1])
            case ("U", 2) where !inputs.isEmpty: inputs[inputs.count - 1].tokens.uses.append(fields[1])
            case ("G", 8) where !inputs.isEmpty:
                guard let diagnostic = Self.diagnostic(fields) else { return nil }
                inputs[inputs.count - 1].diagnostics.append(diagnostic)
            case ("B", 5):
                builders.append(
                    Builder(
                        className: fields[1], typeName: fields[2], sourcePaths: [], layouts: [],
                        assignsViewNames: fields[4] == "1", fileName: fields[3]))
            case ("P", 2) where !builders.isEmpty: builders[builders.count - 1].sourcePaths.append(fields[1])
            case ("L", 4) where !builders.isEmpty:
                builders[builders.count - 1].layouts.append(
                    Layout(key: fields[1], keyConstant: fields[2], sourcePath: fields[3]))
            case ("S", 4): scenes.append(Scenes(typeName: fields[1], sourcePath: fields[2], fileName: fields[3]))
            case ("", 1): continue
            default: return nil
            }
        }
    }

    private static func diagnostic(_ fields: [String]) -> Diagnostic? {
        func optional(_ field: String) -> String?? {
            field.isEmpty ? .some(nil) : field.first == "=" ? .some(String(field.dropFirst())) : nil
        }
        guard let severity = Diagnostic.Severity(rawValue: fields[1]), let path = optional(fields[3]),
            let line = optional(fields[4]), let column = optional(fields[5]), let category = optional(fields[6]),
            let subject = optional(fields[7])
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

    private static func line(_ fields: [String]) -> String {
        fields.map(escape).joined(separator: "\t")
    }

    private static func fields(_ line: Substring.UTF8View) -> [String] {
        line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
            unescape(String(Substring($0)))
        }
    }

    private static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        var escaped = ""
        for character in field.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\t": escaped += "%09"
            case "\n": escaped += "%0A"
            case "\r": escaped += "%0D"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    private static func unescape(_ field: String) -> String {
        guard field.utf8.contains(0x25) else { return field }
        return field.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%25", with: "%")
    }
}
