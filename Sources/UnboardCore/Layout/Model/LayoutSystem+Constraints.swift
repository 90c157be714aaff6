extension LayoutSystem {
    /// Adds a generated constraint: `first.attribute (relation) second.attribute × multiplier + constant`.
    mutating func translate(_ constraint: ConstraintModel) {
        guard let firstView = layout.indexByID[constraint.first.viewID] else { return }
        let secondView = constraint.second.flatMap { layout.indexByID[$0.viewID] }
        guard let lhs = anchor(constraint.first, constraint.firstAttribute, view: firstView, other: secondView) else {
            return
        }
        var rhs = LinearExpression(constant: constraint.constant)
        if let second = constraint.second, let attribute = constraint.secondAttribute, let secondView {
            guard let value = anchor(second, attribute, view: secondView, other: firstView) else { return }
            rhs = value * constraint.multiplier + constraint.constant
            if constraint.multiplier != 1, constraint.firstAttribute.family != .dimension {
                // Auto Layout measures positions from the nearest common ancestor's origin; a multiplier scales that distance.
                let origin = commonAncestor(firstView, secondView)
                let axisOrigin = constraint.firstAttribute.family == .xAxis ? frames[origin].minX : frames[origin].minY
                rhs = rhs + axisOrigin * (1 - constraint.multiplier)
            }
        }
        add(lhs, constraint.relation, rhs, priority: LayoutPriority(constraint.priority), label(constraint))
    }

    /// The expression of an item's attribute. Edges of a scroll view seen from its content are its content area.
    private mutating func anchor(
        _ item: LayoutItem, _ attribute: LayoutAttribute, view: Int, other: Int?
    ) -> LinearExpression? {
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(view, first: attribute == .firstBaseline)
        }
        if isScrollView(view), item.guide == nil, let other, other != view, layout.isDescendant(other, of: view),
            attribute.isEdge
        {
            let content = contentBox(view)
            note(view, .content, content)
            return (attribute.isMargin ? content.inset(by: margins(view)) : content).value(attribute)
        }
        let guide = item.guide ?? (attribute.isMargin ? .layoutMargins : nil)
        let box = box(of: view, guide: guide)
        if let guide { note(view, guide, box) }
        return box.value(attribute)
    }

    /// Remembers a guide a constraint uses, for drawing.
    private mutating func note(_ view: Int, _ guide: LayoutGuideKind, _ box: LayoutBox) {
        let name = "\(views[view].node.name).\(guide.rawValue)"
        if !usedGuides.contains(where: { $0.name == name }) { usedGuides.append((name, box)) }
    }

    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var current: Int? = a
        while let view = current {
            if layout.isDescendant(b, of: view) { return view }
            current = views[view].parent
        }
        return 0
    }

    /// The constraint as UIKit's log would show it, with Swift names: `kyushuLabel.top == view.safeAreaLayoutGuide.top + 120`.
    func label(_ constraint: ConstraintModel) -> String {
        let relation =
            ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][constraint.relation.rawValue] ?? "=="
        var rhs = ""
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            rhs =
                describe(second, attribute) + (constraint.multiplier != 1 ? " * \(format(constraint.multiplier))" : "")
            if constraint.constant != 0 {
                rhs +=
                    constraint.constant > 0 ? " + \(format(constraint.constant))" : " - \(format(-constraint.constant))"
            }
        } else {
            rhs = format(constraint.constant)
        }
        let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
        return "\(identifier)\(describe(constraint.first, constraint.firstAttribute)) \(relation) \(rhs)"
    }

    private func describe(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        item.viewName + (item.guide.map { "." + $0.rawValue } ?? "") + "." + attribute.rawValue
    }
}

extension LayoutAttribute {
    /// Whether the attribute is an edge (not a center, a size or a baseline).
    var isEdge: Bool { [.left, .right, .top, .bottom, .leading, .trailing].contains(withoutMargin) }
}
