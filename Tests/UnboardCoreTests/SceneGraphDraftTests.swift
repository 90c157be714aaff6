import Foundation
import Testing
@testable import UnboardCore

/// Scene graphs drafted before the layouts are translated (so that each scene can go once its layouts are made) and
/// completed with the builders afterwards give what translating them after the layouts gave.
@Suite struct SceneGraphDraftTests {
    /// A label of an unsupported attribute (a translation warning) and a button whose segue is of a kind that is not
    /// generated (a scene graph warning), on one line.
    static let xml = Generate.storyboard(
        subviews:
            #"<label text="x" futureAttribute="1" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/></label><button fixedFrame="YES" id="btn-00-001"><rect key="frame" x="0" y="10" width="1" height="1"/><connections><segue destination="vc0-00-000" kind="futureKind" id="seg-00-001"/></connections></button>"#
    )

    @Test func twoDiagnosticsOfOneLineKeepTheOrderOfTranslatingTheSceneGraphAfterTheLayouts() throws {
        let source = SourceFile(path: "Snippet.storyboard", data: Data(Self.xml.utf8))
        let result = GeneratorPipeline().run([source])
        let line = try #require(Self.xml.components(separatedBy: "\n").firstIndex { $0.contains("lbl-00-001") }) + 1
        let messages = result.diagnostics.filter { $0.location?.line == line }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("futureAttribute") == true, "\(messages)")
        #expect(messages.last?.contains("futureKind") == true, "\(messages)")

        // The same, translated by the public functions one after the other, as the pipeline did before.
        let document = try InterfaceDocumentParser().parse(source, diagnostics: AccumulatingDiagnosticCollector())
        let apart = AccumulatingDiagnosticCollector()
        let translator = InterfaceTranslator()
        let builders = translator.translate([(document, source)], diagnostics: apart)
        let graphs = translator.translateSceneGraphs([(document, source)], builders: builders, diagnostics: apart)
        #expect(GeneratorPipeline.inLineOrder(apart.diagnostics) == result.diagnostics)
        #expect(graphs.map(\.typeName) == ["SnippetScenes"])
    }

    @Test func theControllerGraphKeepsNoView() throws {
        let source = SourceFile(path: "Snippet.storyboard", data: Data(Self.xml.utf8))
        let document = try InterfaceDocumentParser().parse(source, diagnostics: AccumulatingDiagnosticCollector())
        let context = TranslationContext(
            document: document, source: source, diagnostics: AccumulatingDiagnosticCollector())
        #expect(context.controllerGraph.controller(withID: "vc0-00-000")?.id == "vc0-00-000")
        #expect(context.controllerGraph.controller(withID: "vc0-00-000")?.rootView == nil)
        #expect(context.controllerGraph.controller(withRootView: "root-00-000")?.id == "vc0-00-000")
        context.letGoOfScenes()
        #expect(context.document.scenes.isEmpty)
        #expect(context.documentIndex.lines["lbl-00-001"] != nil)
    }
}
