extension TranslationContext {
    /// The scene graph of a storyboard: a factory per scene, a method per segue, one per embed.
    func translateSceneGraph(catalogs: [String: SceneCatalog], builders: SceneBuilderIndex) -> SceneGraphModel? {
        guard document.kind == .storyboard, let catalog = catalogs[document.path] else { return nil }
        var scenes: [SceneModel] = []
        var segues: [SegueModel] = []
        var embeds: [EmbedModel] = []
        for scene in document.scenes {
            guard let controller = scene.viewController,
                let model = translateScene(controller, catalog: catalog, catalogs: catalogs, builders: builders)
            else { continue }
            scenes.append(model)
            segues += collectSegues(in: scene, controller: controller).compactMap { found in
                guard
                    var segue = translateSegue(
                        found, sourceClass: model.className, catalog: catalog, catalogs: catalogs)
                else { return nil }
                segue.cellTrigger = Self.cellTrigger(found, segue: segue, scene: model)
                return segue
            }
            embeds += translateEmbeds(
                of: controller, parentClass: model.className, catalog: catalog, catalogs: catalogs
            ).map { embed in
                var embed = embed
                embed.parentSceneID = model.id
                return embed
            }
            if !model.isCustomClass, let builder = model.builder, builder.hasView, builder.variesBySizeClass {
                warning(
                    "the scene's layout varies by size class, but without a custom class nothing calls its builder's apply(_:); give the controller a custom class, whose unboard migrate starter calls it",
                    line: controller.line, element: controller.elementName, category: .unsupportedElement,
                    subject: "size classes of a scene without a custom class")
            }
        }
        Self.makeMethodNamesUnique(&segues, &embeds, factories: Set(scenes.map(\.factoryName)))
        reportUnwiredSegueTriggers(segues, typeName: catalog.typeName)
        var graph = SceneGraphModel(
            storyboardName: document.name, typeName: catalog.typeName, sourcePath: document.path,
            initialScene: catalog.initial,
            scenes: scenes, segues: segues, embeds: embeds)
        graph.renamedTypes = Self.renamedNestedTypes(
            graph, avoiding: documentIndex.customClassNames.union(Self.createdClassNames(graph)))
        reportSegueActions(graph)
        return graph
    }

    /// The types `graph`'s `Scenes` type declares whose names one of `appTypeNames` has (the app's types its code may
    /// name unqualified), each with the name it gets instead.
    private static func renamedNestedTypes(
        _ graph: SceneGraphModel, avoiding appTypeNames: Set<String>
    ) -> [String: String] {
        let staticTables = graph.scenes.filter { !$0.isCustomClass && $0.baseClassName == "UITableViewController" }
        let bases =
            [graph.segueIdentifierTypeName, graph.restorationClassName]
            + graph.segues.compactMap(\.unwindAction).map(graph.unwindProtocolName)
            + graph.segues.compactMap(\.creationSelector).map(graph.segueActionProtocolName)
            + staticTables.map(graph.staticTableClassName)
        var renamed: [String: String] = [:]
        for base in bases where appTypeNames.contains(base) {
            renamed[base] = SwiftIdentifier.nestedTypeName(base, avoiding: appTypeNames)
        }
        return renamed
    }

    /// The classes of the controllers `graph`'s code creates or is given, which may be other storyboards' classes,
    /// and of the app's segues it creates.
    private static func createdClassNames(_ graph: SceneGraphModel) -> Set<String> {
        let references =
            [graph.initialScene].compactMap { $0 } + graph.scenes.flatMap { $0.relationships.map(\.destination) }
            + graph.segues.compactMap(\.destination) + graph.embeds.map(\.destination)
        let segueClasses = graph.segues.filter(\.isCustomSegueClass).map(\.segueClassName)
        return Set(references.map(\.className) + segueClasses)
    }

