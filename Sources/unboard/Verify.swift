import ArgumentParser
import Foundation
import UnboardCore

/// `unboard verify`: solves each scene's generated constraints and compares the frames with IB's.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the generated constraints against the frames Interface Builder recorded.",
        discussion: """
            Each scene is solved on its document's device and size classes. A view is within when every component of \
            its frame is within one pixel (1/scale + 0.01 pt) of IB's; views IB marked misplaced or ambiguous, and views \
            that depend on baselines, fillProportionally stack views or SF Symbol metrics, are unverifiable.
            Exit status: 0 when every verifiable view is within, 1 when one is off (unless --report-only) or an input \
            has errors, 2 on usage errors.
            """
    )

    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var inputs: [String]

    @Flag(help: "Exit 0 even when views are off.")
    var reportOnly = false

    @Flag(help: "Print only each scene's counts and the totals.")
    var summary = false

    /// The layouts the generated code created when it ran (Tests/Scripts/run-generated.sh): verified instead of the
    /// translator's, and a closing `frames:` line.
    @Option(help: .hidden)
    var executed: String?

    func run() throws {
        let (sources, diagnostics, layouts) = try LayoutInputs.load(inputs)
        let errors = diagnostics.filter { $0.severity == .error }
        DiagnosticPrinter(sources: sources).print(errors)
        if let executed {
            // The code ran generated from all the inputs together, where a view's nested xib is known: a layout is
            // taken from that translation when it has the same key there (inputs sharing a display name get other
            // keys together, which the executed layouts may not have).
            let together = try LayoutInputs.load(inputs, together: true).2
            let same = Dictionary(together.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let merged = layouts.map { layout in
                same[layout.key].flatMap { $0.sourcePath == layout.sourcePath && $0.line == layout.line ? $0 : nil }
                    ?? layout
            }
            let report = try ExecutedLayoutVerifier.verify(
                merged, executed: Data(contentsOf: URL(fileURLWithPath: executed)), nestedLayouts: together)
            print(VerificationReport(summaryOnly: summary).text(report.scenes), terminator: "")
            for mismatch in report.mismatches { print("not verified: \(mismatch)") }
            let totals = VerificationTotals(report.scenes)
            print("frames: \(totals.within) of \(totals.within + totals.off) verifiable views within tolerance")
            if !errors.isEmpty || (!reportOnly && totals.off > 0) { throw ExitCode(1) }
            return
        }
        let scenes = LayoutVerifier.verify(layouts)
        print(VerificationReport(summaryOnly: summary).text(scenes), terminator: "")
        if !errors.isEmpty || (!reportOnly && VerificationTotals(scenes).off > 0) { throw ExitCode(1) }
    }
}

/// Reads and translates the inputs of the layout commands.
enum LayoutInputs {
    /// Translates each input on its own: layouts never span documents, and inputs outside the working directory
    /// may share a display name; or, `together`, all at once as `generate` does (a xib a view nests is then known).
    static func load(_ inputs: [String], together: Bool = false) throws -> ([SourceFile], [Diagnostic], [LayoutModel]) {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = try InputLoader.load(inputs, workingDirectory: workingDirectory, root: workingDirectory).sources
        let results = together ? [GeneratorPipeline().run(sources)] : sources.map { GeneratorPipeline().run([$0]) }
        let layouts = results.flatMap { $0.builders.flatMap(\.layouts) }.sorted {
            ($0.sourcePath, $0.key) < ($1.sourcePath, $1.key)
        }
        return (sources, results.flatMap(\.diagnostics), layouts)
    }
}
