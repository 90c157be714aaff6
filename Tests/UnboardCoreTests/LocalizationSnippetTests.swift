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
        expectLines(
            [
                "helloLabel.text = " + lookup("lbl-00-001.text", "Hello"),
                "helloLabel.accessibilityLabel = " + lookup("lbl-00-001.accessibilityLabel", "Greeting"),
                "helloLabel.accessibilityHint = " + lookup("lbl-00-001.accessibilityHint", "Says hello"),
            ], in: generate(label))
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
        expectLines(["textView.text = " + lookup("txt-00-001.text", "Line one\\nLine two")], in: text)
    }

    @Test func textFieldTextAndPlaceholder() {
        let text = generate(
            """
            <textField opaque="NO" contentMode="scaleToFill" text="Ann" placeholder="Name" fixedFrame="YES" id="tfd-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """)
        expectLines(
            [
                "annTextField.text = " + lookup("tfd-00-001.text", "Ann"),
                "annTextField.placeholder = " + lookup("tfd-00-001.placeholder", "Name"),
            ], in: text)
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
        expectLines(
            [
                "goButton.setTitle(" + lookup("btn-00-001.normalTitle", "Go") + ", for: .normal)",
                "goButton.setTitle(" + lookup("btn-00-001.highlightedTitle", "Going") + ", for: .highlighted)",
            ], in: text)
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
        expectLines(
            [
                lookup("seg-00-001.segmentTitles[0]", "Day") + ",",
                lookup("seg-00-001.segmentTitles[1]", "Week") + ",",
                "searchSearchBar.placeholder = " + lookup("sea-00-001.placeholder", "Search"),
                "searchSearchBar.prompt = " + lookup("sea-00-001.prompt", "Find"),
            ], in: text)
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
        expectLines(
            [
                "viewController.title = " + lookup("vc-00-001.title", "Mail", bundle: ".module"),
                "viewController.navigationItem.title = " + lookup("nav-00-001.title", "Inbox", bundle: ".module"),
                "viewController.navigationItem.prompt = " + lookup("nav-00-001.prompt", "Today", bundle: ".module"),
                "viewController.navigationItem.backButtonTitle = "
                    + lookup("nav-00-001.backButtonTitle", "Mail", bundle: ".module"),
            ], in: Generate.builderText(result))
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
        expectLines(
            [
                "TableSection(headerTitle: " + lookup("sec-00-001.headerTitle", "Account") + ", footerTitle: "
                    + lookup("sec-00-001.footerTitle", "Signed in") + ", cells: [], rowHeights: []),"
            ], in: Generate.builderText(result, "SettingsViewControllerCodeInterfaceBuilder.swift"))
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
        expectLines(
            [
                "searchBar.scopeButtonTitles = [",
                lookup("sea-00-001.scopeButtonTitles[0]", "All") + ",",
                lookup("sea-00-001.scopeButtonTitles[1]", "Unread") + ",",
            ], in: text)
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
        expectLines(
            [
                "cardView.setValue("
                    + lookup("crd-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]", "New")
                    + #", forKeyPath: "caption")"#,
                #"cardView.setValue("n", forKeyPath: "code")"#,
                "cardView.setValue("
                    + lookup("crd-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]", "Fresh")
                    + #", forKeyPath: "detail")"#,
            ], in: text)
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
