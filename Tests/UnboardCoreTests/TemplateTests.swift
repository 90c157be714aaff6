import Foundation
import Testing
import UnboardCore

/// File templates: the default one is `Templates/file.stencil`, users' templates get a documented context, and a
/// custom template produces its golden.
@Suite struct TemplateTests {
    private static let resources = TestPaths.packageRoot.appendingPathComponent(
        "Tests/UnboardCoreTests/Resources/CustomTemplate")

    @Test func theShippedTemplateIsTheDefault() throws {
        let shipped = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("Templates/file.stencil"), encoding: .utf8)
        #expect(shipped == FileRenderer.defaultTemplate)
    }

    /// The default template is rendered without Stencil for speed; through Stencil it must give the same bytes.
    @Test(arguments: [nil, "Interface.swift"])
    func theDefaultTemplateThroughStencilGivesTheSameBytes(singleFileName: String?) throws {
        let sources = try ["NahaMap", "VideoComments"].flatMap {
            TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent($0))
        }
        .map { SourceFile(path: TestPaths.relative($0), data: try Data(contentsOf: $0)) }
        var direct = GeneratorPipeline()
        direct.emitsCustomClassStubs = true
        direct.options.singleFileName = singleFileName
        var throughStencil = direct
        for kind in ["builder", "keys", "stubs", "combined"] {
            throughStencil.options.templates[kind] = FileRenderer.defaultTemplate
        }
        let expected = throughStencil.run(sources)
        let actual = direct.run(sources)
        #expect(!expected.hasErrors)
        #expect(actual.files.count == expected.files.count)
        for (file, reference) in zip(actual.files, expected.files) {
            #expect(
                file == reference,
                "\(UnifiedDiff.diff(expected: reference.contents, actual: file.contents, expectedName: "stencil", actualName: "direct"))"
            )
        }
    }

    /// The context is a contract with users' templates: keys are sorted, and any change shows as a diff here.
    @Test(arguments: ["builder", "keys"])
    func contextSnapshot(_ kind: String) throws {
        let result = try Generate.files(
            TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NahaMap")))
        let file = try #require(Self.templated.files(for: result.builders).first { $0.kind == kind })
        try checkContext(of: file)
    }

    /// Only templates read a builder's or scenes file's context: a run without one makes none.
    @Test func aRunWithoutTemplatesMakesNoBuilderOrScenesContext() throws {
        let result = try Generate.files(
            TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("SceneFlow")))
        let files = BuilderFileTranslator().files(for: result.builders, sceneGraphs: result.sceneGraphs)
        let templated = Self.templated.files(for: result.builders, sceneGraphs: result.sceneGraphs)
        for kind in ["builder", "scenes"] {
            #expect(files.contains { $0.kind == kind } && files.allSatisfy { $0.kind != kind || $0.context.isEmpty })
            #expect(templated.contains { $0.kind == kind && !$0.context.isEmpty })
        }
    }

    /// A translator for a run with a user template, which makes the files' contexts.
    private static var templated: BuilderFileTranslator {
        var options = GenerationOptions()
        options.templates["builder"] = FileRenderer.defaultTemplate
        return BuilderFileTranslator(options: options)
    }

    /// The `scenes` context, from the example with every kind of segue and an embed.
    @Test func scenesContextSnapshot() throws {
        let result = try Generate.files(
            TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("SceneFlow")))
        let file = try #require(
            Self.templated.files(for: result.builders, sceneGraphs: result.sceneGraphs).first {
                $0.kind == "scenes"
            })
        try checkContext(of: file)
    }

    /// Compares the context of a file (its body elided) with `context-<kind>.yml`.
    private func checkContext(of file: SwiftFile) throws {
        var context = FileRenderer.context(of: file)
        context["body"] = .string("<the rendered declarations>")
        let yaml = try TemplateValue.dictionary(context).yaml()
        let snapshot = Self.resources.appendingPathComponent("context-\(file.kind).yml")
        if TestPaths.isRecording {
            try Data(yaml.utf8).write(to: snapshot)
            return
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(
            yaml == expected,
            "\(UnifiedDiff.diff(expected: expected, actual: yaml, expectedName: TestPaths.relative(snapshot), actualName: "context"))"
        )
    }

    @Test func aCustomBuilderTemplateProducesItsGolden() throws {
        var pipeline = GeneratorPipeline()
        pipeline.options.templates["builder"] = try String(
            contentsOf: Self.resources.appendingPathComponent("builder.stencil"), encoding: .utf8)
        let sources = try TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NahaMap")).map {
            SourceFile(path: TestPaths.relative($0), data: try Data(contentsOf: $0))
        }
        let result = pipeline.run(sources)
        #expect(!result.hasErrors)
        try Golden.check(result, against: Self.resources.appendingPathComponent("Expected"))
    }

    @Test func aBrokenTemplateIsAnErrorAndNothingIsProduced() {
        var pipeline = GeneratorPipeline()
        pipeline.options.templates["keys"] = "{% for key in keys %}{{ key.constant }}"
        let result = pipeline.run([
            SourceFile(path: "Snippet.storyboard", data: Data(Generate.storyboard(subviews: "").utf8))
        ])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "the keys template cannot render CodeInterfaceBuilderKey.swift:") == true)
    }

    @Test func aTemplateErrorNamesTheTemplateFileAndLine() {
        var pipeline = GeneratorPipeline()
        pipeline.options.templates["keys"] = "// keys\n{{ access }}\n{% for key in keys %}{{ key.constant }}\n"
        pipeline.options.templatePaths["keys"] = "Templates/Keys.stencil"
        let result = pipeline.run([
            SourceFile(path: "Snippet.storyboard", data: Data(Generate.storyboard(subviews: "").utf8))
        ])
        let location = result.diagnostics.first?.location
        #expect(location?.filePath == "Templates/Keys.stencil")
        #expect(location?.line == 3, "the line of the unclosed for")
    }
}
