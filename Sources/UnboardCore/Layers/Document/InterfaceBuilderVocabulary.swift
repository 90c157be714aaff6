/// The names of Interface Builder's XML that several stages must agree on: which elements are views, which
/// attributes identify an object rather than set it, and which elements and attributes only describe IB's canvas.
/// The parser sorts elements by them, the translator skips the canvas's state by them and the coverage report counts
/// by them, so each list is written once, beside the IR whose names they are.
enum InterfaceBuilderVocabulary {
    /// Element names that are views (subclasses of `UIView`) wherever they appear.
    static let viewElementNames: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider", "segmentedControl",
        "stackView", "scrollView", "activityIndicatorView", "progressView", "pageControl", "stepper", "tableView",
        "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "visualEffectView", "datePicker", "pickerView",
        "searchBar", "navigationBar", "toolbar", "tabBar", "mapView", "wkWebView", "webView", "containerView",
        "glkView", "sceneKitView", "arscnView", "arskView", "mtkView", "skView", "colorWell",
        "tableViewHeaderFooterView",
    ]

    /// Element names that end in `Controller` but are not view controllers: the parser keeps them as plain elements,
    /// which the translator reports. UISearchDisplayController is an `NSObject`, "replaced with UISearchController"
    /// (iOS 16.5 SDK, UISearchDisplayController.h: `API_DEPRECATED("UISearchDisplayController has been replaced with
    /// UISearchController", ios(3.0, 8.0))`).
    static let nonControllerObjectNames: Set<String> = ["searchDisplayController"]

    /// Attributes that identify an object (its id, key, class and label); the IR keeps them as fields, apart from
    /// the attributes that set properties.
    static let identityAttributes: AttributeNames = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
    ]

    /// Attributes that describe IB's canvas, not the app, on whatever element they appear. (The `<document>`
    /// element's own attributes, `toolsVersion`, `type`..., are design-time where the document is counted; listed
    /// here, every font's `type` would be too.)
    static let designTimeAttributes: Set<String> = [
        "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "sceneMemberID",
    ]

    /// Elements (by name, or `name:key`) that only IB's canvas or the document metadata use, with their subtree.
    static let designTimeElements: Set<String> = [
        "device", "dependencies", "point:canvasLocation", "size:freeformSize", "inferredMetricsTieBreakers",
        "attributedString:userComments", "freeformSimulatedSizeMetrics", "customFonts", "resources",
        // Xcode 7 wrote empty `<animations/>` on every view; user guides are the canvas's ruler guides.
        "animations", "userGuides",
    ]

    /// Whether an element and its subtree are design-time: one of `designTimeElements`, or IB's simulated metrics
    /// (an element or key named `simulated...`).
    static func isDesignTime(_ element: IBElement) -> Bool {
        element.name.hasPrefix("simulated") || designTimeElements.contains(element.name)
            || element.key.map { designTimeKeys[element.name]?.contains($0) == true || $0.hasPrefix("simulated") }
                == true
    }

    /// The keys of `designTimeElements`' `name:key` entries by name, so that an element is looked up without making
    /// its `name:key` string for every property element of every view (`applyRules`: 339 M to 316 M at 10 MB).
    private static let designTimeKeys: [String: Set<String>] = designTimeElements.reduce(into: [:]) { keys, entry in
        guard let colon = entry.firstIndex(of: ":") else { return }
        keys[String(entry[..<colon]), default: []].insert(String(entry[entry.index(after: colon)...]))
    }
}
