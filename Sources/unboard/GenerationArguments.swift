import ArgumentParser
import Foundation
import UnboardCore

/// The options `generate` and `check` share: what to read, and how to generate.
struct GenerationArguments: ParsableArguments {
    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var inputs: [String] = []

    @Option(help: "A configuration file (default: unboard.yml in the working directory when no inputs are named).")
    var config: String?

    @Option(name: .shortAndLong, help: "The folder the Swift files go into.")
    var output: String?

    @Option(help: "Access level of the generated declarations: internal or public.")
    var access: AccessLevel?

    @Option(
        help:
            "The module the generated code is compiled into; views whose customModule is this module are not imported.")
    var moduleName: String?

    @Flag(
        help:
            "Also write CustomClassStubs.swift, declaring the custom classes as empty subclasses, to type-check the output on its own."
    )
    var customClassStubs = false

    @Flag(inversion: .prefixedNo, help: "Write UnboardSupport.swift, view finders for unit tests (default: on).")
    var supportFile: Bool?

    @Option(help: "The deepest element nesting accepted in an input.")
    var maxDepth: Int?

    @Option(
        help: "The iOS version the generated code must run on; newer API is guarded with if #available (default 14.0).")
    var deploymentTarget: String?

    @Option(help: "Write everything into this one file instead of a file per builder.")
    var singleFile: String?

    @Option(
        help:
            "Which documents' strings become NSLocalizedString lookups in their .strings tables: auto (documents in Base.lproj), always or never."
    )
    var localize: LocalizationOptions.Mode?

    @Option(help: "The Swift expression of the bundle holding the .strings tables (default: .main).")
    var localizationBundle: String?

    @Option(
        help:
            "How views' name runtime attributes reach the code: support (UnboardSupport.swift declares UIView.name and view(named:)), app (the app declares UIView.name) or builder (default: support)."
    )
    var viewNames: ViewNameMode?

    /// Custom view classes that load their own xib, from the configuration file, with paths made relative to the
    /// working directory like the inputs'.
    var nibLoadingClasses: [NibLoadingClass] = []

    /// Template files by output kind, from the configuration file.
    var templatePaths: [String: String] = [:]

    /// The configuration file's folder, which generated headers name the inputs relative to.
    var configurationFolder: URL?
    /// The configuration file's warnings (inputs that match nothing), printed with the run's diagnostics.
    var configurationWarnings: [Diagnostic] = []
    /// The configuration file's text, for those warnings.
    var configurationSource: SourceFile?

    private enum CodingKeys: String, CodingKey {
        case inputs, config, output, access, moduleName, customClassStubs, supportFile, maxDepth, singleFile, jobs,
            absolutePaths
        case deploymentTarget, localize, localizationBundle, viewNames
    }

    @Flag(help: "Print absolute paths in diagnostics, as Xcode's issue navigator needs (default when run from Xcode).")
    var absolutePaths = false

    @Option(help: "How many inputs to process at once (default: every core).")
    var jobs: Int?

    func validate() throws {
        if let deploymentTarget, !UnboardConfiguration.isVersion(deploymentTarget) {
            throw ValidationError("--deployment-target must be an iOS version such as 14.0")
        }
        if let singleFile, !singleFile.hasSuffix(".swift") || !OutputWriter.isSafeFileName(singleFile) {
            throw ValidationError("--single-file must be a plain file name ending in .swift")
        }
    }

    /// What one run of the pipeline read and produced.
    struct Run {
        var files: [InputFile]
        var sources: [SourceFile]
        var result: GenerationResult
        var output: URL
        /// The diagnostics as printed.
        var diagnosticsText = ""
    }

    /// What a previous run into the output folder left, for `generate` to redo only what changed.
    typealias PreviousRun = (record: IncrementalRecord, file: (String) -> String?)

    /// Finds the inputs, reads them, runs the pipeline and prints its diagnostics; with `starters`, also renders a
    /// migration starter per view controller class; after a `previous` run, redoes only what an edit reaches.
    /// `found` are the inputs these arguments were found to name earlier in the run (`InputLoader.load`).
    func generate(starters: Bool = false, after previous: PreviousRun? = nil, found: [InputFile]? = nil) throws -> Run {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let merged = try resolved(workingDirectory: workingDirectory)
        return try merged.run(workingDirectory: workingDirectory, starters: starters, after: previous, found: found)
    }

