/// A property value that Apple documents as the one a UIKit (MapKit, WebKit) view has when created in code, so an
/// Interface Builder attribute of that value needs no assignment.
struct CodeDefault: Sendable {
    /// The Swift type whose objects have the value.
    let type: String
    /// The IB attribute and its value.
    let attribute: String
    let value: String
    /// The property and value as the translator assigns them (`RuntimeTests` reads them back from the UIKit model).
    let property: String
    let swiftValue: String
    /// Whether the subclasses of `type` that Unboard creates have the value too. `false` for the `UIView` properties
    /// that subclasses are documented to change ("Some subclasses of UIView, like UIScrollView, override the default
    /// value to true.", https://developer.apple.com/documentation/uikit/uiview/clipstobounds; UILabel's
    /// `contentMode` and `isUserInteractionEnabled`), which a subclass then has only where its own entry says so.
    let reachesSubclasses: Bool
    /// Apple's sentence and where it is: a doc comment of the iOS 16.5 SDK's headers or a documentation page.
    let source: String

    fileprivate init(
        _ type: String, _ attribute: String, _ value: String, _ property: String, _ swiftValue: String,
        subclasses: Bool = true, _ source: String
    ) {
        (self.type, self.attribute, self.value, self.property, self.swiftValue) = (
            type, attribute, value, property, swiftValue
        )
        (self.reachesSubclasses, self.source) = (subclasses, source)
    }
}

/// The values views have when created in code, each with Apple's sentence: the translator leaves out an attribute
/// whose value is its class's (`ViewClass.defaults`), and nothing else. A value Apple does not document stays an
/// assignment, even where it is likely the default (a cell's content view, `UIButton.isOpaque`).
enum CodeDefaults {
    /// The attribute values of `type`'s own entries.
    static func values(of type: String) -> [String: String] {
        Dictionary(table.filter { $0.type == type }.map { ($0.attribute, $0.value) }) { first, _ in first }
    }

    /// Whether a subclass of `type` shares its default for `attribute` (`true` for a value `type` inherited itself).
    static func reachesSubclasses(_ attribute: String, from type: String) -> Bool {
        table.first { $0.type == type && $0.attribute == attribute }?.reachesSubclasses ?? true
    }

    private static let viewHeader = "UIView.h"
    private static let scrollViewHeader = "UIScrollView.h"

    static let table: [CodeDefault] = uiView + labelsAndImages + controls + scrollViews + containers + bars + others

    private static let uiView: [CodeDefault] = [
        CodeDefault("UIView", "alpha", "1", "alpha", "1", "\(viewHeader) (alpha): \"animatable. default is 1.0\""),
        CodeDefault(
            "UIView", "hidden", "NO", "isHidden", "false",
            "\(viewHeader) (hidden): \"default is NO. doesn't check superviews\""),
        CodeDefault("UIView", "tag", "0", "tag", "0", "\(viewHeader) (tag): \"default is 0\""),
        CodeDefault(
            "UIView", "contentMode", "scaleToFill", "contentMode", ".scaleToFill", subclasses: false,
            "\(viewHeader) (contentMode): \"default is UIViewContentModeScaleToFill\""),
        CodeDefault(
            "UIView", "clipsSubviews", "NO", "clipsToBounds", "false", subclasses: false,
            "\(viewHeader) (clipsToBounds): \"When YES, content and subviews are clipped to the bounds of the view. Default is NO.\""
        ),
        CodeDefault(
            "UIView", "opaque", "YES", "isOpaque", "true", subclasses: false,
            "\(viewHeader) (opaque): \"default is YES.\""),
        CodeDefault(
            "UIView", "userInteractionEnabled", "YES", "isUserInteractionEnabled", "true", subclasses: false,
            "\(viewHeader) (userInteractionEnabled): \"default is YES.\""),
        CodeDefault(
            "UIView", "multipleTouchEnabled", "NO", "isMultipleTouchEnabled", "false", subclasses: false,
            "\(viewHeader) (multipleTouchEnabled): \"default is NO\""),
        CodeDefault(
            "UIView", "autoresizesSubviews", "YES", "autoresizesSubviews", "true", subclasses: false,
            "\(viewHeader) (autoresizesSubviews): \"default is YES.\""),
        CodeDefault(
            "UIView", "clearsContextBeforeDrawing", "YES", "clearsContextBeforeDrawing", "true", subclasses: false,
            "\(viewHeader) (clearsContextBeforeDrawing): \"default is YES.\""),
    ]

