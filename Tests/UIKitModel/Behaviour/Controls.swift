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

    // UIControl.h (initWithFrame:primaryAction:): "Initializes the control and adds primaryAction for the
    // UIControlEventPrimaryActionTriggered control event." UIButton.h (initWithFrame:primaryAction:): "Initializes a
    // custom button, registers primaryAction for the UIControlEventPrimaryActionTriggered control event, and uses
    // primaryAction's title & image as the button's title & image."
    // Not found in Apple's documentation; observed behaviour (unverified): an empty title is not copied.
    func model_init(frame: CGRect, primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        (self as? UIButton)?.takeTitleAndImage(of: primaryAction)
    }

    // UIControl.h (addAction:forControlEvents:): "Adds the UIAction to a given event. UIActions are uniqued based on
    // their identifier, and subsequent actions with the same identifier replace previously added actions. You may add
    // multiple UIActions for corresponding controlEvents, and you may add the same action to multiple controlEvents."
    // Not found in Apple's documentation; observed behaviour (unverified): an action with the same identifier is
    // replaced only for the same events (kept for other events).
    func model_addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        controlState.actions.append((action, controlEvents))
    }

    // UIControl.h (removeAction:forControlEvents:): "Removes the action from the set of passed control events."
    func model_removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action === action && $0.events.isSubset(of: controlEvents) }
    }

    // UIControl.h (removeActionForIdentifier:forControlEvents:): "Removes the action with the provided identifier from
    // the set of passed control events."
    func model_removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        controlState.actions.removeAll { $0.action.identifier == actionIdentifier && $0.events.isSubset(of: controlEvents) }
    }

    // "Associates a target object and action method with the control." (as listed on
    // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)) UIControl.h: "you can call this
    // multiple times and you can specify multiple target/actions for a particular event." "passing in nil as the
    // target goes up the responder chain." `sendActions(for:)` delivers each pair through `UIApplication.sendAction`
    // (Responder.swift): to the target, or up the responder chain for a nil target.
    func model_addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        controlState.targets.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    // UIControl.h (removeTarget:action:forControlEvents:): "remove the target/action for a set of events. pass in NULL
    // for the action to remove all actions for that target"
    // Not found in Apple's documentation; observed behaviour (unverified): the model removes the pair for every
    // event, whatever `controlEvents` says (a simplification).
    func model_removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        controlState.targets.removeAll { entry in
            (target == nil || entry.target === (target.map { $0 as AnyObject })) && (action == nil || entry.action == action!)
        }
    }

    // "Calls the action methods associated with the specified events." "This method iterates over the control’s
    // registered targets and action methods and calls the sendAction(_:to:for:) method for each one that is associated
    // with an event in the `controlEvents` parameter."
    // (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)) A user's tap, which also sends
    // .primaryActionTriggered, is `UIKitModel.tap(_:)`. Recorded in UIKitModel.events: "action <title> on <control>"
    // per UIAction; selector targets go through UIApplication.sendAction (Responder.swift), which records delivery.
    func model_sendActions(for controlEvents: UIControl.Event) {
        for entry in controlState.actions where !entry.events.isDisjoint(with: controlEvents) {
            UIKitModel.record("action \(entry.action.title) on \(type(of: self))")
            entry.action.modelPerform(sender: self)
        }
        for entry in controlState.targets where !entry.events.isDisjoint(with: controlEvents) {
            _ = UIApplication.shared.sendAction(entry.action, to: entry.target, from: self, for: nil)
        }
    }

    // UIControl.h (enabled): "default is YES. if NO, ignores touch events and subclasses may draw differently"
    var model_isEnabled: Bool {
        get { UIKitModel.stored(self, "isEnabled", default: true) }
        set { UIKitModel.store(self, "isEnabled", newValue) }
    }

    // UIControl.h (selected): "default is NO may be used by some subclasses or by application"
    var model_isSelected: Bool {
        get { UIKitModel.stored(self, "isSelected", default: false) }
        set { UIKitModel.store(self, "isSelected", newValue) }
    }

    // UIControl.h (highlighted): "default is NO."
    var model_isHighlighted: Bool {
        get { UIKitModel.stored(self, "isHighlighted", default: false) }
        set { UIKitModel.store(self, "isHighlighted", newValue) }
    }

    // UIControl.h (state): "could be more than one state (e.g. disabled|selected). synthesized from other flags."
    var model_state: UIControl.State {
        var state: UIControl.State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}

