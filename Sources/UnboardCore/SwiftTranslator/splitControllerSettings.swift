/// The settings Interface Builder gives a layout's view controller, split by what they need. A storyboard sets the
/// controller's own properties (title, tab bar item, navigation item, presentation) when it creates the controller,
/// before its view loads, as Apple asks of code ("create the items in your view controller's initialization code",
/// `UIViewController.tabBarItem`); the builder's static `configure(_:key:)` does so for every setting that needs no view
/// (bar items the builder wires too: its initializer adopts them). Those that hold a view are set by the builder's
/// `configure(_:)` once it exists.
struct ControllerSettingsSplit {
    /// The settings `configure(_:key:)` makes without creating the views.
    var viewFree: [ViewSetting] = []
    /// The objects those settings hold (a tab bar item, bar button items nothing else needs), in document order.
    var viewFreeObjects: [ObjectNode] = []
    /// The settings `configure(_:)` makes: they hold a view, or an object that one does.
    var withBuilder: [ViewSetting] = []
    /// The bar item settings that hold no view but objects the builder wires (an outlet, an action, a segue
    /// trigger): `configure(_:key:)` makes them, so that the controller has them before its view loads (a tab bar
    /// shows every tab's item), and keeps the items with the controller; the builder's initializer adopts those.
    var adoptedBarItems: [ViewSetting] = []
    /// The objects those settings hold, and what they reach, in document order: the items the builder adopts.
    var adoptedObjects: [ObjectNode] = []
    /// The names of those the builder's own code holds (an outlet, an action, a segue trigger): the others, held only
    /// beside them (the gear of `rightBarButtonItems`), need no name in its initializer.
    var adoptedNamesInUse: Set<String> = []
    /// The views bar items and the navigation item hold (a custom view, a title view) that `configure(_:key:)`
    /// creates, with their subviews, and keeps with the controller, as it does the bar items: the builder adopts them.
    var adoptedViews: [DetachedTree] = []
    /// Such views that nothing of the builder's reaches: `configure(_:key:)` creates them and keeps none of them.
    var viewFreeViews: [DetachedTree] = []

    /// What `makeBarItems()` returns and `keep(_:on:)` keeps, in order: the adopted objects, then each adopted view
    /// and whatever of its subtree the builder's code names (an outlet, an action).
    var adoptedEntries: [AdoptedEntry] {
        adoptedObjects.map { AdoptedEntry(name: $0.name, type: $0.type, isBarItem: true) }
            + adoptedViews.flatMap { tree in
                tree.entries.filter { $0.name == tree.root.name || adoptedNamesInUse.contains($0.name) }
            }
    }

    /// The names of the views (and their constraints) created outside the builder's initializer.
    var movedNames: Set<String> { Set((adoptedViews + viewFreeViews).flatMap(\.names)) }

    /// The controller properties that hold bar items, and the navigation item's title view: what they hold is made
    /// by `configure(_:key:)`.
    static let barItemPaths: Set<[String]> = [
        ["tabBarItem"], ["navigationItem", "leftBarButtonItem"], ["navigationItem", "rightBarButtonItem"],
        ["navigationItem", "backBarButtonItem"], ["navigationItem", "leftBarButtonItems"],
        ["navigationItem", "rightBarButtonItems"], ["toolbarItems"], ["navigationItem", "titleView"],
    ]
}

/// One value `makeBarItems()` returns: a bar item, a view, a constraint.
struct AdoptedEntry: Hashable {
    var name: String
    var type: String
    /// Whether it is a bar item (kept as `UIBarItem` beside others), not a view or a constraint.
    var isBarItem: Bool
}

/// A view that a bar item or the navigation item holds, created detached from the layout's root (a custom view, a
/// title view), with its subtree and the constraints between its views.
struct DetachedTree {
    var root: ViewNode
    var constraints: [ConstraintModel]
    /// Its views' and named constraints' names.
    var names: Set<String>
    /// Its views and named constraints, in document order, as `makeBarItems()` may return them.
    var entries: [AdoptedEntry]
}