    private static let labelsAndImages: [CodeDefault] = [
        CodeDefault(
            "UILabel", "clipsSubviews", "YES", "clipsToBounds", "true",
            "\"This class changes the default value of this property to true.\" (https://developer.apple.com/documentation/uikit/uilabel-clipstobounds)"
        ),
        CodeDefault(
            "UILabel", "contentMode", "redraw", "contentMode", ".redraw",
            "UILabel.h: \"label has default content mode of UIViewContentModeRedraw\""),
        CodeDefault(
            "UILabel", "userInteractionEnabled", "NO", "isUserInteractionEnabled", "false",
            "UILabel.h (userInteractionEnabled): \"default is NO\""),
        CodeDefault(
            "UILabel", "numberOfLines", "1", "numberOfLines", "1", "UILabel.h (numberOfLines): \"default value is 1\""),
        CodeDefault(
            "UILabel", "textAlignment", "natural", "textAlignment", ".natural",
            "UILabel.h (textAlignment): \"default is NSTextAlignmentNatural\""),
        CodeDefault(
            "UILabel", "lineBreakMode", "tailTruncation", "lineBreakMode", ".byTruncatingTail",
            "UILabel.h (lineBreakMode): \"default is NSLineBreakByTruncatingTail.\""),
        CodeDefault(
            "UILabel", "baselineAdjustment", "alignBaselines", "baselineAdjustment", ".alignBaselines",
            "UILabel.h (baselineAdjustment): \"default is UIBaselineAdjustmentAlignBaselines\""),
        CodeDefault(
            "UILabel", "adjustsFontSizeToFit", "NO", "adjustsFontSizeToFitWidth", "false",
            "UILabel.h (adjustsFontSizeToFitWidth): \"default is NO\""),
        CodeDefault(
            "UILabel", "enabled", "YES", "isEnabled", "true", "UILabel.h (enabled): \"default is YES.\""),
        CodeDefault(
            "UILabel", "highlighted", "NO", "isHighlighted", "false", "UILabel.h (highlighted): \"default is NO\""),
        CodeDefault(
            "UIImageView", "userInteractionEnabled", "NO", "isUserInteractionEnabled", "false",
            "UIImageView.h (userInteractionEnabled): \"default is NO\""),
        CodeDefault(
            "UIImageView", "highlighted", "NO", "isHighlighted", "false",
            "UIImageView.h (highlighted): \"default is NO\""),
    ]

