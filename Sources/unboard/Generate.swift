import ArgumentParser
import Foundation
import UnboardCore

/// `unboard generate`: writes one Swift file per builder plus the key constants.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate CodeInterfaceBuilder Swift files from storyboards and xibs.",
        discussion: """
            Exit status: 0 on success, 1 when an input had errors (nothing is written then), 2 on usage errors.
            """
    )

    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into.")
    var output: String

    @Option(help: "Access level of the generated declarations: internal or public.")
    var access: AccessLevel = .internal

    @Option(help: "The module the generated code is compiled into; views whose customModule is this module are not imported.")
    var moduleName: String?

    @Flag(help: "Also write CustomClassStubs.swift, declaring the custom classes as empty subclasses, to type-check the output on its own.")
    var customClassStubs = false

    @Option(help: "The deepest element nesting accepted in an input.")
    var maxDepth = ParserOptions().maximumDepth

    @Option(help: "How many inputs to process at once (default: every core).")
    var jobs: Int?

    @Flag(help: "Print only errors and warnings.")
    var quiet = false

    func run() throws {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let files: [InputFile]
        do {
            files = try InputDiscovery.inputs(inputs, workingDirectory: workingDirectory)
        } catch let diagnostic as Diagnostic {
            throw ValidationError(diagnostic.message)
        }
        guard !files.isEmpty else { throw ValidationError("no .storyboard or .xib files among the inputs") }
        let sources = try files.map { file in
            SourceFile(path: file.displayPath, data: try Data(contentsOf: file.url))
        }
        var pipeline = GeneratorPipeline(
            parser: InterfaceDocumentParser(options: ParserOptions(maximumDepth: maxDepth)), options: GenerationOptions(access: access.swiftAccess, moduleName: moduleName, importsCustomModules: !customClassStubs))
        pipeline.emitsCustomClassStubs = customClassStubs
        pipeline.maximumConcurrency = jobs
        let result = pipeline.run(sources)
        DiagnosticPrinter(sources: sources).print(result.diagnostics)
        if result.hasErrors {
            FileHandle.standardError.write(Data("unboard: nothing was written because of the errors above.\n".utf8))
            throw ExitCode(1)
        }
        let outputURL = URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL
        let summary = try OutputWriter(directory: outputURL).write(result.files)
        if !quiet {
            let warnings = result.diagnostics.filter { $0.severity == .warning }.count
            print(
                "unboard: \(result.builders.count) builder(s) from \(files.count) input(s): \(summary.written.count) file(s) written, "
                    + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed; \(warnings) warning(s).")
        }
    }
}

/// The access levels the CLI accepts.
enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
    case `internal`, `public`

    var swiftAccess: SwiftAccess { self == .public ? .public : .internal }
}
