/// A layout as it stands in one size-class combination: the installed views in tree order, each with the
/// settings of that combination, and the active constraints with their constants.
struct ResolvedLayout {
    /// One installed view.
    struct View {
        /// The translator's node (its `subviews` are left out; `children` lists them).
        var node: ViewNode
        /// The index of the superview; `nil` for the root.
        var parent: Int?
        /// The indexes of the installed subviews, in order.
        var children: [Int] = []
        /// Whether the superview is a stack view that arranges this view.
        var isArranged: Bool
        /// The view's settings with the size class's settings applied.
        var values: ViewSettingValues

        var isHidden: Bool { values.bool("isHidden") ?? false }
    }

    /// The views, root first, parents before children.
    private(set) var views: [View] = []
    /// The active constraints with the constants of the size class.
    private(set) var constraints: [ConstraintModel] = []
    /// The installed views' design-time size constraints (`LayoutModel.designTimeConstraints`).
    private(set) var designTimeConstraints: [ConstraintModel] = []
    /// View indexes by IB id.
    private(set) var indexByID: [String: Int] = [:]
    /// Whether the root is a view controller's view, which gets UIKit's minimum root margins.
    var rootIsControllerView = false
    /// The static cells' names, each with its own row height (`nil` where the table view's `rowHeight` applies).
    private(set) var staticRowHeights: [String: Double?] = [:]
    /// The IB ids of the scene's extra views (`LayoutModel.extraViewIDs`).
    private(set) var extraViewIDs: Set<String> = []

    /// Resolves `layout` for `traits`.
    init(_ layout: LayoutModel, traits: SizeClassTraits) {
        let configuration = layout.sizeClasses.configurations.first { $0.traits.contains(traits) }
        let installed = Set(configuration?.installedViews.map(\.name) ?? [])
        var overrides: [String: [ViewSetting]] = [:]
        for (view, setting) in configuration?.settings ?? [] { overrides[view, default: []].append(setting) }
        add(layout.root, parent: nil, installed: installed, overrides: overrides)
        let active = Set(configuration?.activeConstraints ?? [])
        let constants = Dictionary(
            (configuration?.constants ?? []).map { ($0.constraint, $0.value) }, uniquingKeysWith: { $1 })
        constraints = layout.constraints.compactMap { constraint in
            resolve(constraint, active: active, constants: constants)
        }
        designTimeConstraints = layout.designTimeConstraints.filter { indexByID[$0.first.viewID] != nil }
        extraViewIDs = layout.extraViewIDs
        for section in layout.tableSections {
            for (cell, height) in zip(section.cells, section.rowHeights) { staticRowHeights[cell] = height }
        }
    }

    private mutating func add(
        _ node: ViewNode, parent: Int?, installed: Set<String>, overrides: [String: [ViewSetting]]
    ) {
        if node.attachment == .sizeClass, !installed.contains(node.name) { return }
        var stripped = node
        stripped.subviews = []
        let index = views.count
        let arranged = parent.map { views[$0].node.arrangesSubviews } ?? false
        views.append(
            View(
                node: stripped, parent: parent, isArranged: arranged,
                values: ViewSettingValues(settings: node.settings + (overrides[node.name] ?? []))))
        indexByID[node.id] = index
        if let parent { views[parent].children.append(index) }
        for subview in node.subviews { add(subview, parent: index, installed: installed, overrides: overrides) }
    }

    private func resolve(
        _ constraint: ConstraintModel, active: Set<String>, constants: [String: Double]
    ) -> ConstraintModel? {
        switch constraint.activation {
        case .never: return nil
        case .sizeClass: guard let name = constraint.name, active.contains(name) else { return nil }
        case .always: break
        }
        let items = [constraint.first.viewID] + (constraint.second.map { [$0.viewID] } ?? [])
        guard items.allSatisfy({ indexByID[$0] != nil }) else { return nil }
        var resolved = constraint
        if let name = constraint.name, let constant = constants[name] { resolved.constant = constant }
        return resolved
    }

    /// Whether `index` is `ancestor` or below it.
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current: Int? = index
        while let view = current {
            if view == ancestor { return true }
            current = views[view].parent
        }
        return false
    }
}
