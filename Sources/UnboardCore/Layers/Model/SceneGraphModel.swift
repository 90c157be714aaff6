/// The scenes of one storyboard and how they connect: what its `<Storyboard>Scenes` type is generated from.
public struct SceneGraphModel: Sendable {
    /// The storyboard's name (file name without extension).
    public var storyboardName: String
    /// The generated type, `<Storyboard>Scenes`.
    public var typeName: String
    /// The storyboard's path as the user named it.
    public var sourcePath: String
    /// The factory of the initial view controller, when the storyboard has one.
    public var initialScene: SceneReference?
    /// The scenes with a view controller, in document order.
    public var scenes: [SceneModel]
    /// The segues that a method performs (not relationships or embeds), in document order.
    public var segues: [SegueModel]
    /// The embed segues of container views, in document order.
    public var embeds: [EmbedModel]
    /// The types nested in this `Scenes` type, or in another one whose scenes its segues create, that are named apart
    /// from an app's type, by the name they would have had (`SceneRestoration`, `SettingsScenes.SceneRestoration`):
    /// inside the `Scenes` type a nested type would hide the app's type of its name, which the code there names
    /// unqualified. Empty where no app type has such a name.
    public var renamedTypes: [String: String] = [:]

    /// Creates a scene graph.
    package init(
        storyboardName: String, typeName: String, sourcePath: String, initialScene: SceneReference?,
        scenes: [SceneModel],
        segues: [SegueModel], embeds: [EmbedModel]
    ) {
        self.storyboardName = storyboardName
        self.typeName = typeName
        self.sourcePath = sourcePath
        self.initialScene = initialScene
        self.scenes = scenes
        self.segues = segues
        self.embeds = embeds
    }

    /// The name of a type the `Scenes` type declares (`SegueIdentifier`, `SceneRestoration`, a protocol, a static
    /// table): `base`, unless an app's type took it (`SceneRestoration_`).
    public func nestedTypeName(_ base: String) -> String {
        renamedTypes[base] ?? base
    }

    /// The enumeration of the segue identifiers' constants, `SegueIdentifier`.
    public var segueIdentifierTypeName: String { nestedTypeName("SegueIdentifier") }

    /// The restoration class of the controllers the segue methods create, `SceneRestoration`.
    public var restorationClassName: String { nestedTypeName(Self.restorationClassBaseName) }

    /// The restoration class of the `Scenes` type `typeName` (this one for `nil`), as this one's code names it.
    public func restorationClassName(of typeName: String?) -> String {
        guard let typeName else { return restorationClassName }
        return renamedTypes[typeName + "." + Self.restorationClassBaseName] ?? Self.restorationClassBaseName
    }

    /// `SceneRestoration`: the restoration class's name where no app type has it.
    static let restorationClassBaseName = "SceneRestoration"

    /// The segue identifiers, each once, sorted: the constants of `SegueIdentifier`.
    public var segueIdentifiers: [(constant: String, value: String)] {
        var seen: [String: String] = [:]
        for segue in segues {
            if let identifier = segue.identifier, let constant = segue.identifierConstant {
                seen[constant] = identifier
            }
        }
        for embed in embeds {
            if let identifier = embed.identifier, let constant = embed.identifierConstant {
                seen[constant] = identifier
            }
        }
        return seen.keys.sorted().map { ($0, seen[$0] ?? "") }
    }
}

/// How a scene's controller is made and what it holds.
public struct SceneModel: Sendable {
    /// The kinds of controller that hold others, which the factory wires.
    public enum Kind: String, Sendable {
        /// A controller with a view of its own.
        case plain
        /// `UINavigationController`: its root view controller.
        case navigation
        /// `UITabBarController`: its view controllers, whose tab bar items are theirs.
        case tabBar
        /// `UISplitViewController`: its columns.
        case split
        /// `UIPageViewController`, made with its transition style and orientation.
        case page
    }

    /// The scene's id.
    public var id: String
    /// The factory method, `make<Name>`.
    public var factoryName: String
    /// The class created: the custom class, or the UIKit class of the element.
    public var className: String
    /// The UIKit class the custom class derives from.
    public var baseClassName: String
    /// Whether `className` is the user's class.
    public var isCustomClass: Bool
    /// The storyboard identifier, when set.
    public var storyboardIdentifier: String?
    /// What kind of container the controller is.
    public var kind: Kind
    /// The initializer arguments, e.g. `nibName: nil, bundle: nil`, or a page view controller's styles.
    public var initializer: [(label: String, value: String)]
    /// The builder that lays out or configures the controller, when there is one.
    public var builder: SceneBuilderReference?
    /// The controllers it holds, in the order IB lists them.
    public var relationships: [RelationshipModel]
    /// The line of the controller element.
    public var line: Int