extension UIAction {
    // UIAction.h (actionWithTitle:image:identifier:handler:): "identifier  The action's identifier. Pass nil to use an
    // auto-generated identifier." "handler  Handler block. Called when the user selects the action."
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

    // UIAction.h (sender): "If available, the object on behalf of which the actionHandler is called."
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
    /// A user's tap on a control (a button), or a user's change of its value (other controls): the events UIKit's
    /// touch handling sends, each with `sendActions(for:)`. A disabled control ignores it.
    // UIControl.h (UIControlEventPrimaryActionTriggered): "semantic action: for buttons, etc." (enabled): "if NO,
    // ignores touch events". Not found in Apple's documentation; observed behaviour (unverified): a tap on a button
    // sends .touchUpInside then .primaryActionTriggered; a change of another control's value sends .valueChanged then
    // .primaryActionTriggered.
    public static func tap(_ control: UIControl) {
        guard control.isEnabled else { return }
        control.sendActions(for: control is UIButton ? .touchUpInside : .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
    }

    /// Performs an action as UIKit does when its control or bar button item triggers it.
    public static func perform(_ action: UIAction, sender: Any?) { action.modelPerform(sender: sender) }

    /// The actions added to a control, with their events.
    public static func actions(of control: UIControl) -> [(action: UIAction, events: UIControl.Event)] { control.controlState.actions }
}

// MARK: - Buttons

extension UIButton {
    // Not found in Apple's documentation; observed behaviour (unverified): the button keeps its type, and a button
    // made with init(frame:) is .custom.
    func model_init(type buttonType: UIButton.ButtonType) {
        UIKitModel.store(self, "buttonType", buttonType)
    }

    // UIButton.h (buttonWithType:primaryAction:): "Creates a button of the given type, registers primaryAction for the
    // UIControlEventPrimaryActionTriggered control event, and if appropriate uses primaryAction's title & image as the
    // button's title & image." The model copies them for every type ("if appropriate" is not specified).
    func model_init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
        UIKitModel.store(self, "buttonType", buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        takeTitleAndImage(of: primaryAction)
    }

    func takeTitleAndImage(of action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // UIButton.h (buttonWithConfiguration:primaryAction:): "`configuration` will be installed on the created button,
    // and `primaryAction` added to handle the .primaryActionTriggered control event. If `primaryAction` has a title or
    // image, they will be copied to `configuration`"
    // Not found in Apple's documentation; observed behaviour (unverified): the button's type is .system.
    func model_init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
        UIKitModel.store(self, "buttonType", UIButton.ButtonType.system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    var model_buttonType: UIButton.ButtonType { UIKitModel.stored(self, "buttonType", default: .custom) }

    // "At a minimum, set the value for the normal state. If you don’t specify a title for the other states, the button
    // uses the title associated with the normal state." (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:))
    // UIButton.h (titleForState:): "these getters only take a single state value".
    // Not found in Apple's documentation; observed behaviour (unverified): title colors and images per state fall
    // back to .normal the same way.
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

    // UIButton.h (currentTitle): "normal/highlighted/selected/disabled. can return nil"
    var model_currentTitle: String? { title(for: state) }
    var model_currentImage: UIImage? { image(for: state) }

    // "A view that displays the value of the `currentTitle` property for a button." (titleLabel, as listed on
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:))
    // Not found in Apple's documentation; observed behaviour (unverified): the label and image view are made on first
    // use.
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
    // Not found in Apple's documentation; observed behaviour (unverified): plain() and its siblings differ in their
    // background (which the model does not draw) and start with no title, subtitle or image.
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
    // UISwitch.h (setOn:animated:): "does not send action"
    func model_setOn(_ on: Bool, animated: Bool) { isOn = on }
}

extension UISlider {
    // Not found in Apple's documentation; observed behaviour (unverified): setValue(_:animated:) sets `value` and
    // sends no action.
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

