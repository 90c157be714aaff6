/// One enumeration-valued attribute: IB's spellings mapped to the members of one Swift type.
struct IBEnumerationTable {
    /// The attribute (or attributes) IB writes these values in.
    var attribute: String
    /// The Swift type the members belong to (`UIView.ContentMode`).
    var type: String
    /// Swift member by IB spelling.
    var members: [String: String]
    /// How the translation reaches a member: an implicit member (`.scaleToFill`) or a factory call (`.plain()`).
    var isFactory = false
    /// The iOS version the type is from, when the translator guards it with `if #available`.
    var since: String?

    init(
        _ attribute: String, _ type: String, _ members: [String: String], isFactory: Bool = false, since: String? = nil
    ) {
        self.attribute = attribute
        self.type = type
        self.members = members
        self.isFactory = isFactory
        self.since = since
    }

    init(_ attribute: String, _ type: String, _ members: Set<String>) {
        self.init(attribute, type, Dictionary(uniqueKeysWithValues: members.map { ($0, $0) }))
    }
}

extension IBEnumerations {
    /// Every enumeration table the translator reads, with the Swift type of its members. `EnumerationTableTests`
    /// checks every entry: it translates, and the translation type-checks against the UIKit stand-in; the file it
    /// records (`Tests/UnboardCoreTests/Resources/EnumerationTables`) is what `Tests/Scripts/typecheck-ios.sh` checks
    /// against the real SDK. Text content types have their own table (`textContentType`), checked the same way.
    static let catalog: [IBEnumerationTable] = [
        .init("contentMode", "UIView.ContentMode", contentMode),
        .init("textAlignment", "NSTextAlignment", textAlignment),
        .init("lineBreakMode", "NSLineBreakMode", lineBreakMode),
        .init("lineBreakMode (paragraph style)", "NSLineBreakMode", TranslationContext.paragraphLineBreakModes),
        .init("baselineAdjustment", "UIBaselineAdjustment", baselineAdjustment),
        .init("buttonType", "UIButton.ButtonType", buttonType),
        .init("contentHorizontalAlignment", "UIControl.ContentHorizontalAlignment", contentHorizontalAlignment),
        .init("contentVerticalAlignment", "UIControl.ContentVerticalAlignment", contentVerticalAlignment),
        .init("state key", "UIControl.State", controlState),
        .init("distribution", "UIStackView.Distribution", stackDistribution),
        .init("alignment", "UIStackView.Alignment", stackAlignment),
        .init("axis", "NSLayoutConstraint.Axis", axis),
        .init("borderStyle", "UITextField.BorderStyle", borderStyle),
        .init("clearButtonMode", "UITextField.ViewMode", viewMode),
        .init("progressViewStyle", "UIProgressView.Style", progressViewStyle),
        .init("semanticContentAttribute", "UISemanticContentAttribute", semanticContentAttribute),
        .init("keyboardDismissMode", "UIScrollView.KeyboardDismissMode", keyboardDismissMode),
        .init("indicatorStyle", "UIScrollView.IndicatorStyle", indicatorStyle),
        .init(
            "contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior",
            contentInsetAdjustmentBehavior),
        .init("keyboardType", "UIKeyboardType", keyboardType),
        .init("returnKeyType", "UIReturnKeyType", returnKeyType),
        .init("autocapitalizationType", "UITextAutocapitalizationType", autocapitalizationType),
        .init("autocorrectionType", "UITextAutocorrectionType", tristate),
        .init("spellCheckingType", "UITextSpellCheckingType", tristate),
        .init("smartQuotesType", "UITextSmartQuotesType", tristate),
        .init("smartDashesType", "UITextSmartDashesType", tristate),
        .init("smartInsertDeleteType", "UITextSmartInsertDeleteType", tristate),
        .init("keyboardAppearance", "UIKeyboardAppearance", keyboardAppearance),
        .init("modalPresentationStyle", "UIModalPresentationStyle", ViewClass.modalPresentationStyles),
        .init("modalTransitionStyle", "UIModalTransitionStyle", ViewClass.modalTransitionStyles),
        .init("segue modalPresentationStyle", "UIModalPresentationStyle", TranslationContext.presentationStyles),
        .init("segue modalTransitionStyle", "UIModalTransitionStyle", TranslationContext.transitionStyles),
        .init("preferredDisplayMode", "UISplitViewController.DisplayMode", ViewClass.splitDisplayModes),
        .init("behavior", "UISplitViewController.SplitBehavior", splitBehavior),
        .init("primaryBackgroundStyle", "UISplitViewController.BackgroundStyle", splitBackgroundStyle),
        .init("direction", "UISwipeGestureRecognizer.Direction", swipeDirection),
        .init("barButtonItem style", "UIBarButtonItem.Style", ViewClass.barButtonItemStyles),
        .init("barButtonItem systemItem", "UIBarButtonItem.SystemItem", ViewClass.barButtonSystemItems),
        .init("tabBarItem systemItem", "UITabBarItem.SystemItem", ViewClass.tabBarSystemItems),
        .init("largeTitleDisplayMode", "UINavigationItem.LargeTitleDisplayMode", ViewClass.largeTitleDisplayModes),
        .init("backButtonDisplayMode", "UINavigationItem.BackButtonDisplayMode", ViewClass.backButtonDisplayModes),
        .init(
            "buttonConfiguration style", "UIButton.Configuration", ViewClass.buttonConfigurationStyles, isFactory: true,
            since: "15.0"),
        .init("scrollDirection", "UICollectionView.ScrollDirection", scrollDirection),
        .init("sectionInsetReference", "UICollectionViewFlowLayout.SectionInsetReference", sectionInsetReference),
        .init("activityIndicatorView style", "UIActivityIndicatorView.Style", activityIndicatorStyle),
        .init("barStyle", "UIBarStyle", ViewClass.barStyles),
        .init("itemPositioning", "UITabBar.ItemPositioning", tabBarItemPositioning),
        .init("searchBarStyle", "UISearchBar.Style", searchBarStyle),
        .init("blurEffect style", "UIBlurEffect.Style", ViewClass.blurStyles),
        .init("vibrancyEffect style", "UIVibrancyEffectStyle", ViewClass.vibrancyStyles),
        .init("mapType", "MKMapType", mapType),
        .init("datePickerMode", "UIDatePicker.Mode", datePickerMode),
        .init("datePicker style", "UIDatePickerStyle", datePickerStyle),
        .init("separatorStyle", "UITableViewCell.SeparatorStyle", ViewClass.separatorStyles),
        .init("separatorInsetReference", "UITableView.SeparatorInsetReference", separatorInsetReference),
        .init("tableView style", "UITableView.Style", tableViewStyle),
        .init("selectionStyle", "UITableViewCell.SelectionStyle", ViewClass.selectionStyles),
        .init("accessoryType", "UITableViewCell.AccessoryType", ViewClass.accessoryTypes),
        .init("focusStyle", "UITableViewCell.FocusStyle", cellFocusStyle),
        .init("tableViewCell style", "UITableViewCell.CellStyle", cellStyle),
        .init("baseWritingDirection", "NSWritingDirection", writingDirection),
        .init("fontDescription style", "UIFont.TextStyle", TranslationContext.textStyles),
        .init("fontDescription weight", "UIFont.Weight", TranslationContext.weights),
        .init("symbolScale", "UIImage.SymbolScale", symbolScales),
        .init("symbol weight", "UIImage.SymbolWeight", TranslationContext.weights.union(["unspecified"])),
        .init(
            "systemColor, renamed", "UIColor",
            Set(TranslationContext.renamedSystemColors.values).subtracting(["tintColor"])),
    ]
}
