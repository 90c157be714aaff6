import Foundation
import Testing
import UnboardCore

/// Strings of a document in `Base.lproj` are `NSLocalizedString` lookups under the keys ibtool exports; elsewhere,
/// and with `never`, they stay literals.
@Suite struct LocalizationSnippetTests {
    private static let path = "App/Base.lproj/Snippet.storyboard"

    private func generate(
        _ subviews: String, path: String = path, options: LocalizationOptions = LocalizationOptions()
    ) -> String {
        var generation = GenerationOptions()
        generation.localization = options
        let result = GeneratorPipeline(options: generation).run([
            SourceFile(path: path, data: Data(Generate.storyboard(subviews: subviews).utf8))
        ])
        expectDiagnostics(result, [])
        return Generate.builderText(result)
    }

    private func lookup(_ key: String, _ value: String, bundle: String = ".main") -> String {
        #"NSLocalizedString("\#(key)", tableName: "Snippet", bundle: \#(bundle), value: "\#(value)", comment: "")"#
    }

    private let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" fixedFrame="YES" id="lbl-00-001">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <accessibility key="accessibilityConfiguration" label="Greeting" hint="Says hello"/>
        </label>
        """

    @Test func labelTextAndAccessibility() {
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: generate(label),
            """
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let helloLabel = UILabel()
                helloLabel.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                helloLabel.isOpaque = false
                helloLabel.contentMode = .left
                helloLabel.text = NSLocalizedString("lbl-00-001.text", tableName: "Snippet", bundle: .main, value: "Hello", comment: "")
                helloLabel.accessibilityLabel = NSLocalizedString("lbl-00-001.accessibilityLabel", tableName: "Snippet", bundle: .main, value: "Greeting", comment: "")
                helloLabel.accessibilityHint = NSLocalizedString("lbl-00-001.accessibilityHint", tableName: "Snippet", bundle: .main, value: "Says hello", comment: "")
                view.addSubview(helloLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func multiLineTextElement() {
        let text = generate(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" fixedFrame="YES" id="txt-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <string key="text">Line one
            Line two</string>
            </textView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            #"""
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let textView = UITextView()
                textView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                textView.clipsToBounds = true
                textView.isMultipleTouchEnabled = true
                textView.contentMode = .scaleToFill
                textView.text = NSLocalizedString("txt-00-001.text", tableName: "Snippet", bundle: .main, value: "Line one\nLine two", comment: "")
                view.addSubview(textView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """#)
    }

    @Test func textFieldTextAndPlaceholder() {
        let text = generate(
            """
            <textField opaque="NO" contentMode="scaleToFill" text="Ann" placeholder="Name" fixedFrame="YES" id="tfd-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let annTextField = UITextField()
                annTextField.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                annTextField.isOpaque = false
                annTextField.contentMode = .scaleToFill
                annTextField.text = NSLocalizedString("tfd-00-001.text", tableName: "Snippet", bundle: .main, value: "Ann", comment: "")
                annTextField.placeholder = NSLocalizedString("tfd-00-001.placeholder", tableName: "Snippet", bundle: .main, value: "Name", comment: "")
                view.addSubview(annTextField)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func buttonTitlesPerState() {
        let text = generate(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <state key="normal" title="Go"/>
                <state key="highlighted" title="Going"/>
            </button>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let goButton = UIButton(type: .system)
                goButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                goButton.isOpaque = false
                goButton.contentMode = .scaleToFill
                goButton.setTitle(NSLocalizedString("btn-00-001.normalTitle", tableName: "Snippet", bundle: .main, value: "Go", comment: ""), for: .normal)
                goButton.setTitle(NSLocalizedString("btn-00-001.highlightedTitle", tableName: "Snippet", bundle: .main, value: "Going", comment: ""), for: .highlighted)
                view.addSubview(goButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func segmentTitlesAndSearchBar() {
        let text = generate(
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" fixedFrame="YES" id="seg-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <segments>
                    <segment title="Day"/>
                    <segment title="Week"/>
                </segments>
            </segmentedControl>
            <searchBar contentMode="redraw" placeholder="Search" prompt="Find" fixedFrame="YES" id="sea-00-001">
                <rect key="frame" x="0" y="20" width="10" height="10"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let segmentedControl = UISegmentedControl(items: [
                    NSLocalizedString("seg-00-001.segmentTitles[0]", tableName: "Snippet", bundle: .main, value: "Day", comment: ""),
                    NSLocalizedString("seg-00-001.segmentTitles[1]", tableName: "Snippet", bundle: .main, value: "Week", comment: ""),
                ])
                segmentedControl.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                segmentedControl.isOpaque = false
                segmentedControl.contentMode = .scaleToFill
                segmentedControl.selectedSegmentIndex = 0
                view.addSubview(segmentedControl)

                let searchSearchBar = UISearchBar()
                searchSearchBar.frame = CGRect(x: 0, y: 20, width: 10, height: 10)
                searchSearchBar.contentMode = .redraw
                searchSearchBar.placeholder = NSLocalizedString("sea-00-001.placeholder", tableName: "Snippet", bundle: .main, value: "Search", comment: "")
                searchSearchBar.prompt = NSLocalizedString("sea-00-001.prompt", tableName: "Snippet", bundle: .main, value: "Find", comment: "")
                view.addSubview(searchSearchBar)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func controllerAndNavigationItemTitles() {
        var generation = GenerationOptions()
        generation.localization.bundle = ".module"
        let xml = Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "SnippetViewController",
                extras: """
                    <navigationItem key="navigationItem" title="Inbox" prompt="Today" backButtonTitle="Mail" id="nav-00-001">
                        <barButtonItem key="rightBarButtonItem" title="Edit" id="bbi-00-001"/>
                    </navigationItem>
                    <tabBarItem key="tabBarItem" title="Letters" id="tab-00-001"/>
                    """)
        )
        .replacingOccurrences(of: #"id="vc-00-001""#, with: #"title="Mail" id="vc-00-001""#)
        let result = GeneratorPipeline(options: generation).run([SourceFile(path: Self.path, data: Data(xml.utf8))])
        expectDiagnostics(result, [])
        // The controller's own titles and bar items, set without the views, when it is created.
        expectDeclarations(
            "configure(_:key:)", "init(snippetSnippetViewController:)", in: Generate.builderText(result),
            """
            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetSnippetViewController:
                    let editBarButtonItem = UIBarButtonItem()
                    editBarButtonItem.title = NSLocalizedString("bbi-00-001.title", tableName: "Snippet", bundle: .module, value: "Edit", comment: "")
                    let lettersTabBarItem = UITabBarItem()
                    lettersTabBarItem.title = NSLocalizedString("tab-00-001.title", tableName: "Snippet", bundle: .module, value: "Letters", comment: "")
                    viewController.title = NSLocalizedString("vc-00-001.title", tableName: "Snippet", bundle: .module, value: "Mail", comment: "")
                    viewController.navigationItem.title = NSLocalizedString("nav-00-001.title", tableName: "Snippet", bundle: .module, value: "Inbox", comment: "")
                    viewController.navigationItem.prompt = NSLocalizedString("nav-00-001.prompt", tableName: "Snippet", bundle: .module, value: "Today", comment: "")
                    viewController.navigationItem.backButtonTitle = NSLocalizedString("nav-00-001.backButtonTitle", tableName: "Snippet", bundle: .module, value: "Mail", comment: "")
                    viewController.navigationItem.rightBarButtonItem = editBarButtonItem
                    viewController.tabBarItem = lettersTabBarItem
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-001`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func staticTableSectionTitles() {
        let xml = Generate.storyboard(
            scenes: """
                <scene sceneID="scn-00-002">
                    <objects>
                        <tableViewController id="tvc-00-001" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="stv-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="sec-00-001">
                                        <string key="footerTitle">Signed in</string>
                                        <cells/>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """)
        let result = GeneratorPipeline().run([SourceFile(path: Self.path, data: Data(xml.utf8))])
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(snippetSettingsViewController:)",
            in: Generate.builderText(result, "SettingsViewControllerCodeInterfaceBuilder.swift"),
            """
            /// Snippet.SettingsViewController: App/Base.lproj/Snippet.storyboard, view `stv-00-001`.
            private init(snippetSettingsViewController key: CodeInterfaceBuilderKey) {
                let view = UITableView(frame: .zero, style: .grouped)
                view.clipsToBounds = true
                view.contentMode = .scaleToFill
                view.rowHeight = 44
                view.sectionHeaderHeight = 18
                view.sectionFooterHeight = 18

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.tableSections = [
                    TableSection(headerTitle: NSLocalizedString("sec-00-001.headerTitle", tableName: "Snippet", bundle: .main, value: "Account", comment: ""), footerTitle: NSLocalizedString("sec-00-001.footerTitle", tableName: "Snippet", bundle: .main, value: "Signed in", comment: ""), cells: [], rowHeights: []),
                ]
            }
            """)
    }

    @Test func barItemTitlesAndScopeButtonTitles() {
        let xml = Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "SnippetViewController",
                subviews: """
                    <searchBar contentMode="redraw" showsScopeBar="YES" fixedFrame="YES" id="sea-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textInputTraits key="textInputTraits"/>
                        <scopeButtonTitles>
                            <string>All</string>
                            <string>Unread</string>
                        </scopeButtonTitles>
                    </searchBar>
                    """,
                extras: """
                    <navigationItem key="navigationItem" id="nav-00-001">
                        <barButtonItem key="rightBarButtonItem" title="Edit" id="bbi-00-001"/>
                    </navigationItem>
                    <tabBarItem key="tabBarItem" title="Letters" id="tab-00-001"/>
                    """))
        let result = GeneratorPipeline().run([SourceFile(path: Self.path, data: Data(xml.utf8))])
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        // The controller's own titles and bar items, set without the views, when it is created.
        expectDeclarations(
            "configure(_:key:)", "init(snippetSnippetViewController:)", in: text,
            """
            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetSnippetViewController:
                    let editBarButtonItem = UIBarButtonItem()
                    editBarButtonItem.title = NSLocalizedString("bbi-00-001.title", tableName: "Snippet", bundle: .main, value: "Edit", comment: "")
                    let lettersTabBarItem = UITabBarItem()
                    lettersTabBarItem.title = NSLocalizedString("tab-00-001.title", tableName: "Snippet", bundle: .main, value: "Letters", comment: "")
                    viewController.navigationItem.rightBarButtonItem = editBarButtonItem
                    viewController.tabBarItem = lettersTabBarItem
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-001`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let searchBar = UISearchBar()
                searchBar.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                searchBar.contentMode = .redraw
                searchBar.showsScopeBar = true
                searchBar.scopeButtonTitles = [
                    NSLocalizedString("sea-00-001.scopeButtonTitles[0]", tableName: "Snippet", bundle: .main, value: "All", comment: ""),
                    NSLocalizedString("sea-00-001.scopeButtonTitles[1]", tableName: "Snippet", bundle: .main, value: "Unread", comment: ""),
                ]
                view.addSubview(searchBar)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(text.contains(lookup("bbi-00-001.title", "Edit")))
        #expect(text.contains(lookup("tab-00-001.title", "Letters")))
    }

    @Test func localizedRuntimeAttributesAreNumberedPerObject() {
        let text = generate(
            """
            <view contentMode="scaleToFill" fixedFrame="YES" id="crd-00-001" customClass="CardView" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="New"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="code" value="n"/>
                    <userDefinedRuntimeAttribute type="localizedString" keyPath="detail" value="Fresh"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: App/Base.lproj/Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let cardView = CardView()
                cardView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                cardView.setValue(NSLocalizedString("crd-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]", tableName: "Snippet", bundle: .main, value: "New", comment: ""), forKeyPath: "caption")
                cardView.setValue("n", forKeyPath: "code")
                cardView.setValue(NSLocalizedString("crd-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]", tableName: "Snippet", bundle: .main, value: "Fresh", comment: ""), forKeyPath: "detail")
                view.addSubview(cardView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func whenDocumentsAreLocalized() {
        #expect(generate(label, path: "App/Snippet.storyboard").contains(#"helloLabel.text = "Hello""#))
        #expect(generate(label, options: LocalizationOptions(mode: .never)).contains(#"helloLabel.text = "Hello""#))
        #expect(
            generate(label, path: "App/Snippet.storyboard", options: LocalizationOptions(mode: .always)).contains(
                "NSLocalizedString"))
        #expect(!LocalizationOptions().localizes(documentAt: "Base.lproj.storyboard"))
        #expect(LocalizationOptions().localizes(documentAt: "Base.lproj/Main.storyboard"))
    }

    @Test func unusedKeysOfTheExampleAreWarnedWithTheirLine() throws {
        let folder = TestPaths.examples.appendingPathComponent("LocalizedProfile")
        let result = try Generate.files(TestPaths.interfaceFiles(in: folder))
        let warnings = result.diagnostics.map(\.description)
        #expect(
            warnings == [
                "Examples/LocalizedProfile/ja.lproj/Profile.strings:27:1: warning: key 'Bio-lb-001.text' is used by no object of Profile.storyboard"
            ])
    }
}
