extension BuilderFileTranslator {
    /// The restoration identifier a scene's factory gives its controller when it has none: the storyboard's, else
    /// the layout's key (which a `migrate` starter's key setter gives too), else the storyboard's name and the
    /// scene's.
    func sceneRestorationIdentifier(
        _ scene: SceneModel, graph: SceneGraphModel, builders: [String: BuilderModel]
    ) -> SwiftExpression {
        let fallback = SwiftExpression.string("\(graph.storyboardName).\(scene.factoryName.dropFirst("make".count))")
        guard let reference = scene.builder, let builder = builders[reference.typeName] else { return fallback }
        let layout = sceneLayout(reference.keyConstant, of: builder)
        let controllerLayout = sceneControllerLayout(reference.keyConstant, of: builder)
        let settings = layout?.controller?.settings ?? controllerLayout?.controller.settings ?? []
        for case .assign(["restorationIdentifier"], let value) in settings { return value }
        return (layout?.key ?? controllerLayout?.key).map(SwiftExpression.string) ?? fallback
    }

    /// `controller.restorationIdentifier = controller.restorationIdentifier ?? <identifier>`: every controller a
    /// factory creates can be preserved, since "all parent view controllers in the view controller hierarchy must
    /// have restoration identifiers too"; one the app set first is kept.
    func sceneRestorationIdentifierStatement(
        _ scene: SceneModel, graph: SceneGraphModel, builders: [String: BuilderModel], on controller: SwiftExpression
    ) -> SwiftStatement {
        let identifier = controller.dot("restorationIdentifier")
        return .assignment(
            identifier, .binary(identifier, "??", sceneRestorationIdentifier(scene, graph: graph, builders: builders)))
    }

    /// `SceneRestoration`, the restoration class the segue methods give the controllers they create: a storyboard's
    /// controller created on demand was recreated from the storyboard ("If the view controller was originally loaded
    /// from a storyboard file, UIKit uses the saved storyboard information to locate and create it.",
    /// https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html),
    /// which code has not; this class calls the scene's factory instead, scenes without a custom class and containers
    /// included. A restoration identifier no scene has (one renamed in an update) gives nil.
    func sceneRestorationClass(_ graph: SceneGraphModel, builders: [String: BuilderModel]) -> SwiftTypeDeclaration {
        var seen = Set<SwiftExpression>()
        var indexed: [String: BuilderFileTranslator] = [:]
        for typeName in Set(graph.scenes.compactMap(\.builder?.typeName)) {
            indexed[typeName] = builders[typeName].map(indexingSceneLayouts)
        }
        let cases = graph.scenes.compactMap { scene -> SwiftSwitchCase? in
            let translator = scene.builder.flatMap { indexed[$0.typeName] } ?? self
            let identifier = translator.sceneRestorationIdentifier(scene, graph: graph, builders: builders)
            guard seen.insert(identifier).inserted else { return nil }
            let factory = SwiftExpression.identifier(graph.typeName).dot(scene.factoryName)
            return SwiftSwitchCase(patterns: [identifier], body: [.returnValue(factory())])
        }
        let method = restorationMethod(
            documentation: [
                "The controller of the scene whose restoration identifier ends `identifierComponents`, created by its",
                "factory; nil for an identifier no scene of the storyboard has.",
            ],
            body: [
                .switchOver(
                    .binary(SwiftExpression.identifier("identifierComponents").dot("last"), "??", .string("")),
                    cases: cases, defaultBody: [.returnValue(.literal(.nil))])
            ])
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "The restoration class of the controllers the segue methods create: UIKit recreated a storyboard's controller",
                "created on demand from the storyboard, and now asks this class, which calls the scene's factory. Give it to",
                "a controller the app creates on demand with a factory (`restorationClass = \(graph.typeName).\(graph.restorationClassName).self`);",
                "those created at launch need none: UIKit finds them by their restoration identifiers.",
            ]),
            attributes: ["@MainActor"], access: options.access, name: graph.restorationClassName,
            conformances: ["NSObject", "UIViewControllerRestoration"], members: [.function(method)])
    }

    /// `destination.restorationClass = SceneRestoration.self` (or another storyboard's) for a segue's destination.
    static func segueRestorationClassStatement(
        _ destination: SceneReference, graph: SceneGraphModel, on controller: SwiftExpression
    ) -> SwiftStatement {
        let name = graph.restorationClassName(of: destination.typeName)
        let type = destination.typeName.map { SwiftExpression.identifier($0).dot(name) } ?? .identifier(name)
        return .assignment(controller.dot("restorationClass"), type.dot("self"))
    }

    /// `static func viewController(withRestorationIdentifierPath:coder:) -> UIViewController?`, the one requirement
    /// of `UIViewControllerRestoration`, with the output's access.
    func restorationMethod(documentation: [String], body: [SwiftStatement]) -> SwiftFunction {
        var method = SwiftFunction(
            documentation: SwiftDocumentation(documentation), access: options.access,
            kind: .function(name: "viewController"),
            parameters: [
                SwiftParameter(label: "withRestorationIdentifierPath", name: "identifierComponents", type: "[String]"),
                SwiftParameter(name: "coder", type: "NSCoder"),
            ],
            returnType: "UIViewController?", body: body)
        method.isStatic = true
        return method
    }
}
