import Foundation

/// The second pipeline stage: resolves parsed documents into builder models, one per class, each with one
/// layout per scene or xib that lays the class out.
public struct InterfaceTranslator: Sendable {
    /// The iOS version the generated code must run on; newer API is guarded with `if #available`.
    public var deploymentTarget = GenerationOptions.defaultDeploymentTarget
    /// Which documents' strings are `NSLocalizedString` lookups, and in which bundle.
    public var localization = LocalizationOptions()
    /// How views' `name` runtime attributes are translated.
    public var viewNames = ViewNameMode.support
    /// Custom view classes that load their own xib: each xib is translated as if its File's Owner had the class.
    public var nibLoadingClasses: [NibLoadingClass] = []
    /// How many layouts are translated at once; `nil` uses every core.
    public var maximumConcurrency: Int?

    /// Creates a translator.
    public init() {}

    /// Translates documents (with their sources, for diagnostics) into builders sorted by type name.
    public func translate(
        _ inputs: [(document: InterfaceDocument, source: SourceFile)], diagnostics: DiagnosticCollector
    ) -> [BuilderModel] {
        translate(inputs, withSceneGraphs: false, diagnostics: diagnostics).builders
    }

    /// Translates documents into builders sorted by type name and, `withSceneGraphs`, the scene graphs of the
    /// storyboards among them sorted by type name (as `translateSceneGraphs` makes them, diagnostics included). The
    /// documents are consumed: each storyboard's scenes go as their layouts are translated, so that a run never holds
    /// every document beside every layout.
    func translate(
        _ inputs: consuming [(document: InterfaceDocument, source: SourceFile)], withSceneGraphs: Bool,
        diagnostics: DiagnosticCollector
    ) -> (builders: [BuilderModel], sceneGraphs: [SceneGraphModel]) {
        let documents = prepared(consume inputs)
        Self.assignKeyDocumentNames(documents.map(\.context))
        Self.assignNibLoadingClasses(nibLoadingClasses, to: documents.map(\.context), diagnostics: diagnostics)
        let nestedXibs = Self.nestedXibIndex(documents.map(\.context), diagnostics: diagnostics)
        for document in documents { document.context.nestedXibs = nestedXibs }
        // Drafted before the layouts, while the scenes are whole; the builders' references are filled in afterwards.
        let drafts = withSceneGraphs ? Self.sceneGraphDrafts(documents.map(\.context)) : []
        // Built apart, so that no copy of a layout outlives the grouping: the passes below then change layouts in place.
        var builders = Self.builders(of: translateDocuments(documents, diagnostics: diagnostics))
        Self.makeKeyConstantsUnique(&builders)
        Self.resolveNestedBuilders(&builders)
        Self.resolvePrototypeRegistrations(&builders)
        return (builders, Self.resolveSceneGraphs(drafts, builders: builders, diagnostics: diagnostics))
    }

    /// Each document in a context set up with the options, with a collector of what finding its layouts reports.
    private func prepared(
        _ inputs: consuming [(document: InterfaceDocument, source: SourceFile)]
    ) -> [PreparedDocument] {
        inputs.map { input in
            let finding = AccumulatingDiagnosticCollector()
            let context = TranslationContext(
                document: input.document, source: input.source, diagnostics: finding, deploymentTarget: deploymentTarget
            )
            if localization.localizes(documentAt: input.document.path) {
                context.localizationBundle = localization.bundle
            }
            // The same option as the localization bundle: in a package, resources are in `.module`, not `.main`.
            if localization.bundle != ".main" { context.resourceBundle = localization.bundle }
            context.localizationFolder = localization.folder
            context.viewNames = viewNames
            return PreparedDocument(context: context, finding: finding)
        }
    }

    /// The builders the layouts join, one per class (`builderClassName`, `separatingRootKinds`), sorted by type name.
    private static func builders(of translated: consuming [[TranslatedLayout]]) -> [BuilderModel] {
        var layoutsByClass: [String: [LayoutModel]] = [:]
        var controllerLayoutsByClass: [String: [ControllerLayoutModel]] = [:]
        for layout in (consume translated).joined() {
            switch layout {
            case .view(let className, let layout): layoutsByClass[className, default: []].append(layout)
            case .controller(let className, let layout): controllerLayoutsByClass[className, default: []].append(layout)
            }
        }
        var builders = Self.separatingRootKinds(layoutsByClass).map { className, layouts in
            BuilderModel(
                className: className, typeName: className + "CodeInterfaceBuilder",
                layouts: layouts.sorted { $0.key < $1.key })
        }
        for (className, layouts) in controllerLayoutsByClass {
            let name = layoutsByClass[className] == nil ? className : className + "Controller"
            var builder = BuilderModel(className: name, typeName: name + "CodeInterfaceBuilder", layouts: [])
            builder.controllerLayouts = Self.withShortKeys(layouts).sorted { $0.key < $1.key }
            builders.append(builder)
        }
        builders.sort { $0.typeName < $1.typeName }
        return builders
    }

