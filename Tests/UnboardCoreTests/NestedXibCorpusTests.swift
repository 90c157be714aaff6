import Foundation
import Testing
import UnboardCore

/// The corpus xibs whose class is laid out by the xib (`xib-view`, root view has the class) or owned by it
/// (`xib-owner`, File's Owner has it), from `../shared/corpus/MANIFEST.tsv`.
@Suite struct NestedXibCorpusTests {
    static let files: [(path: String, features: Set<String>)] = {
        let manifest = TestPaths.corpus.appendingPathComponent("MANIFEST.tsv")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 7 else { return nil }
            let features = Set(fields[6].split(separator: ",").map(String.init))
            return features.isDisjoint(with: ["xib-owner", "xib-view"]) ? nil : (String(fields[0]), features)
        }
    }()

    /// Each converts with no error; a File's Owner that is a view (not a `...ViewController`) gets
    /// `init(key:owner:)`, a view controller does not.
    @Test func xibOwnerAndXibViewFilesConvert() throws {
        guard !Self.files.isEmpty else {
            return print("NestedXibCorpusTests: skipped, \(TestPaths.corpus.path) is absent")
        }
        var owners = 0
        for file in Self.files {
            let data = try Data(contentsOf: TestPaths.corpus.appendingPathComponent(file.path))
            let result = GeneratorPipeline().run([SourceFile(path: file.path, data: data)])
            #expect(!result.hasErrors, "\(file.path): \(result.diagnostics.filter { $0.severity == .error })")
            guard file.features.contains("xib-owner"),
                let builder = result.builders.first(where: { !$0.layouts.isEmpty })
            else { continue }
            let text = result.files.first { $0.name == builder.typeName + ".swift" }?.contents ?? ""
            let isController = builder.className.hasSuffix("ViewController")
            #expect(text.contains("init(key: CodeInterfaceBuilderKey, owner: UIView)") == !isController, "\(file.path)")
            if !isController { owners += 1 }
        }
        print(
            "NestedXibCorpusTests: \(Self.files.count) xib-owner/xib-view files converted, \(owners) File's Owner views"
        )
        #expect(Self.files.count >= 13)
        #expect(owners >= 2)
    }

    /// Converted together, as one app's xibs would be, they give what each gives alone: no class of one is laid
    /// out by another, so nothing is nested and the first pass changes nothing.
    @Test func convertedTogetherTheyGiveWhatEachGivesAlone() throws {
        guard !Self.files.isEmpty else { return }
        let sources = try Self.files.map {
            SourceFile(path: $0.path, data: try Data(contentsOf: TestPaths.corpus.appendingPathComponent($0.path)))
        }
        let together = GeneratorPipeline().run(sources)
        #expect(!together.hasErrors)
        for source in sources {
            let alone = GeneratorPipeline().run([source])
            for file in alone.files where file.name != "CodeInterfaceBuilderKey.swift" {
                #expect(together.files.first { $0.name == file.name }?.contents == file.contents, "\(file.name)")
            }
        }
    }
}
