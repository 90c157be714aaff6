import Foundation

// The values a view has when created in code, for the properties the model otherwise only stores: a stored property
// read before it was set returns the value Apple documents for the object's class, and still traps where Apple
// documents none. Each class's entries come before its superclass's; a `UIView` entry holds for plain `UIView`s only,
// since Apple documents subclasses as changing these ("Some subclasses of UIView, like UIScrollView, override the
// default value to true.", https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
// `Sources/UnboardCore/Translator/Views/CodeDefaults.swift` leaves out the assignments of these values;
// `CodeDefaultsRuntimeTests` checks each of its entries against this table.

extension UIKitModel {
    /// The documented value of `object`'s property `name` when it was never set, if Apple documents one.
    static func documentedDefault(of object: AnyObject, _ name: String) -> Any? {
        for entry in defaultEntries where entry.name == name && entry.applies(object) { return entry.value }
        return nil
    }

    private struct DefaultEntry {
        let applies: (AnyObject) -> Bool
        let name: String
        let value: Any
    }

    private static func on<Kind: AnyObject>(_ kind: Kind.Type, exactly: Bool = false, _ values: [(String, Any)])
        -> [DefaultEntry]
    {
        let applies: (AnyObject) -> Bool = { object in exactly ? type(of: object) == kind : object is Kind }
        return values.map { DefaultEntry(applies: applies, name: $0.0, value: $0.1) }
    }

    /// A class of the MapKit or WebKit model, which this module cannot name: found by its name.
    private static func on(named name: String, _ values: [(String, Any)]) -> [DefaultEntry] {
        let applies: (AnyObject) -> Bool = { String(describing: type(of: $0)) == name }
        return values.map { DefaultEntry(applies: applies, name: $0.0, value: $0.1) }
    }

