/// A setting and the view it applies to, compared structurally (printing settings by reflection was a large share
/// of the translation's cost).
private struct ViewSettingTarget: Hashable {
    var view: String
    var setting: ViewSetting
}

/// The installation and property state of one layout for one trait combination; equal states share a branch of `apply`.
private struct ConfigurationState: Hashable {
    var activeConstraints: [String]
    var installedViews: [String]
    var settings: [ViewSettingTarget]
    var constants: [Double]
}

extension LayoutScope {
    /// Facts about the view trees that resolution needs: each view's parent and whether the parent is a stack view.
    struct ViewTree {
        var parent: [String: String] = [:]
        var arranged: Set<String> = []
        var children: [String: [String]] = [:]
        var all: [IBView] = []

        /// The trees at `roots`: a layout's root view, and the views it creates detached (a title view).
        init(_ roots: [IBView]) {
            all = Array(DepthFirstSequence(roots, children: \.layoutChildren))
            for view in all {
                children[view.id] = view.subviews.map(\.id)
                for subview in view.layoutChildren {
                    parent[subview.id] = view.id
                }
                if view.elementName == "stackView" { arranged.formUnion(view.subviews.map(\.id)) }
            }
        }
    }

    /// Gathers the variations of a view tree the layout creates, its root's or a detached view's (a navigation
    /// item's title view, a bar button item's custom view), before the tree is translated: the views that size
    /// classes install in it are then added and removed by `apply(_:)` as the root's are.
    func addVariations(of treeRoot: IBView) {
        context.collectVariations(in: treeRoot, into: &variations)
        // Only a view with installation rules can be toggled: without any, the tree is not walked again.
        guard !variations.installation.isEmpty else { return }
        toggledViews.formUnion(toggledViewIDs(ViewTree([treeRoot]), variations))
    }

    /// Views whose own installation changes with size classes; they are added and removed by `apply(_:)`.
    func toggledViewIDs(_ tree: ViewTree, _ variations: LayoutVariations) -> Set<String> {
        // A view without installation rules is installed for every trait (`isInstalled`).
        Set(
            tree.all.map(\.id).filter { id in
                tree.parent[id] != nil && variations.installation[id] != nil
                    && Set(SizeClassTraits.all.map { variations.isInstalled(id, $0) }).count > 1
            })
    }

    /// Whether a view and all its ancestors are installed for these traits.
    func isViewInstalled(
        _ id: String, _ traits: SizeClassTraits, _ tree: ViewTree, _ variations: LayoutVariations
    ) -> Bool {
        if variations.installation.isEmpty { return true }
        var current: String? = id
        while let viewID = current {
            if !variations.isInstalled(viewID, traits) { return false }
            current = tree.parent[viewID]
        }
        return true
    }

    /// Decides, for each constraint, whether it is always active (activated once), varies (named, switched by
    /// `apply(_:)`), or is never installed (kept, inactive, only when an outlet needs it).
    func resolveConstraints(
        _ constraints: [ConstraintModel], holders: [String: String], tree: ViewTree, variations: LayoutVariations,
        outletIDs: Set<String>
    ) -> [ConstraintModel] {
        // Without installation or constant rules every constraint is always active; most layouts have none.
        if variations.installation.isEmpty && variations.constants.isEmpty { return constraints }
        return constraints.compactMap { constraint -> ConstraintModel? in
            var model = constraint
            let holder = holders[constraint.id]
            let installed = SizeClassTraits.all.map {
                isConstraintInstalled(constraint, holder: holder, $0, tree, variations)
            }
            let constants = Set(SizeClassTraits.all.map { self.constant(of: constraint, $0, variations) })
            if !installed.contains(true) {
                guard outletIDs.contains(constraint.id) else { return nil }
                model.activation = .never
            } else if installed.contains(false) || constants.count > 1 {
                model.activation = .sizeClass
                if model.name == nil { model.name = constraintName(outletName: nil, constraint: constraint) }
            }
            return model
        }
    }

