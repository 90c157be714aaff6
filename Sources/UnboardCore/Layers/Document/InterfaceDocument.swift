import Foundation

/// The parsed, typed representation of one Interface Builder document (the IR).
///
/// The parser fills it from XML; the translator reads it. It keeps every attribute and child element of the
/// objects it models, with source lines, so that the translator can translate them or report them as unsupported.
public struct InterfaceDocument: Sendable {
    /// Whether the document is a storyboard or a xib.
    public enum Kind: String, Sendable {
        /// A `.storyboard` file: scenes, each with a view controller.
        case storyboard
        /// A `.xib` file: top-level objects, often with a File's Owner.
        case xib
    }

    /// The path of the input as the user named it.
    public var path: String
    /// The document name used in keys and headers (file name without extension).
    public var name: String
    /// Storyboard or xib.
    public var kind: Kind
    /// The attributes of the `<document>` element (`toolsVersion`, `useAutolayout`, `initialViewController`, ...).
    public var attributes: IBAttributes
    /// The `<device>` the document was last laid out on, when recorded.
    public var device: IBElement?
    /// The scenes of a storyboard, in document order.
    public var scenes: [IBScene]
    /// The top-level objects of a xib, in document order.
    public var objects: [IBObject]
    /// The named resources (`<image>`, `<namedColor>`, `<systemColor>`).
    public var resources: [IBElement]
    /// Child elements of `<document>` that the parser keeps but no stage interprets.
    public var otherElements: [IBElement]
    /// The line of the `<document>` element.
    public var line: Int

    /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
    public var usesAutolayout: Bool { attributes.bool("useAutolayout") ?? false }

    /// Creates a document.
    package init(
        path: String, name: String, kind: Kind, attributes: IBAttributes, device: IBElement?, scenes: [IBScene],
        objects: [IBObject], resources: [IBElement], otherElements: [IBElement], line: Int
    ) {
        self.path = path
        self.name = name
        self.kind = kind
        self.attributes = attributes
        self.device = device
        self.scenes = scenes
        self.objects = objects
        self.resources = resources
        self.otherElements = otherElements
        self.line = line
    }
}

/// A storyboard scene: one view controller and the objects that live beside it.
public struct IBScene: Sendable {
    /// The scene's `sceneID`.
    public var id: String
    /// The objects of the scene (the view controller first as IB writes it, then placeholders, gestures...).
    public var objects: [IBObject]
    /// The XML comment IB writes before the scene (its label in the outline), when present.
    public var comment: String?
    /// The line of the `<scene>` element.
    public var line: Int

    /// Creates a scene.
    package init(id: String, objects: [IBObject], comment: String?, line: Int) {
        self.id = id
        self.objects = objects
        self.comment = comment
        self.line = line
    }

    /// The scene's view controller, when it has one.
    public var viewController: IBViewController? {
        for object in objects { if case .viewController(let controller) = object { return controller } }
        return nil
    }
}

/// A top-level object of a scene or a xib.
public enum IBObject: Sendable {
    /// A view controller of any class (`viewController`, `tableViewController`, `navigationController`, ...).
    case viewController(IBViewController)
    /// A view at the top level of a xib, or an extra top-level view of a scene.
    case view(IBView)
    /// A placeholder: File's Owner, First Responder, Exit.
    case placeholder(IBPlaceholder)
    /// Any other object (gesture recognizers, custom `<object>`s, ...).
    case other(IBElement)

    /// The line the object starts on.
    public var line: Int {
        switch self {
        case .viewController(let controller): controller.line
        case .view(let view): view.line
        case .placeholder(let placeholder): placeholder.line
        case .other(let element): element.line
        }
    }
}

/// A placeholder object such as File's Owner (`placeholderIdentifier="IBFilesOwner"`).
public struct IBPlaceholder: Sendable {
    /// The object id.
    public var id: String
    /// The placeholder identifier (`IBFilesOwner`, `IBFirstResponder`).
    public var placeholderIdentifier: String
    /// The custom class, for File's Owner.
    public var customClass: IBCustomClass?
    /// The outlets and actions of the placeholder.
    public var connections: [IBConnection]
    /// The line of the element.
    public var line: Int

    /// Creates a placeholder.
    package init(
        id: String, placeholderIdentifier: String, customClass: IBCustomClass?, connections: [IBConnection], line: Int
    ) {
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.connections = connections
        self.line = line
    }

