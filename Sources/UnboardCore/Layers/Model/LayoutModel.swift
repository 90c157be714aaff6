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
    /// Actions sent to First Responder: the builder wires them with a `nil` target, so that UIKit sends them up the
    /// responder chain as the storyboard did.
    public var responderChainActions: [ResponderChainAction] = []
    /// Outlets of views (`dataSource`, `delegate`) that Interface Builder connected to the view controller or File's
    /// Owner: `connectOutlets(to:)` sets them once the owner is known.
    public var ownerViewOutlets: [OwnerViewOutlet] = []

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

/// A view to create, with its settings and subviews.
public struct ViewNode: Sendable {
    /// The IB object id.
    public var id: String
    /// The Swift variable name.
    public var name: String
    /// The Swift type (`UILabel`, or the custom class).
    public var type: String
    /// The UIKit type IB's element stands for (`UILabel`), which a custom class inherits from.
    public var baseType: String = "UIView"
    /// The expression that creates the view (`UIButton(type: .system)`).
    public var construction: SwiftExpression
    /// Property assignments and setup calls, in document order.
    public var settings: [ViewSetting]
    /// How the view is positioned: by constraints, or by its frame and autoresizing mask.
    public var positioning: Positioning
    /// The frame IB recorded for the view, when present.
    public var recordedFrame: LayoutRect?
    /// The subviews in order.
    public var subviews: [ViewNode]
    /// Whether subviews are arranged subviews (stack views).
    public var arrangesSubviews: Bool
    /// How the view joins its parent.
    public var attachment: Attachment = .subview
    /// IB's canvas state for the view: `misplaced` (its frame differs from what its constraints give) and
    /// `ambiguous` (its constraints do not decide its frame), when IB recorded them.
    public var designFlags: Set<String> = []
    /// The line of the view element.
    public var line: Int
    /// The IB element the view comes from (`label`, `stackView`, `tableViewCellContentView`).
    public var element: String = "view"
    /// The frame IB drew the view with, also for views whose frame the generated code leaves to their owner.
    public var canvasFrame: LayoutRect?
    /// Objects created just before the view, which its construction uses (a collection view's layout).
    public var prelude: [ObjectNode] = []
    /// A note for the reader of the generated code (a container view's embedded controller), written before the view.
    public var note: String?
    /// The intrinsic size IB assumes for a view whose content only the app knows (`placeholderIntrinsicWidth`,
    /// `placeholderIntrinsicHeight`), per axis.
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) = (nil, nil)
    /// The builder of the xib that lays out the view's class, which creates the view (see `NestedBuilder`).
    public var nestedBuilder: NestedBuilder?
    /// The prototypes this table or collection view registers, as loading the storyboard registered them.
    public var prototypes: [PrototypeRegistration] = []

    /// This view and every view below it, depth first in document order.
    public var descendants: DepthFirstSequence<ViewNode> { DepthFirstSequence([self], children: \.subviews) }

    /// Changes this view and every view below it, in document order.
    mutating func updateDescendants(_ update: (inout ViewNode) -> Void) {
        update(&self)
        for index in subviews.indices { subviews[index].updateDescendants(update) }
    }

    /// Whether this view or one below it assigns a property path starting with `path`.
    public func containsSetting(path: String) -> Bool {
        descendants.contains { node in
            node.settings.contains { if case .assign(let p, _) = $0 { p.first == path } else { false } }
        }
    }

    /// How a view joins its parent.
    public enum Attachment: Hashable, Sendable {
        /// `parent.addSubview(view)` (or `addArrangedSubview` in a stack view).
        case subview
        /// The view is a property of its parent (a cell's `contentView`): nothing to add.
        case property
        /// Size classes decide whether the view is installed: `apply(_:)` adds and removes it.
        case sizeClass
        /// Assigned to a property of its parent (`tableView.tableHeaderView = headerView`).
        case assigned(String)
        /// Not attached to its parent: a static table's cell, which the table's data source returns.
        case detached
    }

    /// Creates a view node.
    package init(
        id: String, name: String, type: String, construction: SwiftExpression, settings: [ViewSetting],
        positioning: Positioning, recordedFrame: LayoutRect?, subviews: [ViewNode], arrangesSubviews: Bool, line: Int
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.construction = construction
        self.settings = settings
        self.positioning = positioning
        self.recordedFrame = recordedFrame
        self.subviews = subviews
        self.arrangesSubviews = arrangesSubviews
        self.line = line
    }

    /// How a view gets its frame.
    public enum Positioning: Hashable, Sendable {
        /// Auto Layout: `translatesAutoresizingMaskIntoConstraints = false`.
        case constraints
        /// A frame and an autoresizing mask (`translatesAutoresizingMaskIntoConstraints` stays true).
        case frame(LayoutRect?, autoresizing: [String])
        /// Positioned by its owner (the root view of a controller, a cell's content view).
        case owner
    }
}