extension BuilderFileTranslator {
    /// This translator with the split of each of `builder`'s layouts worked out once, for making the builder's
    /// file, which reads each split several times (without them when two layouts share a key), and its layouts
    /// indexed by key constant (`indexingSceneLayouts(of:)`).
    func settlingControllerSettingsSplits(of builder: BuilderModel) -> BuilderFileTranslator {
        let keys = builder.layouts.map(\.key)
        var translator = indexingSceneLayouts(of: builder)
        guard Set(keys).count == keys.count else { return translator }
        let splits = Dictionary(uniqueKeysWithValues: builder.layouts.map { ($0.key, $0.controllerSettingsSplit) })
        translator.settledSplits = splits
        translator.settledAdoptingKeys = Set(splits.filter { !$0.value.adoptedEntries.isEmpty }.keys)
        return translator
    }

    /// The split of `layout`'s controller settings: the one settled for the builder being made, or worked out now.
    func controllerSettingsSplit(of layout: LayoutModel) -> ControllerSettingsSplit {
        settledSplits?[layout.key] ?? layout.controllerSettingsSplit
    }
}

extension LayoutModel {
    /// The layout's controller settings split between `configure(_:key:)` and `configure(_:)`.
    var controllerSettingsSplit: ControllerSettingsSplit {
        guard let controller, !controller.settings.isEmpty else { return ControllerSettingsSplit() }
        let names = LayoutNames(self)
        let trees = names.movableTrees(self, settings: controller.settings)
        // A setting that reaches a movable view reaches its whole subtree: an outlet to a label in a title view is the
        // builder's hold on the title view.
        let reaches = controller.settings.map { setting in
            names.reach([setting]).map { reach in
                reach.union(reach.compactMap { trees[$0]?.names }.joined())
            }
        }
        let movable = Set(trees.values.flatMap(\.names))
        let ownHeld = names.heldByBuilder(self, besides: Set(reaches.compactMap { $0 }.joined()), movable: movable)
        var builderHeld = ownHeld
        // A setting that shares an object with one the builder sets is set there too: repeat until none moves.
        var withBuilder = reaches.map { $0 == nil }
        var moved = true
        while moved {
            moved = false
            for (index, reach) in reaches.enumerated() where !withBuilder[index] {
                guard let reach, !reach.isDisjoint(with: builderHeld) else { continue }
                withBuilder[index] = true
                builderHeld.formUnion(reach)
                moved = true
            }
        }
        var split = ControllerSettingsSplit()
        var viewFreeNames: Set<String> = []
        for (index, setting) in controller.settings.enumerated() {
            if withBuilder[index] {
                split.withBuilder.append(setting)
            } else {
                split.viewFree.append(setting)
                viewFreeNames.formUnion(reaches[index] ?? [])
            }
        }
        split.viewFreeObjects = objects.filter { viewFreeNames.contains($0.name) }
        var adoptedNames: Set<String> = []
        for (index, setting) in controller.settings.enumerated() where withBuilder[index] {
            guard case .assign(let path, _) = setting, ControllerSettingsSplit.barItemPaths.contains(path),
                let reach = reaches[index], reach.intersection(names.viewNames).isSubset(of: movable)
            else { continue }
            split.withBuilder.removeAll { $0 == setting }
            split.adoptedBarItems.append(setting)
            adoptedNames.formUnion(reach)
        }
        split.adoptedObjects = objects.filter { adoptedNames.contains($0.name) }
        split.adoptedViews = root.subviews.compactMap { adoptedNames.contains($0.name) ? trees[$0.name] : nil }
        split.viewFreeViews = root.subviews.compactMap { viewFreeNames.contains($0.name) ? trees[$0.name] : nil }
        split.adoptedNamesInUse =
            adoptedNames.subtracting(movable).intersection(ownHeld)
            .union(adoptedNames.intersection(movable).intersection(names.wired(self)))
        return split
    }
}

