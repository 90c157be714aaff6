extension BuilderFileTranslator {
    /// Whether a prototype's views have outlets to the scene's controller (`sceneControllerOutlets`).
    func connectsSceneController(_ builder: BuilderModel) -> Bool {
        builder.layouts.contains { !$0.sceneControllerOutlets.isEmpty }
    }

    /// `sceneControllerConnection` and `connectSceneController(from:)`: the outlets of a prototype's views to its
    /// scene's controller, which the storyboard connected when the table or collection view created the cell.
    func sceneControllerMembers(_ builder: BuilderModel) -> [SwiftDeclaration] {
        guard connectsSceneController(builder) else { return [] }
        let connect = SwiftFunction(
            documentation: SwiftDocumentation([
                "Sets the outlets of the prototype's views that Interface Builder connected to its scene's view controller,",
                "which the storyboard sets when the table or collection view creates the cell: the controller is the first",
                "of its class up the responder chain from `cell`, so call it once the cell is in its table or collection",
                "view (the generated prototype class calls it from `didMoveToSuperview()`). An outlet the app set is kept.",
            ]),
            access: options.access, kind: .function(name: "connectSceneController"),
            parameters: [SwiftParameter(label: "from", name: "cell", type: "UIView")],
            body: [
                .expression(SwiftExpression.identifier("sceneControllerConnection")(.unlabeled(.identifier("cell"))))
            ])
        return [
            .variable(
                SwiftVariable(
                    access: .private, name: "sceneControllerConnection", type: "@MainActor (UIView) -> Void")),
            .function(connect),
        ]
    }

    /// `self.sceneControllerConnection = { cell in ... }` in a layout's initializer: finds the controller up the
    /// responder chain (the cell is in its view, as for the prototype's actions) and sets each outlet still `nil`.
    func sceneControllerConnectionAssignment(_ layout: LayoutModel, builder: BuilderModel) -> [SwiftStatement] {
        guard connectsSceneController(builder) else { return [] }
        let target = SwiftExpression.identifier("self").dot("sceneControllerConnection")
        guard let className = layout.sceneControllerClass, !layout.sceneControllerOutlets.isEmpty else {
            return [.assignment(target, .closure(SwiftClosure(parameters: ["_"], body: [])))]
        }
        // `Swift.sequence` and `sceneController`, which the layout reserves: a view named after an outlet `sequence`
        // or `controller` would shadow a plain name.
        let chain = SwiftExpression.identifier("Swift").dot("sequence")(
            SwiftArgument("first", .binary(.identifier("cell"), "as", .identifier("UIResponder"))),
            SwiftArgument("next", .identifier("\\.next")))
        let found = chain.dot("first")(
            SwiftArgument(
                "where",
                .closure(
                    SwiftClosure(
                        parameters: [],
                        body: [.expression(.binary(.identifier("$0"), "is", .identifier(className)))]))))
        let sets: [SwiftStatement] = layout.sceneControllerOutlets.map { outlet in
            let property = SwiftExpression.identifier(outlet.view).dot(outlet.property)
            return .ifCondition(
                .binary(property, "==", .literal(.nil)),
                body: [
                    .assignment(
                        property, .binary(.identifier("sceneController"), "as?", .identifier(outlet.conformance)))
                ], elseBody: nil)
        }
        return [
            .comment("Connected to the scene's \(className) in Interface Builder, whose view holds the cell."),
            .assignment(
                target,
                .closure(
                    SwiftClosure(
                        parameters: ["cell"],
                        body: [.ifLet(name: "sceneController", value: found, body: sets, elseBody: nil)]))),
        ]
    }

    /// `didMoveToSuperview()` of a generated prototype class: its table or collection view has added it, so the
    /// scene's controller is up the responder chain ("returns the UIViewController object that manages it (if it has
    /// one) or its superview (if it doesn't)", https://developer.apple.com/documentation/uikit/uiresponder/next).
    func sceneControllerConnectingFunction() -> SwiftFunction {
        overriding(
            "didMoveToSuperview", parameters: [],
            documentation:
                "Connects the outlets Interface Builder gives the scene's controller, once the cell is in its view.",
            body: [
                .expression(SwiftExpression.identifier("super").dot("didMoveToSuperview")()),
                .expression(
                    SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("connectSceneController")(
                        SwiftArgument("from", .identifier("self")))),
            ])
    }
}