/// A rectangle in points.
public struct LayoutRect: Hashable, Sendable {
    /// The origin x.
    public var x: Double
    /// The origin y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One thing to do to a freshly created view.
public enum ViewSetting: Hashable, Sendable {
    /// `view.path = value`; a path component ending in `?` is optional-chained.
    case assign(path: [String], value: SwiftExpression)
    /// `view.method(arguments)`.
    case call(method: String, arguments: [SwiftArgument])
    /// Settings that need a newer iOS than the deployment target may be: `if #available(iOS version, *)`.
    case available(version: String, settings: [ViewSetting])
    /// Settings for systems older than `version` only: `if #unavailable(iOS version)`.
    case unavailable(version: String, settings: [ViewSetting])
}

/// A constraint with both items resolved.
public struct ConstraintModel: Sendable {
    /// The IB object id.
    public var id: String
    /// The line of the constraint element.
    public var line: Int
    /// The first item.
    public var first: LayoutItem
    /// The first attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation.
    public var relation: LayoutRelation
    /// The second item, when the constraint relates two items.
    public var second: LayoutItem?
    /// The second attribute, when the constraint relates two items.
    public var secondAttribute: LayoutAttribute?
    /// The multiplier.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1...1000.
    public var priority: Double
    /// The identifier, when set in IB.
    public var identifier: String?
    /// Whether the constant is the system standard spacing (`symbolic="YES"`).
    public var usesSystemSpacing: Bool
    /// A Swift name for the constraint when it needs one (an outlet, a priority set after creation).
    public var name: String?
    /// A note for the reader of the generated code (e.g. a legacy layout guide was mapped).
    public var note: String?
    /// When the constraint is active.
    public var activation: Activation = .always

    /// When a constraint is active.
    public enum Activation: Hashable, Sendable {
        /// In every size class: activated once when the layout is built.
        case always
        /// In some size classes, or with a constant that varies: switched by `apply(_:)`.
        case sizeClass
        /// In no size class; created, inactive, because an outlet refers to it.
        case never
    }

    /// Creates a constraint.
    package init(
        id: String, line: Int, first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        second: LayoutItem?, secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double, priority: Double,
        identifier: String?, usesSystemSpacing: Bool, name: String?, note: String?
    ) {
        self.id = id
        self.line = line
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.usesSystemSpacing = usesSystemSpacing
        self.name = name
        self.note = note
    }
}

/// A view or one of its layout guides, as a constraint item.
public struct LayoutItem: Hashable, Sendable {
    /// The Swift name of the view.
    public var viewName: String
    /// The IB id of the view.
    public var viewID: String
    /// The guide of the view, or `nil` for the view itself.
    public var guide: LayoutGuideKind?

    /// Creates an item.
    package init(viewName: String, viewID: String, guide: LayoutGuideKind? = nil) {
        self.viewName = viewName
        self.viewID = viewID
        self.guide = guide
    }
}

/// The layout guides a constraint can refer to.
public enum LayoutGuideKind: String, Hashable, Sendable {
    /// `safeAreaLayoutGuide`.
    case safeArea = "safeAreaLayoutGuide"
    /// `layoutMarginsGuide`.
    case layoutMargins = "layoutMarginsGuide"
    /// `readableContentGuide`.
    case readableContent = "readableContentGuide"
    /// A scroll view's `contentLayoutGuide`.
    case content = "contentLayoutGuide"
    /// A scroll view's `frameLayoutGuide`.
    case frame = "frameLayoutGuide"
}

/// `NSLayoutConstraint.Attribute`, with IB's names.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The attribute without its margin form (`leadingMargin` → `leading`).
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether this is a `...Margin` form.
    public var isMargin: Bool { withoutMargin != self }

