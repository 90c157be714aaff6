import Foundation
import Testing
import UnboardCore

/// Every real-world file in `../shared/corpus` converts without error; macOS and archive documents are refused.
@Suite struct CorpusTests {
    static let files: [URL] = {
        guard let enumerator = FileManager.default.enumerator(at: TestPaths.corpus, includingPropertiesForKeys: nil)
        else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { InputDiscovery.extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }()

    @Test func corpusConverts() throws {
        guard !Self.files.isEmpty else {
            print("CorpusTests: skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        var converted = 0
        var refused = 0
        var warnings = 0
        for file in Self.files {
            let data = try Data(contentsOf: file)
            let path = file.path.replacingOccurrences(of: TestPaths.corpus.path + "/", with: "")
            let result = GeneratorPipeline().run([SourceFile(path: path, data: data)])
            let errors = result.diagnostics.filter { $0.severity == .error }
            warnings += result.diagnostics.count { $0.severity == .warning }
            if Self.mustBeRefused(data) {
                #expect(errors.count == 1, "\(path) must be refused with one error")
                #expect(result.files.isEmpty)
                refused += 1
            } else {
                #expect(errors.isEmpty, "\(path): \(errors.map(\.description).joined(separator: "\n"))")
                #expect(!result.files.isEmpty, "\(path) produced no builder")
                converted += 1
            }
        }
        print(
            "CorpusTests: \(converted) iOS files converted, \(refused) refused (macOS or archive), \(warnings) warnings"
        )
        #expect(converted >= 40)
        #expect(refused == 2)
    }

    /// macOS documents and pre-Xcode 5 archives, recognised from their first bytes.
    static func mustBeRefused(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(400), as: UTF8.self)
        return head.contains("targetRuntime=\"MacOSX") || head.contains("<archive ")
    }
}
