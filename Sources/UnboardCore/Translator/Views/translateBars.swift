extension ViewClass {
    /// What navigation bars, toolbars, tab bars and search bars share.
    private static let bar = ViewClass(
        swiftType: "UIView",
        attributes: [
            "barStyle": Rules.enumeration(barStyles, "barStyle"),
            "translucent": Rules.bool("isTranslucent"),
        ],
        elements: ["color:barTintColor": Rules.color("barTintColor")],
        interfaceBuilderOmissions: ["barStyle": "default", "translucent": "YES"]
    ).inheriting(from: .uiView)

    /// `UINavigationBar`, with its navigation items; also the bar of a navigation controller.
    static let uiNavigationBar = ViewClass(
        swiftType: "UINavigationBar",
        attributes: [
            "prefersLargeTitles": Rules.bool("prefersLargeTitles"),
            "shadowImage": Rules.image("shadowImage"),
            "backIndicatorImage": Rules.image("backIndicatorImage"),
            "backIndicatorTransitionMaskImage": Rules.image("backIndicatorTransitionMaskImage"),
        ],
        elements: [
            "textAttributes:titleTextAttributes": textAttributes("titleTextAttributes"),
            "textAttributes:largeTitleTextAttributes": textAttributes("largeTitleTextAttributes"),
            "items": Rules.objects("items"),
        ],
        defaults: CodeDefaults.values(of: "UINavigationBar"),
        interfaceBuilderOmissions: ["prefersLargeTitles": "NO"]
    ).inheriting(from: bar)

    /// `UIToolbar`, with its bar button items.
    static let uiToolbar = ViewClass(
        swiftType: "UIToolbar", elements: ["items": Rules.objects("items")],
        defaults: CodeDefaults.values(of: "UIToolbar")
    ).inheriting(from: bar)

    /// `UITabBar`, with its tab bar items.
    static let uiTabBar = ViewClass(
        swiftType: "UITabBar",
        attributes: [
            "itemPositioning": Rules.enumeration(IBEnumerations.tabBarItemPositioning, "itemPositioning"),
            "itemSpacing": Rules.number("itemSpacing"),
            "itemWidth": Rules.number("itemWidth"),
            "backgroundImage": Rules.image("backgroundImage"),
            "shadowImage": Rules.image("shadowImage"),
            "selectionIndicatorImage": Rules.image("selectionIndicatorImage"),
        ],
        elements: [
            "color:unselectedItemTintColor": Rules.color("unselectedItemTintColor"),
            "items": Rules.objects("items"),
        ],
        defaults: CodeDefaults.values(of: "UITabBar"),
        interfaceBuilderOmissions: ["itemPositioning": "automatic", "itemSpacing": "0", "itemWidth": "0"]
    ).inheriting(from: bar)

    /// `UISearchBar`.
    static let uiSearchBar = ViewClass(
        swiftType: "UISearchBar",
        attributes: [
            "searchBarStyle": Rules.enumeration(IBEnumerations.searchBarStyle, "searchBarStyle"),
            "text": Rules.text("text"),
            "placeholder": Rules.text("placeholder"),
            "prompt": Rules.text("prompt"),
            "showsCancelButton": Rules.bool("showsCancelButton"),
            "showsBookmarkButton": Rules.bool("showsBookmarkButton"),
            "showsSearchResultsButton": Rules.bool("showsSearchResultsButton"),
            "showsScopeBar": Rules.bool("showsScopeBar"),
            "backgroundImage": Rules.image("backgroundImage"),
            "scopeBarBackgroundImage": Rules.image("scopeBarBackgroundImage"),
        ],
        elements: [
            "textInputTraits": translateTextInputTraits,
            "scopeButtonTitles": { element, t in
                t.assign(
                    "scopeButtonTitles",
                    value: .array(
                        element.children.enumerated().map { index, title in
                            t.context.text(
                                title.attributes["title"] ?? title.text ?? "", objectID: t.view.id,
                                property: "scopeButtonTitles[\(index)]")
                        }))
            },
        ],
        defaults: CodeDefaults.values(of: "UISearchBar"),
        interfaceBuilderOmissions: [
            "searchBarStyle": "default", "showsCancelButton": "NO", "showsBookmarkButton": "NO",
            "showsSearchResultsButton": "NO", "showsScopeBar": "NO",
        ]
    ).inheriting(from: bar)

    /// `UIBarStyle`; the translucent and opaque black styles of iOS 6 became `black` with `isTranslucent`.
    static let barStyles = [
        "default": "default", "black": "black", "blackTranslucent": "black", "blackOpaque": "black",
    ]

    /// `<textAttributes key="titleTextAttributes">`: the text color and font as attributed-string attributes.
    private static func textAttributes(_ property: String) -> ElementRule {
        { element, t in
            var entries: [SwiftDictionaryEntry] = []
            for child in element.children {
                switch (child.name, child.key) {
                case ("color", "textColor"):
                    if let color = t.context.color(child) {
                        entries.append(SwiftDictionaryEntry(.dot("foregroundColor"), color))
                    }
                case ("fontDescription", _), ("font", _):
                    if let font = t.context.font(child) { entries.append(SwiftDictionaryEntry(.dot("font"), font)) }
                default:
                    t.context.unsupportedElement(child, in: element.name)
                }
            }
            t.assign(property, value: .dictionary(entries))
        }
    }
}
