import Foundation
import Testing
import UnboardCore

/// Generated code type-checks in Swift 6 against the UIKit stand-in (`Tests/UIKitStub`), and the stand-in rejects
/// code the real SDK rejects. The real SDK is the judge: `Tests/Scripts/typecheck-ios.sh`.
@Suite(.serialized) struct TypeCheckTests {
    /// The stand-in modules, compiled once into a temporary folder.
    private static let moduleFolder: Result<URL, StandInError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-standin-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stubs = TestPaths.packageRoot.appendingPathComponent("Tests/UIKitStub")
        for module in ["UIKit", "MapKit", "WebKit"] {
            let result = swiftc([
                "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-enable-library-evolution",
                "-I", folder.path, stubs.appendingPathComponent("\(module).swift").path,
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ])
            guard result.status == 0 else { return .failure(StandInError(output: result.output)) }
        }
        return .success(folder)
    }()

    struct StandInError: Error { var output: String }

    private static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        Shell.run(["swiftc"] + arguments)
    }

    /// Type-checks Swift files together in Swift 6 against the stand-in.
    private func typeCheck(_ files: [URL]) throws -> (status: Int32, output: String) {
        let modules = try Self.moduleFolder.get()
        return Self.swiftc(["-typecheck", "-swift-version", "6", "-I", modules.path] + files.map(\.path))
    }

    /// Generates inputs (custom classes stubbed, except those `extraSources` declare) into a temporary folder and
    /// type-checks the result.
    private func generateAndTypeCheck(
        _ inputs: [URL], extraSources: [URL] = []
    ) throws -> (status: Int32, output: String) {
        var result = try Generate.files(inputs, stubs: true)
        let declared = try Self.declaredClasses(in: extraSources)
        for index in result.files.indices where result.files[index].name == "CustomClassStubs.swift" {
            result.files[index].contents = result.files[index].contents.split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .filter { line in !declared.contains { line.hasPrefix("class \($0):") } }.joined(separator: "\n")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-typecheck-\(UUID().uuidString)")
        _ = try OutputWriter(directory: folder).write(result.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = result.files.map { folder.appendingPathComponent($0.name) } + extraSources
        return try typeCheck(files)
    }

    /// The classes an example's own Swift files declare (`final class BadgeButton: UIControl`), which need no stub.
    private static func declaredClasses(in files: [URL]) throws -> [String] {
        try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "class"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0 == "final" })
                else { return nil }
                return words[index + 1].split(separator: ":").first.map(String.init)
            }
        }
    }

    @Test(arguments: GoldenTests.examples)
    func exampleWithItsViewControllerTypeChecks(_ name: String) throws {
        let folder = TestPaths.examples.appendingPathComponent(name)
        // The example's own controller code; iOS 17-only files and `@objc` classes (no Objective-C on Linux; the
        // custom class stubs stand in for them) are checked against the real SDK only.
        let controllers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.contains("iOS17") && !$0.contains("+ObjC") }.sorted().map {
                folder.appendingPathComponent($0)
            }
        let result = try generateAndTypeCheck(TestPaths.interfaceFiles(in: folder), extraSources: controllers)
        #expect(result.status == 0, "Examples/\(name) does not type-check:\n\(result.output)")
    }

    @Test(arguments: GoldenTests.fixtures)
    func fixtureTypeChecks(_ name: String) throws {
        let result = try generateAndTypeCheck(
            TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent(name)))
        #expect(result.status == 0, "fixture \(name) does not type-check:\n\(result.output)")
    }

    @Test func corpusTypeChecks() throws {
        let files = CorpusTests.files.filter {
            (try? Data(contentsOf: $0)).map { !CorpusTests.mustBeRefused($0) } ?? false
        }
        guard !files.isEmpty else {
            print("TypeCheckTests: corpus skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        var failures: [String] = []
        for file in files {
            let result = try generateAndTypeCheck([file])
            if result.status != 0 { failures.append("\(file.path):\n\(result.output)") }
        }
        print(
            "TypeCheckTests: \(files.count - failures.count)/\(files.count) corpus files type-check against the stand-in"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test(
        arguments: UnseenInputTests.files(in: UnseenInputTests.folder)
            + UnseenInputTests.files(in: UnseenInputTests.newerXcodeFolder))
    func unseenInputTypeChecks(_ name: String) throws {
        let unseen = UnseenInputTests.folder.appendingPathComponent(name)
        let file =
            FileManager.default.fileExists(atPath: unseen.path)
            ? unseen : UnseenInputTests.newerXcodeFolder.appendingPathComponent(name)
        let result = try generateAndTypeCheck([file])
        #expect(result.status == 0, "\(name) does not type-check:\n\(result.output)")
    }

    @Test func validSampleTypeChecks() throws {
        let result = try typeCheck([TestPaths.snippetTypeCheck.appendingPathComponent("valid-sample.swift")])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The stand-in must not accept what the SDK rejects. (Availability cannot be checked on Linux: see
    /// `invalid-availability.swift`; the real-SDK script covers it.)
    @Test(arguments: ["invalid-anchor-axis.swift", "invalid-label.swift"])
    func wrongCodeIsRejected(_ file: String) throws {
        let result = try typeCheck([TestPaths.snippetTypeCheck.appendingPathComponent(file)])
        #expect(result.status != 0, "\(file) type-checked, so the stand-in accepts code the SDK rejects")
        #expect(result.output.contains("error:"))
    }
}
