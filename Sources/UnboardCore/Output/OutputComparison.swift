import Foundation

/// Compares generated files with what an output folder holds, without writing anything.
public struct OutputComparison: Sendable {
    /// One file that differs from the folder: new, changed, or no longer generated.
    public struct Difference: Sendable, Equatable {
        /// The file name.
        public var name: String
        /// A unified diff from the file on disk (empty when absent) to the generated text (empty when stale).
        public var diff: String
    }

    /// The differences, sorted by file name; empty when the folder is up to date.
    public var differences: [Difference]

    /// Compares `files` with the Swift files Unboard generated earlier in `directory`. Only regular files are read;
    /// a link, folder or FIFO by a generated name counts as missing.
    ///
    /// - Throws: A `Diagnostic` when the output folder is not a folder.
    public init(files: [RenderedFile], directory: URL) throws {
        try OutputWriter.checkFolder(directory)
        var differences: [Difference] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let existing =
                FolderEntry.regularFileContents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let diff = UnifiedDiff.diff(
                expected: existing, actual: file.contents, expectedName: url.path, actualName: "generated/\(file.name)")
            if !diff.isEmpty { differences.append(Difference(name: file.name, diff: diff)) }
        }
        for stale in OutputWriter.generatedFileNames(in: directory, besides: Set(files.map(\.name))) {
            let url = directory.appendingPathComponent(stale)
            let existing =
                FolderEntry.regularFileContents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            differences.append(
                Difference(
                    name: stale,
                    diff: UnifiedDiff.diff(
                        expected: existing, actual: "", expectedName: url.path, actualName: "/dev/null")))
        }
        self.differences = differences.sorted { $0.name < $1.name }
    }
}
