/// The second pipeline stage: resolves parsed documents into builder models, one per class, each with one
/// layout per scene or xib that lays the class out.
public struct InterfaceTranslator: Sendable {
    /// The iOS version the generated code must run on; newer API is guarded with `if #available`.
    public var deploymentTarget = GenerationOptions.defaultDeploymentTarget

    /// Creates a translator.
    public init() {}

    /// Translates documents (with their sources, for diagnostics) into builders sorted by type name.
    public func translate(_ inputs: [(document: InterfaceDocument, source: SourceFile)], diagnostics: DiagnosticCollector) -> [BuilderModel] {
        var layoutsByClass: [String: [LayoutModel]] = [:]
        for input in inputs {
            let context = TranslationContext(
                document: input.document, source: input.source, diagnostics: diagnostics, deploymentTarget: deploymentTarget)
            guard context.validateDocument() else { continue }
            let sources = context.findLayoutSources()
            for (source, key) in zip(sources, Self.keys(for: sources, documentName: input.document.name)) {
                layoutsByClass[source.className, default: []].append(context.translateLayout(source, key: key))
            }
        }
        var builders = layoutsByClass.map { className, layouts in
            BuilderModel(
                className: className, typeName: className + "CodeInterfaceBuilder",
                layouts: layouts.sorted { $0.key < $1.key })
        }.sorted { $0.typeName < $1.typeName }
        Self.makeKeyConstantsUnique(&builders)
        return builders
    }

    /// `<document>.<class>`, with the storyboard identifier or scene id added when a class has several scenes in one document.
    static func keys(for sources: [LayoutSource], documentName: String) -> [String] {
        var counts: [String: Int] = [:]
        for source in sources { counts[source.className, default: 0] += 1 }
        return sources.map { source in
            let base = "\(documentName).\(source.className)"
            return counts[source.className, default: 0] > 1 ? "\(base).\(source.disambiguator)" : base
        }
    }

    private static func makeKeyConstantsUnique(_ builders: inout [BuilderModel]) {
        var used: Set<String> = []
        for b in builders.indices {
            for l in builders[b].layouts.indices {
                var name = builders[b].layouts[l].keyConstant
                var suffix = 2
                while used.contains(name) {
                    name = builders[b].layouts[l].keyConstant + String(suffix)
                    suffix += 1
                }
                used.insert(name)
                builders[b].layouts[l].keyConstant = name
            }
        }
    }
}
