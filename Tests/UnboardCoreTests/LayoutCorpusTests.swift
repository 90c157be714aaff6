import Foundation
import Testing
import UnboardCore

/// Verifies every layout of `../shared/corpus` against IB's recorded frames and prints the totals.
@Suite struct LayoutCorpusTests {
    @Test func corpusVerifyTotals() throws {
        guard !CorpusTests.files.isEmpty else {
            print("LayoutCorpusTests: skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        let layouts = try CorpusTests.files.flatMap { file in
            let path = file.path.replacingOccurrences(of: TestPaths.corpus.path + "/", with: "")
            return GeneratorPipeline().run([SourceFile(path: path, data: try Data(contentsOf: file))]).builders.flatMap(
                \.layouts)
        }.sorted { ($0.sourcePath, $0.key) < ($1.sourcePath, $1.key) }
        let scenes = LayoutVerifier.verify(layouts)
        let totals = VerificationTotals(scenes)
        print("LayoutCorpusTests: " + VerificationReport().totalText(totals), terminator: "")
        #expect(totals.scenes > 200)
        // A floor under the measured figure, so a regression in the engine or the translator fails the test.
        #expect(totals.withinRatio >= 0.95, "\(VerificationReport(summaryOnly: true).text(scenes))")
        #expect(VerificationTotals(LayoutVerifier.verify(layouts)) == totals, "verification is deterministic")
    }
}
