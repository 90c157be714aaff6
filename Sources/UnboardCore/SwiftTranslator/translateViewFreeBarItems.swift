/// The copies of a builder's wired bar items that `configure(_:key:)` gives a controller before its view loads, and
/// how `configure(_:)` finds them again. A storyboard sets a controller's bar items when it creates the controller
/// (`UIViewController.tabBarItem`: "create the items in your view controller's initialization code";
/// `UIViewController.navigationItem`: "Avoid tying the creation of bar button items in your navigation item to the
/// creation of your view controller's view."); the builder's
/// own items, which its outlets and actions reach, exist only once its views do. So the view-free `configure(_:key:)`
/// sets copies, remembered weakly, and `configure(_:)` replaces a property's items only while they are all copies:
/// items the app set on the controller in between stay.
extension BuilderFileTranslator {
    static let viewFreeBarItemsName = "viewFreeBarItems"
    static let isViewFreeName = "isViewFree"

    /// The static members that remember the copies, when some layout of `builder` copies bar items.
    func viewFreeBarItemMembers(_ builder: BuilderModel) -> [SwiftDeclaration] {
        guard builder.layouts.contains(where: { !controllerSettingsSplit(of: $0).copiedBarItems.isEmpty }) else {
            return []
        }
        let store = SwiftVariable(
            documentation: SwiftDocumentation([
                "The copies of this builder's bar items that `configure(_:key:)` gave controllers, held weakly: a",
                "controller that never loads its view keeps them alive, not the builder.",
            ]),
            access: .private, isStatic: true, isMutable: true, name: Self.viewFreeBarItemsName,
            type: "[@MainActor () -> UIBarItem?]", value: .array([]))
        // `!items.isEmpty && items.allSatisfy { item in item != nil && viewFreeBarItems.contains { copy() === item } }`
        let isCopy = SwiftClosure(
            parameters: ["copy"], body: [.expression(.binary(.identifier("copy()"), "===", .identifier("item")))])
        let isRemembered = SwiftExpression.identifier(Self.viewFreeBarItemsName).dot("contains")(
            SwiftArgument("where", .closure(isCopy)))
        let everyItem = SwiftClosure(
            parameters: ["item"],
            body: [.expression(.binary(.binary(.identifier("item"), "!=", .literal(.nil)), "&&", isRemembered))])
        let allRemembered = SwiftExpression.identifier("items").dot("allSatisfy")(.unlabeled(.closure(everyItem)))
        var check = SwiftFunction(
            documentation: SwiftDocumentation([
                "Whether `items` are copies `configure(_:key:)` made, every one: none that the app set since."
            ]),
            access: .private, kind: .function(name: Self.isViewFreeName),
            parameters: [SwiftParameter(label: "_", name: "items", type: "[UIBarItem?]")], returnType: "Bool",
            body: [.returnValue(.binary(.identifier("!items.isEmpty"), "&&", allRemembered))])
        check.isStatic = true
        return [.variable(store), .function(check)]
    }

    /// The statements of `configure(_:key:)` that remember the copies `split` assigns (forgetting those gone).
    func rememberViewFreeBarItems(_ split: ControllerSettingsSplit) -> [SwiftStatement] {
        guard !split.copiedItemNames.isEmpty else { return [] }
        let store = SwiftExpression.identifier(Self.viewFreeBarItemsName)
        var statements: [SwiftStatement] = [
            .expression(
                store.dot("removeAll")(
                    SwiftArgument(
                        "where",
                        .closure(
                            SwiftClosure(
                                parameters: ["copy"],
                                body: [.expression(.binary(.identifier("copy()"), "==", .literal(.nil)))])))))
        ]
        for name in split.copiedItemNames {
            var closure = SwiftClosure(parameters: [], body: [.expression(.identifier(name))])
            closure.captures = ["weak \(name)"]
            statements.append(.expression(store.dot("append")(.unlabeled(.closure(closure)))))
        }
        return statements
    }

    /// `configure(_:)`'s statements for `split.withBuilder`: a copied bar item setting only while the controller
    /// still holds the copies.
    func builderControllerStatements(_ split: ControllerSettingsSplit, on name: String) -> [SwiftStatement] {
        let viewController = SwiftExpression.identifier(name)
        return split.withBuilder.flatMap { setting -> [SwiftStatement] in
            let statements = controllerStatements([setting], on: name)
            guard split.copiedBarItems.contains(setting), case .assign(let path, _) = setting else { return statements }
            let current = path.reduce(viewController) { $0.dot($1) }
            let items: SwiftExpression =
                path.last?.hasSuffix("Items") == true
                ? .binary(
                    .tuple([.unlabeled(.binary(current, "??", .array([])))]), "as",
                    .identifier("[UIBarItem?]"))
                : .array([current])
            let check = SwiftExpression.identifier("Self").dot(Self.isViewFreeName)(.unlabeled(items))
            return [.ifCondition(check, body: statements, elseBody: nil)]
        }
    }
}