    private static let controls: [CodeDefault] = [
        CodeDefault("UIControl", "enabled", "YES", "isEnabled", "true", "UIControl.h (enabled): \"default is YES.\""),
        CodeDefault("UIControl", "selected", "NO", "isSelected", "false", "UIControl.h (selected): \"default is NO\""),
        CodeDefault(
            "UIControl", "highlighted", "NO", "isHighlighted", "false", "UIControl.h (highlighted): \"default is NO.\""),
        CodeDefault(
            "UIControl", "contentHorizontalAlignment", "center", "contentHorizontalAlignment", ".center",
            "UIControl.h (contentHorizontalAlignment): \"default is center\""),
        CodeDefault(
            "UIControl", "contentVerticalAlignment", "center", "contentVerticalAlignment", ".center",
            "UIControl.h (contentVerticalAlignment): \"default is center\""),
        CodeDefault(
            "UIButton", "adjustsImageWhenHighlighted", "YES", "adjustsImageWhenHighlighted", "true",
            "UIButton.h (adjustsImageWhenHighlighted): \"default is YES.\""),
        CodeDefault(
            "UIButton", "adjustsImageWhenDisabled", "YES", "adjustsImageWhenDisabled", "true",
            "UIButton.h (adjustsImageWhenDisabled): \"default is YES.\""),
        CodeDefault(
            "UITextField", "borderStyle", "none", "borderStyle", ".none",
            "UITextField.h (borderStyle): \"default is UITextBorderStyleNone.\""),
        CodeDefault(
            "UITextField", "textAlignment", "left", "textAlignment", ".left",
            "UITextField.h (textAlignment): \"default is NSLeftTextAlignment\""),
        CodeDefault(
            "UITextField", "minimumFontSize", "0", "minimumFontSize", "0",
            "UITextField.h (minimumFontSize): \"default is 0.0.\""),
        CodeDefault(
            "UITextField", "adjustsFontSizeToFit", "NO", "adjustsFontSizeToFitWidth", "false",
            "UITextField.h (adjustsFontSizeToFitWidth): \"default is NO.\""),
        CodeDefault(
            "UITextField", "clearButtonMode", "never", "clearButtonMode", ".never",
            "UITextField.h (clearButtonMode): \"default is UITextFieldViewModeNever\""),
        CodeDefault(
            "UISlider", "value", "0", "value", "0",
            "UISlider.h (value): \"default 0.0. this value will be pinned to min/max\""),
        CodeDefault("UISlider", "minValue", "0", "minimumValue", "0", "UISlider.h (minimumValue): \"default 0.0.\""),
        CodeDefault("UISlider", "maxValue", "1", "maximumValue", "1", "UISlider.h (maximumValue): \"default 1.0.\""),
        CodeDefault(
            "UISlider", "continuous", "YES", "isContinuous", "true", "UISlider.h (continuous): \"default = YES\""),
        CodeDefault("UIStepper", "value", "0", "value", "0", "UIStepper.h (value): \"default is 0.\""),
        CodeDefault(
            "UIStepper", "minimumValue", "0", "minimumValue", "0", "UIStepper.h (minimumValue): \"default 0.\""),
        CodeDefault(
            "UIStepper", "maximumValue", "100", "maximumValue", "100", "UIStepper.h (maximumValue): \"default 100.\""),
        CodeDefault("UIStepper", "stepValue", "1", "stepValue", "1", "UIStepper.h (stepValue): \"default 1.\""),
        CodeDefault(
            "UIPageControl", "currentPage", "0", "currentPage", "0", "UIPageControl.h (currentPage): \"default is 0.\""),
        CodeDefault(
            "UIDatePicker", "datePickerMode", "dateAndTime", "datePickerMode", ".dateAndTime",
            "UIDatePicker.h (datePickerMode): \"default is UIDatePickerModeDateAndTime\""),
        CodeDefault(
            "UIDatePicker", "minuteInterval", "1", "minuteInterval", "1",
            "UIDatePicker.h (minuteInterval): \"default is 1.\""),
        CodeDefault(
            "UIDatePicker", "countDownDuration", "0", "countDownDuration", "0",
            "UIDatePicker.h (countDownDuration): \"default is 0.0.\""),
    ]

