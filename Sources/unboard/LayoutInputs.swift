import Foundation
import UnboardCore

/// Reads and translates the inputs of the layout commands, `preview` and `verify`, the one way both do.
enum LayoutInputs {
    /// The inputs' layouts, sorted by source path and key, after printing the inputs' errors; `hasErrors` says
    /// whether there were any. Each input is translated on its own: layouts never span documents, and inputs outside
    /// the working directory may share a display name.
    static func load(_ inputs: [String]) throws -> (layouts: [LayoutModel], hasErrors: Bool) {
        let (sources, results) = try translate(inputs, together: false)
        let errors = results.flatMap(\.diagnostics).filter { $0.severity == .error }
        DiagnosticPrinter(sources: sources).print(errors)
        return (layouts(results), !errors.isEmpty)
    }

    /// The inputs' layouts translated all at once, as `generate` does (a xib that a view nests is then known), sorted
    /// like `load`'s; diagnostics are left to `load`.
    static func translatedTogether(_ inputs: [String]) throws -> [LayoutModel] {
        layouts(try translate(inputs, together: true).results)
    }

    private static func translate(
        _ inputs: [String], together: Bool
    ) throws -> (sources: [SourceFile], results: [GenerationResult]) {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = try InputLoader.load(inputs, workingDirectory: workingDirectory, root: workingDirectory).sources
        return (sources, together ? [GeneratorPipeline().run(sources)] : sources.map { GeneratorPipeline().run([$0]) })
    }

    private static func layouts(_ results: [GenerationResult]) -> [LayoutModel] {
        results.flatMap { $0.builders.flatMap(\.layouts) }.sorted { ($0.sourcePath, $0.key) < ($1.sourcePath, $1.key) }
    }
}
