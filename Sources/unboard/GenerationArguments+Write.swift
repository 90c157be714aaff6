import ArgumentParser
import Foundation
import UnboardCore

extension GenerationArguments.Run {
    /// What writing a run changed.
    struct Written {
        /// The generated files written, unchanged and removed.
        var files: OutputWriter.Summary
        /// The starters written and kept, when the run wrote starters (`migrate`).
        var starters: OutputWriter.NewFilesSummary?
    }

    /// The one way `generate` and `migrate` write: nothing at all when an input had errors (exit status 1);
    /// otherwise the generated files into the output folder and, with `starterFolder`, the starters into that
    /// folder. Both folders are checked before either changes, and the stamp goes before any file does. `wasRead`
    /// names the files just read from the output folder with the text they are to have (`OutputWriter.plan`).
    func writeOrRefuse(
        startersTo starterFolder: URL? = nil, wasRead: (RenderedFile) -> Bool = { _ in false }
    ) throws -> Written {
        if result.hasErrors {
            FileHandle.standardError.write(Data("unboard: nothing was written because of the errors above.\n".utf8))
            throw ExitCode(1)
        }
        let writer = OutputWriter(directory: output)
        let plan = try writer.plan(result.files, wasRead: wasRead)
        let starterPlan = try starterFolder.map { folder in
            let starterWriter = OutputWriter(directory: folder)
            return (writer: starterWriter, plan: try starterWriter.planNew(result.starters))
        }
        GenerationStamp.remove(from: output)
        let files = try writer.apply(plan)
        let starters = try starterPlan.map { try $0.writer.applyNew($0.plan) }
        return Written(files: files, starters: starters)
    }

    /// The start of the line `generate` and `migrate` print after writing; each adds its own counts.
    func summary(_ files: OutputWriter.Summary) -> String {
        Self.summary(
            builders: result.builderCount, inputs: self.files.count, written: files.written.count,
            unchanged: files.unchanged.count, removed: files.removed.count)
    }

    /// `unboard: B builder(s) from I input(s): W file(s) written, U unchanged, R removed; `.
    static func summary(builders: Int, inputs: Int, written: Int, unchanged: Int, removed: Int) -> String {
        "unboard: \(builders) builder(s) from \(inputs) input(s): \(written) file(s) written, \(unchanged) unchanged, "
            + "\(removed) removed; "
    }
}
