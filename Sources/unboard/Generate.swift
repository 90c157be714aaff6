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

    @OptionGroup var generation: GenerationArguments

    @Flag(help: "Print only errors and warnings.")
    var quiet = false

    func run() throws {
        // Nothing changed since the stamp was written: skip parsing and writing, replay the warnings.
        let probe = StampProbe(generation)
        if let probe, let stamp = probe.currentStamp() {
            FileHandle.standardError.write(Data(stamp.diagnosticsText.utf8))
            if !quiet {
                print(
                    "unboard: \(stamp.builderCount) builder(s) from \(stamp.inputs.count) input(s): 0 file(s) written, "
                        + "\(stamp.outputs.count) unchanged, 0 removed; \(stamp.warningCount) warning(s); up to date, nothing regenerated."
                )
            }
            return
        }
        let run = try generation.generate()
        if run.result.hasErrors {
            FileHandle.standardError.write(Data("unboard: nothing was written because of the errors above.\n".utf8))
            throw ExitCode(1)
        }
        let writer = OutputWriter(directory: run.output)
        let plan = try writer.plan(run.result.files)
        GenerationStamp.remove(from: run.output)
        let summary = try writer.apply(plan)
        probe?.stamp(run)
        if !quiet {
            let warnings = run.result.diagnostics.filter { $0.severity == .warning }.count
            print(
                "unboard: \(run.result.builders.count) builder(s) from \(run.files.count) input(s): \(summary.written.count) file(s) written, "
                    + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed; \(warnings) warning(s).")
        }
    }
}
