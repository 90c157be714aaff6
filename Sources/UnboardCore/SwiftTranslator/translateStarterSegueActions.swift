extension BuilderFileTranslator {
    /// The `Scenes` protocols of the `@IBSegueAction`s of the class's segues, which the starter adopts, and their
    /// methods, one per name: each returns `nil`, the destination the scene's factory makes, until the app creates the
    /// destination there as its `@IBSegueAction` did, with an initializer that takes no coder.
    func starterSegueActions(
        className: String, sceneGraphs: [SceneGraphModel]
    ) -> (conformances: [String], methods: [SwiftFunction]) {
        var conformances: [String] = []
        var methods: [SwiftFunction] = []
        for graph in sceneGraphs {
            let segues = graph.segues.filter { $0.sourceClassName == className }
            for selector in Set(segues.compactMap(\.creationSelector)).sorted() {
                guard let name = TranslationContext.segueActionMethodName(selector) else { continue }
                let conformance = graph.typeName + "." + graph.segueActionProtocolName(selector)
                if !conformances.contains(conformance) { conformances.append(conformance) }
                guard !methods.contains(where: { $0.kind == .function(name: name) }) else { continue }
                // Selectors of one name (`makeDetail:`, `makeDetailWithCoder:sender:`) are overloads of one method.
                let named = segues.filter {
                    $0.creationSelector.flatMap(TranslationContext.segueActionMethodName) == name
                }
                let names = named.map { $0.identifier ?? "(no identifier)" }
                let selectors = Set(named.compactMap(\.creationSelector)).sorted().map { "`\($0)`" }
                var method = Self.segueActionRequirement(
                    name,
                    documentation: SwiftDocumentation([
                        "The destination of segue `\(names.joined(separator: "`, `"))`, which Interface Builder created with your",
                        "`@IBSegueAction` \(selectors.joined(separator: ", ")) from a coder that code does not have: create it here as that method",
                        "did, with an initializer that takes no coder. `nil` gives the destination the scene's factory makes.",
                    ]),
                    body: [.expression(.literal(.nil))])
                // It meets a requirement of the protocol, which has the output's access.
                method.access = options.access
                methods.append(method)
            }
        }
        return (conformances, methods)
    }
}
