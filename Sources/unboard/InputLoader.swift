import ArgumentParser
import Foundation
import UnboardCore

/// Finds the storyboards and xibs named on the command line and reads them, for every command.
enum InputLoader {
    /// The inputs found below `paths` (files or folders) and their contents, in a stable order; `root` is the folder
    /// display paths are relative to (see `InputDiscovery.inputs`). `found` is what `InputDiscovery.inputs` gave
    /// for these arguments earlier in the run (`StampProbe.files`), so that the inputs are not looked for twice.
    ///
    /// - Throws: A `Diagnostic` (`path: error: ...`) for a file that is not a storyboard or xib or cannot be read.
    static func load(
        _ paths: [String], workingDirectory: URL, root: URL?, found: [InputFile]? = nil
    ) throws -> (files: [InputFile], sources: [SourceFile]) {
        let files: [InputFile]
        do {
            files = try found ?? InputDiscovery.inputs(paths, workingDirectory: workingDirectory, root: root)
        } catch let diagnostic as Diagnostic {
            throw ValidationError(diagnostic.message)
        }
        guard !files.isEmpty else { throw ValidationError("no .storyboard or .xib files among the inputs") }
        let sources = try files.map { file in
            let location = Diagnostic.Location(filePath: file.displayPath)
            guard InputDiscovery.extensions.contains(file.url.pathExtension.lowercased()) else {
                throw Diagnostic.error(
                    "not a storyboard or xib (Unboard reads .storyboard and .xib files); name those, or folders that hold them",
                    at: location)
            }
            // Opened without blocking and checked to be a regular file: a FIFO named like an input must not hang a build.
            guard let data = FolderEntry.regularFileContents(atPath: file.url.path, followsLinks: true) else {
                throw Diagnostic.error(
                    "cannot read this file: it is not a readable regular file; check its permissions", at: location)
            }
            return SourceFile(path: file.displayPath, data: data, file: file.url)
        }
        return (files, sources)
    }
}