    private static let scrollViews: [CodeDefault] =
        [
            CodeDefault(
                "UIScrollView", "clipsSubviews", "YES", "clipsToBounds", "true", subclasses: false,
                "\"Some subclasses of UIView, like UIScrollView, override the default value to true.\" (https://developer.apple.com/documentation/uikit/uiview/clipstobounds)"
            ),
            CodeDefault(
                "UIScrollView", "showsHorizontalScrollIndicator", "YES", "showsHorizontalScrollIndicator", "true",
                "\(scrollViewHeader) (showsHorizontalScrollIndicator): \"default YES.\""),
            CodeDefault(
                "UIScrollView", "showsVerticalScrollIndicator", "YES", "showsVerticalScrollIndicator", "true",
                "\(scrollViewHeader) (showsVerticalScrollIndicator): \"default YES.\""),
            CodeDefault(
                "UIScrollView", "pagingEnabled", "NO", "isPagingEnabled", "false",
                "\(scrollViewHeader) (pagingEnabled): \"default NO.\""),
            CodeDefault(
                "UIScrollView", "scrollEnabled", "YES", "isScrollEnabled", "true",
                "\(scrollViewHeader) (scrollEnabled): \"default YES.\""),
            CodeDefault(
                "UIScrollView", "bounces", "YES", "bounces", "true", "\(scrollViewHeader) (bounces): \"default YES.\""),
            CodeDefault(
                "UIScrollView", "keyboardDismissMode", "none", "keyboardDismissMode", ".none",
                "\(scrollViewHeader) (keyboardDismissMode): \"default is UIScrollViewKeyboardDismissModeNone\""),
            CodeDefault(
                "UIScrollView", "minimumZoomScale", "1", "minimumZoomScale", "1",
                "\(scrollViewHeader) (minimumZoomScale): \"default is 1.0\""),
            CodeDefault(
                "UIScrollView", "maximumZoomScale", "1", "maximumZoomScale", "1",
                "\(scrollViewHeader) (maximumZoomScale): \"default is 1.0.\""),
            CodeDefault(
                "UITextView", "editable", "YES", "isEditable", "true",
                "\"The default value of this property is true.\" (https://developer.apple.com/documentation/uikit/uitextview/iseditable)"
            ),
            CodeDefault(
                "UITextView", "selectable", "YES", "isSelectable", "true",
                "\"The default value is true.\" (https://developer.apple.com/documentation/uikit/uitextview/isselectable)"
            ),
            CodeDefault(
                "UITextView", "textAlignment", "left", "textAlignment", ".left",
                "UITextView.h (textAlignment): \"default is NSLeftTextAlignment\""),
        ] + tableViews + collectionViews

    private static let tableViews: [CodeDefault] =
        [
            CodeDefault(
                "UITableView", "separatorStyle", "default", "separatorStyle", ".singleLine",
                "UITableView.h (separatorStyle): \"default is UITableViewCellSeparatorStyleSingleLine\""),
            CodeDefault(
                "UITableView", "editing", "NO", "isEditing", "false", "UITableView.h (editing): \"default is NO.\""),
            CodeDefault(
                "UITableView", "allowsSelection", "YES", "allowsSelection", "true",
                "UITableView.h (allowsSelection): \"default is YES.\""),
            CodeDefault(
                "UITableView", "allowsSelectionDuringEditing", "NO", "allowsSelectionDuringEditing", "false",
                "UITableView.h (allowsSelectionDuringEditing): \"default is NO.\""),
            CodeDefault(
                "UITableView", "allowsMultipleSelection", "NO", "allowsMultipleSelection", "false",
                "UITableView.h (allowsMultipleSelection): \"default is NO.\""),
            CodeDefault(
                "UITableView", "allowsMultipleSelectionDuringEditing", "NO", "allowsMultipleSelectionDuringEditing",
                "false", "UITableView.h (allowsMultipleSelectionDuringEditing): \"default is NO.\""),
            CodeDefault(
                "UITableView", "contentViewInsetsToSafeArea", "YES", "insetsContentViewsToSafeArea", "true",
                "UITableView.h (insetsContentViewsToSafeArea): \"default value is YES\""),
            CodeDefault(
                "UITableView", "cellLayoutMarginsFollowReadableWidth", "NO", "cellLayoutMarginsFollowReadableWidth",
                "false", "UITableView.h (cellLayoutMarginsFollowReadableWidth): \"default is NO.\""),
        ]
        + ["rowHeight", "sectionHeaderHeight", "sectionFooterHeight"].map { property in
            CodeDefault(
                "UITableView", property, "-1", property, "UITableView.automaticDimension",
                "UITableView.h (\(property)): \"default is UITableViewAutomaticDimension\"")
        }
        + ["estimatedRowHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight"].map { property in
            CodeDefault(
                "UITableView", property, "-1", property, "UITableView.automaticDimension",
                "UITableView.h (\(property)): \"default is UITableViewAutomaticDimension, set to 0 to disable\"")
        }
        + [
            CodeDefault(
                "UITableViewCell", "selectionStyle", "default", "selectionStyle", ".default",
                "UITableViewCell.h (selectionStyle): \"default is UITableViewCellSelectionStyleDefault.\""),
            CodeDefault(
                "UITableViewCell", "accessoryType", "none", "accessoryType", ".none",
                "UITableViewCell.h (accessoryType): \"default is UITableViewCellAccessoryNone.\""),
            CodeDefault(
                "UITableViewCell", "editingAccessoryType", "none", "editingAccessoryType", ".none",
                "UITableViewCell.h (editingAccessoryType): \"default is UITableViewCellAccessoryNone.\""),
            CodeDefault(
                "UITableViewCell", "indentationLevel", "0", "indentationLevel", "0",
                "UITableViewCell.h (indentationLevel): \"adjust content indent. default is 0\""),
            CodeDefault(
                "UITableViewCell", "indentationWidth", "10", "indentationWidth", "10",
                "UITableViewCell.h (indentationWidth): \"width for each level. default is 10.0\""),
            CodeDefault(
                "UITableViewCell", "shouldIndentWhileEditing", "YES", "shouldIndentWhileEditing", "true",
                "UITableViewCell.h (shouldIndentWhileEditing): \"default is YES.\""),
            CodeDefault(
                "UITableViewCell", "showsReorderControl", "NO", "showsReorderControl", "false",
                "UITableViewCell.h (showsReorderControl): \"default is NO\""),
        ]

