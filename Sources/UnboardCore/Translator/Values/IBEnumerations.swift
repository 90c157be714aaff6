/// IB's spelling of enumeration values, mapped to the Swift member names of the UIKit types they set.
enum IBEnumerations {
    /// `UIView.ContentMode`. IB spells `.topLeft` ("The option to align the content in the top-left corner of the
    /// view.", https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft) `TopLeft`,
    /// capitalised unlike the others: 5 documents of 5 repositories in the sets we may read (openhab-ios, AltStore,
    /// tinode, humble_giving, facebook-ios-sdk's `RPSAutoAppLink.storyboard`; tools versions 14109 to
    /// 32700.99.1234), and none `topLeft`.
    static let contentMode = identity([
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]).merging(["TopLeft": "topLeft"]) { current, _ in current }
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
    /// `UIControl.State`, as IB names button states. IB writes `focused` too (IGRSoft/exTVPlayer's `Main.storyboard`,
    /// probe13): "The focused state of a control." (https://developer.apple.com/documentation/uikit/uicontrol/state/focused)
    static let controlState = identity(["normal", "highlighted", "selected", "disabled", "focused"])
    /// `UIStackView.Distribution`.
    static let stackDistribution = identity([
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ])
    /// `UIStackView.Alignment`.
    static let stackAlignment = identity([
        "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline",
    ])
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
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
        "continue",
    ])
    /// `UITextAutocapitalizationType`.
    static let autocapitalizationType = identity(["none", "words", "sentences", "allCharacters"])
    /// `UITextAutocorrectionType`, `UITextSpellCheckingType` and similar yes/no/default traits.
    static let tristate = identity(["default", "no", "yes"])
    /// `UIKeyboardAppearance`.
    static let keyboardAppearance = identity(["default", "dark", "light", "alert"])

    /// `UISplitViewController.SplitBehavior`.
    static let splitBehavior = identity(["automatic", "tile", "overlay", "displace"])
    /// `UISplitViewController.BackgroundStyle`.
    static let splitBackgroundStyle = identity(["none", "sidebar"])
    /// `UISwipeGestureRecognizer.Direction`.
    static let swipeDirection = identity(["right", "left", "up", "down"])
    /// `UICollectionView.ScrollDirection`.
    static let scrollDirection = identity(["vertical", "horizontal"])
    /// `UICollectionViewFlowLayout.SectionInsetReference`, which IB names without the `from`.
    static let sectionInsetReference = [
        "contentInset": "fromContentInset", "safeArea": "fromSafeArea", "layoutMargins": "fromLayoutMargins",
    ]
    /// `UIActivityIndicatorView.Style`: the pre-iOS 13 white/gray styles became medium and large; their color is set
    /// separately by IB.
    static let activityIndicatorStyle = [
        "medium": "medium", "large": "large", "gray": "medium", "white": "medium", "whiteLarge": "large",
    ]
    /// `UITabBar.ItemPositioning`.
    static let tabBarItemPositioning = identity(["automatic", "fill", "centered"])
    /// `UISearchBar.Style`.
    static let searchBarStyle = identity(["default", "prominent", "minimal"])
    /// `MKMapType`.
    static let mapType = identity([
        "standard", "satellite", "hybrid", "satelliteFlyover", "hybridFlyover", "mutedStandard",
    ])
    /// `UIDatePicker.Mode`.
    static let datePickerMode = identity(["time", "date", "dateAndTime", "countDownTimer"])
    /// `UIDatePickerStyle`.
    static let datePickerStyle = identity(["automatic", "wheels", "compact", "inline"])
    /// `UITableView.SeparatorInsetReference`.
    static let separatorInsetReference = identity(["fromCellEdges", "fromAutomaticInsets"])
    /// `UITableView.Style`.
    static let tableViewStyle = identity(["plain", "grouped", "insetGrouped"])
    /// `UITableViewCell.FocusStyle`.
    static let cellFocusStyle = identity(["default", "custom"])
    /// `UITableViewCell.CellStyle`, which IB names after the Objective-C constants.
    static let cellStyle = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
        "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
    ]
    /// `NSWritingDirection`.
    static let writingDirection = identity(["natural", "leftToRight", "rightToLeft"])
    /// `UIImage.SymbolScale`.
    static let symbolScales: Set<String> = ["default", "unspecified", "small", "medium", "large"]

    /// `UITextContentType`, by the string IB writes: the constant's value, an HTML autocomplete token
    /// (`UITextContentTypeStreetAddressLine1` is `address-line1`). Members and versions from `UITextInputTraits.h` of
    /// the iOS 16.5 SDK; the iOS 17 types (`bday`, `cc-csc`, ...) are past that SDK, so they are set by their value.
    static let textContentType: [String: (member: String?, since: String)] = {
        let iOS10 = [
            "name": "name", "honorific-prefix": "namePrefix", "given-name": "givenName",
            "additional-name": "middleName",
            "family-name": "familyName", "honorific-suffix": "nameSuffix", "nickname": "nickname",
            "organization-title": "jobTitle", "organization": "organizationName", "location": "location",
            "street-address": "fullStreetAddress", "address-line1": "streetAddressLine1",
            "address-line2": "streetAddressLine2",
            "address-level2": "addressCity", "address-level1": "addressState",
            "address-level1+2": "addressCityAndState",
            "address-level3": "sublocality", "country-name": "countryName", "postal-code": "postalCode",
            "tel": "telephoneNumber", "email": "emailAddress", "url": "URL", "cc-number": "creditCardNumber",
        ]
        let later = [
            "username": ("username", "11.0"), "password": ("password", "11.0"), "new-password": ("newPassword", "12.0"),
            "one-time-code": ("oneTimeCode", "12.0"), "shipment-tracking-number": ("shipmentTrackingNumber", "15.0"),
            "flight-number": ("flightNumber", "15.0"), "date-time": ("dateTime", "15.0"),
        ]
        let iOS17 = [
            "bday", "bday-day", "bday-month", "bday-year", "cc-csc", "cc-exp", "cc-exp-month", "cc-exp-year", "cc-name",
            "cc-given-name", "cc-additional-name", "cc-family-name", "cc-type",
        ]
        var table = iOS10.mapValues { (member: Optional($0), since: "10.0") }
        for (value, entry) in later { table[value] = (entry.0, entry.1) }
        for value in iOS17 { table[value] = (nil, "17.0") }
        return table
    }()

    private static func identity(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
    }
}

extension TranslationContext {
    /// The implicit member expression for an IB enumeration value, or a warning and `nil` for an unknown one.
    func enumeration(
        _ value: String, in table: [String: String], attribute: String, line: Int, element: String
    )
        -> SwiftExpression?
    {
        guard let member = table[value] else {
            unknownValue(value, for: attribute, line: line, element: element)
            return nil
        }
        return .dot(SwiftIdentifier.escapedMember(member))
    }

    /// Reports a value Unboard does not know (a newer Xcode may write values it has not seen): a warning, and the
    /// attribute is skipped, since the rest of the document can still be read.
    func unknownValue(_ value: String, for attribute: String, line: Int, element: String?) {
        warning(
            "unknown value '\(value)' for '\(attribute)' is not translated", line: line, element: element,
            category: .unsupportedAttribute, subject: "'\(attribute)' value '\(value)'")
    }
}
