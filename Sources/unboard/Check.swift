import ArgumentParser
import Foundation
import UnboardCore

/// `unboard check`: generates in memory and compares with the output folder, for CI and review. Never writes.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that the generated Swift files in the output folder are up to date.",
        discussion: """
            Exit status: 0 when the output folder holds exactly what would be generated, 1 when it is stale \
            (a unified diff is printed) or an input has errors, 2 on usage errors. Nothing is written.
            """
    )

    @OptionGroup var generation: GenerationArguments

    func run() throws {
        let run = try generation.generate()
        if run.result.hasErrors { throw ExitCode(1) }
        let comparison = try OutputComparison(files: run.result.files, directory: run.output)
        guard !comparison.differences.isEmpty else {
            let folder = ConfigurationLoader.relative(
                run.output.path, to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            print("unboard: \(run.result.files.count) generated file(s) in \(folder) are up to date.")
            return
        }
        print(comparison.differences.map(\.diff).joined(), terminator: "")
        FileHandle.standardError.write(
            Data(
                "unboard: \(comparison.differences.count) file(s) out of date: \(comparison.differences.map(\.name).joined(separator: ", ")); run unboard generate.\n"
                    .utf8))
        throw ExitCode(1)
    }
}
