extension ViewClass {
    /// The properties of every `UIViewController` that IB sets: title, navigation item, tab bar item, toolbar
    /// items, presentation. The builder's static `configure(_:key:)` sets them on the controller without its views,
    /// its `configure(_:)` those that hold bar items the builder wires.
    static let uiViewController = ViewClass(
        swiftType: "UIViewController",
        attributes: [
            "title": Rules.text("title"),
            "restorationIdentifier": Rules.string("restorationIdentifier"),
            "hidesBottomBarWhenPushed": Rules.bool("hidesBottomBarWhenPushed"),
            "definesPresentationContext": Rules.bool("definesPresentationContext"),
            "providesPresentationContextTransitionStyle": Rules.bool("providesPresentationContextTransitionStyle"),
            "extendedLayoutIncludesOpaqueBars": Rules.bool("extendedLayoutIncludesOpaqueBars"),
            "modalPresentationCapturesStatusBarAppearance": Rules.bool("modalPresentationCapturesStatusBarAppearance"),
            "modalInPresentation": Rules.bool("isModalInPresentation"),
            "modalPresentationStyle": Rules.enumeration(modalPresentationStyles, "modalPresentationStyle"),
            "modalTransitionStyle": Rules.enumeration(modalTransitionStyles, "modalTransitionStyle"),
            "useStoryboardIdentifierAsRestorationIdentifier": { value, t in
                guard value == "YES", let identifier = t.view.attributes["storyboardIdentifier"] else { return }
                t.assign("restorationIdentifier", value: .string(identifier))
            },
            // The storyboard identifier names the key; IB's scene membership describes the document.
            "storyboardIdentifier": Rules.consumed,
            "sceneMemberID": Rules.consumed,
        ],
        elements: [
            "navigationItem:navigationItem": Rules.nested(.navigationItemProperties, "navigationItem"),
            "tabBarItem:tabBarItem": Rules.object("tabBarItem"),
            "toolbarItems": Rules.objects("toolbarItems"),
            "extendedEdge:edgesForExtendedLayout": GestureRecognizerClass.rectEdge("edgesForExtendedLayout"),
            // Deprecated since iOS 7 under this name; `preferredContentSize` is the same size.
            "value:contentSizeForViewInPopover": size("preferredContentSize"),
            "size:preferredContentSize": size("preferredContentSize"),
            // `<nil name="viewControllers"/>`: the controllers a container shows come from its segues.
            "nil": Rules.consumedElement,
        ],
        defaults: [
            "hidesBottomBarWhenPushed": "NO", "definesPresentationContext": "NO",
            "extendedLayoutIncludesOpaqueBars": "NO",
            "providesPresentationContextTransitionStyle": "NO", "modalInPresentation": "NO",
        ])

    /// `UITableViewController`.
    static let uiTableViewController = ViewClass(
        swiftType: "UITableViewController",
        attributes: ["clearsSelectionOnViewWillAppear": Rules.bool("clearsSelectionOnViewWillAppear")],
        elements: ["refreshControl:refreshControl": refreshControl],
        defaults: ["clearsSelectionOnViewWillAppear": "YES"]
    ).inheriting(from: .uiViewController)

    /// `UICollectionViewController`.
    static let uiCollectionViewController = ViewClass(
        swiftType: "UICollectionViewController",
        attributes: [
            "clearsSelectionOnViewWillAppear": Rules.bool("clearsSelectionOnViewWillAppear"),
            "installsStandardGestureForInteractiveMovement": Rules.bool(
                "installsStandardGestureForInteractiveMovement"),
            "useLayoutToLayoutNavigationTransitions": Rules.bool("useLayoutToLayoutNavigationTransitions"),
        ],
        defaults: ["clearsSelectionOnViewWillAppear": "YES", "installsStandardGestureForInteractiveMovement": "YES"]
    ).inheriting(from: .uiViewController)

    /// `UINavigationController`: its bars are configured in place (a custom bar class needs
    /// `init(navigationBarClass:toolbarClass:)`, which is reported).
    static let uiNavigationController = ViewClass(
        swiftType: "UINavigationController",
        attributes: [
            "navigationBarHidden": Rules.bool("isNavigationBarHidden"),
            "toolbarHidden": Rules.bool("isToolbarHidden"),
            "hidesBarsOnSwipe": Rules.bool("hidesBarsOnSwipe"),
            "hidesBarsOnTap": Rules.bool("hidesBarsOnTap"),
            "hidesBarsWhenKeyboardAppears": Rules.bool("hidesBarsWhenKeyboardAppears"),
            "hidesBarsWhenVerticallyCompact": Rules.bool("hidesBarsWhenVerticallyCompact"),
        ],
        elements: [
            "navigationBar:navigationBar": Rules.nested(.uiNavigationBar, "navigationBar"),
            "toolbar:toolbar": Rules.nested(.uiToolbar, "toolbar"),
        ],
        defaults: ["navigationBarHidden": "NO", "toolbarHidden": "YES"]
    ).inheriting(from: .uiViewController)

