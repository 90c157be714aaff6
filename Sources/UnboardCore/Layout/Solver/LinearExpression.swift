/// A linear combination of variables plus a constant: `2·a - b + 10`.
public struct LinearExpression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The coefficient of each variable.
    public var terms: [LayoutVariable: Double]
    /// The constant part.
    public var constant: Double

    /// Creates an expression.
    public init(terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1·variable`.
    public init(_ variable: LayoutVariable) {
        self.init(terms: [variable: 1])
    }

    /// A constant expression.
    public init(floatLiteral value: Double) { self.init(constant: value) }

    /// A constant expression.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { sum, term in sum + term.value * valueOf(term.key) }
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
        return result
    }

    /// The expression scaled by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.mapValues { $0 * rhs }, constant: lhs.constant * rhs)
    }

    /// The difference of two expressions; the other operators combine expressions and numbers the same way.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: -rhs)
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }
}
