import Foundation
import Testing
import UnboardCore

/// Controller-level properties (navigation item, tab bar item, toolbar items), bars with their items, bar button
/// item actions, container controllers and gesture recognizers.
@Suite struct BarItemSnippetTests {
    private static let feed = Generate.scene(
        "01-001", class: "FeedViewController",
        subviews: """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tlb-01-001">
                <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                <items>
                    <barButtonItem title="Share" image="square.and.arrow.up" catalog="system" id="bbi-01-001">
                        <connections>
                            <action selector="share:" destination="vc-01-001" id="act-01-001"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="bbi-01-002"/>
                    <barButtonItem style="done" systemItem="trash" id="bbi-01-003"/>
                </items>
            </toolbar>
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="crd-01-001" userLabel="Card">
                <rect key="frame" x="20" y="100" width="353" height="200"/>
                <gestureRecognizers/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap-01-001" appends="YES" id="gr0-01-001"/>
                </connections>
            </view>
            """,
        extras: """
            <navigationItem key="navigationItem" title="Feed" prompt="Today" largeTitleDisplayMode="never" id="nvi-01-001">
                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="bbi-01-010">
                    <connections>
                        <action selector="edit:" destination="vc-01-001" id="act-01-010"/>
                    </connections>
                </barButtonItem>
                <rightBarButtonItems>
                    <barButtonItem systemItem="add" id="bbi-01-011"/>
                    <barButtonItem image="gear" catalog="system" id="bbi-01-012">
                        <color key="tintColor" systemColor="systemGrayColor"/>
                    </barButtonItem>
                </rightBarButtonItems>
            </navigationItem>
            <tabBarItem key="tabBarItem" systemItem="favorites" id="tbi-01-002"/>
            <connections>
                <outlet property="addButton" destination="bbi-01-011" id="out-01-001"/>
                <outlet property="tapRecognizer" destination="tap-01-001" id="out-01-002"/>
            </connections>
            """,
        objects: """
            <tapGestureRecognizer numberOfTapsRequired="2" id="tap-01-001">
                <connections>
                    <action selector="cardTapped:" destination="vc-01-001" id="act-01-020"/>
                </connections>
            </tapGestureRecognizer>
            """)

    private static let resources = """
        <image name="gear" catalog="system" width="128" height="122"/>
        <image name="list.bullet" catalog="system" width="128" height="87"/>
        <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
        """

    /// The layout initializer of `feed`, which every test of `feed` compares whole with the members it is about.
    private static let feedInitializer = """
        /// Snippet.FeedViewController: Snippet.storyboard, view `root-01-001`.
        private init(snippetFeedViewController key: CodeInterfaceBuilderKey, viewController: UIViewController?) {
            let view = UIView()

            let toolbar = UIToolbar()
            toolbar.frame = CGRect(x: 0, y: 769, width: 393, height: 49)
            toolbar.isOpaque = false
            toolbar.clearsContextBeforeDrawing = false
            toolbar.contentMode = .scaleToFill
            view.addSubview(toolbar)

            let cardView = UIView()
            cardView.frame = CGRect(x: 20, y: 100, width: 353, height: 200)
            view.addSubview(cardView)

            // The bar items `configure(_:key:)` gave the controller: its outlets and actions reach the items on screen.
            let (editBarButtonItem, addButton, _) = viewController.flatMap { Self.keptBarItems(of: $0) } ?? Self.makeBarItems()

            let shareBarButtonItem = UIBarButtonItem()
            shareBarButtonItem.title = "Share"
            shareBarButtonItem.image = UIImage(systemName: "square.and.arrow.up")

            let flexibleSpaceBarButtonItem = UIBarButtonItem(systemItem: .flexibleSpace)

            let trashBarButtonItem = UIBarButtonItem(systemItem: .trash)
            trashBarButtonItem.style = .done

            let tapRecognizer = UITapGestureRecognizer()
            tapRecognizer.numberOfTapsRequired = 2

            toolbar.items = [
                shareBarButtonItem,
                flexibleSpaceBarButtonItem,
                trashBarButtonItem,
            ]
            cardView.addGestureRecognizer(tapRecognizer)

            self.key = key
            self.view = view
            self.applySizeClasses = { _, _ in }
            self.addButton = addButton
            self.cardView = cardView
            self.tapRecognizer = tapRecognizer
            self.cardTappedGestureRecognizers = [
                tapRecognizer,
            ]
            self.editBarButtonItems = [
                editBarButtonItem,
            ]
            self.shareBarButtonItems = [
                shareBarButtonItem,
            ]
        }
        """

