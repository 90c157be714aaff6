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
}
