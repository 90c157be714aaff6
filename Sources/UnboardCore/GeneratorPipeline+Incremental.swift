import Foundation

extension GeneratorPipeline {
    /// Runs the pipeline after a run that left `previous`: parses and translates only the inputs an edit reaches,
    /// takes every other output file as it is (`previousFile` gives a file of the folder by name, `nil` when it is
    /// not the one the previous run wrote), and produces exactly what `run(_:)` would. Whenever that cannot be
    /// shown (no record, options that span all inputs, an input the edit reaches through something unknown, names
    /// made unique differently), it is `run(_:)`.
    public func run(
        _ sources: [SourceFile], after previous: IncrementalRecord?, previousFile: (String) -> String?
    ) -> GenerationResult {
        guard let previous, recordable,
            let result = runIncrementally(sources, after: previous, previousFile: previousFile)
        else { return run(sources) }
        return result
    }

    /// The inputs an edit reaches: the changed, added and removed ones, and every input that depends on one of them
    /// or that one of them depends on (`InputTokens`), transitively; `nil` when a changed input cannot be scanned.
    static func reachedInputs(_ sources: [SourceFile], hashes: [String], previous: IncrementalRecord) -> Set<String>? {
        let old = Dictionary(previous.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var reached: Set<String> = []
        // A defined name reaches the inputs that define or use it; a used name, those that define it.
        var pending: [(name: String, defined: Bool)] = []
        func add(_ tokens: InputTokens) {
            pending += tokens.defines.map { ($0, true) } + tokens.uses.map { ($0, false) }
        }
        for (source, hash) in zip(sources, hashes) where old[source.path]?.hash != hash {
            guard let tokens = InputTokens.scan(source) else { return nil }
            reached.insert(source.path)
            add(tokens)
            if let previous = old[source.path] { add(previous.tokens) }
        }
        let current = Set(sources.map(\.path))
        for input in previous.inputs where !current.contains(input.path) {
            reached.insert(input.path)
            add(input.tokens)
        }
        var definers: [String: [String]] = [:]
        var users: [String: [String]] = [:]
        for input in previous.inputs where !reached.contains(input.path) {
            for name in input.tokens.defines { definers[name, default: []].append(input.path) }
            for name in input.tokens.uses { users[name, default: []].append(input.path) }
        }
        var seen: Set<String> = []
        while let (name, defined) = pending.popLast() {
            guard seen.insert((defined ? "d " : "u ") + name).inserted else { continue }
            for path in (definers[name] ?? []) + (defined ? users[name] ?? [] : [])
            where reached.insert(path).inserted {
                if let input = old[path] { add(input.tokens) }
            }
        }
        return reached
    }

    /// The diagnostics of no input by the input they belong to: each must be about a `.strings` table named like
    /// exactly one input (`reportUnusedLocalizationKeys` reports a document's tables after its layouts, inputs in
    /// order, which the order of the diagnostics must show); `nil` otherwise, for a full run.
    static func tableDiagnostics(_ diagnostics: [Diagnostic], among sources: [SourceFile]) -> [String: [Diagnostic]]? {
        guard !diagnostics.isEmpty else { return [:] }
        var byStem: [String: [Int]] = [:]
        for (index, source) in sources.enumerated() {
            byStem[InterfaceDocument.name(ofPath: source.path), default: []].append(index)
        }
        var owned: [String: [Diagnostic]] = [:]
        var lastOwner = 0
        for diagnostic in diagnostics {
            guard let path = diagnostic.location?.filePath, path.hasSuffix(".strings"),
                let owners = byStem[InterfaceDocument.name(ofPath: path)], owners.count == 1, owners[0] >= lastOwner
            else { return nil }
            lastOwner = owners[0]
            owned[sources[owners[0]].path, default: []].append(diagnostic)
        }
        return owned
    }

    /// One file of the folder in the order a full run lists them: made again, or kept under its recorded name.
    private enum Slot {
        case fresh(SwiftFile)
        case kept(name: String)
    }

    private func runIncrementally(
        _ sources: [SourceFile], after previous: IncrementalRecord, previousFile: (String) -> String?
    ) -> GenerationResult? {
        let hashes = sources.map { ContentHash.hex($0.data) }
        guard Set(previous.inputs.map(\.path)).count == previous.inputs.count,
            let reached = Self.reachedInputs(sources, hashes: hashes, previous: previous), !reached.isEmpty
        else { return nil }
        let redone = sources.filter { reached.contains($0.path) }
        guard redone.count < sources.count else { return nil }
        // Kept: a run that cannot be done incrementally is done in full, which parses them again.
        let translated = translateAll(redone, lettingBytesGo: false)
        guard let tables = Self.tableDiagnostics(translated.unattributed, among: sources),
            tables.keys.allSatisfy(reached.contains),
            var merged = Merged(translated, previous: previous, reached: reached)
        else { return nil }
        let fileTranslator = BuilderFileTranslator(options: options)
        // The key file is kept when no layout, class or input of a builder changed.
        let keysUnchanged = merged.builders.map(\.summary).elementsEqual(previous.builders) {
            $0.className == $1.className && $0.typeName == $1.typeName && $0.sourcePaths == $1.sourcePaths
                && $0.layouts == $1.layouts
        }
        var slots: [Slot] = [
            keysUnchanged
                ? .kept(name: BuilderFileTranslator.keysFileName)
                : .fresh(fileTranslator.keysFile(merged.builders.map(\.summary)))
        ]
        slots += merged.builders.map { entry in
            entry.model.map { .fresh(fileTranslator.builderFile($0)) } ?? .kept(name: entry.summary.fileName)
        }
        slots += merged.scenes.map { entry in
            entry.graph.map { .fresh(fileTranslator.scenesFile($0, builders: translated.builders)) }
                ?? .kept(name: entry.record.fileName)
        }
        if options.emitsSupportFile {
            let assignsNames = merged.builders.contains { $0.summary.assignsViewNames }
            slots.append(
                .fresh(fileTranslator.supportFile(declaresViewNames: options.viewNames == .support && assignsNames)))
        }
        let baseNames = slots.enumerated().map { index, slot in
            switch slot {
            case .fresh(let file): file.name
            case .kept where index == 0: BuilderFileTranslator.keysFileName
            case .kept:
                index <= merged.builders.count
                    ? BuilderFileTranslator.swiftFileName(typeName: merged.builders[index - 1].summary.typeName)
                    : BuilderFileTranslator.swiftFileName(
                        typeName: merged.scenes[index - 1 - merged.builders.count].record.typeName)
            }
        }
        let names = BuilderFileTranslator.uniqueFileNames(baseNames)
        for index in merged.builders.indices { merged.builders[index].summary.fileName = names[1 + index] }
        for index in merged.scenes.indices {
            merged.scenes[index].record.fileName = names[1 + merged.builders.count + index]
        }
        var freshFiles: [SwiftFile] = []
        for (slot, name) in zip(slots, names) {
            switch slot {
            case .fresh(var file):
                file.name = name
                freshFiles.append(file)
            case .kept(let recorded):
                guard name == recorded else { return nil }
            }
        }
        var all: [Diagnostic] = []
        let groups = Dictionary(zip(redone.map(\.path), translated.groups), uniquingKeysWith: { first, _ in first })
        let old = Dictionary(previous.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for source in sources { all += groups[source.path] ?? old[source.path]?.diagnostics ?? [] }
        for source in sources {
            all += groups[source.path] != nil ? tables[source.path] ?? [] : old[source.path]?.tableDiagnostics ?? []
        }
        let freshNames = freshFiles.map(\.name)
        all += Self.fileNameErrors(
            freshNames, builders: translated.builders, sceneGraphs: translated.sceneGraphs, sources: sources)
        let renderer = FileRenderer(templates: options.templates, templatePaths: options.templatePaths)
        let (rendered, renderErrors) = Self.collected(freshNames, renderEach(consume freshFiles, with: renderer))
        all += renderErrors
        guard !all.contains(where: { $0.severity == .error }) else {
            return GenerationResult(files: [], builders: keepsModels ? translated.builders : [], diagnostics: all)
        }
        var files: [RenderedFile] = []
        var renderedFiles = rendered.makeIterator()
        for slot in slots {
            switch slot {
            case .fresh:
                guard let file = renderedFiles.next() else { return nil }
                files.append(file)
            case .kept(let name):
                guard let contents = previousFile(name) else { return nil }
                files.append(RenderedFile(name: name, contents: contents))
            }
        }
        var result = GenerationResult(
            files: files, builders: keepsModels ? translated.builders : [], diagnostics: all)
        result.sceneGraphs = keepsModels ? translated.sceneGraphs : []
        result.releasedBuilderCount = keepsModels ? 0 : translated.builders.count
        result.translatedInputs = redone.map(\.path)
        result.keptBuilderCount = merged.builders.count - translated.builders.count
        result.inputHashes = hashes
        result.record = IncrementalRecord(
            configuration: previous.configuration,
            inputs: zip(sources, hashes).map { source, hash in
                guard let group = groups[source.path] else { return old[source.path]! }
                return IncrementalRecord.Input(
                    path: source.path, hash: hash, tokens: InputTokens(), diagnostics: group,
                    tableDiagnostics: tables[source.path] ?? [])
            },
            builders: merged.builders.map(\.summary), scenes: merged.scenes.map(\.record)
        ).withTokens(translated.inputTokens)
        return result
    }
}

/// The builders and `Scenes` files of a run that redid the inputs an edit reached, with those it keeps, each list
/// in the order of a full run.
struct Merged {
    var builders: [(summary: IncrementalRecord.Builder, model: BuilderModel?)]
    var scenes: [(record: IncrementalRecord.Scenes, graph: SceneGraphModel?)]

    /// `nil` when the redone builders could depend on kept ones or the other way round: a kept builder partly built
    /// from a reached input, class names of one stem (a view and a controller builder of one class, layouts of one
    /// class with different roots), two builders or `Scenes` types of one name, or key constants that a full run
    /// would number differently.
    init?(_ translated: GeneratorPipeline.Translated, previous: IncrementalRecord, reached: Set<String>) {
        // Thousands of kept builders against a few redone ones: no set is made per kept builder, nor of their
        // stems (about 15 M instructions of a 100-file project's run after an edit).
        var kept: [IncrementalRecord.Builder] = []
        for builder in previous.builders {
            let reachedPaths = builder.sourcePaths.lazy.filter(reached.contains).count
            if reachedPaths == 0 {
                kept.append(builder)
            } else if reachedPaths < builder.sourcePaths.count {
                return nil
            }
        }
        let freshStems = Set(translated.builders.flatMap { Merged.stems($0.className) + [$0.typeName] })
        if !freshStems.isEmpty {
            for builder in kept {
                guard !freshStems.contains(builder.typeName),
                    freshStems.isDisjoint(with: Merged.stems(builder.className))
                else { return nil }
            }
        }
        builders =
            (kept.map { ($0, nil) } + translated.builders.map { (IncrementalRecord.Builder($0, fileName: ""), $0) })
            .sorted { $0.0.typeName < $1.0.typeName }
        scenes =
            (previous.scenes.filter { !reached.contains($0.sourcePath) }.map { ($0, nil) }
            + translated.sceneGraphs.map {
                (IncrementalRecord.Scenes(typeName: $0.typeName, sourcePath: $0.sourcePath, fileName: ""), $0)
            })
            .sorted { $0.0.typeName < $1.0.typeName }
        // Sorted by name: two of one name are neighbours.
        guard zip(builders, builders.dropFirst()).allSatisfy({ $0.summary.typeName != $1.summary.typeName }),
            zip(scenes, scenes.dropFirst()).allSatisfy({ $0.record.typeName != $1.record.typeName })
        else { return nil }
        // The translator numbers key constants over all builders in this order (`makeKeyConstantsUnique`).
        var constants = UniqueNames()
        for builder in builders {
            for layout in builder.summary.layouts {
                guard constants.unique(layout.numberedFrom ?? layout.keyConstant) == layout.keyConstant else {
                    return nil
                }
            }
        }
        // A redone prototype whose generated class another layout's constant could also name (`mainAdd` and
        // `mainAddCell`, both `MainAddCell`) is numbered by what the record does not keep (whether the other is
        // such a prototype): a full run decides.
        let prototypeConstants = builders.compactMap(\.model).flatMap(\.layouts).filter(
            BuilderFileTranslator.generatesClass
        ).map(\.keyConstant)
        if !prototypeConstants.isEmpty {
            let all = Set(builders.flatMap { $0.summary.layouts.map(\.keyConstant) })
            for constant in prototypeConstants {
                let names = PrototypeRegistration.classNames(constant)
                guard
                    all.allSatisfy({
                        $0 == constant || !PrototypeRegistration.classNames($0).contains(where: names.contains)
                    })
                else { return nil }
            }
        }
    }
}

extension Merged {
    /// The suffixes the translator adds to a class name when layouts of one class go to several builders:
    /// `Controller` for a controller of a class that views are laid out as, and the root kind (`TableViewCell`, ...)
    /// for layouts of one class whose roots differ (`InterfaceTranslator.translate`).
    static let builderSuffixes = [
        "Controller", "TableViewCell", "CollectionViewCell", "CollectionReusableView", "TableViewHeaderFooterView",
    ]

    /// A builder's class name and the name it has without one of those suffixes: two builders that one class's
    /// layouts went to share one of these.
    static func stems(_ className: String) -> [String] {
        [className]
            + builderSuffixes.filter { className.hasSuffix($0) && className != $0 }.map {
                String(className.dropLast($0.count))
            }
    }
}

extension GeneratorPipeline {
    /// The record of a full run: `names` are the files' names in the order `BuilderFileTranslator.files` lists
    /// them (the keys, the builders, the `Scenes` files, the support file); `nil` when an input's tokens cannot be
    /// read.
    static func record(
        of translated: Translated, sources: [SourceFile], hashes: [String], names: [String]
    ) -> IncrementalRecord? {
        guard let tables = tableDiagnostics(translated.unattributed, among: sources) else { return nil }
        let builders = zip(translated.builders, names.dropFirst()).map { IncrementalRecord.Builder($0, fileName: $1) }
        let scenes = zip(translated.sceneGraphs, names.dropFirst(1 + builders.count)).map {
            IncrementalRecord.Scenes(typeName: $0.typeName, sourcePath: $0.sourcePath, fileName: $1)
        }
        return IncrementalRecord(
            configuration: "",
            inputs: zip(zip(sources, hashes), translated.groups).map { input, group in
                IncrementalRecord.Input(
                    path: input.0.path, hash: input.1, tokens: InputTokens(), diagnostics: group,
                    tableDiagnostics: tables[input.0.path] ?? [])
            },
            builders: builders, scenes: scenes
        ).withTokens(translated.inputTokens)
    }
}

extension IncrementalRecord {
    /// The record with the tokens of the inputs scanned (`GeneratorPipeline.ParsedInput.tokens`), and each builder's
    /// names defined by the inputs it was built from; `nil` when an input could not be scanned.
    func withTokens(_ scanned: [(path: String, tokens: InputTokens?)]) -> IncrementalRecord? {
        var builtFrom: [String: [Builder]] = [:]
        for builder in builders {
            for path in builder.sourcePaths { builtFrom[path, default: []].append(builder) }
        }
        var record = self
        let indices = Dictionary(inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for input in scanned {
            guard let index = indices[input.path], let tokens = input.tokens else { return nil }
            record.inputs[index].tokens = tokens.defining(builtFrom[input.path] ?? [])
        }
        return record
    }
}
