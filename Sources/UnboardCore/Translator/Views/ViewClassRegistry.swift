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
        "refreshControl": .uiRefreshControl,
        "containerView": .uiView,
        "tableView": .uiTableView,
        "tableViewCell": .uiTableViewCell,
        "tableViewCellContentView": .cellContentView,
        "tableViewHeaderFooterView": .uiTableViewHeaderFooterView,
        "collectionView": .uiCollectionView,
        "collectionViewCell": .uiCollectionViewCell,
        "collectionViewCellContentView": .cellContentView,
        "collectionReusableView": .uiCollectionReusableView,
        "visualEffectView": .uiVisualEffectView,
        "datePicker": .uiDatePicker,
        "pickerView": .uiPickerView,
        "searchBar": .uiSearchBar,
        "navigationBar": .uiNavigationBar,
        "toolbar": .uiToolbar,
        "tabBar": .uiTabBar,
        "mapView": .mkMapView,
        "wkWebView": .wkWebView,
        // UIWebView is no longer accepted by the App Store; its replacement is created (`translateView` says so).
        "webView": .wkWebView,
    ]

    /// The class for an element name; `nil` for elements Unboard does not know, which are created as `UIView`.
    static func viewClass(for elementName: String) -> ViewClass? {
        byElementName[elementName]
    }
}
