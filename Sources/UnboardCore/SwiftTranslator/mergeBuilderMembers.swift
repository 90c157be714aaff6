/// An outlet as the builder exposes it across all its layouts.
struct MergedOutlet {
    var model: OutletModel
    var isOptional: Bool

    /// Whether the app's class declares it as an `@IBOutlet`, which a migration starter sets.
    var isOwnerOutlet: Bool { model.isOutlet && model.isDeclaredByOwner }

    var typeText: String {
        let element = model.isCollection ? "[\(model.type)]" : model.type
        return isOptional ? element + "?" : element
    }
}

/// An action as the builder exposes it across all its layouts.
struct MergedAction {
    var name: String
    var selector: String
    /// Whether some layout wires a control, a bar button item, a gesture recognizer to it.
    var hasControls = false
    var hasBarButtonItems = false
    var hasGestureRecognizers = false
    /// The segue the action stands for, whose method the `Scenes` type calls instead of one of the class's.
    var segue: SegueTrigger?
    /// Whether a xib sent it to File's Owner: its controls get the owner as their target, with the selector.
    var isSentToFilesOwner = false
    /// Whether Interface Builder sent it to the root, the cell or reusable view itself, whose starter wires it.
    var isSentToRoot = false

    /// Whether the method takes the event too (`tapped:forEvent:`) or is no Swift name: a `UIAction` cannot pass the
    /// event, so controls and bar button items are wired with a target and the selector, as IB wired them.
    var needsTargetAction: Bool {
        guard segue == nil else { return false }
        let parsed = ObjCSelector(selector)
        return !parsed.isSwiftName || parsed.argumentCount > 1
    }

    /// Whether the builder has `add<Name>Target(_:action:)`: for gesture recognizers, for bar button items (Interface
    /// Builder's action connection is the item's target and action, which the app may replace later), and for
    /// selectors a `UIAction` cannot call.
    var hasTargetFunction: Bool {
        hasGestureRecognizers || (hasBarButtonItems && segue == nil) || (controlsTakeTarget && hasControls)
    }

    /// Whether `add<Name>Target(_:action:)` wires the controls too: for a selector a `UIAction` cannot call, and for
    /// an action sent to File's Owner, which the nib connected with the owner as the target.
    var controlsTakeTarget: Bool {
        needsTargetAction || isSentToFilesOwner
    }
}

extension BuilderFileTranslator {
    /// Outlets of every layout, by name: optional unless every layout has it; `UIView` when layouts disagree on the type.
    func mergedOutlets(_ builder: BuilderModel) -> [MergedOutlet] {
        var merged: [String: MergedOutlet] = [:]
        let outletsByLayout = builder.layouts.map(\.outlets) + builder.controllerLayouts.map(\.outlets)
        for outlets in outletsByLayout {
            for outlet in outlets {
                if var existing = merged[outlet.name] {
                    if existing.model.type != outlet.type {
                        existing.model.type =
                            outlet.type == "NSLayoutConstraint" || existing.model.type == "NSLayoutConstraint"
                            ? "AnyObject" : "UIView"
                    }
                    existing.model.interfaceBuilderName =
                        existing.model.interfaceBuilderName ?? outlet.interfaceBuilderName
                    existing.model.isOutlet = existing.model.isOutlet || outlet.isOutlet
                    existing.model.isDeclaredByOwner = existing.model.isDeclaredByOwner || outlet.isDeclaredByOwner
                    merged[outlet.name] = existing
                } else {
                    merged[outlet.name] = MergedOutlet(model: outlet, isOptional: false)
                }
            }
        }
        for name in merged.keys where outletsByLayout.contains(where: { !$0.contains { $0.name == name } }) {
            merged[name]?.isOptional = true
        }
        return merged.values.sorted { $0.model.name < $1.model.name }
    }

    /// Actions of every layout, by name, sorted.
    func mergedActions(_ builder: BuilderModel) -> [MergedAction] {
        var merged: [String: MergedAction] = [:]
        for action in builder.layouts.flatMap(\.actions) + builder.controllerLayouts.flatMap(\.actions) {
            var entry = merged[action.name] ?? MergedAction(name: action.name, selector: action.selector)
            entry.hasControls = entry.hasControls || !action.controls.isEmpty
            entry.hasBarButtonItems = entry.hasBarButtonItems || !action.barButtonItems.isEmpty
            entry.hasGestureRecognizers = entry.hasGestureRecognizers || !action.gestureRecognizers.isEmpty
            entry.segue = entry.segue ?? action.segue
            entry.isSentToFilesOwner = entry.isSentToFilesOwner || action.isSentToFilesOwner
            entry.isSentToRoot = entry.isSentToRoot || action.isSentToRoot
            merged[action.name] = entry
        }
        return merged.values.sorted { $0.name < $1.name }
    }

    /// The type of the cell (or reusable view) parameter: the layouts' root type when they agree, else their UIKit type.
    func rootParameterType(_ builder: BuilderModel) -> String {
        let types = Set(builder.layouts.map(\.root.type))
        if types.count == 1, let type = types.first { return type }
        return Set(builder.layouts.map(\.root.baseType)).count == 1 ? builder.layouts[0].root.baseType : "UIView"
    }

    /// Whether every layout fills a root it is given (a cell, a reusable view) instead of creating one: that root
    /// keeps the builder, so the builder keeps no reference to it (no `view`; its size-class closure captures it
    /// `weak`). A builder's layouts never mix the two kinds
    /// (`InterfaceTranslator.separatingRootKinds`).
    func rootOwnsBuilder(_ builder: BuilderModel) -> Bool {
        !builder.layouts.isEmpty && builder.layouts.allSatisfy { $0.rootParameter != nil }
    }

    /// Whether the builder fills table view cells, which have a row height.
    func hasRowHeight(_ builder: BuilderModel) -> Bool {
        builder.layouts.contains { $0.rootParameter?.cellStyle != nil }
    }

    /// The controller type `configure(_:)` takes, when some layout configures its controller: the UIKit type of the
    /// scenes' controllers when they agree, else `UIViewController`.
    func controllerType(_ builder: BuilderModel) -> String? {
        let types = Set(
            builder.layouts.compactMap(\.controller?.type) + builder.controllerLayouts.map(\.controller.type))
        guard !types.isEmpty else { return nil }
        return types.count == 1 ? types.first : "UIViewController"
    }

    /// The controller type of the builder's `configure(_:)`, when some layout has controller settings that need the
    /// builder (a container controller's builder always has it).
    func builderConfigureType(_ builder: BuilderModel) -> String? {
        guard
            !builder.controllerLayouts.isEmpty
                || builder.layouts.contains(where: { !controllerSettingsSplit(of: $0).withBuilder.isEmpty })
        else { return nil }
        return controllerType(builder)
    }

    /// The controller type of the builder's static `configure(_:key:)`, when some layout has controller settings
    /// that need no view.
    func viewFreeConfigureType(_ builder: BuilderModel) -> String? {
        guard
            builder.layouts.contains(where: {
                let split = controllerSettingsSplit(of: $0)
                return !split.viewFree.isEmpty || !split.adoptedBarItems.isEmpty
            })
        else { return nil }
        return controllerType(builder)
    }

    func barButtonItemsPropertyName(_ actionName: String) -> String {
        SwiftIdentifier.lowercaseFirst(actionName) + "BarButtonItems"
    }

    func gestureRecognizersPropertyName(_ actionName: String) -> String {
        SwiftIdentifier.lowercaseFirst(actionName) + "GestureRecognizers"
    }
}
