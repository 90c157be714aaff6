import Foundation
import Testing
import UnboardCore

/// Issue 15 item 4 on the behavioural UIKit model: a controller's tab bar item, navigation item and title are set
/// when it is created, without its views, as a storyboard sets them, by the `Scenes` factories and by the `migrate`
/// starter's initializer; building the views later does not set them again. A tab bar controller shows the items of
/// tabs whose views have not loaded: "To ensure the tab bar item is configured, you can either override this property
/// and add code to create the bar button items when first accessed or create the items in your view controller's
/// initialization code." (https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem)
@Suite(.serialized) struct ViewFreeConfigureRuntimeTests {
    /// A tab bar controller of four tabs: two custom classes with views, tab bar items and navigation items (the
    /// first with a restoration identifier, the second with two right bar button items, the first wired to an outlet
    /// and an action), a
    /// custom class without a view of its own, and one whose tab bar item is wired to an outlet.
    static let tabs = """
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
                                <segue destination="fst-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-001"/>
                                <segue destination="snd-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-002"/>
                                <segue destination="own-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-003"/>
                                <segue destination="wtb-vc-001" kind="relationship" relationship="viewControllers" id="tab-sg-004"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="fst-sc-001">
                    <objects>
                        <viewController id="fst-vc-001" customClass="FirstViewController" restorationIdentifier="FirstRestored" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fst-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="First" image="1.circle" catalog="system" id="fst-ti-001"/>
                            <navigationItem key="navigationItem" title="First screen" prompt="Today" id="fst-ni-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="snd-sc-001">
                    <objects>
                        <viewController id="snd-vc-001" customClass="SecondViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="snd-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Second" image="2.circle" catalog="system" id="snd-ti-001"/>
                            <navigationItem key="navigationItem" title="Second screen" id="snd-ni-001">
                                <rightBarButtonItems>
                                    <barButtonItem title="Refresh" id="snd-bb-001">
                                        <connections>
                                            <action selector="refresh:" destination="snd-vc-001" id="snd-ac-001"/>
                                        </connections>
                                    </barButtonItem>
                                    <barButtonItem title="Filter" id="snd-bb-002"/>
                                </rightBarButtonItems>
                            </navigationItem>
                            <connections>
                                <outlet property="refreshButton" destination="snd-bb-001" id="snd-ou-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="wtb-sc-001">
                    <objects>
                        <viewController id="wtb-vc-001" customClass="WiredTabViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="wtb-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Wired" image="4.circle" catalog="system" id="wtb-ti-001"/>
                            <connections>
                                <outlet property="wiredItem" destination="wtb-ti-001" id="wtb-ou-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="own-sc-001">
                    <objects>
                        <viewController id="own-vc-001" customClass="OwnViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Own" image="3.circle" catalog="system" id="own-ti-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="1.circle" catalog="system" width="128" height="121"/>
                <image name="2.circle" catalog="system" width="128" height="121"/>
                <image name="3.circle" catalog="system" width="128" height="121"/>
                <image name="4.circle" catalog="system" width="128" height="121"/>
            </resources>
        </document>
        """

