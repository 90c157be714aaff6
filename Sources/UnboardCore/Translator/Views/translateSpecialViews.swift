extension ViewClass {
    /// `UIVisualEffectView`, created with its blur or vibrancy effect; its `contentView` is its own.
    static let uiVisualEffectView = ViewClass(
        swiftType: "UIVisualEffectView",
        elements: ["blurEffect": Rules.consumedElement, "vibrancyEffect": Rules.consumedElement],
        construction: { view, context in
            let type = SwiftExpression.identifier(view.customClass?.name ?? "UIVisualEffectView")
            guard let effect = visualEffect(of: view, context: context) else {
                return type(SwiftArgument("effect", .literal(.nil)))
            }
            return type(SwiftArgument("effect", effect))
        }
    ).inheriting(from: .uiView)

    /// `UIBlurEffect(style:)`, or `UIVibrancyEffect(blurEffect:style:)` for a vibrancy effect over a blur.
    private static func visualEffect(of view: IBView, context: TranslationContext) -> SwiftExpression? {
        func blur(_ element: IBElement) -> SwiftExpression {
            let style = context.enumeration(
                element.attributes["style"] ?? "regular", in: blurStyles, attribute: "style", line: element.line,
                element: element.name)
            return SwiftExpression.identifier("UIBlurEffect")(SwiftArgument("style", style ?? .dot("regular")))
        }
        if let blurElement = view.property("blurEffect") { return blur(blurElement) }
        guard let vibrancy = view.property("vibrancyEffect"), let blurElement = vibrancy.child("blurEffect") else {
            return nil
        }
        var arguments = [SwiftArgument("blurEffect", blur(blurElement))]
        if let style = vibrancy.attributes["style"] {
            let member = context.enumeration(
                style, in: vibrancyStyles, attribute: "style", line: vibrancy.line, element: vibrancy.name)
            arguments.append(SwiftArgument("style", member ?? .dot("label")))
        }
        return .call(.identifier("UIVibrancyEffect"), arguments)
    }

    /// `UIBlurEffect.Style`.
    static let blurStyles = Dictionary(
        uniqueKeysWithValues: [
            "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial", "systemThinMaterial",
            "systemMaterial", "systemThickMaterial", "systemChromeMaterial", "systemUltraThinMaterialLight",
            "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight",
            "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
            "systemChromeMaterialDark",
        ].map { ($0, $0) })

    /// `UIVibrancyEffectStyle`.
    static let vibrancyStyles = Dictionary(
        uniqueKeysWithValues: [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill", "tertiaryFill",
            "separator",
        ].map { ($0, $0) })

    /// `MKMapView`.
    static let mkMapView = ViewClass(
        swiftType: "MKMapView", module: "MapKit",
        attributes: [
            "mapType": Rules.enumeration(IBEnumerations.mapType, "mapType"),
            "zoomEnabled": Rules.bool("isZoomEnabled"),
            "scrollEnabled": Rules.bool("isScrollEnabled"),
            "rotateEnabled": Rules.bool("isRotateEnabled"),
            "pitchEnabled": Rules.bool("isPitchEnabled"),
            "showsUserLocation": Rules.bool("showsUserLocation"),
            "showsBuildings": Rules.bool("showsBuildings"),
            "showsCompass": Rules.bool("showsCompass"),
            "showsScale": Rules.bool("showsScale"),
            "showsTraffic": Rules.bool("showsTraffic"),
        ],
        defaults: CodeDefaults.values(of: "MKMapView"),
        interfaceBuilderOmissions: [
            "mapType": "standard", "zoomEnabled": "YES", "scrollEnabled": "YES", "rotateEnabled": "YES",
            "pitchEnabled": "YES",
            "showsUserLocation": "NO", "showsBuildings": "YES", "showsCompass": "YES", "showsScale": "NO",
            "showsTraffic": "NO",
        ]
    ).inheriting(from: .uiView)

    /// `WKWebView`, created with the configuration IB describes (`translatePrelude`).
    static let wkWebView = ViewClass(
        swiftType: "WKWebView", module: "WebKit",
        attributes: ["allowsBackForwardNavigationGestures": Rules.bool("allowsBackForwardNavigationGestures")],
        elements: ["wkWebViewConfiguration:configuration": Rules.consumedElement],
        defaults: CodeDefaults.values(of: "WKWebView"),
        interfaceBuilderOmissions: ["allowsBackForwardNavigationGestures": "NO"],
        construction: { view, _ in
            SwiftExpression.identifier(view.customClass?.name ?? "WKWebView")(
                SwiftArgument("frame", .dot("zero")),
                SwiftArgument("configuration", SwiftExpression.identifier("WKWebViewConfiguration")()))
        }
    ).inheriting(from: .uiView)
}
