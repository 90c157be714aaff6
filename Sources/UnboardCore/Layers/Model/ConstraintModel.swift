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

    /// Whether the attribute is a horizontal margin (`leadingMargin`, `centerXWithinMargins`...).
    public var isHorizontalMargin: Bool { isMargin && family == .xAxis }

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