    private static let collectionViews: [CodeDefault] = [
        CodeDefault(
            "UICollectionView", "allowsSelection", "YES", "allowsSelection", "true",
            "UICollectionView.h (allowsSelection): \"default is YES\""),
        CodeDefault(
            "UICollectionView", "allowsMultipleSelection", "NO", "allowsMultipleSelection", "false",
            "UICollectionView.h (allowsMultipleSelection): \"default is NO\""),
        CodeDefault(
            "UICollectionView", "allowsSelectionDuringEditing", "NO", "allowsSelectionDuringEditing", "false",
            "UICollectionView.h (allowsSelectionDuringEditing): \"Defaults to NO.\""),
        CodeDefault(
            "UICollectionView", "allowsMultipleSelectionDuringEditing", "NO", "allowsMultipleSelectionDuringEditing",
            "false", "UICollectionView.h (allowsMultipleSelectionDuringEditing): \"Defaults to NO.\""),
        CodeDefault(
            "UICollectionView", "prefetchingEnabled", "YES", "isPrefetchingEnabled", "true",
            "\"The default value of this property is true.\" (https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled)"
        ),
        CodeDefault(
            "UICollectionViewFlowLayout", "scrollDirection", "vertical", "scrollDirection", ".vertical",
            "UICollectionViewFlowLayout.h (scrollDirection): \"default is UICollectionViewScrollDirectionVertical\""),
        CodeDefault(
            "UICollectionViewFlowLayout", "minimumLineSpacing", "10", "minimumLineSpacing", "10",
            "\"The default value of this property is 10.0.\" (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing)"
        ),
        CodeDefault(
            "UICollectionViewFlowLayout", "sectionInsetReference", "contentInset", "sectionInsetReference",
            ".fromContentInset",
            "UICollectionViewFlowLayout.h (sectionInsetReference): \"Defaults to `.fromContentInset`.\""),
        CodeDefault(
            "UICollectionViewFlowLayout", "automaticEstimatedItemSize", "NO", "estimatedItemSize", ".zero",
            "UICollectionViewFlowLayout.h (estimatedItemSize): \"defaults to CGSizeZero\""),
    ]

    private static let containers: [CodeDefault] = [
        CodeDefault(
            "UIStackView", "axis", "horizontal", "axis", ".horizontal",
            "\"The default value is NSLayoutConstraint.Axis.horizontal.\" (https://developer.apple.com/documentation/uikit/uistackview/axis)"
        ),
        CodeDefault(
            "UIStackView", "distribution", "fill", "distribution", ".fill",
            "\"The default value is UIStackView.Distribution.fill.\" (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property)"
        ),
        CodeDefault(
            "UIStackView", "alignment", "fill", "alignment", ".fill",
            "\"The default value is UIStackView.Alignment.fill.\" (https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property)"
        ),
        CodeDefault(
            "UIActivityIndicatorView", "hidesWhenStopped", "YES", "hidesWhenStopped", "true",
            "UIActivityIndicatorView.h (hidesWhenStopped): \"default is YES.\""),
        CodeDefault(
            "UIProgressView", "progress", "0", "progress", "0",
            "UIProgressView.h (progress): \"0.0 .. 1.0, default is 0.0.\""),
    ]

