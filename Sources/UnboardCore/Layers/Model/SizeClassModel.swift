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
