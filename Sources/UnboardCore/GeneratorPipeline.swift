import Foundation

/// An input file: where to read it and how to name it in headers and diagnostics.
public struct InputFile: Hashable, Sendable {
    /// The path to read.
    public var url: URL
    /// The path shown to users (relative to the working directory when possible).
    public var displayPath: String

    /// Creates an input.
    public init(url: URL, displayPath: String) {
        self.url = url
        self.displayPath = displayPath
    }
}

/// A rendered output file.
public struct RenderedFile: Hashable, Sendable {
    /// The file name inside the output folder.
    public var name: String
    /// The file's text.
    public var contents: String

    /// Creates a rendered file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What one run of the pipeline produced.
public struct GenerationResult: Sendable {
    /// The files to write, in a stable order.
    public var files: [RenderedFile]
    /// The migration starters (`<Class>+CodeInterfaceBuilder.swift`), when the pipeline was asked for them; they go
    /// to their own folder and are never overwritten.
    public var starters: [RenderedFile] = []
    /// The builders, for reports and layout checks; empty when the pipeline keeps no models
    /// (`GeneratorPipeline.keepsModels`).
    public var builders: [BuilderModel]
    /// All diagnostics, grouped by input in input order.
    public var diagnostics: [Diagnostic]
    /// The scene graphs of the storyboards, sorted by type name; empty when the pipeline keeps no models.
    public var sceneGraphs: [SceneGraphModel] = []
    /// The display paths of the inputs this run parsed and translated: all of them, unless it redid only what an
    /// edit reached (`run(_:after:previousFile:)`).
    public var translatedInputs: [String] = []
    /// How many builders the run took as they were from the previous run, without translating them again.
    public var keptBuilderCount = 0
    /// What the next run needs to redo only what an edit reaches; `nil` when this run cannot be taken up that way.
    public var record: IncrementalRecord?
    /// The `ContentHash` of each input's bytes, in input order, as the run took them (for its record), for the stamp
    /// to reuse; empty when the run had errors.
    public var inputHashes: [String] = []

    /// How many builders the pipeline let go of as their files were rendered (`GeneratorPipeline.keepsModels`).
    var releasedBuilderCount = 0

    /// How many builders the output holds.
    public var builderCount: Int { builders.count + keptBuilderCount + releasedBuilderCount }

    /// Whether any input had an error; then nothing may be written.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Runs the three stages: parse each input, translate them together, render the Swift files.
public struct GeneratorPipeline: Sendable {
    /// Parser limits.
    public var parser: InterfaceDocumentParser
    /// Code generation options.
    public var options: GenerationOptions
    /// Whether to add `CustomClassStubs.swift`, declaring the custom classes for type-checking.
    public var emitsCustomClassStubs = false
    /// Whether to render a migration starter for each view controller class, and for each cell or File's Owner view
    /// class whose layout varies by size class (`unboard migrate`).
    public var emitsStarters = false
    /// How many inputs are parsed (and layouts translated, files rendered) at once; `nil` uses every core.
    public var maximumConcurrency: Int?
    /// Whether the result keeps the builders and scene graphs, for reports and layout checks. Without them
    /// (`generate`), each builder is let go as soon as its file is rendered, so that a run never holds every builder
    /// beside the text of every file.
    public var keepsModels = true
    /// Whether inputs read from files (`SourceFile.file`) keep their bytes once parsed. Without them (`generate`),
    /// a run never holds an input beside its translation, and the lines diagnostics print are read back from the
    /// file; such a source is then parsed by one run only.
    public var keepsInputBytes = true

    /// Creates a pipeline.
    public init(
        parser: InterfaceDocumentParser = InterfaceDocumentParser(), options: GenerationOptions = GenerationOptions()
    ) {
        self.parser = parser
        self.options = options
    }

