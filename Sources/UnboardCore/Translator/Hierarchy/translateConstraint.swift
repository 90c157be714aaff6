extension LayoutScope {
    /// Translates the constraints held by a view subtree, in document order, in one walk with the placeholder
    /// constraints (`placeholder="YES"`, which IB lays out with and removes at build time) that give a view its own
    /// width or height, for `verify` only. Placeholders of any other form are skipped silently, as the generator skips
    /// every placeholder.
    func translateConstraints(
        in root: IBView, outletNames: [String: String]
    ) -> (constraints: [ConstraintModel], placeholderSizes: [ConstraintModel]) {
        var result: (constraints: [ConstraintModel], placeholderSizes: [ConstraintModel]) = ([], [])
        for view in root.descendants(through: \.layoutChildren) {
            for constraint in view.constraints {
                if constraint.attributes.bool("placeholder") == true {
                    if let model = placeholderSize(constraint, holder: view) { result.placeholderSizes.append(model) }
                } else if let model = translateConstraint(
                    constraint, holder: view, outletName: outletNames[constraint.id])
                {
                    result.constraints.append(model)
                }
            }
        }
        return result
    }

    /// A placeholder constraint of a view's own width or height; `nil` for any other.
    private func placeholderSize(_ constraint: IBConstraint, holder: IBView) -> ConstraintModel? {
        let id = constraint.firstItem ?? holder.id
        guard constraint.secondItem == nil, let attribute = LayoutAttribute(rawValue: constraint.firstAttribute),
            attribute == .width || attribute == .height, let name = viewNames[id],
            let relation = LayoutRelation(rawValue: constraint.relation ?? "equal"),
            let constant = Double(constraint.constant ?? "0"),
            let priority = Double(constraint.priority ?? "1000")
        else { return nil }
        return ConstraintModel(
            id: constraint.id, line: constraint.line, first: LayoutItem(viewName: name, viewID: id),
            firstAttribute: attribute, relation: relation, second: nil, secondAttribute: nil, multiplier: 1,
            constant: constant, priority: priority, identifier: nil, usesSystemSpacing: false, name: nil, note: nil)
    }

    /// Translates one constraint: resolves its items, attributes, relation and numbers.
    ///
    /// Returns `nil` for ones it cannot resolve; placeholders (`placeholder="YES"`) never reach it.
    func translateConstraint(_ constraint: IBConstraint, holder: IBView, outletName: String?) -> ConstraintModel? {
        reportUnsupportedAttributes(of: constraint)
        guard let firstAttribute = attribute(constraint.firstAttribute, line: constraint.line) else { return nil }
        guard let first = item(constraint.firstItem ?? holder.id, attribute: firstAttribute, line: constraint.line)
        else { return nil }
        var second: (item: LayoutItem, attribute: LayoutAttribute, note: String?)?
        if let secondID = constraint.secondItem {
            guard let name = constraint.secondAttribute, let attribute = attribute(name, line: constraint.line),
                let resolved = item(secondID, attribute: attribute, line: constraint.line)
            else { return nil }
            second = resolved
        }
        let relation = LayoutRelation(rawValue: constraint.relation ?? "equal")
        if relation == nil {
            context.error(
                "unknown constraint relation '\(constraint.relation ?? "")'", line: constraint.line,
                element: "constraint")
        }
        let multiplier = constraint.multiplier.map { context.multiplier($0, line: constraint.line) } ?? 1
        let constant =
            constraint.constant.map {
                context.number($0, attribute: "constant", line: constraint.line, element: "constraint")
            } ?? 0
        let priority =
            constraint.priority.map {
                context.number($0, attribute: "priority", line: constraint.line, element: "constraint")
            } ?? 1000
        guard let relation, let multiplier, let constant, let priority else { return nil }
        if !(1...1000).contains(priority) {
            context.error(
                "constraint priority \(priority) is outside 1...1000", line: constraint.line, element: "constraint")
            return nil
        }
        let identifier = constraint.attributes["identifier"]
        let needsName = outletName != nil || priority != 1000 || identifier != nil
        let notes = [first.note, second?.note].compactMap { $0 }
        var model = ConstraintModel(
            id: constraint.id, line: constraint.line, first: first.item, firstAttribute: first.attribute,
            relation: relation, second: second?.item, secondAttribute: second?.attribute, multiplier: multiplier,
            constant: constant, priority: priority, identifier: identifier,
            usesSystemSpacing: constraint.attributes.bool("symbolic") == true,
            name: nil, note: notes.isEmpty ? nil : notes.joined(separator: " "))
        if needsName { model.name = constraintName(outletName: outletName, constraint: model) }
        return model
    }

    /// Built once, not per constraint.
    private static let knownConstraintAttributes: Set<String> = [
        "identifier", "symbolic", "placeholder", "userLabel", "firstItem", "secondItem", "installed",
    ]

    private func reportUnsupportedAttributes(of constraint: IBConstraint) {
        for (name, _) in constraint.attributes where !Self.knownConstraintAttributes.contains(name) {
            context.unsupportedAttribute(name, on: "constraint", line: constraint.line)
        }
    }

    private func attribute(_ name: String, line: Int) -> LayoutAttribute? {
        // Documents from before iOS 8 call the last baseline `baseline`.
        guard let attribute = LayoutAttribute(rawValue: name == "baseline" ? "lastBaseline" : name),
            attribute != .notAnAttribute
        else {
            context.error("unknown constraint attribute '\(name)'", line: line, element: "constraint")
            return nil
        }
        return attribute
    }

    /// Resolves an item id to a view or guide; legacy top/bottom layout guides map to the safe area.
    private func item(
        _ id: String, attribute: LayoutAttribute, line: Int
    ) -> (item: LayoutItem, attribute: LayoutAttribute, note: String?)? {
        if let name = viewNames[id] {
            if attribute.isHorizontalMargin, context.documentIndex.readableWidthMarginViewIDs.contains(id) {
                // The margins follow the readable width: horizontally, the margins guide is the readable content guide.
                let note =
                    "\(attribute.rawValue) of a view whose margins follow the readable width: its readableContentGuide."
                return (
                    LayoutItem(viewName: name, viewID: id, guide: .readableContent), attribute.withoutMargin, note
                )
            }
            return (LayoutItem(viewName: name, viewID: id), attribute, nil)
        }
        if let guide = guides[id], let viewName = viewNames[guide.viewID] {
            return (LayoutItem(viewName: viewName, viewID: guide.viewID, guide: guide.kind), attribute, nil)
        }
        if let legacy = legacyGuides[id], let viewName = viewNames[legacy.viewID] {
            return legacyGuideItem(isTop: legacy.isTop, viewName: viewName, viewID: legacy.viewID, attribute: attribute)
        }
        context.error(
            "constraint refers to id '\(id)', which is no view or layout guide of this scene", line: line,
            element: "constraint")
        return nil
    }

    /// `topLayoutGuide.bottom` is the safe area's top and `bottomLayoutGuide.top` its bottom; their outer edges are
    /// the root view's edges. Source: the iOS SDK's `UIViewController.h`, `topLayoutGuide` `API_DEPRECATED("Use
    /// view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor", ios(7.0,11.0))`, and the same for
    /// `bottomLayoutGuide` with `safeAreaLayoutGuide.bottomAnchor` and `bottomLayoutGuide.topAnchor`.
    private func legacyGuideItem(
        isTop: Bool, viewName: String, viewID: String, attribute: LayoutAttribute
    )
        -> (item: LayoutItem, attribute: LayoutAttribute, note: String?)
    {
        let name = isTop ? "topLayoutGuide" : "bottomLayoutGuide"
        let innerEdge: LayoutAttribute = isTop ? .bottom : .top
        let note = "\(name).\(attribute.rawValue) is mapped to the safe area."
        if attribute == innerEdge {
            return (LayoutItem(viewName: viewName, viewID: viewID, guide: .safeArea), isTop ? .top : .bottom, note)
        }
        return (LayoutItem(viewName: viewName, viewID: viewID), attribute, note)
    }

    /// The outlet's name, or one built from both items: `videoViewTopToSafeAreaTop`, `avatarWidth`.
    func constraintName(outletName: String?, constraint: ConstraintModel) -> String {
        if let outletName, SwiftIdentifier.isValid(outletName) {
            return name(
                viewID: constraint.id, type: "NSLayoutConstraint", preferred: SwiftIdentifier.localName(outletName))
        }
        var preferred = itemName(constraint.first) + SwiftIdentifier.uppercaseFirst(constraint.firstAttribute.rawValue)
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            preferred +=
                "To" + SwiftIdentifier.uppercaseFirst(itemName(second))
                + SwiftIdentifier.uppercaseFirst(attribute.rawValue)
        }
        return name(viewID: constraint.id, type: "NSLayoutConstraint", preferred: preferred)
    }

    /// `commentsView`, `safeArea` for the root view's safe area, `cardViewLayoutMargins` for another view's guide.
    private func itemName(_ item: LayoutItem) -> String {
        guard let guide = item.guide else { return item.viewName }
        let guideName = String(
            guide.rawValue.dropLast(guide.rawValue.hasSuffix("LayoutGuide") ? "LayoutGuide".count : "Guide".count))
        return item.viewName == "view" ? guideName : item.viewName + SwiftIdentifier.uppercaseFirst(guideName)
    }
}
