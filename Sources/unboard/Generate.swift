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
        let run = try generation.generate()
        if run.result.hasErrors {
            FileHandle.standardError.write(Data("unboard: nothing was written because of the errors above.\n".utf8))
            throw ExitCode(1)
        }
        let summary = try OutputWriter(directory: run.output).write(run.result.files)
        if !quiet {
            let warnings = run.result.diagnostics.filter { $0.severity == .warning }.count
            print(
                "unboard: \(run.result.builders.count) builder(s) from \(run.files.count) input(s): \(summary.written.count) file(s) written, "
                    + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed; \(warnings) warning(s).")
        }
    }
}