    /// Whether this is File's Owner.
    public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" }
}

/// A user class set on an object in Interface Builder's identity inspector.
public struct IBCustomClass: Hashable, Sendable {
    /// The class name (`customClass`).
    public var name: String
    /// The module (`customModule`), when set.
    public var module: String?
    /// Whether the module is the app target itself (`customModuleProvider="target"`).
    public var moduleIsTarget: Bool

    /// Creates a custom class.
    package init(name: String, module: String?, moduleIsTarget: Bool) {
        self.name = name
        self.module = module
        self.moduleIsTarget = moduleIsTarget
    }
}

/// A view controller object.
public struct IBViewController: Sendable {
    /// The element name: `viewController`, `tableViewController`, `navigationController`, ...
    public var elementName: String
    /// The object id.
    public var id: String
    /// The user class, when set.
    public var customClass: IBCustomClass?
    /// The storyboard identifier, when set.
    public var storyboardIdentifier: String?
    /// The user label set in IB's document outline.
    public var userLabel: String?
    /// The root view (`<view key="view">` or a table/collection view with that key).
    public var rootView: IBView?
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` objects (`<viewControllerLayoutGuide>`).
    public var layoutGuides: [IBElement]
    /// Outlets, actions and segues whose source is the controller.
    public var connections: [IBConnection]
    /// The remaining attributes.
    public var attributes: IBAttributes
    /// The remaining child elements (navigation item, tab bar item, simulated metrics, ...).
    public var properties: [IBElement]
    /// The line of the element.
    public var line: Int

    /// Creates a view controller.
    package init(
        elementName: String, id: String, customClass: IBCustomClass?, storyboardIdentifier: String?, userLabel: String?,
        rootView: IBView?, layoutGuides: [IBElement], connections: [IBConnection], attributes: IBAttributes,
        properties: [IBElement], line: Int
    ) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.userLabel = userLabel
        self.rootView = rootView
        self.layoutGuides = layoutGuides
        self.connections = connections
        self.attributes = attributes
        self.properties = properties
        self.line = line
    }
}

/// A view of any class, with its subtree.
public struct IBView: Sendable {
    /// The element name: `view`, `label`, `button`, `stackView`, ...
    public var elementName: String {
        get { storage.elementName }
        set { uniqueStorage().elementName = newValue }
        _modify { yield &uniqueStorage().elementName }
    }
    /// The object id.
    public var id: String {
        get { storage.id }
        set { uniqueStorage().id = newValue }
        _modify { yield &uniqueStorage().id }
    }
    /// The `key` attribute when the view is a property of its parent (`view`, `contentView`, ...).
    public var key: String? {
        get { storage.key }
        set { uniqueStorage().key = newValue }
        _modify { yield &uniqueStorage().key }
    }
    /// The user class, when set.
    public var customClass: IBCustomClass? {
        get { storage.customClass }
        set { uniqueStorage().customClass = newValue }
        _modify { yield &uniqueStorage().customClass }
    }
    /// The user label set in IB's document outline.
    public var userLabel: String? {
        get { storage.userLabel }
        set { uniqueStorage().userLabel = newValue }
        _modify { yield &uniqueStorage().userLabel }
    }
    /// The remaining attributes, in document order.
    public var attributes: IBAttributes {
        get { storage.attributes }
        set { uniqueStorage().attributes = newValue }
        _modify { yield &uniqueStorage().attributes }
    }
    /// The child elements that describe properties (colors, fonts, frame, states, ...), in document order.
    public var properties: [IBElement] {
        get { storage.properties }
        set { uniqueStorage().properties = newValue }
        _modify { yield &uniqueStorage().properties }
    }
    /// The subviews in order (for a stack view, its arranged subviews).
    public var subviews: [IBView] {
        get { storage.subviews }
        set { uniqueStorage().subviews = newValue }
        _modify { yield &uniqueStorage().subviews }
    }
    /// Views held in other collections or keys (table view prototypes, cell content views, header views).
    public var keyedViews: [IBView] {
        get { storage.keyedViews }
        set { uniqueStorage().keyedViews = newValue }
        _modify { yield &uniqueStorage().keyedViews }
    }
    /// The constraints this view holds (IB stores a constraint on the nearest common ancestor of its items).
    public var constraints: [IBConstraint] {
        get { storage.constraints }
        set { uniqueStorage().constraints = newValue }
        _modify { yield &uniqueStorage().constraints }
    }
    /// The layout guides of this view (`<viewLayoutGuide key="safeArea">`, ...).
    public var layoutGuides: [IBLayoutGuide] {
        get { storage.layoutGuides }
        set { uniqueStorage().layoutGuides = newValue }
        _modify { yield &uniqueStorage().layoutGuides }
    }
    /// Size-class variations of this view's installation, masks and properties.
    public var variations: [IBVariation] {
        get { storage.variations }
        set { uniqueStorage().variations = newValue }
        _modify { yield &uniqueStorage().variations }
    }
    /// Outlets and actions whose source is this view (e.g. a button's actions).
    public var connections: [IBConnection] {
        get { storage.connections }
        set { uniqueStorage().connections = newValue }
        _modify { yield &uniqueStorage().connections }
    }
    /// The sections of a static table view (`<sections>`), with their cells.
    public var sections: [IBTableSection] {
        get { storage.sections }
        set { uniqueStorage().sections = newValue }
        _modify { yield &uniqueStorage().sections }
    }
    /// The line of the element.
    public var line: Int {
        get { storage.line }
        set { uniqueStorage().line = newValue }
        _modify { yield &uniqueStorage().line }
    }

    /// The fields, shared by copies until one of them changes: the translator's walks copy views by the thousand,
    /// and a copy of fifteen fields retained and released each reference (~600 instructions a copy), where a copy of
    /// the storage retains one.
    private var storage: Storage

    /// Creates a view.
    package init(
        elementName: String, id: String, key: String?, customClass: IBCustomClass?, userLabel: String?,
        attributes: IBAttributes, properties: [IBElement], subviews: [IBView], keyedViews: [IBView],
        constraints: [IBConstraint], layoutGuides: [IBLayoutGuide], variations: [IBVariation],
        connections: [IBConnection], line: Int
    ) {
        storage = Storage(
            elementName: elementName, id: id, key: key, customClass: customClass, userLabel: userLabel,
            attributes: attributes, properties: properties, subviews: subviews, keyedViews: keyedViews,
            constraints: constraints, layoutGuides: layoutGuides, variations: variations, connections: connections,
            sections: [], line: line)
    }

    /// The storage, copied first when another view shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// `@unchecked` and `@exclusivity(unchecked)`: a storage is only changed through `uniqueStorage()`, by the one
    /// view that holds it, whose own accesses the compiler checks; the runtime's check of each read of a field cost
    /// ~150 instructions.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var elementName: String
        @exclusivity(unchecked) var id: String
        @exclusivity(unchecked) var key: String?
        @exclusivity(unchecked) var customClass: IBCustomClass?
        @exclusivity(unchecked) var userLabel: String?
        @exclusivity(unchecked) var attributes: IBAttributes
        @exclusivity(unchecked) var properties: [IBElement]
        @exclusivity(unchecked) var subviews: [IBView]
        @exclusivity(unchecked) var keyedViews: [IBView]
        @exclusivity(unchecked) var constraints: [IBConstraint]
        @exclusivity(unchecked) var layoutGuides: [IBLayoutGuide]
        @exclusivity(unchecked) var variations: [IBVariation]
        @exclusivity(unchecked) var connections: [IBConnection]
        @exclusivity(unchecked) var sections: [IBTableSection]
        @exclusivity(unchecked) var line: Int

        init(
            elementName: String, id: String, key: String?, customClass: IBCustomClass?, userLabel: String?,
            attributes: IBAttributes, properties: [IBElement], subviews: [IBView], keyedViews: [IBView],
            constraints: [IBConstraint], layoutGuides: [IBLayoutGuide], variations: [IBVariation],
            connections: [IBConnection], sections: [IBTableSection], line: Int
        ) {
            self.elementName = elementName
            self.id = id
            self.key = key
            self.customClass = customClass
            self.userLabel = userLabel
            self.attributes = attributes
            self.properties = properties
            self.subviews = subviews
            self.keyedViews = keyedViews
            self.constraints = constraints
            self.layoutGuides = layoutGuides
            self.variations = variations
            self.connections = connections
            self.sections = sections
            self.line = line
        }

        func copy() -> Storage {
            Storage(
                elementName: elementName, id: id, key: key, customClass: customClass, userLabel: userLabel,
                attributes: attributes, properties: properties, subviews: subviews, keyedViews: keyedViews,
                constraints: constraints, layoutGuides: layoutGuides, variations: variations, connections: connections,
                sections: sections, line: line)
        }
    }

    /// The first property element with a given name and `key` attribute.
    public func property(_ name: String, key: String? = nil) -> IBElement? {
        properties.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
}

/// A section of a static table view (`<tableViewSection headerTitle="...">`) and its cells.
public struct IBTableSection: Sendable {
    /// The object id.
    public var id: String
    /// The attributes besides `id` (`headerTitle`, `footerTitle`, `userLabel`).
    public var attributes: IBAttributes
    /// Child elements other than the cells (`<string key="footerTitle">` for multi-line titles).
    public var properties: [IBElement]
    /// The cells, in order.
    public var cells: [IBView]
    /// The line of the element.
    public var line: Int

    /// Creates a section.
    package init(id: String, attributes: IBAttributes, properties: [IBElement], cells: [IBView], line: Int) {
        self.id = id
        self.attributes = attributes
        self.properties = properties
        self.cells = cells
        self.line = line
    }
}

/// A layout guide owned by a view (`<viewLayoutGuide key="safeArea" id="..."/>`).
public struct IBLayoutGuide: Sendable {
    /// The object id that constraints refer to.
    public var id: String
    /// The guide's key: `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, ...
    public var key: String?
    /// The line of the element.
    public var line: Int

