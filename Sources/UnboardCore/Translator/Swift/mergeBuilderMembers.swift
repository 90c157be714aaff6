/// An outlet as the builder exposes it across all its layouts.
struct MergedOutlet {
    var model: OutletModel
    var isOptional: Bool

    var typeText: String {
        let element = model.isCollection ? "[\(model.type)]" : model.type
        return isOptional ? element + "?" : element
    }
}

/// An action as the builder exposes it across all its layouts.
struct MergedAction {
    var name: String
    var selector: String
}

extension BuilderFileTranslator {
    /// Outlets of every layout, by name: optional unless every layout has it; `UIView` when layouts disagree on the type.
    func mergedOutlets(_ builder: BuilderModel) -> [MergedOutlet] {
        var merged: [String: MergedOutlet] = [:]
        for layout in builder.layouts {
            for outlet in layout.outlets {
                if var existing = merged[outlet.name] {
                    if existing.model.type != outlet.type {
                        existing.model.type = outlet.type == "NSLayoutConstraint" || existing.model.type == "NSLayoutConstraint" ? "AnyObject" : "UIView"
                    }
                    merged[outlet.name] = existing
                } else {
                    merged[outlet.name] = MergedOutlet(model: outlet, isOptional: false)
                }
            }
        }
        for name in merged.keys where builder.layouts.contains(where: { !$0.outlets.contains { $0.name == name } }) {
            merged[name]?.isOptional = true
        }
        return merged.values.sorted { $0.model.name < $1.model.name }
    }

    /// Actions of every layout, by name, sorted.
    func mergedActions(_ builder: BuilderModel) -> [MergedAction] {
        var merged: [String: MergedAction] = [:]
        for action in builder.layouts.flatMap(\.actions) where merged[action.name] == nil {
            merged[action.name] = MergedAction(name: action.name, selector: action.selector)
        }
        return merged.values.sorted { $0.name < $1.name }
    }
}
