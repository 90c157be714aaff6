/// IB's spelling of enumeration values, mapped to the Swift member names of the UIKit types they set.
enum IBEnumerations {
    /// `UIView.ContentMode`.
    static let contentMode = identity([
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ])
    /// `NSTextAlignment`.
    static let textAlignment = identity(["natural", "left", "center", "right", "justified"])
    /// `NSLineBreakMode`.
    static let lineBreakMode = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
        "middleTruncation": "byTruncatingMiddle",
    ]
    /// `UIBaselineAdjustment`.
    static let baselineAdjustment = identity(["alignBaselines", "alignCenters", "none"])
    /// `UIButton.ButtonType`.
    static let buttonType = [
        "system": "system", "custom": "custom", "roundedRect": "system", "detailDisclosure": "detailDisclosure",
        "infoLight": "infoLight", "infoDark": "infoDark", "contactAdd": "contactAdd", "close": "close",
    ]
    /// `UIControl.ContentHorizontalAlignment`.
    static let contentHorizontalAlignment = identity(["center", "left", "right", "fill", "leading", "trailing"])
    /// `UIControl.ContentVerticalAlignment`.
    static let contentVerticalAlignment = identity(["center", "top", "bottom", "fill"])
    /// `UIControl.State`, as IB names button states.
    static let controlState = identity(["normal", "highlighted", "selected", "disabled"])
    /// `UIStackView.Distribution`.
    static let stackDistribution = identity(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    /// `UIStackView.Alignment`.
    static let stackAlignment = identity(["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"])
    /// `NSLayoutConstraint.Axis`.
    static let axis = identity(["horizontal", "vertical"])
    /// `UITextField.BorderStyle`.
    static let borderStyle = identity(["none", "line", "bezel", "roundedRect"])
    /// `UITextField.ViewMode`.
    static let viewMode = identity(["never", "whileEditing", "unlessEditing", "always"])
    /// `UIProgressView.Style`.
    static let progressViewStyle = identity(["default", "bar"])
    /// `UISemanticContentAttribute`.
    static let semanticContentAttribute = identity([
        "unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft",
    ])
    /// `UIScrollView.KeyboardDismissMode`.
    static let keyboardDismissMode = identity(["none", "onDrag", "interactive"])
    /// `UIScrollView.IndicatorStyle`.
    static let indicatorStyle = identity(["default", "black", "white"])
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    static let contentInsetAdjustmentBehavior = identity(["automatic", "scrollableAxes", "never", "always"])
    /// `UIKeyboardType`.
    static let keyboardType = identity([
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
        "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ]).merging(["alphabet": "asciiCapable"]) { $1 }
    /// `UIReturnKeyType`.
    static let returnKeyType = identity([
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue",
    ])
    /// `UITextAutocapitalizationType`.
    static let autocapitalizationType = identity(["none", "words", "sentences", "allCharacters"])
    /// `UITextAutocorrectionType`, `UITextSpellCheckingType` and similar yes/no/default traits.
    static let tristate = identity(["default", "no", "yes"])
    /// `UIKeyboardAppearance`.
    static let keyboardAppearance = identity(["default", "dark", "light", "alert"])

    private static func identity(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    }
}

extension TranslationContext {
    /// The implicit member expression for an IB enumeration value, or a warning and `nil` for an unknown one.
    func enumeration(_ value: String, in table: [String: String], attribute: String, line: Int, element: String)
        -> SwiftExpression?
    {
        guard let member = table[value] else {
            error("unknown value '\(value)' for '\(attribute)'", line: line, element: element)
            return nil
        }
        return .dot(SwiftIdentifier.escapedMember(member))
    }
}
