import Foundation

/// Turns builder models into Swift files: one per builder and one for the keys.
public struct BuilderFileTranslator: Sendable {
    /// The options.
    public var options: GenerationOptions
    /// The controller settings splits of the layouts of the builder whose file is being made, by layout key
    /// (`settlingControllerSettingsSplits(of:)`); `nil` otherwise.
    var settledSplits: [String: ControllerSettingsSplit]?
    /// The keys of that builder's layouts that adopt bar items, settled with the splits; `nil` otherwise.
    var settledAdoptingKeys: Set<String>?
    /// Where each layout of the builder whose scenes are being made sits, by key constant
    /// (`indexingSceneLayouts(of:)`); `nil` otherwise.
    var settledLayoutPositions: SceneLayoutPositions?

    /// Creates a translator.
    public init(options: GenerationOptions = GenerationOptions()) {
        self.options = options
    }

    /// The files for all builders, the key file first, then the `Scenes` files of the storyboards.
    public func files(for builders: [BuilderModel], sceneGraphs: [SceneGraphModel] = []) -> [SwiftFile] {
        let spanning = spanningFiles(for: builders, sceneGraphs: sceneGraphs)
        let builderFiles = zip(builders, spanning.builderNames).map { builder, name in
            var file = builderFile(builder, settled: spanning.settled[builder.typeName])
            file.name = name
            return file
        }
        return spanning.leading + builderFiles + spanning.trailing
    }

    /// The files that span all builders, made while every builder is held, and the name each builder's own file
    /// takes, settled over all files: what a run needs before it makes each builder's file and lets the builder go.
    func spanningFiles(for builders: [BuilderModel], sceneGraphs: [SceneGraphModel]) -> SpanningFiles {
        var settled: [String: BuilderFileTranslator] = [:]
        var trailing = sceneGraphs.map { scenesFile($0, builders: builders, settled: &settled) }
        var typeNameCounts: [String: Int] = [:]
        for builder in builders where settled[builder.typeName] != nil {
            typeNameCounts[builder.typeName, default: 0] += 1
        }
        settled = settled.filter { typeNameCounts[$0.key] == 1 }
        if options.emitsSupportFile {
            // Only when a builder assigns a name: an app's own `name` on a view class would clash with it.
            let assignsNames = builders.contains { $0.layouts.contains(where: \.assignsViewNames) }
            trailing.append(supportFile(declaresViewNames: options.viewNames == .support && assignsNames))
        }
        var keys = keysFile(builders)
        if let name = options.singleFileName {
            let all = [keys] + builders.map { builderFile($0, settled: settled[$0.typeName]) } + trailing
            return SpanningFiles(leading: [Self.combined(all, name: name)], builderNames: [], trailing: [])
        }
        let names = Self.uniqueFileNames(
            [keys.name] + builders.map { Self.swiftFileName(typeName: $0.typeName) } + trailing.map(\.name))
        keys.name = names[0]
        for index in trailing.indices { trailing[index].name = names[1 + builders.count + index] }
        return SpanningFiles(
            leading: [keys], builderNames: Array(names[1..<(1 + builders.count)]), trailing: trailing, settled: settled)
    }

    /// The names files get in the folder, in the order given: `Foo.swift` and `foo.swift` are two Swift types but
    /// one file on a case-insensitive file system, so the later is numbered (`foo-2.swift`).
    static func uniqueFileNames(_ names: [String]) -> [String] {
        var taken = UniqueNames(ignoringCase: true)
        return names.map { name in
            let base = String(name.dropLast(".swift".count))
            return taken.unique(name) { "\(base)-\($0).swift" }
        }
    }

    /// The name of a builder's or `Scenes` type's file before names are made unique.
    static func swiftFileName(typeName: String) -> String { typeName + ".swift" }

