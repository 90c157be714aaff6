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

    /// The controller properties that hold bar items.
    static let barItemPaths: Set<[String]> = [
        ["tabBarItem"], ["navigationItem", "leftBarButtonItem"], ["navigationItem", "rightBarButtonItem"],
        ["navigationItem", "backBarButtonItem"], ["navigationItem", "leftBarButtonItems"],
        ["navigationItem", "rightBarButtonItems"], ["toolbarItems"],
    ]
}

extension BuilderFileTranslator {
    /// This translator with the split of each of `builder`'s layouts worked out once, for making the builder's
    /// file, which reads each split several times; unchanged when two layouts share a key.
    func settlingControllerSettingsSplits(of builder: BuilderModel) -> BuilderFileTranslator {
        let keys = builder.layouts.map(\.key)
        guard Set(keys).count == keys.count else { return self }
        var translator = self
        let splits = Dictionary(uniqueKeysWithValues: builder.layouts.map { ($0.key, $0.controllerSettingsSplit) })
        translator.settledSplits = splits
        translator.settledAdoptingKeys = Set(splits.filter { !$0.value.adoptedObjects.isEmpty }.keys)
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
        let reaches = controller.settings.map { names.reach([$0]) }
        let ownHeld = names.heldByBuilder(self, besides: Set(reaches.compactMap { $0 }.joined()))
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
        split.withBuilder.removeAll { setting in
            guard case .assign(let path, _) = setting, ControllerSettingsSplit.barItemPaths.contains(path),
                let reach = names.reach([setting]), reach.isDisjoint(with: names.viewNames)
            else { return false }
            split.adoptedBarItems.append(setting)
            adoptedNames.formUnion(reach)
            return true
        }
        split.adoptedObjects = objects.filter { adoptedNames.contains($0.name) }
        split.adoptedNamesInUse = adoptedNames.intersection(ownHeld)
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
    func heldByBuilder(_ layout: LayoutModel, besides heldByController: Set<String>) -> Set<String> {
        var held = viewNames.union(layout.outlets.flatMap(\.targets))
        held.formUnion(layout.actions.flatMap { $0.barButtonItems + $0.gestureRecognizers })
        held.formUnion(layout.responderChainActions.map(\.sender))
        held.formUnion(layout.objectSettings.map(\.target))
        held.formUnion(objectsByName.keys.filter { !heldByController.contains($0) })
        let settings =
            views.flatMap(\.settings) + layout.objectSettings.map(\.setting)
            + held.flatMap { objectsByName[$0]?.settings ?? [] }
        return held.union(reach(settings, strict: false) ?? [])
    }
}

extension ViewSetting {
    /// The identifiers the setting's values name (locals and types alike), `nil` when a value holds a closure.
    var referencedNames: Set<String>? {
        switch self {
        case .assign(_, let value): value.referencedNames
        case .call(_, let arguments): arguments.map(\.value).referencedNames
        case .available(_, let settings), .unavailable(_, let settings):
            settings.reduce(Set<String>?.some([])) { names, setting in
                guard let names, let own = setting.referencedNames else { return nil }
                return names.union(own)
            }
        }
    }
}

extension SwiftExpression {
    /// The identifiers the expression names, `nil` when it holds a closure, whose body is not followed.
    var referencedNames: Set<String>? {
        switch self {
        case .identifier(let name): [name]
        case .member(let base, _): base?.referencedNames ?? []
        case .optionalChain(let base): base.referencedNames
        case .call(let callee, let arguments): ([callee] + arguments.map(\.value)).referencedNames
        case .literal: []
        case .array(let elements): elements.referencedNames
        case .dictionary(let entries): entries.flatMap { [$0.key, $0.value] }.referencedNames
        case .binary(let left, _, let right): [left, right].referencedNames
        case .tuple(let elements): elements.map(\.value).referencedNames
        case .closure: nil
        }
    }
}

extension Array where Element == SwiftExpression {
    /// The identifiers all the expressions name, `nil` when one holds a closure.
    fileprivate var referencedNames: Set<String>? {
        reduce(Set<String>?.some([])) { names, expression in
            guard let names, let own = expression.referencedNames else { return nil }
            return names.union(own)
        }
    }
}
