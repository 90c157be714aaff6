import ArgumentParser
import Foundation
import UnboardCore

/// `unboard generate`: writes one Swift file per builder plus the key file.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
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
                let summary = GenerationArguments.Run.summary(
                    builders: stamp.builderCount, inputs: stamp.inputs.count, written: 0,
                    unchanged: stamp.outputs.count, removed: 0)
                print(summary + "\(stamp.warningCount) warning(s); up to date, nothing regenerated.")
            }
            return
        }
        let run = try generation.generate(after: probe?.previousRun(), found: probe?.files)
        let written = try run.writeOrRefuse(wasRead: { probe?.wasRead($0) ?? false })
        probe?.stamp(run)
        if !quiet {
            let warnings = run.result.diagnostics.filter { $0.severity == .warning }.count
            let redone = run.result.translatedInputs.count
            let incremental =
                redone < run.files.count
                ? "; \(redone) of \(run.files.count) input(s) translated again, the rest kept" : ""
            print(run.summary(written.files) + "\(warnings) warning(s)\(incremental).")
        }
    }
}
