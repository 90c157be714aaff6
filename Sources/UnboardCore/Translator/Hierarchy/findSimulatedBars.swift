extension TranslationContext {
    /// The bars IB draws over the view of the controller whose root view is `rootViewID`: the simulated metrics
    /// set on the controller, else what IB infers from the navigation and tab bar controllers that show it.
    func simulatedBars(root: IBView) -> SimulatedBars {
        let graph = controllerGraph
        let usesSafeAreas = document.attributes.bool("useSafeAreas") ?? false
        guard let controller = graph.controller(withRootView: root.id) else {
            return Self.topLevelViewBars(
                root, interfaceBuilder, bars: (simulatedNavigationBarHeight, simulatedToolbarHeight),
                usesSafeAreas: usesSafeAreas)
        }
        let navigation = graph.navigationController(of: controller.id)
        let tabs = graph.tabBarController(of: controller.id)
        // IB draws no status bar over embedded scenes, nor over freeform ones since it has safe areas (a freeform
        // scene of a document with top and bottom layout guides still gets one), nor in Xcode 11 to 13.
        // Unverified for embedded scenes: Apple documents nothing, no file in the corpora shows it, and the one
        // embedded scene whose layout shows a status bar has one (Programming-iOS-Book-Examples'
        // `ch19p642containerViewControllerStoryboard`, 13189: 20 pt at the top of its iPad child scene).
        // IB marks a freeform scene with freeform size metrics and its size (`<size key="freeformSize">`); some documents
        // saved by Xcode 14 and 15 keep only the size (a guess from one file, WordPressAuthenticator's
        // `NUXButtonView.storyboard`, 21225).
        let freeform =
            controller.property("simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
            || controller.property("freeformSize") != nil
        let exempt = graph.isEmbedded(controller.id) || freeform && usesSafeAreas
        let insetFreeform = freeform && interfaceBuilder.drawsStatusBarOverFreeformViews
        var bars = SimulatedBars(
            statusBar: interfaceBuilder.drawsInferredStatusBar && (insetFreeform || !exempt),
            presented: graph.isPresented(controller.id),
            freeform: freeform && Self.recordsFreeformSize(controller, root: root))
        // From Xcode 9 a scene's "None" is inferred with legacy layout guides too, but a freeform scene's is none.
        if let status = Self.simulatedStatusBar(
            controller.property("simulatedStatusBarMetrics") ?? controller.property("statusBar"),
            usesSafeAreas: usesSafeAreas || interfaceBuilder.infersStatusBarUnderNone && !freeform)
        {
            bars.statusBar = Self.showsStatusBar(status)
        }
        // Before tools version 23727, a controller with a navigation item that a push or show segue leads to gets a
        // navigation bar even when IB cannot see its navigation controller (IBAnimatable's `Presentations.storyboard`,
        // 14109: its "Over context" scene, shown from a scene with simulated navigation bar metrics, is below a 44 pt
        // bar); one that nothing leads to, created in code, gets none: inferred from 4 files of 3 repositories whose
        // views pinned to the top layout guide or the safe area sit 44 pt above where such a bar puts them: PKHUD's demo
        // `Storyboard.storyboard` (14460), KeePassium's `PricingPlanPickerVC.storyboard` (21701) and
        // `PasswordGeneratorVC.storyboard` (32700.99.1234), and Charts' `Ratings/Base.lproj/Main.storyboard` (9059).
        // Nor does one that the segues lead to only from scenes under no navigation bar
        // (`ControllerGraph.isPushedFromUnderNavigationBar`).
        let navigationBar = simulatedNavigationBarHeight
        let toolbar = simulatedToolbarHeight
        bars.top =
            Self.barHeight(
                controller.property("simulatedTopBarMetrics"), navigationBar: navigationBar, toolbar: toolbar)
            ?? navigation.map { Self.navigationBarHeight($0, of: controller, simulated: navigationBar) }
            ?? (controller.property("navigationItem") != nil && interfaceBuilder.navigationItemImpliesBar
                && graph.isPushedFromUnderNavigationBar(controller.id)
                ? navigationBar : 0)
        // A navigation controller whose tab bar controller is in another storyboard records the tab bar as its own
        // simulated bottom bar, which IB draws over its pushed scenes too: inferred from 3 files of 2 repositories
        // (probe4) whose roots IB records between the bars: YubiKit's `OtherDemosStoryboard.storyboard` (17701) and
        // `About.storyboard` (15400), bonyadmitr/XcodeProjects' `OldStyle.storyboard` (22505).
        bars.bottom =
            Self.barHeight(
                controller.property("simulatedBottomBarMetrics"), navigationBar: navigationBar, toolbar: toolbar)
            ?? tabs.map { Self.recordedHeight($0, "tabBar") ?? 49 } ?? navigation.flatMap(Self.toolbarHeight)
            ?? navigation.flatMap {
                Self.barHeight($0.property("simulatedBottomBarMetrics"), navigationBar: navigationBar, toolbar: toolbar)
            } ?? 0
        return bars
    }

    /// Whether IB records the root view of a freeform scene at the scene's freeform size (`<size key="freeformSize">`,
    /// or the scene has none). A scene a presentation shows it draws as a sheet 54 pt shorter, its safe area's top at
    /// 0: scenee/FloatingPanel's Samples `ModalViewController` (375 × 724 for 778 on an iPhone 11 Pro, 15705 to 17506,
    /// a presentation segue) and Strongbox's `Upgrade.storyboard` saved with 15705 (1246 for 1300 on an iPhone 11, a
    /// form sheet), both in their histories.
    private static func recordsFreeformSize(_ controller: IBViewController, root: IBView) -> Bool {
        guard let height = controller.property("freeformSize")?.attributes["height"].flatMap(Double.init),
            let recorded = root.property("rect", key: "frame")?.rect
        else { return true }
        return abs(recorded.height - height) < 0.5
    }

    /// The bars IB draws over a xib's top-level view: those its own simulated metrics name, and where they leave the
    /// status bar inferred, the one IB draws over a scene of the same size: none over a freeform view, as over a
    /// freeform scene (SwiftMessages' `TacoDialogView.xib`, saved by 14113, is inset by nothing at the top on an
    /// iPhone 8) before the newest IB (`InterfaceBuilderGeneration.drawsStatusBarOverFreeformViews`), and none in
    /// Xcode 11 to 13 (`InterfaceBuilderGeneration.drawsInferredStatusBar`: pocket-casts-ios'
    /// full-screen `CreateFilterViewController.xib`, `StarredViewController.xib` and
    /// `FilterShortcutsViewController.xib`, 17156 to 19455); a full-screen one saved by 21507 has the iPad's 24 pt
    /// (pocket-casts-ios' `PodcastViewController.xib`). A collection reusable view gets none in Xcode 9.3 to 10.2 either
    /// (`InterfaceBuilderGeneration.drawsInferredStatusBarOverNonControllerViews`).
    private static func topLevelViewBars(
        _ view: IBView, _ generation: InterfaceBuilderGeneration, bars: (navigation: Double, toolbar: Double),
        usesSafeAreas: Bool
    ) -> SimulatedBars {
        let metrics = { (key: String) in view.properties.first { $0.attributes["key"] == key } }
        let freeform = metrics("simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
        let status = simulatedStatusBar(metrics("simulatedStatusBarMetrics"), usesSafeAreas: usesSafeAreas)
        let inferred =
            view.elementName == "collectionReusableView"
            ? generation.drawsInferredStatusBarOverNonControllerViews : generation.drawsInferredStatusBar
        return SimulatedBars(
            statusBar: status.map(showsStatusBar)
                ?? (inferred && (!freeform || generation.drawsStatusBarOverFreeformViews)),
            top: barHeight(metrics("simulatedTopBarMetrics"), navigationBar: bars.navigation, toolbar: bars.toolbar)
                ?? 0,
            bottom: barHeight(
                metrics("simulatedBottomBarMetrics"), navigationBar: bars.navigation, toolbar: bars.toolbar) ?? 0)
    }

    /// The status bar metrics that decide, `nil` where the status bar is left to what IB infers: no metrics, or a
    /// status bar of "None" (`<nil key="simulatedStatusBarMetrics"/>`) in a document with safe areas, which IB insets
    /// by the status bar its generation infers all the same. Inferred from 3 files of 2 repositories whose views pinned
    /// to the safe area's top sit below such a bar: element-ios' `RoomViewController.xib` (saved with 14490.70 and
    /// 21701: 20 pt on an iPhone 8; probe2 holds the 21701 one) and `MXKAttachmentsViewController.xib` (14490.70, a
    /// navigation bar at y 20), outside the corpora at older commits, and DuckDuckGo's `Tab.storyboard`
    /// (32700.99.1234, 20 pt on an iPad, `../shared/corpus`); the same xib saved with 15705 to 21507 (Xcode 11 to
    /// 14.2, which infer no status bar on that phone) has its views at y 0, and element-ios' freeform
    /// `ActivityIndicatorView.xib` (14460.31) too, as a freeform view of that generation gets none. Apple documents
    /// no simulated metrics (its WWDC 2015 session 407 says they do not affect the app at run time, but for the size).
    /// A scene that is not freeform in a document with legacy layout guides is inset the same from Xcode 9
    /// (`InterfaceBuilderGeneration.infersStatusBarUnderNone` gives the files), so its caller passes `true` for it.
    private static func simulatedStatusBar(_ metrics: IBElement?, usesSafeAreas: Bool) -> IBElement? {
        metrics?.name == "nil" && usesSafeAreas ? nil : metrics
    }

    /// Whether simulated status bar metrics show a bar (`<nil>` and hidden ones do not).
    private static func showsStatusBar(_ metrics: IBElement) -> Bool {
        metrics.name != "nil" && metrics.attributes["statusBarHidden"] != "YES"
    }

    /// The height of an explicitly simulated bar, `0` for `<nil>`, `nil` when the metric is inferred.
    ///
    /// Apple's current documentation gives no bar heights. From the bar frames IB records in `../shared/corpus` and
    /// the wider corpus's visible files: navigation bars of 44 pt in 44 documents saved with 4514 to 23504
    /// (`InterfaceBuilderGeneration` has the newest IB's 54 pt), tab bars of 49 pt in 10, of every generation
    /// (firebase quickstart's `Main.storyboard`, 24127, among them). Toolbars: 44 pt is Geoff Hackworth's figure for
    /// iOS 11 and earlier ("the navigation bar and toolbar are 44 points tall", hacknicity.medium.com, "iPad Navigation
    /// Bar and Toolbar Height Changes in iOS 12"), kept on phones without a home indicator before Xcode 11
    /// (allenwong/30DaysofSwift's `TumblrMenu` scene, 14460.31, and AcaiBowl/Closurable's demo, 13196, lay views out
    /// 44 pt above the bottom; from Xcode 11 49 pt, `InterfaceBuilderGeneration.drawsTallToolbarOnEveryPhone`) and
    /// on an iPad. On a phone with a home indicator IB draws
    /// a simulated toolbar 49 pt tall above it (`toolbar`), as KIF's recorded one (`MainStoryboard.storyboard`,
    /// 23504): inferred from 3 files of 3 repositories whose views pinned to the bottom sit 49 pt above the home
    /// indicator, Ryandev/Twilio-Message's `Main.storyboard` (14460.31, probe11), bonyadmitr/XcodeProjects'
    /// `SegueActionReview` (22505, probe4) and owntracks' `Storyboard.storyboard` (24765, probe5); none of the 48
    /// documents with a simulated toolbar in the readable mirrors shows 44 there.
    /// The 30 pt of a prompt is unverified: no file in the corpora has a prompted bar. A controller's recorded bar
    /// frame wins over these.
    private static func barHeight(_ metrics: IBElement?, navigationBar: Double, toolbar: Double) -> Double? {
        guard let metrics else { return nil }
        switch metrics.name {
        case "nil": return 0
        case "simulatedNavigationBarMetrics":
            return navigationBar + (metrics.attributes["prompted"] == "YES" ? 30 : 0)
        case "simulatedTabBarMetrics": return 49
        case "simulatedToolbarMetrics": return toolbar
        default: return nil
        }
    }

    /// The navigation bar IB draws over `controller`, a scene of `navigation`: the recorded one, but a bar with large
    /// titles (`largeTitles="YES"`, which IB records 96 pt tall, 106 from 24127) at the height of a bar without them
    /// (`simulated`) over a scene whose navigation item never displays a large title (`largeTitleDisplayMode="never"`):
    /// Apple's `UINavigationItem.LargeTitleDisplayMode.never`, "Never display a large title."
    /// (developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never). Files:
    /// rileytestut/AltStore's `Settings.storyboard` (17503.1, probe5) and its fork SideStore's (25079.1, probe7), a
    /// text view pinned to the safe area's top of such a scene a standard bar below the status bar. Scenes whose
    /// items inherit the mode (`automatic`, the default) keep the recorded bar: Pyto's `ScriptSettingsViewController`,
    /// tinode's previews and nRF Mesh's `DFU.storyboard` are laid out below the large bar; one scene whose item
    /// always displays it is not (ColdGrub1384/Pipable's example, 19162, probe8: listed, not modelled).
    private static func navigationBarHeight(
        _ navigation: IBViewController, of controller: IBViewController, simulated: Double
    ) -> Double {
        guard navigation.attributes["navigationBarHidden"] != "YES" else { return 0 }
        let largeTitles =
            navigation.properties.first { $0.attributes["key"] == "navigationBar" }?
            .attributes["largeTitles"] == "YES"
        let never = controller.property("navigationItem")?.attributes["largeTitleDisplayMode"] == "never"
        return largeTitles && never ? simulated : recordedHeight(navigation, "navigationBar") ?? simulated
    }

    private static func toolbarHeight(_ navigation: IBViewController) -> Double? {
        navigation.attributes["toolbarHidden"] == "NO" ? recordedHeight(navigation, "toolbar") ?? 44 : nil
    }

    /// The height of a container's bar as IB recorded it, unless the frame is the 1000 × 1000 one IB writes for a bar it
    /// has not laid out. Inferred from the 4 files that record it: a navigation bar in PNChart's `PNChartDemo/Main.storyboard`
    /// (11762), whose pushed scene's views IB records below a 44 pt bar, and tab bars in XLPagerTabStrip's
    /// `Example/Storyboard.storyboard`, SkeletonView's `iOS Example/Main.storyboard` and animated-tab-bar's
    /// `RAMAnimatedTabBarDemo/Main.storyboard`; no bar is 1000 pt tall.
    private static func recordedHeight(_ container: IBViewController, _ key: String) -> Double? {
        let frame = container.properties.first { $0.attributes["key"] == key }?.children
            .first { $0.name == "rect" && $0.attributes["key"] == "frame" }
        let size = ["width", "height"].map { frame?.attributes[$0].flatMap(Double.init) }
        return size == [1000, 1000] ? nil : size[1]
    }
}

extension TranslationContext {
    /// The generation of Interface Builder that saved the document.
    var interfaceBuilder: InterfaceBuilderGeneration {
        InterfaceBuilderGeneration(toolsVersion: document.attributes["toolsVersion"])
    }

    /// The device the document records (`<device id="retina6_12">`), if Unboard knows it.
    private var documentLayoutDevice: LayoutDevice? {
        document.device?.attributes["id"].flatMap(LayoutDevice.named)
    }

    /// The height of the toolbar IB simulates on the document's device (`barHeight`): 49 pt on a phone with a home
    /// indicator, and on every phone from Xcode 11 (`InterfaceBuilderGeneration.drawsTallToolbarOnEveryPhone`); 44
    /// elsewhere.
    var simulatedToolbarHeight: Double {
        let device = documentLayoutDevice
        guard device?.idiom == .phone else { return 44 }
        let homeIndicator = (device?.portraitInsets.bottom ?? 0) > 0
        return homeIndicator || interfaceBuilder.drawsTallToolbarOnEveryPhone ? 49 : 44
    }

    /// The height of the navigation bar IB simulates on the document's device, in its orientation, where it records
    /// none.
    var simulatedNavigationBarHeight: Double {
        let device = documentLayoutDevice
        let orientation = document.device?.attributes["orientation"].flatMap(LayoutOrientation.init) ?? .portrait
        if device?.traits(orientation) == SizeClassTraits(horizontal: .compact, vertical: .compact),
            let height = interfaceBuilder.compactLandscapeNavigationBarHeight
        {
            return height
        }
        return interfaceBuilder.navigationBarHeight(on: device?.idiom ?? .phone)
    }
}

extension IBViewController {
    /// The property element with a key, as IB writes simulated metrics.
    func property(_ key: String) -> IBElement? { properties.first { $0.attributes["key"] == key } }
}

/// Which controllers show which, from the segues of a storyboard: navigation stacks (root relationship, then
/// push and show segues), tab bar controllers' tabs, and container views' embedded controllers.
struct ControllerGraph {
    private var byID: [String: IBViewController] = [:]
    /// Controller ids by the id of their root view; the first controller wins, as a linear search would find it.
    private var byRootViewID: [String: String] = [:]
    /// Segues into each controller: the source controller, the segue kind and relationship.
    private var incoming: [String: [(source: String, kind: String, relationship: String?)]] = [:]

    /// The graph of scene controllers, each with the segues its scene starts (`collectSegues`): the controller's, its
    /// views' (a static cell's push segue puts its destination in the navigation stack) and its bar button items'. A
    /// show segue from a navigation item's button pushes its destination as well: inferred from 11 files of 2
    /// repositories whose scenes shown that way are recorded below their stack's bar (Swift-30-Projects' Birthdays
    /// `Main.storyboard`, 11762, in the probe2 set; Programming-iOS-Book-Examples' `ListOfSwitches`,
    /// `ListOfSwitches2`, `ch27p912ducking` and `ch37p1100backgroundDownload` in up to three editions, outside the
    /// corpora); none is recorded without it.
    init(_ controllers: [(controller: IBViewController, segues: [IBConnection])]) {
        for (controller, segues) in controllers {
            // Kept without its view, so that the graph does not hold every scene's views beside their scenes.
            var kept = controller
            kept.rootView = nil
            byID[controller.id] = kept
            if let rootViewID = controller.rootView?.id, byRootViewID[rootViewID] == nil {
                byRootViewID[rootViewID] = controller.id
            }
            for segue in segues {
                incoming[segue.destination, default: []].append(
                    (controller.id, segue.attributes["kind"] ?? "", segue.attributes["relationship"]))
            }
        }
    }

    /// The controller whose root view has this id (without its root view, as every controller the graph gives).
    func controller(withRootView id: String) -> IBViewController? { byRootViewID[id].flatMap { byID[$0] } }

    /// The scene controller with this id.
    func controller(withID id: String) -> IBViewController? { byID[id] }

    /// The navigation controller whose stack holds the controller, or holds the tab bar controller whose tab it is:
    /// the tab's view lies inside the navigation controller's, below its bar (Apple's `safeAreaInsets` reference,
    /// developer.apple.com/documentation/uikit/uiview/safeareainsets: "The safe area of a view reflects the area not
    /// covered by navigation bars, tab bars, toolbars, and other ancestors that obscure a view controller's view.";
    /// reexplore's `Main.storyboard`, 18122, probe9, lays its tabs' views out below the bar).
    func navigationController(of id: String, visited: Set<String> = []) -> IBViewController? {
        guard !visited.contains(id) else { return nil }
        for segue in incoming[id] ?? [] {
            if segue.relationship == "rootViewController", let navigation = byID[segue.source] { return navigation }
            if ["push", "show"].contains(segue.kind) || segue.relationship == "viewControllers",
                let navigation = navigationController(of: segue.source, visited: visited.union([id]))
            {
                return navigation
            }
        }
        return nil
    }

    /// The tab bar controller that shows the controller, directly or through its navigation controller.
    func tabBarController(of id: String, visited: Set<String> = []) -> IBViewController? {
        guard !visited.contains(id) else { return nil }
        for segue in incoming[id] ?? [] {
            if segue.relationship == "viewControllers", let tabs = byID[segue.source] { return tabs }
            if segue.relationship == "rootViewController" || ["push", "show"].contains(segue.kind),
                let tabs = tabBarController(of: segue.source, visited: visited.union([id]))
            {
                return tabs
            }
        }
        return nil
    }

    /// Whether a push or show segue leads to the controller from a scene IB draws under a navigation bar: a navigation
    /// controller, a scene of a navigation stack, one with simulated navigation bar metrics, or one with a navigation
    /// item that such a segue leads to in turn. IB draws no bar over a scene with a navigation item that the segues
    /// lead to only from other scenes: inferred from 3 files of 3 repositories whose views pinned to the top layout
    /// guide or the safe area sit right below the status bar, where a bar would put them 44 pt lower: MyBridgeApp's
    /// `Main.storyboard` (10117, probe10: `BridgeViewController` and `SingleMessageViewController`, shown among scenes
    /// with navigation items from the initial scene, in a file without a navigation controller), Geoconfess'
    /// `PriestSpots.storyboard` (10116, probe13: a chain of five scenes pushed from a scene nothing leads to) and
    /// Swift-30-Projects' PhotoScroll `Main.storyboard` (14490.70, probe2: `ZoomedPhotoViewController`, shown from a
    /// page that no segue leads to). Geoconfess' `SignUp.storyboard` (10116), pushed from a scene with simulated
    /// navigation bar metrics, and IBAnimatable's "Over context" scene are below a bar.
    func isPushedFromUnderNavigationBar(_ id: String, visited: Set<String> = []) -> Bool {
        guard !visited.contains(id) else { return false }
        return (incoming[id] ?? []).contains { segue in
            guard ["push", "show"].contains(segue.kind), let source = byID[segue.source] else { return false }
            return source.elementName == "navigationController" || navigationController(of: source.id) != nil
                || source.property("simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics"
                || source.property("navigationItem") != nil
                    && isPushedFromUnderNavigationBar(source.id, visited: visited.union([id]))
        }
    }

    /// Whether the controller is embedded in a container view.
    func isEmbedded(_ id: String) -> Bool { (incoming[id] ?? []).contains { $0.kind == "embed" } }

    /// Whether a presentation segue leads to the controller: modal or popover, as IB has spelled them since
    /// Xcode 6 (`presentation`, `popoverPresentation`) and before (`modal`, `popover`).
    func isPresented(_ id: String) -> Bool {
        (incoming[id] ?? []).contains { ["presentation", "popoverPresentation", "modal", "popover"].contains($0.kind) }
    }
}
