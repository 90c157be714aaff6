import Foundation
import Testing
import UnboardCore

/// Issue 15 item 4 for the views bar items hold: a bar button item's custom view and a navigation item's title view
/// are created with the controller by the view-free `configure(_:key:)`, with their subviews and constraints, as a
/// storyboard creates the navigation item with the controller, before its view loads ("Avoid tying the creation of bar
/// button items in your navigation item to the creation of your view controller's view.",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem). The builder adopts them (its
/// outlets and actions inside them reach the views on screen), and a view the app put in their place before the view
/// loaded stays.
@Suite(.serialized) struct BarItemViewsRuntimeTests {
    /// A tab bar controller of two tabs, neither loaded: a custom class whose title view holds a label wired to an
    /// outlet and whose right bar button item's custom view holds a button wired to an action, and a scene without a
    /// custom class with an unwired title view and custom view.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tab-vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tab-sc-001">
                    <objects>
                        <tabBarController id="tab-vc-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-tb-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="ttl-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-001"/>
                                <segue destination="pln-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-002"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                \(scene("ttl", customClass: " customClass=\"TitledViewController\"", wired: true))
                \(scene("pln", customClass: "", wired: false))
            </scenes>
        </document>
        """

    /// A scene whose navigation item has a title view (a label constrained to it) and a right bar button item with a
    /// 60 × 34 custom view holding a button; `wired` connects the label to an outlet and the button to an action.
    static func scene(_ id: String, customClass: String, wired: Bool) -> String {
        """
        <scene sceneID="\(id)-sc-001">
            <objects>
                <viewController id="\(id)-vc-001"\(customClass) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <navigationItem key="navigationItem" title="Titled" id="\(id)-ni-001">
                        <barButtonItem key="rightBarButtonItem" style="plain" id="\(id)-bb-001">
                            <view key="customView" contentMode="scaleToFill" id="\(id)-cv-001">
                                <rect key="frame" x="300" y="5" width="60" height="34"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)-bt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="34"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="Toggle"/>
                                        \(wired ? "<connections><action selector=\"toggle:\" destination=\"\(id)-vc-001\" eventType=\"touchUpInside\" id=\"\(id)-ac-001\"/></connections>" : "")
                                    </button>
                                </subviews>
                            </view>
                        </barButtonItem>
                        <view key="titleView" contentMode="scaleToFill" id="\(id)-tv-001">
                            <rect key="frame" x="96" y="7" width="200" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inbox" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(id)-lb-001" firstAttribute="top" secondItem="\(id)-tv-001" secondAttribute="top" id="\(id)-cn-001"/>
                                <constraint firstItem="\(id)-lb-001" firstAttribute="leading" secondItem="\(id)-tv-001" secondAttribute="leading" id="\(id)-cn-002"/>
                            </constraints>
                        </view>
                    </navigationItem>
                    \(wired ? "<connections><outlet property=\"titleLabel\" destination=\"\(id)-lb-001\" id=\"\(id)-ou-001\"/></connections>" : "")
                </viewController>
            </objects>
        </scene>
        """
    }

    /// The app's class, doing what its `migrate` starter does: `loadView()` configures a controller `configure(_:key:)`
    /// did not configure, creates the builder with the controller, whose bar items and views it adopts, sets the outlet
    /// and wires the action.
    static let classes = """
        import UIKit
        final class TitledViewController: UIViewController, CodeInterfaceBuilderLayoutSelecting {
            var codeInterfaceBuilderKey = CodeInterfaceBuilderKey.titledTitledViewController
            var titleLabel: UILabel?
            var toggles = 0
            var builder: TitledViewControllerCodeInterfaceBuilder?
            override func loadView() {
                if TitledViewControllerCodeInterfaceBuilder.keptBarItems(of: self) == nil {
                    TitledViewControllerCodeInterfaceBuilder.configure(self, key: codeInterfaceBuilderKey)
                }
                let builder = TitledViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey, viewController: self)
                self.builder = builder
                view = builder.view
                titleLabel = builder.titleLabel
                builder.addToggleAction(UIAction { [weak self] _ in self?.toggles += 1 })
            }
        }

        """

    /// Runs `program` (after `classes`) with the output of `storyboard`, which `edit` may change first.
    func run(
        _ program: String, storyboard: String = Self.storyboard, classes: String = Self.classes,
        edit: (URL) throws -> Void = { _ in }
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-barviews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Titled.storyboard")
        try storyboard.write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated")
        _ = try OutputWriter(directory: output).write(try Generate.files([input], root: folder).files)
        try edit(output)
        let main = output.appendingPathComponent("main.swift.txt")
        try (classes + program).write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, output.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    /// Replaces `text` with `replacement` in the builder file of `name`, checking that it is there.
    static func replace(_ text: String, with replacement: String, in name: String, of output: URL) throws {
        let file = output.appendingPathComponent("\(name)CodeInterfaceBuilder.swift")
        let contents = try String(contentsOf: file, encoding: .utf8)
        #expect(contents.contains(text), "\(text)\n\(contents)")
        try contents.replacingOccurrences(of: text, with: replacement).write(
            to: file, atomically: true, encoding: .utf8)
    }

    /// The shape: `configure(_:key:)` sets the title view and the item holding the custom view from `makeBarItems()`,
    /// which creates them with their subviews, frames and constraints and returns what the builder names too (the
    /// label of the outlet, the button of the action); the builder's initializer creates none of them and adopts those.
    @Test func configureCreatesTheViewsAndTheBuilderAdoptsThem() {
        let result = Generate.text(Self.storyboard)
        expectDiagnostics(result, [])
        expectDeclarations(
            "configure(_:key:)", "makeBarItems()", "init(snippetTitledViewController:viewController:)",
            in: Generate.builderText(result, "TitledViewControllerCodeInterfaceBuilder.swift"),
            """
            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. It keeps the bar items that this builder's outlets and actions reach with the controller: the
            /// builder created with `init(key:viewController:)` adopts them. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetTitledViewController:
                    let barItems = makeBarItems()
                    let (barButtonItem, _, _, titleView, _) = barItems
                    viewController.navigationItem.title = "Titled"
                    viewController.navigationItem.titleView = titleView
                    viewController.navigationItem.rightBarButtonItem = barButtonItem
                    // Kept with the controller: the builder created for this controller adopts them.
                    keep(barItems, on: viewController)
                default:
                    key.fail(noLayoutIn: "TitledViewControllerCodeInterfaceBuilder")
                }
            }

            /// New bar items of `.snippetTitledViewController`, as Interface Builder sets them up: those the controller
            /// holds and this builder's outlets and actions reach, with the views they hold and the navigation item's.
            private static func makeBarItems() -> (barButtonItem: UIBarButtonItem, customView: UIView, toggleButton: UIButton, titleView: UIView, titleLabel: UILabel) {
                let customView = UIView()
                customView.frame = CGRect(x: 300, y: 5, width: 60, height: 34)

                let toggleButton = UIButton(type: .system)
                toggleButton.frame = CGRect(x: 0, y: 0, width: 60, height: 34)
                toggleButton.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                toggleButton.isOpaque = false
                toggleButton.contentMode = .scaleToFill
                toggleButton.titleLabel?.lineBreakMode = .byTruncatingMiddle
                toggleButton.setTitle("Toggle", for: .normal)
                customView.addSubview(toggleButton)

                let titleView = UIView()
                titleView.frame = CGRect(x: 96, y: 7, width: 200, height: 30)

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Inbox"
                titleLabel.font = UIFont.systemFont(ofSize: 17)
                titleView.addSubview(titleLabel)

                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: titleView.topAnchor),
                    titleLabel.leadingAnchor.constraint(equalTo: titleView.leadingAnchor),
                ])

                let barButtonItem = UIBarButtonItem()
                barButtonItem.customView = customView
                return (barButtonItem, customView, toggleButton, titleView, titleLabel)
            }

            /// Snippet.TitledViewController: Snippet.storyboard, view `ttl-vw-001`.
            private init(snippetTitledViewController key: CodeInterfaceBuilderKey, viewController: UIViewController?) {
                let view = UIView()

                // The bar items `configure(_:key:)` gave the controller: its outlets and actions reach the items on screen.
                let (_, _, toggleButton, _, titleLabel) = viewController.flatMap { Self.keptBarItems(of: $0) } ?? Self.makeBarItems()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.titleLabel = titleLabel
                self.toggleControls = [
                    (control: toggleButton, event: .touchUpInside),
                ]
            }
            """)
    }

    /// Every tab has its title view, with its label, and its custom view, with its frame: the custom class's while its
    /// view has not loaded (the factory of the scene without a custom class loads that scene's view).
    static let beforeLoadScenario = """
        let tabs = TitledScenes.makeInitialViewController()
        for child in tabs.viewControllers ?? [] {
            let title = child.navigationItem.titleView
            let custom = child.navigationItem.rightBarButtonItem?.customView
            print("before load: title view \\(title.map { "with \\($0.subviews.count) subviews" } ?? "missing"), custom view \\(custom.map { "\\($0.frame.width) × \\($0.frame.height)" } ?? "missing"), loaded \\(child.isViewLoaded)")
        }
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func everyTabHasItsTitleAndCustomViewsBeforeItsViewLoads() throws {
        let run = try run(Self.beforeLoadScenario)
        #expect(run.status == 0, "\(run.output)")
        for loaded in [false, true] {
            let line = "before load: title view with 1 subviews, custom view 60.0 × 34.0, loaded \(loaded)"
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: without the assignments in `configure(_:key:)`, the tabs have no title view before they load.
    @Test func withoutConfigureTheTabsHaveNoTitleView() throws {
        let run = try run(Self.beforeLoadScenario) { output in
            for name in ["TitledViewController", "ScenePlnSc001"] {
                try Self.replace(
                    "viewController.navigationItem.titleView = ", with: "_ = ", in: name, of: output)
            }
        }
        #expect(run.output.contains("before load: title view missing"), "\(run.output)")
    }

    /// The builder adopts the title view and the custom view `configure(_:key:)` created: they stay on the navigation
    /// item when the view loads, the outlet is the label shown in the title view, whose constraints are active, and
    /// tapping the button shown in the custom view performs the builder's action.
    static let adoptionScenario = """
        let tabs = TitledScenes.makeInitialViewController()
        let titled = tabs.viewControllers![0] as! TitledViewController
        let title = titled.navigationItem.titleView
        let custom = titled.navigationItem.rightBarButtonItem?.customView
        titled.loadViewIfNeeded()
        let shown = titled.navigationItem.titleView
        print("after load: same title view \\(shown != nil && shown === title), same custom view \\(custom != nil && titled.navigationItem.rightBarButtonItem?.customView === custom)")
        print("outlet shown: \\(titled.titleLabel != nil && titled.titleLabel?.superview === shown), constraints \\(shown?.constraints.count ?? -1)")
        if let button = custom?.subviews.first as? UIButton { UIKitModel.tap(button) }
        print("toggles: \\(titled.toggles)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func theBuilderAdoptsTheViewsConfigureCreated() throws {
        let run = try run(Self.adoptionScenario)
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "after load: same title view true, same custom view true", "outlet shown: true, constraints 2",
            "toggles: 1",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: a builder that creates its own views instead of adopting the controller's has an outlet and an
    /// action on views no one shows.
    @Test func withoutTheAdoptionTheOutletAndActionAreOffScreen() throws {
        let run = try run(Self.adoptionScenario) { output in
            try Self.replace(
                " = viewController.flatMap {", with: " = Optional<UIViewController>.none.flatMap {",
                in: "TitledViewController", of: output)
        }
        #expect(run.output.contains("outlet shown: false"), "\(run.output)")
        #expect(run.output.contains("toggles: 0"), "\(run.output)")
    }

    /// A title view the app put on the navigation item before the view loaded stays when it loads.
    static let appTitleViewScenario = """
        let tabs = TitledScenes.makeInitialViewController()
        let titled = tabs.viewControllers![0] as! TitledViewController
        let mine = UILabel()
        titled.navigationItem.titleView = mine
        titled.loadViewIfNeeded()
        print("app's title view after load: kept \\(titled.navigationItem.titleView === mine)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aTitleViewTheAppSetBeforeTheViewLoadedStays() throws {
        let run = try run(Self.appTitleViewScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("app's title view after load: kept true"), "\(run.output)")
    }

    /// Negative check: a builder that sets the title view when the view loads, as `configure(_:)` did, replaces the
    /// app's.
    @Test func aBuilderThatSetsTheTitleViewAtLoadReplacesTheAppsView() throws {
        let run = try run(Self.appTitleViewScenario) { output in
            try Self.replace(
                "        self.titleLabel = ",
                with:
                    "        viewController?.navigationItem.titleView = titleLabel.superview\n        self.titleLabel = ",
                in: "TitledViewController", of: output)
        }
        #expect(run.output.contains("app's title view after load: kept false"), "\(run.output)")
    }
}
