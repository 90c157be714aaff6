import ArgumentParser
import Foundation
import UnboardCore

/// `unboard verify`: solves each scene's generated constraints and compares the frames with IB's.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
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
        let (layouts, hasErrors) = try LayoutInputs.load(inputs)
        if let executed {
            // The code ran generated from all the inputs together, where a view's nested xib is known: a layout is
            // taken from that translation when it has the same key there (inputs sharing a display name get other
            // keys together, which the executed layouts may not have).
            let together = try LayoutInputs.translatedTogether(inputs)
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
            if hasErrors || (!reportOnly && totals.off > 0) { throw ExitCode(1) }
            return
        }
        let scenes = LayoutVerifier.verify(layouts)
        print(VerificationReport(summaryOnly: summary).text(scenes), terminator: "")
        if hasErrors || (!reportOnly && VerificationTotals(scenes).off > 0) { throw ExitCode(1) }
    }
}
