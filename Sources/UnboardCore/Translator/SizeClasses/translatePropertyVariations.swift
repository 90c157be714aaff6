extension LayoutScope {
    /// The settings of every property that a size class varies, per view and trait combination.
    ///
    /// Each property (an attribute such as a stack view's `axis`, or an element such as `<fontDescription>`)
    /// takes the value of the winning variation, or the view's own value; a view without its own value returns
    /// to UIKit's default (`nil` for colors and fonts).
    func translatePropertyVariations(
        _ tree: ViewTree, _ variations: LayoutVariations
    ) -> [String: [SizeClassTraits: [ViewSetting]]] {
        var result: [String: [SizeClassTraits: [ViewSetting]]] = [:]
        for view in tree.all {
            guard let rules = variations.properties[view.id],
                let viewClass = ViewClassRegistry.viewClass(for: view.elementName)
            else { continue }
            var perTraits: [SizeClassTraits: [ViewSetting]] = [:]
            for key in propertyKeys(rules) {
                for traits in SizeClassTraits.all {
                    let winner = SizeClassCondition.resolve(
                        rules.map { ($0.condition, $0) }.filter { has($0.1, key) }, for: traits)
                    perTraits[traits, default: []] += settings(
                        for: key, from: winner, view: view, viewClass: viewClass, rules: rules)
                }
            }
            if Set(perTraits.values).count > 1 { result[view.id] = perTraits }
        }
        return result
    }

    private func propertyKeys(_ rules: [LayoutVariations.PropertyVariation]) -> [String] {
        var keys: [String] = []
        for rule in rules {
            for key in rule.attributes.pairs.map(\.name) + rule.properties.map(Self.elementKey)
            where !keys.contains(key) {
                keys.append(key)
            }
        }
        return keys
    }

    private static func elementKey(_ element: IBElement) -> String { "<\(element.name):\(element.key ?? "")>" }

    private func has(_ rule: LayoutVariations.PropertyVariation, _ key: String) -> Bool {
        rule.attributes[key] != nil || rule.properties.contains { Self.elementKey($0) == key }
    }

    private func settings(
        for key: String, from winner: LayoutVariations.PropertyVariation?, view: IBView, viewClass: ViewClass,
        rules: [LayoutVariations.PropertyVariation]
    ) -> [ViewSetting] {
        var probe = view
        probe.attributes = IBAttributes()
        probe.properties = []
        if key.hasPrefix("<") {
            let source = winner?.properties ?? view.properties
            guard let element = source.first(where: { Self.elementKey($0) == key }) else {
                // No own value: reset what the variations set to UIKit's default.
                let sample = rules.lazy.flatMap(\.properties).first { Self.elementKey($0) == key }
                probe.properties = sample.map { [$0] } ?? []
                return run(viewClass, probe).map(Self.resettingToNil)
            }
            probe.properties = [element]
        } else {
            guard
                let value = winner?.attributes[key] ?? view.attributes[key] ?? viewClass.interfaceBuilderOmissions[key]
            else {
                context.warning(
                    "'\(key)' varies by size class but has no value to return to in the default configuration",
                    line: view.line, element: view.elementName, category: .unsupportedVariation)
                return []
            }
            probe.attributes = IBAttributes([(key, value)])
        }
        return run(viewClass, probe)
    }

    private func run(_ viewClass: ViewClass, _ view: IBView) -> [ViewSetting] {
        var translation = PropertyTranslation(context: context, view: view)
        applyRules(viewClass, to: view, translation: &translation, skipsDefaults: false)
        return translation.settings
    }

    private static func resettingToNil(_ setting: ViewSetting) -> ViewSetting {
        if case .assign(let path, _) = setting { return .assign(path: path, value: .literal(.nil)) }
        return setting
    }
}
