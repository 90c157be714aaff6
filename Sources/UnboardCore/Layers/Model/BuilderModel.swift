/// The translator's output: resolved layouts grouped into builders, ready for code emission and layout checks.

/// One generated `CodeInterfaceBuilder` struct: every layout of one view-controller, owner or view class.
public struct BuilderModel: Sendable {
    /// The class the builder lays out (`ViewController`), or a stable name for a scene without a custom class.
    public var className: String
    /// The Swift type name of the builder (`ViewControllerCodeInterfaceBuilder`).
    public var typeName: String
    /// The layouts, sorted by key.
    public var layouts: [LayoutModel]
    /// The scenes of view-less controllers (navigation, tab bar, split view), sorted by key; a builder has these
    /// or `layouts`, not both.
    public var controllerLayouts: [ControllerLayoutModel] = []

    /// Creates a builder model.
    package init(className: String, typeName: String, layouts: [LayoutModel]) {
        self.className = className
        self.typeName = typeName
        self.layouts = layouts
    }

    /// The inputs the builder's layouts come from, sorted and without duplicates.
    public var sourcePaths: [String] {
        Array(Set(layouts.map(\.sourcePath) + controllerLayouts.map(\.sourcePath))).sorted()
    }
}

/// One layout of a class: one scene of a storyboard, or one xib.
public struct LayoutModel: Sendable {
    /// The key users store: `<document name>.<class or scene name>`.
    public var key: String {
        get { storage.fields.key }
        set { uniqueStorage().fields.key = newValue }
        _modify { yield &uniqueStorage().fields.key }
    }
    /// The Swift name of the key constant (`mainViewController`).
    public var keyConstant: String {
        get { storage.fields.keyConstant }
        set { uniqueStorage().fields.keyConstant = newValue }
        _modify { yield &uniqueStorage().fields.keyConstant }
    }
    /// The input path the layout comes from.
    public var sourcePath: String {
        get { storage.fields.sourcePath }
        set { uniqueStorage().fields.sourcePath = newValue }
        _modify { yield &uniqueStorage().fields.sourcePath }
    }
    /// The line of the scene or xib object.
    public var line: Int {
        get { storage.fields.line }
        set { uniqueStorage().fields.line = newValue }
        _modify { yield &uniqueStorage().fields.line }
    }
    /// The root view with its subtree.
    public var root: ViewNode {
        get { storage.fields.root }
        set { uniqueStorage().fields.root = newValue }
        _modify { yield &uniqueStorage().fields.root }
    }
    /// The constraints, in document order.
    public var constraints: [ConstraintModel] {
        get { storage.fields.constraints }
        set { uniqueStorage().fields.constraints = newValue }
        _modify { yield &uniqueStorage().fields.constraints }
    }
    /// The size constraints IB keeps only while designing (`placeholder="YES"`, removed at build time): never
    /// generated, they tell `verify` which recorded frames IB laid out with them.
    public var designTimeConstraints: [ConstraintModel] {
        get { storage.fields.designTimeConstraints }
        set { uniqueStorage().fields.designTimeConstraints = newValue }
        _modify { yield &uniqueStorage().fields.designTimeConstraints }
    }
    /// The outlets of the layout.
    public var outlets: [OutletModel] {
        get { storage.fields.outlets }
        set { uniqueStorage().fields.outlets = newValue }
        _modify { yield &uniqueStorage().fields.outlets }
    }
    /// The control actions of the layout.
    public var actions: [ActionModel] {
        get { storage.fields.actions }
        set { uniqueStorage().fields.actions = newValue }
        _modify { yield &uniqueStorage().fields.actions }
    }
    /// Modules the layout's views need besides UIKit.
    public var imports: Set<String> {
        get { storage.fields.imports }
        set { uniqueStorage().fields.imports = newValue }
        _modify { yield &uniqueStorage().fields.imports }
    }
    /// How the layout changes with size classes.
    public var sizeClasses: SizeClassModel {
        get { storage.fields.sizeClasses }
        set { uniqueStorage().fields.sizeClasses = newValue }
        _modify { yield &uniqueStorage().fields.sizeClasses }
    }
    /// The device IB laid the document out on (`<device id="retina6_12" orientation="portrait">`), when recorded.
    public var device: (id: String, orientation: String)? {
        get { storage.fields.device }
        set { uniqueStorage().fields.device = newValue }
        _modify { yield &uniqueStorage().fields.device }
    }
    /// The bars IB draws over the scene's view, which take from its safe area.
    public var simulatedBars: SimulatedBars {
        get { storage.fields.simulatedBars }
        set { uniqueStorage().fields.simulatedBars = newValue }
        _modify { yield &uniqueStorage().fields.simulatedBars }
    }
    /// The generation of Interface Builder that saved the document, which decides the geometry it simulates.
    public var interfaceBuilder: InterfaceBuilderGeneration {
        get { storage.fields.interfaceBuilder }
        set { uniqueStorage().fields.interfaceBuilder = newValue }
        _modify { yield &uniqueStorage().fields.interfaceBuilder }
    }
    /// For a cell or reusable view, the root is passed to the builder rather than created by it.
    public var rootParameter: RootParameter? {
        get { storage.fields.rootParameter }
        set { uniqueStorage().fields.rootParameter = newValue }
        _modify { yield &uniqueStorage().fields.rootParameter }
    }
    /// The sections of the layout's static table view, in order.
    public var tableSections: [TableSectionModel] {
        get { storage.fields.tableSections }
        set { uniqueStorage().fields.tableSections = newValue }
        _modify { yield &uniqueStorage().fields.tableSections }
    }
    /// Objects besides views (bar items, navigation items, gesture recognizers), created after the views.
    public var objects: [ObjectNode] {
        get { storage.fields.objects }
        set { uniqueStorage().fields.objects = newValue }
        _modify { yield &uniqueStorage().fields.objects }
    }
    /// Settings that connect objects to views once both exist (`toolbar.items = [...]`), in order.
    public var objectSettings: [ObjectSetting] {
        get { storage.fields.objectSettings }
        set { uniqueStorage().fields.objectSettings = newValue }
        _modify { yield &uniqueStorage().fields.objectSettings }
    }
    /// What `configure(_:)` sets on the scene's view controller; `nil` for xibs and cells.
    public var controller: ControllerModel? {
        get { storage.fields.controller }
        set { uniqueStorage().fields.controller = newValue }
        _modify { yield &uniqueStorage().fields.controller }
    }
    /// The scene's view controller; `nil` for xibs and cells.
    public var viewController: ViewControllerOwner? {
        get { storage.fields.viewController }
        set { uniqueStorage().fields.viewController = newValue }
        _modify { yield &uniqueStorage().fields.viewController }
    }
    /// Whether the layout is a File's Owner xib of a view: its builder can install the root in the owner
    /// (`init(key:owner:)`), which the owner calls from its initializers.
    public var installsIntoOwner: Bool {
        get { storage.fields.installsIntoOwner }
        set { uniqueStorage().fields.installsIntoOwner = newValue }
        _modify { yield &uniqueStorage().fields.installsIntoOwner }
    }
    /// For a cell or reusable view that is a root of its xib, the class of the xib's File's Owner (the object that
    /// loaded the nib, to which actions may be sent), `nil` without one.
    public var filesOwnerClass: String? {
        get { storage.fields.filesOwnerClass }
        set { uniqueStorage().fields.filesOwnerClass = newValue }
        _modify { yield &uniqueStorage().fields.filesOwnerClass }
    }
    /// Actions sent to First Responder: the builder wires them with a `nil` target, so that UIKit sends them up the
    /// responder chain as the storyboard did.
    public var responderChainActions: [ResponderChainAction] {
        get { storage.fields.responderChainActions }
        set { uniqueStorage().fields.responderChainActions = newValue }
        _modify { yield &uniqueStorage().fields.responderChainActions }
    }
    /// Whether the layout assigns views' `name`s (from `name` runtime attributes), which `UnboardSupport.swift` then
    /// declares unless the app does.
    public var assignsViewNames: Bool {
        get { storage.fields.assignsViewNames }
        set { uniqueStorage().fields.assignsViewNames = newValue }
        _modify { yield &uniqueStorage().fields.assignsViewNames }
    }
    /// Outlets of views (`dataSource`, `delegate`) that Interface Builder connected to the view controller or File's
    /// Owner: `connectOutlets(to:)` sets them once the owner is known.
    public var ownerViewOutlets: [OwnerViewOutlet] {
        get { storage.fields.ownerViewOutlets }
        set { uniqueStorage().fields.ownerViewOutlets = newValue }
        _modify { yield &uniqueStorage().fields.ownerViewOutlets }
    }
    /// For a prototype, outlets of its views (a text field's `delegate`) that Interface Builder connected to its
    /// scene's view controller, whose class is `sceneControllerClass`: `connectSceneController(from:)` sets them.
    public var sceneControllerOutlets: [OwnerViewOutlet] {
        get { storage.fields.sceneControllerOutlets }
        set { uniqueStorage().fields.sceneControllerOutlets = newValue }
        _modify { yield &uniqueStorage().fields.sceneControllerOutlets }
    }
    /// The class of the scene's view controller that `sceneControllerOutlets` point to.
    public var sceneControllerClass: String? {
        get { storage.fields.sceneControllerClass }
        set { uniqueStorage().fields.sceneControllerClass = newValue }
        _modify { yield &uniqueStorage().fields.sceneControllerClass }
    }
    /// The builder property holding the view or bar button item each popover segue of the scene points at, by segue
    /// id: the `Scenes` type and the starter pass it to the segue's method as its anchor.
    public var popoverAnchors: [String: String] {
        get { storage.fields.popoverAnchors }
        set { uniqueStorage().fields.popoverAnchors = newValue }
        _modify { yield &uniqueStorage().fields.popoverAnchors }
    }
    /// The IB ids of the scene's extra views (top-level objects beside its controller), which IB lays out on its
    /// canvas as top-level views.
    public var extraViewIDs: Set<String> {
        get { storage.fields.extraViewIDs }
        set { uniqueStorage().fields.extraViewIDs = newValue }
        _modify { yield &uniqueStorage().fields.extraViewIDs }
    }