    /// Runs the pipeline over inputs already read into memory.
    public func run(_ sources: [SourceFile]) -> GenerationResult {
        // The documents live only inside `translateAll`, so their memory is free again before rendering starts.
        var translated = translateAll(sources, lettingBytesGo: !keepsInputBytes)
        let (builderCount, sceneGraphs) = (translated.builders.count, translated.sceneGraphs)
        var all = translated.groups.joined() + translated.unattributed
        let fileTranslator = BuilderFileTranslator(options: options)
        let renderer = FileRenderer(templates: options.templates, templatePaths: options.templatePaths)
        // Everything that spans the builders is made, named and checked while all of them are held.
        var spanning =
            translated.builders.isEmpty && sceneGraphs.isEmpty
            ? SpanningFiles(leading: [], builderNames: [], trailing: [])
            : fileTranslator.spanningFiles(for: translated.builders, sceneGraphs: sceneGraphs)
        if emitsCustomClassStubs {
            spanning.trailing.append(
                fileTranslator.customClassStubs(
                    for: translated.builders, sceneGraphs: sceneGraphs, starters: emitsStarters))
        }
        var starters: [SwiftFile] = []
        if emitsStarters {
            let made = Self.starters(for: translated.builders, sceneGraphs: sceneGraphs, with: fileTranslator)
            starters = made.files
            all += made.diagnostics
            all += fileTranslator.appEntryNotes(translated.documentHeads, sceneGraphs: sceneGraphs)
        }
        let (builderNames, settled) = (spanning.builderNames, spanning.settled)
        let names = spanning.leading.map(\.name) + builderNames + (spanning.trailing + starters).map(\.name)
        all += Self.fileNameErrors(names, builders: translated.builders, sceneGraphs: sceneGraphs, sources: sources)
        let hashes = translated.inputHashes
        let record =
            recordable && !names.isEmpty
            ? Self.record(of: translated, sources: sources, hashes: hashes, names: names) : nil
        let kept = keepsModels ? translated.builders : []
        // From here on only `pending` (and `kept`) holds the builders: each goes as soon as its file is rendered.
        let pending = ParallelResults(translated.builders)
        translated.builders = []
        let generatedCount = spanning.leading.count + builderNames.count + spanning.trailing.count
        let leading = renderEach(spanning.leading, with: renderer)
        let trailing = renderEach(spanning.trailing + starters, with: renderer)
        // Their declarations go before the builders' files are made.
        (spanning, starters) = (SpanningFiles(leading: [], builderNames: [], trailing: []), [])
        let builderFiles = renderEach(pending, count: builderNames.count) { index, builder in
            var file = fileTranslator.builderFile(builder, settled: settled[builder.typeName])
            file.name = builderNames[index]
            return try renderer.render(file)
        }
        let (files, renderErrors) = Self.collected(names, leading + builderFiles + trailing)
        all += renderErrors
        guard !all.contains(where: { $0.severity == .error }) else {
            return GenerationResult(files: [], builders: kept, diagnostics: all)
        }
        var result = GenerationResult(files: Array(files.prefix(generatedCount)), builders: kept, diagnostics: all)
        result.starters = Array(files.dropFirst(generatedCount))
        result.sceneGraphs = keepsModels ? sceneGraphs : []
        result.releasedBuilderCount = builderCount - kept.count
        result.translatedInputs = sources.map(\.path)
        result.record = record
        result.inputHashes = hashes
        return result
    }

    /// Whether these options let a later run redo only what an edit reaches: one file holding everything, the stubs
    /// of every class, starters and xibs assigned to classes by the configuration all span every input.
    var recordable: Bool {
        options.singleFileName == nil && !emitsCustomClassStubs && !emitsStarters && options.nibLoadingClasses.isEmpty
    }

    /// The files named `names` from the results of rendering them, in order; a file that failed to render is left
    /// out, with its error.
    static func collected(
        _ names: [String], _ results: [Result<String, any Error>]
    ) -> (files: [RenderedFile], errors: [Diagnostic]) {
        var rendered: [RenderedFile] = []
        var errors: [Diagnostic] = []
        for (name, result) in zip(names, results) {
            do {
                rendered.append(RenderedFile(name: name, contents: try result.get()))
            } catch let diagnostic as Diagnostic {
                errors.append(diagnostic)
            } catch {
                errors.append(.error("\(error)"))
            }
        }
        return (rendered, errors)
    }

