/// The bar items a builder wires (outlets, actions, segue triggers) that the controller holds before its view loads.
/// A storyboard sets a controller's bar items when it creates the controller (`UIViewController.tabBarItem`: "create
/// the items in your view controller's initialization code"; `UIViewController.navigationItem`: "Avoid tying the
/// creation of bar button items in your navigation item to the creation of your view controller's view."), so the
/// view-free `configure(_:key:)` creates them, sets them and keeps them with the controller (an associated object:
/// a controller has no stored property for them). The builder that `loadView()` creates adopts them: its outlets
/// and actions reach the items on screen, with whatever the app changed on them, and nothing replaces them.
extension BuilderFileTranslator {
    /// Whether some layout of `builder` has bar items its initializer adopts from the controller.
    func adoptsBarItems(_ builder: BuilderModel) -> Bool {
        builder.layouts.contains { !$0.controllerSettingsSplit.adoptedObjects.isEmpty }
    }

    /// The parameter of `init(key:viewController:)`, `nil` for builders that adopt no bar items.
    func adoptingParameter(_ builder: BuilderModel) -> SwiftParameter? {
        adoptsBarItems(builder) ? SwiftParameter(name: "viewController", type: "UIViewController?") : nil
    }

    /// The file-level addresses under which controllers keep each layout's adopted bar items.
    func adoptedBarItemStorage(_ builder: BuilderModel) -> [SwiftDeclaration] {
        builder.layouts.filter { !$0.controllerSettingsSplit.adoptedObjects.isEmpty }.map { layout in
            var storage = associatedObjectAddress(AdoptionNames(builder).storage(layout), where: "")
            storage.documentation = SwiftDocumentation([
                "The address that names where each controller keeps the bar items `configure(_:key:)` gave it for",
                "`.\(layout.keyConstant)`, which the builder adopts: extensions cannot add stored properties.",
            ])
            return .variable(storage)
        }
    }

    /// For each layout that adopts bar items, `static func <layout>BarItems()`, which creates them as IB sets them up.
    func barItemFactories(_ builder: BuilderModel) -> [SwiftDeclaration] {
        let names = AdoptionNames(builder)
        return builder.layouts.compactMap { layout -> SwiftDeclaration? in
            let objects = layout.controllerSettingsSplit.adoptedObjects
            guard !objects.isEmpty else { return nil }
            let items = objects.map { SwiftExpression.identifier($0.name) }
            var function = SwiftFunction(
                documentation: SwiftDocumentation([
                    "New bar items of `.\(layout.keyConstant)`, as Interface Builder sets them up: those the controller",
                    "holds and this builder's outlets and actions reach.",
                ]),
                access: .private, kind: .function(name: names.factory(layout)),
                returnType: tupleType(objects.map(\.type)),
                body: objects.flatMap(creation(of:))
                    + [.returnValue(items.count == 1 ? items[0] : .tuple(items.map { .unlabeled($0) }))])
            function.isStatic = true
            return .function(function)
        }
    }

    /// `configure(_:key:)`'s statements that create the adopted items of `layout`, before the settings that hold them:
    /// `let barItems = makeBarItems()` and its items by name.
    func barItemCreation(_ layout: LayoutModel, of builder: BuilderModel) -> [SwiftStatement] {
        let objects = layout.controllerSettingsSplit.adoptedObjects
        guard !objects.isEmpty else { return [] }
        let make = SwiftExpression.identifier(AdoptionNames(builder).factory(layout))()
        guard objects.count > 1 else { return [.variable(SwiftVariable(name: objects[0].name, value: make))] }
        return [
            .variable(SwiftVariable(name: "barItems", value: make)),
            .variable(SwiftVariable(name: bindingPattern(objects), value: .identifier("barItems"))),
        ]
    }

    /// `configure(_:key:)`'s statement that keeps the adopted items of `layout` with the controller.
    func barItemKeeping(_ layout: LayoutModel, of builder: BuilderModel) -> [SwiftStatement] {
        let objects = layout.controllerSettingsSplit.adoptedObjects
        guard !objects.isEmpty else { return [] }
        return [
            .comment("Kept with the controller: the builder created for this controller adopts them."),
            .expression(
                setAssociatedObject(
                    AdoptionNames(builder).storage(layout),
                    value: .identifier(objects.count == 1 ? objects[0].name : "barItems"),
                    on: .identifier("viewController"))),
        ]
    }

    /// The layout initializer's statement that adopts the items `configure(_:key:)` gave the controller, or creates
    /// them when it gave none (a controller it did not configure, or no controller).
    func barItemAdoption(_ layout: LayoutModel, of builder: BuilderModel) -> [SwiftStatement] {
        let objects = layout.controllerSettingsSplit.adoptedObjects
        guard !objects.isEmpty else { return [] }
        let names = AdoptionNames(builder)
        let kept = SwiftExpression.identifier("viewController").dot("flatMap")(
            .unlabeled(
                .closure(
                    SwiftClosure(
                        parameters: [],
                        body: [
                            .expression(
                                getAssociatedObject(names.storage(layout), on: .identifier("$0")))
                        ]))))
        return [
            .comment(
                "The bar items `configure(_:key:)` gave the controller: its outlets and actions reach the items on screen."
            ),
            .variable(SwiftVariable(name: "keptBarItems", value: kept)),
            .variable(
                SwiftVariable(
                    name: bindingPattern(objects, inUse: layout.controllerSettingsSplit.adoptedNamesInUse),
                    value: .binary(
                        .binary(.identifier("keptBarItems"), "as?", .identifier(tupleType(objects.map(\.type)))), "??",
                        SwiftExpression.identifier("Self").dot(names.factory(layout))()))),
        ]
    }

    /// `(edit, add, gear)`, or `(edit, add, _)` for items not `inUse`.
    private func bindingPattern(_ objects: [ObjectNode], inUse: Set<String>? = nil) -> String {
        let names = objects.map { inUse?.contains($0.name) == false ? "_" : $0.name }
        return names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    }

    private func tupleType(_ types: [String]) -> String {
        types.count == 1 ? types[0] : "(" + types.joined(separator: ", ") + ")"
    }
}

/// The names of a builder's bar item factories and storage addresses: short where one layout adopts bar items
/// (`makeBarItems()`, `barItemsStorage`), named after the layout where several do.
private struct AdoptionNames {
    let isShared: Bool

    init(_ builder: BuilderModel) {
        isShared = builder.layouts.filter { !$0.controllerSettingsSplit.adoptedObjects.isEmpty }.count > 1
    }

    func factory(_ layout: LayoutModel) -> String {
        "make" + (isShared ? SwiftIdentifier.uppercaseFirst(layout.keyConstant) : "") + "BarItems"
    }

    func storage(_ layout: LayoutModel) -> String { (isShared ? layout.keyConstant + "B" : "b") + "arItemsStorage" }
}
