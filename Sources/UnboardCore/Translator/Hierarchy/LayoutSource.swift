/// One layout found in a document before translation: a scene's root view, or a xib's root view, with its owner.
struct LayoutSource {
    /// The class the layout belongs to (custom class, or a stable name for a scene without one).
    var className: String
    /// What distinguishes the layout from others of the same class in the same document, when needed.
    var disambiguator: String
    /// The root view.
    var rootView: IBView
    /// The owner's connections (view controller or File's Owner outlets).
    var ownerConnections: [IBConnection]
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` objects of a view controller.
    var legacyGuides: [IBElement]
    /// The line of the scene or object.
    var line: Int
    /// The scene's view controller, whose own properties (navigation item, tab bar item...) `configure(_:)` sets.
    var controller: IBViewController?
    /// The scene's other objects (gesture recognizers), which views refer to.
    var sceneObjects: [IBElement] = []
    /// Views at the top level of the scene beside the controller, created detached (an outlet holds them).
    var extraViews: [IBView] = []
    /// For a cell or reusable view, the name of the parameter the builder receives it by (`cell`).
    var rootParameter: String?
    /// The key's last part when it is not the class name: a prototype's reuse identifier.
    var keyName: String?
    /// Whether the root is a prototype of a table or collection view in the document.
    var isPrototype = false
    /// For a prototype, the width IB records for the table or collection view that holds it.
    var containerWidth: Double?
    /// For a prototype, whether the table view that holds it draws no separators (`separatorStyle="none"`).
    var containerHidesSeparators = false
    /// For a prototype, whether the table view that holds it is its controller's root view (`key="view"`).
    var containerIsControllerView = false
    /// For a prototype in a storyboard scene, the id and class of the scene's view controller, which its actions
    /// may target.
    var sceneController: (id: String, className: String)?
    /// Whether that controller has a class of the app's, whose `migrate` starter can declare methods.
    var sceneControllerHasClass = false
    /// Whether the layout is a xib's File's Owner's (the root is its view, not its class).
    var isFilesOwnerLayout = false
    /// For a cell or reusable view at the root of a xib with a File's Owner, that owner (the object that loaded the
    /// nib), to which its controls may send actions.
    var filesOwner: IBPlaceholder?
    /// The id of the view or bar button item each popover segue of the scene points at, by segue id.
    var popoverAnchors: [(segueID: String, anchorID: String)] = []
}

/// A scene whose controller has no view of its own, and what is beside the controller in the scene.
struct ControllerSource {
    var className: String
    /// The storyboard identifier or scene id, which tells apart two scenes of one class in a key.
    var disambiguator: String
    var controller: IBViewController
    /// The views at the top level of the scene (IB's "extra" views), which outlets may hold.
    var extraViews: [IBView]
    /// The scene's top-level gesture recognizers.
    var sceneObjects: [IBElement]
}
