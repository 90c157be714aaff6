/// `expression (==, <=, >=) 0` at a priority, with a label for logs.
public struct LinearConstraint: Sendable, CustomStringConvertible {
    /// The left side; the right side is zero.
    public var expression: LinearExpression
    /// The relation between the expression and zero.
    public var relation: LayoutRelation
    /// How much the constraint matters.
    public var priority: LayoutPriority
    /// How logs name the constraint (`kyushuLabel.top == view.safeAreaLayoutGuide.top + 120`).
    public var label: String

    /// Creates `lhs relation rhs`.
    public init(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: LayoutPriority = .required, label: String
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// The variables the constraint mentions, in id order.
    public var variables: [LayoutVariable] {
        expression.terms.filter { !Tolerance.isZero($0.value) }.map(\.key).sorted()
    }

    public var description: String { priority.isRequired ? label : "\(label) @\(priority)" }
}

/// The tolerance below which the solver treats a number as zero.
enum Tolerance {
    static let epsilon = 1.0e-8

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}