    /// Creates a layout guide.
    package init(id: String, key: String?, line: Int) {
        self.id = id
        self.key = key
        self.line = line
    }
}

/// An Auto Layout constraint as IB writes it: `firstItem.firstAttribute = multiplier * secondItem.secondAttribute + constant`.
public struct IBConstraint: Sendable {
    /// The object id.
    public var id: String
    /// The first item's id; `nil` means the view that holds the constraint.
    public var firstItem: String?
    /// The first attribute (`leading`, `top`, `width`, `centerXWithinMargins`, ...).
    public var firstAttribute: String
    /// The second item's id, for a constraint between two items.
    public var secondItem: String?
    /// The second attribute, for a constraint between two items.
    public var secondAttribute: String?
    /// The relation: `equal` when absent, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String?
    /// The multiplier as written (`2`, `0.5`, `3:4`), when not 1.
    public var multiplier: String?
    /// The constant as written, when not 0.
    public var constant: String?
    /// The priority as written, when not 1000.
    public var priority: String?
    /// The remaining attributes (`identifier`, `symbolic`, `placeholder`, `userLabel`, `firstItem` kind, ...).
    public var attributes: IBAttributes
    /// Per-size-class variations of this constraint (`<variation key="heightClass=compact" constant="8"/>`).
    public var variations: [IBVariation]
    /// The line of the element.
    public var line: Int