    /// The axis family, which decides the anchor type.
    public var family: Family {
        switch withoutMargin {
        case .left, .right, .leading, .trailing, .centerX: .xAxis
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: .yAxis
        case .width, .height: .dimension
        default: .none
        }
    }

    /// Anchor families.
    public enum Family: Sendable { case xAxis, yAxis, dimension, none }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// An outlet the builder exposes.
public struct OutletModel: Hashable, Sendable {
    /// The builder's property name.
    public var name: String
    /// The name of the app's property that IB connects, when it differs from the builder's (`view_` for `view`).
    public var ownerName: String
    /// The element type (`UILabel`, `NSLayoutConstraint`).
    public var type: String
    /// The local names the outlet refers to (one, or several for an outlet collection).
    public var targets: [String]
    /// Whether it is an outlet collection (an array).
    public var isCollection: Bool
    /// The name `view(named:)` finds the view by (its `name` runtime attribute or IB label), when it has one.
    public var interfaceBuilderName: String?
    /// Whether IB connects an outlet to the view; `false` for a view the builder keeps only for `view(named:)`.
    public var isOutlet = true
    /// Whether the app's class declares it: `false` for a property Unboard adds (a container view's, for embedding).
    public var isDeclaredByOwner = true

    /// Creates an outlet.
    package init(name: String, ownerName: String? = nil, type: String, targets: [String], isCollection: Bool) {
        self.name = name
        self.ownerName = ownerName ?? name
        self.type = type
        self.targets = targets
        self.isCollection = isCollection
    }
}

/// An action the builder lets the user attach with `add<Name>Action(_:)`.
public struct ActionModel: Hashable, Sendable {
    /// The capitalized name (`OkinawaButtonTapped`).
    public var name: String
    /// The selector as written in IB.
    public var selector: String
    /// The controls wired to the action, with their events, in document order.
    public var controls: [ControlEvent]
    /// The bar button items wired to the action, in document order.
    public var barButtonItems: [String] = []
    /// The gesture recognizers wired to the action, in document order.
    public var gestureRecognizers: [String] = []
    /// The segue the controls and bar button items performed in Interface Builder, when the action stands for one
    /// (`selector` is then empty): the `Scenes` type wires it to the segue's method.
    public var segue: SegueTrigger?

    /// Creates an action.
    package init(name: String, selector: String, controls: [ControlEvent]) {
        self.name = name
        self.selector = selector
        self.controls = controls
    }
}

/// A segue that a control or bar button item performed in Interface Builder, which the builder's
/// `add<Name>SegueAction(_:)` lets the `Scenes` type wire.
public struct SegueTrigger: Hashable, Sendable {
    /// The id of the `<segue>` element.
    public var id: String
    /// The segue's identifier, else its unwind action, for documentation.
    public var label: String

    /// Creates a trigger.
    package init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

/// An action Interface Builder sends to First Responder: a control with its event, or a bar button item (no event).
public struct ResponderChainAction: Hashable, Sendable {
    /// The selector as written in IB.
    public var selector: String
    /// The local name of the control or bar button item.
    public var sender: String
    /// The `UIControl.Event` member name, `nil` for a bar button item.
    public var event: String?

    /// Creates an action.
    package init(selector: String, sender: String, event: String?) {
        self.selector = selector
        self.sender = sender
        self.event = event
    }
}

/// An outlet of a view connected to the layout's owner: `tableView.dataSource = owner as? UITableViewDataSource`.
public struct OwnerViewOutlet: Hashable, Sendable {
    /// The local name of the view.
    public var view: String
    /// The view's property (`dataSource`).
    public var property: String
    /// The protocol the property's value conforms to (`UITableViewDataSource`).
    public var conformance: String

