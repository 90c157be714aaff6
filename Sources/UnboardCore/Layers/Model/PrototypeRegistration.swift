/// A prototype cell or supplementary view that a table or collection view registers where loading the storyboard
/// registered it: the layout calls the prototype's builder (`DetailCellCodeInterfaceBuilder.registerMainDetail(in:)`).
public struct PrototypeRegistration: Hashable, Sendable {
    /// The id of the prototype's root view in its document.
    public var prototypeID: String
    /// The prototype's builder type, final once all builders are named.
    public var typeName: String = ""
    /// The constant naming the prototype's layout, final once all key constants are unique.
    public var keyConstant: String = ""

    /// The class name of a prototype from `base`: `Cell` or, for a collection reusable view, `ReusableView` added
    /// unless `base` already ends with it.
    public static func className(_ base: String, element: String) -> String {
        let suffix = element == "collectionReusableView" ? "ReusableView" : "Cell"
        return base.hasSuffix(suffix) ? base : base + suffix
    }

    /// The class names `className(_:element:)` gives `base` for a cell and for a collection reusable view.
    static func classNames(_ base: String) -> [String] {
        ["tableViewCell", "collectionReusableView"].map { className(base, element: $0) }
    }

    /// Creates a registration, resolved later.
    package init(prototypeID: String) {
        self.prototypeID = prototypeID
    }
}

extension ViewNode {
    /// Sets the builder and key constant of every registration at or below this view.
    mutating func resolvePrototypes(_ resolve: (PrototypeRegistration) -> PrototypeRegistration?) {
        updateDescendants { node in node.prototypes = node.prototypes.compactMap(resolve) }
    }
}