    /// Creates a scene.
    package init(
        id: String, factoryName: String, className: String, baseClassName: String, isCustomClass: Bool,
        storyboardIdentifier: String?, kind: Kind, initializer: [(label: String, value: String)],
        builder: SceneBuilderReference?,
        relationships: [RelationshipModel], line: Int
    ) {
        self.id = id
        self.factoryName = factoryName
        self.className = className
        self.baseClassName = baseClassName
        self.isCustomClass = isCustomClass
        self.storyboardIdentifier = storyboardIdentifier
        self.kind = kind
        self.initializer = initializer
        self.builder = builder
        self.relationships = relationships
        self.line = line
    }
}

/// The `CodeInterfaceBuilder` of a scene and what the factory does with it.
public struct SceneBuilderReference: Hashable, Sendable {
    /// The builder type.
    public var typeName: String
    /// The `CodeInterfaceBuilderKey` constant of the scene's layout.
    public var keyConstant: String
    /// Whether the scene has a view the builder creates (else the builder only configures the controller).
    public var hasView: Bool
    /// Whether the builder has other layouts too, so that the controller must be told which one is the scene's.
    public var hasSeveralLayouts = false
    /// Whether the layout changes with size classes, which needs the builder's `apply(_:)`.
    public var variesBySizeClass = false

    /// Creates a reference.
    package init(typeName: String, keyConstant: String, hasView: Bool) {
        self.typeName = typeName
        self.keyConstant = keyConstant
        self.hasView = hasView
    }
}

/// A controller that a factory or a segue creates: a scene of this storyboard or of another one.
public struct SceneReference: Hashable, Sendable {
    /// The `Scenes` type of another storyboard; `nil` for this one.
    public var typeName: String?
    /// The factory method.
    public var factoryName: String
    /// The type the factory returns.
    public var className: String

    /// Creates a reference.
    package init(typeName: String?, factoryName: String, className: String) {
        self.typeName = typeName
        self.factoryName = factoryName
        self.className = className
    }
}

/// A relationship segue: a controller a container holds from the start.
public struct RelationshipModel: Sendable {
    /// `rootViewController`, `viewControllers`, `masterViewController`, `detailViewController` or
    /// `supplementaryViewController`.
    public var relationship: String
    /// The held controller.
    public var destination: SceneReference

    /// Creates a relationship.
    package init(relationship: String, destination: SceneReference) {
        self.relationship = relationship
        self.destination = destination
    }
}

/// A segue that a generated method performs.
public struct SegueModel: Sendable {
    /// How the segue shows its destination.
    public enum Kind: String, Sendable {
        /// `show` (and the older `push`): `show(_:sender:)`.
        case show
        /// `showDetail` (and the older `replace`): `showDetailViewController(_:sender:)`.
        case showDetail
        /// `presentation` (and the older `modal`): `present(_:animated:)`.
        case presentModally
        /// `popoverPresentation`: presented as a popover anchored at a view or bar button item.
        case popover
        /// `custom`: the segue class's `perform()`.
        case custom
        /// `unwind`: back to the nearest controller that implements the unwind action.
        case unwind
    }