/// The local names of a layout's views and objects, and what settings reach through them.
private struct LayoutNames {
    let objectsByName: [String: ObjectNode]
    let views: [ViewNode]
    let viewNames: Set<String>

    init(_ layout: LayoutModel) {
        objectsByName = Dictionary(layout.objects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        views = Array(layout.root.descendants)
        viewNames = Set(views.flatMap { [$0.name] + $0.prelude.map(\.name) })
    }

    /// The views and objects `settings` reach through the objects they hold (not types nor functions: `UIImage`);
    /// `nil` when one holds a closure and `strict`.
    func reach(_ settings: [ViewSetting], strict: Bool = true) -> Set<String>? {
        var pending = settings
        var found: Set<String> = []
        while let setting = pending.popLast() {
            guard let names = setting.referencedNames ?? (strict ? nil : []) else { return nil }
            for name in names.subtracting(found) where objectsByName[name] != nil || viewNames.contains(name) {
                found.insert(name)
                pending += objectsByName[name]?.settings ?? []
            }
        }
        return found
    }

    /// What the builder's own code holds: views, wired objects, objects no controller setting holds (`heldByController`
    /// names those that some does), and what they reach. A closure in a view's setting (an action's handler) holds no
    /// bar item of the controller's.
    func heldByBuilder(
        _ layout: LayoutModel, besides heldByController: Set<String>, movable: Set<String>
    ) -> Set<String> {
        var held = viewNames.subtracting(movable).union(wired(layout))
        held.formUnion(layout.objectSettings.map(\.target))
        held.formUnion(objectsByName.keys.filter { !heldByController.contains($0) })
        let settings =
            views.flatMap(\.settings) + layout.objectSettings.map(\.setting)
            + held.flatMap { objectsByName[$0]?.settings ?? [] }
        return held.union(reach(settings, strict: false) ?? [])
    }

    /// What the builder's initializer names besides creating it: outlets (and views kept for `view(named:)`), the
    /// controls, bar button items and gesture recognizers of actions, senders of actions sent up the responder chain.
    func wired(_ layout: LayoutModel) -> Set<String> {
        var names = Set(layout.outlets.flatMap(\.targets))
        names.formUnion(
            layout.actions.flatMap { $0.controls.map(\.control) + $0.barButtonItems + $0.gestureRecognizers })
        names.formUnion(layout.responderChainActions.flatMap { [$0.sender] + ($0.target.map { [$0] } ?? []) })
        return names
    }

    /// The views held by a bar item or the navigation item that `configure(_:key:)` can create, by the name of their
    /// root: detached from the layout's root, reached only by the controller's bar item and title view settings, with
    /// nothing of theirs that the builder's other code creates or changes (size-class variations, constraints to other
    /// views, gesture recognizers, nested builders, prototypes, static cells, outlets of the owner).
    func movableTrees(_ layout: LayoutModel, settings: [ViewSetting]) -> [String: DetachedTree] {
        var trees: [String: DetachedTree] = [:]
        for root in layout.root.subviews where root.attachment == .detached {
            if let tree = movableTree(root, in: layout) { trees[root.name] = tree }
        }
        guard !trees.isEmpty else { return [:] }
        // Named only by the settings `configure(_:key:)` may make and by the objects those hold.
        var elsewhere: Set<String> = []
        for setting in settings {
            if case .assign(let path, _) = setting, ControllerSettingsSplit.barItemPaths.contains(path) { continue }
            elsewhere.formUnion(setting.referencedNames ?? [])
        }
        let reachedByController = Set(settings.compactMap { self.reach([$0], strict: false) }.joined())
        for object in layout.objects where !reachedByController.contains(object.name) {
            elsewhere.formUnion(object.settings.flatMap { $0.referencedNames ?? [] })
        }
        let moving = Set(trees.values.flatMap(\.names))
        for view in views where !moving.contains(view.name) {
            elsewhere.formUnion(view.settings.flatMap { $0.referencedNames ?? [] })
        }
        return trees.filter { reachedByController.contains($0.key) && $0.value.names.isDisjoint(with: elsewhere) }
    }

    private func movableTree(_ root: ViewNode, in layout: LayoutModel) -> DetachedTree? {
        let views = Array(root.descendants)
        guard views.allSatisfy({ $0.nestedBuilder == nil && $0.prelude.isEmpty && $0.prototypes.isEmpty }) else {
            return nil
        }
        let viewNames = Set(views.map(\.name))
        let constraints = layout.constraints.filter {
            viewNames.contains($0.first.viewName) || $0.second.map { viewNames.contains($0.viewName) } == true
        }
        guard
            constraints.allSatisfy({
                $0.activation != .sizeClass && viewNames.contains($0.first.viewName)
                    && $0.second.map { viewNames.contains($0.viewName) } != false
            })
        else { return nil }
        let constraintNames = constraints.compactMap(\.name)
        let names = viewNames.union(constraintNames)
        let sizeClasses = layout.sizeClasses
        var touched = Set(sizeClasses.toggledViews.flatMap { [$0.name, $0.parent] } + sizeClasses.varyingConstraints)
        for configuration in sizeClasses.configurations {
            touched.formUnion(configuration.settings.map(\.view) + configuration.installedViews.map(\.name))
            touched.formUnion(configuration.activeConstraints + configuration.constants.map(\.constraint))
        }
        touched.formUnion(layout.objectSettings.flatMap { [$0.target] + ($0.setting.referencedNames ?? []) })
        touched.formUnion(layout.tableSections.flatMap(\.cells))
        touched.formUnion(layout.ownerViewOutlets.map(\.view))
        guard touched.isDisjoint(with: names) else { return nil }
        let entries =
            views.map { AdoptedEntry(name: $0.name, type: $0.type, isBarItem: false) }
            + constraints.compactMap { c in
                c.name.map { AdoptedEntry(name: $0, type: "NSLayoutConstraint", isBarItem: false) }
            }
        return DetachedTree(root: root, constraints: constraints, names: names, entries: entries)
    }
}

extension ViewSetting {
    /// The identifiers the setting's values name (locals and types alike), `nil` when a value holds a closure.
    var referencedNames: Set<String>? {
        var names: Set<String> = []
        return addReferencedNames(to: &names) ? names : nil
    }

