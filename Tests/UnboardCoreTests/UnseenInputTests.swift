import Foundation
import Testing
import UnboardCore

/// Valid documents of the kinds first met outside `../shared/corpus` (`Resources/Unseen`): each converts with exactly
/// the diagnostics `expected.tsv` lists (warnings, never errors), and `TypeCheckTests` type-checks its output. Values
/// a newer Xcode may write (`Resources/NewerXcode`) are warnings, and only that attribute is skipped.
@Suite struct UnseenInputTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/UnboardCoreTests/Resources/Unseen")
    static let newerXcodeFolder = TestPaths.packageRoot.appendingPathComponent(
        "Tests/UnboardCoreTests/Resources/NewerXcode")

    /// The documents of a folder.
    static func files(in folder: URL) -> [String] {
        TestPaths.interfaceFiles(in: folder).map(\.lastPathComponent)
    }

    /// `expected.tsv` of a folder: each file's diagnostics, in order.
    static func expectedDiagnostics(in folder: URL) -> [String: [String]] {
        let table = (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        var result: [String: [String]] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if fields.count == 2 { result[fields[0], default: []].append(fields[1]) }
        }
        return result
    }

    private func generate(_ name: String, in folder: URL) throws -> GenerationResult {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return GeneratorPipeline().run([SourceFile(path: name, data: data)])
    }

    @Test(arguments: files(in: folder))
    func convertsWithItsWarningsOnly(_ name: String) throws {
        let result = try generate(name, in: Self.folder)
        #expect(result.diagnostics.map(\.description) == Self.expectedDiagnostics(in: Self.folder)[name, default: []])
        #expect(!result.diagnostics.contains { $0.severity == .error })
        #expect(!result.files.isEmpty)
    }

    @Test(arguments: files(in: newerXcodeFolder))
    func anUnknownValueIsAWarningAndTheDocumentConverts(_ name: String) throws {
        let result = try generate(name, in: Self.newerXcodeFolder)
        let expected = Self.expectedDiagnostics(in: Self.newerXcodeFolder)[name, default: []]
        #expect(!expected.isEmpty)
        #expect(result.diagnostics.map(\.description) == expected)
        #expect(!result.files.isEmpty)
    }

    @Test func xcode5IPadXibWithAThirdMultiplier() throws {
        let result = try generate("IPadXcode5.xib", in: Self.folder)
        expectDeclarations(
            "init(iPadXcode5PadPanel:)", in: Generate.builderText(result, "PadPanelCodeInterfaceBuilder.swift"),
            """
            /// IPadXcode5.PadPanel: IPadXcode5.xib, view `1`.
            private init(iPadXcode5PadPanel key: CodeInterfaceBuilderKey) {
                let view = PadPanel()
                view.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
                view.backgroundColor = UIColor(white: 1, alpha: 1)

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.clipsToBounds = true
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                titleLabel.font = UIFont.systemFont(ofSize: 17)
                titleLabel.textColor = UIColor.darkText
                view.addSubview(titleLabel)

                NSLayoutConstraint.activate([
                    titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    titleLabel.topAnchor.constraint(equalTo: view.topAnchor),
                    titleLabel.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.3333333333333333),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test(arguments: [("1/3", "0.3333333333333333"), ("16:9", "1.7777777777777777"), ("3 / 4", "0.75"), ("0.5", "0.5")])
    func everyRatioFormIBWritesIsAMultiplier(_ written: String, _ value: String) {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-00-001" userLabel="Body"><rect key="frame" x="0" y="103" width="393" height="100"/></view>
                    """,
                constraints: """
                    <constraint firstItem="bbb-00-001" firstAttribute="width" secondItem="bbb-00-001" secondAttribute="height" multiplier="\(written)" id="c02-00-002"/>
                    """))
        #expect(!result.diagnostics.contains { $0.severity == .error })
        expectLines(
            ["bodyView.widthAnchor.constraint(equalTo: bodyView.heightAnchor, multiplier: \(value)),"],
            in: Generate.builderText(result))
    }

    @Test func outletsNamedLikeBuilderMembersTypesOrParametersAreRenamed() throws {
        let text = Generate.builderText(try generate("OutletNames.storyboard", in: Self.folder))
        expectLines(
            [
                "let Type_: UILabel",
                "let UIView_: UILabel",
                "let view_: UILabel",
                "case \"Name\":",
                "return self.name",
                "let type = UILabel()",
                "let uiView = UILabel()",
                "self.Type_ = type",
                "self.UIView_ = uiView",
                "self.view_ = viewV0100001",
            ], in: text)
    }

    @Test func anOwnerOutletNamedLikeTheStarterLocalIsSetThroughSelf() throws {
        let url = Self.folder.appendingPathComponent("OutletNames.storyboard")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-unseen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CLI.run(["migrate", url.path, "--custom-class-stubs", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let starter = try String(
            contentsOf: output.appendingPathComponent("SnippetViewController+CodeInterfaceBuilder.swift"),
            encoding: .utf8)
        expectDeclarations(
            "loadView()", in: starter,
            """
            /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
            override func loadView() {
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
                objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                view = builder.view
                // The outlets the class declares for Interface Builder, now set from code.
                CodeInterfaceBuilderKey = builder.CodeInterfaceBuilderKey_
                String = builder.String_
                UIView = builder.UIView_
                applySizeClasses = builder.applySizeClasses_
                self.builder = builder.builder
                configureViewController = builder.configureViewController
                constraints = builder.constraints
                horizontal = builder.horizontal
                key = builder.key_
                layoutConstraints = builder.layoutConstraints
                name = builder.name
                subviews = builder.subviews
                vertical = builder.vertical
                viewController = builder.viewController
                view = builder.view_
                if #available(iOS 17.0, *) {
                    registerForTraitChanges([
                        UITraitHorizontalSizeClass.self,
                        UITraitVerticalSizeClass.self,
                    ]) { (self: Self, _: UITraitCollection) in
                        self.codeInterfaceBuilder?.apply(self.traitCollection)
                    }
                }
            }
            """)
        #expect(!starter.contains("builder.Type_"))
    }

    @Test(arguments: [
        ("address-line1", ".streetAddressLine1"), ("address-level2", ".addressCity"), ("tel", ".telephoneNumber"),
        ("one-time-code", ".oneTimeCode"), ("url", ".URL"), ("organization-title", ".jobTitle"),
        (
            "flight-number",
            "{ if #available(iOS 15.0, *) { return UITextContentType.flightNumber } else { return UITextContentType(rawValue: \"flight-number\") } }()"
        ),
        ("cc-csc", "UITextContentType(rawValue: \"cc-csc\")"),
    ])
    func textContentTypeIsTheSDKMemberOfItsValue(_ written: String, _ swift: String) {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001" userLabel="Field">
                        <rect key="frame" x="16" y="100" width="361" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" textContentType="\(written)"/>
                    </textField>
                    """))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        let flattened = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        #expect(flattened.contains("fieldTextField.textContentType = \(swift)"), "\(text)")
    }

    @Test func anUnknownTextContentTypeIsAWarning() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001" userLabel="Field">
                        <rect key="frame" x="16" y="100" width="361" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" textContentType="hologram-id"/>
                    </textField>
                    """))
        expectDiagnostics(
            result, ["15:5: warning: unknown value 'hologram-id' for 'textContentType' is not translated"])
        #expect(!Generate.builderText(result).contains("textContentType"))
    }
}
