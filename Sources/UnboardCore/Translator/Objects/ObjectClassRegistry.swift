/// The classes of objects that are not views, by IB element name: bar items, navigation items, gesture
/// recognizers, collection view layouts. They are described like view classes: attribute and element rules.
enum ObjectClassRegistry {
    static let byElementName: [String: ViewClass] = [
        "barButtonItem": .uiBarButtonItem,
        "tabBarItem": .uiTabBarItem,
        "navigationItem": .uiNavigationItem,
        "collectionViewFlowLayout": .uiCollectionViewFlowLayout,
        "collectionViewLayout": .uiCollectionViewLayout,
        "customObject": .customObject,
    ].merging(GestureRecognizerClass.byElementName) { own, _ in own }

    /// The classes of view controllers, whose properties `configure(_:)` sets, by IB element name.
    static let controllers: [String: ViewClass] = [
        "viewController": .uiViewController,
        "tableViewController": .uiTableViewController,
        "collectionViewController": .uiCollectionViewController,
        "navigationController": .uiNavigationController,
        "tabBarController": .uiTabBarController,
        "splitViewController": .uiSplitViewController,
        "pageViewController": .uiPageViewController,
    ]

    /// The class of a controller element; controllers Unboard does not know are configured as `UIViewController`.
    static func controllerClass(for elementName: String) -> ViewClass {
        controllers[elementName] ?? .uiViewController
    }
}

extension ViewClass {
    /// `<customObject customClass="...">`, an object beside a scene's controller (IB's "Object"): the nib loader
    /// creates it with the scene, the builder with `Class()` (`NSObject()` without a class).
    static let customObject = ViewClass(swiftType: "NSObject")
}
