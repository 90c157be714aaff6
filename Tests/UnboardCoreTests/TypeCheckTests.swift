import Foundation
import Testing
import UnboardCore

/// Generated code type-checks in Swift 6 against the UIKit stand-in (`Tests/UIKitStub`), and the stand-in rejects
/// code the real SDK rejects. The real SDK is the judge: `Tests/Scripts/typecheck-ios.sh`.
@Suite(.serialized) struct TypeCheckTests {
    /// The examples (with their own controller code), fixtures and unseen inputs, checked in batches on first use.
    private static let verdicts = Result {
        let verdicts = try TypeCheckBatch(typeCheck: StandIn.typeCheck).verdicts(batchInputs)
        print(
            "TypeCheckTests: \(batchInputs.count) examples, fixtures and unseen inputs in \(verdicts.calls) compiler calls"
        )
        return verdicts
    }

    static let batchInputs: [TypeCheckBatch.Input] =
        GoldenTests.examples.map { name in
            let folder = TestPaths.examples.appendingPathComponent(name)
            // iOS 17-only files and `@objc` classes (no Objective-C on Linux; the custom class stubs stand in for
            // them) are checked against the real SDK only.
            let controllers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.contains("iOS17") && !$0.contains("+ObjC") }.sorted().map {
                    folder.appendingPathComponent($0)
                }
            return .init(
                name: "Examples/\(name)", files: TestPaths.interfaceFiles(in: folder), extraSources: controllers)
        }
        + GoldenTests.fixtures.map {
            .init(
                name: "fixture \($0)",
                files: TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent($0)))
        }
        + unseenInputs.map { .init(name: $0.lastPathComponent, files: [$0]) }

    static let unseenInputs =
        UnseenInputTests.files(in: UnseenInputTests.folder).map { UnseenInputTests.folder.appendingPathComponent($0) }
        + UnseenInputTests.files(in: UnseenInputTests.newerXcodeFolder).map {
            UnseenInputTests.newerXcodeFolder.appendingPathComponent($0)
        }

    private func expectTypeChecks(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let failure = try Self.verdicts.get().failures[name]
        #expect(failure == nil, "\(name) does not type-check:\n\(failure ?? "")", sourceLocation: sourceLocation)
    }

    @Test(arguments: GoldenTests.examples)
    func exampleWithItsViewControllerTypeChecks(_ name: String) throws {
        try expectTypeChecks("Examples/\(name)")
    }

    @Test(arguments: GoldenTests.fixtures)
    func fixtureTypeChecks(_ name: String) throws {
        try expectTypeChecks("fixture \(name)")
    }

    @Test(arguments: unseenInputs.map(\.lastPathComponent))
    func unseenInputTypeChecks(_ name: String) throws {
        try expectTypeChecks(name)
    }

    @Test func corpusTypeChecks() throws {
        let files = CorpusTests.files.filter {
            (try? Data(contentsOf: $0)).map { !CorpusTests.mustBeRefused($0) } ?? false
        }
        guard !files.isEmpty else {
            print("TypeCheckTests: corpus skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        let inputs = files.map { TypeCheckBatch.Input(name: $0.path, files: [$0]) }
        let verdicts = try TypeCheckBatch(typeCheck: StandIn.typeCheck).verdicts(inputs)
        print(
            "TypeCheckTests: \(files.count - verdicts.failures.count)/\(files.count) corpus files type-check against the"
                + " stand-in (\(verdicts.calls) compiler calls)")
        #expect(verdicts.failures.isEmpty, "\(verdicts.failures.sorted { $0.key < $1.key }.map { "\($0):\n\($1)" })")
    }

    /// A batch is still a test of each input: a generated file broken on purpose fails its input alone, by name.
    @Test func aBrokenFileInABatchFailsItsInputByName() throws {
        let inputs = Array(Self.batchInputs.filter { $0.name.hasPrefix("fixture ") }.prefix(3))
        try #require(inputs.count == 3)
        let broken = try #require(
            Generate.files(inputs[1].files, stubs: true).files.first { !TypeCheckBatch.mergedFiles.contains($0.name) })
        let verdicts = try TypeCheckBatch(breaking: broken.name, typeCheck: StandIn.typeCheck).verdicts(inputs)
        #expect(verdicts.batches.contains { $0.count > 1 }, "the three fixtures were not batched: \(verdicts.batches)")
        #expect(Array(verdicts.failures.keys) == [inputs[1].name])
        #expect(verdicts.failures[inputs[1].name]?.contains("\(broken.name):") == true)
    }

    /// A batch that fails while each of its inputs passes alone fails them all: nothing is dropped. (The compiler
    /// is replaced by one that fails on the two inputs' own files together.)
    @Test func aBatchThatFailsOnlyTogetherFailsEachInput() throws {
        let inputs = Array(Self.batchInputs.filter { $0.name.hasPrefix("fixture ") }.prefix(2))
        try #require(inputs.count == 2)
        let own = try inputs.map { input in
            try #require(
                Generate.files(input.files, stubs: true).files.first { !TypeCheckBatch.mergedFiles.contains($0.name) }
            ).name
        }
        let verdicts = try TypeCheckBatch { files in
            Set(files.map(\.lastPathComponent)).isSuperset(of: own) ? (1, "error: clash") : (0, "")
        }.verdicts(inputs)
        #expect(verdicts.batches.first == inputs.map(\.name))
        #expect(Set(verdicts.failures.keys) == Set(inputs.map(\.name)))
        #expect(verdicts.failures.values.allSatisfy { $0.hasPrefix("passes alone but fails with") })
    }

    @Test func validSampleTypeChecks() throws {
        let result = try StandIn.typeCheck([TestPaths.snippetTypeCheck.appendingPathComponent("valid-sample.swift")])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The stand-in must not accept what the SDK rejects. (Availability cannot be checked on Linux: see
    /// `invalid-availability.swift`; the real-SDK script covers it.)
    @Test(arguments: ["invalid-anchor-axis.swift", "invalid-label.swift"])
    func wrongCodeIsRejected(_ file: String) throws {
        let result = try StandIn.typeCheck([TestPaths.snippetTypeCheck.appendingPathComponent(file)])
        #expect(result.status != 0, "\(file) type-checked, so the stand-in accepts code the SDK rejects")
        #expect(result.output.contains("error:"))
    }

    /// A warning fails the check, so generated code that compiles with one (a `var` never mutated, a `UIColor?`
    /// coerced to `Any`) fails its test; a discarded result of an imported method (`resignFirstResponder()`) does not
    /// warn, as the Clang importer makes it discardable.
    @Test func aWarningFailsTheCheckAndAnImportedMethodsResultIsDiscardable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-warning-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = folder.appendingPathComponent("Warning.swift")
        try
            "import UIKit\n@MainActor func f() -> UILabel {\n    var label = UILabel()\n    label.text = \"a\"\n    return label\n}\n"
            .write(to: warning, atomically: true, encoding: .utf8)
        let warned = try StandIn.typeCheck([warning])
        #expect(warned.status != 0 && warned.output.contains("never mutated"), "\(warned.output)")
        let discarded = folder.appendingPathComponent("Discarded.swift")
        try "import UIKit\n@MainActor func g(_ field: UITextField) {\n    field.resignFirstResponder()\n}\n"
            .write(to: discarded, atomically: true, encoding: .utf8)
        let result = try StandIn.typeCheck([discarded])
        #expect(result.status == 0, "\(result.output)")
    }
}
