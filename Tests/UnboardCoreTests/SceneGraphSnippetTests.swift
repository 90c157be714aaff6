import Foundation
import Testing
import UnboardCore

/// Scene graphs: a storyboard fragment in, its `<Storyboard>Scenes` file out, one test per segue and relationship kind.
@Suite struct SceneGraphSnippetTests {
    /// A scene whose root view holds a button with `segue`, and a `DetailViewController` scene it can go to.
    private static func segueStoryboard(_ segue: String, extras: String = "", objects: String = "") -> String {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Go"/>
                <connections>\(segue)</connections></button>
            """
        return Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "SourceViewController", subviews: button, extras: extras, objects: objects)
                + Generate.scene("00-002", class: "DetailViewController"))
    }

    /// A scene of a controller without a view (`navigationController`, `tabBarController`, ...) with `connections`.
    private static func containerScene(
        _ id: String, _ element: String, attributes: String = "", connections: String
    ) -> String {
        """
        <scene sceneID="scn-\(id)"><objects>
            <\(element) id="vc-\(id)" \(attributes) sceneMemberID="viewController"><connections>\(connections)</connections></\(element)>
        </objects></scene>
        """
    }

    private static func scenesText(_ result: GenerationResult, _ name: String = "SnippetScenes.swift") -> String {
        result.files.first { $0.name == name }?.contents ?? ""
    }

    @Test func showSegueCreatesTheDestinationPreparesAndShows() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="show" identifier="showDetail" id="sg-00-001"/>"#))
        expectDiagnostics(result, [])
        expectDeclarationHead(
            "SnippetScenes", in: Self.scenesText(result),
            """
            /// The scenes of Snippet.storyboard in code: a factory per scene instead of
            /// `UIStoryboard.instantiateViewController(withIdentifier:)`, a method per segue and per embedded child.
            ///
            /// Each segue method creates the destination, hands it to the source's `prepare(for:sender:)` in a
            /// `UIStoryboardSegue` carrying the segue's identifier (see `SegueIdentifier`), then shows it as Interface Builder would.
            @MainActor
            enum SnippetScenes {
            """)
        expectDeclarations(
            "SegueIdentifier", "makeSourceViewController()", "performShowDetailSegue(from:sender:)",
            in: Self.scenesText(result),
            """
            /// The segue identifiers of the storyboard, as `prepare(for:sender:)` finds them in `segue.identifier`.
            enum SegueIdentifier {
                /// `showDetail`.
                static let showDetail = "showDetail"
            }

            /// The `SourceViewController` of scene `SourceViewController` (Snippet.storyboard, id `vc-00-001`).
            ///
            /// `SourceViewController` lays itself out: `SourceViewControllerCodeInterfaceBuilder(key: .snippetSourceViewController)` in its `loadView()`.
            static func makeSourceViewController() -> SourceViewController {
                let controller = SourceViewController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.SourceViewController"
                CodeInterfaceBuilderKey.snippetSourceViewController.select(for: controller)
                return controller
            }

            /// Segue `showDetail` (show) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            static func performShowDetailSegue(from source: SourceViewController, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.showDetail, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.show(destination, sender: sender)
            }
            """)
    }

    @Test func olderPushSegueWithoutIdentifierIsAShowNamedAfterItsDestination() {
        let result = Generate.text(
            Self.segueStoryboard(#"<segue destination="vc-00-002" kind="push" id="sg-00-001"/>"#))
        let text = Self.scenesText(result)
        expectDeclarations(
            "performShowDetailViewControllerSegue(from:sender:)", in: text,
            """
            /// The segue without identifier (push) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            static func performShowDetailViewControllerSegue(from source: SourceViewController, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                let segue = UIStoryboardSegue(identifier: nil, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.show(destination, sender: sender)
            }
            """)
        #expect(!text.contains("enum SegueIdentifier"))
    }

    @Test func showDetailSegueUsesShowDetailViewController() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="showDetail" identifier="openItem" id="sg-00-001"/>"#))
        expectDeclarations(
            "performOpenItemSegue(from:sender:)", in: Self.scenesText(result),
            """
            /// Segue `openItem` (showDetail) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            static func performOpenItemSegue(from source: SourceViewController, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.openItem, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.showDetailViewController(destination, sender: sender)
            }
            """)
    }

    @Test func modalSegueSetsPresentationAndTransitionStylesBeforePreparing() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="presentation" identifier="compose" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" animates="NO" id="sg-00-001"/>"#
            ))
        expectDiagnostics(result, [])
        expectDeclarations(
            "performComposeSegue(from:sender:)", in: Self.scenesText(result),
            """
            /// Segue `compose` (presentation) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            static func performComposeSegue(from source: SourceViewController, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                destination.modalPresentationStyle = .formSheet
                destination.modalTransitionStyle = .flipHorizontal
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.compose, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.present(destination, animated: false)
            }
            """)
    }

    @Test func popoverSegueTakesItsAnchorView() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="popoverPresentation" identifier="info" popoverAnchorView="btn-00-001" id="sg-00-001"><popoverArrowDirection key="popoverArrowDirection" up="YES" left="YES"/></segue>"#
            ))
        expectDiagnostics(result, [])
        expectDeclarations(
            "performInfoSegue(from:anchor:sender:)", in: Self.scenesText(result),
            """
            /// Segue `info` (popoverPresentation) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            static func performInfoSegue(from source: SourceViewController, anchor: UIView, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                destination.modalPresentationStyle = .popover
                destination.popoverPresentationController?.sourceView = anchor
                destination.popoverPresentationController?.sourceRect = anchor.bounds
                destination.popoverPresentationController?.permittedArrowDirections = [.up, .left]
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.info, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.present(destination, animated: true)
            }
            """)
    }

    @Test func popoverFromABarButtonItemIsAnchoredAtTheItem() {
        let item = """
            <navigationItem key="navigationItem" title="Source" id="ni-00-001"><barButtonItem key="rightBarButtonItem" title="More" id="bbi-00-001">
                <connections><segue destination="vc-00-002" kind="popoverPresentation" identifier="more" popoverAnchorBarButtonItem="bbi-00-001" id="sg-00-002"/></connections>
            </barButtonItem></navigationItem>
            """
        let result = Generate.text(Self.segueStoryboard("", extras: item))
        expectDeclarations(
            "performMoreSegue(from:anchor:sender:)", in: Self.scenesText(result),
            """
            /// Segue `more` (popoverPresentation) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <barButtonItem> "More" was tapped.
            static func performMoreSegue(from source: SourceViewController, anchor: UIBarButtonItem, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                destination.modalPresentationStyle = .popover
                destination.popoverPresentationController?.barButtonItem = anchor
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.more, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.present(destination, animated: true)
            }
            """)
    }

    @Test func customSegueCreatesTheUsersSegueClassAndPerformsIt() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="custom" identifier="fade" customClass="FadeSegue" customModule="App" customModuleProvider="target" id="sg-00-001"/>"#
            ))
        expectDiagnostics(result, [])
        expectDeclarations(
            "performFadeSegue(from:sender:)", in: Self.scenesText(result),
            """
            /// Segue `fade` (custom) from `SourceViewController` to `makeDetailViewController()`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            /// The segue object is a `FadeSegue`.
            static func performFadeSegue(from source: SourceViewController, sender: Any?) {
                let destination = makeDetailViewController()
                destination.restorationClass = SceneRestoration.self
                let segue = FadeSegue(identifier: SegueIdentifier.fade, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                segue.perform()
            }
            """)
        var pipeline = GeneratorPipeline()
        pipeline.emitsCustomClassStubs = true
        let stubs = pipeline.run([
            SourceFile(
                path: "Snippet.storyboard",
                data: Data(
                    Self.segueStoryboard(
                        #"<segue destination="vc-00-002" kind="custom" customClass="FadeSegue" id="sg-00-001"/>"#
                    ).utf8))
        ])
        let stubText = stubs.files.first { $0.name == "CustomClassStubs.swift" }?.contents ?? ""
        expectDeclarations(
            "FadeSegue", "SourceViewController", in: stubText,
            """
            class FadeSegue: UIStoryboardSegue {}

            class SourceViewController: UIViewController {}
            """)
    }

    @Test func unwindSegueFindsTheControllerAdoptingItsProtocol() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="exit-00-001" kind="unwind" identifier="backHome" unwindAction="unwindToHome:" id="sg-00-001"/>"#,
                objects: #"<exit id="exit-00-001" userLabel="Exit" sceneMemberID="exit"/>"#))
        expectDiagnostics(result, [])
        expectDeclarations(
            "UnwindToHomeDestination", "performBackHomeSegue(from:sender:)",
            "unwindDestination(from:above:to:action:sender:)", "unwindDestination(from:in:to:action:sender:)",
            "returnToUnwindDestination(_:)", in: Self.scenesText(result),
            """
            /// A controller that unwind segues with the action `unwindToHome:` return to. Adopt it where the
            /// `@IBAction func unwindToHome(_ segue: UIStoryboardSegue)` is declared.
            @MainActor
            protocol UnwindToHomeDestination: UIViewController {
                /// Called with the unwind segue before the controllers above this one are dismissed or popped.
                func unwindToHome(_ segue: UIStoryboardSegue)
            }

            /// Segue `backHome` (unwind) from `SourceViewController`;
            /// Interface Builder performed it when <button> "Go" was tapped.
            ///
            /// Finds the nearest controller adopting `UnwindToHomeDestination` (from `source` up through the
            /// controllers that contain or presented it, each with its children) whose
            /// `canPerformUnwindSegueAction(_:from:sender:)` accepts, calls its unwind action, then dismisses and pops back
            /// to it and selects its tab. Does nothing when there is none.
            static func performBackHomeSegue(from source: SourceViewController, sender: Any?) {
                if let destination = unwindDestination(from: source, above: source, to: (any UnwindToHomeDestination).self, action: Selector(String("unwindToHome:")), sender: sender) {
                    let segue = UIStoryboardSegue(identifier: SegueIdentifier.backHome, source: source, destination: destination)
                    source.prepare(for: segue, sender: sender)
                    destination.unwindToHome(segue)
                    returnToUnwindDestination(destination)
                }
            }

            /// The first `Destination` in `controller` (see `unwindDestination(from:in:to:action:sender:)`), else in the controller
            /// that contains or presented it, and so on up.
            private static func unwindDestination<Destination>(from source: UIViewController, above controller: UIViewController, to type: Destination.Type, action: Selector, sender: Any?) -> Destination? {
                if let destination = unwindDestination(from: source, in: controller, to: type, action: action, sender: sender) {
                    return destination
                }
                if let next = controller.parent ?? controller.presentingViewController {
                    return unwindDestination(from: source, above: next, to: type, action: action, sender: sender)
                }
                return nil
            }

            /// `controller` when it is a `Destination` other than `source` that `canPerformUnwindSegueAction(_:from:sender:)`
            /// accepts, as UIKit asks each candidate; else the first among its children, the latest first, and theirs.
            private static func unwindDestination<Destination>(from source: UIViewController, in controller: UIViewController, to type: Destination.Type, action: Selector, sender: Any?) -> Destination? {
                if controller !== source {
                    if let destination = controller as? Destination {
                        if controller.canPerformUnwindSegueAction(action, from: source, sender: sender) {
                            return destination
                        }
                    }
                }
                for child in controller.children.reversed() {
                    if let destination = unwindDestination(from: source, in: child, to: type, action: action, sender: sender) {
                        return destination
                    }
                }
                return nil
            }

            /// Dismisses what `destination` presented and pops its navigation stack back to it, as an unwind segue does.
            private static func returnToUnwindDestination(_ destination: UIViewController) {
                if destination.presentedViewController != nil {
                    destination.dismiss(animated: true)
                }
                _ = destination.navigationController?.popToViewController(destination, animated: true)
                // UIKit's tab bar controller selects the tab that holds the destination (`unwind(for:towards:)`).
                if let tabs = destination.tabBarController {
                    if let tab = tab(holding: destination, in: tabs) {
                        tabs.selectedViewController = tab
                    }
                }
            }
            """)
    }

    /// Selecting a cell (or tapping its accessory) performed these segues; nothing in the generated code does, so each
    /// is a warning at the segue's line naming the method to call and where.
    @Test func seguesOfCellsAreReportedWithTheMethodToCall() {
        let cell = { (id: String, trigger: String) in
            """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(id)" id="cel-\(id)"><rect key="frame" x="0" y="0" width="10" height="44"/>
                <tableViewCellContentView key="contentView" contentMode="center" id="ccv-\(id)"><rect key="frame" x="0" y="0" width="10" height="44"/></tableViewCellContentView>
                <connections><segue destination="vc-00-002" kind="show" identifier="open\(id)" \(trigger) id="sg-\(id)"/></connections>
            </tableViewCell>
            """
        }
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" style="plain" rowHeight="44" id="tbl-00-001"><rect key="frame" x="0" y="0" width="10" height="100"/>
                <prototypes>\(cell("Row", ""))\(cell("Info", #"trigger="accessoryAction""#))</prototypes>
            </tableView>
            """
        let result = Generate.text(
            Generate.storyboard(
                scenes: Generate.scene("00-001", class: "SourceViewController", subviews: table)
                    + Generate.scene("00-002", class: "DetailViewController")))
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages.contains(
                "segue 'openRow' is performed by <tableViewCell> \"Row\" in Interface Builder, which the generated code does not wire: call SnippetScenes.performOpenRowSegue from tableView(_:didSelectRowAt:)"
            ), "\(messages)")
        #expect(
            messages.contains(
                "segue 'openInfo' is performed by <tableViewCell> \"Info\" in Interface Builder, which the generated code does not wire: call SnippetScenes.performOpenInfoSegue from tableView(_:accessoryButtonTappedForRowWith:)"
            ), "\(messages)")
    }

    @Test func unwindActionWithoutOneArgumentIsReported() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="exit-00-001" kind="unwind" unwindAction="unwind" id="sg-00-001"/>"#,
                objects: #"<exit id="exit-00-001" userLabel="Exit" sceneMemberID="exit"/>"#))
        #expect(
            result.diagnostics.map(\.message) == ["unwind segue has no one-argument unwindAction; it is not generated"])
        #expect(!Self.scenesText(result).contains("performUnwind"))
    }

    @Test func navigationControllerGetsItsRootViewController() {
        let xml = Generate.storyboard(
            scenes: Self.containerScene(
                "00-009", "navigationController", attributes: #"storyboardIdentifier="Main""#,
                connections:
                    #"<segue destination="vc-00-002" kind="relationship" relationship="rootViewController" id="rel-00-001"/>"#
            )
                + Generate.scene("00-002", class: "DetailViewController"))
        let result = Generate.text(xml)
        expectDiagnostics(result, [])
        expectDeclarations(
            "makeMain()", in: Self.scenesText(result),
            """
            /// The `UINavigationController` of scene `Main` (Snippet.storyboard, id `vc-00-009`).
            static func makeMain() -> UINavigationController {
                let controller = UINavigationController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Main"
                MainCodeInterfaceBuilder(key: .snippetMain).configure(controller)
                controller.viewControllers = [
                    makeDetailViewController(),
                ]
                return controller
            }
            """)
    }

    @Test func tabBarControllerGetsItsTabsInOrderAndTheirTabBarItemsFromTheirBuilders() {
        let navigation = """
            <scene sceneID="scn-00-008"><objects>
                <navigationController storyboardIdentifier="FirstTab" id="vc-00-008" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="First" id="tbi-00-008"/>
                    <connections><segue destination="vc-00-002" kind="relationship" relationship="rootViewController" id="rel-00-008"/></connections>
                </navigationController>
            </objects></scene>
            """
        let xml = Generate.storyboard(
            scenes: Self.containerScene(
                "00-009", "tabBarController", attributes: #"storyboardIdentifier="Tabs""#,
                connections:
                    #"<segue destination="vc-00-008" kind="relationship" relationship="viewControllers" id="rel-00-001"/><segue destination="vc-00-003" kind="relationship" relationship="viewControllers" id="rel-00-002"/>"#
            )
                + navigation + Generate.scene("00-002", class: "DetailViewController")
                + Generate.scene("00-003", class: "SecondViewController"))
        let result = Generate.text(xml)
        expectDiagnostics(result, [])
        expectDeclarations(
            "makeTabs()", "makeFirstTab()", in: Self.scenesText(result),
            """
            /// The `UITabBarController` of scene `Tabs` (Snippet.storyboard, id `vc-00-009`).
            static func makeTabs() -> UITabBarController {
                let controller = UITabBarController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Tabs"
                TabsCodeInterfaceBuilder(key: .snippetTabs).configure(controller)
                controller.viewControllers = [
                    makeFirstTab(),
                    makeSecondViewController(),
                ]
                return controller
            }

            /// The `UINavigationController` of scene `FirstTab` (Snippet.storyboard, id `vc-00-008`).
            static func makeFirstTab() -> UINavigationController {
                let controller = UINavigationController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.FirstTab"
                FirstTabCodeInterfaceBuilder(key: .snippetFirstTab).configure(controller)
                controller.viewControllers = [
                    makeDetailViewController(),
                ]
                return controller
            }
            """)
    }

    /// A split view controller whose detail IB lists before its master.
    private static func splitStoryboard(attributes: String) -> String {
        Generate.storyboard(
            scenes: containerScene(
                "00-009", "splitViewController", attributes: #"storyboardIdentifier="Split" "# + attributes,
                connections:
                    #"<segue destination="vc-00-002" kind="relationship" relationship="detailViewController" id="rel-00-001"/><segue destination="vc-00-003" kind="relationship" relationship="masterViewController" id="rel-00-002"/>"#
            )
                + Generate.scene("00-002", class: "DetailViewController")
                + Generate.scene("00-003", class: "MasterViewController"))
    }

    @Test func classicSplitViewControllerGetsMasterThenDetail() {
        let xml = Self.splitStoryboard(attributes: "")
        expectDeclarations(
            "makeSplit()", in: Self.scenesText(Generate.text(xml)),
            """
            /// The `UISplitViewController` of scene `Split` (Snippet.storyboard, id `vc-00-009`).
            static func makeSplit() -> UISplitViewController {
                let controller = UISplitViewController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Split"
                SplitCodeInterfaceBuilder(key: .snippetSplit).configure(controller)
                controller.viewControllers = [
                    makeMasterViewController(),
                    makeDetailViewController(),
                ]
                return controller
            }
            """)
    }

    @Test func columnSplitViewControllerSetsEachColumn() {
        let xml = Self.splitStoryboard(attributes: #"allowDoubleColumnStyle="YES""#)
        expectDeclarations(
            "makeSplit()", in: Self.scenesText(Generate.text(xml)),
            """
            /// The `UISplitViewController` of scene `Split` (Snippet.storyboard, id `vc-00-009`).
            static func makeSplit() -> UISplitViewController {
                let controller = UISplitViewController(style: .doubleColumn)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Split"
                SplitCodeInterfaceBuilder(key: .snippetSplit).configure(controller)
                controller.setViewController(makeMasterViewController(), for: .primary)
                controller.setViewController(makeDetailViewController(), for: .secondary)
                return controller
            }
            """)
    }

    @Test func pageViewControllerIsMadeWithItsStyles() {
        let xml = Generate.storyboard(
            scenes: Self.containerScene(
                "00-009", "pageViewController",
                attributes:
                    #"storyboardIdentifier="Pages" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none""#,
                connections: ""))
        let result = Generate.text(xml)
        expectDeclarations(
            "makePages()", in: Self.scenesText(result),
            """
            /// The `UIPageViewController` of scene `Pages` (Snippet.storyboard, id `vc-00-009`).
            static func makePages() -> UIPageViewController {
                let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Pages"
                PagesCodeInterfaceBuilder(key: .snippetPages).configure(controller)
                return controller
            }
            """)
        #expect(
            result.diagnostics.map(\.message) == [
                "unsupported attribute 'spineLocation' on <pageViewController> is not translated"
            ])
    }

    @Test func initialViewControllerHasItsOwnFactory() {
        let xml = Generate.storyboard(subviews: "")
        expectDeclarations(
            "makeInitialViewController()", in: Self.scenesText(Generate.text(xml)),
            """
            /// The initial view controller of Snippet.storyboard, which `UIStoryboard.instantiateInitialViewController()` returned.
            static func makeInitialViewController() -> SnippetViewController {
                makeSnippetViewController()
            }
            """)
    }

    @Test func storyboardReferencesNameTheOtherStoryboardsFactory() {
        let reference =
            #"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Account" id="ref-00-001" sceneMemberID="viewController"/>"#
        let main = Generate.storyboard(
            scenes: """
                <scene sceneID="scn-00-001"><objects>
                    <viewController id="vc-00-001" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        <connections><segue destination="ref-00-001" kind="show" identifier="account" id="sg-00-001"/></connections>
                    </viewController>
                    \(reference)
                </objects></scene>
                """)
        let settings = Generate.storyboard(
            scenes: Generate.scene("00-002", class: "AccountViewController").replacingOccurrences(
                of: #"id="vc-00-002""#, with: #"storyboardIdentifier="Account" id="vc-00-002""#))
        let both = GeneratorPipeline().run([
            SourceFile(path: "Main.storyboard", data: Data(main.utf8)),
            SourceFile(path: "Settings.storyboard", data: Data(settings.utf8)),
        ])
        expectDiagnostics(both, [])
        expectDeclarations(
            "performAccountSegue(from:sender:)", in: Self.scenesText(both, "MainScenes.swift"),
            """
            /// Segue `account` (show) from `HomeViewController` to `SettingsScenes.makeAccount()`;
            /// Interface Builder performed it when the controller called `performSegue(withIdentifier:sender:)`.
            static func performAccountSegue(from source: HomeViewController, sender: Any?) {
                let destination = SettingsScenes.makeAccount()
                destination.restorationClass = SettingsScenes.SceneRestoration.self
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.account, source: source, destination: destination)
                source.prepare(for: segue, sender: sender)
                source.show(destination, sender: sender)
            }
            """)
        let alone = GeneratorPipeline().run([SourceFile(path: "Main.storyboard", data: Data(main.utf8))])
        #expect(
            alone.diagnostics.map(\.message) == [
                "storyboard reference to 'Account' in Settings.storyboard is not among the inputs; the segue is not generated"
            ])
    }

    /// A storyboard with one scene of `className`, storyboard identifier `Home`.
    private static func homeStoryboard(_ className: String) -> String {
        Generate.storyboard(
            scenes: Generate.scene("00-001", class: className).replacingOccurrences(
                of: #"id="vc-00-001""#, with: #"storyboardIdentifier="Home" id="vc-00-001""#))
    }

    @Test func storyboardsOfOneNameGetScenesTypesToldApartByTheirFolders() {
        let reference =
            #"<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Home" id="ref-00-002" sceneMemberID="viewController"/>"#
        let settings = Generate.storyboard(
            scenes: """
                <scene sceneID="scn-00-002"><objects>
                    <viewController id="vc-00-002" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-002"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        <connections><segue destination="ref-00-002" kind="show" identifier="home" id="sg-00-002"/></connections>
                    </viewController>
                    \(reference)
                </objects></scene>
                """)
        let result = GeneratorPipeline().run([
            SourceFile(path: "Widget/Main.storyboard", data: Data(Self.homeStoryboard("WidgetViewController").utf8)),
            SourceFile(path: "App/Main.storyboard", data: Data(Self.homeStoryboard("AppViewController").utf8)),
            SourceFile(path: "App/Settings.storyboard", data: Data(settings.utf8)),
        ])
        expectDiagnostics(result, [])
        let app = Self.scenesText(result, "AppMainScenes.swift")
        let widget = Self.scenesText(result, "WidgetMainScenes.swift")
        #expect(app.contains("enum AppMainScenes {"))
        #expect(app.contains("static func makeHome() -> AppViewController {"))
        #expect(widget.contains("enum WidgetMainScenes {"))
        #expect(widget.contains("static func makeHome() -> WidgetViewController {"))
        // The reference goes to the storyboard of that name in the referencing storyboard's folder.
        #expect(Self.scenesText(result, "SettingsScenes.swift").contains("let destination = AppMainScenes.makeHome()"))
    }

    @Test func unknownSegueAttributesAreReported() {
        let result = Generate.text(
            Self.segueStoryboard(
                #"<segue destination="vc-00-002" kind="show" futureOption="YES" id="sg-00-001"/>"#
            ))
        #expect(
            result.diagnostics.map(\.message) == [
                "unsupported attribute 'futureOption' on <segue> is not translated"
            ])
    }
}
