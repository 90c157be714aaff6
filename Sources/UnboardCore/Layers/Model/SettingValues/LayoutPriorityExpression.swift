/// A `UILayoutPriority` as the translator writes it and the layout reads it back: `.required`, `.defaultHigh`,
/// `.defaultLow` and `.fittingSizeLevel` where exact, `UILayoutPriority(rawValue:)` otherwise.
enum LayoutPriorityExpression {
    /// UIKit's named priorities, with their raw values.
    static let named: [(name: String, value: Double)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
    ]

    /// The expression for a priority.
    static func expression(for value: Double) -> SwiftExpression {
        if let name = named.first(where: { $0.value == value })?.name { return .dot(name) }
        return SwiftExpression.identifier("UILayoutPriority")(SwiftArgument("rawValue", .number(value)))
    }

    /// The priority an expression written by `expression(for:)` stands for; nil for any other expression.
    static func value(of expression: SwiftExpression) -> Double? {
        switch expression {
        case .member(nil, let name):
            return named.first { $0.name == name }?.value
        case .call(.identifier("UILayoutPriority"), let arguments):
            guard arguments.count == 1, arguments[0].label == "rawValue",
                case .literal(.number(let value)) = arguments[0].value
            else { return nil }
            return value
        default:
            return nil
        }
    }
}
