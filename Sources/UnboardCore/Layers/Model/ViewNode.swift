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
    ///
    /// Recursive, so that no view is copied onto a stack as `descendants` does (depth is bounded by the parser's
    /// nesting limit).
    public func containsSetting(path: String) -> Bool {
        settings.contains { if case .assign(let p, _) = $0 { p.first == path } else { false } }
            || subviews.contains { $0.containsSetting(path: path) }
    }

    /// The properties of a table whose views it sizes from their frame: "The table view respects only the height of
    /// your view's frame rectangle" (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview).
    public static let framedTableProperties: Set<String> = ["tableHeaderView", "tableFooterView"]

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
