/// The bar items a builder wires (outlets, actions, segue triggers) that the controller holds before its view loads.
/// A storyboard sets a controller's bar items when it creates the controller (`UIViewController.tabBarItem`: "create
/// the items in your view controller's initialization code"; `UIViewController.navigationItem`: "Avoid tying the
/// creation of bar button items in your navigation item to the creation of your view controller's view."), so the
/// view-free `configure(_:key:)` creates them, sets them and keeps them with the controller (an associated object:
/// a controller has no stored property for them). The builder that `loadView()` creates adopts them: its outlets
/// and actions reach the items on screen, with whatever the app changed on them, and nothing replaces them.
extension BuilderFileTranslator {
    /// The layouts of `builder` whose initializers adopt bar items from the controller.
    func adoptingLayouts(_ builder: BuilderModel) -> [LayoutModel] {
        // Asked once per layout while a builder's file is made: settled, an empty answer costs no walk.
        if let keys = settledAdoptingKeys {
            return keys.isEmpty ? [] : builder.layouts.filter { keys.contains($0.key) }
        }
        return builder.layouts.filter { !controllerSettingsSplit(of: $0).adoptedEntries.isEmpty }
    }

    /// The names of `builder`'s bar item factories and storage addresses.
    fileprivate func adoptionNames(_ builder: BuilderModel) -> AdoptionNames {
        AdoptionNames(isShared: (settledAdoptingKeys?.count ?? adoptingLayouts(builder).count) > 1)
    }

    /// Whether some layout of `builder` has bar items its initializer adopts from the controller.
    func adoptsBarItems(_ builder: BuilderModel) -> Bool {
        settledAdoptingKeys.map { !$0.isEmpty } ?? !adoptingLayouts(builder).isEmpty
    }

    /// The parameter of `init(key:viewController:)`, `nil` for builders that adopt no bar items.
    func adoptingParameter(_ builder: BuilderModel) -> SwiftParameter? {
        adoptsBarItems(builder) ? SwiftParameter(name: "viewController", type: "UIViewController?") : nil
    }

    /// The file-level addresses under which controllers keep each layout's adopted bar items.
    func adoptedBarItemStorage(_ builder: BuilderModel) -> [SwiftDeclaration] {
        let names = adoptionNames(builder)
        return adoptingLayouts(builder).map { layout in
            var storage = associatedObjectAddress(names.storage(layout), where: "")
            storage.documentation = SwiftDocumentation([
                "The address that names where each controller keeps the bar items `configure(_:key:)` gave it for",
                "`.\(layout.keyConstant)`, which the builder adopts: extensions cannot add stored properties.",
            ])
            return .variable(storage)
        }
    }

    /// For each layout that adopts bar items: `makeBarItems()`, which creates them as IB sets them up,
    /// `keptBarItems(of:)`, which finds those `configure(_:key:)` kept with a controller, and `keep(_:on:)`.
    func barItemFactories(_ builder: BuilderModel) -> [SwiftDeclaration] {
        let names = adoptionNames(builder)
        return builder.layouts.flatMap { layout -> [SwiftDeclaration] in
            let split = controllerSettingsSplit(of: layout)
            let objects = split.adoptedEntries
            guard !objects.isEmpty else { return [] }
            let items = objects.map { SwiftExpression.identifier($0.name) }
            let type = tupleType(objects)
            var make = SwiftFunction(
                documentation: SwiftDocumentation([
                    "New bar items of `.\(layout.keyConstant)`, as Interface Builder sets them up: those the controller",
                    "holds and this builder's outlets and actions reach"
                        + (split.adoptedViews.isEmpty ? "." : ", with the views they hold and the navigation item's."),
                ]),
                access: .private, kind: .function(name: names.factory(layout)), returnType: type,
                body: detachedTreeStatements(split.adoptedViews) + split.adoptedObjects.flatMap(creation(of:))
                    + [.returnValue(items.count == 1 ? items[0] : .tuple(items.map { .unlabeled($0) }))])
            var kept = SwiftFunction(
                documentation: SwiftDocumentation([
                    "The bar items `configure(_:key:)` created for `viewController` with `.\(layout.keyConstant)`, with any",
                    "changes the app made to them; `nil` when it created none for it.",
                ]),
                access: options.access, kind: .function(name: names.kept(layout)),
                parameters: [SwiftParameter(label: "of", name: "viewController", type: "UIViewController")],
                returnType: type + "?",
                body: keptBody(objects, storage: names.storage(layout), keep: names.keep(layout)))
            var keep = SwiftFunction(
                documentation: SwiftDocumentation([
                    "Keeps `barItems` with `viewController`, where `\(names.kept(layout))(of:)` finds them."
                ]),
                access: .private, kind: .function(name: names.keep(layout)),
                parameters: [
                    SwiftParameter(label: "_", name: "barItems", type: type),
                    SwiftParameter(label: "on", name: "viewController", type: "UIViewController"),
                ],
                body: keepBody(objects, storage: names.storage(layout)))
            make.isStatic = true
            kept.isStatic = true
            keep.isStatic = true
            return [.function(make), .function(kept), .function(keep)]
        }
    }

