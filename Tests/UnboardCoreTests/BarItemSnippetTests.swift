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
        private init(snippetFeedViewController key: CodeInterfaceBuilderKey) {
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

            let shareBarButtonItem = UIBarButtonItem()
            shareBarButtonItem.title = "Share"
            shareBarButtonItem.image = UIImage(systemName: "square.and.arrow.up")

            let flexibleSpaceBarButtonItem = UIBarButtonItem(systemItem: .flexibleSpace)

            let trashBarButtonItem = UIBarButtonItem(systemItem: .trash)
            trashBarButtonItem.style = .done

            let editBarButtonItem = UIBarButtonItem(systemItem: .edit)

            let addButton = UIBarButtonItem(systemItem: .add)

            let gearBarButtonItem = UIBarButtonItem()
            gearBarButtonItem.image = UIImage(systemName: "gear")
            gearBarButtonItem.tintColor = UIColor.systemGray

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
            self.configureViewController = { viewController in
                if Self.isViewFree([
                    viewController.navigationItem.leftBarButtonItem,
                ]) {
                    viewController.navigationItem.leftBarButtonItem = editBarButtonItem
                }
                if Self.isViewFree((viewController.navigationItem.rightBarButtonItems ?? []) as [UIBarItem?]) {
                    viewController.navigationItem.rightBarButtonItems = [
                        addButton,
                        gearBarButtonItem,
                    ]
                }
            }
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
            "addButton", "configureViewController", "configure(_:key:)", "viewFreeBarItems", "isViewFree(_:)",
            "configure(_:)",
            "init(snippetFeedViewController:)", in: text,
            // Without views, when the controller is created: everything, with copies of the bar items the builder's
            // outlet and action reach (and of the gear that shares their setting). With the builder: those items,
            // where the copies still are.
            """
            /// The `addButton` outlet.
            let addButton: UIBarButtonItem

            private let configureViewController: @MainActor (UIViewController) -> Void

            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. Bar items that this builder's outlets and actions reach are set as copies, which `configure(_:)`
            /// replaces with the builder's own. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetFeedViewController:
                    let editBarButtonItem = UIBarButtonItem(systemItem: .edit)
                    let addButton = UIBarButtonItem(systemItem: .add)
                    let gearBarButtonItem = UIBarButtonItem()
                    gearBarButtonItem.image = UIImage(systemName: "gear")
                    gearBarButtonItem.tintColor = UIColor.systemGray
                    let favoritesTabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
                    viewController.navigationItem.title = "Feed"
                    viewController.navigationItem.prompt = "Today"
                    viewController.navigationItem.largeTitleDisplayMode = .never
                    viewController.tabBarItem = favoritesTabBarItem
                    viewController.navigationItem.leftBarButtonItem = editBarButtonItem
                    viewController.navigationItem.rightBarButtonItems = [
                        addButton,
                        gearBarButtonItem,
                    ]
                    viewFreeBarItems.removeAll(where: { copy in
                        copy() == nil
                    })
                    viewFreeBarItems.append { [weak editBarButtonItem] in
                        editBarButtonItem
                    }
                    viewFreeBarItems.append { [weak addButton] in
                        addButton
                    }
                    viewFreeBarItems.append { [weak gearBarButtonItem] in
                        gearBarButtonItem
                    }
                default:
                    preconditionFailure("FeedViewControllerCodeInterfaceBuilder has no layout named " + key.rawValue)
                }
            }

            /// The copies of this builder's bar items that `configure(_:key:)` gave controllers, held weakly: a
            /// controller that never loads its view keeps them alive, not the builder.
            private static var viewFreeBarItems: [@MainActor () -> UIBarItem?] = []

            /// Whether `items` are copies `configure(_:key:)` made, every one: none that the app set since.
            private static func isViewFree(_ items: [UIBarItem?]) -> Bool {
                return !items.isEmpty && items.allSatisfy { item in
                    item != nil && viewFreeBarItems.contains(where: { copy in
                        copy() === item
                    })
                }
            }

            /// Gives the view controller the bar items and views of its own that this builder holds (its outlets and
            /// actions reach them): call it where the views are created, in `loadView()`. A bar item property still
            /// holding the copies `configure(_:key:)` set gets the builder's items; one the app has set since keeps
            /// the app's. The other properties Interface Builder gives the controller need no view: `configure(_:key:)`
            /// sets them when it is created.
            func configure(_ viewController: UIViewController) {
                configureViewController(viewController)
            }
            """ + "\n\n" + Self.feedInitializer)
    }

    @Test func toolbarItemsAreSetOnceTheyExist() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(snippetFeedViewController:)", in: text,
            Self.feedInitializer)
    }

    @Test func barButtonItemActionsUseThePrimaryActionAndKeepTheItemsLook() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "shareBarButtonItems", "addShareAction(_:)", "init(snippetFeedViewController:)", in: text,
            """
            private let shareBarButtonItems: [UIBarButtonItem]

            /// Performs `action` when a bar button item wired to `share:` in Interface Builder is tapped.
            /// A bar button item performs one action: the last one given.
            func addShareAction(_ action: UIAction) {
                for item in shareBarButtonItems {
                    // `primaryAction` gives the item the action's title and image; the item keeps its own.
                    let title = item.title
                    let image = item.image
                    item.primaryAction = action
                    item.title = title ?? item.title
                    item.image = image ?? item.image
                }
            }
            """ + "\n\n" + Self.feedInitializer)
        #expect(text.contains("func addEditAction(_ action: UIAction)"))
    }

    @Test func gestureRecognizersAreAddedToTheirViewsAndTakeTargets() {
        let text = generate(Self.feed, "FeedViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "tapRecognizer", "cardTappedGestureRecognizers", "addCardTappedTarget(_:action:)",
            "init(snippetFeedViewController:)", in: text,
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

                /// Creates the bar items of the scene named by `key`, one of the `CodeInterfaceBuilderKey` constants.
                init(key: CodeInterfaceBuilderKey) {
                    switch key {
                    case CodeInterfaceBuilderKey.snippetRoot:
                        self.init(snippetRoot: key)
                    default:
                        preconditionFailure("RootCodeInterfaceBuilder has no layout named " + key.rawValue)
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
