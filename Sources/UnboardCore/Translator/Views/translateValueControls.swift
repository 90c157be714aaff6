extension ViewClass {
    /// `UISwitch`.
    static let uiSwitch = ViewClass(
        swiftType: "UISwitch",
        attributes: ["on": Rules.bool("isOn")],
        elements: [
            "color:onTintColor": Rules.color("onTintColor"),
            "color:thumbTintColor": Rules.color("thumbTintColor"),
        ],
        interfaceBuilderOmissions: ["on": "NO", "opaque": "NO"]
    ).inheriting(from: .uiControl)

    /// `UISlider`.
    static let uiSlider = ViewClass(
        swiftType: "UISlider",
        attributes: [
            "value": Rules.number("value"),
            "minValue": Rules.number("minimumValue"),
            "maxValue": Rules.number("maximumValue"),
            "continuous": Rules.bool("isContinuous"),
            "minimumValueImage": Rules.image("minimumValueImage"),
            "maximumValueImage": Rules.image("maximumValueImage"),
        ],
        elements: [
            "color:minimumTrackTintColor": Rules.color("minimumTrackTintColor"),
            "color:maximumTrackTintColor": Rules.color("maximumTrackTintColor"),
            "color:thumbTintColor": Rules.color("thumbTintColor"),
        ],
        defaults: CodeDefaults.values(of: "UISlider"),
        interfaceBuilderOmissions: [
            "opaque": "NO", "minValue": "0", "maxValue": "1", "value": "0", "continuous": "YES",
        ]
    ).inheriting(from: .uiControl)

    /// `UIStepper`.
    static let uiStepper = ViewClass(
        swiftType: "UIStepper",
        attributes: [
            "value": Rules.number("value"),
            "minimumValue": Rules.number("minimumValue"),
            "maximumValue": Rules.number("maximumValue"),
            "stepValue": Rules.number("stepValue"),
            "continuous": Rules.bool("isContinuous"),
            "autorepeat": Rules.bool("autorepeat"),
            "wraps": Rules.bool("wraps"),
        ],
        defaults: CodeDefaults.values(of: "UIStepper"),
        interfaceBuilderOmissions: [
            "opaque": "NO", "value": "0", "minimumValue": "0", "maximumValue": "100", "stepValue": "1",
        ]
    ).inheriting(from: .uiControl)

    /// `UIPageControl`.
    static let uiPageControl = ViewClass(
        swiftType: "UIPageControl",
        attributes: [
            "numberOfPages": Rules.integer("numberOfPages"),
            "currentPage": Rules.integer("currentPage"),
            "hidesForSinglePage": Rules.bool("hidesForSinglePage"),
        ],
        elements: [
            "color:pageIndicatorTintColor": Rules.color("pageIndicatorTintColor"),
            "color:currentPageIndicatorTintColor": Rules.color("currentPageIndicatorTintColor"),
        ],
        defaults: CodeDefaults.values(of: "UIPageControl"),
        interfaceBuilderOmissions: ["opaque": "NO", "currentPage": "0"]
    ).inheriting(from: .uiControl)

    /// `UISegmentedControl`, created with its segment titles.
    static let uiSegmentedControl = ViewClass(
        swiftType: "UISegmentedControl",
        attributes: [
            "selectedSegmentIndex": Rules.integer("selectedSegmentIndex"),
            "momentary": Rules.bool("isMomentary"),
            "apportionsSegmentWidthsByContent": Rules.bool("apportionsSegmentWidthsByContent"),
            // Deprecated since iOS 7 and ignored by UIKit.
            "segmentControlStyle": Rules.consumed,
        ],
        elements: [
            "segments": Rules.consumedElement,
            "color:selectedSegmentTintColor": Rules.color("selectedSegmentTintColor"),
        ],
        interfaceBuilderOmissions: ["opaque": "NO"],
        construction: { view, context in
            let segments = view.property("segments")?.children.filter { $0.name == "segment" } ?? []
            let items: [SwiftExpression] = segments.enumerated().map { index, segment in
                if let title = segment.attributes["title"] {
                    return context.text(title, objectID: view.id, property: "segmentTitles[\(index)]")
                }
                if let image = segment.attributes["image"] { return context.image(named: image) }
                return .string("")
            }
            let type = SwiftExpression.identifier(view.customClass?.name ?? "UISegmentedControl")
            let hasImages = segments.contains { $0.attributes["title"] == nil && $0.attributes["image"] != nil }
            // Mixed titles and images need an `[Any]` literal; only images need force-unwrapping for `init(items:)`.
            return type(SwiftArgument("items", hasImages ? .array(items.map(forceAny)) : .array(items)))
        }
    ).inheriting(from: .uiControl)

    private static func forceAny(_ item: SwiftExpression) -> SwiftExpression {
        .binary(item, "as", .identifier("Any"))
    }
}
