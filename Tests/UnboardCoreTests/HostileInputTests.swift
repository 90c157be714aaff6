import Foundation
import Testing

/// Broken and hostile documents (`Resources/Hostile`): each gets exactly its diagnostic, exit status 1, and the
/// previous output stays untouched. `expected.tsv` lists each file with its first error line.
@Suite(.serialized) struct HostileInputTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/UnboardCoreTests/Resources/Hostile")

    static let cases: [(file: String, diagnostic: String)] = {
        let table = (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
    }()

    @Test func thereAreAtLeastFortyKinds() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases.map(\.file))
    func isRefusedWithItsDiagnosticAndChangesNothing(_ file: String) throws {
        let expected = try #require(Self.cases.first { $0.file == file }?.diagnostic)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-hostile-\(UUID().uuidString)")
        let output = work.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let input = work.appendingPathComponent(file)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(file), to: input)

        let good = TestPaths.examples.appendingPathComponent("NahaMap/Main.storyboard").path
        #expect(try CLI.run(["generate", good, "--output", output.path]).status == 0)
        let before = try snapshot(output)

        let run = try CLI.run(["generate", good, file, "--output", output.path, "--max-depth", "100"], in: work)
        #expect(run.status == 1)
        let firstError = run.stderr.split(separator: "\n").first { $0.contains(": error:") }.map(String.init)
        #expect(firstError == expected)
        #expect(try snapshot(output) == before, "the previous output changed")
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
