/// The translator's output for what a layout holds besides its views: bar items, navigation items, gesture
/// recognizers, collection view layouts, a static table's sections, the view controller's own properties.

/// An object a layout creates that is not a view: a bar button item, a navigation item, a gesture recognizer.
public struct ObjectNode: Sendable {
    /// The IB object id.
    public var id: String
    /// The Swift variable name.
    public var name: String
    /// The Swift type (`UIBarButtonItem`, or a custom class).
    public var type: String
    /// The UIKit type IB's element stands for, which a custom class inherits from.
    public var baseType: String
    /// The expression that creates the object.
    public var construction: SwiftExpression
    /// Property assignments and setup calls, in document order.
    public var settings: [ViewSetting]
    /// The line of the element.
    public var line: Int

    /// Creates an object node.
    package init(
        id: String, name: String, type: String, baseType: String, construction: SwiftExpression,
        settings: [ViewSetting],
        line: Int
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.baseType = baseType
        self.construction = construction
        self.settings = settings
        self.line = line
    }
}

/// A setting applied to a view or object once every view and object exists (`toolbar.items = [doneItem]`).
public struct ObjectSetting: Sendable {
    /// The Swift name of the view or object the setting applies to.
    public var target: String
    /// The setting.
    public var setting: ViewSetting

    /// Creates a setting.
    package init(target: String, setting: ViewSetting) {
        self.target = target
        self.setting = setting
    }
}

/// The view controller's own properties, which the builder's `configure(_:)` sets: title, navigation item,
/// tab bar item, toolbar items, presentation.
public struct ControllerModel: Sendable {
    /// The UIKit type of the controller (`UIViewController`, `UITableViewController`, `UINavigationController`).
    public var type: String
    /// The settings, with paths relative to the controller, in document order.
    public var settings: [ViewSetting]

    /// Creates a controller model.
    package init(type: String, settings: [ViewSetting]) {
        self.type = type
        self.settings = settings
    }
}

/// One section of a static table view.
public struct TableSectionModel: Sendable {
    /// The header title, when set.
    public var headerTitle: String?
    /// The footer title, when set.
    public var footerTitle: String?
    /// The Swift names of the cells, in order.
    public var cells: [String]
    /// The row height each cell sets (`rowHeight`), `nil` where it uses the table view's.
    public var rowHeights: [Double?]
    /// The titles as `NSLocalizedString` lookups, by property (`headerTitle`, `footerTitle`), in a localized document.
    public var localizedTitles: [String: SwiftExpression] = [:]

    /// Creates a section.
    package init(headerTitle: String?, footerTitle: String?, cells: [String], rowHeights: [Double?]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
    }
}

/// How the root of a cell or reusable-view layout reaches the builder: the table or collection view creates the
/// cell (dequeued), and the builder fills it.
public struct RootParameter: Sendable {
    /// The parameter name: `cell`, or `view` for a reusable view.
    public var name: String
    /// The reuse identifier IB gives the cell, when set.
    public var reuseIdentifier: String?
    /// The `UITableViewCell.CellStyle` member the cell must be created with (`subtitle`), for table view cells.
    public var cellStyle: String?
    /// The row height the cell sets (`rowHeight`), when it sets one.
    public var rowHeight: Double?
    /// Whether the root is a prototype of a table or collection view (not a xib's root), which that view registers.
    public var isPrototype = false
    /// For a prototype, the width IB records for the table or collection view that holds it; layouts are checked
    /// against it (a table cell's margins follow its table's width).
    public var containerWidth: Double?
    /// For a prototype, whether the table view that holds it draws no separators, which IB's cells leave room for.
    public var containerHidesSeparators = false
    /// For a prototype, whether the table view that holds it is its view controller's root view
    /// (a table view controller's `view`), whose cells an Xcode 9 canvas gives a root view's margins.
    public var containerIsControllerView = false
    /// For a collection view's supplementary view, its key (`sectionHeaderView`, `sectionFooterView`).
    public var supplementaryKey: String?

    /// The identifier the prototype is registered and dequeued with: nil for a xib's root or a prototype IB left
    /// without one (it cannot be dequeued).
    public var registeredReuseIdentifier: String? {
        guard isPrototype, let reuseIdentifier, !reuseIdentifier.isEmpty else { return nil }
        return reuseIdentifier
    }

    /// Creates a root parameter.
    package init(name: String, reuseIdentifier: String?, cellStyle: String?, rowHeight: Double?) {
        self.name = name
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = cellStyle
        self.rowHeight = rowHeight
    }
}

/// A scene whose controller has no view of its own (a navigation, tab bar or split view controller): the builder
/// configures the controller and creates the views beside it in the scene.
public struct ControllerLayoutModel: Sendable {
    /// The key users store: `<document name>.<class or scene name>`.
    public var key: String
    /// The Swift name of the key constant.
    public var keyConstant: String
    /// The input path the layout comes from.
    public var sourcePath: String
    /// The line of the controller element.
    public var line: Int
    /// Objects to create (bar items), in order.
    public var objects: [ObjectNode]
    /// Outlets to those objects.
    public var outlets: [OutletModel]
    /// Actions of the bar button items.
    public var actions: [ActionModel]
    /// What `configure(_:)` sets on the controller.
    public var controller: ControllerModel
    /// The controller's custom class, `nil` for UIKit's own.
    public var customClass: String?
    /// The views at the top level of the scene beside the controller, each the root of a tree the builder creates
    /// detached (no view of the controller holds them).
    public var views: [ViewNode] = []
    /// The constraints between those views, all active.
    public var constraints: [ConstraintModel] = []
    /// Settings of those views that refer to objects (a gesture recognizer added to one).
    public var objectSettings: [ObjectSetting] = []
    /// Modules those views need (`MapKit` for a map view, a custom class's module).
    public var imports: Set<String> = []
    /// The scene's custom objects that `configure(_:)` gives the controller's own properties (a split view
    /// controller's `delegate`) and keeps with it, since those properties may be weak and nothing else holds them.
    public var keptObjects: [String] = []

    /// Creates a controller layout.
    package init(
        key: String, keyConstant: String, sourcePath: String, line: Int, objects: [ObjectNode], outlets: [OutletModel],
        actions: [ActionModel], controller: ControllerModel
    ) {
        self.key = key
        self.keyConstant = keyConstant
        self.sourcePath = sourcePath
        self.line = line
        self.objects = objects
        self.outlets = outlets
        self.actions = actions
        self.controller = controller
    }
}