    /// Adds the identifiers the setting's values name to `names`, into one set rather than a set per expression;
    /// `false` when a value holds a closure.
    fileprivate func addReferencedNames(to names: inout Set<String>) -> Bool {
        switch self {
        case .assign(_, let value): value.addReferencedNames(to: &names)
        case .call(_, let arguments): arguments.allSatisfy { $0.value.addReferencedNames(to: &names) }
        case .available(_, let settings), .unavailable(_, let settings):
            settings.allSatisfy { $0.addReferencedNames(to: &names) }
        }
    }
}

extension SwiftExpression {
    /// Adds the identifiers the expression names to `names`; `false` when it holds a closure, whose body is not
    /// followed.
    fileprivate func addReferencedNames(to names: inout Set<String>) -> Bool {
        switch self {
        case .identifier(let name):
            names.insert(name)
            return true
        case .member(let base, _): return base?.addReferencedNames(to: &names) ?? true
        case .optionalChain(let base): return base.addReferencedNames(to: &names)
        case .call(let callee, let arguments):
            return callee.addReferencedNames(to: &names)
                && arguments.allSatisfy { $0.value.addReferencedNames(to: &names) }
        case .literal: return true
        case .array(let elements): return elements.allSatisfy { $0.addReferencedNames(to: &names) }
        case .dictionary(let entries):
            return entries.allSatisfy {
                $0.key.addReferencedNames(to: &names) && $0.value.addReferencedNames(to: &names)
            }
        case .binary(let left, _, let right):
            return left.addReferencedNames(to: &names) && right.addReferencedNames(to: &names)
        case .tuple(let elements): return elements.allSatisfy { $0.value.addReferencedNames(to: &names) }
        case .closure: return false
        }
    }
}
