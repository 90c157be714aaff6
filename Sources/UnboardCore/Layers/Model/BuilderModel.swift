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
    public var key: String
    /// The Swift name of the key constant (`mainViewController`).
    public var keyConstant: String
    /// The input path the layout comes from.
    public var sourcePath: String
    /// The line of the scene or xib object.
    public var line: Int
    /// The root view with its subtree.
    public var root: ViewNode
    /// The constraints, in document order.
    public var constraints: [ConstraintModel]
    /// The size constraints IB keeps only while designing (`placeholder="YES"`, removed at build time): never
    /// generated, they tell `verify` which recorded frames IB laid out with them.
    public var designTimeConstraints: [ConstraintModel] = []
    /// The outlets of the layout.
    public var outlets: [OutletModel]
    /// The control actions of the layout.
    public var actions: [ActionModel]
    /// Modules the layout's views need besides UIKit.
    public var imports: Set<String>
    /// How the layout changes with size classes.
    public var sizeClasses: SizeClassModel = .none
    /// The device IB laid the document out on (`<device id="retina6_12" orientation="portrait">`), when recorded.
    public var device: (id: String, orientation: String)?
    /// The bars IB draws over the scene's view, which take from its safe area.
    public var simulatedBars = SimulatedBars()
    /// The generation of Interface Builder that saved the document, which decides the geometry it simulates.
    public var interfaceBuilder = InterfaceBuilderGeneration.classic
    /// For a cell or reusable view, the root is passed to the builder rather than created by it.
    public var rootParameter: RootParameter?
    /// The sections of the layout's static table view, in order.
    public var tableSections: [TableSectionModel] = []
    /// Objects besides views (bar items, navigation items, gesture recognizers), created after the views.
    public var objects: [ObjectNode] = []
    /// Settings that connect objects to views once both exist (`toolbar.items = [...]`), in order.
    public var objectSettings: [ObjectSetting] = []
    /// What `configure(_:)` sets on the scene's view controller; `nil` for xibs and cells.
    public var controller: ControllerModel?
    /// The scene's view controller; `nil` for xibs and cells.
    public var viewController: ViewControllerOwner?
    /// Whether the layout is a File's Owner xib of a view: its builder can install the root in the owner
    /// (`init(key:owner:)`), which the owner calls from its initializers.
    public var installsIntoOwner = false
    /// For a cell or reusable view that is a root of its xib, the class of the xib's File's Owner (the object that
    /// loaded the nib, to which actions may be sent), `nil` without one.
    public var filesOwnerClass: String?
    /// Actions sent to First Responder: the builder wires them with a `nil` target, so that UIKit sends them up the
    /// responder chain as the storyboard did.
    public var responderChainActions: [ResponderChainAction] = []
    /// Whether the layout assigns views' `name`s (from `name` runtime attributes), which `UnboardSupport.swift` then
    /// declares unless the app does.
    public var assignsViewNames = false
    /// Outlets of views (`dataSource`, `delegate`) that Interface Builder connected to the view controller or File's
    /// Owner: `connectOutlets(to:)` sets them once the owner is known.
    public var ownerViewOutlets: [OwnerViewOutlet] = []
    /// For a prototype, outlets of its views (a text field's `delegate`) that Interface Builder connected to its
    /// scene's view controller, whose class is `sceneControllerClass`: `connectSceneController(from:)` sets them.
    public var sceneControllerOutlets: [OwnerViewOutlet] = []
    /// The class of the scene's view controller that `sceneControllerOutlets` point to.
    public var sceneControllerClass: String?
    /// The builder property holding the view or bar button item each popover segue of the scene points at, by segue
    /// id: the `Scenes` type and the starter pass it to the segue's method as its anchor.
    public var popoverAnchors: [String: String] = [:]
    /// The IB ids of the scene's extra views (top-level objects beside its controller), which IB lays out on its
    /// canvas as top-level views.
    public var extraViewIDs: Set<String> = []

    /// Creates a layout.
    package init(
        key: String, keyConstant: String, sourcePath: String, line: Int, root: ViewNode,
        constraints: [ConstraintModel], outlets: [OutletModel], actions: [ActionModel], imports: Set<String>
    ) {
        self.key = key
        self.keyConstant = keyConstant
        self.sourcePath = sourcePath
        self.line = line
        self.root = root
        self.constraints = constraints
        self.outlets = outlets
        self.actions = actions
        self.imports = imports
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

    /// Creates bars: by default the status bar only.
    public init(statusBar: Bool = true, top: Double = 0, bottom: Double = 0) {
        self.statusBar = statusBar
        self.top = top
        self.bottom = bottom
    }
}

extension LayoutModel {
    /// The Swift constant for the layout key `key`, before it is numbered apart from another layout's constant.
    static func keyConstant(for key: String) -> String { SwiftIdentifier.lowerCamel(key, maximumWords: 24) ?? "layout" }
}
