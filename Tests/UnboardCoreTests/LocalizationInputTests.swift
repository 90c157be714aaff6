import Foundation
import Testing

/// `localize: auto` decides on where a document is on disk, not on its display path: naming the one storyboard of
/// `Base.lproj`, that folder or its parent makes the display path start inside `Base.lproj` (the folder that holds
/// every input), and each must still give the lookups of `Examples/LocalizedProfile/Generated`, and the warning
/// about the stale key of `ja.lproj/Profile.strings`, beside `Base.lproj`.
@Suite(.serialized) struct LocalizationInputTests {
    /// A copy of the example's storyboard and tables (not its configuration file) in a temporary folder.
    private func example() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-locbase-\(UUID().uuidString)")
        let source = TestPaths.examples.appendingPathComponent("LocalizedProfile")
        for item in ["Base.lproj", "en.lproj", "ja.lproj"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(item), withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent(item).path) {
                try FileManager.default.copyItem(
                    at: source.appendingPathComponent("\(item)/\(file)"),
                    to: folder.appendingPathComponent("\(item)/\(file)"))
            }
        }
        return folder
    }

    @Test(arguments: ["generate", "migrate"], ["Base.lproj/Profile.storyboard", "Base.lproj", "."])
    func everyWayOfNamingTheBaseDocumentLocalizes(_ command: String, _ input: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: CLI.executable.path), "build unboard first")
        let folder = try example()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run([command, input, "--output", "out", "--module-name", "LocalizedProfile"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let builder = try String(
            contentsOf: folder.appendingPathComponent("out/ProfileViewControllerCodeInterfaceBuilder.swift"),
            encoding: .utf8)
        for lookup in [
            #"viewController.title = NSLocalizedString("Prf-vc-001.title", tableName: "Profile", bundle: .main, value: "Profile", comment: "")"#,
            #"nameLabel.text = NSLocalizedString("Nam-lb-001.text", tableName: "Profile", bundle: .main, value: "Your name", comment: "")"#,
        ] {
            #expect(builder.contains(lookup), "\(command) \(input): \(lookup)")
        }
        #expect(!builder.contains(#"nameLabel.text = "Your name""#), "\(command) \(input)")
        #expect(
            run.stderr.contains(
                "ja.lproj/Profile.strings:27:1: warning: key 'Bio-lb-001.text' is used by no object of Profile.storyboard"
            ), "\(command) \(input): \(run.stderr)")
    }

    /// Negative check: a storyboard outside `Base.lproj` named alone is not localized, though the folder that holds
    /// it (its display path's start) is a `Base.lproj`'s neighbour.
    @Test func aDocumentBesideBaseLprojIsNotLocalized() throws {
        let folder = try example()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("Base.lproj/Profile.storyboard"),
            to: folder.appendingPathComponent("en.lproj/Profile.storyboard"))
        let run = try CLI.run(["generate", "en.lproj/Profile.storyboard", "--output", "out"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let builder = try String(
            contentsOf: folder.appendingPathComponent("out/ProfileViewControllerCodeInterfaceBuilder.swift"),
            encoding: .utf8)
        #expect(builder.contains(#"nameLabel.text = "Your name""#))
        #expect(!builder.contains("NSLocalizedString"))
    }
}