    nonisolated(unsafe) private static let defaultEntries: [DefaultEntry] =
        // "This class changes the default value of this property to true."
        // (https://developer.apple.com/documentation/uikit/uilabel-clipstobounds) UILabel.h: "label has default content
        // mode of UIViewContentModeRedraw"; (userInteractionEnabled) "default is NO"; (numberOfLines) "default value is
        // 1 (single line)"; (textAlignment) "default is NSTextAlignmentNatural"; (lineBreakMode) "default is
        // NSLineBreakByTruncatingTail."; (baselineAdjustment) "default is UIBaselineAdjustmentAlignBaselines";
        // (adjustsFontSizeToFitWidth) "default is NO"; (enabled) "default is YES."; (highlighted) "default is NO"
        on(
            UILabel.self,
            [
                ("clipsToBounds", true), ("contentMode", UIView.ContentMode.redraw),
                ("isUserInteractionEnabled", false), ("numberOfLines", 1), ("textAlignment", NSTextAlignment.natural),
                ("lineBreakMode", NSLineBreakMode.byTruncatingTail),
                ("baselineAdjustment", UIBaselineAdjustment.alignBaselines), ("adjustsFontSizeToFitWidth", false),
                ("isEnabled", true), ("isHighlighted", false),
            ])
        // UIImageView.h (highlighted): "default is NO" (userInteractionEnabled: Containers.swift)
        + on(UIImageView.self, [("isHighlighted", false)])
        // UIButton.h (adjustsImageWhenHighlighted, adjustsImageWhenDisabled): "default is YES."
        + on(UIButton.self, [("adjustsImageWhenHighlighted", true), ("adjustsImageWhenDisabled", true)])
        // UITextField.h: (borderStyle) "default is UITextBorderStyleNone."; (textAlignment) "default is
        // NSLeftTextAlignment"; (minimumFontSize) "default is 0.0."; (adjustsFontSizeToFitWidth) "default is NO.";
        // (clearButtonMode) "default is UITextFieldViewModeNever"
        + on(
            UITextField.self,
            [
                ("borderStyle", UITextField.BorderStyle.none), ("textAlignment", NSTextAlignment.left),
                ("minimumFontSize", CGFloat(0)), ("adjustsFontSizeToFitWidth", false),
                ("clearButtonMode", UITextField.ViewMode.never),
            ])
        // UIControl.h: (contentVerticalAlignment, contentHorizontalAlignment) "default is center"
        + on(
            UIControl.self,
            [
                ("contentHorizontalAlignment", UIControl.ContentHorizontalAlignment.center),
                ("contentVerticalAlignment", UIControl.ContentVerticalAlignment.center),
            ])
        // UISlider.h: (value) "default 0.0."; (minimumValue) "default 0.0."; (maximumValue) "default 1.0.";
        // (continuous) "default = YES". UIStepper.h: (value) "default is 0."; (minimumValue) "default 0.";
        // (maximumValue) "default 100."; (stepValue) "default 1.". UIPageControl.h (currentPage): "default is 0."
        + on(
            UISlider.self,
            [("value", Float(0)), ("minimumValue", Float(0)), ("maximumValue", Float(1)), ("isContinuous", true)])
        + on(
            UIStepper.self,
            [("value", 0.0), ("minimumValue", 0.0), ("maximumValue", 100.0), ("stepValue", 1.0)])
        + on(UIPageControl.self, [("currentPage", 0)])
        // UIDatePicker.h: (datePickerMode) "default is UIDatePickerModeDateAndTime"; (minuteInterval) "default is 1.";
        // (countDownDuration) "default is 0.0."
        + on(
            UIDatePicker.self,
            [
                ("datePickerMode", UIDatePicker.Mode.dateAndTime), ("minuteInterval", 1),
                ("countDownDuration", TimeInterval(0)),
            ])
        // "The default value of this property is true." (https://developer.apple.com/documentation/uikit/uitextview/iseditable)
        // "The default value is true." (https://developer.apple.com/documentation/uikit/uitextview/isselectable)
        // UITextView.h (textAlignment): "default is NSLeftTextAlignment"
        + on(UITextView.self, [("isEditable", true), ("isSelectable", true), ("textAlignment", NSTextAlignment.left)])
        // UITableView.h: (separatorStyle) "default is UITableViewCellSeparatorStyleSingleLine"; (rowHeight,
        // sectionHeaderHeight, sectionFooterHeight, the estimated heights) "default is UITableViewAutomaticDimension";
        // (editing, allowsSelectionDuringEditing, allowsMultipleSelection, allowsMultipleSelectionDuringEditing)
        // "default is NO."; (allowsSelection) "default is YES."; (insetsContentViewsToSafeArea) "default value is YES";
        // (cellLayoutMarginsFollowReadableWidth) "default is NO."
        + on(
            UITableView.self,
            [
                ("separatorStyle", UITableViewCell.SeparatorStyle.singleLine), ("isEditing", false),
                ("allowsSelection", true), ("allowsSelectionDuringEditing", false), ("allowsMultipleSelection", false),
                ("allowsMultipleSelectionDuringEditing", false), ("insetsContentViewsToSafeArea", true),
                ("cellLayoutMarginsFollowReadableWidth", false),
            ]
                + [
                    "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedRowHeight",
                    "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
                ].map { ($0, UITableView.automaticDimension as Any) })
        // UITableViewCell.h: (selectionStyle) "default is UITableViewCellSelectionStyleDefault."; (accessoryType,
        // editingAccessoryType) "default is UITableViewCellAccessoryNone."; (indentationLevel) "default is 0";
        // (indentationWidth) "default is 10.0"; (shouldIndentWhileEditing) "default is YES."; (showsReorderControl)
        // "default is NO"
        + on(
            UITableViewCell.self,
            [
                ("selectionStyle", UITableViewCell.SelectionStyle.default),
                ("accessoryType", UITableViewCell.AccessoryType.none),
                ("editingAccessoryType", UITableViewCell.AccessoryType.none), ("indentationLevel", 0),
                ("indentationWidth", CGFloat(10)), ("shouldIndentWhileEditing", true), ("showsReorderControl", false),
            ])
        // UICollectionView.h: (allowsSelection) "default is YES"; (allowsMultipleSelection) "default is NO";
        // (allowsSelectionDuringEditing, allowsMultipleSelectionDuringEditing) "Defaults to NO." "The default value
        // of this property is true." (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled)
        + on(
            UICollectionView.self,
            [
                ("allowsSelection", true), ("allowsMultipleSelection", false), ("allowsSelectionDuringEditing", false),
                ("allowsMultipleSelectionDuringEditing", false), ("isPrefetchingEnabled", true),
            ])
        // UIScrollView.h: (showsVerticalScrollIndicator, showsHorizontalScrollIndicator, scrollEnabled, bounces)
        // "default YES."; (pagingEnabled) "default NO."; (keyboardDismissMode) "default is
        // UIScrollViewKeyboardDismissModeNone"; (minimumZoomScale, maximumZoomScale) "default is 1.0"
        + on(
            UIScrollView.self,
            [
                ("showsHorizontalScrollIndicator", true), ("showsVerticalScrollIndicator", true),
                ("isPagingEnabled", false), ("isScrollEnabled", true), ("bounces", true),
                ("keyboardDismissMode", UIScrollView.KeyboardDismissMode.none), ("minimumZoomScale", CGFloat(1)),
                ("maximumZoomScale", CGFloat(1)),
            ])
        // "Some subclasses of UIView, like UIScrollView, override the default value to true."
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds): said of UIScrollView itself only.
        + on(UIScrollView.self, exactly: true, [("clipsToBounds", true)])
        // UICollectionViewFlowLayout.h: (scrollDirection) "default is UICollectionViewScrollDirectionVertical";
        // (sectionInsetReference) "Defaults to `.fromContentInset`."; (estimatedItemSize) "defaults to CGSizeZero".
        // "The default value of this property is 10.0."
        // (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing)
        + on(
            UICollectionViewFlowLayout.self,
            [
                ("scrollDirection", UICollectionView.ScrollDirection.vertical), ("minimumLineSpacing", CGFloat(10)),
                ("sectionInsetReference", UICollectionViewFlowLayout.SectionInsetReference.fromContentInset),
                ("estimatedItemSize", CGSize.zero),
            ])
        // "The default value is NSLayoutConstraint.Axis.horizontal." (…/uistackview/axis); "The default value is
        // UIStackView.Distribution.fill." (…/uistackview/distribution-swift.property); "The default value is
        // UIStackView.Alignment.fill." (…/uistackview/alignment-swift.property)
        + on(
            UIStackView.self,
            [
                ("axis", NSLayoutConstraint.Axis.horizontal), ("distribution", UIStackView.Distribution.fill),
                ("alignment", UIStackView.Alignment.fill),
            ])
        // UIActivityIndicatorView.h (hidesWhenStopped): "default is YES."; UIProgressView.h (progress): "default is 0.0."
        + on(UIActivityIndicatorView.self, [("hidesWhenStopped", true)])
        + on(UIProgressView.self, [("progress", Float(0))])
        // "The default value of this property is `nil`." (…/uikit/uitableviewcontroller/refreshcontrol,
        // …/uikit/uirefreshcontrol/attributedtitle)
        + on(UITableViewController.self, [("refreshControl", nil as UIRefreshControl? as Any)])
        + on(UIRefreshControl.self, [("attributedTitle", nil as NSAttributedString? as Any)])
        // UINavigationBar.h, UIToolbar.h, UITabBar.h, UISearchBar.h (translucent): "Default is YES."; (barStyle)
        // UIToolbar.h "default is UIBarStyleDefault", UITabBar.h "Valid bar styles are UIBarStyleDefault (default)
        // and UIBarStyleBlack.", UISearchBar.h "default is UIBarStyleDefault (blue)"
        + on(UINavigationBar.self, [("isTranslucent", true)])
        + on(UIToolbar.self, [("isTranslucent", true), ("barStyle", UIBarStyle.default)])
        // UITabBar.h: (itemPositioning) "Default is UITabBarItemPositioningAutomatic."; (itemWidth, itemSpacing)
        // "Default of 0 or values less than 0 will be interpreted as a system-defined width." / "spacing."
        + on(
            UITabBar.self,
            [
                ("isTranslucent", true), ("barStyle", UIBarStyle.default),
                ("itemPositioning", UITabBar.ItemPositioning.automatic), ("itemWidth", CGFloat(0)),
                ("itemSpacing", CGFloat(0)),
            ])
        // UISearchBar.h (showsCancelButton, showsBookmarkButton, showsSearchResultsButton, showsScopeBar): "default is NO"
        + on(
            UISearchBar.self,
            [
                ("isTranslucent", true), ("barStyle", UIBarStyle.default), ("showsCancelButton", false),
                ("showsBookmarkButton", false), ("showsSearchResultsButton", false), ("showsScopeBar", false),
            ])
        // "The default value of this property is true." (…/mapkit/mkmapview/iszoomenabled, …/isscrollenabled,
        // …/showsbuildings); "The default value of this property is false." (…/showsuserlocation, …/showsscale,
        // …/showstraffic). WKWebView.h (allowsBackForwardNavigationGestures): "The default value is NO."
        + on(
            named: "MKMapView",
            [
                ("isZoomEnabled", true), ("isScrollEnabled", true), ("showsUserLocation", false),
                ("showsBuildings", true), ("showsScale", false), ("showsTraffic", false),
            ])
        + on(named: "WKWebView", [("allowsBackForwardNavigationGestures", false)])
        // UIView.h: (contentMode) "default is UIViewContentModeScaleToFill"; (clipsToBounds) "Default is NO."; (opaque)
        // "default is YES."; (userInteractionEnabled) "default is YES."; (multipleTouchEnabled) "default is NO";
        // (autoresizesSubviews, clearsContextBeforeDrawing) "default is YES." Plain UIViews only (above).
        + on(
            UIView.self, exactly: true,
            [
                ("contentMode", UIView.ContentMode.scaleToFill), ("clipsToBounds", false), ("isOpaque", true),
                ("isUserInteractionEnabled", true), ("isMultipleTouchEnabled", false), ("autoresizesSubviews", true),
                ("clearsContextBeforeDrawing", true),
            ])
}
