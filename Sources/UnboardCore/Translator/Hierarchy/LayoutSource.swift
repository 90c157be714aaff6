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
    /// For a prototype in a storyboard scene, the id and class of the scene's view controller, which its actions
    /// may target.
    var sceneController: (id: String, className: String)?
    /// Whether the layout is a xib's File's Owner's (the root is its view, not its class).
    var isFilesOwnerLayout = false
    /// The id of the view or bar button item each popover segue of the scene points at, by segue id.
    var popoverAnchors: [(segueID: String, anchorID: String)] = []
}