    /// `configure(_:key:)`'s statements that create the adopted items of `layout`, before the settings that hold them:
    /// `let barItems = makeBarItems()` and, by name, the items `settings` (the settings that hold them) name.
    func barItemCreation(
        _ layout: LayoutModel, of builder: BuilderModel, settings: [SwiftStatement]
    ) -> [SwiftStatement] {
        let objects = controllerSettingsSplit(of: layout).adoptedEntries
        guard !objects.isEmpty else { return [] }
        let make = SwiftExpression.identifier(adoptionNames(builder).factory(layout))()
        guard objects.count > 1 else { return [.variable(SwiftVariable(name: objects[0].name, value: make))] }
        let named = Set(objects.map(\.name).filter { settings.mentions($0) })
        return [.variable(SwiftVariable(name: "barItems", value: make))]
            + (named.isEmpty
                ? []
                : [
                    .variable(
                        SwiftVariable(name: bindingPattern(objects, inUse: named), value: .identifier("barItems")))
                ])
    }

    /// The statements that create `trees` detached (a custom view, a title view, with their subviews) and activate the
    /// constraints between their views: the builder's own walk and constraint statements, as its initializer uses them.
    func detachedTreeStatements(_ trees: [DetachedTree]) -> [SwiftStatement] {
        detachedTreeStatements(roots: trees.map(\.root), constraints: trees.flatMap(\.constraints))
    }

    /// The statements that create the trees at `roots` detached and activate `constraints` between their views (a
    /// container's builder creates the views beside the controller so).
    func detachedTreeStatements(roots: [ViewNode], constraints: [ConstraintModel]) -> [SwiftStatement] {
        guard !roots.isEmpty else { return [] }
        var statements: [SwiftStatement] = []
        for root in roots {
            if !statements.isEmpty { statements.append(.blankLine) }
            statements += viewStatements(root, parent: nil)
        }
        return statements + constraintStatements(constraints) + [.blankLine]
    }

    /// `configure(_:key:)`'s statement that keeps the adopted items of `layout` with the controller.
    func barItemKeeping(_ layout: LayoutModel, of builder: BuilderModel) -> [SwiftStatement] {
        let objects = controllerSettingsSplit(of: layout).adoptedEntries
        guard !objects.isEmpty else { return [] }
        return [
            .comment("Kept with the controller: the builder created for this controller adopts them."),
            .expression(
                SwiftExpression.identifier(adoptionNames(builder).keep(layout))(
                    .unlabeled(.identifier(objects.count == 1 ? objects[0].name : "barItems")),
                    SwiftArgument("on", .identifier("viewController")))),
        ]
    }

