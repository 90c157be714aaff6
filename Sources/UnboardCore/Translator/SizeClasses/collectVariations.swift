/// What the `<variation>` elements of one layout say, by object id.
struct LayoutVariations {
    /// A property variation of a view: the attributes and property elements a configuration sets.
    struct PropertyVariation {
        var condition: SizeClassCondition
        var attributes: IBAttributes
        var properties: [IBElement]
    }

    /// Installation rules for constraints and subviews: `<mask>` includes and excludes, `installed="NO"`.
    var installation: [String: [(condition: SizeClassCondition, value: Bool)]] = [:]
    /// Constant rules for constraints: `<variation key=... constant=...>` inside a `<constraint>`.
    var constants: [String: [(condition: SizeClassCondition, value: Double)]] = [:]
    /// Property variations by view id.
    var properties: [String: [PropertyVariation]] = [:]
    /// Every id a mask refers to, with its line, to report dangling references.
    var maskReferences: [IBReference] = []

    /// Whether the installation of an object is decided by a rule for these traits (`true` when no rule says otherwise).
    func isInstalled(_ id: String, _ traits: SizeClassTraits) -> Bool {
        SizeClassCondition.resolve(installation[id] ?? [], for: traits) ?? true
    }
}

extension TranslationContext {
    /// Adds the variations of every view and constraint below `root` to `result`.
    func collectVariations(in root: IBView, into result: inout LayoutVariations) {
        for view in root.descendants(through: \.layoutChildren) {
            if view.attributes.bool("installed") == false {
                result.installation[view.id, default: []].append((.any, false))
            }
            for variation in view.variations {
                guard let condition = sizeClassCondition(variation) else { continue }
                for mask in variation.masks { collect(mask, condition: condition, into: &result) }
                if !variation.attributes.isEmpty || !variation.properties.isEmpty {
                    result.properties[view.id, default: []].append(
                        .init(condition: condition, attributes: variation.attributes, properties: variation.properties))
                }
            }
            for constraint in view.constraints { collect(constraint, into: &result) }
        }
    }

    private func collect(_ mask: IBMask, condition: SizeClassCondition, into result: inout LayoutVariations) {
        guard mask.key == "constraints" || mask.key == "subviews" else {
            warning(
                "unsupported variation mask '\(mask.key)'", line: mask.line, element: "mask",
                category: .unsupportedVariation)
            return
        }
        for reference in mask.includes { result.installation[reference.id, default: []].append((condition, true)) }
        for reference in mask.excludes { result.installation[reference.id, default: []].append((condition, false)) }
        result.maskReferences += mask.includes + mask.excludes
    }

    private func collect(_ constraint: IBConstraint, into result: inout LayoutVariations) {
        if constraint.attributes.bool("installed") == false {
            result.installation[constraint.id, default: []].append((.any, false))
        }
        for variation in constraint.variations {
            guard let condition = sizeClassCondition(variation) else { continue }
            for (name, value) in variation.attributes {
                guard name == "constant" else {
                    unsupportedAttribute(name, on: "variation", line: variation.line)
                    continue
                }
                if let constant = number(value, attribute: "constant", line: variation.line, element: "variation") {
                    result.constants[constraint.id, default: []].append((condition, constant))
                }
            }
            for mask in variation.masks { collect(mask, condition: condition, into: &result) }
        }
    }

    /// The condition of a variation; keys that are not size classes are reported once each and ignored.
    private func sizeClassCondition(_ variation: IBVariation) -> SizeClassCondition? {
        guard let condition = SizeClassCondition(key: variation.key) else {
            warning(
                "variation '\(variation.key)' is not a size-class variation and is ignored", line: variation.line,
                element: "variation", category: .unsupportedVariation,
                subject: "variation '\(variation.key)'")
            return nil
        }
        return condition
    }
}
