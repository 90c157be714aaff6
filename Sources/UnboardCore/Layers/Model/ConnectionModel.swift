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
    /// Whether Interface Builder sent it to File's Owner, the object that loaded the nib (a cell xib's): the builder
    /// then sends it to a target the app gives, as `UINib.instantiate(withOwner:options:)` connected it to the owner.
    public var isSentToFilesOwner = false
    /// Whether Interface Builder sent it to the layout's root, the cell or reusable view itself: the view's starter
    /// wires it to the class's method, as loading the nib connected it.
    public var isSentToRoot = false

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

/// An action Interface Builder sends to First Responder, or to an object the builder creates itself, which the
/// builder wires: a control with its event, or a bar button item (no event).
public struct ResponderChainAction: Hashable, Sendable {
    /// The selector as written in IB.
    public var selector: String
    /// The local name of the control or bar button item.
    public var sender: String
    /// The `UIControl.Event` member name, `nil` for a bar button item.
    public var event: String?
    /// The class Interface Builder targets when it is not First Responder: the scene's view controller, for a
    /// control in a prototype cell. Its stand-in declares the method.
    public var receiver: String?
    /// The segue a button in a prototype performed in Interface Builder: `selector` then names the method that the
    /// receiver's starter declares to perform it.
    public var segue: SegueTrigger?
    /// The local name of the view or object of the layout that Interface Builder targeted instead (a text field's own
    /// `resignFirstResponder`, a method of a scene's object): the builder makes it the target, as the nib did.
    public var target: String?

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