    /// `UITabBarController`.
    static let uiTabBarController = ViewClass(
        swiftType: "UITabBarController",
        elements: ["tabBar:tabBar": Rules.nested(.uiTabBar, "tabBar")]
    ).inheriting(from: .uiViewController)

    /// `UISplitViewController`; its column style is chosen at creation, so `allowDoubleColumnStyle` is reported.
    static let uiSplitViewController = ViewClass(
        swiftType: "UISplitViewController",
        attributes: [
            "preferredDisplayMode": Rules.enumeration(splitDisplayModes, "preferredDisplayMode"),
            "behavior": Rules.enumeration(IBEnumerations.splitBehavior, "preferredSplitBehavior"),
            "primaryBackgroundStyle": Rules.enumeration(IBEnumerations.splitBackgroundStyle, "primaryBackgroundStyle"),
            "presentsWithGesture": Rules.bool("presentsWithGesture"),
            "showsSecondaryOnlyButton": Rules.bool("showsSecondaryOnlyButton"),
        ],
        defaults: ["preferredDisplayMode": "automatic", "behavior": "automatic", "primaryBackgroundStyle": "none"],
        // The scene's factory creates a column-style split view controller for it.
        constructionAttributes: ["allowDoubleColumnStyle"]
    ).inheriting(from: .uiViewController)

    /// `UIPageViewController`: its transition style and orientation are chosen at creation, by the scene's factory
    /// (`<Storyboard>Scenes`); its spine location is reported.
    static let uiPageViewController = ViewClass(
        swiftType: "UIPageViewController", constructionAttributes: ["transitionStyle", "navigationOrientation"]
    ).inheriting(from: .uiViewController)

    /// `<refreshControl key="refreshControl">`: a view the builder creates beside the table, with its actions wired
    /// like any control's, and that `configure(_:)` gives the controller. "Assigning a refresh control to this
    /// property adds the control to the view controller’s associated interface." "When the user initiates a refresh
    /// operation, the control generates a valueChanged event." (…/uikit/uitableviewcontroller/refreshcontrol)
    static let refreshControl: ElementRule = { element, t in
        guard let scope = t.scope else { return }
        let control = IBView(element, in: t.context.source, diagnostics: t.context.diagnostics)
        t.assign("refreshControl", value: .identifier(scope.translateDetachedView(control, keepsFrame: false)))
    }

    /// `<value key="..." type="size" width= height=>` or `<size key=... width= height=>` as a `CGSize`.
    static func size(_ property: String) -> ElementRule {
        { element, t in
            let a = element.attributes
            t.assign(
                property,
                value: SwiftExpression.identifier("CGSize")(
                    SwiftArgument("width", .number(a["width"].flatMap(Double.init) ?? 0)),
                    SwiftArgument("height", .number(a["height"].flatMap(Double.init) ?? 0))))
        }
    }

    /// `UIModalPresentationStyle`.
    static let modalPresentationStyles = Dictionary(
        uniqueKeysWithValues: [
            "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen", "overCurrentContext",
            "popover", "none", "automatic",
        ].map { ($0, $0) })

    /// `UIModalTransitionStyle`.
    static let modalTransitionStyles = Dictionary(
        uniqueKeysWithValues: [
            "coverVertical", "flipHorizontal", "crossDissolve", "partialCurl",
        ].map { ($0, $0) })

    /// `UISplitViewController.DisplayMode`, with IB's short names and the names before iOS 14.
    static let splitDisplayModes = [
        "automatic": "automatic", "secondaryOnly": "secondaryOnly", "beside": "oneBesideSecondary",
        "over": "oneOverSecondary", "twoBeside": "twoBesideSecondary", "twoOver": "twoOverSecondary",
        "twoDisplace": "twoDisplaceSecondary", "oneBesideSecondary": "oneBesideSecondary",
        "oneOverSecondary": "oneOverSecondary", "twoBesideSecondary": "twoBesideSecondary",
        "twoOverSecondary": "twoOverSecondary", "twoDisplaceSecondary": "twoDisplaceSecondary",
        "allVisible": "oneBesideSecondary", "primaryHidden": "secondaryOnly", "primaryOverlay": "oneOverSecondary",
    ]
}