    /// One starter per view controller class, and per cell, File's Owner view or xib root view class of the app's,
    /// with a note saying where the app calls the latter's `installCodeInterfaceBuilder(key:)` or
    /// `makeWithCodeInterfaceBuilder(key:)`; and a note per unwind action
    /// saying which protocol the class that declares it must adopt.
    private static func starters(
        for builders: [BuilderModel], sceneGraphs: [SceneGraphModel], with translator: BuilderFileTranslator
    ) -> (files: [SwiftFile], diagnostics: [Diagnostic]) {
        var files: [SwiftFile] = []
        var diagnostics: [Diagnostic] = []
        var names = Set<String>()
        for builder in builders {
            let controllerStarter = translator.starterFile(for: builder, sceneGraphs: sceneGraphs, builders: builders)
            if controllerStarter == nil {
                diagnostics += translator.cellSeguesWithoutStarterWarnings(for: builder, sceneGraphs: sceneGraphs)
            }
            guard let starter = controllerStarter ?? translator.viewStarterFile(for: builder) else {
                diagnostics += translator.rootViewWithoutStarterWarning(for: builder).map { [$0] } ?? []
                continue
            }
            // One class whose cells two builders lay out (a table and a collection view cell) gets one starter.
            guard names.insert(starter.name).inserted else {
                diagnostics.append(
                    .warning(
                        "\(builder.typeName) gets no starter, \(starter.name) is another builder's: install its "
                            + "views with \(builder.typeName) from the class's initializer, and apply its size "
                            + "classes from the class's traitCollectionDidChange(_:)",
                        at: builder.layouts.first.map { Diagnostic.Location(filePath: $0.sourcePath, line: $0.line) }))
                continue
            }
            files.append(starter)
            if controllerStarter == nil, let note = translator.viewStarterNote(for: builder) {
                diagnostics.append(note)
            }
            diagnostics += translator.nestedXibRootWarning(for: builder, among: builders).map { [$0] } ?? []
        }
        diagnostics += sceneGraphs.flatMap(translator.unwindAdoptionNotes)
        return (files, diagnostics)
    }

    /// What `translateAll` produced.
    struct Translated {
        var builders: [BuilderModel]
        var sceneGraphs: [SceneGraphModel]
        /// Each input's diagnostics (parsing, then translation by line), in input order.
        var groups: [[Diagnostic]]
        /// The diagnostics of no input.
        var unattributed: [Diagnostic]
        /// How each parsed input starts: its `<document>` line and whether it is a launch screen.
        var documentHeads: [DocumentHead] = []
        /// The `ContentHash` of each input's bytes, in input order.
        var inputHashes: [String] = []
        /// The names each input defines and uses (`ParsedInput.tokens`), in input order.
        var inputTokens: [(path: String, tokens: InputTokens?)] = []
    }

    /// Parses and translates every input; diagnostics come grouped by input in input order, then those of no input.
    /// With `lettingBytesGo`, inputs read from files let their bytes go once parsed (`keepsInputBytes`).
    func translateAll(_ sources: [SourceFile], lettingBytesGo: Bool) -> Translated {
        var perInput = parseAll(sources, lettingBytesGo: lettingBytesGo)
        let diagnostics = AccumulatingDiagnosticCollector()
        // The documents are taken out of the parsed inputs and handed to the translator, which lets each storyboard's
        // scenes go as their layouts are made: what the later steps need of them is taken first.
        var documents: [(document: InterfaceDocument, source: SourceFile)] = []
        for index in perInput.indices {
            if let document = perInput[index].document.take() { documents.append((document, perInput[index].source)) }
        }
        let documentHeads = documents.map {
            DocumentHead(
                path: $0.document.path, line: $0.document.line,
                isLaunchScreen: $0.document.attributes.bool("launchScreen") == true)
        }
        let classedObjects = documents.map { ($0.source, InterfaceTranslator.classedObjects(of: $0.document)) }
        let translationDiagnostics = perInput.map { _ in AccumulatingDiagnosticCollector() }
        // Paths are unique when they come from InputDiscovery; a library caller may repeat one, which must not crash.
        let byPath = Dictionary(
            zip(sources.map(\.path), translationDiagnostics), uniquingKeysWith: { first, _ in first })
        let router = RoutingDiagnosticCollector(byPath: byPath, fallback: diagnostics)
        var translator = InterfaceTranslator()
        translator.deploymentTarget = options.deploymentTarget
        translator.maximumConcurrency = maximumConcurrency
        translator.localization = options.localization
        // `support` needs the support file; without it, names key only the builders' `view(named:)`.
        translator.viewNames = options.viewNames == .support && !options.emitsSupportFile ? .builder : options.viewNames
        translator.nibLoadingClasses = options.nibLoadingClasses
        let (builders, sceneGraphs) = translator.translate(
            consume documents, withSceneGraphs: true, diagnostics: router)
        translator.reportGeneratedTypeNames(
            classedObjects, builders: builders, sceneGraphs: sceneGraphs, diagnostics: router)
        let groups = perInput.enumerated().map { index, input in
            input.diagnostics + Self.inLineOrder(translationDiagnostics[index].diagnostics)
        }
        var translated = Translated(
            builders: builders, sceneGraphs: sceneGraphs, groups: groups, unattributed: diagnostics.diagnostics)
        translated.documentHeads = documentHeads
        translated.inputHashes = perInput.map(\.hash)
        translated.inputTokens = perInput.map { ($0.source.path, $0.tokens) }
        return translated
    }

