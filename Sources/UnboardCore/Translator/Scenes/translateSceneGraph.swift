extension TranslationContext {
    /// The scene graph of a storyboard: a factory per scene, a method per segue, one per embed.
    func translateSceneGraph(catalogs: [String: SceneCatalog], builders: SceneBuilderIndex) -> SceneGraphModel? {
        guard document.kind == .storyboard, let catalog = catalogs[document.name] else { return nil }
        var scenes: [SceneModel] = []
        var segues: [SegueModel] = []
        var embeds: [EmbedModel] = []
        for scene in document.scenes {
            guard let controller = scene.viewController, let model = translateScene(controller, catalog: catalog, catalogs: catalogs, builders: builders)
            else { continue }
            scenes.append(model)
            segues += collectSegues(in: scene, controller: controller).compactMap {
                translateSegue($0, sourceClass: model.className, catalog: catalog, catalogs: catalogs)
            }
            embeds += translateEmbeds(of: controller, parentClass: model.className, catalog: catalog, catalogs: catalogs)
        }
        Self.makeMethodNamesUnique(&segues, &embeds, factories: Set(scenes.map(\.factoryName)))
        return SceneGraphModel(
            storyboardName: document.name, typeName: catalog.typeName, sourcePath: document.path, initialScene: catalog.initial,
            scenes: scenes, segues: segues, embeds: embeds)
    }

    /// Two segues with one identifier (from two scenes) get numbered methods, in document order.
    private static func makeMethodNamesUnique(_ segues: inout [SegueModel], _ embeds: inout [EmbedModel], factories: Set<String>) {
        var used = factories.union(["embed", "removeEmbedded", "unwindDestination", "returnToUnwindDestination"])
        func unique(_ name: String) -> String {
            var candidate = name
            var suffix = 2
            while used.contains(candidate) {
                candidate = name.hasSuffix("Segue") ? "\(name.dropLast("Segue".count))\(suffix)Segue" : "\(name)\(suffix)"
                suffix += 1
            }
            used.insert(candidate)
            return candidate
        }
        for index in segues.indices { segues[index].methodName = unique(segues[index].methodName) }
        for index in embeds.indices { embeds[index].methodName = unique(embeds[index].methodName) }
    }
}

extension InterfaceTranslator {
    /// The scene graphs of the storyboards among the inputs, sorted by type name; `builders` are the ones `translate`
    /// produced from the same inputs, which the factories use.
    public func translateSceneGraphs(
        _ inputs: [(document: InterfaceDocument, source: SourceFile)], builders: [BuilderModel], diagnostics: DiagnosticCollector
    ) -> [SceneGraphModel] {
        let storyboards = inputs.filter { $0.document.kind == .storyboard }
        var catalogs: [String: SceneCatalog] = [:]
        for input in storyboards where catalogs[input.document.name] == nil { catalogs[input.document.name] = SceneCatalog(input.document) }
        let index = Self.sceneBuilderIndex(builders)
        var usedTypeNames: Set<String> = []
        let graphs = storyboards.compactMap { input -> SceneGraphModel? in
            let context = TranslationContext(document: input.document, source: input.source, diagnostics: diagnostics, deploymentTarget: deploymentTarget)
            // Two storyboards of one name (in two localizations or folders) would declare one type twice.
            let typeName = SceneCatalog.typeName(storyboardName: input.document.name)
            guard usedTypeNames.insert(typeName).inserted else {
                context.warning(
                    "another input already declares \(typeName); the scenes of this storyboard are not generated",
                    line: input.document.line, element: "document")
                return nil
            }
            return context.translateSceneGraph(catalogs: catalogs, builders: index)
        }
        // Inputs may come in any order; the output may not depend on it.
        return graphs.sorted { $0.typeName < $1.typeName }
    }

    /// Each scene layout's builder, by the path and line of its controller.
    static func sceneBuilderIndex(_ builders: [BuilderModel]) -> SceneBuilderIndex {
        var index: SceneBuilderIndex = [:]
        for builder in builders {
            let configures = builder.layouts.contains { $0.controller != nil } || !builder.controllerLayouts.isEmpty
            for layout in builder.layouts where layout.rootParameter == nil {
                var reference = SceneBuilderReference(
                    typeName: builder.typeName, keyConstant: layout.keyConstant, hasView: true,
                    configuresController: configures && layout.controller != nil)
                reference.hasSeveralLayouts = builder.layouts.count > 1
                index["\(layout.sourcePath):\(layout.line)"] = reference
            }
            for layout in builder.controllerLayouts {
                index["\(layout.sourcePath):\(layout.line)"] = SceneBuilderReference(
                    typeName: builder.typeName, keyConstant: layout.keyConstant, hasView: false, configuresController: true)
            }
        }
        return index
    }
}