    /// The app's classes, doing what their `migrate` starters do, with counters of their own (`StarterRuntimeTests`
    /// runs the real starters of `tabs`): `init(codeInterfaceBuilderKey:)` calls
    /// `configure(_:key:)`, then sets the key, whose setter makes the controller restorable with the key when it has no
    /// restoration identifier; `loadView()` creates the builder with the controller, whose bar items it adopts, sets
    /// the outlet and wires the action.
    static let classes = """
        import UIKit
        final class FirstViewController: UIViewController, CodeInterfaceBuilderLayoutSelecting {
            var codeInterfaceBuilderKey = CodeInterfaceBuilderKey.tabsFirstViewController {
                didSet {
                    restorationIdentifier = restorationIdentifier ?? codeInterfaceBuilderKey.rawValue
                }
            }
            convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey) {
                self.init(nibName: nil, bundle: nil)
                FirstViewControllerCodeInterfaceBuilder.configure(self, key: key)
                codeInterfaceBuilderKey = key
            }
            override func loadView() {
                view = FirstViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey).view
            }
        }
        final class SecondViewController: UIViewController, CodeInterfaceBuilderLayoutSelecting {
            var codeInterfaceBuilderKey = CodeInterfaceBuilderKey.tabsSecondViewController {
                didSet {
                    if let kept = SecondViewControllerCodeInterfaceBuilder.keptBarItems(of: self) {
                        refreshButton = kept.0
                    }
                }
            }
            var refreshButton: UIBarButtonItem?
            var refreshes = 0
            override func loadView() {
                if SecondViewControllerCodeInterfaceBuilder.keptBarItems(of: self) == nil {
                    SecondViewControllerCodeInterfaceBuilder.configure(self, key: codeInterfaceBuilderKey)
                }
                let builder = SecondViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey, viewController: self)
                view = builder.view
                refreshButton = builder.refreshButton
                builder.addRefreshAction(UIAction { [weak self] _ in self?.refreshes += 1 })
            }
        }
        final class OwnViewController: UIViewController {}
        final class WiredTabViewController: UIViewController, CodeInterfaceBuilderLayoutSelecting {
            var codeInterfaceBuilderKey = CodeInterfaceBuilderKey.tabsWiredTabViewController
            var wiredItem: UITabBarItem?
            override func loadView() {
                let builder = WiredTabViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey, viewController: self)
                view = builder.view
                wiredItem = builder.wiredItem
            }
        }

        """

