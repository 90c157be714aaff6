extension ViewClass {
    /// `UIButton`: created with its button type; titles, colors and images per control state.
    static let uiButton = ViewClass(
        swiftType: "UIButton",
        attributes: [
            "lineBreakMode": Rules.enumeration(IBEnumerations.lineBreakMode, "titleLabel?", "lineBreakMode"),
            "adjustsImageWhenHighlighted": Rules.bool("adjustsImageWhenHighlighted"),
            "adjustsImageWhenDisabled": Rules.bool("adjustsImageWhenDisabled"),
            "showsTouchWhenHighlighted": Rules.bool("showsTouchWhenHighlighted"),
            "reversesTitleShadowWhenHighlighted": Rules.bool("reversesTitleShadowWhenHighlighted"),
            "adjustsImageSizeForAccessibilityContentSizeCategory": Rules.bool(
                "adjustsImageSizeForAccessibilityContentSizeCategory"),
            // Says that a state's title is its `attributedTitle` element.
            "hasAttributedTitle": Rules.consumed,
        ],
        elements: [
            "fontDescription": Rules.font("titleLabel?", "font"),
            "font": Rules.font("titleLabel?", "font"),
            "state": translateButtonState,
            "inset:contentEdgeInsets": insets("contentEdgeInsets"),
            "inset:titleEdgeInsets": insets("titleEdgeInsets"),
            "inset:imageEdgeInsets": insets("imageEdgeInsets"),
            "buttonConfiguration:configuration": translateButtonConfiguration,
        ],
        defaults: CodeDefaults.values(of: "UIButton"),
        interfaceBuilderOmissions: [
            "opaque": "NO", "adjustsImageWhenHighlighted": "YES", "adjustsImageWhenDisabled": "YES",
        ],
        constructionAttributes: ["buttonType"],
        construction: { view, context in
            let type = view.attributes["buttonType"] ?? "custom"
            // `Type()` is a custom-type button and needs nothing from a custom subclass's initializers.
            if type == "custom" { return SwiftExpression.identifier(view.customClass?.name ?? "UIButton")() }
            let member = context.enumeration(
                type, in: IBEnumerations.buttonType, attribute: "buttonType", line: view.line, element: view.elementName
            )
            return SwiftExpression.identifier(view.customClass?.name ?? "UIButton")(
                SwiftArgument("type", member ?? .dot("custom")))
        }
    ).inheriting(from: .uiControl)

    /// A state's title on a button with a configuration is IB's placeholder for systems without configurations, set
    /// before iOS 15 only: "A button configuration contains all the customization options available with other
    /// methods, such as setTitle(_:for:), and can serve as a replacement for those methods" (`UIButtonConfiguration`).
    /// That a title set on a configured button shows instead of the configuration's is not in Apple's documentation;
    /// observed behaviour (unverified).
    private static func legacyTitle(_ title: ViewSetting, of view: IBView, context: TranslationContext) -> ViewSetting?
    {
        guard view.property("buttonConfiguration", key: "configuration") != nil else { return title }
        return context.needsAvailabilityGuard(since: "15.0") ? .unavailable(version: "15.0", settings: [title]) : nil
    }

    /// `<state key="normal" title="..." image="..."><color key="titleColor" .../></state>`.
    private static let translateButtonState: ElementRule = { element, t in
        guard let key = element.key,
            let state = t.context.enumeration(
                key, in: IBEnumerations.controlState, attribute: "state", line: element.line, element: "state")
        else { return }
        let forState = SwiftArgument("for", state)
        for pair in element.attributes where pair.name != "key" {
            switch pair.name {
            case "title":
                let title = ViewSetting.call(
                    method: "setTitle",
                    arguments: [
                        .unlabeled(t.context.text(pair.value, objectID: t.view.id, property: key + "Title")), forState,
                    ])
                if let legacy = legacyTitle(title, of: t.view, context: t.context) { t.add(legacy) }
            case "image": t.call("setImage", .unlabeled(t.context.image(named: pair.value)), forState)
            case "backgroundImage":
                t.call("setBackgroundImage", .unlabeled(t.context.image(named: pair.value)), forState)
            case "catalog": break
            default: t.context.unsupportedAttribute(pair.name, on: "state", line: element.line)
            }
        }
        for child in element.children {
            switch (child.name, child.key) {
            case ("color", "titleColor"):
                if let color = t.context.color(child) { t.call("setTitleColor", .unlabeled(color), forState) }
            case ("color", "titleShadowColor"):
                if let color = t.context.color(child) { t.call("setTitleShadowColor", .unlabeled(color), forState) }
            case ("attributedString", "attributedTitle"):
                if let title = t.context.attributedString(child) {
                    t.call("setAttributedTitle", .unlabeled(title), forState)
                }
            case ("imageReference", "image"):
                if let image = t.context.imageReference(child) { t.call("setImage", .unlabeled(image), forState) }
            case ("imageReference", "backgroundImage"):
                if let image = t.context.imageReference(child) {
                    t.call("setBackgroundImage", .unlabeled(image), forState)
                }
            default:
                t.context.unsupportedElement(child, in: "state")
            }
        }
    }
}
