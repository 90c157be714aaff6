import Foundation

extension OutputWriter {
    /// What writing files that must not be overwritten did.
    public struct NewFilesSummary: Equatable, Sendable {
        /// Files that did not exist and were written.
        public var written: [String] = []
        /// Files that already existed, left as they are.
        public var kept: [String] = []
    }

    /// Writes each file that does not exist yet, atomically; existing files, edited or not, are kept as they are.
    public func writeNew(_ files: [RenderedFile]) throws -> NewFilesSummary {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var summary = NewFilesSummary()
        for file in files {
            guard Self.isSafeFileName(file.name) else {
                throw Diagnostic.error("refusing to write '\(file.name)': not a plain file name")
            }
            let target = directory.appendingPathComponent(file.name)
            if FileManager.default.fileExists(atPath: target.path) {
                summary.kept.append(file.name)
                continue
            }
            try Data(file.contents.utf8).write(to: target, options: .atomic)
            summary.written.append(file.name)
        }
        return summary
    }
}
