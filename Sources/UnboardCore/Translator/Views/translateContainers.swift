extension ViewClass {
    /// `UIScrollView`.
    static let uiScrollView = ViewClass(
        swiftType: "UIScrollView",
        attributes: [
            "showsHorizontalScrollIndicator": Rules.bool("showsHorizontalScrollIndicator"),
            "showsVerticalScrollIndicator": Rules.bool("showsVerticalScrollIndicator"),
            "pagingEnabled": Rules.bool("isPagingEnabled"),
            "scrollEnabled": Rules.bool("isScrollEnabled"),
            "bounces": Rules.bool("bounces"),
            "bouncesZoom": Rules.bool("bouncesZoom"),
            "alwaysBounceVertical": Rules.bool("alwaysBounceVertical"),
            "alwaysBounceHorizontal": Rules.bool("alwaysBounceHorizontal"),
            "keyboardDismissMode": Rules.enumeration(IBEnumerations.keyboardDismissMode, "keyboardDismissMode"),
            "indicatorStyle": Rules.enumeration(IBEnumerations.indicatorStyle, "indicatorStyle"),
            "minimumZoomScale": Rules.number("minimumZoomScale"),
            "maximumZoomScale": Rules.number("maximumZoomScale"),
            "directionalLockEnabled": Rules.bool("isDirectionalLockEnabled"),
            "delaysContentTouches": Rules.bool("delaysContentTouches"),
            "canCancelContentTouches": Rules.bool("canCancelContentTouches"),
            "scrollsToTop": Rules.bool("scrollsToTop"),
            "contentInsetAdjustmentBehavior": Rules.enumeration(
                IBEnumerations.contentInsetAdjustmentBehavior, "contentInsetAdjustmentBehavior"),
        ],
        elements: [
            "size:contentSize": { element, t in
                let a = element.attributes
                t.assign(
                    "contentSize",
                    value: SwiftExpression.identifier("CGSize")(
                        SwiftArgument("width", .number(a["width"].flatMap(Double.init) ?? 0)),
                        SwiftArgument("height", .number(a["height"].flatMap(Double.init) ?? 0))))
            },
            "inset:contentInset": insets("contentInset"),
            // `scrollIndicatorInsets` set both insets until iOS 13 split it in two.
            "inset:scrollIndicatorInsets": { element, t in
                insets("verticalScrollIndicatorInsets")(element, &t)
                insets("horizontalScrollIndicatorInsets")(element, &t)
            },
        ],
        defaults: CodeDefaults.values(of: "UIScrollView"),
        interfaceBuilderOmissions: [
            "showsHorizontalScrollIndicator": "YES", "showsVerticalScrollIndicator": "YES", "pagingEnabled": "NO",
            "scrollEnabled": "YES", "bounces": "YES", "multipleTouchEnabled": "YES", "clipsSubviews": "YES",
            "keyboardDismissMode": "none", "minimumZoomScale": "1", "maximumZoomScale": "1",
        ]
    ).inheriting(from: .uiView)

    /// `<inset key="..." minX= minY= maxX= maxY=/>` as `UIEdgeInsets`.
    static func insets(_ property: String, path: [String] = []) -> ElementRule {
        { element, t in
            let values = ["minY", "minX", "maxY", "maxX"].map { element.attributes[$0].flatMap(Double.init) ?? 0 }
            t.assignPath(path + [property], EdgeInsetsExpression(.absolute, values).expression)
        }
    }

    /// `UIStackView`: its `subviews` are arranged subviews.
    static let uiStackView = ViewClass(
        swiftType: "UIStackView",
        attributes: [
            "axis": Rules.enumeration(IBEnumerations.axis, "axis"),
            "distribution": Rules.enumeration(IBEnumerations.stackDistribution, "distribution"),
            "alignment": Rules.enumeration(IBEnumerations.stackAlignment, "alignment"),
            "spacing": Rules.number("spacing"),
            "baselineRelativeArrangement": Rules.bool("isBaselineRelativeArrangement"),
            "layoutMarginsRelativeArrangement": Rules.bool("isLayoutMarginsRelativeArrangement"),
            "spacingType": { value, t in
                if value == "standard" {
                    t.assign("spacing", value: SwiftExpression.identifier("UIStackView").dot("spacingUseSystem"))
                }
            },
        ],
        elements: [
            "edgeInsets:layoutMargins": arrangedInsideMargins(edgeInsets("layoutMargins", .absolute)),
            "directionalEdgeInsets:directionalLayoutMargins": arrangedInsideMargins(
                edgeInsets("directionalLayoutMargins", .directional)),
        ],
        defaults: CodeDefaults.values(of: "UIStackView"),
        interfaceBuilderOmissions: ["axis": "horizontal", "distribution": "fill", "alignment": "fill", "spacing": "0"]
    ).inheriting(from: .uiView)

    /// A stack view's layout margins, which it arranges its views inside. IB behaviour, not documented: IB writes no
    /// `layoutMarginsRelativeArrangement` attribute for a stack view whose margins its size inspector sets, and lays
    /// the arranged views out at those margins, where Apple's `isLayoutMarginsRelativeArrangement` reference says "The
    /// default is false" (developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement).
    /// Seen in every file of `../shared/corpus`, the wider corpus's visible set and its probe set whose stack views
    /// have margins, 13 stack views in 3 files of the probe set: cwa-app-ios'
    /// `TraceLocationConfigurationViewController.xib` (21225) and `DiaryOverviewDayTableViewCell.xib` (21507) and
    /// KeePassium's `PricingPlanPickerVC.storyboard` (21701); none of those corpora writes the attribute.
    private static func arrangedInsideMargins(_ margins: @escaping ElementRule) -> ElementRule {
        { element, t in
            margins(element, &t)
            guard t.view.attributes["layoutMarginsRelativeArrangement"] == nil else { return }
            t.assign("isLayoutMarginsRelativeArrangement", value: .literal(.bool(true)))
        }
    }

    /// `UIActivityIndicatorView`, created with its style.
    static let uiActivityIndicatorView = ViewClass(
        swiftType: "UIActivityIndicatorView",
        attributes: [
            "hidesWhenStopped": Rules.bool("hidesWhenStopped"),
            "animating": { value, t in if value == "YES" { t.call("startAnimating") } },
        ],
        elements: ["color:color": Rules.color("color")],
        defaults: CodeDefaults.values(of: "UIActivityIndicatorView"),
        interfaceBuilderOmissions: ["opaque": "NO", "hidesWhenStopped": "YES"],
        constructionAttributes: ["style"],
        construction: { view, context in
            // The pre-iOS 13 white/gray styles became medium and large; their color is set separately by IB.
            let style = view.attributes["style"] ?? "medium"
            let member = context.enumeration(
                style, in: IBEnumerations.activityIndicatorStyle, attribute: "style", line: view.line,
                element: view.elementName)
            return SwiftExpression.identifier(view.customClass?.name ?? "UIActivityIndicatorView")(
                SwiftArgument("style", member ?? .dot("medium")))
        }
    ).inheriting(from: .uiView)

    /// `UIProgressView`, created with its style.
    static let uiProgressView = ViewClass(
        swiftType: "UIProgressView",
        attributes: [
            "progress": Rules.number("progress"),
            "progressImage": Rules.image("progressImage"),
            "trackImage": Rules.image("trackImage"),
        ],
        elements: [
            "color:progressTintColor": Rules.color("progressTintColor"),
            "color:trackTintColor": Rules.color("trackTintColor"),
        ],
        defaults: CodeDefaults.values(of: "UIProgressView"),
        interfaceBuilderOmissions: ["opaque": "NO", "progress": "0"],
        constructionAttributes: ["progressViewStyle"],
        construction: { view, context in
            let style = view.attributes["progressViewStyle"] ?? "default"
            let member = context.enumeration(
                style, in: IBEnumerations.progressViewStyle, attribute: "progressViewStyle", line: view.line,
                element: view.elementName)
            return SwiftExpression.identifier(view.customClass?.name ?? "UIProgressView")(
                SwiftArgument("progressViewStyle", member ?? .dot("default")))
        }
    ).inheriting(from: .uiView)
}
