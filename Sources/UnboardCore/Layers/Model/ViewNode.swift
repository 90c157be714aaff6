/// A view to create, with its settings and subviews.
public struct ViewNode: Sendable {
    /// The IB object id.
    public var id: String {
        get { storage.fields.id }
        set { uniqueStorage().fields.id = newValue }
        _modify { yield &uniqueStorage().fields.id }
    }
    /// The Swift variable name.
    public var name: String {
        get { storage.fields.name }
        set { uniqueStorage().fields.name = newValue }
        _modify { yield &uniqueStorage().fields.name }
    }
    /// The Swift type (`UILabel`, or the custom class).
    public var type: String {
        get { storage.fields.type }
        set { uniqueStorage().fields.type = newValue }
        _modify { yield &uniqueStorage().fields.type }
    }
    /// The UIKit type IB's element stands for (`UILabel`), which a custom class inherits from.
    public var baseType: String {
        get { storage.fields.baseType }
        set { uniqueStorage().fields.baseType = newValue }
        _modify { yield &uniqueStorage().fields.baseType }
    }
    /// The expression that creates the view (`UIButton(type: .system)`).
    public var construction: SwiftExpression {
        get { storage.fields.construction }
        set { uniqueStorage().fields.construction = newValue }
        _modify { yield &uniqueStorage().fields.construction }
    }
    /// Property assignments and setup calls, in document order.
    public var settings: [ViewSetting] {
        get { storage.fields.settings }
        set { uniqueStorage().fields.settings = newValue }
        _modify { yield &uniqueStorage().fields.settings }
    }
    /// How the view is positioned: by constraints, or by its frame and autoresizing mask.
    public var positioning: Positioning {
        get { storage.fields.positioning }
        set { uniqueStorage().fields.positioning = newValue }
        _modify { yield &uniqueStorage().fields.positioning }
    }
    /// The frame IB recorded for the view, when present.
    public var recordedFrame: LayoutRect? {
        get { storage.fields.recordedFrame }
        set { uniqueStorage().fields.recordedFrame = newValue }
        _modify { yield &uniqueStorage().fields.recordedFrame }
    }
    /// The subviews in order.
    public var subviews: [ViewNode] {
        get { storage.fields.subviews }
        set { uniqueStorage().fields.subviews = newValue }
        _modify { yield &uniqueStorage().fields.subviews }
    }
    /// Whether subviews are arranged subviews (stack views).
    public var arrangesSubviews: Bool {
        get { storage.fields.arrangesSubviews }
        set { uniqueStorage().fields.arrangesSubviews = newValue }
        _modify { yield &uniqueStorage().fields.arrangesSubviews }
    }
    /// How the view joins its parent.
    public var attachment: Attachment {
        get { storage.fields.attachment }
        set { uniqueStorage().fields.attachment = newValue }
        _modify { yield &uniqueStorage().fields.attachment }
    }
    /// IB's canvas state for the view: `misplaced` (its frame differs from what its constraints give) and
    /// `ambiguous` (its constraints do not decide its frame), when IB recorded them.
    public var designFlags: Set<String> {
        get { storage.fields.designFlags }
        set { uniqueStorage().fields.designFlags = newValue }
        _modify { yield &uniqueStorage().fields.designFlags }
    }
    /// The line of the view element.
    public var line: Int {
        get { storage.fields.line }
        set { uniqueStorage().fields.line = newValue }
        _modify { yield &uniqueStorage().fields.line }
    }
    /// The IB element the view comes from (`label`, `stackView`, `tableViewCellContentView`).
    public var element: String {
        get { storage.fields.element }
        set { uniqueStorage().fields.element = newValue }
        _modify { yield &uniqueStorage().fields.element }
    }
    /// The frame IB drew the view with, also for views whose frame the generated code leaves to their owner.
    public var canvasFrame: LayoutRect? {
        get { storage.fields.canvasFrame }
        set { uniqueStorage().fields.canvasFrame = newValue }
        _modify { yield &uniqueStorage().fields.canvasFrame }
    }
    /// Objects created just before the view, which its construction uses (a collection view's layout).
    public var prelude: [ObjectNode] {
        get { storage.fields.prelude }
        set { uniqueStorage().fields.prelude = newValue }
        _modify { yield &uniqueStorage().fields.prelude }
    }
    /// A note for the reader of the generated code (a container view's embedded controller), written before the view.
    public var note: String? {
        get { storage.fields.note }
        set { uniqueStorage().fields.note = newValue }
        _modify { yield &uniqueStorage().fields.note }
    }
    /// The intrinsic size IB assumes for a view whose content only the app knows (`placeholderIntrinsicWidth`,
    /// `placeholderIntrinsicHeight`), per axis.
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) {
        get { storage.fields.placeholderIntrinsicSize }
        set { uniqueStorage().fields.placeholderIntrinsicSize = newValue }
        _modify { yield &uniqueStorage().fields.placeholderIntrinsicSize }
    }
    /// The builder of the xib that lays out the view's class, which creates the view (see `NestedBuilder`).
    public var nestedBuilder: NestedBuilder? {
        get { storage.fields.nestedBuilder }
        set { uniqueStorage().fields.nestedBuilder = newValue }
        _modify { yield &uniqueStorage().fields.nestedBuilder }
    }
    /// The prototypes this table or collection view registers, as loading the storyboard registered them.
    public var prototypes: [PrototypeRegistration] {
        get { storage.fields.prototypes }
        set { uniqueStorage().fields.prototypes = newValue }
        _modify { yield &uniqueStorage().fields.prototypes }
    }

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
        storage = Storage(
            Fields(
                id: id, name: name, type: type, construction: construction, settings: settings,
                positioning: positioning, recordedFrame: recordedFrame, subviews: subviews,
                arrangesSubviews: arrangesSubviews, line: line))
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

    /// The fields, shared by copies until one changes: inline, a view is hundreds of bytes in its parent's array,
    /// and the translator's walks copy views by the thousand.
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
        var id: String
        var name: String
        var type: String
        var baseType: String = "UIView"
        var construction: SwiftExpression
        var settings: [ViewSetting]
        var positioning: Positioning
        var recordedFrame: LayoutRect?
        var subviews: [ViewNode]
        var arrangesSubviews: Bool
        var attachment: Attachment = .subview
        var designFlags: Set<String> = []
        var line: Int
        var element: String = "view"
        var canvasFrame: LayoutRect?
        var prelude: [ObjectNode] = []
        var note: String?
        var placeholderIntrinsicSize: (width: Double?, height: Double?) = (nil, nil)
        var nestedBuilder: NestedBuilder?
        var prototypes: [PrototypeRegistration] = []
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

extension ViewNode: CustomReflectable {
    /// The fields as if they were stored inline, as `dump` and the model snapshots show them.
    public var customMirror: Mirror { Mirror(reflecting: storage.fields) }
}
