import Foundation
import Testing
import UnboardCore

/// `unboard report`: counts of what is translated, unsupported and design-time, per input and in total.
@Suite struct ReportTests {
    private func report(_ paths: [String]) throws -> CoverageReport {
        let sources = try paths.map { path in
            SourceFile(path: path, data: try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(path)))
        }
        return CoverageReporter().report(sources)
    }

    @Test func countsWhatIsUnsupportedWithItsFirstLine() throws {
        let path = "Tests/UnboardCoreTests/Resources/Fixtures/Unsupported/Unsupported.storyboard"
        let report = try report([path])
        let section = try #require(report.inputs.first)
        #expect(section.errors == 0)
        #expect(section.seen == CoverageReport.Counts(elements: 32, attributes: 112))
        #expect(section.unsupported == CoverageReport.Counts(elements: 1, attributes: 2))
        #expect(section.designTime == CoverageReport.Counts(elements: 8, attributes: 27))
        #expect(section.translated == CoverageReport.Counts(elements: 23, attributes: 83))
        #expect(
            section.unsupportedFeatures.map(\.subject) == [
                "'futureAttribute' on <label>", "<fancyView> (unknown view)", "<futureElement key=\"x\"> in <label>",
            ])
        #expect(section.unsupportedFeatures.first?.first == "\(path):19")
    }

    @Test func refusedDocumentsAreListedWithTheirReason() throws {
        let report = try report([
            "Tests/UnboardCoreTests/Resources/Hostile/macos-xib.xib", "Examples/NahaMap/Main.storyboard",
        ])
        #expect(report.inputs[0].refused?.hasPrefix("this is a macOS (Cocoa) document") == true)
        #expect(report.total.errors == 1)
        #expect(report.total.seen == report.inputs[1].seen)
        #expect(report.inputs[1].unsupported == CoverageReport.Counts())
    }

    @Test func jsonHasSortedKeysAndTheSameFigures() throws {
        let report = try report(["Examples/NahaMap/Main.storyboard"])
        let json = try report.json()
        let decoded = try JSONDecoder().decode(CoverageReport.self, from: Data(json.utf8))
        #expect(decoded.total.seen == report.total.seen)
        #expect(json.range(of: "\"designTime\"")!.lowerBound < json.range(of: "\"errors\"")!.lowerBound)
    }

    @Test func theCorpusTotalIsPrinted() throws {
        guard !CorpusTests.files.isEmpty else {
            print("ReportTests: corpus skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        let sources = try CorpusTests.files.map {
            SourceFile(path: $0.lastPathComponent, data: try Data(contentsOf: $0))
        }
        let total = CoverageReporter().report(sources).total
        print(
            String(
                format:
                    "ReportTests: corpus attributes %d seen, %d translated, %d unsupported (%.2f%% of non-design-time), %d design-time",
                total.seen.attributes, total.translated.attributes, total.unsupported.attributes,
                total.unsupportedAttributeShare * 100, total.designTime.attributes))
        #expect(total.translated.attributes > total.unsupported.attributes)
        // Issue 4's bar: under 2% of the attributes that matter are left untranslated (user-defined runtime
        // attributes, not translated yet, are most of what is left).
        #expect(total.unsupportedAttributeShare < 0.02)
    }
}