    /// One file with every declaration, the union of the imports (`@preconcurrency` kept where any file needs it)
    /// and the inputs of all files in its header.
    static func combined(_ files: [SwiftFile], name: String) -> SwiftFile {
        var imports: [String] = []
        for module in files.flatMap(\.imports) {
            let plain = module.replacingOccurrences(of: "@preconcurrency ", with: "")
            if let index = imports.firstIndex(where: {
                $0.replacingOccurrences(of: "@preconcurrency ", with: "") == plain
            }) {
                if module.hasPrefix("@") { imports[index] = module }
            } else {
                imports.append(module)
            }
        }
        let paths = files.first?.headerLines ?? []
        return SwiftFile(
            name: name, headerLines: paths, imports: imports, declarations: files.flatMap(\.declarations),
            kind: "combined",
            context: [
                "files": .list(
                    files.map {
                        .dictionary(
                            ["name": .string($0.name), "kind": .string($0.kind)].merging($0.context) { own, _ in own })
                    })
            ])
    }

    static func header(_ paths: [String]) -> [String] {
        ["Generated by Unboard from \(paths.joined(separator: ", ")). Do not edit."]
    }

    /// The builder's file, made by `settled` when the `Scenes` files have settled its splits (`SpanningFiles.settled`).
    func builderFile(_ builder: BuilderModel, settled: BuilderFileTranslator? = nil) -> SwiftFile {
        (settled ?? settlingControllerSettingsSplits(of: builder)).makeBuilderFile(builder)
    }

    private func makeBuilderFile(_ builder: BuilderModel) -> SwiftFile {
        var modules = Set(builder.layouts.flatMap(\.imports) + builder.controllerLayouts.flatMap(\.imports))
            .subtracting([options.moduleName].compactMap { $0 })
        if !options.importsCustomModules { modules.formIntersection(["MapKit", "WebKit"]) }
        // UIAccessibilityTraits members are mutable C globals before the iOS 17 SDK; Swift 6 rejects them otherwise.
        let uikit = usesAccessibilityTraits(builder) ? "@preconcurrency UIKit" : "UIKit"
        let declaration = builder.layouts.isEmpty ? controllerBuilderStruct(builder) : builderStruct(builder)
        return SwiftFile(
            name: Self.swiftFileName(typeName: builder.typeName), headerLines: Self.header(builder.sourcePaths),
            imports: [uikit] + modules.sorted(),
            declarations: adoptedBarItemStorage(builder) + keptObjectsStorage(builder) + [.structure(declaration)]
                + generatedPrototypeClasses(builder),
            kind: "builder",
            context: contextForTemplates { templateContext(builder) })
    }