    /// Creates a constraint.
    package init(
        id: String, firstItem: String?, firstAttribute: String, secondItem: String?, secondAttribute: String?,
        relation: String?, multiplier: String?, constant: String?, priority: String?, attributes: IBAttributes,
        variations: [IBVariation], line: Int
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.attributes = attributes
        self.variations = variations
        self.line = line
    }
}

/// A `<variation key="...">` element: what changes for one size-class configuration.
public struct IBVariation: Sendable {
    /// The configuration key as written: `default`, `widthClass=compact`, `heightClass=compact-widthClass=regular`, ...
    public var key: String
    /// The installation masks (`<mask key="constraints">`, `<mask key="subviews">`).
    public var masks: [IBMask]
    /// Property values written as attributes of the variation (besides `key`).
    public var attributes: IBAttributes
    /// Property values written as child elements (fonts, colors, ...).
    public var properties: [IBElement]
    /// The line of the element.
    public var line: Int

    /// Creates a variation.
    package init(key: String, masks: [IBMask], attributes: IBAttributes, properties: [IBElement], line: Int) {
        self.key = key
        self.masks = masks
        self.attributes = attributes
        self.properties = properties
        self.line = line
    }
}

/// A `<mask>` inside a variation: which constraints or subviews are included in or excluded from a configuration.
public struct IBMask: Sendable {
    /// `constraints` or `subviews`.
    public var key: String
    /// Ids of `<include reference>` entries.
    public var includes: [IBReference]
    /// Ids of `<exclude reference>` entries.
    public var excludes: [IBReference]
    /// The line of the element.
    public var line: Int

