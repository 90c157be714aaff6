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
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
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
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: Generate.builderText(result),
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    bodyView.widthAnchor.constraint(equalTo: bodyView.heightAnchor, multiplier: \(value)),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
            }
            """)
    }

    @Test func outletsNamedLikeBuilderMembersTypesOrParametersAreRenamed() throws {
        let text = Generate.builderText(try generate("OutletNames.storyboard", in: Self.folder))
        expectDeclarations(
            "Type_", "UIView_", "view_", "view(named:)", "init(outletNamesSnippetViewController:)", in: text,
            """
            /// The `Type_` outlet.
            let Type_: UILabel

            /// The `UIView_` outlet.
            let UIView_: UILabel

            /// The `view_` outlet.
            let view_: UILabel

            /// The view Interface Builder names `name` (its `name` runtime attribute or its label in the document
            /// outline), `nil` when this layout has none of that name.
            func view(named name: String) -> UIView? {
                switch name {
                case "Name":
                    return self.name
                default:
                    return nil
                }
            }

            /// OutletNames.SnippetViewController: OutletNames.storyboard, view `root-00-000`.
            private init(outletNamesSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let name = UILabel()
                name.translatesAutoresizingMaskIntoConstraints = false
                name.isOpaque = false
                name.contentMode = .left
                name.text = "L0"
                name.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(name)

                let viewV0100001 = UILabel()
                viewV0100001.translatesAutoresizingMaskIntoConstraints = false
                viewV0100001.isOpaque = false
                viewV0100001.contentMode = .left
                viewV0100001.text = "L1"
                viewV0100001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(viewV0100001)

                let keyV0200001 = UILabel()
                keyV0200001.translatesAutoresizingMaskIntoConstraints = false
                keyV0200001.isOpaque = false
                keyV0200001.contentMode = .left
                keyV0200001.text = "L2"
                keyV0200001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(keyV0200001)

                let applySizeClassesV0300001 = UILabel()
                applySizeClassesV0300001.translatesAutoresizingMaskIntoConstraints = false
                applySizeClassesV0300001.isOpaque = false
                applySizeClassesV0300001.contentMode = .left
                applySizeClassesV0300001.text = "L3"
                applySizeClassesV0300001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(applySizeClassesV0300001)

                let type = UILabel()
                type.translatesAutoresizingMaskIntoConstraints = false
                type.isOpaque = false
                type.contentMode = .left
                type.text = "L4"
                type.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(type)

                let protocol_ = UILabel()
                protocol_.translatesAutoresizingMaskIntoConstraints = false
                protocol_.isOpaque = false
                protocol_.contentMode = .left
                protocol_.text = "L5"
                protocol_.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(protocol_)

                let l6Label = UILabel()
                l6Label.translatesAutoresizingMaskIntoConstraints = false
                l6Label.isOpaque = false
                l6Label.contentMode = .left
                l6Label.text = "L6"
                l6Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l6Label)

                let viewControllerV0700001 = UILabel()
                viewControllerV0700001.translatesAutoresizingMaskIntoConstraints = false
                viewControllerV0700001.isOpaque = false
                viewControllerV0700001.contentMode = .left
                viewControllerV0700001.text = "L7"
                viewControllerV0700001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(viewControllerV0700001)

                let configureViewControllerV0800001 = UILabel()
                configureViewControllerV0800001.translatesAutoresizingMaskIntoConstraints = false
                configureViewControllerV0800001.isOpaque = false
                configureViewControllerV0800001.contentMode = .left
                configureViewControllerV0800001.text = "L8"
                configureViewControllerV0800001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(configureViewControllerV0800001)

                let layoutConstraints = UILabel()
                layoutConstraints.translatesAutoresizingMaskIntoConstraints = false
                layoutConstraints.isOpaque = false
                layoutConstraints.contentMode = .left
                layoutConstraints.text = "L9"
                layoutConstraints.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(layoutConstraints)

                let builder = UILabel()
                builder.translatesAutoresizingMaskIntoConstraints = false
                builder.isOpaque = false
                builder.contentMode = .left
                builder.text = "L10"
                builder.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(builder)

                let constraints = UILabel()
                constraints.translatesAutoresizingMaskIntoConstraints = false
                constraints.isOpaque = false
                constraints.contentMode = .left
                constraints.text = "L11"
                constraints.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(constraints)

                let horizontalV1200001 = UILabel()
                horizontalV1200001.translatesAutoresizingMaskIntoConstraints = false
                horizontalV1200001.isOpaque = false
                horizontalV1200001.contentMode = .left
                horizontalV1200001.text = "L12"
                horizontalV1200001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(horizontalV1200001)

                let verticalV1300001 = UILabel()
                verticalV1300001.translatesAutoresizingMaskIntoConstraints = false
                verticalV1300001.isOpaque = false
                verticalV1300001.contentMode = .left
                verticalV1300001.text = "L13"
                verticalV1300001.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(verticalV1300001)

                let l14Label = UILabel()
                l14Label.translatesAutoresizingMaskIntoConstraints = false
                l14Label.isOpaque = false
                l14Label.contentMode = .left
                l14Label.text = "L14"
                l14Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l14Label)

                let l15Label = UILabel()
                l15Label.translatesAutoresizingMaskIntoConstraints = false
                l15Label.isOpaque = false
                l15Label.contentMode = .left
                l15Label.text = "L15"
                l15Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l15Label)

                let l16Label = UILabel()
                l16Label.translatesAutoresizingMaskIntoConstraints = false
                l16Label.isOpaque = false
                l16Label.contentMode = .left
                l16Label.text = "L16"
                l16Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l16Label)

                let l17Label = UILabel()
                l17Label.translatesAutoresizingMaskIntoConstraints = false
                l17Label.isOpaque = false
                l17Label.contentMode = .left
                l17Label.text = "L17"
                l17Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l17Label)

                let subviews = UILabel()
                subviews.translatesAutoresizingMaskIntoConstraints = false
                subviews.isOpaque = false
                subviews.contentMode = .left
                subviews.text = "L18"
                subviews.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(subviews)

                let uiView = UILabel()
                uiView.translatesAutoresizingMaskIntoConstraints = false
                uiView.isOpaque = false
                uiView.contentMode = .left
                uiView.text = "L19"
                uiView.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(uiView)

                let l20Label = UILabel()
                l20Label.translatesAutoresizingMaskIntoConstraints = false
                l20Label.isOpaque = false
                l20Label.contentMode = .left
                l20Label.text = "L20"
                l20Label.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(l20Label)

                let string = UILabel()
                string.translatesAutoresizingMaskIntoConstraints = false
                string.isOpaque = false
                string.contentMode = .left
                string.text = "L21"
                string.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(string)

                let codeInterfaceBuilderKey = UILabel()
                codeInterfaceBuilderKey.translatesAutoresizingMaskIntoConstraints = false
                codeInterfaceBuilderKey.isOpaque = false
                codeInterfaceBuilderKey.contentMode = .left
                codeInterfaceBuilderKey.text = "L22"
                codeInterfaceBuilderKey.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(codeInterfaceBuilderKey)

                NSLayoutConstraint.activate([
                    name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    name.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    viewV0100001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    viewV0100001.topAnchor.constraint(equalTo: view.topAnchor, constant: 130),
                    keyV0200001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    keyV0200001.topAnchor.constraint(equalTo: view.topAnchor, constant: 160),
                    applySizeClassesV0300001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    applySizeClassesV0300001.topAnchor.constraint(equalTo: view.topAnchor, constant: 190),
                    type.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    type.topAnchor.constraint(equalTo: view.topAnchor, constant: 220),
                    protocol_.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    protocol_.topAnchor.constraint(equalTo: view.topAnchor, constant: 250),
                    l6Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l6Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 280),
                    viewControllerV0700001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                ])
                NSLayoutConstraint.activate([
                    viewControllerV0700001.topAnchor.constraint(equalTo: view.topAnchor, constant: 310),
                    configureViewControllerV0800001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    configureViewControllerV0800001.topAnchor.constraint(equalTo: view.topAnchor, constant: 340),
                    layoutConstraints.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    layoutConstraints.topAnchor.constraint(equalTo: view.topAnchor, constant: 370),
                    builder.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    builder.topAnchor.constraint(equalTo: view.topAnchor, constant: 400),
                    constraints.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    constraints.topAnchor.constraint(equalTo: view.topAnchor, constant: 430),
                    horizontalV1200001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    horizontalV1200001.topAnchor.constraint(equalTo: view.topAnchor, constant: 460),
                    verticalV1300001.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    verticalV1300001.topAnchor.constraint(equalTo: view.topAnchor, constant: 490),
                    l14Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l14Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 520),
                ])
                NSLayoutConstraint.activate([
                    l15Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l15Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 550),
                    l16Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l16Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 580),
                    l17Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l17Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 610),
                    subviews.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    subviews.topAnchor.constraint(equalTo: view.topAnchor, constant: 640),
                    uiView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    uiView.topAnchor.constraint(equalTo: view.topAnchor, constant: 670),
                    l20Label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    l20Label.topAnchor.constraint(equalTo: view.topAnchor, constant: 700),
                    string.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    string.topAnchor.constraint(equalTo: view.topAnchor, constant: 730),
                    codeInterfaceBuilderKey.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    codeInterfaceBuilderKey.topAnchor.constraint(equalTo: view.topAnchor, constant: 760),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.CodeInterfaceBuilderKey_ = codeInterfaceBuilderKey
                self.Protocol_ = protocol_
                self.String_ = string
                self.Type_ = type
                self.UIView_ = uiView
                self.applySizeClasses_ = applySizeClassesV0300001
                self.builder = builder
                self.configureViewController = configureViewControllerV0800001
                self.constraints = constraints
                self.horizontal = horizontalV1200001
                self.key_ = keyV0200001
                self.layoutConstraints = layoutConstraints
                self.name = name
                self.subviews = subviews
                self.vertical = verticalV1300001
                self.viewController = viewControllerV0700001
                self.view_ = viewV0100001
            }
            """)
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