    /// The cell whose selection (or accessory button) performs `segue`, when the generated code hears of it: the
    /// controller's `migrate` starter, as the table's or collection view's delegate, or for a static table scene
    /// without a class the `Scenes` type's `<Scene>StaticTable`. A prototype without a reuse identifier, a table whose
    /// delegate is another object, a dynamic table without a class and a popover anchored at the cell give `nil`.
    private static func cellTrigger(_ found: FoundSegue, segue: SegueModel, scene: SceneModel) -> CellSegueTrigger? {
        guard let cell = found.cell, let place = cell.place, cell.delegatesToController, segue.kind != .popover,
            let key = scene.builder?.keyConstant
        else { return nil }
        if !scene.isCustomClass {
            guard case .staticCell = place, scene.baseClassName == "UITableViewController" else { return nil }
        }
        return CellSegueTrigger(
            place: place, isCollectionViewCell: found.triggerElement == "collectionViewCell", sceneKeyConstant: key)
    }

    /// Segues that a cell the generated code does not hear of, a gesture recognizer or a control other than a button
    /// performed in Interface Builder: the generated code does not perform them by itself, so each is a warning naming
    /// the method to call.
    private func reportUnwiredSegueTriggers(_ segues: [SegueModel], typeName: String) {
        for segue in segues where segue.trigger != "the controller" && segue.cellTrigger == nil {
            guard !["button", "barButtonItem"].contains(segue.triggerElement) else { continue }
            let isCell = segue.triggerElement.hasSuffix("Cell")
            var place = "the code that handles it"
            if segue.triggersOnAccessory {
                place = "tableView(_:accessoryButtonTappedForRowWith:)"
            } else if isCell {
                place =
                    segue.triggerElement.hasPrefix("table")
                    ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)"
            }
            warning(
                "segue '\(segue.identifier ?? segue.methodName)' is performed by \(segue.trigger) in Interface Builder, which the generated code does not wire: call \(typeName).\(segue.methodName) from \(place)",
                line: segue.line, element: "segue", category: .unsupportedElement,
                subject: "segue triggered by a \(isCell ? "cell" : segue.triggerElement)")
        }
    }

    /// Two segues with one identifier (from two scenes) get numbered methods. They are numbered in an order of what
    /// they are (source class, trigger, destination), not of where they are, so that moving scenes around in the
    /// document renumbers nothing; the methods stay in document order.
    private static func makeMethodNamesUnique(
        _ segues: inout [SegueModel], _ embeds: inout [EmbedModel], factories: Set<String>
    ) {
        let helpers = [
            "embed", "removeEmbedded", "unwindDestination", "returnToUnwindDestination", "tab", "addSegueTriggers",
        ]
        var used = UniqueNames(reserved: factories.union(helpers))
        func unique(_ name: String) -> String {
            used.unique(name) { name.hasSuffix("Segue") ? "\(name.dropLast("Segue".count))\($0)Segue" : "\(name)\($0)" }
        }
        let segueOrder = segues.indices.sorted {
            segues[$0].numberingKey.lexicographicallyPrecedes(segues[$1].numberingKey)
        }
        for index in segueOrder { segues[index].methodName = unique(segues[index].methodName) }
        let embedOrder = embeds.indices.sorted {
            embeds[$0].numberingKey.lexicographicallyPrecedes(embeds[$1].numberingKey)
        }
        for index in embedOrder { embeds[index].methodName = unique(embeds[index].methodName) }
    }
}

extension SegueModel {
    /// What the segue is, independent of where its scene stands in the document.
    fileprivate var numberingKey: [String] {
        [methodName, sourceClassName, trigger, destination?.factoryName ?? "", ibKind, identifier ?? ""]
    }
}

extension EmbedModel {
    /// What the embed is, independent of where its scene stands in the document.
    fileprivate var numberingKey: [String] {
        [methodName, parentClassName, containerProperty, destination.factoryName, parentSceneID ?? ""]
    }
}