    /// A file's translation diagnostics by line, as a compiler lists them (the translator's passes each report in
    /// their own order); diagnostics of one line keep theirs.
    static func inLineOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { first, second in
            let lines = (first.element.location?.line ?? Int.max, second.element.location?.line ?? Int.max)
            return lines.0 != lines.1 ? lines.0 < lines.1 : first.offset < second.offset
        }.map(\.element)
    }

    /// Renders every file, on all cores; results stay in file order.
    func renderEach(_ files: consuming [SwiftFile], with renderer: FileRenderer) -> [Result<String, any Error>] {
        let count = files.count
        return renderEach(ParallelResults(consume files), count: count) { _, file in try renderer.render(file) }
    }

    /// Renders the first `count` items into files with `render`, on all cores (each file is independent); results
    /// stay in item order. Each item is taken from `items` and let go as soon as its file is rendered, so that the
    /// models and declarations of all files are never held beside all the text.
    private func renderEach<Item>(
        _ items: ParallelResults<Item>, count: Int, _ render: @escaping @Sendable (Int, Item) throws -> String
    ) -> [Result<String, any Error>] {
        let results = ParallelResults<Result<String, any Error>>(count: count)
        let workers = max(1, min(maximumConcurrency ?? ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                guard let item = items.take(index) else { continue }
                results.set(index, Result { try render(index, item) })
            }
        }
        return results.values.map { $0 ?? .failure(Diagnostic.error("a file was not rendered")) }
    }

    /// One input as parsing left it: its document (`nil` when it was refused) and diagnostics, with what the later
    /// stages need of its bytes, taken before they are let go.
    struct ParsedInput {
        var document: InterfaceDocument?
        var source: SourceFile
        var diagnostics: [Diagnostic]
        /// The `ContentHash` of the bytes parsed, for the stamp and the record.
        var hash: String
        /// The names the input defines and uses (`InputTokens.scan`), for the record; `nil` when the run makes no
        /// record (`recordable`) or the input cannot be scanned.
        var tokens: InputTokens?
    }

    /// Parses every input, on all cores; results stay in input order. With `lettingBytesGo`, each input read from a
    /// file lets its bytes go once parsed (`SourceFile.letGoOfBytes()`), so that translation never holds them beside
    /// the documents and layouts.
    private func parseAll(_ sources: [SourceFile], lettingBytesGo: Bool) -> [ParsedInput] {
        let results = ParallelResults<ParsedInput>(count: sources.count)
        let workers = max(1, min(maximumConcurrency ?? ProcessInfo.processInfo.activeProcessorCount, sources.count))
        let scansTokens = recordable
        // Each worker takes every `workers`-th input, so the number of threads is bounded by `workers`.
        @Sendable func parse(_ index: Int) {
            let source = sources[index]
            defer { if lettingBytesGo { source.letGoOfBytes() } }
            let collector = AccumulatingDiagnosticCollector()
            var parsed = ParsedInput(
                document: nil, source: source, diagnostics: [], hash: ContentHash.hex(source.data),
                tokens: scansTokens ? InputTokens.scan(source) : nil)
            do {
                parsed.document = try parser.parse(source, diagnostics: collector)
                parsed.diagnostics = collector.diagnostics
            } catch let diagnostic as Diagnostic {
                parsed.diagnostics = collector.diagnostics + [diagnostic]
            } catch {
                parsed.diagnostics = collector.diagnostics + [.error("\(error)", at: .init(filePath: source.path))]
            }
            results.set(index, parsed)
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: sources.count, by: workers) { parse(index) }
        }
        return zip(sources, results.values).map { source, parsed in
            parsed
                ?? ParsedInput(
                    document: nil, source: source,
                    diagnostics: [.error("the input was not parsed", at: .init(filePath: source.path))], hash: "")
        }
    }
}

/// Sends each diagnostic to the collector of the file it is about.
private final class RoutingDiagnosticCollector: DiagnosticCollector {
    let byPath: [String: AccumulatingDiagnosticCollector]
    let fallback: AccumulatingDiagnosticCollector

    init(byPath: [String: AccumulatingDiagnosticCollector], fallback: AccumulatingDiagnosticCollector) {
        self.byPath = byPath
        self.fallback = fallback
    }

    func emit(_ diagnostic: Diagnostic) {
        (diagnostic.location.flatMap { byPath[$0.filePath] } ?? fallback).emit(diagnostic)
    }
}