    func isConstraintInstalled(
        _ constraint: ConstraintModel, holder: String?, _ traits: SizeClassTraits, _ tree: ViewTree,
        _ variations: LayoutVariations
    ) -> Bool {
        guard variations.isInstalled(constraint.id, traits) else { return false }
        // The holder and both items in turn, with no array made for each constraint and traits.
        if let holder, !isViewInstalled(holder, traits, tree, variations) { return false }
        guard isViewInstalled(constraint.first.viewID, traits, tree, variations) else { return false }
        guard let second = constraint.second?.viewID else { return true }
        return isViewInstalled(second, traits, tree, variations)
    }

    func constant(of constraint: ConstraintModel, _ traits: SizeClassTraits, _ variations: LayoutVariations) -> Double {
        SizeClassCondition.resolve(variations.constants[constraint.id] ?? [], for: traits) ?? constraint.constant
    }

    /// Groups the trait combinations by the state they give the layout: one configuration per distinct state.
    func sizeClassModel(
        constraints: [ConstraintModel], toggled: Set<String>, tree: ViewTree, variations: LayoutVariations,
        properties: [String: [SizeClassTraits: [ViewSetting]]], holders: [String: String]
    ) -> SizeClassModel {
        let varying = constraints.filter { $0.activation == .sizeClass }
        let toggledInOrder = tree.all.filter { toggled.contains($0.id) }
        var groups: [ConfigurationState: [SizeClassTraits]] = [:]
        var order: [ConfigurationState] = []
        var configurations: [ConfigurationState: SizeClassConfiguration] = [:]
        // What does not depend on the traits is found once, not for each of them.
        let variedIDs = tree.all.map(\.id).filter { properties[$0] != nil }
        // Most layouts vary in nothing: one configuration of every combination, without a state made and hashed for
        // each (what the loop below gives them too).
        if varying.isEmpty, toggledInOrder.isEmpty, variedIDs.isEmpty {
            return SizeClassModel(
                toggledViews: [], varyingConstraints: [],
                configurations: [
                    SizeClassConfiguration(
                        traits: SizeClassTraits.all, activeConstraints: [], installedViews: [], settings: [],
                        constants: [])
                ])
        }
        let varyingConstants = varying.filter { constraint in
            Set(SizeClassTraits.all.map { self.constant(of: constraint, $0, variations) }).count > 1
        }
        for traits in SizeClassTraits.all {
            let active = varying.filter { isConstraintInstalled($0, holder: holders[$0.id], traits, tree, variations) }
                .compactMap(\.name)
            let installed = toggledInOrder.filter { variations.isInstalled($0.id, traits) }
            let settings: [(view: String, setting: ViewSetting)] = variedIDs.flatMap { id in
                (properties[id]?[traits] ?? []).map { (view: viewNames[id] ?? id, setting: $0) }
            }
            let constants = varyingConstants.map {
                (constraint: $0.name ?? "", value: constant(of: $0, traits, variations))
            }
            let state = ConfigurationState(
                activeConstraints: active, installedViews: installed.map(\.id),
                settings: settings.map { ViewSettingTarget(view: $0.view, setting: $0.setting) },
                constants: constants.map(\.value))
            if groups[state] == nil {
                order.append(state)
                configurations[state] = SizeClassConfiguration(
                    traits: [], activeConstraints: active,
                    installedViews: installed.map {
                        (viewNames[$0.id] ?? $0.id, installationIndex(of: $0.id, traits, tree, variations))
                    },
                    settings: settings, constants: constants.filter { !$0.constraint.isEmpty })
            }
            groups[state, default: []].append(traits)
        }
        return SizeClassModel(
            toggledViews: toggledInOrder.map { view in
                ToggledView(
                    name: viewNames[view.id] ?? view.id,
                    parent: tree.parent[view.id].flatMap { viewNames[$0] } ?? "view",
                    isArranged: tree.arranged.contains(view.id))
            },
            varyingConstraints: varying.compactMap(\.name),
            configurations: order.compactMap { state in
                configurations[state].map { configuration in
                    var configuration = configuration
                    configuration.traits = groups[state] ?? []
                    return configuration
                }
            })
    }

    /// The index a toggled view takes among its parent's subviews installed for these traits, in document order.
    private func installationIndex(
        of id: String, _ traits: SizeClassTraits, _ tree: ViewTree, _ variations: LayoutVariations
    ) -> Int {
        guard let parent = tree.parent[id], let siblings = tree.children[parent] else { return 0 }
        return siblings.prefix { $0 != id }.filter { variations.isInstalled($0, traits) }.count
    }
}
