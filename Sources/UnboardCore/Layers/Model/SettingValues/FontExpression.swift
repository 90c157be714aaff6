/// A `UIFont` as the translator writes it and the layout reads it back.
enum FontExpression: Equatable {
    /// `UIFont.preferredFont(forTextStyle: .body)`.
    case textStyle(String)
    /// `UIFont.codeInterfaceBuilderFont(named: "Avenir", size: 17)`: a named font, the system font when the name is
    /// not installed (`namedFontFunction`).
    case named(String, size: Double)
    /// `UIFont.systemFont(ofSize: 17)`, or `UIFont.systemFont(ofSize: 17, weight: .bold)`.
    case system(size: Double, weight: String?)
    /// `UIFont.boldSystemFont(ofSize: 17)`.
    case boldSystem(size: Double)
    /// `UIFont.italicSystemFont(ofSize: 17)`.
    case italicSystem(size: Double)
    /// `UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)`, or `UIFont.boldSystemFont(ofSize: ...)`: the system
    /// font at one of the sizes `UIFont` names (`systemFontSize`, `smallSystemFontSize`, `labelFontSize`).
    case standardSize(String, bold: Bool)

    private static let font = SwiftExpression.identifier("UIFont")

    /// The `UIFont` class method the key file declares for a named font
    /// (`BuilderFileTranslator.namedFontExtension()`): `UIFont(name:size:) ?? UIFont.systemFont(ofSize:)` in one
    /// function, which the type checker takes about a third as long over as the expression at each use. Prefixed like
    /// the output's other names, so that it cannot meet an app's own `UIFont` extension.
    static let namedFontFunction = "codeInterfaceBuilderFont"

    /// The Swift expression that makes the font.
    var expression: SwiftExpression {
        switch self {
        case .textStyle(let style):
            Self.font.dot("preferredFont")(SwiftArgument("forTextStyle", .dot(style)))
        case .named(let name, let size):
            Self.font.dot(Self.namedFontFunction)(
                SwiftArgument("named", .string(name)), SwiftArgument("size", .number(size)))
        case .system(let size, nil):
            Self.font.dot("systemFont")(SwiftArgument("ofSize", .number(size)))
        case .system(let size, let weight?):
            Self.font.dot("systemFont")(SwiftArgument("ofSize", .number(size)), SwiftArgument("weight", .dot(weight)))
        case .boldSystem(let size):
            Self.font.dot("boldSystemFont")(SwiftArgument("ofSize", .number(size)))
        case .italicSystem(let size):
            Self.font.dot("italicSystemFont")(SwiftArgument("ofSize", .number(size)))
        case .standardSize(let size, let bold):
            Self.font.dot(bold ? "boldSystemFont" : "systemFont")(SwiftArgument("ofSize", Self.font.dot(size)))
        }
    }

    /// The font an expression written by `expression` stands for; nil for any other expression.
    init?(_ expression: SwiftExpression) {
        switch expression {
        case .call(.member(.some(Self.font), let constructor), let arguments):
            guard let font = Self.font(constructor, arguments) else { return nil }
            self = font
        default:
            return nil
        }
    }

    /// A `UIFont` class method call's font.
    private static func font(_ constructor: String, _ arguments: [SwiftArgument]) -> FontExpression? {
        let labels = arguments.map(\.label)
        if constructor == namedFontFunction, labels == ["named", "size"],
            case .literal(.string(let name)) = arguments[0].value, case .literal(.number(let size)) = arguments[1].value
        {
            return .named(name, size: size)
        }
        if constructor == "preferredFont", labels == ["forTextStyle"], case .member(nil, let style) = arguments[0].value
        {
            return .textStyle(style)
        }
        if labels == ["ofSize"], case .member(.some(Self.font), let size) = arguments[0].value,
            ["systemFont", "boldSystemFont"].contains(constructor)
        {
            return .standardSize(size, bold: constructor == "boldSystemFont")
        }
        guard labels.first == "ofSize", case .literal(.number(let size)) = arguments[0].value else { return nil }
        switch (constructor, labels.count) {
        case ("systemFont", 1): return .system(size: size, weight: nil)
        case ("systemFont", 2):
            guard labels[1] == "weight", case .member(nil, let weight) = arguments[1].value else { return nil }
            return .system(size: size, weight: weight)
        case ("boldSystemFont", 1): return .boldSystem(size: size)
        case ("italicSystemFont", 1): return .italicSystem(size: size)
        default: return nil
        }
    }

    /// The point size of a system font; nil for a named font, a text style and a size `UIFont` names, which is how
    /// the layout has always read them (its baseline guess assumes the system font's proportions; UIKit does not
    /// document the values of its named sizes).
    var systemFontSize: Double? {
        switch self {
        case .system(let size, _), .boldSystem(let size), .italicSystem(let size): size
        case .textStyle, .named, .standardSize: nil
        }
    }
}
