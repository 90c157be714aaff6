import Foundation
import Testing
import UnboardCore

/// Runs the pipeline in memory on files or on XML text.
enum Generate {
    /// Generates from files, naming them relative to `root` as the CLI does with an `unboard.yml` there, or without
    /// one relative to the package root; with `starters`, as `unboard migrate` does (the starters in `starters`).
    static func files(
        _ urls: [URL], stubs: Bool = false, root: URL? = nil, bundle: String? = nil, starters: Bool = false
    ) throws -> GenerationResult {
        let sources = try urls.map { url in
            SourceFile(
                path: root.map { InputDiscovery.relativePath(url, from: $0) } ?? TestPaths.relative(url),
                data: try Data(contentsOf: url))
        }
        var options = GenerationOptions(importsCustomModules: !stubs)
        options.localization.folder = root ?? TestPaths.packageRoot
        if let bundle { options.localization.bundle = bundle }
        var pipeline = GeneratorPipeline(options: options)
        pipeline.emitsCustomClassStubs = stubs
        pipeline.emitsStarters = starters
        return pipeline.run(sources)
    }

    /// Generates from one document given as text; with `stubs`, the custom classes' stand-ins too, and with
    /// `starters`, as `unboard migrate` does.
    static func text(
        _ xml: String, path: String = "Snippet.storyboard", stubs: Bool = false, starters: Bool = false
    ) -> GenerationResult {
        var pipeline = GeneratorPipeline()
        pipeline.emitsCustomClassStubs = stubs
        pipeline.emitsStarters = starters
        return pipeline.run([SourceFile(path: path, data: Data(xml.utf8))])
    }

    /// The text of `CustomClassStubs.swift` in a result generated with stand-ins.
    static func stubsText(_ result: GenerationResult) throws -> String {
        try #require(result.files.first { $0.name == "CustomClassStubs.swift" }).contents
    }

    /// A storyboard with one scene of `SnippetViewController` whose root view holds `subviews` and `constraints`.
    static func storyboard(
        subviews: String, constraints: String = "", connections: String = "", resources: String = "",
        rootExtras: String = ""
    ) -> String {
        Generate.document(
            initialViewController: "vc0-00-000",
            """
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <viewController id="vc0-00-000" customClass="SnippetViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-00-000"/>
                                    <constraints>
            \(constraints)
                                    </constraints>
            \(rootExtras)
                                </view>
                                <connections>
            \(connections)
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
            \(resources)
                </resources>
            """)
    }

    /// The text of the builder file in a result.
    static func builderText(
        _ result: GenerationResult, _ name: String = "SnippetViewControllerCodeInterfaceBuilder.swift"
    ) -> String {
        result.files.first { $0.name == name }?.contents ?? ""
    }
}

/// Asserts that the only diagnostics are the expected ones, written as `line:col: severity: message`.
func expectDiagnostics(
    _ result: GenerationResult, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = result.diagnostics.map { diagnostic -> String in
        let location = diagnostic.location.flatMap { l in l.line.map { "\($0):\(l.column ?? 1): " } } ?? ""
        return location + diagnostic.severity.rawValue + ": " + diagnostic.message
    }
    #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Writes every file of `result` into a temporary folder and type-checks them together against the stand-in.
func expectStandInTypeChecks(_ result: GenerationResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try result.files.map { file in
        let url = folder.appendingPathComponent(file.name)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
    let check = try StandIn.typeCheck(files)
    #expect(check.status == 0, "\(check.output)", sourceLocation: sourceLocation)
}
