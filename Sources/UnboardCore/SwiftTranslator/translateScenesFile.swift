extension BuilderFileTranslator {
    /// The `<Storyboard>Scenes` file of a storyboard: scene factories, segue methods, embeds, unwind protocols.
    func scenesFile(_ graph: SceneGraphModel, builders: [BuilderModel]) -> SwiftFile {
        var settled: [String: BuilderFileTranslator] = [:]
        return scenesFile(graph, builders: builders, settled: &settled)
    }

    /// The `Scenes` file, adding to `settled` (by builder type name) the translator with the splits settled of each
    /// builder its scenes use that it lacks, for the other `Scenes` files and the builders' own files.
    func scenesFile(
        _ graph: SceneGraphModel, builders: [BuilderModel], settled: inout [String: BuilderFileTranslator]
    ) -> SwiftFile {
        var members: [SwiftDeclaration] = []
        if !graph.segueIdentifiers.isEmpty { members.append(.enumeration(segueIdentifierEnum(graph))) }
        members += unwindProtocols(graph).map(SwiftDeclaration.protocolDeclaration)
        members += segueActionProtocols(graph).map(SwiftDeclaration.protocolDeclaration)
        if let initial = graph.initialScene { members.append(.function(initialFactory(initial, graph: graph))) }
        let triggers = segueTriggers(graph, builders: builders)
        // By type once: each scene's factory looks its builder up (a search per scene was quadratic in scenes).
        let buildersByType = Dictionary(builders.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        // Once per builder a scene uses, not for every builder of the run: whether it adopts bar items depends on
        // every one of its layouts, and each layout's split, a walk of the layout, is read again by its factory.
        for typeName in Set(graph.scenes.compactMap(\.builder?.typeName)) where settled[typeName] == nil {
            if let builder = buildersByType[typeName] {
                settled[typeName] = settlingControllerSettingsSplits(of: builder)
            }
        }
        members += graph.scenes.map {
            .function(sceneFactory($0, graph: graph, triggers: triggers, builders: buildersByType, settled: settled))
        }
        if !graph.scenes.isEmpty {
            members.append(.classType(sceneRestorationClass(graph, builders: buildersByType)))
        }
        members += graph.scenes.compactMap { staticTableClass($0, builders: buildersByType, graph: graph) }.map {
            SwiftDeclaration.classType($0)
        }
        members += graph.segues.map { .function(segueFunction($0, graph: graph)) }
        members += triggers.map { .function(segueTriggerFunction($0, graph: graph)) }
        members += graph.embeds.map { .function(embedFunction($0, graph: graph)) }
        if !graph.embeds.isEmpty { members += containmentFunctions().map(SwiftDeclaration.function) }
        if graph.segues.contains(where: { $0.kind == .unwind }) {
            members += unwindFunctions().map(SwiftDeclaration.function)
        }
        let declaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "The scenes of \(graph.storyboardName).storyboard in code: a factory per scene instead of",
                "`UIStoryboard.instantiateViewController(withIdentifier:)`, a method per segue and per embedded child.",
                "",
                "Each segue method creates the destination, hands it to the source's `prepare(for:sender:)` in a",
                "`UIStoryboardSegue` carrying the segue's identifier (see `\(graph.segueIdentifierTypeName)`), then shows it as Interface Builder would.",
            ]),
            attributes: ["@MainActor"], access: options.access, name: graph.typeName, members: members)
        return SwiftFile(
            name: Self.swiftFileName(typeName: graph.typeName), headerLines: Self.header([graph.sourcePath]),
            imports: ["UIKit"],
            declarations: [.enumeration(declaration)], kind: "scenes",
            context: contextForTemplates { scenesTemplateContext(graph) })
    }

    private func segueIdentifierEnum(_ graph: SceneGraphModel) -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(
            documentation:
                "The segue identifiers of the storyboard, as `prepare(for:sender:)` finds them in `segue.identifier`.",
            access: options.access, name: graph.segueIdentifierTypeName,
            members: graph.segueIdentifiers.map { constant, value in
                .variable(
                    SwiftVariable(
                        documentation: SwiftDocumentation(["`\(value)`."]), access: options.access, isStatic: true,
                        name: constant,
                        value: .string(value)))
            })
    }

    /// One protocol per unwind action: the controllers an unwind segue may return to adopt it.
    private func unwindProtocols(_ graph: SceneGraphModel) -> [SwiftTypeDeclaration] {
        let actions = Set(graph.segues.compactMap(\.unwindAction)).sorted()
        return actions.compactMap { action in
            guard let method = TranslationContext.unwindMethodName(action) else { return nil }
            return SwiftTypeDeclaration(
                documentation: SwiftDocumentation([
                    "A controller that unwind segues with the action `\(action)` return to. Adopt it where the",
                    "`@IBAction func \(method)(_ segue: UIStoryboardSegue)` is declared.",
                ]),
                attributes: ["@MainActor"], access: options.access, name: graph.unwindProtocolName(action),
                conformances: ["UIViewController"],
                members: [
                    .function(
                        SwiftFunction(
                            documentation:
                                "Called with the unwind segue before the controllers above this one are dismissed or popped.",
                            kind: .function(name: method),
                            parameters: [SwiftParameter(label: "_", name: "segue", type: "UIStoryboardSegue")],
                            body: []))
                ])
        }
    }

    /// One protocol per `@IBSegueAction` method name: the source of the segues IB created their destination with it
    /// adopts it (the `migrate` starter does), and the segue methods ask it for the destination. Selectors that differ
    /// only after the name (`makeDetail:` and `makeDetailWithCoder:sender:`, overloads of one Swift method) share it.
    private func segueActionProtocols(_ graph: SceneGraphModel) -> [SwiftTypeDeclaration] {
        let selectors = Set(graph.segues.compactMap(\.creationSelector)).filter {
            TranslationContext.segueActionMethodName($0) != nil
        }
        let byProtocol = Dictionary(grouping: selectors.sorted(), by: graph.segueActionProtocolName)
        return byProtocol.keys.sorted().map { name in
            let grouped = byProtocol[name] ?? []
            let methods = Set(grouped.compactMap(TranslationContext.segueActionMethodName)).sorted()
            let listed = grouped.map { "`\($0)`" }.joined(separator: ", ")
            return SwiftTypeDeclaration(
                documentation: SwiftDocumentation([
                    "A controller that created the destination of its segues with the `@IBSegueAction` \(listed).",
                    "UIKit called that method with a coder, which code does not have: the segue methods ask this one instead.",
                ]),
                attributes: ["@MainActor"], access: options.access, name: name, conformances: ["UIViewController"],
                members: methods.map { .function(Self.segueActionRequirement($0, documentation: nil, body: [])) })
        }
    }

    /// `<method>(sender:segueIdentifier:) -> UIViewController?`: the `@IBSegueAction`'s parameters without the coder.
    static func segueActionRequirement(
        _ method: String, documentation: SwiftDocumentation?, body: [SwiftStatement]
    ) -> SwiftFunction {
        SwiftFunction(
            documentation: documentation
                ?? "The segue's destination, created as the `@IBSegueAction` did; `nil` for the scene's factory's.",
            kind: .function(name: method),
            parameters: [
                SwiftParameter(name: "sender", type: "Any?"), SwiftParameter(name: "segueIdentifier", type: "String?"),
            ],
            returnType: "UIViewController?", body: body)
    }

    /// One note per unwind action of `graph`, for `migrate`: the storyboard names the action, not the class that
    /// declares it, so no starter can adopt the action's protocol, and until a class does, the unwind segue finds no
    /// destination and does nothing.
    public func unwindAdoptionNotes(_ graph: SceneGraphModel) -> [Diagnostic] {
        var seen = Set<String>()
        return graph.segues.compactMap { segue in
            guard let action = segue.unwindAction, let method = TranslationContext.unwindMethodName(action),
                seen.insert(action).inserted
            else { return nil }
            return .note(
                "adopt \(graph.typeName).\(graph.unwindProtocolName(action)) in the class that declares "
                    + "@IBAction func \(method)(_:): the storyboard "
                    + "does not say which, and until a class adopts it, unwind segues with the action '\(action)' "
                    + "do nothing",
                at: Diagnostic.Location(filePath: graph.sourcePath, line: segue.line))
        }
    }

    private func initialFactory(_ initial: SceneReference, graph: SceneGraphModel) -> SwiftFunction {
        staticFunction(
            [
                "The initial view controller of \(graph.storyboardName).storyboard, which `UIStoryboard.instantiateInitialViewController()` returned."
            ],
            name: "makeInitialViewController", returnType: initial.className,
            body: [.expression(Self.factoryCall(initial))])
    }

    /// `makeDetail()`, or `OtherScenes.makeDetail()` for a scene of another storyboard.
    static func factoryCall(_ reference: SceneReference) -> SwiftExpression {
        let name =
            reference.typeName.map { SwiftExpression.identifier($0).dot(reference.factoryName) }
            ?? .identifier(reference.factoryName)
        return .call(name, [])
    }

    /// `static func`: everything the `Scenes` type declares is static.
    func staticFunction(
        _ documentation: [String], name: String, parameters: [SwiftParameter] = [], returnType: String? = nil,
        access: SwiftAccess? = nil, body: [SwiftStatement]
    ) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: SwiftDocumentation(documentation), access: access ?? options.access,
            kind: .function(name: name),
            parameters: parameters, returnType: returnType, body: body)
        function.isStatic = true
        return function
    }
}