    private func generate(_ scenes: String, _ file: String) -> String {
        let result = Generate.text(Generate.storyboard(scenes: scenes, resources: Self.resources))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Generate.builderText(result, file)
    }

    @Test func navigationItemAndTabBarItemAreSetByConfigure() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "addButton", "configure(_:key:)", "makeBarItems()", "keptBarItems(of:)", "keep(_:on:)",
            "init(snippetFeedViewController:viewController:)",
            in: text,
            // Without views, when the controller is created: everything, the bar items the builder's outlet and action
            // reach (and the gear that shares their setting) too, kept with the controller for the builder to adopt.
            """
            /// The `addButton` outlet.
            let addButton: UIBarButtonItem

            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. It keeps the bar items that this builder's outlets and actions reach with the controller: the
            /// builder created with `init(key:viewController:)` adopts them. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetFeedViewController:
                    let favoritesTabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
                    let barItems = makeBarItems()
                    let (editBarButtonItem, addButton, gearBarButtonItem) = barItems
                    viewController.navigationItem.title = "Feed"
                    viewController.navigationItem.prompt = "Today"
                    viewController.navigationItem.largeTitleDisplayMode = .never
                    viewController.tabBarItem = favoritesTabBarItem
                    viewController.navigationItem.leftBarButtonItem = editBarButtonItem
                    viewController.navigationItem.rightBarButtonItems = [
                        addButton,
                        gearBarButtonItem,
                    ]
                    // Kept with the controller: the builder created for this controller adopts them.
                    keep(barItems, on: viewController)
                default:
                    key.fail(noLayoutIn: "FeedViewControllerCodeInterfaceBuilder")
                }
            }

            /// New bar items of `.snippetFeedViewController`, as Interface Builder sets them up: those the controller
            /// holds and this builder's outlets and actions reach.
            private static func makeBarItems() -> (editBarButtonItem: UIBarButtonItem, addButton: UIBarButtonItem, gearBarButtonItem: UIBarButtonItem) {
                let editBarButtonItem = UIBarButtonItem(systemItem: .edit)
                let addButton = UIBarButtonItem(systemItem: .add)
                let gearBarButtonItem = UIBarButtonItem()
                gearBarButtonItem.image = UIImage(systemName: "gear")
                gearBarButtonItem.tintColor = UIColor.systemGray
                return (editBarButtonItem, addButton, gearBarButtonItem)
            }

            /// The bar items `configure(_:key:)` created for `viewController` with `.snippetFeedViewController`, with any
            /// changes the app made to them; `nil` when it created none for it.
            static func keptBarItems(of viewController: UIViewController) -> (editBarButtonItem: UIBarButtonItem, addButton: UIBarButtonItem, gearBarButtonItem: UIBarButtonItem)? {
                if let barItems = objc_getAssociatedObject(viewController, &barItemsStorage) as? [UIBarButtonItem] {
                    // `keep(_:on:)` kept them in this order, with these classes.
                    return (barItems[0], barItems[1], barItems[2])
                }
                return nil
            }

            /// Keeps `barItems` with `viewController`, where `keptBarItems(of:)` finds them.
            private static func keep(_ barItems: (editBarButtonItem: UIBarButtonItem, addButton: UIBarButtonItem, gearBarButtonItem: UIBarButtonItem), on viewController: UIViewController) {
                let items: [UIBarButtonItem] = [barItems.editBarButtonItem, barItems.addButton, barItems.gearBarButtonItem]
                objc_setAssociatedObject(viewController, &barItemsStorage, items, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            """ + "\n\n" + Self.feedInitializer)
    }

    /// The adopting initializer takes the controller without a default: a controller whose own `loadView()` drops
    /// its `configure(self)` call and keeps `init(key:)` must not compile into buttons without actions.
    @Test func theAdoptingInitializerRequiresTheController() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(key:viewController:)", in: text,
            """
            /// Creates the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases.
            ///
            /// Adopts the bar items `configure(_:key:)` created for `viewController`, with any changes the app made
            /// to them. Without them (`nil`, or a controller it did not configure), creates new items that no
            /// controller shows.
            init(key: CodeInterfaceBuilderKey, viewController: UIViewController?) {
                switch key {
                case CodeInterfaceBuilderKey.snippetFeedViewController:
                    self.init(snippetFeedViewController: key, viewController: viewController)
                default:
                    key.fail(noLayoutIn: "FeedViewControllerCodeInterfaceBuilder")
                }
            }
            """)
    }

    /// The starter `unboard migrate` writes for the class of `scenes`' scene named `className`.
    private func starter(_ scenes: String, _ className: String) -> String {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let xml = Generate.storyboard(scenes: scenes, resources: Self.resources)
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))])
        return result.starters.first { $0.name == className + "+CodeInterfaceBuilder.swift" }?.contents ?? ""
    }

    /// A starter whose builder adopts bar items: the key's setter configures the controller again for a key changed
    /// before the view loads (not for the first key, which follows `configure(_:key:)`), then sets the bar item outlets
    /// from the items `configure(_:key:)` kept (before the view loads, as a storyboard connects them); `loadView()`
    /// configures a controller created with a plain initializer, then creates the builder with the controller.
    @Test func startersOfAdoptingBuildersSetBarItemOutletsWithTheKeyAndConfigureAPlainController() {
        let text = starter(Self.feed, "FeedViewController")
        for fragment in [
            """
                    set {
                        let previous = objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey
                        objc_setAssociatedObject(self, &codeInterfaceBuilderKeyStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            """,
            """
                        restorationIdentifier = restorationIdentifier ?? newValue.rawValue
                        // Another layout, chosen before the view loads: its title, navigation item and bar items.
                        if !isViewLoaded && previous != nil && previous != newValue {
                            FeedViewControllerCodeInterfaceBuilder.configure(self, key: newValue)
                        }
                        // The bar item outlets, set now, before the view loads, as the storyboard connected them.
                        if let kept = FeedViewControllerCodeInterfaceBuilder.keptBarItems(of: self) {
                            addButton = kept.addButton
                        }
            """,
            """
                override func loadView() {
                    // Created with a plain initializer: configured now, so that the builder adopts bar items on screen.
                    if FeedViewControllerCodeInterfaceBuilder.keptBarItems(of: self) == nil {
                        FeedViewControllerCodeInterfaceBuilder.configure(self, key: codeInterfaceBuilderKey)
                    }
                    let builder = FeedViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey, viewController: self)
            """,
        ] {
            #expect(text.contains(fragment), "\(fragment)\n---\n\(text)")
        }
    }

    /// Issue 15 (expert review): items of different classes (a tab bar item and a bar button item) are kept as an
    /// array of `UIBarItem`, an `NSArray` for Objective-C, unpacked by position with each item's class, not as a Swift
    /// tuple, which Objective-C would keep boxed in an opaque object.
    @Test func barItemsOfDifferentClassesAreKeptAsAnArrayOfBarItems() {
        let scene = Generate.scene(
            "03-001", class: "InboxViewController",
            extras: """
                <tabBarItem key="tabBarItem" title="Inbox" id="tbi-03-001"/>
                <navigationItem key="navigationItem" title="Inbox" id="nvi-03-001">
                    <barButtonItem key="rightBarButtonItem" systemItem="compose" id="bbi-03-001"/>
                </navigationItem>
                <connections>
                    <outlet property="inboxItem" destination="tbi-03-001" id="out-03-001"/>
                    <outlet property="composeButton" destination="bbi-03-001" id="out-03-002"/>
                </connections>
                """)
        let text = generate(scene, "InboxViewControllerCodeInterfaceBuilder.swift")
        for fragment in [
            "let items: [UIBarItem] = [barItems.inboxItem, barItems.composeButton]\n",
            "if let barItems = objc_getAssociatedObject(viewController, &barItemsStorage) as? [UIBarItem] {\n",
            "barItems[0] as! ", "barItems[1] as! ", " as! UITabBarItem", " as! UIBarButtonItem",
        ] {
            #expect(text.contains(fragment), "\(fragment)\n---\n\(text)")
        }
        #expect(!text.contains("as? ("), "\(text)")
    }

    /// A starter whose builder adopts nothing creates it with the key alone, and neither looks for kept items.
    @Test func startersOfOtherBuildersPassNoController() {
        let text = starter(
            Generate.scene(
                "02-001", class: "PlainViewController",
                extras: #"<navigationItem key="navigationItem" title="Plain" id="nvi-02-001"/>"#), "PlainViewController"
        )
        #expect(
            text.contains("let builder = PlainViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)\n"),
            "\(text)")
        #expect(!text.contains("keptBarItems") && !text.contains("viewController: self"), "\(text)")
    }

    @Test func toolbarItemsAreSetOnceTheyExist() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(snippetFeedViewController:viewController:)", in: text,
            Self.feedInitializer)
    }

    /// A bar button item's storyboard action is its target and action, which the app may replace at any time; the
    /// builder sets them with `add<Name>Target(_:action:)`, and the starter wires the item with it, as Interface
    /// Builder did, not with `add<Name>Action(_:)`, whose `primaryAction` would silence the app's target and action.
    @Test func barButtonItemActionsAreWiredAsTheItemsTargetAndAction() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "addShareTarget(_:action:)", in: text,
            """
            /// Sends `action` to `target` when a bar button item wired to `share:` in Interface Builder
            /// sends its action: `addTarget(self, action: #selector(...))`.
            /// A bar button item gets them as its `target` and `action`, as Interface Builder's connection gave them:
            /// a target and action the app sets on it later replace them.
            func addShareTarget(_ target: Any, action: Selector) {
                for item in shareBarButtonItems {
                    item.target = target as AnyObject
                    item.action = action
                }
            }
            """)
        let starter = starter(Self.feed, "FeedViewController")
        #expect(
            starter.contains("builder.addShareTarget(self, action: #selector(FeedViewController.share(_:)))\n"),
            "\(starter)")
        #expect(!starter.contains("builder.addShareAction("), "\(starter)")
    }

    /// Each bar button item action calls the builder's one `setPrimaryAction(_:of:)`, which says once, not on every
    /// action, why an item the app gave a target and action keeps them.
    @Test func barButtonItemActionsUseThePrimaryActionAndKeepTheItemsLook() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "shareBarButtonItems", "addShareAction(_:)", "setPrimaryAction(_:of:)",
            "init(snippetFeedViewController:viewController:)", in: text,
            """
            private let shareBarButtonItems: [UIBarButtonItem]

            /// Performs `action` when a bar button item wired to `share:` in Interface Builder is tapped.
            /// An item the app gave a target and action keeps them (`setPrimaryAction(_:of:)`);
            /// `addShareTarget(_:action:)` wires the items as Interface Builder did.
            func addShareAction(_ action: UIAction) {
                setPrimaryAction(action, of: shareBarButtonItems)
            }

            /// Makes `action` the `primaryAction` of `items`. A bar button item performs one action: the last one given.
            /// An item the app gave a target and action keeps them, as with a storyboard, where the app's replace
            /// Interface Builder's; the others perform `action` instead of a target and action set later.
            private func setPrimaryAction(_ action: UIAction, of items: [UIBarButtonItem]) {
                for item in items {
                    // An action the app gave the item stays: UIKit ignores it once `primaryAction` is set.
                    if item.action == nil {
                        // `primaryAction` gives the item the action's title and image; the item keeps its own, `nil` too.
                        let title = item.title
                        let image = item.image
                        item.primaryAction = action
                        item.title = title
                        item.image = image
                    }
                }
            }
            """ + "\n\n" + Self.feedInitializer)
        #expect(text.contains("func addEditAction(_ action: UIAction)"))
    }

    @Test func gestureRecognizersAreAddedToTheirViewsAndTakeTargets() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "tapRecognizer", "cardTappedGestureRecognizers", "addCardTappedTarget(_:action:)",
            "init(snippetFeedViewController:viewController:)", in: text,
            """
            /// The `tapRecognizer` outlet.
            let tapRecognizer: UITapGestureRecognizer

            private let cardTappedGestureRecognizers: [UIGestureRecognizer]

            /// Sends `action` to `target` when a gesture recognizer wired to `cardTapped:` in Interface Builder
            /// recognizes its gesture: `addTarget(self, action: #selector(...))`.
            func addCardTappedTarget(_ target: Any, action: Selector) {
                for recognizer in cardTappedGestureRecognizers {
                    recognizer.addTarget(target, action: action)
                }
            }
            """ + "\n\n" + Self.feedInitializer)
    }

    @Test func navigationControllerGetsABuilderThatConfiguresIt() {
        let scenes = """
            <scene sceneID="scn-01-010">
                <objects>
                    <navigationController storyboardIdentifier="Root" navigationBarHidden="YES" id="nav-01-001" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Feed" image="list.bullet" catalog="system" id="tbi-01-001"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" id="nbr-01-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="barTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc-01-001" kind="relationship" relationship="rootViewController" id="seg-01-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """ + Self.feed
        let text = generate(scenes, "RootCodeInterfaceBuilder.swift")
        expectDeclarations(
            "RootCodeInterfaceBuilder", "configureViewController", "configure(_:)", "init(snippetRoot:)", in: text,
            """
            /// Configures `Root` (a `UINavigationController`) as Interface Builder sets it up.
            ///
            /// Layouts: `.snippetRoot` (Snippet.Root).
            @MainActor
            struct RootCodeInterfaceBuilder {
                /// The layout this builder configures.
                let key: CodeInterfaceBuilderKey
                private let configureViewController: @MainActor (UINavigationController) -> Void

                /// Creates the bar items of the scene named by `key`, one of the `CodeInterfaceBuilderKey` cases.
                init(key: CodeInterfaceBuilderKey) {
                    switch key {
                    case CodeInterfaceBuilderKey.snippetRoot:
                        self.init(snippetRoot: key)
                    default:
                        key.fail(noLayoutIn: "RootCodeInterfaceBuilder")
                    }
                }

                /// Sets the properties Interface Builder gives the view controller itself: its title, navigation item, tab bar
                /// item, toolbar items and presentation. Call it when the controller is created, before its children are added.
                func configure(_ viewController: UINavigationController) {
                    configureViewController(viewController)
                }

                /// Snippet.Root: Snippet.storyboard.
                private init(snippetRoot key: CodeInterfaceBuilderKey) {
                    let feedTabBarItem = UITabBarItem()
                    feedTabBarItem.title = "Feed"
                    feedTabBarItem.image = UIImage(systemName: "list.bullet")

                    self.key = key
                    self.configureViewController = { viewController in
                        viewController.isNavigationBarHidden = true
                        viewController.navigationBar.contentMode = .scaleToFill
                        viewController.navigationBar.prefersLargeTitles = true
                        viewController.navigationBar.barTintColor = UIColor(white: 1, alpha: 1)
                        viewController.tabBarItem = feedTabBarItem
                    }
                }
            }

            private let configureViewController: @MainActor (UINavigationController) -> Void

            /// Sets the properties Interface Builder gives the view controller itself: its title, navigation item, tab bar
            /// item, toolbar items and presentation. Call it when the controller is created, before its children are added.
            func configure(_ viewController: UINavigationController) {
                configureViewController(viewController)
            }

            /// Snippet.Root: Snippet.storyboard.
            private init(snippetRoot key: CodeInterfaceBuilderKey) {
                let feedTabBarItem = UITabBarItem()
                feedTabBarItem.title = "Feed"
                feedTabBarItem.image = UIImage(systemName: "list.bullet")

                self.key = key
                self.configureViewController = { viewController in
                    viewController.isNavigationBarHidden = true
                    viewController.navigationBar.contentMode = .scaleToFill
                    viewController.navigationBar.prefersLargeTitles = true
                    viewController.navigationBar.barTintColor = UIColor(white: 1, alpha: 1)
                    viewController.tabBarItem = feedTabBarItem
                }
            }
            """)
        #expect(!text.contains("let view"), "a navigation controller has no view of its own to lay out")
        #expect(!text.contains("frame"), "the navigation controller places its bar")
    }
}
