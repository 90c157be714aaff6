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
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The shortest decimal form that reads back as the same `Double`, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
