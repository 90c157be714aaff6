extension BuilderFileTranslator {
    /// `make<Scene>()`: creates the scene's class, gives it its restoration identifier, lays it out or configures it
    /// with its builder, and creates the controllers it holds through relationship segues. `settled` holds this
    /// translator with the controller settings splits of each scene's builder settled
    /// (`settlingControllerSettingsSplits(of:)`), by builder type.
    func sceneFactory(
        _ scene: SceneModel, graph: SceneGraphModel, triggers: [SegueTriggers], builders: [String: BuilderModel],
        settled: [String: BuilderFileTranslator]
    ) -> SwiftFunction {
        let controller = SwiftExpression.identifier("controller")
        let servesStaticTable = staticTableBuilder(scene, builders: builders) != nil
        let creation = SwiftExpression.call(
            .identifier(servesStaticTable ? graph.staticTableClassName(scene) : scene.className),
            scene.initializer.map { SwiftArgument($0.label, .identifier($0.value)) })
        let translator = scene.builder.flatMap { settled[$0.typeName] } ?? self
        var body: [SwiftStatement] = [
            .variable(SwiftVariable(name: "controller", value: creation)),
            translator.sceneRestorationIdentifierStatement(scene, graph: graph, builders: builders, on: controller),
        ]
        let name = scene.storyboardIdentifier ?? String(scene.factoryName.dropFirst("make".count))
        var documentation = ["The `\(scene.className)` of scene `\(name)` (\(graph.sourcePath), id `\(scene.id)`)."]
        if let builder = scene.builder {
            let split =
                builders[builder.typeName].flatMap { translator.sceneLayout(builder.keyConstant, of: $0) }
                .map(translator.controllerSettingsSplit(of:)) ?? ControllerSettingsSplit()
            let adopts = builders[builder.typeName].map(translator.adoptsBarItems) ?? false
            let make = SwiftExpression.call(
                .identifier(builder.typeName),
                [SwiftArgument("key", .dot(builder.keyConstant))]
                    + (adopts ? [SwiftArgument("viewController", controller)] : []))
            // As a storyboard does, before the view loads: a tab bar shows the items of tabs not yet shown.
            let viewFreeConfigure: [SwiftStatement] =
                split.viewFree.isEmpty && split.adoptedBarItems.isEmpty
                ? []
                : [
                    .expression(
                        SwiftExpression.identifier(builder.typeName).dot("configure")(
                            .unlabeled(controller), SwiftArgument("key", .dot(builder.keyConstant))))
                ]
            if scene.isCustomClass && builder.hasView {
                // Every class that adopts the protocol is told its layout, even with one: a `migrate` starter creates
                // the layout its key names, and saves the key for state restoration.
                body += viewFreeConfigure
                body.append(
                    .expression(
                        SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(builder.keyConstant).dot("select")(
                            SwiftArgument("for", controller))))
                documentation.append(contentsOf: [
                    "",
                    "`\(scene.className)` lays itself out: `\(builder.typeName)(key: .\(builder.keyConstant)"
                        + (adopts ? ", viewController: self" : "") + ")` in its `loadView()`"
                        + (split.withBuilder.isEmpty
                            ? "."
                            : ", and the builder's `configure(_:)` there, for the controller's properties that hold its views."),
                ])
            } else if builder.hasView {
                body += viewFreeConfigure
                body.append(.variable(SwiftVariable(name: "builder", value: make)))
                body.append(.assignment(controller.dot("view"), SwiftExpression.identifier("builder").dot("view")))
                if let managed = Self.managedViewAssignment(ofController: scene.baseClassName, on: controller) {
                    body.append(managed)
                }
                if servesStaticTable { body += Self.staticTableRoles(controller) }
                if !split.withBuilder.isEmpty {
                    body.append(
                        .expression(SwiftExpression.identifier("builder").dot("configure")(.unlabeled(controller))))
                }
                if triggers.contains(where: {
                    $0.builderType == builder.typeName && $0.sourceClassName == scene.className
                }) {
                    body.append(
                        .expression(
                            SwiftExpression.identifier("addSegueTriggers")(
                                SwiftArgument("to", controller), SwiftArgument("builder", .identifier("builder")))))
                }
                // No class of the app keeps this builder, so its children are embedded here, with its view.
                for embed in graph.embeds where embed.parentSceneID == scene.id {
                    body.append(
                        embedCall(
                            .identifier(embed.methodName), in: controller, container: embed.containerProperty,
                            of: builders[builder.typeName]))
                }
            } else if scene.isCustomClass,
                builders[builder.typeName]?.controllerLayouts.contains(where: { !$0.views.isEmpty }) == true
            {
                body.append(containerKeyOrConfigure(controller, builder: builder, configure: make))
                documentation.append(contentsOf: [
                    "",
                    "A `migrate` starter of `\(scene.className)` configures it when told its key, keeping the builder that",
                    "owns the views beside it in the scene and setting the class's outlets to them.",
                ])
            } else {
                body.append(.expression(make.dot("configure")(.unlabeled(controller))))
            }
        }
        body += relationshipStatements(scene)
        body.append(.returnValue(controller))
        return staticFunction(documentation, name: scene.factoryName, returnType: scene.className, body: body)
    }

    /// For a container class whose scene has views beside the controller: the key, through the protocol its
    /// `migrate` starter adopts, whose setter configures it with a builder it keeps; else the builder's `configure(_:)`.
    private func containerKeyOrConfigure(
        _ controller: SwiftExpression, builder: SceneBuilderReference, configure make: SwiftExpression
    ) -> SwiftStatement {
        let select = SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(builder.keyConstant).dot("select")(
            SwiftArgument("for", controller))
        return .ifCondition(
            .identifier("!" + select.renderedText), body: [.expression(make.dot("configure")(.unlabeled(controller)))],
            elseBody: nil)
    }

    /// `controller.viewControllers = [...]` for navigation, tab bar and classic split view controllers;
    /// `setViewController(_:for:)` per column for column-style split view controllers.
    private func relationshipStatements(_ scene: SceneModel) -> [SwiftStatement] {
        let controller = SwiftExpression.identifier("controller")
        let ordered = scene.kind == .split ? Self.columnOrder(scene.relationships) : scene.relationships
        guard !ordered.isEmpty else { return [] }
        if scene.kind == .split, scene.initializer.first?.label == "style" {
            return ordered.map { relationship in
                let column =
                    ["masterViewController": "primary", "detailViewController": "secondary"][relationship.relationship]
                    ?? "supplementary"
                return .expression(
                    controller.dot("setViewController")(
                        .unlabeled(Self.factoryCall(relationship.destination)), SwiftArgument("for", .dot(column))))
            }
        }
        return [
            .assignment(controller.dot("viewControllers"), .array(ordered.map { Self.factoryCall($0.destination) }))
        ]
    }

    /// A split view controller's columns: master, supplementary, then detail, whatever order IB wrote them in.
    private static func columnOrder(_ relationships: [RelationshipModel]) -> [RelationshipModel] {
        let order = ["masterViewController": 0, "supplementaryViewController": 1, "detailViewController": 2]
        return relationships.sorted { (order[$0.relationship] ?? 3) < (order[$1.relationship] ?? 3) }
    }
}