    /// These arguments over the configuration file's values: the command line wins. Configuration errors are
    /// printed when `printsErrors`; warnings are kept for the run to print.
    func resolved(workingDirectory: URL, printsErrors: Bool = true) throws -> GenerationArguments {
        let defaultPath = workingDirectory.appendingPathComponent(ConfigurationLoader.defaultName).path
        let path =
            config
            ?? (inputs.isEmpty && FileManager.default.fileExists(atPath: defaultPath)
                ? ConfigurationLoader.defaultName : nil)
        guard let path else { return self }
        let loaded = try ConfigurationLoader.load(path, workingDirectory: workingDirectory, printsErrors: printsErrors)
        let (configuration, folder) = (loaded.configuration, loaded.folder)
        var merged = self
        if merged.inputs.isEmpty {
            (merged.inputs, merged.configurationWarnings) = ConfigurationLoader.inputs(
                loaded, workingDirectory: workingDirectory)
            merged.configurationSource = loaded.source
        }
        if merged.output == nil, let output = configuration.output {
            merged.output = ConfigurationLoader.relative(
                folder.appendingPathComponent(output).path, to: workingDirectory)
        }
        merged.access = merged.access ?? configuration.access.map { $0 == .public ? .public : .internal }
        merged.moduleName = merged.moduleName ?? configuration.moduleName
        merged.customClassStubs = merged.customClassStubs || configuration.customClassStubs == true
        merged.supportFile = merged.supportFile ?? configuration.supportFile
        merged.maxDepth = merged.maxDepth ?? configuration.maxDepth
        merged.singleFile = merged.singleFile ?? configuration.singleFile
        merged.deploymentTarget = merged.deploymentTarget ?? configuration.deploymentTarget
        merged.localize = merged.localize ?? configuration.localize
        merged.localizationBundle = merged.localizationBundle ?? configuration.localizationBundle
        merged.viewNames = merged.viewNames ?? configuration.viewNames
        merged.nibLoadingClasses = configuration.nibLoadingClasses
        merged.templatePaths = configuration.templates.mapValues { folder.appendingPathComponent($0).path }
        merged.configurationFolder = folder
        return merged
    }

    private func run(
        workingDirectory: URL, starters: Bool, after previous: PreviousRun?, found: [InputFile]?
    ) throws -> Run {
        guard let output else { throw ValidationError("missing --output <dir> (or an output in unboard.yml)") }
        guard !output.allSatisfy(\.isWhitespace) else {
            throw ValidationError("--output must name a folder, not be empty")
        }
        guard !inputs.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    DiagnosticPrinter(sources: configurationSource.map { [$0] } ?? []).text(configurationWarnings).utf8)
            )
            throw ValidationError("no inputs: name storyboards, xibs or folders, or write an unboard.yml")
        }
        let (files, sources) = try InputLoader.load(
            inputs, workingDirectory: workingDirectory, root: configurationFolder, found: found)
        var options = generationOptions
        options.localization.folder = configurationFolder ?? InputDiscovery.commonFolder(of: files.map(\.url))
        for (kind, path) in templatePaths.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("cannot read the \(kind) template \(path)")
            }
            options.templates[kind] = String(decoding: data, as: UTF8.self)
            options.templatePaths[kind] = path
        }
        var pipeline = GeneratorPipeline(
            parser: InterfaceDocumentParser(
                options: ParserOptions(maximumDepth: maxDepth ?? ParserOptions().maximumDepth)),
            options: options)
        pipeline.emitsCustomClassStubs = customClassStubs
        pipeline.emitsStarters = starters
        pipeline.maximumConcurrency = jobs
        // No command reads the models once the files are rendered: each builder goes as soon as its file is.
        pipeline.keepsModels = false
        // Nor the inputs' bytes once parsed: the lines diagnostics print are read back from the files.
        pipeline.keepsInputBytes = false
        let result = pipeline.run(sources, after: previous?.record, previousFile: previous?.file ?? { _ in nil })
        let diagnosticsText =
            DiagnosticPrinter(sources: configurationSource.map { [$0] } ?? []).text(configurationWarnings)
            + DiagnosticPrinter(sources: sources, printedPath: printedPath(files)).text(result.diagnostics)
        FileHandle.standardError.write(Data(diagnosticsText.utf8))
        let outputURL = URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL
        return Run(files: files, sources: sources, result: result, output: outputURL, diagnosticsText: diagnosticsText)
    }
}

extension GenerationArguments {
    var generationOptions: GenerationOptions {
        var options = GenerationOptions(
            access: (access ?? .internal).swiftAccess, moduleName: moduleName, importsCustomModules: !customClassStubs)
        options.singleFileName = singleFile
        options.emitsSupportFile = supportFile ?? true
        if let deploymentTarget { options.deploymentTarget = deploymentTarget }
        if let localize { options.localization.mode = localize }
        if let localizationBundle { options.localization.bundle = localizationBundle }
        if let viewNames { options.viewNames = viewNames }
        options.nibLoadingClasses = nibLoadingClasses
        return options
    }
}

extension GenerationArguments {
    /// The path diagnostics print for a display path: relative to the working directory, so that `path:line:col`
    /// opens from the terminal, or absolute with `--absolute-paths` or in an Xcode build phase (which sets
    /// `XCODE_VERSION_ACTUAL`), as Xcode's issue navigator needs.
    /// Files beside the inputs (`.strings` tables) are found the same way, from the folder display paths start at.
    func printedPath(_ files: [InputFile]) -> @Sendable (String) -> String {
        let absolute = absolutePaths || ProcessInfo.processInfo.environment["XCODE_VERSION_ACTUAL"] != nil
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = configurationFolder ?? InputDiscovery.commonFolder(of: files.map(\.url))
        return { displayPath in
            let url =
                (displayPath.hasPrefix("/")
                ? URL(fileURLWithPath: displayPath) : root.appendingPathComponent(displayPath)).standardizedFileURL
            return absolute ? url.path : InputDiscovery.relativePath(url, from: workingDirectory)
        }
    }
}

/// The access levels the CLI accepts.
enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
    case `internal`, `public`

    var swiftAccess: SwiftAccess { self == .public ? .public : .internal }
}

extension LocalizationOptions.Mode: ExpressibleByArgument {}
extension ViewNameMode: ExpressibleByArgument {}
