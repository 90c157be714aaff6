extension ViewClass {
    /// The attributes and elements every `UIView` has.
    static let uiView = ViewClass(
        swiftType: "UIView",
        attributes: [
            "contentMode": Rules.enumeration(IBEnumerations.contentMode, "contentMode"),
            "alpha": Rules.number("alpha"),
            "hidden": Rules.bool("isHidden"),
            "clipsSubviews": Rules.bool("clipsToBounds"),
            "opaque": Rules.bool("isOpaque"),
            "tag": Rules.integer("tag"),
            "userInteractionEnabled": Rules.bool("isUserInteractionEnabled"),
            "multipleTouchEnabled": Rules.bool("isMultipleTouchEnabled"),
            "exclusiveTouch": Rules.bool("isExclusiveTouch"),
            "autoresizesSubviews": Rules.bool("autoresizesSubviews"),
            "semanticContentAttribute": Rules.enumeration(
                IBEnumerations.semanticContentAttribute, "semanticContentAttribute"),
            "insetsLayoutMarginsFromSafeArea": Rules.bool("insetsLayoutMarginsFromSafeArea"),
            "preservesSuperviewLayoutMargins": Rules.bool("preservesSuperviewLayoutMargins"),
            "layoutMarginsFollowReadableWidth": Rules.followsReadableWidth,
            "restorationIdentifier": Rules.string("restorationIdentifier"),
            "horizontalHuggingPriority": layoutPriority("setContentHuggingPriority", axis: "horizontal"),
            "verticalHuggingPriority": layoutPriority("setContentHuggingPriority", axis: "vertical"),
            "horizontalCompressionResistancePriority": layoutPriority(
                "setContentCompressionResistancePriority", axis: "horizontal"),
            "verticalCompressionResistancePriority": layoutPriority(
                "setContentCompressionResistancePriority", axis: "vertical"),
            // Read by the positioning rule (translateViewPositioning).
            "translatesAutoresizingMaskIntoConstraints": Rules.consumed,
            "fixedFrame": Rules.consumed,
            // Design-time only: IB's canvas state, not the app's.
            "misplaced": Rules.consumed,
            "ambiguous": Rules.consumed,
            "verifyAmbiguity": Rules.consumed,
            "placeholderIntrinsicWidth": Rules.consumed,
            "placeholderIntrinsicHeight": Rules.consumed,
            "clearsContextBeforeDrawing": Rules.bool("clearsContextBeforeDrawing"),
        ],
        elements: [
            "color:backgroundColor": Rules.color("backgroundColor"),
            "color:tintColor": Rules.color("tintColor"),
            "accessibility": translateAccessibility,
            "edgeInsets:layoutMargins": edgeInsets("layoutMargins", .absolute),
            "directionalEdgeInsets:directionalLayoutMargins": edgeInsets("directionalLayoutMargins", .directional),
            "rect:frame": Rules.consumedElement,
            "autoresizingMask": Rules.consumedElement,
            "nil": Rules.consumedElement,
            "point:canvasLocation": Rules.consumedElement,
            // Comments a designer left on the object in IB's identity inspector.
            "attributedString:userComments": Rules.consumedElement,
            "freeformSimulatedSizeMetrics": Rules.consumedElement,
            // An empty list; the recognizers come from the view's `gestureRecognizers` outlet collection.
            "gestureRecognizers": Rules.consumedElement,
            "simulatedMetricsContainer": Rules.consumedElement,
        ],
        defaults: CodeDefaults.values(of: "UIView"),
        interfaceBuilderOmissions: [
            "contentMode": "scaleToFill", "alpha": "1", "hidden": "NO", "clipsSubviews": "NO", "opaque": "YES",
            "tag": "0", "userInteractionEnabled": "YES", "multipleTouchEnabled": "NO",
            "horizontalHuggingPriority": "250", "verticalHuggingPriority": "250",
            "horizontalCompressionResistancePriority": "750", "verticalCompressionResistancePriority": "750",
            "autoresizesSubviews": "YES", "clearsContextBeforeDrawing": "YES",
            // A guess from the corpus: IB writes this attribute only as YES outside variations. UIView.h: "default
            // is NO".
            "preservesSuperviewLayoutMargins": "NO",
        ])

    private static func layoutPriority(_ method: String, axis: String) -> AttributeRule {
        { value, t in
            guard
                let priority = t.context.number(
                    value, attribute: method, line: t.view.line, element: t.view.elementName)
            else { return }
            t.call(
                method, .unlabeled(LayoutPriorityExpression.expression(for: priority)),
                SwiftArgument("for", .dot(axis)))
        }
    }

    /// `<edgeInsets top= left= bottom= right=>` or `<directionalEdgeInsets top= leading= bottom= trailing=>`.
    static func edgeInsets(_ property: String, _ kind: EdgeInsetsExpression.Kind) -> ElementRule {
        { element, t in t.assign(property, value: EdgeInsetsExpression(kind, element).expression) }
    }

    static let translateAccessibility: ElementRule = { element, t in
        let a = element.attributes
        t.assign("accessibilityIdentifier", value: a["identifier"].map(SwiftExpression.string))
        t.assign(
            "accessibilityLabel",
            value: a["label"].map { t.context.text($0, objectID: t.view.id, property: "accessibilityLabel") })
        t.assign(
            "accessibilityHint",
            value: a["hint"].map { t.context.text($0, objectID: t.view.id, property: "accessibilityHint") })
        t.assign("accessibilityValue", value: a["value"].map(SwiftExpression.string))
        for child in element.children {
            switch (child.name, child.key) {
            case ("bool", "isElement"):
                t.assign("isAccessibilityElement", value: .literal(.bool(child.attributes["value"] == "YES")))
            case ("accessibilityTraits", _):
                let traits = child.attributes.pairs.filter { $0.name != "key" && $0.value == "YES" }.map { pair in
                    SwiftExpression.dot(accessibilityTraitNames[pair.name] ?? pair.name)
                }
                t.assign("accessibilityTraits", value: .array(traits))
            default:
                t.context.unsupportedElement(child, in: "accessibility")
            }
        }
        for pair in a.pairs where !["key", "identifier", "label", "hint", "value"].contains(pair.name) {
            t.context.unsupportedAttribute(pair.name, on: "accessibility", line: element.line)
        }
    }

    private static let accessibilityTraitNames = [
        "notEnabled": "notEnabled", "staticText": "staticText", "searchField": "searchField",
        "summaryElement": "summaryElement", "updatesFrequently": "updatesFrequently",
        "allowsDirectInteraction": "allowsDirectInteraction", "causesPageTurn": "causesPageTurn",
        "playsSound": "playsSound", "startsMediaSession": "startsMediaSession", "keyboardKey": "keyboardKey",
        "tabBar": "tabBar", "header": "header",
    ]
}
