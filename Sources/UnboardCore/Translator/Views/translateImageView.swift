extension ViewClass {
    /// `UIImageView`.
    static let uiImageView = ViewClass(
        swiftType: "UIImageView",
        attributes: [
            "image": Rules.image("image"),
            "highlightedImage": Rules.image("highlightedImage"),
            "highlighted": Rules.bool("isHighlighted"),
            "adjustsImageSizeForAccessibilityContentSizeCategory": Rules.bool("adjustsImageSizeForAccessibilityContentSizeCategory"),
            // `catalog="system"` marks the image as an SF Symbol; the resources already say so.
            "catalog": Rules.consumed,
        ],
        defaults: ["userInteractionEnabled": "NO", "highlighted": "NO"]
    ).inheriting(from: .uiView)
}