    /// The identifier, when set.
    public var identifier: String?
    /// The `SegueIdentifier` constant of the identifier.
    public var identifierConstant: String?
    /// The kind.
    public var kind: Kind
    /// The kind as IB writes it (`show`, `push`, `presentation`, ...).
    public var ibKind: String
    /// The method, `perform<Name>Segue`.
    public var methodName: String
    /// The class of the controller that performs it.
    public var sourceClassName: String
    /// The destination; `nil` for unwind segues.
    public var destination: SceneReference?
    /// The segue class: `UIStoryboardSegue` or the user's subclass.
    public var segueClassName: String
    /// Whether the segue class is the user's.
    public var isCustomSegueClass: Bool
    /// `modalPresentationStyle` (`formSheet`, `overFullScreen`, ...), when set.
    public var presentationStyle: String?
    /// `modalTransitionStyle` (`crossDissolve`, ...), when set.
    public var transitionStyle: String?
    /// Whether the transition is animated (`animates="NO"` turns it off).
    public var animates: Bool
    /// The type of a popover's anchor parameter: `UIView` or `UIBarButtonItem`.
    public var anchorType: String?
    /// The arrow directions a popover permits (`up`, `down`, `left`, `right`); empty for any.
    public var arrowDirections: [String] = []
    /// The unwind action's selector, for unwind segues.
    public var unwindAction: String?
    /// The selector of the source's `@IBSegueAction` that created the destination in IB
    /// (`destinationCreationSelector`), when it names a Swift method.
    public var creationSelector: String?
    /// What triggers it in IB: the controller itself, or a named control, cell or bar button item.
    public var trigger: String
    /// The id of the `<segue>` element, which the builder's segue action of its trigger names.
    public var id: String?
    /// The element name of the trigger (`viewController`, `button`, `barButtonItem`, `tableViewCell`, ...).
    public var triggerElement = ""
    /// Whether a cell performs it when its accessory button is tapped (`trigger="accessoryAction"`), not when selected.
    public var triggersOnAccessory = false
    /// The cell that performs it, when the generated code performs it on the cell's selection (or accessory button):
    /// `nil` for other triggers and for cells whose selection nothing generated hears (a warning says so).
    public var cellTrigger: CellSegueTrigger?
    /// The line of the segue element.
    public var line: Int

    /// Creates a segue.
    package init(
        identifier: String?, identifierConstant: String?, kind: Kind, ibKind: String, methodName: String,
        sourceClassName: String,
        destination: SceneReference?, segueClassName: String, isCustomSegueClass: Bool, trigger: String, line: Int
    ) {
        self.identifier = identifier
        self.identifierConstant = identifierConstant
        self.kind = kind
        self.ibKind = ibKind
        self.methodName = methodName
        self.sourceClassName = sourceClassName
        self.destination = destination
        self.segueClassName = segueClassName
        self.isCustomSegueClass = isCustomSegueClass
        self.animates = true
        self.trigger = trigger
        self.line = line
    }
}

/// A table or collection view cell whose selection (or accessory button) performed a segue in Interface Builder, as
/// the controller finds it again among the cells its table shows.
public struct CellSegueTrigger: Sendable, Equatable {
    /// Where the cell is in Interface Builder.
    public enum Place: Sendable, Equatable {
        /// A prototype: every cell dequeued with its reuse identifier.
        case prototype(reuseIdentifier: String)
        /// A static table's cell, by its section and row in the document (the builder's `tableSections`).
        case staticCell(section: Int, row: Int)
    }

    /// Where the cell is.
    public var place: Place
    /// Whether it is a collection view cell (`collectionView(_:didSelectItemAt:)`), not a table view cell.
    public var isCollectionViewCell: Bool
    /// The layout key constant of the scene the cell is in (`settingsViewController`).
    public var sceneKeyConstant: String

    /// Creates a cell trigger.
    package init(place: Place, isCollectionViewCell: Bool, sceneKeyConstant: String) {
        self.place = place
        self.isCollectionViewCell = isCollectionViewCell
        self.sceneKeyConstant = sceneKeyConstant
    }
}

/// An embed segue: a child controller in a container view of its parent.
public struct EmbedModel: Sendable {
    /// The identifier, when set.
    public var identifier: String?
    /// The `SegueIdentifier` constant of the identifier.
    public var identifierConstant: String?
    /// The method, `embed<Name>`.
    public var methodName: String
    /// The class of the parent controller.
    public var parentClassName: String
    /// The builder property holding the container view, when the parent has a builder.
    public var containerProperty: String
    /// The id of the parent scene's controller.
    public var parentSceneID: String?
    /// The child.
    public var destination: SceneReference
    /// The line of the segue element.
    public var line: Int

    /// Creates an embed.
    package init(
        identifier: String?, identifierConstant: String?, methodName: String, parentClassName: String,
        containerProperty: String,
        destination: SceneReference, line: Int
    ) {
        self.identifier = identifier
        self.identifierConstant = identifierConstant
        self.methodName = methodName
        self.parentClassName = parentClassName
        self.containerProperty = containerProperty
        self.destination = destination
        self.line = line
    }
}
