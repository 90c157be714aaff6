extension BuilderFileTranslator {
    /// The property through which a table or collection view controller manages its view, and that view's type:
    /// `tableView` of `UITableViewController`, `collectionView` of `UICollectionViewController`.
    ///
    /// Code that assigns such a controller's `view` from a builder assigns the property too. Apple documents only the
    /// class's own `loadView()` and the property's setter as giving the controller the view it manages ("If you create
    /// the collection view controller programmatically, it automatically creates a new unconfigured collection view
    /// object, which you can access using the collectionView property.",
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller; "Returns the table view managed by
    /// the controller object.", https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview);
    /// nothing says that assigning `view` sets it (review M3). Assigning both is right whichever way UIKit does it.
    private static func managedView(ofController type: String) -> (property: String, viewType: String)? {
        switch type {
        case "UITableViewController": ("tableView", "UITableView")
        case "UICollectionViewController": ("collectionView", "UICollectionView")
        default: nil
        }
    }

    /// `controller.tableView = builder.view as? UITableView` (without `controller.` where `controller` is `nil`: the
    /// controller's own code), or `nil` for a controller of another type.
    static func managedViewAssignment(ofController type: String, on controller: SwiftExpression?) -> SwiftStatement? {
        guard let managed = managedView(ofController: type) else { return nil }
        let property = controller.map { $0.dot(managed.property) } ?? .identifier(managed.property)
        return .assignment(
            property, .binary(SwiftExpression.identifier("builder").dot("view"), "as?", .identifier(managed.viewType)))
    }

    /// `tableView = builder.view as? UITableView` (`collectionView` for a collection view controller) after the
    /// starter's `loadView()` assigns `view`, which it does without `super.loadView()` ("Your custom implementation of
    /// this method should not call super.", https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()).
    func starterManagedView(_ builder: BuilderModel) -> [SwiftStatement] {
        guard let owner = starterOwner(builder),
            let assignment = Self.managedViewAssignment(ofController: owner.type, on: nil)
        else { return [] }
        let comment: [String] =
            owner.type == "UITableViewController"
            ? ["The table view the controller manages, which its own `loadView()` sets: `view` is not documented to."]
            : [
                "The collection view the controller manages, which its own `loadView()` sets: `view` is not documented",
                "to. Assigning it makes the controller its data source and delegate where Interface Builder set none.",
            ]
        return comment.map(SwiftStatement.comment) + [assignment]
    }
}
