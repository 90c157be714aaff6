extension BuilderFileTranslator {
    /// Creates the constraints (named ones first, with their priority and identifier) and activates them together.
    func constraintStatements(_ constraints: [ConstraintModel]) -> [SwiftStatement] {
        guard !constraints.isEmpty else { return [] }
        var statements: [SwiftStatement] = [.blankLine]
        var active: [SwiftExpression] = []
        for constraint in constraints {
            if let note = constraint.note { statements.append(.comment(note)) }
            guard let name = constraint.name else {
                active.append(constraintExpression(constraint))
                continue
            }
            statements.append(.variable(SwiftVariable(name: name, value: constraintExpression(constraint))))
            let reference = SwiftExpression.identifier(name)
            if constraint.priority != 1000 {
                statements.append(
                    .assignment(
                        reference.dot("priority"), LayoutPriorityExpression.expression(for: constraint.priority)))
            }
            if let identifier = constraint.identifier {
                statements.append(.assignment(reference.dot("identifier"), .string(identifier)))
            }
            if constraint.activation == .always { active.append(reference) }
        }
        for group in Self.activationGroups(active) {
            statements.append(
                .expression(
                    SwiftExpression.identifier("NSLayoutConstraint").dot("activate")(.unlabeled(.array(group)))))
        }
        return statements
    }

    /// The most constraints one `NSLayoutConstraint.activate([...])` takes: type-checking an array literal costs
    /// more per element as it grows (against the iOS 16.5 SDK, 2,000 constraints took 0.11 ms each in arrays of
    /// 10 to 25 and 0.23 ms in arrays of 100), so longer lists are activated in several calls.
    static let activationGroupLimit = 20

    /// `constraints` in order, cut into the fewest groups of at most `activationGroupLimit`, of even sizes.
    static func activationGroups(_ constraints: [SwiftExpression]) -> [[SwiftExpression]] {
        guard !constraints.isEmpty else { return [] }
        let groups = (constraints.count + activationGroupLimit - 1) / activationGroupLimit
        return (0..<groups).map { group in
            Array(constraints[group * constraints.count / groups..<(group + 1) * constraints.count / groups])
        }
    }

    /// An anchor-based constraint where anchors express it exactly, `NSLayoutConstraint(item:...)` otherwise.
    func constraintExpression(_ constraint: ConstraintModel) -> SwiftExpression {
        guard let first = anchor(constraint.first, constraint.firstAttribute) else { return itemConstraint(constraint) }
        let relation = relationLabel(constraint.relation)
        guard let secondItem = constraint.second, let secondAttribute = constraint.secondAttribute else {
            guard constraint.firstAttribute.family == .dimension else { return itemConstraint(constraint) }
            return first.dot("constraint")(SwiftArgument(relation + "Constant", .number(constraint.constant)))
        }
        guard let second = anchor(secondItem, secondAttribute),
            constraint.firstAttribute.family == secondAttribute.family
        else { return itemConstraint(constraint) }
        if constraint.usesSystemSpacing, constraint.firstAttribute.family != .dimension {
            let direction = constraint.firstAttribute.family == .xAxis ? "After" : "Below"
            return first.dot("constraint")(
                SwiftArgument(relation + "SystemSpacing" + direction, second),
                SwiftArgument("multiplier", .number(constraint.multiplier)))
        }
        var arguments = [SwiftArgument(relation, second)]
        if constraint.multiplier != 1 {
            guard constraint.firstAttribute.family == .dimension else { return itemConstraint(constraint) }
            arguments.append(SwiftArgument("multiplier", .number(constraint.multiplier)))
        }
        if constraint.constant != 0 { arguments.append(SwiftArgument("constant", .number(constraint.constant))) }
        return .call(first.dot("constraint"), arguments)
    }

    private func relationLabel(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
    }

    /// `view.leadingAnchor`, `view.safeAreaLayoutGuide.topAnchor`, `view.layoutMarginsGuide.leadingAnchor` for
    /// `leadingMargin`; `nil` where no anchor exists (a baseline of a guide, a margin of a guide).
    private func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> SwiftExpression? {
        var base = SwiftExpression.identifier(item.viewName)
        if let guide = item.guide {
            if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return nil }
            base = base.dot(guide.rawValue)
        } else if attribute.isMargin {
            base = base.dot(LayoutGuideKind.layoutMargins.rawValue)
        }
        return base.dot(attribute.withoutMargin.rawValue + "Anchor")
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, for what anchors cannot say.
    private func itemConstraint(_ constraint: ConstraintModel) -> SwiftExpression {
        func itemExpression(_ item: LayoutItem) -> SwiftExpression {
            let view = SwiftExpression.identifier(item.viewName)
            return item.guide.map { view.dot($0.rawValue) } ?? view
        }
        return SwiftExpression.identifier("NSLayoutConstraint")(
            SwiftArgument("item", itemExpression(constraint.first)),
            SwiftArgument("attribute", .dot(constraint.firstAttribute.rawValue)),
            SwiftArgument("relatedBy", .dot(constraint.relation.rawValue)),
            SwiftArgument("toItem", constraint.second.map(itemExpression) ?? .literal(.nil)),
            SwiftArgument("attribute", .dot((constraint.secondAttribute ?? .notAnAttribute).rawValue)),
            SwiftArgument("multiplier", .number(constraint.multiplier)),
            SwiftArgument("constant", .number(constraint.constant)))
    }
}
