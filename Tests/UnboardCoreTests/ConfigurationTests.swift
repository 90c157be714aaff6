import Foundation
import Testing
import UnboardCore

/// `unboard.yml`: parsing, errors with lines, globs, the JSON Schema, and the CLI reading it.
@Suite struct ConfigurationTests {
    @Test func parsesEveryKey() throws {
        let text = """
            inputs: [Storyboards, "**/*.xib"]
            output: Generated
            access: public
            moduleName: App
            customClassStubs: true
            maxDepth: 64
            singleFile: UnboardGenerated.swift
            templates:
              builder: Templates/builder.stencil
            """
        let configuration = try ConfigurationParser().parse(text, path: "unboard.yml")
        #expect(configuration.inputs == ["Storyboards", "**/*.xib"])
        #expect(configuration.output == "Generated")
        #expect(configuration.access == .public)
        #expect(configuration.moduleName == "App")
        #expect(configuration.customClassStubs == true)
        #expect(configuration.maxDepth == 64)
        #expect(configuration.singleFile == "UnboardGenerated.swift")
        #expect(configuration.templates == ["builder": "Templates/builder.stencil"])
    }

    @Test func localizationKeys() throws {
        let configuration = try ConfigurationParser().parse(
            "localize: always\nlocalizationBundle: .module\n", path: "unboard.yml")
        #expect(configuration.localize == .always)
        #expect(configuration.localizationBundle == ".module")
        let error = try #require(throws: ConfigurationError.self) {
            try ConfigurationParser().parse("localize: sometimes\nlocalizationBundle: \"\"\n", path: "unboard.yml")
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "unboard.yml:1:11: error: 'localize' must be auto, always or never",
                "unboard.yml:2:21: error: 'localizationBundle' must be a Swift expression of type Bundle, such as .main or .module",
            ])
    }

    @Test func unknownKeysAndWrongValuesAreErrorsWithTheirLine() throws {
        let text = "inputs: [a.storyboard]\nouput: Generated\naccess: protected\nsingleFile: ../escape.swift\n"
        let error = try #require(throws: ConfigurationError.self) {
            try ConfigurationParser().parse(text, path: "unboard.yml")
        }
        let messages = error.diagnostics.map(\.description)
        #expect(
            messages == [
                "unboard.yml:2:1: error: unknown key 'ouput'; the keys are access, customClassStubs, deploymentTarget, inputs, localizationBundle, localize, maxDepth, moduleName, nibLoadingClasses, output, singleFile, supportFile, templates, viewNames",
                "unboard.yml:3:9: error: 'access' must be internal or public",
                "unboard.yml:4:13: error: 'singleFile' must be a file name ending in .swift",
            ])
    }

    @Test func globsMatchWithinAndAcrossFolders() {
        #expect(GlobPattern.isPattern("**/*.xib"))
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/UnboardCoreTests/Resources/Fixtures")
        let xibs = GlobPattern.expand("**/*.xib", in: folder)
        #expect(xibs == ["CustomView/CustomView.xib", "FilesOwner/FilesOwner.xib"])
        #expect(GlobPattern.expand("Controls/*.storyboard", in: folder) == ["Controls/Controls.storyboard"])
        #expect(GlobPattern.expand("C?ntrols/Controls.st*", in: folder) == ["Controls/Controls.storyboard"])
    }

    @Test func schemaListsExactlyTheKeysTheParserAccepts() throws {
        let schema =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: TestPaths.packageRoot.appendingPathComponent("Templates/unboard.schema.json")))
            as? [String: Any]
        let properties = try #require(schema?["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(UnboardConfiguration.keys.keys))
        #expect(schema?["additionalProperties"] as? Bool == false)
        let templates = try #require(properties["templates"] as? [String: Any])
        #expect(
            Set((templates["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
                == UnboardConfiguration.templateKinds)
    }

    /// The examples' configurations parse, and validate against the schema when Python's jsonschema is at hand.
    @Test(arguments: ["LocalizedProfile", "NahaMap", "NestedXibs", "VideoComments"])
    func exampleConfigurationIsValid(_ example: String) throws {
        let url = TestPaths.examples.appendingPathComponent("\(example)/unboard.yml")
        _ = try ConfigurationParser().parse(String(contentsOf: url, encoding: .utf8), path: url.path)
        let script = """
            import json, sys
            try:
                import jsonschema, yaml
            except ImportError:
                print("skipped: python3 lacks jsonschema or yaml"); sys.exit(0)
            jsonschema.validate(yaml.safe_load(open(sys.argv[1])), json.load(open(sys.argv[2])))
            print("valid")
            """
        let (status, output) = Shell.run([
            "python3", "-c", script, url.path,
            TestPaths.packageRoot.appendingPathComponent("Templates/unboard.schema.json").path,
        ])
        if status == 127 || status == -1 { return print("ConfigurationTests: python3 absent, schema check skipped") }
        #expect(status == 0, "\(output)")
        if output.hasPrefix("skipped") { print("ConfigurationTests: \(output)") }
    }

    @Test func theCLIReadsTheConfigurationAndCommandLineOptionsWin() throws {
        let check = try CLI.run(["check", "--config", "Examples/NahaMap/unboard.yml"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "unboard: 5 generated file(s) in Examples/NahaMap/Generated are up to date.\n")
        let overridden = try CLI.run(["check", "--config", "Examples/NahaMap/unboard.yml", "--access", "public"])
        #expect(overridden.status == 1, "public access differs from the checked-in output")
        #expect(overridden.stdout.contains("+public struct ViewControllerCodeInterfaceBuilder {"))
    }

    @Test func theLocalizationOptionsReachTheCLI() throws {
        let check = try CLI.run(["check", "--config", "Examples/LocalizedProfile/unboard.yml"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stderr.contains(
                "ja.lproj/Profile.strings:27:1: warning: key 'Bio-lb-001.text' is used by no object of Profile.storyboard"
            ))
        let literal = try CLI.run(["check", "--config", "Examples/LocalizedProfile/unboard.yml", "--localize", "never"])
        #expect(literal.status == 1, "literals differ from the checked-in lookups")
        #expect(literal.stdout.contains(#"+        nameLabel.text = "Your name""#))
        let module = try CLI.run([
            "check", "--config", "Examples/LocalizedProfile/unboard.yml", "--localization-bundle", ".module",
        ])
        #expect(module.stdout.contains(#"bundle: .module, value: "Your name""#))
    }

    @Test func singleFileHoldsEveryDeclaration() throws {
        var pipeline = GeneratorPipeline()
        pipeline.options.singleFileName = "UnboardGenerated.swift"
        let sources = try TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("VideoComments")).map {
            SourceFile(path: TestPaths.relative($0), data: try Data(contentsOf: $0))
        }
        let result = pipeline.run(sources)
        #expect(result.files.map(\.name) == ["UnboardGenerated.swift"])
        // Every top-level declaration of the one file, in order.
        #expect(
            Declarations(result.files[0].contents).top.map { $0.keyword + " " + $0.name } == [
                "enum CodeInterfaceBuilderKey",
                "protocol CodeInterfaceBuilderLayoutSelecting",
                "extension UIFont",
                "struct VideoPlayerViewControllerCodeInterfaceBuilder",
                "enum VideoCommentsScenes",
                "extension UIView",
            ])
        expectFileHeader(
            in: result.files[0].contents,
            """
            // Generated by Unboard from Examples/VideoComments/VideoComments.storyboard. Do not edit.

            import UIKit
            """)
        expectDeclarationHead(
            "VideoPlayerViewControllerCodeInterfaceBuilder", in: result.files[0].contents,
            """
            /// Creates the views of `VideoPlayerViewController` as Interface Builder lays them out.
            ///
            /// Layouts: `.videoCommentsVideoPlayerViewController` (VideoComments.VideoPlayerViewController).
            @MainActor
            struct VideoPlayerViewControllerCodeInterfaceBuilder {
            """)
        expectDeclarations(
            "enum CodeInterfaceBuilderKey", in: result.files[0].contents,
            """
            /// Names one layout of a `CodeInterfaceBuilder`: a scene of a storyboard, or a xib. Its `rawValue`
            /// (`"<document>.<scene>"`, with the folder when documents share a name) can be encoded for state restoration;
            /// `init(rawValue:)` gives `nil` for a name no layout has.
            enum CodeInterfaceBuilderKey: String, Hashable, Sendable {
                /// The layout of `VideoPlayerViewController` in Examples/VideoComments/VideoComments.storyboard.
                case videoCommentsVideoPlayerViewController = "VideoComments.VideoPlayerViewController"

                /// Makes this the layout `controller` creates when its class adopts `CodeInterfaceBuilderLayoutSelecting`
                /// (a `migrate` starter does), and returns `true`; leaves any other controller as it is, and returns `false`.
                @MainActor
                @discardableResult
                func select(for controller: AnyObject) -> Bool {
                    if let selecting = controller as? any CodeInterfaceBuilderLayoutSelecting {
                        selecting.codeInterfaceBuilderKey = self
                        return true
                    }
                    return false
                }

                /// Stops the app: `builder` has no layout of this key (a programming error).
                func fail(noLayoutIn builder: String) -> Never {
                    preconditionFailure(builder + " has no layout named " + rawValue)
                }
            }
            """)
    }
}
