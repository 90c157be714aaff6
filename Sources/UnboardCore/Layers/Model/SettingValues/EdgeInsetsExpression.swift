/// Edge insets as the translator writes them and the layout reads them back:
/// `UIEdgeInsets(top:left:bottom:right:)` or `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
struct EdgeInsetsExpression: Equatable {
    /// Which of the two insets types: left and right, or leading and trailing.
    enum Kind: String, CaseIterable {
        case absolute = "UIEdgeInsets"
        case directional = "NSDirectionalEdgeInsets"

        /// The argument labels, which are also IB's attribute names for the insets, in order.
        var labels: [String] {
            switch self {
            case .absolute: ["top", "left", "bottom", "right"]
            case .directional: ["top", "leading", "bottom", "trailing"]
            }
        }
    }

    var kind: Kind
    /// The insets in the order of `kind.labels`: top, left or leading, bottom, right or trailing.
    var values: [Double]

    /// Insets of the given kind; `values` holds four numbers in the order of `kind.labels`.
    init(_ kind: Kind, _ values: [Double]) {
        precondition(values.count == 4, "edge insets have four values")
        self.kind = kind
        self.values = values
    }

    /// The insets an expression written by `expression` stands for; nil for any other expression.
    init?(_ expression: SwiftExpression) {
        guard case .call(.identifier(let type), let arguments) = expression, let kind = Kind(rawValue: type),
            arguments.map(\.label) == kind.labels
        else { return nil }
        let values = arguments.compactMap { argument -> Double? in
            if case .literal(.number(let value)) = argument.value { return value }
            return nil
        }
        guard values.count == 4 else { return nil }
        self.init(kind, values)
    }

    /// `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`.
    var expression: SwiftExpression {
        .call(
            .identifier(kind.rawValue),
            zip(kind.labels, values).map { label, value in SwiftArgument(label, .number(value)) })
    }
}
