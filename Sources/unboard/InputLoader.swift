import ArgumentParser
import Foundation
import UnboardCore

/// Finds the storyboards and xibs named on the command line and reads them, for every command.
enum InputLoader {
    /// The inputs found below `paths` (files or folders) and their contents, in a stable order; `root` is the folder
    /// display paths are relative to (see `InputDiscovery.inputs`).
    static func load(_ paths: [String], workingDirectory: URL, root: URL?) throws -> (files: [InputFile], sources: [SourceFile]) {
        let files: [InputFile]
        do {
            files = try InputDiscovery.inputs(paths, workingDirectory: workingDirectory, root: root)
        } catch let diagnostic as Diagnostic {
            throw ValidationError(diagnostic.message)
        }
        guard !files.isEmpty else { throw ValidationError("no .storyboard or .xib files among the inputs") }
        let sources = try files.map { SourceFile(path: $0.displayPath, data: try Data(contentsOf: $0.url)) }
        return (files, sources)
    }
}