    /// Creates a layout.
    package init(
        key: String, keyConstant: String, sourcePath: String, line: Int, root: ViewNode,
        constraints: [ConstraintModel], outlets: [OutletModel], actions: [ActionModel], imports: Set<String>
    ) {
        storage = Storage(
            Fields(
                key: key, keyConstant: keyConstant, sourcePath: sourcePath, line: line, root: root,
                constraints: constraints, outlets: outlets, actions: actions, imports: imports))
    }

    /// The fields, shared by copies until one changes: inline, a layout is about a kilobyte, copied whole into
    /// each array the translator gathers, groups and sorts layouts in.
    private var storage: Storage

    /// The storage, copied first when another copy shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// `@unchecked` and `@exclusivity(unchecked)`, as `IBView`'s storage: only changed through `uniqueStorage()`.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields {
        var key: String
        var keyConstant: String
        var sourcePath: String
        var line: Int
        var root: ViewNode
        var constraints: [ConstraintModel]
        var designTimeConstraints: [ConstraintModel] = []
        var outlets: [OutletModel]
        var actions: [ActionModel]
        var imports: Set<String>
        var sizeClasses: SizeClassModel = .none
        var device: (id: String, orientation: String)?
        var simulatedBars: SimulatedBars = SimulatedBars()
        var interfaceBuilder: InterfaceBuilderGeneration = InterfaceBuilderGeneration.classic
        var rootParameter: RootParameter?
        var tableSections: [TableSectionModel] = []
        var objects: [ObjectNode] = []
        var objectSettings: [ObjectSetting] = []
        var controller: ControllerModel?
        var viewController: ViewControllerOwner?
        var installsIntoOwner: Bool = false
        var filesOwnerClass: String?
        var responderChainActions: [ResponderChainAction] = []
        var assignsViewNames: Bool = false
        var ownerViewOutlets: [OwnerViewOutlet] = []
        var sceneControllerOutlets: [OwnerViewOutlet] = []
        var sceneControllerClass: String?
        var popoverAnchors: [String: String] = [:]
        var extraViewIDs: Set<String> = []
    }
}

