/// The gesture recognizer classes, by IB element name. A scene's recognizers are created with its views and added
/// to the views that list them in their `gestureRecognizers` outlet collection.
enum GestureRecognizerClass {
    static let byElementName: [String: ViewClass] = [
        "tapGestureRecognizer": recognizer(
            "UITapGestureRecognizer",
            [
                "numberOfTapsRequired": Rules.integer("numberOfTapsRequired"),
                "numberOfTouchesRequired": Rules.integer("numberOfTouchesRequired"),
            ], defaults: ["numberOfTapsRequired": "1", "numberOfTouchesRequired": "1"]),
        "swipeGestureRecognizer": recognizer(
            "UISwipeGestureRecognizer",
            [
                "direction": Rules.enumeration(IBEnumerations.swipeDirection, "direction"),
                "numberOfTouchesRequired": Rules.integer("numberOfTouchesRequired"),
            ], defaults: ["direction": "right", "numberOfTouchesRequired": "1"]),
        "panGestureRecognizer": recognizer(
            "UIPanGestureRecognizer", panAttributes, defaults: ["minimumNumberOfTouches": "1"]),
        "screenEdgePanGestureRecognizer": recognizer(
            "UIScreenEdgePanGestureRecognizer", panAttributes, elements: ["rectEdge:edges": rectEdge("edges")],
            defaults: ["minimumNumberOfTouches": "1"]),
        "longPressGestureRecognizer": recognizer(
            "UILongPressGestureRecognizer",
            [
                "minimumPressDuration": Rules.number("minimumPressDuration"),
                "allowableMovement": Rules.number("allowableMovement"),
                "numberOfTapsRequired": Rules.integer("numberOfTapsRequired"),
                "numberOfTouchesRequired": Rules.integer("numberOfTouchesRequired"),
            ],
            defaults: [
                "minimumPressDuration": "0.5", "allowableMovement": "10", "numberOfTapsRequired": "0",
                "numberOfTouchesRequired": "1",
            ]),
        "pinchGestureRecognizer": recognizer("UIPinchGestureRecognizer", [:]),
        "rotationGestureRecognizer": recognizer("UIRotationGestureRecognizer", [:]),
        "hoverGestureRecognizer": recognizer("UIHoverGestureRecognizer", [:]),
    ]

    private static let panAttributes: [String: ViewClass.AttributeRule] = [
        "minimumNumberOfTouches": Rules.integer("minimumNumberOfTouches"),
        "maximumNumberOfTouches": Rules.integer("maximumNumberOfTouches"),
    ]

    /// What every `UIGestureRecognizer` has.
    private static let common = ViewClass(
        swiftType: "UIGestureRecognizer",
        attributes: [
            "enabled": Rules.bool("isEnabled"),
            "cancelsTouchesInView": Rules.bool("cancelsTouchesInView"),
            "delaysTouchesBegan": Rules.bool("delaysTouchesBegan"),
            "delaysTouchesEnded": Rules.bool("delaysTouchesEnded"),
            "requiresExclusiveTouchType": Rules.bool("requiresExclusiveTouchType"),
        ],
        defaults: [
            "enabled": "YES", "cancelsTouchesInView": "YES", "delaysTouchesBegan": "NO", "delaysTouchesEnded": "YES",
            "requiresExclusiveTouchType": "YES",
        ])

    private static func recognizer(
        _ type: String, _ attributes: [String: ViewClass.AttributeRule],
        elements: [String: ViewClass.ElementRule] = [:],
        defaults: [String: String] = [:]
    ) -> ViewClass {
        ViewClass(swiftType: type, attributes: attributes, elements: elements, defaults: defaults).inheriting(
            from: common)
    }

    /// `<rectEdge key="edges" left="YES"/>` as a `UIRectEdge` set.
    static func rectEdge(_ property: String) -> ViewClass.ElementRule {
        { element, t in
            let edges = ["top", "left", "bottom", "right"].filter { element.attributes.bool($0) == true }
            t.assign(property, value: .array(edges.map(SwiftExpression.dot)))
        }
    }
}

extension LayoutScope {
    /// Creates a scene's gesture recognizers, then adds each to the views whose `gestureRecognizers` outlet
    /// collection lists it.
    func translateGestureRecognizers(_ elements: [IBElement], views: [IBView]) {
        for element in elements { _ = translateObject(element, in: "scene") }
        let recognizerIDs = Set(
            elements.filter { GestureRecognizerClass.byElementName[$0.name] != nil }.compactMap { $0.attributes["id"] })
        for view in views.flatMap({ $0.descendants(through: \.layoutChildren) }) {
            for connection in view.connections where connection.property == "gestureRecognizers" {
                guard let recognizer = viewNames[connection.destination], let name = viewNames[view.id] else {
                    // A storyboard's recognizers are objects of the scene, which a prototype's layout does not hold.
                    let reason =
                        sceneController == nil
                        ? "is not in the scene; it is not added"
                        : "is an object of the scene, which the prototype's builder cannot create; it is not added: create it in the cell's code"
                    context.warning(
                        "gesture recognizer '\(connection.destination)' of this view \(reason)",
                        line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                        subject: "gesture recognizer outside the scene")
                    continue
                }
                // The outlet collection can list any object in IB; only a recognizer can be added as one.
                guard recognizerIDs.contains(connection.destination) else {
                    context.warning(
                        "'\(connection.destination)' in this view's 'gestureRecognizers' is not a gesture recognizer; it is not added",
                        line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                        subject: "object other than a gesture recognizer in 'gestureRecognizers'")
                    continue
                }
                addedGestureRecognizers.insert(recognizer)
                objectSettings.append(
                    ObjectSetting(
                        target: name,
                        setting: .call(method: "addGestureRecognizer", arguments: [.unlabeled(.identifier(recognizer))])
                    ))
            }
        }
    }
}
