extension TranslationContext {
    /// Translates one layout source into a layout model with a key, views, constraints, outlets and actions.
    func translateLayout(_ source: LayoutSource, key: String) -> LayoutModel {
        let root = source.rootView
        let outletTargets = Dictionary(
            source.ownerConnections.filter { $0.kind == .outlet }.compactMap { c in c.property.map { (c.destination, $0) } },
            uniquingKeysWith: { first, _ in first })
        let excluded = defaultExcludedIDs(in: root)
        let scope = LayoutScope(
            context: self, outletNames: outletTargets, constrainedIDs: constrainedIDs(in: root), excluded: excluded,
            reserved: ["key", "self"])
        let rootNode = scope.translateView(root, isRoot: true)
        for guide in source.legacyGuides where guide.name == "viewControllerLayoutGuide" {
            if let id = guide.attributes["id"] {
                scope.registerLegacyGuide(id: id, rootViewID: root.id, isTop: guide.attributes["type"] == "top")
            }
        }
        let constraints = scope.translateConstraints(in: root, excluded: excluded, outletNames: outletTargets)
        let constraintNames = Dictionary(
            constraints.compactMap { c in c.name.map { (c.id, $0) } }, uniquingKeysWith: { first, _ in first })
        return LayoutModel(
            key: key, keyConstant: SwiftIdentifier.lowerCamel(key, maximumWords: 24) ?? "layout", sourcePath: document.path,
            line: source.line, root: rootNode, constraints: constraints,
            outlets: scope.translateOutlets(source.ownerConnections, rootViewID: root.id, constraintNames: constraintNames),
            actions: scope.translateActions(in: root, excluded: excluded), imports: scope.imports)
    }

    /// Ids of the views that constraints position, including the holders of constraints without a first item.
    private func constrainedIDs(in root: IBView) -> Set<String> {
        var ids: Set<String> = []
        var pending = [root]
        while let view = pending.popLast() {
            for constraint in view.constraints where constraint.attributes.bool("placeholder") != true {
                ids.insert(constraint.firstItem ?? view.id)
                if let second = constraint.secondItem { ids.insert(second) }
            }
            pending.append(contentsOf: view.subviews)
            if view.elementName == "stackView" { ids.formUnion(view.subviews.map(\.id)) }
        }
        return ids
    }

    /// Constraints and subviews that the `default` configuration excludes (installed in some size class only).
    private func defaultExcludedIDs(in root: IBView) -> Set<String> {
        var ids: Set<String> = []
        var pending = [root]
        var reportedVariation = false
        while let view = pending.popLast() {
            for variation in view.variations {
                if variation.key == "default" {
                    for mask in variation.masks { ids.formUnion(mask.excludes.map(\.id)) }
                } else if !reportedVariation {
                    reportedVariation = true
                    warning(
                        "size-class variation '\(variation.key)' is not applied yet; the default configuration is generated",
                        line: variation.line, element: "variation", category: .unsupportedVariation)
                }
            }
            pending.append(contentsOf: view.subviews)
        }
        return ids
    }
}
