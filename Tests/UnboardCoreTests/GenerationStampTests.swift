import Foundation
import Testing
@testable import UnboardCore

/// The no-op run: `generate` with nothing changed writes nothing, and any change that could change the output
/// (input content, the set of inputs, an option, the configuration file, an output edited or deleted) regenerates.
@Suite(.serialized) struct GenerationStampTests {
    @Test func contentHashIsXXH64() {
        #expect(ContentHash.hex(Data()) == "ef46db3751d8e999")
        #expect(ContentHash.hex("abc") == "44bc2cf5ad770999")
        #expect(ContentHash.hex("Nobody inspects the spammish repetition") == "fbcea83c8a378bf1")
    }

    @Test func stampTextRoundTrips() throws {
        let input = InputFile(url: URL(fileURLWithPath: "/tmp/a b/Main.storyboard"), displayPath: "a b/Main.storyboard")
        let stamp = GenerationStamp(
            configuration: "0123456789abcdef", inputs: [(input, 11, ContentHash.hex("<document/>"))],
            outputs: [RenderedFile(name: "KeyCodeInterfaceBuilder.swift", contents: "// é\r\n")],
            directory: URL(fileURLWithPath: "/tmp/out"),
            builderCount: 1, warningCount: 2,
            diagnosticsText: "a.storyboard:1:2: warning: x\r\n  <label>\n  ^\n")
        let folder = try temporaryFolder()
        try stamp.write(to: folder)
        #expect(GenerationStamp.read(from: folder) == stamp)
    }

    @Test func aPathWithALineBreakIsNeverStamped() throws {
        let input = InputFile(url: URL(fileURLWithPath: "/tmp/a\nb.storyboard"), displayPath: "a\nb.storyboard")
        let stamp = GenerationStamp(
            configuration: "c", inputs: [(input, 0, ContentHash.hex(""))], outputs: [],
            directory: URL(fileURLWithPath: "/tmp"),
            builderCount: 0, warningCount: 0, diagnosticsText: "")
        let folder = try temporaryFolder()
        try stamp.write(to: folder)
        #expect(GenerationStamp.read(from: folder) == nil)
    }

