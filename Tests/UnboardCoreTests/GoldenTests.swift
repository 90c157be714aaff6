import Foundation
import Testing
import UnboardCore

/// Every example and fixture generates exactly its checked-in output, with exactly its expected diagnostics.
@Suite struct GoldenTests {
    /// The example folders; each has its inputs and a `Generated` folder.
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.examples.path)) ?? []
        return names.filter { !TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent($0)).isEmpty }
            .sorted()
    }()

    /// The fixture folders; each has one input, an `Expected` folder, the builder model it translates to as
    /// `model.yaml` (so that a failure says which half of the pipeline broke) and, when it warns, `diagnostics.txt`.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures.path)) ?? []
        return names.filter { !TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent($0)).isEmpty }
            .sorted()
    }()

    @Test(arguments: examples)
    func example(_ name: String) throws {
        let folder = TestPaths.examples.appendingPathComponent(name)
        let result = try Generate.files(TestPaths.interfaceFiles(in: folder), root: folder)
        try checkDiagnostics(result, file: folder.appendingPathComponent("diagnostics.txt"))
        try Golden.check(result, against: folder.appendingPathComponent("Generated"))
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let folder = TestPaths.fixtures.appendingPathComponent(name)
        let result = try Generate.files(TestPaths.interfaceFiles(in: folder), root: folder)
        try checkDiagnostics(result, file: folder.appendingPathComponent("diagnostics.txt"))
        try Golden.check(result, against: folder.appendingPathComponent("Expected"))
        try Golden.checkText(ModelSnapshot.yaml(of: result), against: folder.appendingPathComponent("model.yaml"))
    }

    @Test func examplesAreFound() {
        #expect(Self.examples.contains("NahaMap"))
        #expect(Self.fixtures.count >= 5)
    }

    /// Any diagnostic not listed in the folder's `diagnostics.txt` fails the test, so new warnings are noticed.
    private func checkDiagnostics(_ result: GenerationResult, file: URL) throws {
        let actual = result.diagnostics.map(\.description).joined(separator: "\n")
        if TestPaths.isRecording {
            if actual.isEmpty {
                try? FileManager.default.removeItem(at: file)
            } else {
                try Data((actual + "\n").utf8).write(to: file)
            }
            return
        }
        let expected = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
        #expect(actual == expected, "diagnostics differ from \(TestPaths.relative(file))")
    }
}