    /// The layout initializer's statement that adopts the items `configure(_:key:)` gave the controller, or creates
    /// them when it gave none (a controller it did not configure, or no controller).
    func barItemAdoption(_ layout: LayoutModel, of builder: BuilderModel) -> [SwiftStatement] {
        let objects = controllerSettingsSplit(of: layout).adoptedEntries
        guard !objects.isEmpty else { return [] }
        let names = adoptionNames(builder)
        let kept = SwiftExpression.identifier("viewController").dot("flatMap")(
            .unlabeled(
                .closure(
                    SwiftClosure(
                        parameters: [],
                        body: [
                            .expression(
                                SwiftExpression.identifier("Self").dot(names.kept(layout))(
                                    SwiftArgument("of", .identifier("$0"))))
                        ]))))
        return [
            .comment(
                "The bar items `configure(_:key:)` gave the controller: its outlets and actions reach the items on screen."
            ),
            .variable(
                SwiftVariable(
                    name: bindingPattern(objects, inUse: controllerSettingsSplit(of: layout).adoptedNamesInUse),
                    value: .binary(kept, "??", SwiftExpression.identifier("Self").dot(names.factory(layout))()))),
        ]
    }

    /// `keptBarItems(of:)`'s statements: several items are kept as an array (an `NSArray` for Objective-C), whose
    /// items are unpacked by position; a Swift tuple would be kept boxed in an opaque object.
    private func keptBody(_ objects: [AdoptedEntry], storage: String, keep: String) -> [SwiftStatement] {
        let kept = getAssociatedObject(storage, on: .identifier("viewController"))
        guard objects.count > 1 else { return [.returnValue(.binary(kept, "as?", .identifier(objects[0].type)))] }
        let element = arrayElementType(objects)
        let items = objects.indices.map { index -> SwiftArgument in
            let item = SwiftExpression.identifier("barItems[\(index)]")
            let type = objects[index].type
            return .unlabeled(type == element ? item : .binary(item, "as!", .identifier(type)))
        }
        return [
            .ifLet(
                name: "barItems", value: .binary(kept, "as?", .identifier("[\(element)]")),
                body: [
                    .comment("`\(keep)(_:on:)` kept them in this order, with these classes."),
                    .returnValue(.tuple(items)),
                ], elseBody: nil),
            .returnValue(.literal(.nil)),
        ]
    }

    /// `keep(_:on:)`'s statement: the items, as an array when there are several (see `keptBody`).
    private func keepBody(_ objects: [AdoptedEntry], storage: String) -> [SwiftStatement] {
        guard objects.count > 1 else {
            return [
                .expression(
                    setAssociatedObject(storage, value: .identifier("barItems"), on: .identifier("viewController")))
            ]
        }
        let items = objects.map { "barItems.\($0.name)" }.joined(separator: ", ")
        return [
            .variable(
                SwiftVariable(
                    name: "items", type: "[\(arrayElementType(objects))]", value: .identifier("[\(items)]"))),
            .expression(setAssociatedObject(storage, value: .identifier("items"), on: .identifier("viewController"))),
        ]
    }

    /// The items' class when they share it, else `UIBarItem`, which every item a controller holds is, or `NSObject`
    /// beside views and constraints.
    private func arrayElementType(_ objects: [AdoptedEntry]) -> String {
        if Set(objects.map(\.type)).count == 1 { return objects[0].type }
        return objects.allSatisfy(\.isBarItem) ? "UIBarItem" : "NSObject"
    }

    /// `(edit, add, gear)`, or `(edit, add, _)` for items not `inUse`.
    private func bindingPattern(_ objects: [AdoptedEntry], inUse: Set<String>? = nil) -> String {
        let names = objects.map { inUse?.contains($0.name) == false ? "_" : $0.name }
        return names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    }

    /// The item's type, or a tuple labelled with the items' names (`kept.addButton` reads better than `kept.1`).
    private func tupleType(_ objects: [AdoptedEntry]) -> String {
        objects.count == 1
            ? objects[0].type : "(" + objects.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }
}

/// The names of a builder's bar item factories and storage addresses: short where one layout adopts bar items
/// (`makeBarItems()`, `barItemsStorage`), named after the layout where several do.
private struct AdoptionNames {
    let isShared: Bool