    @Test func aSecondRunWritesNothingAndReplaysTheWarnings() throws {
        let work = try Work()
        let first = try work.generate()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("warning:"))
        let before = try work.snapshot()
        Thread.sleep(forTimeInterval: 0.02)
        let second = try work.generate()
        #expect(second.status == 0)
        #expect(second.stdout.contains("up to date"), "\(second.stdout)")
        #expect(second.stdout.contains("0 file(s) written"))
        #expect(second.stderr == first.stderr, "warnings are replayed as they were printed")
        #expect(try work.snapshot() == before, "nothing is written, not even the stamp")
    }

    @Test func theStampHoldsNoAbsolutePath() throws {
        let work = try Work()
        #expect(try work.generate().status == 0)
        let stamp = try #require(GenerationStamp.read(from: work.output))
        #expect(
            stamp.inputs.map(\.path) == ["../Main.storyboard", "../Unsupported.storyboard"],
            "relative to the output folder")
        #expect(stamp.inputs.map(\.displayPath) == ["Main.storyboard", "Unsupported.storyboard"])
    }

    @Test func aTouchedInputWithTheSameContentStillSkips() throws {
        let work = try Work()
        _ = try work.generate()
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: work.inputs[0].path)
        #expect(try work.generate().stdout.contains("up to date"))
    }

    @Test func changedInputContentRegenerates() throws {
        let work = try Work()
        _ = try work.generate()
        let text = try String(contentsOf: work.inputs[0], encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"Kyushu\"", with: "\"Kyusyu\"").utf8).write(to: work.inputs[0])
        let run = try work.generate()
        #expect(!run.stdout.contains("up to date"))
        #expect(run.stdout.contains("1 file(s) written"), "\(run.stdout)")
        #expect(try work.generate().stdout.contains("up to date"))
    }

    @Test func changedInputsOrOptionsRegenerate() throws {
        let work = try Work()
        _ = try work.generate()
        #expect(!(try work.generate(["--access", "public"]).stdout.contains("up to date")))
        #expect(try work.generate(["--access", "public"]).stdout.contains("up to date"))
        #expect(
            !(try work.generate(Array(work.inputs.prefix(1).map(\.path)), replacingInputs: true).stdout.contains(
                "up to date")))
        #expect(!(try work.generate().stdout.contains("up to date")))
    }

    @Test func aChangedConfigurationFileRegenerates() throws {
        let work = try Work()
        let config = work.folder.appendingPathComponent("unboard.yml")
        try Data("inputs:\n  - \"*.storyboard\"\noutput: Generated\n".utf8).write(to: config)
        #expect(try work.run(["generate", "--config", config.path]).status == 0)
        #expect(try work.run(["generate", "--config", config.path]).stdout.contains("up to date"))
        try Data("inputs:\n  - \"*.storyboard\"\noutput: Generated\nmoduleName: Naha\n".utf8).write(to: config)
        #expect(!(try work.run(["generate", "--config", config.path]).stdout.contains("up to date")))
    }

    @Test func anEditedTemplateRegenerates() throws {
        let work = try Work()
        let template = work.folder.appendingPathComponent("Builder.stencil")
        try Data(FileRenderer.defaultTemplate.utf8).write(to: template)
        let config = work.folder.appendingPathComponent("unboard.yml")
        try Data("inputs:\n  - \"*.storyboard\"\noutput: Generated\ntemplates:\n  builder: Builder.stencil\n".utf8)
            .write(to: config)
        #expect(try work.run(["generate", "--config", config.path]).status == 0)
        #expect(try work.run(["generate", "--config", config.path]).stdout.contains("up to date"))
        try Data((FileRenderer.defaultTemplate + "\n// edited\n").utf8).write(to: template)
        #expect(!(try work.run(["generate", "--config", config.path]).stdout.contains("up to date")))
    }

    @Test func aDeletedEditedOrExtraOutputRegenerates() throws {
        let work = try Work()
        _ = try work.generate()
        let key = work.output.appendingPathComponent("CodeInterfaceBuilderKey.swift")
        let original = try Data(contentsOf: key)
        try FileManager.default.removeItem(at: key)
        #expect(!(try work.generate().stdout.contains("up to date")))
        #expect(try Data(contentsOf: key) == original)
        // Edited below its first line, which still says Unboard wrote it (without it the file is not replaced).
        try (original + Data("// edited\n".utf8)).write(to: key)
        #expect(!(try work.generate().stdout.contains("up to date")))
        #expect(try Data(contentsOf: key) == original)
        let stray = work.output.appendingPathComponent("StrayCodeInterfaceBuilder.swift")
        try Data("// Generated by Unboard from Old.storyboard. Do not edit.\n".utf8).write(to: stray)
        #expect(!(try work.generate().stdout.contains("up to date")))
        #expect(!FileManager.default.fileExists(atPath: stray.path), "the full run removes the stale file")
    }

    @Test func aFailedRunKeepsTheStampAndTheOutput() throws {
        let work = try Work()
        _ = try work.generate()
        let before = try work.snapshot()
        let broken = work.folder.appendingPathComponent("Broken.storyboard")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n".utf8).write(
            to: broken)
        #expect(try work.generate(work.inputs.map(\.path) + [broken.path], replacingInputs: true).status == 1)
        #expect(try work.snapshot() == before)
        #expect(try work.generate().stdout.contains("up to date"))
    }

    /// Copies of example inputs (one with warnings) in a temporary folder, and an output folder beside them.
    private struct Work {
        let folder: URL
        let inputs: [URL]
        var output: URL { folder.appendingPathComponent("Generated") }

        init() throws {
            let folder = try temporaryFolder()
            let sources = [
                TestPaths.examples.appendingPathComponent("NahaMap/Main.storyboard"),
                TestPaths.fixtures.appendingPathComponent("Unsupported/Unsupported.storyboard"),
            ]
            let inputs = sources.map { folder.appendingPathComponent($0.lastPathComponent) }
            for (source, input) in zip(sources, inputs) { try FileManager.default.copyItem(at: source, to: input) }
            self.folder = folder
            self.inputs = inputs
        }

        func generate(_ extra: [String] = [], replacingInputs: Bool = false) throws -> CLI.Run {
            try run(["generate"] + (replacingInputs ? extra : inputs.map(\.path) + extra) + ["--output", output.path])
        }

        func run(_ arguments: [String]) throws -> CLI.Run {
            try #require(
                FileManager.default.isExecutableFile(atPath: CLI.executable.path), "build the unboard product first")
            return try CLI.run(arguments)
        }

        /// Every file of the output folder with its bytes and modification time.
        func snapshot() throws -> [String: String] {
            var files: [String: String] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                let path = output.appendingPathComponent(name).path
                let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                files[name] =
                    "\(date?.timeIntervalSince1970 ?? 0) \(ContentHash.hex(try Data(contentsOf: URL(fileURLWithPath: path))))"
            }
            return files
        }
    }
}

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