extension InterfaceTranslator {
    /// The scene graphs of the storyboards among the inputs, sorted by type name; `builders` are the ones `translate`
    /// produced from the same inputs, which the factories use.
    public func translateSceneGraphs(
        _ inputs: [(document: InterfaceDocument, source: SourceFile)], builders: [BuilderModel],
        diagnostics: DiagnosticCollector
    ) -> [SceneGraphModel] {
        let contexts = inputs.filter { $0.document.kind == .storyboard }.map { input in
            TranslationContext(
                document: input.document, source: input.source, diagnostics: diagnostics,
                deploymentTarget: deploymentTarget)
        }
        // Storyboards of one name (an app's and its extension's `Main`) get `Scenes` types told apart as their keys are.
        Self.assignKeyDocumentNames(contexts)
        var catalogs: [String: SceneCatalog] = [:]
        for context in contexts where catalogs[context.document.path] == nil {
            catalogs[context.document.path] = SceneCatalog(
                context.document, keyDocumentName: context.keyDocumentName)
        }
        let index = Self.sceneBuilderIndex(builders)
        var usedTypeNames: Set<String> = []
        let graphs = contexts.compactMap { context -> SceneGraphModel? in
            // Paths whose words are alike (`a-b/Main`, `a_b/Main`) would still declare one type twice.
            let typeName = catalogs[context.document.path]?.typeName ?? ""
            guard usedTypeNames.insert(typeName).inserted else {
                context.warning(
                    "another input already declares \(typeName); the scenes of this storyboard are not generated",
                    line: context.document.line, element: "document")
                return nil
            }
            return context.translateSceneGraph(catalogs: catalogs, builders: index)
        }
        // Inputs may come in any order; the output may not depend on it.
        return Self.nameOtherRestorationClasses(graphs.sorted { $0.typeName < $1.typeName })
    }

    /// Tells each graph the restoration class names of the other `Scenes` types whose scenes its segues create,
    /// where an app's type took `SceneRestoration` there.
    private static func nameOtherRestorationClasses(_ graphs: [SceneGraphModel]) -> [SceneGraphModel] {
        let base = SceneGraphModel.restorationClassBaseName
        let renamed = Dictionary(
            graphs.compactMap { graph in graph.renamedTypes[base].map { (graph.typeName, $0) } },
            uniquingKeysWith: { first, _ in first })
        guard !renamed.isEmpty else { return graphs }
        return graphs.map { graph in
            var graph = graph
            for case let other? in graph.segues.map(\.destination?.typeName) {
                if let name = renamed[other] { graph.renamedTypes[other + "." + base] = name }
            }
            return graph
        }
    }

    /// Each scene layout's builder, by the path and line of its controller.
    static func sceneBuilderIndex(_ builders: [BuilderModel]) -> SceneBuilderIndex {
        var index: SceneBuilderIndex = [:]
        let varying = layoutsVaryingBySizeClass(builders)
        for builder in builders {
            for layout in builder.layouts where layout.rootParameter == nil {
                var reference = SceneBuilderReference(
                    typeName: builder.typeName, keyConstant: layout.keyConstant, hasView: true)
                reference.hasSeveralLayouts = builder.layouts.count > 1
                reference.variesBySizeClass = varying.contains(layout.key)
                index["\(layout.sourcePath):\(layout.line)"] = reference
            }
            for layout in builder.controllerLayouts {
                index["\(layout.sourcePath):\(layout.line)"] = SceneBuilderReference(
                    typeName: builder.typeName, keyConstant: layout.keyConstant, hasView: false)
            }
        }
        return index
    }

    /// The keys of the layouts that change with size classes, themselves or through a nested xib's builder
    /// (whose `apply(_:)` the outer one calls).
    static func layoutsVaryingBySizeClass(_ builders: [BuilderModel]) -> Set<String> {
        let layouts = Dictionary(
            builders.flatMap(\.layouts).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var memo: [String: Bool] = [:]
        func varies(_ key: String, visiting: Set<String>) -> Bool {
            if let known = memo[key] { return known }
            guard let layout = layouts[key], !visiting.contains(key) else { return false }
            let result =
                layout.sizeClasses.varies
                || layout.root.nestedBuilders.contains { varies($0.key, visiting: visiting.union([key])) }
            memo[key] = result
            return result
        }
        return Set(layouts.keys.filter { varies($0, visiting: []) })
    }
}
