import Foundation

final class ControlState {
    var actions: [(action: UIAction, events: UIControl.Event)] = []
    var targets: [(target: AnyObject?, action: Selector, events: UIControl.Event)] = []
    var titles: [UInt: String] = [:]
    var images: [UInt: UIImage] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleLabel: UILabel?
    var imageView: UIImageView?
}

extension UIControl {
    var controlState: ControlState { modelState(of: self) { ControlState() } }

    // "Creates a control with the specified frame and registers the primary action event." (init(frame:primaryAction:))
    func model_init(frame: CGRect, primaryAction: UIAction?) {
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // "Associates the specified action with the control." ... "The control calls the action's handler when the
    // specified events occur." (addAction(_:for:)) "If you add the same action more than once, the control adds it
    // only once" is how UIKit treats an action with the same identifier.
    func model_addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        controlState.actions.append((action, controlEvents))
    }

    func model_removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action === action && $0.events.isSubset(of: controlEvents) }
    }

    func model_removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action.identifier == actionIdentifier && $0.events.isSubset(of: controlEvents) }
    }

    // "Associates a target object and action method with the control." (addTarget(_:action:for:)) Selectors cannot be
    // sent on Linux: the model records them, and `sendActions(for:)` reports each as `action <selector>`.
    func model_addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        controlState.targets.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    func model_removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        controlState.targets.removeAll { entry in
            (target == nil || entry.target === (target.map { $0 as AnyObject })) && (action == nil || entry.action == action!)
        }
    }

    // "Calls the action methods associated with the specified events." (sendActions(for:)) A control's primary
    // action event is also sent for touchUpInside on buttons: ".primaryActionTriggered: A semantic action triggered
    // by buttons." The model sends actions registered for any of the events.
    func model_sendActions(for controlEvents: UIControl.Event) {
        var events = controlEvents
        if controlEvents.contains(.touchUpInside) && self is UIButton { events.insert(.primaryActionTriggered) }
        if controlEvents.contains(.valueChanged) && !(self is UIButton) { events.insert(.primaryActionTriggered) }
        for entry in controlState.actions where !entry.events.isDisjoint(with: events) {
            UIKitModel.record("action \(entry.action.title) on \(type(of: self))")
            entry.action.modelPerform(sender: self)
        }
        for entry in controlState.targets where !entry.events.isDisjoint(with: events) {
            _ = UIApplication.shared.sendAction(entry.action, to: entry.target, from: self, for: nil)
        }
    }

    // "The default value of this property is true." (isEnabled)
    var model_isEnabled: Bool {
        get { UIKitModel.stored(self, "isEnabled", default: true) }
        set { UIKitModel.store(self, "isEnabled", newValue) }
    }

    var model_isSelected: Bool {
        get { UIKitModel.stored(self, "isSelected", default: false) }
        set { UIKitModel.store(self, "isSelected", newValue) }
    }

    var model_isHighlighted: Bool {
        get { UIKitModel.stored(self, "isHighlighted", default: false) }
        set { UIKitModel.store(self, "isHighlighted", newValue) }
    }

    // "The state of the control, specified as a bitmask value." (state)
    var model_state: UIControl.State {
        var state: UIControl.State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}

extension UIAction {
    // "Creates an action with the specified title, image, identifier, and handler." The handler runs when the action
    // is performed; an action made without an identifier gets a unique one.
    func model_init(title: String, image: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler) {
        UIKitModel.store(self, "title", title)
        UIKitModel.store(self, "image", image as Any)
        UIKitModel.store(self, "identifier", identifier ?? UIAction.Identifier(UUID().uuidString))
        UIKitModel.store(self, "handler", handler)
    }

