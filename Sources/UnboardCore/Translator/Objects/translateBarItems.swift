extension ViewClass {
    /// What every `UIBarItem` (bar button item, tab bar item) has.
    static let uiBarItem = ViewClass(
        swiftType: "UIBarItem",
        attributes: [
            "title": Rules.text("title"),
            "image": Rules.image("image"),
            "landscapeImage": Rules.image("landscapeImagePhone"),
            "largeContentSizeImage": Rules.image("largeContentSizeImage"),
            "enabled": Rules.bool("isEnabled"),
            "tag": Rules.integer("tag"),
            // `catalog="system"` marks the image as an SF Symbol; the resources already say so.
            "catalog": Rules.consumed,
        ],
        elements: [
            "accessibility": translateAccessibility,
            "inset:imageInsets": insets("imageInsets"),
        ],
        defaults: ["enabled": "YES", "tag": "0"])

    /// `UIBarButtonItem`: created with its system item, or empty and given its title, image and style.
    static let uiBarButtonItem = ViewClass(
        swiftType: "UIBarButtonItem",
        attributes: [
            "style": Rules.enumeration(barButtonItemStyles, "style"),
            "width": Rules.number("width"),
            "springLoaded": Rules.bool("isSpringLoaded"),
        ],
        elements: ["color:tintColor": Rules.color("tintColor")],
        defaults: ["style": "plain", "width": "0"],
        constructionAttributes: ["systemItem"],
        keyedViews: ["customView"],
        construction: { item, context in
            let type = SwiftExpression.identifier(item.customClass?.name ?? "UIBarButtonItem")
            guard let systemItem = item.attributes["systemItem"] else { return type() }
            let member = context.enumeration(
                systemItem, in: barButtonSystemItems, attribute: "systemItem", line: item.line,
                element: item.elementName)
            // The primary action is set by `add<Name>Action(_:)`; this initializer needs no selector.
            return type(SwiftArgument("systemItem", member ?? .dot("done")))
        }
    ).inheriting(from: .uiBarItem)

    /// `UITabBarItem`: created with its system item, or empty and given its title and images.
    static let uiTabBarItem = ViewClass(
        swiftType: "UITabBarItem",
        attributes: [
            "selectedImage": Rules.image("selectedImage"),
            "badgeValue": Rules.string("badgeValue"),
        ],
        elements: ["color:badgeColor": Rules.color("badgeColor")],
        constructionAttributes: ["systemItem"],
        construction: { item, context in
            let type = SwiftExpression.identifier(item.customClass?.name ?? "UITabBarItem")
            guard let systemItem = item.attributes["systemItem"] else { return type() }
            let member = context.enumeration(
                systemItem, in: tabBarSystemItems, attribute: "systemItem", line: item.line, element: item.elementName)
            let tag = item.attributes["tag"].flatMap(Int.init) ?? 0
            return type(
                SwiftArgument("tabBarSystemItem", member ?? .dot("more")), SwiftArgument("tag", .literal(.int(tag))))
        }
    ).inheriting(from: .uiBarItem)

    /// The properties of a `UINavigationItem`, as a controller's `navigationItem` or an item of a navigation bar.
    static let navigationItemProperties = ViewClass(
        swiftType: "UINavigationItem",
        attributes: [
            "title": Rules.text("title"),
            "prompt": Rules.text("prompt"),
            "backButtonTitle": Rules.text("backButtonTitle"),
            "hidesBackButton": Rules.bool("hidesBackButton"),
            "leftItemsSupplementBackButton": Rules.bool("leftItemsSupplementBackButton"),
            "largeTitleDisplayMode": Rules.enumeration(largeTitleDisplayModes, "largeTitleDisplayMode"),
            "backButtonDisplayMode": Rules.enumeration(backButtonDisplayModes, "backButtonDisplayMode"),
            "hidesSearchBarWhenScrolling": Rules.bool("hidesSearchBarWhenScrolling"),
        ],
        elements: [
            "barButtonItem:leftBarButtonItem": Rules.object("leftBarButtonItem"),
            "barButtonItem:rightBarButtonItem": Rules.object("rightBarButtonItem"),
            "barButtonItem:backBarButtonItem": Rules.object("backBarButtonItem"),
            "leftBarButtonItems": Rules.objects("leftBarButtonItems"),
            "rightBarButtonItems": Rules.objects("rightBarButtonItems"),
        ],
        defaults: [
            "largeTitleDisplayMode": "automatic", "hidesBackButton": "NO", "leftItemsSupplementBackButton": "NO",
        ],
        keyedViews: ["titleView"])

    /// A `UINavigationItem` that a navigation bar shows, created with its title.
    static let uiNavigationItem: ViewClass = {
        var item = navigationItemProperties
        item.constructionAttributes = ["title"]
        item.construction = { item, context in
            SwiftExpression.identifier(item.customClass?.name ?? "UINavigationItem")(
                SwiftArgument(
                    "title", context.text(item.attributes["title"] ?? "", objectID: item.id, property: "title")))
        }
        return item
    }()

    /// `UIBarButtonItem.Style`; `bordered` has meant `plain` since iOS 7.
    static let barButtonItemStyles = ["plain": "plain", "done": "done", "bordered": "plain"]

    /// `UIBarButtonItem.SystemItem`.
    static let barButtonSystemItems = Dictionary(
        uniqueKeysWithValues: [
            "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
            "organize",
            "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward",
            "undo",
            "redo", "close",
        ].map { ($0, $0) })

    /// `UITabBarItem.SystemItem`.
    static let tabBarSystemItems = Dictionary(
        uniqueKeysWithValues: [
            "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
            "downloads",
            "mostRecent", "mostViewed",
        ].map { ($0, $0) })

    /// `UINavigationItem.LargeTitleDisplayMode`.
    static let largeTitleDisplayModes = ["automatic": "automatic", "always": "always", "never": "never"]

    /// `UINavigationItem.BackButtonDisplayMode`.
    static let backButtonDisplayModes = ["default": "default", "generic": "generic", "minimal": "minimal"]
}
