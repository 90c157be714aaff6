/// What the translation of one layout (a scene or a xib root) has learned so far: the names given to views,
/// which ids are views or guides, and which views constraints position.
final class LayoutScope {
    let context: TranslationContext
    /// Outlet property names by destination id, so views are named after their outlets.
    let outletNames: [String: String]
    /// Ids of the views that some constraint positions (`constrainedIDs(in:)`), in the root's tree and in each
    /// detached view's tree translated so far.
    private(set) var constrainedIDs: Set<String>
    /// Swift names of views by id, filled as views are translated.
    private(set) var viewNames: [String: String] = [:]
    /// Swift types of views by id.
    private(set) var viewTypes: [String: String] = [:]
    /// Guides by id: the owning view's id and the guide kind.
    private(set) var guides: [String: (viewID: String, kind: LayoutGuideKind, legacy: Bool)] = [:]
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` objects by id: the root view's id and which guide.
    private(set) var legacyGuides: [String: (viewID: String, isTop: Bool)] = [:]
    /// Modules the views need.
    var imports: Set<String> = []
    private var usedNames: UniqueNames

    /// The size-class variations of the view trees translated so far: the root's and each detached view's.
    var variations = LayoutVariations()
    /// Views whose installation depends on size classes.
    var toggledViews: Set<String> = []
    /// Objects besides views (bar items, gesture recognizers), in creation order: held objects first.
    var objects: [ObjectNode] = []
    /// Settings of views that refer to objects, applied once the objects exist.
    var objectSettings: [ObjectSetting] = []
    /// The names of the gesture recognizers added to a view of the layout.
    var addedGestureRecognizers: Set<String> = []
    /// Views that objects hold (a bar button item's custom view), created detached.
    var detachedViews: [(view: IBView, node: ViewNode)] = []
    /// Actions of bar button items and gesture recognizers, in document order.
    var objectActions: [(selector: String, object: String, isGesture: Bool)] = []
    /// The segue each builder action named `<Stem>Segue` stands for, by name: segue actions' names stay unique.
    var segueActionIDs: [String: String] = [:]
    /// Segues that bar button items performed, as actions, in document order.
    var barButtonItemSegueActions: [ActionModel] = []
    /// The ids of the layout's owner (its view controller, or File's Owner), to which views' outlets may point.
    var ownerIDs: Set<String> = []
    /// For a cell at the root of a xib, the ids of File's Owner, the object that loaded the nib: actions sent to it
    /// are marked so, and the builder sends them to a target the app gives.
    var filesOwnerIDs: Set<String> = []
    /// The selectors of the actions controls and gesture recognizers send to File's Owner.
    var filesOwnerSelectors: Set<String> = []
    /// For a cell or reusable view, the id of the root, the class's own instance: actions sent to it are marked so,
    /// and its starter wires them to the class's methods.
    var rootIDs: Set<String> = []
    /// The selectors of the actions controls and gesture recognizers send to the root.
    var rootSelectors: Set<String> = []
    /// Outlets of views connected to the owner, in document order.
    var ownerViewOutlets: [OwnerViewOutlet] = []
    /// Actions of controls and bar button items sent to First Responder, or from a prototype to its scene's
    /// controller, in document order.
    var responderChainActions: [ResponderChainAction] = []
    /// Whether actions to a view or object of the layout (not its owner) are wired by the builder with that target;
    /// a container's scene, whose views its builder creates apart, keeps them as actions.
    var wiresBuiltTargets = false
    /// For a prototype, its scene's view controller: the cell is in that controller's view, so actions targeting it
    /// reach it up the responder chain.
    var sceneController: (id: String, className: String)?
    /// Whether that controller has a class of the app's, whose starter performs the segues the prototype's buttons
    /// performed.
    var sceneControllerHasClass = false
    /// For a prototype, outlets of its views to its scene's controller, which its builder connects once the cell is
    /// in that controller's view.
    var sceneControllerOutlets: [OwnerViewOutlet] = []
    /// Whether the prototype has no class of the app's, so that its generated class connects those outlets.
    var generatesPrototypeClass = false
    /// The sections of the layout's static table.
    var tableSections: [TableSectionModel] = []
    /// A cell's own labels and image view (`textLabel="..."` on the cell), by id: the cell's name and property.
    var builtInViews: [String: (cell: String, property: String)] = [:]

    init(
        context: TranslationContext, outletNames: [String: String], constrainedIDs: Set<String>, reserved: Set<String>
    ) {
        self.context = context
        self.outletNames = outletNames
        self.constrainedIDs = constrainedIDs
        self.usedNames = UniqueNames(reserved: reserved)
    }

    /// Adds the views that constraints position in a tree the layout creates detached (a scene's extra view, a
    /// title view), before the tree is translated: they are laid out by constraints as the root's are.
    func addConstrainedViews(of treeRoot: IBView) {
        constrainedIDs.formUnion(context.constrainedIDs(in: treeRoot))
    }

    /// Gives a view a unique Swift name, preferring `preferred` and making it unique with the view's IB id.
    func name(viewID: String, type: String, preferred: String) -> String {
        var base = preferred
        if usedNames.contains(base) {
            base = preferred + (SwiftIdentifier.upperCamel(viewID.replacingOccurrences(of: "-", with: "")) ?? "")
        }
        let name = usedNames.unique(base)
        viewNames[viewID] = name
        viewTypes[viewID] = type
        return name
    }

    /// Records a legacy view-controller layout guide.
    func registerLegacyGuide(id: String, rootViewID: String, isTop: Bool) {
        legacyGuides[id] = (rootViewID, isTop)
    }

    /// Records a guide of a view.
    func registerGuide(id: String, viewID: String, kind: LayoutGuideKind, legacy: Bool = false) {
        guides[id] = (viewID, kind, legacy)
    }
}