    func model_init(title: String, subtitle: String?, image: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler) {
        model_init(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    var model_identifier: UIAction.Identifier { UIKitModel.stored(self, "identifier") }

    // "The sender that performed the action." (sender)
    var model_sender: Any? { UIKitModel.stored(self, "sender", default: nil as Any?) }

    func modelPerform(sender: Any?) {
        UIKitModel.store(self, "sender", sender as Any)
        let handler: UIActionHandler = UIKitModel.stored(self, "handler")
        handler(self)
    }
}

extension UIMenuElement {
    var model_title: String { UIKitModel.stored(self, "title", default: "") }
    var model_image: UIImage? { UIKitModel.stored(self, "image", default: nil as UIImage?) }
}

extension UIKitModel {
    /// Performs an action as UIKit does when its control or bar button item triggers it.
    public static func perform(_ action: UIAction, sender: Any?) { action.modelPerform(sender: sender) }

    /// The actions added to a control, with their events.
    public static func actions(of control: UIControl) -> [(action: UIAction, events: UIControl.Event)] { control.controlState.actions }
}

// MARK: - Buttons

extension UIButton {
    // "Creates and returns a new button of the specified type." (init(type:))
    func model_init(type buttonType: UIButton.ButtonType) {
        UIKitModel.store(self, "buttonType", buttonType)
    }

    func model_init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
        UIKitModel.store(self, "buttonType", buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    func model_init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
        UIKitModel.store(self, "buttonType", UIButton.ButtonType.system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    var model_buttonType: UIButton.ButtonType { UIKitModel.stored(self, "buttonType", default: .custom) }

    // "At a minimum, always set the title of the normal state. If a title is not specified for a state, the default
    // behavior is to use the title associated with the normal state." (setTitle(_:for:), title(for:))
    func model_setTitle(_ title: String?, for state: UIControl.State) {
        controlState.titles[state.rawValue] = title
        if state == .normal || state == self.state { titleLabel?.text = self.title(for: self.state) }
    }

    func model_title(for state: UIControl.State) -> String? { controlState.titles[state.rawValue] ?? controlState.titles[0] }

    func model_setTitleColor(_ color: UIColor?, for state: UIControl.State) { controlState.titleColors[state.rawValue] = color }
    func model_titleColor(for state: UIControl.State) -> UIColor? { controlState.titleColors[state.rawValue] ?? controlState.titleColors[0] }
    func model_setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { UIKitModel.store(self, "titleShadowColor\(state.rawValue)", color as Any) }

    func model_setImage(_ image: UIImage?, for state: UIControl.State) { controlState.images[state.rawValue] = image }
    func model_image(for state: UIControl.State) -> UIImage? { controlState.images[state.rawValue] ?? controlState.images[0] }

    func model_setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { UIKitModel.store(self, "backgroundImage\(state.rawValue)", image as Any) }
    func model_setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { UIKitModel.store(self, "attributedTitle\(state.rawValue)", title as Any) }
    func model_setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        UIKitModel.store(self, "symbolConfiguration\(state.rawValue)", configuration as Any)
    }

    // "The current title that is displayed on the button." (currentTitle)
    var model_currentTitle: String? { title(for: state) }
    var model_currentImage: UIImage? { image(for: state) }

    // "Although this property is read-only, its own properties are read/write." (titleLabel)
    var model_titleLabel: UILabel? {
        if let label = controlState.titleLabel { return label }
        let label = UILabel()
        label.text = title(for: state)
        controlState.titleLabel = label
        return label
    }

    var model_imageView: UIImageView? {
        if let view = controlState.imageView { return view }
        let view = UIImageView(image: currentImage)
        controlState.imageView = view
        return view
    }

    var model_configuration: UIButton.Configuration? {
        get { UIKitModel.stored(self, "configuration", default: nil as UIButton.Configuration?) }
        set { UIKitModel.store(self, "configuration", newValue as Any) }
    }

    func model_setNeedsUpdateConfiguration() {}
    func model_updateConfiguration() {}
}

extension UIButton.Configuration {
    // "Creates a configuration for a button with a transparent background." (plain()) and its siblings: the
    // configurations differ in their background, which the model does not draw.
    static func model_plain() -> UIButton.Configuration { made("plain") }
    static func model_tinted() -> UIButton.Configuration { made("tinted") }
    static func model_gray() -> UIButton.Configuration { made("gray") }
    static func model_filled() -> UIButton.Configuration { made("filled") }
    static func model_borderless() -> UIButton.Configuration { made("borderless") }
    static func model_bordered() -> UIButton.Configuration { made("bordered") }
    static func model_borderedTinted() -> UIButton.Configuration { made("borderedTinted") }
    static func model_borderedProminent() -> UIButton.Configuration { made("borderedProminent") }

    private static func made(_ style: String) -> UIButton.Configuration {
        var configuration = UIButton.Configuration.modelEmpty()
        configuration.modelStorage.set("style", style)
        configuration.title = nil
        configuration.subtitle = nil
        configuration.image = nil
        return configuration
    }

    func model_updated(for button: UIButton) -> UIButton.Configuration { self }
}

extension UIButton.Configuration {
    static func modelEmpty() -> UIButton.Configuration { unsafeBitCast(UIKitModelStorage(), to: UIButton.Configuration.self) }
}

// MARK: - Switches, sliders, segments

extension UISwitch {
    // "Set the state of the switch to On or Off, optionally animating the transition." (setOn(_:animated:))
    func model_setOn(_ on: Bool, animated: Bool) { isOn = on }
}

extension UISlider {
    func model_setValue(_ value: Float, animated: Bool) { self.value = value }
}

final class SegmentState {
    var titles: [String?] = []
    var images: [UIImage?] = []
    var enabled: [Bool] = []
    var widths: [CGFloat] = []
}

extension UISegmentedControl {
    var segmentState: SegmentState { modelState(of: self) { SegmentState() } }

    // "Initializes and returns a segmented control with segments having the given titles or images." (init(items:))
    func model_init(items: [Any]?) {
        for (index, item) in (items ?? []).enumerated() {
            if let title = item as? String { insertSegment(withTitle: title, at: index, animated: false) }
            else { insertSegment(with: item as? UIImage, at: index, animated: false) }
        }
    }

    func model_insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { insert(title, nil, segment) }
    func model_insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { insert(nil, image, segment) }
    func model_insertSegment(action: UIAction, at segment: Int, animated: Bool) { insert(action.title, action.image, segment) }

    private func insert(_ title: String?, _ image: UIImage?, _ segment: Int) {
        // "The value is pinned to 0 ... and the number of segments" (insertSegment(withTitle:at:animated:): "An index
        // number identifying a segment in the control. It must be a number between 0 and the number of segments
        // (numberOfSegments) inclusive; values exceeding this upper range are pinned to it.")
        let index = max(0, min(segment, segmentState.titles.count))
        segmentState.titles.insert(title, at: index)
        segmentState.images.insert(image, at: index)
        segmentState.enabled.insert(true, at: index)
        segmentState.widths.insert(0, at: index)
    }

    func model_removeSegment(at segment: Int, animated: Bool) {
        guard segmentState.titles.indices.contains(segment) else { return }
        segmentState.titles.remove(at: segment)
        segmentState.images.remove(at: segment)
        segmentState.enabled.remove(at: segment)
        segmentState.widths.remove(at: segment)
    }

    func model_removeAllSegments() { segmentState.titles = []; segmentState.images = []; segmentState.enabled = []; segmentState.widths = [] }

    var model_numberOfSegments: Int { segmentState.titles.count }

    func model_setTitle(_ title: String?, forSegmentAt segment: Int) { checked(segment) { segmentState.titles[segment] = title } }
    func model_titleForSegment(at segment: Int) -> String? { segmentState.titles.indices.contains(segment) ? segmentState.titles[segment] : nil }
    func model_setImage(_ image: UIImage?, forSegmentAt segment: Int) { checked(segment) { segmentState.images[segment] = image } }
    func model_setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { checked(segment) { segmentState.enabled[segment] = enabled } }
    func model_isEnabledForSegment(at segment: Int) -> Bool { segmentState.enabled.indices.contains(segment) ? segmentState.enabled[segment] : false }
    func model_setWidth(_ width: CGFloat, forSegmentAt segment: Int) { checked(segment) { segmentState.widths[segment] = width } }

    private func checked(_ segment: Int, _ change: () -> Void) {
        guard segmentState.titles.indices.contains(segment) else {
            UIKitModel.raise("NSRangeException", "segment index \(segment) beyond bounds [0 .. \(segmentState.titles.count - 1)] of \(type(of: self))")
            return
        }
        change()
    }
}

// MARK: - Gestures and bar button items

extension UIGestureRecognizer {
    // "Initializes an allocated gesture-recognizer object with a target and an action selector." (init(target:action:))
    func model_init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    // "Adds a target and an action to a gesture-recognizer object." (addTarget(_:action:))
    func model_addTarget(_ target: Any, action: Selector) {
        var targets: [(AnyObject, Selector)] = UIKitModel.stored(self, "targets", default: [])
        targets.append((target as AnyObject, action))
        UIKitModel.store(self, "targets", targets)
    }

    var attachedView: UIView? { UIKitModel.stored(self, "view", default: nil as UIView?) }
}

extension UIKitModel {
    /// The targets and selectors of a gesture recognizer, as "<target class>.<selector>".
    public static func targets(of recognizer: UIGestureRecognizer) -> [String] {
        let targets: [(AnyObject, Selector)] = UIKitModel.stored(recognizer, "targets", default: [])
        return targets.map { "\(type(of: $0.0)).\($0.1.description)" }
    }
}

extension Selector {
    var model_description: String { modelStorage.get(modelStorage.contains("str") ? "str" : "value", "Selector") }
}

extension UIBarButtonItem {
    func model_init() {}

    // "Creates a new item containing the specified system item and primary action." (init(systemItem:primaryAction:menu:))
    func model_init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?, menu: UIMenu?) {
        UIKitModel.store(self, "systemItem", systemItem)
        self.primaryAction = primaryAction
        UIKitModel.store(self, "menu", menu as Any)
    }

    // "If you set this property, the bar button item uses the action's title and image" and performs it when tapped
    // (primaryAction).
    var model_primaryAction: UIAction? {
        get { UIKitModel.stored(self, "primaryAction", default: nil as UIAction?) }
        set {
            UIKitModel.store(self, "primaryAction", newValue as Any)
            if let newValue {
                if !newValue.title.isEmpty { title = newValue.title }
                if let image = newValue.image { self.image = image }
            }
        }
    }
}

extension UIKitModel {
    /// Taps a bar button item: performs its primary action, as UIKit does; an item with none does nothing, which the
    /// model records (`tap <item> did nothing`).
    public static func tap(_ item: UIBarButtonItem) {
        if let action = item.primaryAction {
            record("tap \(item.title ?? "item")")
            action.modelPerform(sender: item)
        } else {
            record("tap \(item.title ?? "item") did nothing")
        }
    }
}