    private func builderStruct(_ builder: BuilderModel) -> SwiftTypeDeclaration {
        let outlets = mergedOutlets(builder)
        let actions = mergedActions(builder)
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    documentation: "The layout this builder created.", access: options.access, name: "key",
                    type: "CodeInterfaceBuilderKey"))
        ]
        if !rootOwnsBuilder(builder) { members.append(.variable(rootViewProperty(builder))) }
        members.append(.variable(layoutKeysProperty(builder)))
        members += outlets.map(outletDeclaration)
        let nested = mergedNestedBuilders(builder)
        members += nestedBuilderProperties(nested)
        members += cellAndTableProperties(builder)
        members += actionStorage(actions)
        members.append(
            .variable(SwiftVariable(access: .private, name: "applySizeClasses", type: Self.applyClosureType)))
        members += sceneControllerMembers(builder)
        // Found once per builder (it splits every layout's controller settings), not once per layout initializer.
        let configureType = builderConfigureType(builder)
        if let type = configureType {
            members.append(
                .variable(
                    SwiftVariable(
                        access: .private, name: "configureViewController", type: "@MainActor (\(type)) -> Void")))
        }
        members.append(.function(initializer(builder)))
        if let ownerInitializer = ownerInitializer(builder) { members.append(.function(ownerInitializer)) }
        members.append(.function(applyFunction(builder, then: nestedApplyCalls(nested))))
        if let type = viewFreeConfigureType(builder) {
            members.append(.function(viewFreeConfigureFunction(builder, type: type)))
            members += barItemFactories(builder)
        }
        if let type = configureType { members.append(.function(configureFunction(type: type))) }
        members += prototypeMembers(builder)
        members += namedViewFunction(outlets)
        members += actionFunctions(actions)
        let shared = LayoutInitializerShared(
            outlets: outlets, actions: actions, nested: nested, configures: configureType != nil,
            tableSectionType: tableSectionTypeName(builder), hasRowHeight: hasRowHeight(builder),
            rootParameterType: rootParameterType(builder))
        members += builder.layouts.map { .function(layoutInitializer($0, builder: builder, shared: shared)) }
        if shared.tableSectionType != nil { members.append(.structure(tableSectionStruct(builder))) }
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "Creates the views of `\(builder.className)` as Interface Builder lays them out.", "",
                "Layouts: " + builder.layouts.map(layoutSummary).joined(separator: ", ") + ".",
            ]),
            attributes: ["@MainActor"], access: options.access, name: builder.typeName, members: members)
    }

    /// `view`, the root the builder created, which nothing else keeps until it is installed. A builder given its
    /// root (a cell, a reusable view) has none: that view keeps the builder, and is the view itself.
    private func rootViewProperty(_ builder: BuilderModel) -> SwiftVariable {
        SwiftVariable(
            documentation: "The root view, with the whole hierarchy installed.", access: options.access, name: "view",
            type: rootViewType(builder))
    }

    private func initializer(_ builder: BuilderModel) -> SwiftFunction {
        // Cells and reusable views are created by their table or collection view; the builder fills the one it gets.
        let root = builder.layouts.first?.rootParameter?.name
        let cases = builder.layouts.map { layout in
            var arguments = [SwiftArgument(layout.keyConstant, .identifier("key"))]
            if let root { arguments.append(SwiftArgument(root, .identifier(root))) }
            if adoptsBarItems(builder) {
                arguments.append(SwiftArgument("viewController", .identifier("viewController")))
            }
            return SwiftSwitchCase(
                patterns: [SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(layout.keyConstant)],
                body: [.expression(.call(SwiftExpression.identifier("self").dot("init"), arguments))])
        }
        let failure = Self.noLayoutFailure(builder)
        var parameters = [SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey")]
        if let root { parameters.append(SwiftParameter(name: root, type: rootParameterType(builder))) }
        var documentation: SwiftDocumentation =
            root.map { root in
                SwiftDocumentation([
                    "Installs the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases, in `\(root)`,",
                    "which its table or collection view created (dequeued, or registered with this class).",
                ])
            } ?? "Creates the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases."
        if let adopting = adoptingParameter(builder) {
            // No default: a controller that drops its `configure(self)` call must not compile into one whose bar
            // items the builder never reaches; callers without a controller (tests, previews) pass `nil`.
            parameters.append(adopting)
            documentation = SwiftDocumentation(
                documentation.lines + [
                    "",
                    "Adopts the bar items `configure(_:key:)` created for `viewController`, with any changes the app made",
                    "to them. Without them (`nil`, or a controller it did not configure), creates new items that no",
                    "controller shows.",
                ])
        }
        return SwiftFunction(
            documentation: documentation, access: options.access, kind: .initializer, parameters: parameters,
            body: [.switchOver(.identifier("key"), cases: cases, defaultBody: [.expression(failure)])])
    }

    /// `` `.mainCell` (Main.Cell) ``, with the reuse identifier and style a cell must be created with.
    private func layoutSummary(_ layout: LayoutModel) -> String {
        var details = [layout.key]
        if let identifier = layout.rootParameter?.reuseIdentifier {
            details.append("reuse identifier \"\(identifier)\"")
        }
        if let style = layout.rootParameter?.cellStyle, style != "default" { details.append("style `.\(style)`") }
        return "`.\(layout.keyConstant)` (\(details.joined(separator: ", ")))"
    }

    /// Whether some setting uses `UIAccessibilityTraits`.
    private func usesAccessibilityTraits(_ builder: BuilderModel) -> Bool {
        let objectSettings =
            builder.layouts.flatMap { $0.objects.flatMap(\.settings) }
            + builder.controllerLayouts.flatMap { $0.objects.flatMap(\.settings) }
        let roots = builder.layouts.map(\.root) + builder.controllerLayouts.flatMap(\.views)
        return roots.contains { $0.containsSetting(path: "accessibilityTraits") }
            || objectSettings.contains {
                if case .assign(let path, _) = $0 { path.last == "accessibilityTraits" } else { false }
            }
    }

    func controlsPropertyName(_ actionName: String) -> String {
        SwiftIdentifier.lowercaseFirst(actionName) + "Controls"
    }
}
