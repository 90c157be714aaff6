extension ViewClass {
    /// `UITextField`.
    static let uiTextField = ViewClass(
        swiftType: "UITextField",
        attributes: [
            "text": Rules.text("text"),
            "placeholder": Rules.text("placeholder"),
            "borderStyle": Rules.enumeration(IBEnumerations.borderStyle, "borderStyle"),
            "textAlignment": Rules.enumeration(IBEnumerations.textAlignment, "textAlignment"),
            "minimumFontSize": Rules.number("minimumFontSize"),
            "adjustsFontSizeToFit": Rules.bool("adjustsFontSizeToFitWidth"),
            "clearButtonMode": Rules.enumeration(IBEnumerations.viewMode, "clearButtonMode"),
            "clearsOnBeginEditing": Rules.bool("clearsOnBeginEditing"),
            "background": Rules.image("background"),
            "disabledBackground": Rules.image("disabledBackground"),
            "adjustsFontForContentSizeCategory": Rules.bool("adjustsFontForContentSizeCategory"),
        ],
        elements: textElements.merging([
            "string:text": Rules.textElement("text"),
            "string:placeholder": Rules.textElement("placeholder"),
            "attributedString:attributedPlaceholder": Rules.attributedString("attributedPlaceholder"),
        ]) { $1 },
        defaults: CodeDefaults.values(of: "UITextField"),
        interfaceBuilderOmissions: [
            "opaque": "NO", "borderStyle": "none", "textAlignment": "natural", "minimumFontSize": "0",
            "adjustsFontSizeToFit": "NO", "clearButtonMode": "never", "contentVerticalAlignment": "center",
        ]
    ).inheriting(from: .uiControl)

    /// `UITextView`.
    static let uiTextView = ViewClass(
        swiftType: "UITextView",
        attributes: [
            "text": Rules.text("text"),
            "textAlignment": Rules.enumeration(IBEnumerations.textAlignment, "textAlignment"),
            "editable": Rules.bool("isEditable"),
            "selectable": Rules.bool("isSelectable"),
            // Says that the text is the `attributedText` element.
            "usesAttributedText": Rules.consumed,
            "adjustsFontForContentSizeCategory": Rules.bool("adjustsFontForContentSizeCategory"),
        ],
        elements: textElements.merging([
            "string:text": Rules.textElement("text"),
            "mutableString:text": { element, t in t.assign("text", value: .string(element.text ?? "")) },
        ]) { $1 },
        defaults: CodeDefaults.values(of: "UITextView"),
        interfaceBuilderOmissions: ["editable": "YES", "selectable": "YES", "textAlignment": "natural"]
    ).inheriting(from: .uiScrollView)

    private static let textElements: [String: ElementRule] = [
        "fontDescription": Rules.font("font"),
        "font": Rules.font("font"),
        "color:textColor": Rules.color("textColor"),
        "textInputTraits": translateTextInputTraits,
        "attributedString:attributedText": Rules.attributedString("attributedText"),
    ]

    /// `<textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="URL" .../>`.
    static let translateTextInputTraits: ElementRule = { element, t in
        for pair in element.attributes where pair.name != "key" {
            let value = pair.value
            switch pair.name {
            case "autocapitalizationType":
                t.assign(
                    "autocapitalizationType",
                    value: t.enumeration(value, IBEnumerations.autocapitalizationType, pair.name))
            case "autocorrectionType", "spellCheckingType", "smartQuotesType", "smartDashesType",
                "smartInsertDeleteType":
                t.assign(pair.name, value: t.enumeration(value, IBEnumerations.tristate, pair.name))
            case "keyboardType":
                t.assign("keyboardType", value: t.enumeration(value, IBEnumerations.keyboardType, pair.name))
            case "keyboardAppearance":
                t.assign(
                    "keyboardAppearance", value: t.enumeration(value, IBEnumerations.keyboardAppearance, pair.name))
            case "returnKeyType":
                t.assign("returnKeyType", value: t.enumeration(value, IBEnumerations.returnKeyType, pair.name))
            case "enablesReturnKeyAutomatically":
                t.assign("enablesReturnKeyAutomatically", value: t.bool(value))
            case "secureTextEntry":
                t.assign("isSecureTextEntry", value: t.bool(value))
            case "textContentType":
                t.assign("textContentType", value: textContentType(value, t, line: element.line))
            default:
                t.context.unsupportedAttribute(pair.name, on: "textInputTraits", line: element.line)
            }
        }
    }

    /// IB writes a content type as its constant's string value (`address-line1`); Swift names it
    /// (`.streetAddressLine1`). A type newer than the deployment target is guarded, with the same string value as the
    /// fallback, which older systems ignore.
    private static func textContentType(_ value: String, _ t: PropertyTranslation, line: Int) -> SwiftExpression? {
        guard let entry = IBEnumerations.textContentType[value] else {
            t.context.unknownValue(value, for: "textContentType", line: line, element: "textInputTraits")
            return nil
        }
        let type = SwiftExpression.identifier("UITextContentType")
        let rawValue = type(SwiftArgument("rawValue", .string(value)))
        guard let member = entry.member else { return rawValue }
        guard t.context.needsAvailabilityGuard(since: entry.since) else {
            return .dot(SwiftIdentifier.escapedMember(member))
        }
        return t.context.available(type.dot(member), since: entry.since, fallback: rawValue)
    }
}
