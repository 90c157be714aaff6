/// The values of literal and member expressions, read back: the inverses of `.literal(.bool(_:))`, `.number(_:)`
/// (and `.literal(.int(_:))`) and `.dot(_:)`.
extension SwiftExpression {
    /// `true` or `false`.
    var boolValue: Bool? {
        if case .literal(.bool(let value)) = self { return value }
        return nil
    }

    /// A floating-point or integer literal's value.
    var numberValue: Double? {
        switch self {
        case .literal(.number(let value)): value
        case .literal(.int(let value)): Double(value)
        default: nil
        }
    }

    /// The member's name in `.vertical` or `UIStackView.spacingUseSystem`.
    var memberName: String? {
        if case .member(_, let name) = self { return name }
        return nil
    }
}
