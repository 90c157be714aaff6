import ArgumentParser
import Foundation
import UnboardCore

/// `unboard report`: what a migration would translate, report as unsupported and ignore, per input and in total.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report how much of each storyboard or xib Unboard translates, before migrating.",
        discussion:
            "Exit status: 0 when every input was read, 1 when an input is refused or has errors, 2 on usage errors.")

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var inputs: [String]

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = try InputLoader.load(inputs, workingDirectory: workingDirectory, root: workingDirectory).sources
        let report = CoverageReporter().report(sources)
        print(format == .json ? try report.json() : report.text, terminator: "")
        // Like the other commands: an input that is refused or has errors fails the run.
        if report.total.errors > 0 { throw ExitCode(1) }
    }
}
