extension ViewClass {
    /// `UIImageView`.
    static let uiImageView = ViewClass(
        swiftType: "UIImageView",
        attributes: [
            "image": Rules.image("image"),
            "highlightedImage": Rules.image("highlightedImage"),
            "highlighted": Rules.bool("isHighlighted"),
            "adjustsImageSizeForAccessibilityContentSizeCategory": Rules.bool(
                "adjustsImageSizeForAccessibilityContentSizeCategory"),
            // `catalog="system"` marks the image as an SF Symbol; the resources already say so.
            "catalog": Rules.consumed,
        ],
        elements: [
            "imageReference:image": { element, t in t.assign("image", value: t.context.imageReference(element)) },
            "imageReference:highlightedImage": { element, t in
                t.assign("highlightedImage", value: t.context.imageReference(element))
            },
            "preferredSymbolConfiguration:preferredSymbolConfiguration": { element, t in
                t.assign("preferredSymbolConfiguration", value: t.context.symbolConfiguration(element))
            },
        ],
        defaults: CodeDefaults.values(of: "UIImageView"),
        interfaceBuilderOmissions: ["userInteractionEnabled": "NO", "highlighted": "NO"]
    ).inheriting(from: .uiView)
}
