import Foundation
import Testing
import UnboardCore

/// Issue 16: no name the app chose may collide with a generated one. `<Storyboard>Scenes` declares types of its own
/// (`SegueIdentifier`, `SceneRestoration`, a protocol per unwind action and per `@IBSegueAction`, a
/// `<Scene>StaticTable` per static table scene without a class) and names the app's classes unqualified inside it,
/// where a nested type of the same name hid the app's class: "cannot convert return expression of type
/// 'N1ClassnamesScenes.SceneRestoration' to return type 'UIViewController'" against the iOS 16.5 SDK (synthesized
/// storyboards, `migrate --custom-class-stubs`; no real file seen with it). Such a nested type is named apart
/// (`SceneRestoration_`), and every place that names it, inside the type or outside, uses that name.
@Suite(.serialized) struct ScenesNestedTypeNameTests {
    /// A navigation controller holding `SegueIdentifier`, whose buttons show `SceneRestoration`, present
    /// `MakeDetailSegueAction` (created by an `@IBSegueAction`) and show a static table scene without a class whose
    /// cell is a `SettingsStaticTable`; `SegueIdentifier` embeds `BackHomeDestination`, and `SceneRestoration` unwinds
    /// with `backHome:`.
    static let storyboard: String = {
        func button(_ id: String, _ title: String, _ segue: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="\(id)"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="\(title)"/>
                <connections>\(segue)</connections></button>
            """
        }
        let navigation = """
            <scene sceneID="scn-00-000"><objects>
                <navigationController id="vc-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-000"><rect key="frame" x="0.0" y="59" width="393" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                    <connections><segue destination="vc-00-001" kind="relationship" relationship="rootViewController" id="rel-00-000"/></connections>
                </navigationController>
            </objects></scene>
            """
        let home = Generate.scene(
            "00-001", class: "SegueIdentifier",
            subviews: button(
                "btn-00-001", "Restore",
                #"<segue destination="vc-00-002" kind="show" identifier="toRestore" id="sg-00-001"/>"#)
                + button(
                    "btn-00-002", "Make",
                    #"<segue destination="vc-00-003" kind="presentation" identifier="make" destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="sg-00-002"/>"#
                )
                + button(
                    "btn-00-003", "Settings",
                    #"<segue destination="vc-00-005" kind="show" identifier="settings" id="sg-00-003"/>"#)
                    + """
                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="cnt-00-001"><rect key="frame" x="0" y="100" width="200" height="200"/>
                        <connections><segue destination="vc-00-004" kind="embed" identifier="embedChild" id="sg-00-004"/></connections></containerView>
                    """)
        let restore = Generate.scene(
            "00-002", class: "SceneRestoration",
            subviews: button(
                "btn-00-005", "Done",
                #"<segue destination="ext-00-002" kind="unwind" identifier="back" unwindAction="backHome:" id="sg-00-005"/>"#
            ),
            objects: #"<exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>"#)
        let settings = """
            <scene sceneID="scn-00-005"><objects>
                <tableViewController storyboardIdentifier="Settings" id="vc-00-005" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-00-005">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections><tableViewSection id="sec-00-005"><cells>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-005" customClass="SettingsStaticTable">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-005" id="ccv-00-005"><rect key="frame" x="0.0" y="0.0" width="393" height="44"/></tableViewCellContentView>
                                <connections><segue destination="vc-00-002" kind="show" identifier="openRow" id="sg-00-006"/></connections>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """
        return Generate.document(
            initialViewController: "vc-00-000",
            """
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(navigation)
            \(home)
            \(restore.replacingOccurrences(of: #"id="vc-00-002""#, with: #"storyboardIdentifier="Restore" id="vc-00-002""#))
            \(Generate.scene("00-003", class: "MakeDetailSegueAction"))
            \(Generate.scene("00-004", class: "BackHomeDestination"))
            \(settings)
                </scenes>
            """)
    }()

    private static func scenesText(_ result: GenerationResult, _ name: String = "SnippetScenes.swift") throws -> String
    {
        try #require(result.files.first { $0.name == name }).contents
    }

    /// Each nested type whose name an app class has gets `_`, in its declaration and wherever the `Scenes` type and
    /// the starters name it; the app's classes keep their names.
    @Test func nestedTypesNamedLikeTheAppsClassesAreNamedApart() throws {
        let result = Generate.text(Self.storyboard, stubs: true, starters: true)
        let scenes = try Self.scenesText(result)
        for line in [
            "    enum SegueIdentifier_ {\n", "    protocol BackHomeDestination_: UIViewController {\n",
            "    protocol MakeDetailSegueAction_: UIViewController {\n",
            "    class SceneRestoration_: NSObject, UIViewControllerRestoration {\n",
            "    class SettingsStaticTable_: UITableViewController {\n",
            "        let controller = SettingsStaticTable_(nibName: nil, bundle: nil)\n",
            "    static func makeRestore() -> SceneRestoration {\n",
            "        destination.restorationClass = SceneRestoration_.self\n",
            "        let segue = UIStoryboardSegue(identifier: SegueIdentifier_.toRestore, source: source, destination: destination)\n",
            "        let destination = (source as AnyObject as? any MakeDetailSegueAction_)?.makeDetail(sender: sender, segueIdentifier: SegueIdentifier_.make) as? MakeDetailSegueAction ?? makeMakeDetailSegueAction()\n",
            "        if let destination = unwindDestination(from: source, above: source, to: (any BackHomeDestination_).self, action: Selector(String(\"backHome:\")), sender: sender) {\n",
            "    static func embedChild(in parent: SegueIdentifier, container: UIView) -> BackHomeDestination {\n",
            "            guard let source, source.shouldPerformSegue(withIdentifier: SegueIdentifier_.toRestore, sender: action.sender) else { return }\n",
            "                guard self.shouldPerformSegue(withIdentifier: SnippetScenes.SegueIdentifier_.openRow, sender: cell) else { return }\n",
        ] {
            #expect(scenes.contains(line), "\(line)\n\(scenes)")
        }
        let starter = try #require(result.starters.first { $0.name == "SegueIdentifier+CodeInterfaceBuilder.swift" })
        for line in [
            "extension SegueIdentifier: UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting, SnippetScenes.MakeDetailSegueAction_ {\n",
            "        case SnippetScenes.SegueIdentifier_.toRestore:\n",
        ] {
            #expect(starter.contents.contains(line), "\(line)\n\(starter.contents)")
        }
        // The warning and the note name the protocols as declared.
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("of the Scenes type's MakeDetailSegueAction_ instead") }, "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("adopt SnippetScenes.BackHomeDestination_ in the class") }, "\(messages)")
    }

    /// Without a class of those names nothing changes: `SegueIdentifier` and `SceneRestoration` as before.
    @Test func nestedTypesKeepTheirNamesWhenNoAppClassHasThem() throws {
        let xml = Self.storyboard.replacingOccurrences(
            of: #"customClass="SceneRestoration""#, with: #"customClass="RestoreViewController""#
        )
        .replacingOccurrences(of: #"customClass="SegueIdentifier""#, with: #"customClass="HomeViewController""#)
        let scenes = try Self.scenesText(Generate.text(xml, stubs: true))
        #expect(
            scenes.contains("    enum SegueIdentifier {\n") && scenes.contains("    class SceneRestoration: NSObject"))
        #expect(
            scenes.contains("    protocol MakeDetailSegueAction_: UIViewController {\n"), "the app still has that class"
        )
    }

    /// The app's segue class, which the segue method creates, is one of the names a nested type keeps clear of.
    @Test func anAppSegueClassIsNotHidden() throws {
        let xml = Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "HomeViewController",
                extras:
                    #"<connections><segue destination="vc-00-002" kind="custom" identifier="fade" customClass="SceneRestoration" id="sg-00-001"/></connections>"#
            ) + Generate.scene("00-002", class: "DetailViewController"))
        let scenes = try Self.scenesText(Generate.text(xml))
        #expect(scenes.contains("    class SceneRestoration_: NSObject, UIViewControllerRestoration {\n"), "\(scenes)")
        #expect(scenes.contains("        let segue = SceneRestoration(identifier: SegueIdentifier.fade,"), "\(scenes)")
    }

    /// A segue to a scene of another storyboard, whose restoration class an app class's name pushed to
    /// `SceneRestoration_`, gives its destination that one.
    @Test func aSegueToAnotherStoryboardNamesItsRestorationClass() throws {
        let main = Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "HomeViewController",
                extras:
                    #"<connections><segue destination="ref-00-001" kind="show" identifier="account" id="sg-00-001"/></connections>"#,
                objects:
                    #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Account" id="ref-00-001" sceneMemberID="viewController"/>"#
            ))
        let settings = Generate.storyboard(
            scenes: Generate.scene("00-002", class: "SceneRestoration").replacingOccurrences(
                of: #"id="vc-00-002""#, with: #"storyboardIdentifier="Account" id="vc-00-002""#))
        let result = GeneratorPipeline().run([
            SourceFile(path: "Main.storyboard", data: Data(main.utf8)),
            SourceFile(path: "Settings.storyboard", data: Data(settings.utf8)),
        ])
        expectDiagnostics(result, [])
        #expect(
            try Self.scenesText(result, "MainScenes.swift").contains(
                "        destination.restorationClass = SettingsScenes.SceneRestoration_.self\n"))
        #expect(
            try Self.scenesText(result, "SettingsScenes.swift").contains(
                "    class SceneRestoration_: NSObject, UIViewControllerRestoration {\n"))
    }

    /// On the behavioural model: the segue shows the app's `SceneRestoration`, which is recreated through the
    /// renamed restoration class after a relaunch; the embed adds the app's `BackHomeDestination`.
    @Test func theAppsClassesAreCreatedShownAndRestored() throws {
        let run = try Generate.withSnippet(Self.storyboard) { input in
            try RuntimeTests.generateAndRun(
                [input],
                program: """
                    import Foundation
                    import UIKit
                    let navigation = SnippetScenes.makeInitialViewController()
                    let home = navigation.viewControllers[0] as! SegueIdentifier
                    home.loadViewIfNeeded()
                    SnippetScenes.performToRestoreSegue(from: home, sender: nil)
                    let shown = navigation.topViewController!
                    print("shown: \\(type(of: shown)), restoration class: \\(shown.restorationClass.map { "\\($0)" } ?? "nil")")
                    let relaunched = SnippetScenes.makeInitialViewController()
                    let restored = UIKitModel.preserveAndRestore(shown, launched: relaunched)
                    print("restored: \\(restored.map { "\\(type(of: $0)) \\($0 !== shown)" } ?? "nil")")
                    let child = SnippetScenes.embedChild(in: home, container: UIView())
                    print("embedded: \\(type(of: child)) in \\(child.parent.map { "\\(type(of: $0))" } ?? "nil")")
                    print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                    """)
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in [
            "shown: SceneRestoration, restoration class: SceneRestoration_", "restored: SceneRestoration true",
            "embedded: BackHomeDestination in SegueIdentifier",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }
}