    /// Runs `program` (after `classes`) with the output of `tabs`, which `edit` may change first.
    func run(
        _ program: String, classes: String = Self.classes, edit: (URL) throws -> Void = { _ in }
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-configure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Tabs.storyboard")
        try Self.tabs.write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated")
        _ = try OutputWriter(directory: output).write(try Generate.files([input], root: folder).files)
        try edit(output)
        let main = output.appendingPathComponent("main.swift.txt")
        try (classes + program).write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, output.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    /// "Tab bar items and navigation items are set without building the view tree": the tab bar controller from the
    /// `Scenes` factory has every tab's title and image while no tab has loaded its view, the scene without a view of
    /// its own included; the navigation item's title and prompt are there too, and so from the starter's initializer.
    @Test func everyTabHasItsItemAndNavigationTitleBeforeAnyViewLoads() throws {
        let run = try run(
            """
            let tabs = TabsScenes.makeInitialViewController()
            for child in tabs.viewControllers ?? [] {
                let item = child.tabBarItem
                print("tab: \\(item?.title ?? "nil") image \\(item?.image == nil ? "missing" : "set") loaded \\(child.isViewLoaded)")
            }
            let first = tabs.viewControllers![0]
            print("navigation: \\(first.navigationItem.title ?? "nil") prompt \\(first.navigationItem.prompt ?? "nil") loaded \\(first.isViewLoaded)")
            let another = FirstViewController(codeInterfaceBuilderKey: .tabsFirstViewController)
            print("starter init: \\(another.tabBarItem.title ?? "nil") \\(another.navigationItem.title ?? "nil") loaded \\(another.isViewLoaded)")
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """)
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "tab: First image set loaded false", "tab: Second image set loaded false",
            "tab: Own image set loaded false",
            "navigation: First screen prompt Today loaded false", "starter init: First First screen loaded false",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Building the views does not set the controller's own properties again: a title the app gave the tab and the
    /// navigation item before the view loaded stays; the bar button item the builder wires (outlet and action) is the
    /// one on the navigation bar once the view has loaded, and tapping it calls the action.
    @Test func loadingTheViewKeepsWhatTheAppSetAndInstallsTheWiredBarItem() throws {
        let run = try run(
            """
            let tabs = TabsScenes.makeInitialViewController()
            let first = tabs.viewControllers![0] as! FirstViewController
            first.tabBarItem.title = "Inbox (3)"
            first.navigationItem.title = "Set by the app"
            first.loadViewIfNeeded()
            print("after load: \\(first.tabBarItem.title ?? "nil") / \\(first.navigationItem.title ?? "nil")")
            let second = tabs.viewControllers![1] as! SecondViewController
            second.loadViewIfNeeded()
            let item = second.navigationItem.rightBarButtonItem
            print("wired item: \\(item?.title ?? "nil") is the outlet \\(item != nil && item === second.refreshButton)")
            if let item { UIKitModel.tap(item) }
            print("refreshes: \\(second.refreshes), second tab: \\(second.tabBarItem.title ?? "nil")")
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """)
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "after load: Inbox (3) / Set by the app", "wired item: Refresh is the outlet true",
            "refreshes: 1, second tab: Second",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// A bar item wired to an outlet is on the controller before its view loads, as a storyboard sets it: the
    /// unselected tab shows its item; once the view loads the item on the tab is the builder's, the outlet's.
    static let wiredTabScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        let wired = tabs.viewControllers![3] as! WiredTabViewController
        print("before load: \\(wired.tabBarItem.title ?? "nil") image \\(wired.tabBarItem.image == nil ? "missing" : "set") loaded \\(wired.isViewLoaded)")
        wired.loadViewIfNeeded()
        print("after load: \\(wired.tabBarItem.title ?? "nil") is the outlet \\(wired.tabBarItem != nil && wired.tabBarItem === wired.wiredItem)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aWiredTabBarItemIsOnItsTabBeforeTheViewLoadsAndIsTheOutletAfter() throws {
        let run = try run(Self.wiredTabScenario)
        #expect(run.status == 0, "\(run.output)")
        for line in ["before load: Wired image set loaded false", "after load: Wired is the outlet true"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: without the assignment in `configure(_:key:)`, the unselected tab has no title until it loads.
    @Test func withoutConfigureTheUnselectedTabHasNoItem() throws {
        let run = try run(Self.wiredTabScenario) { output in
            try Self.remove(
                "viewController.tabBarItem = wiredItem\n", after: "static func configure(",
                in: output.appendingPathComponent("WiredTabViewControllerCodeInterfaceBuilder.swift"))
        }
        #expect(run.output.contains("before load: nil"), "\(run.output)")
    }

    /// What the app changes on a wired tab bar item before the view loads stays: the builder adopts the item
    /// `configure(_:key:)` set, which is the outlet, and puts nothing in its place.
    static let changedItemScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        let wired = tabs.viewControllers![3] as! WiredTabViewController
        let before = wired.tabBarItem!
        before.badgeValue = "3"
        before.isEnabled = false
        wired.loadViewIfNeeded()
        let item = wired.tabBarItem!
        print("after load: badge \\(item.badgeValue ?? "nil") enabled \\(item.isEnabled) same \\(item === before) is the outlet \\(item === wired.wiredItem)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func whatTheAppChangedOnAWiredItemBeforeTheViewLoadedStays() throws {
        let run = try run(Self.changedItemScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("after load: badge 3 enabled false same true is the outlet true"), "\(run.output)")
    }

    /// Negative check: a builder that makes its own items instead of adopting the controller's has an outlet that is
    /// not on screen.
    @Test func aBuilderThatDoesNotAdoptHasAnOutletOffScreen() throws {
        let run = try run(Self.changedItemScenario) { output in try Self.dropAdoption(in: output) }
        #expect(run.output.contains("is the outlet false"), "\(run.output)")
    }

    /// An item the app adds beside the wired ones before the view loads leaves them on screen: the outlet is the
    /// visible item, and tapping it performs the action.
    static let appendedItemScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        let second = tabs.viewControllers![1] as! SecondViewController
        let extra = UIBarButtonItem()
        extra.title = "Extra"
        second.navigationItem.rightBarButtonItems = (second.navigationItem.rightBarButtonItems ?? []) + [extra]
        second.loadViewIfNeeded()
        let items = second.navigationItem.rightBarButtonItems ?? []
        print("right after load: \\(items.map { $0.title ?? "nil" }.joined(separator: ", "))")
        print("first is the outlet \\(items.first != nil && items.first === second.refreshButton)")
        if let first = items.first { UIKitModel.tap(first) }
        print("refreshes: \\(second.refreshes)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func anItemTheAppAddedLeavesTheWiredItemsOnScreenWithTheirAction() throws {
        let run = try run(Self.appendedItemScenario)
        #expect(run.status == 0, "\(run.output)")
        for line in ["right after load: Refresh, Filter, Extra", "first is the outlet true", "refreshes: 1"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: without the adoption, the visible item is not the outlet and has no action.
    @Test func withoutTheAdoptionTheVisibleItemHasNoAction() throws {
        let run = try run(Self.appendedItemScenario) { output in try Self.dropAdoption(in: output) }
        #expect(run.output.contains("first is the outlet false"), "\(run.output)")
        #expect(run.output.contains("refreshes: 0"), "\(run.output)")
    }

    /// Issue 15 (expert review): a target and action the app gives a wired bar button item before its view loads stay,
    /// as with a storyboard, where they replace Interface Builder's; the builder's `add<Name>Action(_:)` does not set
    /// the item's `primaryAction`, which would silence them: "When primaryAction is non-nil, the target & action
    /// properties are ignored." (UIBarButtonItem.h; https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction)
    static let appActionScenario = """
        final class Saver { var saves = 0 }
        UIKitModel.implement("save:", in: Saver.self) { saver, _ in saver.saves += 1 }
        let saver = Saver()
        let tabs = TabsScenes.makeInitialViewController()
        let second = tabs.viewControllers![1] as! SecondViewController
        second.refreshButton?.target = saver
        second.refreshButton?.action = Selector("save:")
        second.loadViewIfNeeded()
        if let item = second.navigationItem.rightBarButtonItem { UIKitModel.tap(item) }
        print("app's action: \\(saver.saves), builder's action: \\(second.refreshes)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aTargetAndActionTheAppGaveAWiredItemStay() throws {
        let run = try run(Self.appActionScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("app's action: 1, builder's action: 0"), "\(run.output)")
    }

    /// Negative check: a builder that sets `primaryAction` on every item silences the app's target and action.
    @Test func settingThePrimaryActionAnywaySilencesTheAppsAction() throws {
        let run = try run(Self.appActionScenario) { output in
            let file = output.appendingPathComponent("SecondViewControllerCodeInterfaceBuilder.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            #expect(contents.contains("if item.action == nil {"), "\(contents)")
            try contents.replacingOccurrences(of: "if item.action == nil {", with: "if item.action == nil || true {")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.output.contains("app's action: 0, builder's action: 1"), "\(run.output)")
    }

    /// Bar items the app sets on the controller in place of the storyboard's before its view loads stay: the builder
    /// sets none. Its outlet is then the storyboard's item, which `configure(_:key:)` created, off screen.
    static let appItemsScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        let second = tabs.viewControllers![1] as! SecondViewController
        print("before load: \\(second.navigationItem.rightBarButtonItem?.title ?? "nil")")
        let mine = UIBarButtonItem()
        mine.title = "Mine"
        second.navigationItem.rightBarButtonItem = mine
        second.loadViewIfNeeded()
        let right = second.navigationItem.rightBarButtonItem
        print("after load: \\(right?.title ?? "nil") kept \\(right === mine)")
        let onScreen = second.navigationItem.rightBarButtonItems?.contains { $0 === second.refreshButton } ?? false
        print("outlet: \\(second.refreshButton?.title ?? "nil") on screen \\(onScreen)")
        let wired = tabs.viewControllers![3] as! WiredTabViewController
        let badge = UITabBarItem()
        badge.title = "Badge"
        wired.tabBarItem = badge
        wired.loadViewIfNeeded()
        print("tab after load: \\(wired.tabBarItem.title ?? "nil") kept \\(wired.tabBarItem === badge)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func barItemsTheAppSetBeforeTheViewLoadedStay() throws {
        let run = try run(Self.appItemsScenario)
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "before load: Refresh", "after load: Mine kept true", "outlet: Refresh on screen false",
            "tab after load: Badge kept true",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: a builder that sets its items on the controller when it is created replaces the app's.
    @Test func aBuilderThatSetsItsItemsReplacesTheAppsItems() throws {
        let run = try run(Self.appItemsScenario) { output in
            for (name, assignment) in [
                ("SecondViewController", "viewController?.navigationItem.rightBarButtonItem = refreshButton"),
                ("WiredTabViewController", "viewController?.tabBarItem = wiredItem"),
            ] {
                let file = output.appendingPathComponent("\(name)CodeInterfaceBuilder.swift")
                let contents = try String(contentsOf: file, encoding: .utf8)
                let outlet = "        self.\(name == "SecondViewController" ? "refreshButton" : "wiredItem") = "
                #expect(contents.contains(outlet), "\(contents)")
                try contents.replacingOccurrences(of: outlet, with: "        \(assignment)\n" + outlet)
                    .write(to: file, atomically: true, encoding: .utf8)
            }
        }
        #expect(run.output.contains("after load: Refresh kept false"), "\(run.output)")
        #expect(run.output.contains("tab after load: Wired kept false"), "\(run.output)")
    }

    /// A controller that `configure(_:key:)` did not configure (created with a plain initializer) is configured when
    /// its view loads, as the starter's `loadView()` does when `keptBarItems(of:)` finds none: its builder adopts the
    /// items now on the controller, the outlet is the item on screen and tapping it performs the action.
    static let plainInitializerScenario = """
        let plain = SecondViewController(nibName: nil, bundle: nil)
        plain.loadViewIfNeeded()
        let onScreen = plain.navigationItem.rightBarButtonItems?.contains { $0 === plain.refreshButton } ?? false
        print("unconfigured: right items \\(plain.navigationItem.rightBarButtonItems?.count ?? 0) outlet \\(plain.refreshButton?.title ?? "nil") on screen \\(onScreen)")
        if let item = plain.refreshButton { UIKitModel.tap(item) }
        print("refreshes: \\(plain.refreshes)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aControllerConfigureDidNotConfigureIsConfiguredWhenItsViewLoads() throws {
        let run = try run(Self.plainInitializerScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("unconfigured: right items 2 outlet Refresh on screen true"), "\(run.output)")
        #expect(run.output.contains("refreshes: 1"), "\(run.output)")
    }

    /// Negative check: a `loadView()` that does not configure such a controller gives it no bar items, and the outlet
    /// is an item no controller shows.
    @Test func withoutConfiguringInLoadViewThePlainControllerHasNoBarItems() throws {
        let line = "SecondViewControllerCodeInterfaceBuilder.configure(self, key: codeInterfaceBuilderKey)"
        #expect(Self.classes.contains(line))
        let run = try run(Self.plainInitializerScenario, classes: Self.classes.replacingOccurrences(of: line, with: ""))
        #expect(run.output.contains("unconfigured: right items 0 outlet Refresh on screen false"), "\(run.output)")
    }

    /// The outlets to the bar items are set when the controller is created, before its view loads, as a storyboard
    /// connects them ("When an object receives an awakeFromNib message, it is guaranteed to have all its outlet and
    /// action connections already established.", https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib):
    /// the key's setter, which the `Scenes` factory calls after `configure(_:key:)`, finds them with `keptBarItems(of:)`.
    static let outletBeforeLoadScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        let second = tabs.viewControllers![1] as! SecondViewController
        let shown = second.navigationItem.rightBarButtonItems?.first
        print("outlet before load: \\(second.refreshButton?.title ?? "nil") shown \\(shown != nil && shown === second.refreshButton) loaded \\(second.isViewLoaded)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func barItemOutletsAreSetWhenTheControllerIsCreated() throws {
        let run = try run(Self.outletBeforeLoadScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("outlet before load: Refresh shown true loaded false"), "\(run.output)")
    }

    /// Negative check: when `keptBarItems(of:)` finds nothing, the outlet is `nil` until the view loads.
    @Test func withoutTheKeptItemsTheOutletIsNilBeforeTheViewLoads() throws {
        let run = try run(Self.outletBeforeLoadScenario) { output in
            let file = output.appendingPathComponent("SecondViewControllerCodeInterfaceBuilder.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            let lookup = "objc_getAssociatedObject(viewController, &barItemsStorage)"
            #expect(contents.contains(lookup), "\(contents)")
            try contents.replacingOccurrences(of: lookup, with: "Optional<Any>.none")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.output.contains("outlet before load: nil"), "\(run.output)")
    }

    /// A controller with its own `loadView()` that keeps `init(key:)` for a builder that adopts bar items does not
    /// compile: the builder needs the controller to reach the items on screen.
    static let keyOnlyScenario = """
        let builder = SecondViewControllerCodeInterfaceBuilder(key: .tabsSecondViewController)
        print("compiled: \\(builder.refreshButton.title ?? "nil")")
        """

    @Test func aBuilderThatAdoptsBarItemsCannotBeCreatedWithoutNamingTheController() throws {
        let run = try run(Self.keyOnlyScenario)
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("missing argument for parameter 'viewController'"), "\(run.output)")
    }

    /// Negative check: with a default for the controller, the same call compiles and its items are on no controller.
    @Test func withADefaultControllerTheKeyOnlyCallCompiles() throws {
        let run = try run(Self.keyOnlyScenario) { output in
            let file = output.appendingPathComponent("SecondViewControllerCodeInterfaceBuilder.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            let signature = "init(key: CodeInterfaceBuilderKey, viewController: UIViewController?)"
            #expect(contents.contains(signature), "\(contents)")
            try contents.replacingOccurrences(of: signature, with: signature.dropLast() + " = nil)")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.output.contains("compiled: Refresh"), "\(run.output)")
    }

    /// Makes the builders of the second and the wired tab create their bar items instead of adopting the controller's.
    private static func dropAdoption(in output: URL) throws {
        for name in ["SecondViewController", "WiredTabViewController"] {
            let file = output.appendingPathComponent("\(name)CodeInterfaceBuilder.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            #expect(contents.contains(" = viewController.flatMap {"), "\(contents)")
            try contents.replacingOccurrences(
                of: " = viewController.flatMap {", with: " = Optional<UIViewController>.none.flatMap {"
            ).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Issue 15 item 5: the storyboard's restoration identifier is the controller's, the key's only when it has none.
    /// The factory gives it first, and configures before it sets the key, whose setter (as a `migrate` starter's)
    /// fills in an identifier.
    static let restorationScenario = """
        let tabs = TabsScenes.makeInitialViewController()
        for child in tabs.viewControllers ?? [] {
            print("restoration: \\(type(of: child)) \\(child.restorationIdentifier ?? "nil")")
        }
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func theStoryboardsRestorationIdentifierWinsOverTheKey() throws {
        let run = try run(Self.restorationScenario)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("restoration: FirstViewController FirstRestored"), "\(run.output)")
    }

    /// Negative check: a factory that neither gives the storyboard's identifier first nor configures before it sets
    /// the key leaves the storyboard's identifier unused.
    @Test func settingTheKeyFirstLosesTheStoryboardsIdentifier() throws {
        let run = try run(Self.restorationScenario) { output in
            let file = output.appendingPathComponent("TabsScenes.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            let configure =
                "    FirstViewControllerCodeInterfaceBuilder.configure(controller, key: .tabsFirstViewController)\n"
            let key =
                "    CodeInterfaceBuilderKey.tabsFirstViewController.select(for: controller)\n"
            #expect(contents.contains(configure + "    " + key), "\(contents)")
            let identifier =
                "        controller.restorationIdentifier = controller.restorationIdentifier ?? \"FirstRestored\"\n"
            #expect(contents.contains(identifier), "\(contents)")
            try contents.replacingOccurrences(of: configure + "    " + key, with: key + "    " + configure)
                .replacingOccurrences(of: identifier, with: "")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.output.contains("restoration: FirstViewController Tabs.FirstViewController"), "\(run.output)")
    }

    /// Removes the first `text` after the first `marker` in `file`.
    private static func remove(_ text: String, after marker: String, in file: URL) throws {
        let contents = try String(contentsOf: file, encoding: .utf8)
        guard let start = contents.range(of: marker),
            let found = contents.range(of: text, range: start.upperBound..<contents.endIndex)
        else {
            Issue.record("no \(text) after \(marker) in \(contents)")
            return
        }
        try contents.replacingCharacters(in: found, with: "").write(to: file, atomically: true, encoding: .utf8)
    }
}