/// The bars Interface Builder draws over a scene's view: set in its simulated metrics, or inferred from the
/// navigation and tab bar controllers the scene is in.
public struct SimulatedBars: Hashable, Sendable {
    /// Whether the status bar shows.
    public var statusBar = true
    /// The height of the navigation bar or toolbar at the top, 0 without one.
    public var top = 0.0
    /// The height of the tab bar or toolbar at the bottom, 0 without one.
    public var bottom = 0.0
    /// Whether a presentation segue (modal or popover) leads to the controller, which the newest IB draws below the
    /// status bar once where it doubles it over other scenes (`InterfaceBuilderGeneration.presentedFreeformTop`).
    public var presented = false
    /// Whether IB marks the scene freeform (`freeformSimulatedSizeMetrics` or a `freeformSize`) and records its root
    /// view at that size, which Xcode 11 to 13 lay out as a xib's top-level view
    /// (`InterfaceBuilderGeneration.laysFreeformScenesOutAsScreens`).
    public var freeform = false

    /// Creates bars: by default the status bar only.
    public init(
        statusBar: Bool = true, top: Double = 0, bottom: Double = 0, presented: Bool = false, freeform: Bool = false
    ) {
        self.statusBar = statusBar
        self.top = top
        self.bottom = bottom
        self.presented = presented
        self.freeform = freeform
    }
}

extension LayoutModel {
    /// The Swift constant for the layout key `key`, before it is numbered apart from another layout's constant.
    static func keyConstant(for key: String) -> String { SwiftIdentifier.lowerCamel(key, maximumWords: 24) ?? "layout" }
}

extension LayoutModel: CustomReflectable {
    /// The fields as if they were stored inline, as `dump` and the model snapshots show them.
    public var customMirror: Mirror { Mirror(reflecting: storage.fields) }
}
