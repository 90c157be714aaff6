import Foundation

extension OutputWriter {
    /// What writing files that must not be overwritten did.
    public struct NewFilesSummary: Equatable, Sendable {
        /// Files that did not exist and were written.
        public var written: [String] = []
        /// Files that already existed, left as they are.
        public var kept: [String] = []
    }

    /// What `applyNew` will do, decided by `planNew` before anything changed.
    public struct NewFilesPlan: Sendable {
        fileprivate var writes: [(name: String, contents: String)] = []
        fileprivate var kept: [String] = []
        fileprivate var leftovers: [String] = []
    }

    /// Writes each file that does not exist yet, atomically; existing entries, edited or not, are kept as they are.
    public func writeNew(_ files: [RenderedFile]) throws -> NewFilesSummary {
        try applyNew(planNew(files))
    }

    /// Checks the folder and the names without changing anything; any entry by a file's name (a file, a link, a
    /// folder) keeps that file from being written.
    public func planNew(_ files: [RenderedFile]) throws -> NewFilesPlan {
        try checkFolder()
        var plan = NewFilesPlan()
        for file in files {
            try Self.checkName(file.name, in: directory)
            if FolderEntry(atPath: directory.appendingPathComponent(file.name).path) == .absent {
                plan.writes.append((file.name, file.contents))
            } else {
                plan.kept.append(file.name)
            }
        }
        plan.leftovers = Self.temporaryLeftovers(in: directory)
        return plan
    }

    /// Carries out a plan of new files.
    public func applyNew(_ plan: NewFilesPlan) throws -> NewFilesSummary {
        try Self.createFolder(directory)
        for name in plan.leftovers { unlink(directory.appendingPathComponent(name).path) }
        var summary = NewFilesSummary(kept: plan.kept)
        for (name, contents) in plan.writes {
            let target = directory.appendingPathComponent(name)
            // Created since the plan: still never overwritten.
            guard FolderEntry(atPath: target.path) == .absent else {
                summary.kept.append(name)
                continue
            }
            try Self.replace(name, inFolder: directory.path, with: contents)
            summary.written.append(name)
        }
        return summary
    }
}