    func factory(_ layout: LayoutModel) -> String {
        "make" + (isShared ? SwiftIdentifier.uppercaseFirst(layout.keyConstant) : "") + "BarItems"
    }

    func storage(_ layout: LayoutModel) -> String { (isShared ? layout.keyConstant + "B" : "b") + "arItemsStorage" }

    func kept(_ layout: LayoutModel) -> String {
        "kept" + (isShared ? SwiftIdentifier.uppercaseFirst(layout.keyConstant) : "") + "BarItems"
    }

    func keep(_ layout: LayoutModel) -> String {
        "keep" + (isShared ? SwiftIdentifier.uppercaseFirst(layout.keyConstant) + "BarItems" : "")
    }
}

extension BuilderFileTranslator {
    /// The starter key setter's statements that set the app's outlets to the bar items `configure(_:key:)` kept with
    /// the controller, when the controller is created (the `Scenes` factories and `init(codeInterfaceBuilderKey:)` set
    /// the key right after it), as a storyboard connects them before the view loads: "When an object receives an
    /// awakeFromNib message, it is guaranteed to have all its outlet and action connections already established."
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib).
    func starterBarItemOutlets(_ builder: BuilderModel, starter: StarterNames) -> [SwiftStatement] {
        let names = adoptionNames(builder)
        let statements: [SwiftStatement] = builder.layouts.compactMap { layout in
            let objects = controllerSettingsSplit(of: layout).adoptedEntries.map(\.name)
            let assignments: [SwiftStatement] = layout.outlets.compactMap { outlet in
                guard outlet.isOutlet, outlet.isDeclaredByOwner, !outlet.isCollection, outlet.targets.count == 1,
                    objects.contains(outlet.targets[0])
                else { return nil }
                let kept = SwiftExpression.identifier("kept")
                let target =
                    outlet.ownerName == "kept"
                    ? SwiftExpression.identifier("self").dot(outlet.ownerName) : .identifier(outlet.ownerName)
                return .assignment(target, objects.count == 1 ? kept : kept.dot(outlet.targets[0]))
            }
            guard !assignments.isEmpty else { return nil }
            return .ifLet(
                name: "kept",
                value: SwiftExpression.identifier(starter.builderType).dot(names.kept(layout))(
                    SwiftArgument("of", .identifier("self"))),
                body: assignments, elseBody: nil)
        }
        guard !statements.isEmpty else { return [] }
        return [.comment("The bar item outlets, set now, before the view loads, as the storyboard connected them.")]
            + statements
    }

    /// The starter `loadView()`'s statement that configures a controller `configure(_:key:)` did not configure for its
    /// layout (one the app created with a plain initializer), so that the builder adopts bar items the controller
    /// shows, instead of creating items no controller shows.
    func starterUnconfiguredConfigure(_ builder: BuilderModel, starter: StarterNames) -> [SwiftStatement] {
        let names = adoptionNames(builder)
        let layouts = adoptingLayouts(builder)
        let conditions = layouts.map { layout -> SwiftExpression in
            let unkept = SwiftExpression.binary(
                SwiftExpression.identifier(starter.builderType).dot(names.kept(layout))(
                    SwiftArgument("of", .identifier("self"))), "==", .literal(.nil))
            guard builder.layouts.count > 1 else { return unkept }
            return .binary(
                .binary(.identifier("codeInterfaceBuilderKey"), "==", .dot(layout.keyConstant)), "&&", unkept)
        }
        guard let first = conditions.first else { return [] }
        let condition = conditions.dropFirst().reduce(first) { .binary($0, "||", $1) }
        return [
            .comment(
                "Created with a plain initializer: configured now, so that the builder adopts bar items on screen."),
            .ifCondition(
                condition,
                body: [
                    .expression(
                        SwiftExpression.identifier(starter.builderType).dot("configure")(
                            .unlabeled(.identifier("self")),
                            SwiftArgument("key", .identifier("codeInterfaceBuilderKey"))))
                ], elseBody: nil),
        ]
    }
}