    private static let bars: [CodeDefault] =
        ["UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar"].map { bar in
            CodeDefault(
                bar, "translucent", "YES", "isTranslucent", "true", "\(bar).h (translucent): \"Default is YES.\"")
        } + [
            CodeDefault(
                "UIToolbar", "barStyle", "default", "barStyle", ".default",
                "UIToolbar.h (barStyle): \"default is UIBarStyleDefault\""),
            CodeDefault(
                "UITabBar", "barStyle", "default", "barStyle", ".default",
                "UITabBar.h (barStyle): \"Valid bar styles are UIBarStyleDefault (default) and UIBarStyleBlack.\""),
            CodeDefault(
                "UISearchBar", "barStyle", "default", "barStyle", ".default",
                "UISearchBar.h (barStyle): \"default is UIBarStyleDefault (blue)\""),
            CodeDefault(
                "UITabBar", "itemPositioning", "automatic", "itemPositioning", ".automatic",
                "UITabBar.h (itemPositioning): \"Default is UITabBarItemPositioningAutomatic.\""),
            CodeDefault(
                "UITabBar", "itemWidth", "0", "itemWidth", "0",
                "UITabBar.h (itemWidth): \"Default of 0 or values less than 0 will be interpreted as a system-defined width.\""
            ),
            CodeDefault(
                "UITabBar", "itemSpacing", "0", "itemSpacing", "0",
                "UITabBar.h (itemSpacing): \"Default of 0 or values less than 0 will be interpreted as a system-defined spacing.\""
            ),
        ]
        + ["showsCancelButton", "showsBookmarkButton", "showsSearchResultsButton", "showsScopeBar"].map { property in
            CodeDefault(
                "UISearchBar", property, "NO", property, "false", "UISearchBar.h (\(property)): \"default is NO\"")
        }

    private static let others: [CodeDefault] = [
        CodeDefault(
            "MKMapView", "zoomEnabled", "YES", "isZoomEnabled", "true",
            "\"The default value of this property is true.\" (https://developer.apple.com/documentation/mapkit/mkmapview/iszoomenabled)"
        ),
        CodeDefault(
            "MKMapView", "scrollEnabled", "YES", "isScrollEnabled", "true",
            "\"The default value of this property is true.\" (https://developer.apple.com/documentation/mapkit/mkmapview/isscrollenabled)"
        ),
        CodeDefault(
            "MKMapView", "showsUserLocation", "NO", "showsUserLocation", "false",
            "\"The default value of this property is false.\" (https://developer.apple.com/documentation/mapkit/mkmapview/showsuserlocation)"
        ),
        CodeDefault(
            "MKMapView", "showsBuildings", "YES", "showsBuildings", "true",
            "\"The default value of this property is true.\" (https://developer.apple.com/documentation/mapkit/mkmapview/showsbuildings)"
        ),
        CodeDefault(
            "MKMapView", "showsScale", "NO", "showsScale", "false",
            "\"The default value of this property is false.\" (https://developer.apple.com/documentation/mapkit/mkmapview/showsscale)"
        ),
        CodeDefault(
            "MKMapView", "showsTraffic", "NO", "showsTraffic", "false",
            "\"The default value of this property is false.\" (https://developer.apple.com/documentation/mapkit/mkmapview/showstraffic)"
        ),
        CodeDefault(
            "WKWebView", "allowsBackForwardNavigationGestures", "NO", "allowsBackForwardNavigationGestures", "false",
            "WKWebView.h (allowsBackForwardNavigationGestures): \"The default value is NO.\""),
    ]
}
