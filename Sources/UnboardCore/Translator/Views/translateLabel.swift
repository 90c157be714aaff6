extension ViewClass {
    /// `UILabel`.
    static let uiLabel = ViewClass(
        swiftType: "UILabel",
        attributes: [
            "text": Rules.text("text"),
            "numberOfLines": Rules.integer("numberOfLines"),
            "textAlignment": Rules.enumeration(IBEnumerations.textAlignment, "textAlignment"),
            "lineBreakMode": Rules.enumeration(IBEnumerations.lineBreakMode, "lineBreakMode"),
            "baselineAdjustment": Rules.enumeration(IBEnumerations.baselineAdjustment, "baselineAdjustment"),
            "adjustsFontSizeToFit": Rules.bool("adjustsFontSizeToFitWidth"),
            "minimumScaleFactor": Rules.number("minimumScaleFactor"),
            "adjustsFontForContentSizeCategory": Rules.bool("adjustsFontForContentSizeCategory"),
            "enabled": Rules.bool("isEnabled"),
            "highlighted": Rules.bool("isHighlighted"),
            "adjustsLetterSpacingToFitWidth": Rules.bool("allowsDefaultTighteningForTruncation"),
            "preferredMaxLayoutWidth": Rules.number("preferredMaxLayoutWidth"),
            // The pre-iOS 6 minimum font size; IB keeps it next to minimumScaleFactor, which is what UIKit uses.
            "minimumFontSize": Rules.consumed,
            // Says that the text is the `attributedText` element.
            "usesAttributedText": Rules.consumed,
        ],
        elements: [
            "fontDescription": Rules.font("font"),
            "font": Rules.font("font"),
            "color:textColor": Rules.color("textColor"),
            "color:highlightedColor": Rules.color("highlightedTextColor"),
            "color:shadowColor": Rules.color("shadowColor"),
            "string:text": Rules.textElement("text"),
            "mutableString:text": Rules.textElement("text"),
            "attributedString:attributedText": Rules.attributedString("attributedText"),
        ],
        defaults: CodeDefaults.values(of: "UILabel"),
        interfaceBuilderOmissions: [
            "opaque": "NO", "userInteractionEnabled": "NO", "numberOfLines": "1", "textAlignment": "natural",
            "lineBreakMode": "tailTruncation", "baselineAdjustment": "alignBaselines", "adjustsFontSizeToFit": "NO",
            "enabled": "YES", "highlighted": "NO",
        ]
    ).inheriting(from: .uiView)
}
