extension BuilderFileTranslator {
    /// The starter `unboard migrate` writes for a container controller class of the app's (a navigation, tab bar,
    /// split or page view controller subclass) whose scene has views beside the controller: loading the scene created
    /// them and set the class's outlets to them ("When the file is loaded, the connection is established.",
    /// https://developer.apple.com/library/mac/documentation/General/Devpedia-CocoaApp-MOSX/Outlet.html). Setting
    /// `codeInterfaceBuilderKey` configures the controller with a new builder, keeps the builder (which owns those
    /// views) and sets the outlets to its views; `init(codeInterfaceBuilderKey:)` and the `Scenes` factories set it.
    /// `nil` for other builders.
    func containerStarterFile(for builder: BuilderModel) -> SwiftFile? {
        guard let owner = containerStarterOwner(builder) else { return nil }
        let starter = StarterNames(className: owner.className, builderType: builder.typeName)
        let members: [SwiftDeclaration] = [
            .function(containerStarterInitializer(starter)),
            .variable(
                starterBuilderProperty(
                    starter,
                    documentation: SwiftDocumentation([
                        "The builder that configured the controller and owns the views beside it in the scene, once",
                        "`codeInterfaceBuilderKey` was set.",
                    ]))),
            .variable(containerStarterKeyProperty(starter, builder: builder)),
        ]
        let storage = [starter.builderStorage, starter.keyStorage].map { name in
            SwiftDeclaration.variable(associatedObjectAddress(name, where: "each controller keeps this value"))
        }
        let declaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "`\(owner.className)` configured in code by `\(builder.typeName)` instead of a storyboard, with the views",
                "beside it in the scene: create it with `\(owner.className)(codeInterfaceBuilderKey:)`.",
            ]),
            name: owner.className, conformances: [Self.layoutSelectingProtocol], members: members)
        return starterSwiftFile(
            owner.className, builder: builder, declarations: storage + [.extensionOf(declaration)])
    }

    /// The app's container controller class a container starter extends, and its UIKit type: every scene of the
    /// builder is of that one class, and some has views beside the controller.
    func containerStarterOwner(_ builder: BuilderModel) -> (className: String, type: String)? {
        let classes = Set(builder.controllerLayouts.map(\.customClass))
        guard builder.layouts.isEmpty, classes.count == 1, let className = classes.first ?? nil,
            !Self.isPlatformClassName(className), builder.controllerLayouts.contains(where: { !$0.views.isEmpty }),
            let type = controllerType(builder)
        else { return nil }
        return (className, type)
    }

    private func containerStarterInitializer(_ starter: StarterNames) -> SwiftFunction {
        keyInitializer(
            documentation: SwiftDocumentation([
                "Creates the controller configured as the layout `key` of `\(starter.builderType)`, with the views",
                "beside it in the scene and the class's outlets to them.",
            ]),
            body: [.assignment(.identifier("codeInterfaceBuilderKey"), .identifier("key"))])
    }

    /// `codeInterfaceBuilderKey`, whose setter configures the controller with a new builder, keeps it and sets the
    /// class's outlets from it, through the outlet assignments every starter makes.
    private func containerStarterKeyProperty(_ starter: StarterNames, builder: BuilderModel) -> SwiftVariable {
        var variable = keptKeyProperty(
            starter, defaultKey: builder.controllerLayouts[0].keyConstant,
            documentation: SwiftDocumentation([
                "The layout the controller is configured with: setting it configures the controller with a new",
                "builder, as loading the scene did, and sets the class's outlets to that builder's views.",
            ])
        ).variable
        let builderValue = SwiftExpression.identifier("builder")
        variable.setter =
            [
                .expression(setAssociatedObject(starter.keyStorage, value: .identifier("newValue"))),
                .variable(
                    SwiftVariable(
                        name: "builder",
                        value: .identifier(starter.builderType)(SwiftArgument("key", .identifier("newValue"))))),
                .expression(builderValue.dot("configure")(.unlabeled(.identifier("self")))),
                .expression(setAssociatedObject(starter.builderStorage, value: builderValue)),
            ] + starterOutletAssignments(mergedOutlets(builder).filter(\.isOwnerOutlet), from: builderValue)
        return variable
    }
}