    /// Creates a mask.
    package init(key: String, includes: [IBReference], excludes: [IBReference], line: Int) {
        self.key = key
        self.includes = includes
        self.excludes = excludes
        self.line = line
    }
}

/// A reference to another object by id, with the line it is written on.
public struct IBReference: Hashable, Sendable {
    /// The referenced object id.
    public var id: String
    /// The line of the reference.
    public var line: Int

    /// Creates a reference.
    package init(id: String, line: Int) {
        self.id = id
        self.line = line
    }
}

/// An outlet, outlet collection, action or segue.
public struct IBConnection: Sendable {
    /// The kind of connection, from its element name.
    public enum Kind: String, Sendable {
        /// `<outlet property= destination=>`.
        case outlet
        /// `<outletCollection property= destination=>`.
        case outletCollection
        /// `<action selector= destination= eventType=>`.
        case action
        /// `<segue destination= kind= identifier=>`.
        case segue
    }

    /// The kind of connection.
    public var kind: Kind
    /// The connection's own id.
    public var id: String?
    /// The destination object id.
    public var destination: String
    /// The outlet property name, for outlets.
    public var property: String?
    /// The selector, for actions.
    public var selector: String?
    /// The control event name (`touchUpInside`, `valueChanged`, ...), for actions.
    public var eventType: String?
    /// The remaining attributes (`kind`, `identifier`, `relationship`, ...).
    public var attributes: IBAttributes
    /// Child elements, such as a popover segue's `<popoverArrowDirection>`.
    public var children: [IBElement] = []
    /// The line of the element.
    public var line: Int

    /// Creates a connection.
    package init(
        kind: Kind, id: String?, destination: String, property: String?, selector: String?, eventType: String?,
        attributes: IBAttributes, line: Int
    ) {
        self.kind = kind
        self.id = id
        self.destination = destination
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.attributes = attributes
        self.line = line
    }
}

/// Any element that the IR keeps generically: property elements such as `<color key="textColor" .../>`.
public struct IBElement: Sendable {
    /// The element name.
    public var name: String
    /// The attributes, in document order.
    public var attributes: IBAttributes
    /// The child elements, in document order.
    public var children: [IBElement]
    /// The element's text content (for `<string key="text">`), when it has any.
    public var text: String?
    /// The line of the element.
    public var line: Int
    /// The XML comment written just before the element (IB labels scenes this way), when present.
    public var comment: String?

    /// Creates an element.
    package init(
        name: String, attributes: IBAttributes, children: [IBElement], text: String?, line: Int, comment: String? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.comment = comment
    }

    /// The `key` attribute.
    public var key: String? { attributes["key"] }

    /// The first child with a name and, optionally, a key.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }
}

/// XML attributes in document order, with lookup by name.
public struct IBAttributes: Sendable, Sequence {
    /// The attributes as name-value pairs, in document order.
    public private(set) var pairs: [(name: String, value: String)]

    /// Creates attributes from pairs in document order.
    package init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// The value of an attribute, when present.
    public subscript(name: String) -> String? {
        for pair in pairs where pair.name == name { return pair.value }
        return nil
    }

    /// A `YES`/`NO` attribute as a Boolean, when present.
    public func bool(_ name: String) -> Bool? {
        guard let value = self[name] else { return nil }
        return value == "YES"
    }

    /// The attributes without the given names.
    public func removing(_ names: AttributeNames) -> IBAttributes {
        var kept: [(name: String, value: String)] = []
        kept.reserveCapacity(pairs.count)
        for pair in pairs where !names.contains(pair.name) { kept.append(pair) }
        return IBAttributes(kept)
    }

    /// Whether there are no attributes.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Iterates over the pairs in document order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }
}

extension InterfaceDocument {
    /// A document's name: its file name without the extension (`Main` for `Base.lproj/Main.storyboard`).
    public static func name(ofPath path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The xib's File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`), the first when there are several.
    public var filesOwner: IBPlaceholder? {
        objects.lazy.compactMap { object -> IBPlaceholder? in
            guard case .placeholder(let placeholder) = object, placeholder.isFilesOwner else { return nil }
            return placeholder
        }.first
    }
}
