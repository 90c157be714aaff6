import Foundation
import UnboardCore

/// Reads and translates the inputs of the layout commands, `preview` and `verify`, the one way both do.
enum LayoutInputs {
    /// The inputs' layouts, sorted by source path and key, after printing the inputs' errors; `hasErrors` says
    /// whether there were any. Each input is translated on its own: layouts never span documents, and inputs outside
    /// the working directory may share a display name.
    static func load(_ inputs: [String]) throws -> (layouts: [LayoutModel], hasErrors: Bool) {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = try InputLoader.load(inputs, workingDirectory: workingDirectory, root: workingDirectory).sources
        let results = sources.map { GeneratorPipeline().run([$0]) }
        let layouts = results.flatMap { $0.builders.flatMap(\.layouts) }.sorted {
            ($0.sourcePath, $0.key) < ($1.sourcePath, $1.key)
        }
        let errors = results.flatMap(\.diagnostics).filter { $0.severity == .error }
        DiagnosticPrinter(sources: sources).print(errors)
        return (layouts, !errors.isEmpty)
    }
}