    // UISegmentedControl.h (initWithItems:): "Initializes the segmented control with the given items. Items may be
    // NSStrings, UIImages, or (as of iOS 14.0) UIActions."
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
        // UISegmentedControl.h (insertSegmentWithTitle:atIndex:animated:): "insert before segment number. 0..#segments.
        // value pinned"
        let index = max(0, min(segment, segmentState.titles.count))
        segmentState.titles.insert(title, at: index)
        segmentState.images.insert(image, at: index)
        segmentState.enabled.insert(true, at: index)
        segmentState.widths.insert(0, at: index)
    }

    // Not found in Apple's documentation; observed behaviour (unverified): removing a segment index that does not
    // exist does nothing.
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

    // UISegmentedControl.h (setTitle:forSegmentAtIndex:, setImage:forSegmentAtIndex:): "must be 0..#segments - 1 (or
    // ignored)".
    // Not found in Apple's documentation; observed behaviour (unverified): setWidth and setEnabled ignore an index
    // out of range the same way (the header says nothing about their range).
    private func checked(_ segment: Int, _ change: () -> Void) {
        guard segmentState.titles.indices.contains(segment) else { return }
        change()
    }
}

// MARK: - Gestures and bar button items

extension UIGestureRecognizer {
    // UIGestureRecognizer.h (initWithTarget:action:): "designated initializer"; the target/action pair is recorded as
    // with addTarget (below).
    func model_init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    // UIGestureRecognizer.h (addTarget:action:): "add a target/action pair. you can call this multiple times to
    // specify multiple target/actions"
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

    // UIBarButtonItem.h (initWithBarButtonSystemItem:primaryAction:menu:): "Creates a bar button item for the given
    // systemItem. The primaryAction is copied, and its title & image are ignored."
    func model_init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction?, menu: UIMenu?) {
        UIKitModel.store(self, "systemItem", systemItem)
        self.primaryAction = primaryAction.map {
            UIAction(
                title: $0.title, image: $0.image, identifier: $0.identifier, handler: UIKitModel.stored($0, "handler"))
        }
        UIKitModel.store(self, "menu", menu as Any)
    }

    // UIBarButtonItem.h (primaryAction): "Set the primaryAction on this item, updating the title & image of the item
    // if appropriate (primaryAction is non-nil, and this is not a system item). When primaryAction is non-nil, the
    // target & action properties are ignored. If primaryAction is set to nil, the title & image properties are left
    // unchanged."
    var model_primaryAction: UIAction? {
        get { UIKitModel.stored(self, "primaryAction", default: nil as UIAction?) }
        set {
            UIKitModel.store(self, "primaryAction", newValue as Any)
            let isSystemItem = UIKitModel.stored(self, "systemItem", default: nil as UIBarButtonItem.SystemItem?) != nil
            if let newValue, !isSystemItem {
                if !newValue.title.isEmpty { title = newValue.title }
                if let image = newValue.image { self.image = image }
            }
        }
    }
}

extension UIBarButtonItem {
    // UIBarButtonItem.h (action): "default is NULL". The target is `weak` in the SDK, kept weakly and `nil` by default
    // (UIBarButtonItem.h (target): "default is nil").
    var model_action: Selector? {
        get { UIKitModel.stored(self, "action", default: nil as Selector?) }
        set { UIKitModel.store(self, "action", newValue as Any) }
    }
}

extension UIKitModel {
    /// Taps a bar button item: performs its primary action, else sends its action to its target, as UIKit does; an
    /// item with neither does nothing, which the model records (`tap <item> did nothing`).
    // Not found in Apple's documentation; observed behaviour (unverified): a tap performs the primary action with the
    // item as sender, else sends the action as `UIApplication.sendAction(_:to:from:for:)` does. UIBarButtonItem.h:
    // "When primaryAction is non-nil, the target & action properties are ignored."
    public static func tap(_ item: UIBarButtonItem) {
        if let action = item.primaryAction {
            record("tap \(item.title ?? "item")")
            action.modelPerform(sender: item)
        } else if let action = item.action {
            record("tap \(item.title ?? "item")")
            _ = UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
        } else {
            record("tap \(item.title ?? "item") did nothing")
        }
    }
}
