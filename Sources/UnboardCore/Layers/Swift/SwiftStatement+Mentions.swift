extension Sequence<SwiftStatement> {
    /// Whether some statement names the variable `name`: a closure with these statements as its body captures it.
    /// Shadowing is not considered, so the answer errs towards naming.
    func mentions(_ name: String) -> Bool { contains { $0.mentions(name) } }
}

extension SwiftStatement {
    /// Whether the statement names the variable `name`, in any expression or nested statement.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .expression(let expression), .returnValue(let expression?):
            expression.mentions(name)
        case .assignment(let target, let value):
            target.mentions(name) || value.mentions(name)
        case .variable(let variable):
            variable.value?.mentions(name) == true || variable.getter?.mentions(name) == true
                || variable.setter?.mentions(name) == true
        case .switchOver(let subject, let cases, let defaultBody):
            subject.mentions(name)
                || cases.contains { $0.patterns.contains { $0.mentions(name) } || $0.body.mentions(name) }
                || defaultBody?.mentions(name) == true
        case .forIn(_, let sequence, let body):
            sequence.mentions(name) || body.mentions(name)
        case .ifAvailable(_, _, let body, let elseBody):
            body.mentions(name) || elseBody?.mentions(name) == true
        case .ifCondition(let condition, let body, let elseBody), .ifLet(_, let condition, let body, let elseBody):
            condition.mentions(name) || body.mentions(name) || elseBody?.mentions(name) == true
        case .guardConditions(let conditions):
            conditions.contains { $0.mentions(name) }
        case .returnValue(nil), .comment, .blankLine, .breakStatement:
            false
        }
    }
}

extension SwiftExpression {
    /// Whether the expression names the variable `name` (an identifier, not a member or a label of that name).
    func mentions(_ name: String) -> Bool {
        switch self {
        case .identifier(let identifier): identifier == name
        case .member(let base, _): base?.mentions(name) == true
        case .optionalChain(let base): base.mentions(name)
        case .call(let callee, let arguments): callee.mentions(name) || arguments.contains { $0.value.mentions(name) }
        case .literal: false
        case .array(let elements): elements.contains { $0.mentions(name) }
        case .dictionary(let entries): entries.contains { $0.key.mentions(name) || $0.value.mentions(name) }
        case .binary(let left, _, let right): left.mentions(name) || right.mentions(name)
        case .tuple(let elements): elements.contains { $0.value.mentions(name) }
        case .closure(let closure): closure.body.mentions(name)
        }
    }
}
