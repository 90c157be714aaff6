extension InterfaceTranslator {
    /// Warns at each view or controller whose class is named like a type Unboard declares at the top of the module: a
    /// `Scenes` type, a builder, a prototype's generated class, `CodeInterfaceBuilderKey` or
    /// `CodeInterfaceBuilderLayoutSelecting`. The two declarations collide ("invalid redeclaration"), and the
    /// generated name is the one the starters, the other generated files and the app's code call, so the class is the
    /// one to rename, as the app renames an outlet named like a starter's member.
    public func reportGeneratedTypeNames(
        _ inputs: [(document: InterfaceDocument, source: SourceFile)], builders: [BuilderModel],
        sceneGraphs: [SceneGraphModel], diagnostics: DiagnosticCollector
    ) {
        reportGeneratedTypeNames(
            inputs.map { ($0.source, Self.classedObjects(of: $0.document)) }, builders: builders,
            sceneGraphs: sceneGraphs, diagnostics: diagnostics)
    }

    /// `reportGeneratedTypeNames(_:builders:sceneGraphs:diagnostics:)` with each input's classed objects
    /// (`classedObjects(of:)`), found before its document was translated and let go of.
    func reportGeneratedTypeNames(
        _ inputs: [(source: SourceFile, objects: [ClassedObject])], builders: [BuilderModel],
        sceneGraphs: [SceneGraphModel], diagnostics: DiagnosticCollector
    ) {
        let prototypes = builders.flatMap(\.layouts).filter(BuilderFileTranslator.generatesClass)
        let generated = Set(
            builders.map(\.typeName) + sceneGraphs.map(\.typeName)
                + prototypes.map(BuilderFileTranslator.generatedClassName)
                + ["CodeInterfaceBuilderKey", BuilderFileTranslator.layoutSelectingProtocol])
        for input in inputs {
            var reported: Set<String> = []
            for (name, line, element) in input.objects
            where generated.contains(name) && reported.insert(name).inserted {
                diagnostics.emit(
                    .warning(
                        "class '\(name)' is named like a type Unboard generates, which it collides with in the app's module: rename the class",
                        at: input.source.location(line: line, element: element)))
            }
        }
    }

    /// A view or controller with a class of the app's: the class name, line and element.
    typealias ClassedObject = (name: String, line: Int, element: String)

    /// The class name, line and element of each view and controller of `document` with a class of the app's.
    static func classedObjects(of document: InterfaceDocument) -> [ClassedObject] {
        var roots: [IBView] = []
        var found: [ClassedObject] = []
        for object in document.objects + document.scenes.flatMap(\.objects) {
            switch object {
            case .viewController(let controller):
                if let name = controller.customClass?.name {
                    found.append((name, controller.line, controller.elementName))
                }
                if let root = controller.rootView { roots.append(root) }
            case .view(let view): roots.append(view)
            default: continue
            }
        }
        for view in DepthFirstSequence(roots, children: \.nestedViews) {
            if let name = view.customClass?.name { found.append((name, view.line, view.elementName)) }
        }
        return found.sorted { $0.1 < $1.1 }
    }
}