    /// `<document>.<class>` (`<document>.<reuse identifier>` for a prototype), with the storyboard identifier or
    /// scene id added when a class has several scenes in one document.
    static func keys(for sources: [LayoutSource], documentName: String) -> [String] {
        var counts: [String: Int] = [:]
        for source in sources { counts[source.keyName ?? source.className, default: 0] += 1 }
        return sources.map { source in
            let name = source.keyName ?? source.className
            let base = "\(documentName).\(name)"
            return counts[name, default: 0] > 1 ? "\(base).\(source.disambiguator)" : base
        }
    }

    /// Documents of one name (`en.lproj/Main`, `ja.lproj/Main`) are told apart in their keys by their folder, or by
    /// their whole path when the folders are alike too; a document with a name of its own keeps it.
    static func assignKeyDocumentNames(_ contexts: [TranslationContext]) {
        let byName = Dictionary(grouping: contexts, by: \.document.name)
        for (_, group) in byName where group.count > 1 {
            let paths = group.map { ($0.document.path as NSString).deletingPathExtension }
            let folders = paths.map { path in
                let components = path.split(separator: "/")
                return components.suffix(2).joined(separator: "/")
            }
            let unique = Set(folders).count == folders.count
            for (context, (path, folder)) in zip(group, zip(paths, folders)) {
                context.keyDocumentName = unique ? folder : path
            }
        }
    }

    /// The builder a layout joins: its class, with the kind of root added to a derived name when a view and a
    /// cell (or a table and a collection view cell) would otherwise share one builder and one initializer.
    static func builderClassName(_ source: LayoutSource) -> String {
        guard source.rootView.customClass == nil, source.rootParameter != nil else { return source.className }
        return source.rootView.elementName == "collectionViewCell" && source.className.hasSuffix("Cell")
            ? String(source.className.dropLast("Cell".count)) + "CollectionViewCell" : source.className
    }

    /// One builder has one initializer: layouts of one name whose roots differ (a view it creates, a table view cell
    /// or a collection view cell it is given) go to builders named after the kind of cell as well.
    private static func separatingRootKinds(_ layoutsByClass: [String: [LayoutModel]]) -> [String: [LayoutModel]] {
        var result: [String: [LayoutModel]] = [:]
        for (className, layouts) in layoutsByClass {
            let kinds = Dictionary(grouping: layouts) { $0.rootParameter == nil ? "" : $0.root.baseType }
            for (kind, group) in kinds {
                let suffix = kinds.count > 1 && !kind.isEmpty ? String(kind.dropFirst(2)) : ""
                result[className + suffix, default: []] += group
            }
        }
        return result
    }

    /// Container scenes are keyed `<document>.<class>.<scene>`; the scene part is dropped where the class has one
    /// scene in the document.
    private static func withShortKeys(_ layouts: [ControllerLayoutModel]) -> [ControllerLayoutModel] {
        var counts: [String: Int] = [:]
        for layout in layouts { counts[shortKey(layout.key), default: 0] += 1 }
        return layouts.map { layout in
            var layout = layout
            if counts[shortKey(layout.key)] == 1 {
                layout.key = shortKey(layout.key)
                layout.keyConstant = LayoutModel.keyConstant(for: layout.key)
            }
            return layout
        }
    }

    private static func shortKey(_ key: String) -> String {
        // The scene part is the last: the document part may hold dots of its own (`ja.lproj/Main`).
        key.lastIndex(of: ".").map { String(key[..<$0]) } ?? key
    }

    /// Numbers the key constants over all builders, and the keys too: two layouts of one key (a class's view layout
    /// and its controller's layout in one document, `<document>.<class>` both) would be one case of the key enum,
    /// whose raw values must differ. Numbered alike (`Main.Settings2`, `mainSettings2`), as a key's constant comes
    /// from it, two equal keys always have equal constants, so `Merged` checking the constants' numbering checks both.
    /// A prototype whose class Unboard generates is numbered on until that class's name is free too: the name
    /// comes from the constant less a trailing `Cell`, so `mainAdd` and `mainAddCell` would both declare
    /// `MainAddCell` (BarMagnet's prototypes `Add` and `AddCell`).
    private static func makeKeyConstantsUnique(_ builders: inout [BuilderModel]) {
        var constants = UniqueNames()
        var keys = UniqueNames()
        var prototypeClasses = UniqueNames()
        for b in builders.indices {
            for l in builders[b].layouts.indices {
                let (constant, key) = (builders[b].layouts[l].keyConstant, builders[b].layouts[l].key)
                repeat {
                    builders[b].layouts[l].keyConstant = constants.unique(constant)
                    builders[b].layouts[l].key = keys.unique(key)
                } while BuilderFileTranslator.generatesClass(builders[b].layouts[l])
                    && !prototypeClasses.insert(BuilderFileTranslator.generatedClassName(builders[b].layouts[l]))
            }
            for l in builders[b].controllerLayouts.indices {
                builders[b].controllerLayouts[l].keyConstant = constants.unique(
                    builders[b].controllerLayouts[l].keyConstant)
                builders[b].controllerLayouts[l].key = keys.unique(builders[b].controllerLayouts[l].key)
            }
        }
    }
}
