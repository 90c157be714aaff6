import Foundation
import Testing
@testable import UnboardCore

/// What `generate` keeps of a run once its files are rendered.
@Suite struct GenerationResultTests {
    @Test func aRunThatKeepsNoModelsHasTheFilesAndTheBuilderCount() {
        let xml = Generate.storyboard(
            scenes: Generate.scene("00-000", class: "HomeViewController")
                + Generate.scene("00-001", class: "ListViewController"))
        let sources = [SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))]
        let kept = GeneratorPipeline().run(sources)
        #expect(!kept.hasErrors, "\(kept.diagnostics)")
        #expect(kept.builderCount == 2)
        #expect(kept.builders.count == 2)
        var pipeline = GeneratorPipeline()
        pipeline.keepsModels = false
        let released = pipeline.run(sources)
        #expect(released.builders.isEmpty)
        #expect(released.sceneGraphs.isEmpty)
        #expect(released.builderCount == 2)
        #expect(released.files == kept.files)
        #expect(released.diagnostics == kept.diagnostics)
        #expect(released.record == kept.record)
    }

    @Test func aRunThatKeepsNoInputBytesReadsTheLinesDiagnosticsNeedBackFromTheFile() throws {
        // A warning at a line of its own, in a file of CR LF line breaks.
        let xml = Generate.storyboard(
            subviews:
                #"        <label text="x" futureAttribute="1" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#
        ).replacingOccurrences(of: "\n", with: "\r\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Warn.storyboard")
        try Data(xml.utf8).write(to: url)
        let kept = GeneratorPipeline().run([SourceFile(path: "Warn.storyboard", data: Data(xml.utf8), file: url)])
        var pipeline = GeneratorPipeline()
        pipeline.keepsInputBytes = false
        let source = SourceFile(path: "Warn.storyboard", data: Data(xml.utf8), file: url)
        let released = pipeline.run([source])
        #expect(!source.holdsBytes)
        let inMemory = SourceFile(path: "Warn.storyboard", data: Data(xml.utf8))
        _ = pipeline.run([inMemory])
        #expect(inMemory.holdsBytes, "bytes of no file have nowhere to be read back from")
        #expect(released.files == kept.files)
        let warning = try #require(released.diagnostics.first { $0.severity == .warning })
        #expect(warning.location == kept.diagnostics.first { $0.severity == .warning }?.location)
        #expect(warning.location?.column == 9)
        let line = try #require(warning.location?.line)
        #expect(source.line(line) == xml.components(separatedBy: "\r\n")[line - 1])
        #expect(released.inputHashes.first == kept.inputHashes.first)
        #expect(released.record?.inputs.first?.tokens == kept.record?.inputs.first?.tokens)
        // A file changed since it was parsed gives no line rather than another one.
        try Data((xml + " ").utf8).write(to: url)
        #expect(source.line(line) == nil)
    }
}
