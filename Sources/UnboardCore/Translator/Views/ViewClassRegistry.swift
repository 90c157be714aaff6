/// The view classes Unboard knows, by IB element name.
enum ViewClassRegistry {
    static let byElementName: [String: ViewClass] = [
        "view": .uiView,
        "label": .uiLabel,
        "button": .uiButton,
        "imageView": .uiImageView,
        "textField": .uiTextField,
        "textView": .uiTextView,
        "switch": .uiSwitch,
        "slider": .uiSlider,
        "segmentedControl": .uiSegmentedControl,
        "stackView": .uiStackView,
        "scrollView": .uiScrollView,
        "activityIndicatorView": .uiActivityIndicatorView,
        "progressView": .uiProgressView,
        "pageControl": .uiPageControl,
        "stepper": .uiStepper,
        "containerView": .uiView,
    ]

    /// Element names that are known views whose own properties are not translated yet: they are created with
    /// their UIKit type and `UIView`'s properties, and their other attributes are reported.
    static let plainTypes: [String: (type: String, module: String?)] = [
        "tableView": ("UITableView", nil), "tableViewCell": ("UITableViewCell", nil),
        "tableViewCellContentView": ("UIView", nil), "collectionView": ("UICollectionView", nil),
        "collectionViewCell": ("UICollectionViewCell", nil), "collectionViewCellContentView": ("UIView", nil),
        "collectionReusableView": ("UICollectionReusableView", nil), "visualEffectView": ("UIVisualEffectView", nil),
        "datePicker": ("UIDatePicker", nil), "pickerView": ("UIPickerView", nil), "searchBar": ("UISearchBar", nil),
        "navigationBar": ("UINavigationBar", nil), "toolbar": ("UIToolbar", nil), "tabBar": ("UITabBar", nil),
        "mapView": ("MKMapView", "MapKit"), "wkWebView": ("WKWebView", "WebKit"),
        "tableViewHeaderFooterView": ("UITableViewHeaderFooterView", nil),
    ]

    /// The class for an element name; unknown names fall back to `UIView`.
    static func viewClass(for elementName: String) -> ViewClass? {
        if let known = byElementName[elementName] { return known }
        guard let plain = plainTypes[elementName] else { return nil }
        var viewClass = ViewClass.uiView
        viewClass.swiftType = plain.type
        viewClass.module = plain.module
        if elementName == "collectionView" {
            viewClass.construction = { view, _ in
                SwiftExpression.identifier(view.customClass?.name ?? "UICollectionView")(
                    SwiftArgument("frame", .dot("zero")),
                    SwiftArgument("collectionViewLayout", SwiftExpression.identifier("UICollectionViewFlowLayout")()))
            }
        }
        return viewClass
    }
}
