extension BuilderFileTranslator {
    /// What a scenes file's template sees besides the header, imports and body (see `Templates/README.md`); lists
    /// are sorted by method name.
    func scenesTemplateContext(_ graph: SceneGraphModel) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "access": .string(options.access.rawValue),
            "typeName": .string(graph.typeName),
            "storyboardName": .string(graph.storyboardName),
            "sourcePaths": .list([.string(graph.sourcePath)]),
            "scenes": .list(
                graph.scenes.sorted { $0.factoryName < $1.factoryName }.map { scene in
                    .dictionary([
                        "factory": .string(scene.factoryName), "className": .string(scene.className),
                        "kind": .string(scene.kind.rawValue),
                        "storyboardIdentifier": .string(scene.storyboardIdentifier ?? ""),
                        "builder": .string(scene.builder?.typeName ?? ""),
                        "children": .list(
                            scene.relationships.map { .string(Self.factoryCall($0.destination).renderedText) }),
                    ])
                }),
            "segues": .list(
                graph.segues.sorted { $0.methodName < $1.methodName }.map { segue in
                    .dictionary([
                        "method": .string(segue.methodName), "identifier": .string(segue.identifier ?? ""),
                        "kind": .string(segue.kind.rawValue),
                        "source": .string(segue.sourceClassName),
                        "destination": .string(segue.destination?.className ?? ""),
                        "segueClass": .string(segue.segueClassName), "unwindAction": .string(segue.unwindAction ?? ""),
                    ])
                }),
            "embeds": .list(
                graph.embeds.sorted { $0.methodName < $1.methodName }.map { embed in
                    .dictionary([
                        "method": .string(embed.methodName), "identifier": .string(embed.identifier ?? ""),
                        "parent": .string(embed.parentClassName),
                        "container": .string(embed.containerProperty), "child": .string(embed.destination.className),
                    ])
                }),
        ]
        if let initial = graph.initialScene {
            context["initialFactory"] = .string(Self.factoryCall(initial).renderedText)
        }
        return context
    }
}