    /// Creates an outlet.
    package init(view: String, property: String, conformance: String) {
        self.view = view
        self.property = property
        self.conformance = conformance
    }
}

/// A control and the `UIControl.Event` that triggers an action.
public struct ControlEvent: Hashable, Sendable {
    /// The local name of the control.
    public var control: String
    /// The `UIControl.Event` member name (`touchUpInside`).
    public var event: String

    /// Creates a pair.
    package init(control: String, event: String) {
        self.control = control
        self.event = event
    }
}

/// A size class, as `UIUserInterfaceSizeClass` names them.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case unspecified, compact, regular
}

/// One combination of horizontal and vertical size classes a trait collection can have.
public struct SizeClassTraits: Hashable, Sendable {
    /// The horizontal (width) size class.
    public var horizontal: SizeClass
    /// The vertical (height) size class.
    public var vertical: SizeClass

    /// Creates a combination.
    package init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Every combination, in a fixed order (unspecified first, then iPhone portrait, iPhone landscape, iPad).
    public static let all: [SizeClassTraits] = [
        .init(horizontal: .unspecified, vertical: .unspecified), .init(horizontal: .compact, vertical: .regular),
        .init(horizontal: .compact, vertical: .compact), .init(horizontal: .regular, vertical: .compact),
        .init(horizontal: .regular, vertical: .regular), .init(horizontal: .unspecified, vertical: .compact),
        .init(horizontal: .unspecified, vertical: .regular), .init(horizontal: .compact, vertical: .unspecified),
        .init(horizontal: .regular, vertical: .unspecified),
    ]
}

/// How a layout changes with size classes: what `apply(_:)` switches between.
public struct SizeClassModel: Sendable {
    /// Views added in some configurations only, in document order.
    public var toggledViews: [ToggledView]
    /// Names of the constraints that are active in some configurations only, or whose constant varies.
    public var varyingConstraints: [String]
    /// The distinct configurations; together their traits cover `SizeClassTraits.all`.
    public var configurations: [SizeClassConfiguration]

    /// Creates a model.
    package init(toggledViews: [ToggledView], varyingConstraints: [String], configurations: [SizeClassConfiguration]) {
        self.toggledViews = toggledViews
        self.varyingConstraints = varyingConstraints
        self.configurations = configurations
    }

    /// A layout that looks the same in every size class.
    public static let none = SizeClassModel(toggledViews: [], varyingConstraints: [], configurations: [])

    /// Whether anything varies.
    public var varies: Bool { configurations.count > 1 }
}

/// A view that size classes add and remove.
public struct ToggledView: Hashable, Sendable {
    /// The view's Swift name.
    public var name: String
    /// The parent's Swift name.
    public var parent: String
    /// Whether the parent is a stack view (the view is an arranged subview).
    public var isArranged: Bool

    /// Creates a toggled view.
    package init(name: String, parent: String, isArranged: Bool) {
        self.name = name
        self.parent = parent
        self.isArranged = isArranged
    }
}

/// The state of a layout for a group of trait combinations.
public struct SizeClassConfiguration: Sendable {
    /// The combinations this configuration applies to.
    public var traits: [SizeClassTraits]
    /// The varying constraints active here.
    public var activeConstraints: [String]
    /// The toggled views installed here, with their index among their parent's installed (arranged) subviews.
    public var installedViews: [(name: String, index: Int)]
    /// Property values of this configuration, per view, for every property that varies.
    public var settings: [(view: String, setting: ViewSetting)]
    /// Constants of varying constraints here.
    public var constants: [(constraint: String, value: Double)]

    /// Creates a configuration.
    package init(
        traits: [SizeClassTraits], activeConstraints: [String], installedViews: [(name: String, index: Int)],
        settings: [(view: String, setting: ViewSetting)], constants: [(constraint: String, value: Double)]
    ) {
        self.traits = traits
        self.activeConstraints = activeConstraints
        self.installedViews = installedViews
        self.settings = settings
        self.constants = constants
    }
}
