import Testing
@testable import UnboardCore

/// What `generate` keeps of a run once its files are rendered.
@Suite struct GenerationResultTests {
    @Test func releasingTheModelsKeepsTheFilesAndTheBuilderCount() {
        let xml = Generate.storyboard(
            scenes: Generate.scene("00-000", class: "HomeViewController")
                + Generate.scene("00-001", class: "ListViewController"))
        var result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let (files, count) = (result.files, result.builderCount)
        #expect(count == 2)
        result.releaseModels()
        #expect(result.builders.isEmpty)
        #expect(result.sceneGraphs.isEmpty)
        #expect(result.builderCount == count)
        #expect(result.files == files)
    }
}
