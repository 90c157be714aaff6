import Foundation

/// The per-object state of a modelled class, created on first use.
func modelState<State: AnyObject>(of object: AnyObject, _ make: () -> State) -> State {
    let key = "state.\(State.self)"
    if let state: State = UIKitModel.stored(object, key, default: nil as State?) { return state }
    let state = make()
    UIKitModel.store(object, key, state as State?)
    return state
}

final class ViewState {
    var frame: CGRect = .zero
    var subviews: [UIView] = []
    weak var superview: UIView?
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var translatesAutoresizingMask = true
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var layer = CALayer()
    var gestureRecognizers: [UIGestureRecognizer] = []
    var safeArea: UILayoutGuide?
    var margins: UILayoutGuide?
    var readable: UILayoutGuide?
    var keyboard: UIKeyboardLayoutGuide?
    var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
    var traitOverride: UITraitCollection?
    weak var owningController: UIViewController?
}

extension UIView {
    var viewState: ViewState { modelState(of: self) { ViewState() } }

    func model_init(frame: CGRect) {
        viewState.frame = frame
    }

    // "Adds a view to the end of the receiver’s list of subviews." ... "Views can have only one superview. If `view`
    // already has a superview and that view is not the receiver, this method removes the previous superview before
    // making the receiver its new superview." (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:))
    func model_addSubview(_ view: UIView) {
        model_insertSubview(view, at: viewState.subviews.count)
    }

    // "Inserts a subview at the specified index." "Subview indices start at `0` and cannot be greater than the number
    // of subviews." "Views can have only one superview. If `view` already has a superview and that view is not the
    // receiver, this method removes the previous superview before making the receiver its new superview."
    // (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:))
    // Not found in Apple's documentation; observed behaviour (unverified): an index greater than the number of
    // subviews is clamped (the view goes to the end).
    // Not found in Apple's documentation; observed behaviour (unverified): adding a view to itself or to its own
    // subtree raises NSInvalidArgumentException ("Can't add self as subview").
    func model_insertSubview(_ view: UIView, at index: Int) {
        if view === self { UIKitModel.raise("NSInvalidArgumentException", "Can't add self as subview"); return }
        var ancestor: UIView? = self
        while let current = ancestor {
            if current === view { UIKitModel.raise("NSInvalidArgumentException", "Can't add a view to its own subtree"); return }
            ancestor = current.viewState.superview
        }
        let previous = view.viewState.superview
        if previous === self {
            viewState.subviews.removeAll { $0 === view }
        } else if previous != nil {
            view.model_removeFromSuperview()
        }
        let position = max(0, min(index, viewState.subviews.count))
        viewState.subviews.insert(view, at: position)
        view.viewState.superview = self
        if previous !== self { view.didMoveToSuperview() }
    }

    // "Inserts a view below another view in the view hierarchy." "The view to insert below another view. It’s removed
    // from its superview if it’s not a sibling of  `siblingSubview`." "The sibling view that will be above the
    // inserted view." (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:))
    // Not found in Apple's documentation; observed behaviour (unverified): a `siblingSubview` that is not a subview
    // puts the view at index 0.
    func model_insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = viewState.subviews.firstIndex { $0 === siblingSubview } ?? 0
        model_insertSubview(view, at: index)
    }

    // "Inserts a view above another view in the view hierarchy." "The view to insert. It’s removed from its superview
    // if it’s not a sibling of `siblingSubview`." "The sibling view that will be behind the inserted view."
    // (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:))
    // Not found in Apple's documentation; observed behaviour (unverified): a `siblingSubview` that is not a subview
    // puts the view at the end.
    func model_insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = viewState.subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? viewState.subviews.count
        if view.viewState.superview === self, let old = viewState.subviews.firstIndex(where: { $0 === view }), old < index {
            model_insertSubview(view, at: index - 1)
        } else {
            model_insertSubview(view, at: index)
        }
    }

    // "Moves the specified subview so that it appears on top of its siblings."
    // (https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:))
    func model_bringSubviewToFront(_ view: UIView) {
        guard viewState.subviews.contains(where: { $0 === view }) else { return }
        viewState.subviews.removeAll { $0 === view }
        viewState.subviews.append(view)
    }

    // "Moves the specified subview so that it appears behind its siblings."
    // (https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:))
    func model_sendSubviewToBack(_ view: UIView) {
        guard viewState.subviews.contains(where: { $0 === view }) else { return }
        viewState.subviews.removeAll { $0 === view }
        viewState.subviews.insert(view, at: 0)
    }

    // "Unlinks the view from its superview and its window, and removes it from the responder chain." ... "Calling
    // this method removes any constraints that refer to the view you are removing, or that refer to any view in the
    // subtree of the view you are removing." (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview())
    func model_removeFromSuperview() {
        guard let superview = viewState.superview else { return }
        let subtree = Set(([self] + recursiveModelSubviews).map(ObjectIdentifier.init))
        var ancestor: UIView? = superview
        while let current = ancestor {
            for constraint in current.viewState.constraints where constraint.references(subtree) {
                current.model_removeConstraint(constraint)
            }
            ancestor = current.viewState.superview
        }
        superview.viewState.subviews.removeAll { $0 === self }
        viewState.superview = nil
        didMoveToSuperview()
    }

    var recursiveModelSubviews: [UIView] { viewState.subviews.flatMap { [$0] + $0.recursiveModelSubviews } }

    var model_subviews: [UIView] { viewState.subviews }
    var model_superview: UIView? { viewState.superview }

    // "Returns the view whose tag matches the specified value." ... "This method searches the current view and all of
    // its subviews for the specified view." (https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:))
    // UIView.h: "recursive search. includes self"
    func model_viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in viewState.subviews { if let found = subview.model_viewWithTag(tag) { return found } }
        return nil
    }

    // UIView.h (translatesAutoresizingMaskIntoConstraints): "Default YES"
    var model_translatesAutoresizingMaskIntoConstraints: Bool {
        get { viewState.translatesAutoresizingMask }
        set { viewState.translatesAutoresizingMask = newValue }
    }

    // Not found in Apple's documentation; observed behaviour (unverified): the frame keeps the value set (the model
    // runs no layout pass).
    var model_frame: CGRect {
        get { viewState.frame }
        set { viewState.frame = newValue }
    }

    // "The default bounds origin is (0,0) and the size is the same as the size of the rectangle in the frame
    // property." "Changing the size portion of this rectangle grows or shrinks the view relative to its center point.
    // Changing the size also changes the size of the rectangle in the frame property to match."
    // (https://developer.apple.com/documentation/uikit/uiview/bounds) The model keeps the frame's center.
    var model_bounds: CGRect {
        get { CGRect(origin: .zero, size: viewState.frame.size) }
        set {
            let center = CGPoint(x: viewState.frame.midX, y: viewState.frame.midY)
            viewState.frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    // "The center point of the view’s frame rectangle." (https://developer.apple.com/documentation/uikit/uiview/center,
    // as listed on https://developer.apple.com/documentation/uikit/uiview/bounds)
    var model_center: CGPoint {
        get { CGPoint(x: viewState.frame.midX, y: viewState.frame.midY) }
        set { viewState.frame.origin = CGPoint(x: newValue.x - viewState.frame.width / 2, y: newValue.y - viewState.frame.height / 2) }
    }

    // UIView.h (alpha): "animatable. default is 1.0"
    var model_alpha: CGFloat {
        get { UIKitModel.stored(self, "alpha", default: 1) }
        set { UIKitModel.store(self, "alpha", newValue) }
    }

    // UIView.h (hidden): "default is NO. doesn't check superviews"
    var model_isHidden: Bool {
        get { UIKitModel.stored(self, "isHidden", default: false) }
        set { UIKitModel.store(self, "isHidden", newValue) }
    }

    // UIView.h (backgroundColor): "default is nil."
    var model_backgroundColor: UIColor? {
        get { UIKitModel.stored(self, "backgroundColor", default: nil as UIColor?) }
        set { UIKitModel.store(self, "backgroundColor", newValue as Any) }
    }

    // UIView.h (tag): "default is 0"
    var model_tag: Int {
        get { UIKitModel.stored(self, "tag", default: 0) }
        set { UIKitModel.store(self, "tag", newValue) }
    }

    var model_layer: CALayer { viewState.layer }

    // MARK: Layout guides

    // UIView.h (safeAreaLayoutGuide): "The top of the safeAreaLayoutGuide indicates the unobscured top edge of the
    // view (e.g, not behind the status bar or navigation bar, if present). Similarly for the other edges."
    var model_safeAreaLayoutGuide: UILayoutGuide { ownGuide(\.safeArea, "UIViewSafeAreaLayoutGuide") }
    // UIView.h (layoutMarginsGuide): "The edges of this guide are constrained to equal the edges of the view inset by
    // the layoutMargins"
    var model_layoutMarginsGuide: UILayoutGuide { ownGuide(\.margins, "UIViewLayoutMarginsGuide") }
    // UIView.h (readableContentGuide): "This content guide provides a layout area that you can use to place text and
    // related content whose width should generally be constrained to a size that is easy for the user to read."
    var model_readableContentGuide: UILayoutGuide { ownGuide(\.readable, "UIViewReadableContentGuide") }
    // UILayoutGuide.h (identifier): "'UI' prefix is reserved for UIKit-created layout guides."
    // Not found in Apple's documentation; observed behaviour (unverified): the guides' exact identifiers.

    // UIView.h (keyboardLayoutGuide): "Follows the keyboard when on screen and docked. When the keyboard is offscreen
    // or undocked, keyboardLayoutGuide.topAnchor matches the view's safeAreaLayoutGuide.bottomAnchor."
    var model_keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = viewState.keyboard { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.guideState.owningView = self
        viewState.keyboard = guide
        return guide
    }

    private func ownGuide(_ path: ReferenceWritableKeyPath<ViewState, UILayoutGuide?>, _ identifier: String) -> UILayoutGuide {
        if let guide = viewState[keyPath: path] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.guideState.owningView = self
        viewState[keyPath: path] = guide
        return guide
    }

    // UIView.h (layoutGuides): "UILayoutGuide objects owned by the receiver."
    var model_layoutGuides: [UILayoutGuide] { viewState.layoutGuides }

    // UIView.h (addLayoutGuide:): "Adds layoutGuide to the receiver, passing the receiver in -setOwningView: to
    // layoutGuide."
    func model_addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        viewState.layoutGuides.append(layoutGuide)
        layoutGuide.guideState.owningView = self
    }

    // UIView.h (removeLayoutGuide:): "Removes layoutGuide from the receiver, passing nil in -setOwningView: to
    // layoutGuide."
    func model_removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        viewState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.guideState.owningView = nil
    }

    // "For other subviews in your view hierarchy, the default layout margins are normally 8 points on each side, but
    // the values may be greater if the view is not fully inside the safe area or if the
    // preservesSuperviewLayoutMargins property is true." (https://developer.apple.com/documentation/uikit/uiview/layoutmargins)
    // The same page: "For the root view of a view controller, the default value of this property reflects the system
    // minimum margins and safe area insets." UIViewController.h (systemMinimumLayoutMargins): "Minimum layoutMargins
    // for the view determined by the view controller from context and hardware information." The model has no safe
    // area insets (it runs no layout pass), so a root view's default is the system minimum margins alone.
    // Not found in Apple's documentation; observed behaviour (unverified): the system minimum margins are 16 points
    // on the left and right in a compact width, 20 in a regular width, and 0 at the top and bottom.
    var model_layoutMargins: UIEdgeInsets {
        get {
            let fallback = viewState.owningController == nil ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : systemMinimumMargins
            return UIKitModel.stored(self, "layoutMargins", default: fallback)
        }
        set { UIKitModel.store(self, "layoutMargins", newValue) }
    }

    private var systemMinimumMargins: UIEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    // "The leading and trailing edge insets in the directionalLayoutMargins property are synchronized with the left
    // and right insets in this property." (https://developer.apple.com/documentation/uikit/uiview/layoutmargins)
    // The model is left-to-right: leading is left.
    var model_directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = model_layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { model_layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    // MARK: Anchors

    // Not found in Apple's documentation; observed behaviour (unverified): each anchor property returns the same
    // anchor object every time it is read.
    var model_leadingAnchor: NSLayoutXAxisAnchor { modelAnchor(.leading) }
    var model_trailingAnchor: NSLayoutXAxisAnchor { modelAnchor(.trailing) }
    var model_leftAnchor: NSLayoutXAxisAnchor { modelAnchor(.left) }
    var model_rightAnchor: NSLayoutXAxisAnchor { modelAnchor(.right) }
    var model_topAnchor: NSLayoutYAxisAnchor { modelAnchor(.top) }
    var model_bottomAnchor: NSLayoutYAxisAnchor { modelAnchor(.bottom) }
    var model_widthAnchor: NSLayoutDimension { modelAnchor(.width) }
    var model_heightAnchor: NSLayoutDimension { modelAnchor(.height) }
    var model_centerXAnchor: NSLayoutXAxisAnchor { modelAnchor(.centerX) }
    var model_centerYAnchor: NSLayoutYAxisAnchor { modelAnchor(.centerY) }
    var model_firstBaselineAnchor: NSLayoutYAxisAnchor { modelAnchor(.firstBaseline) }
    var model_lastBaselineAnchor: NSLayoutYAxisAnchor { modelAnchor(.lastBaseline) }

    private func modelAnchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute) -> Anchor {
        if let anchor = viewState.anchors[attribute] { return anchor as! Anchor }
        let anchor = makeAnchor(Anchor.self, item: self, attribute: attribute)
        viewState.anchors[attribute] = anchor
        return anchor
    }

    // MARK: Constraints

    var model_constraints: [NSLayoutConstraint] { viewState.constraints }

    // "The constraint to be added to the view. The constraint may only reference the view itself or its subviews."
    // "The constraint must involve only views that are within scope of the receiving view. Specifically, any views
    // involved must be either the receiving view itself, or a subview of the receiving view."
    // (https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:))
    // Not found in Apple's documentation; observed behaviour (unverified): the exception raised otherwise
    // (NSGenericException, "The view hierarchy is not prepared for the constraint").
    func model_addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.items.allSatisfy({ modelView(of: $0).map { $0 === self || $0.isModelDescendant(of: self) } ?? true }) else {
            UIKitModel.raise("NSGenericException", "The view hierarchy is not prepared for the constraint: \(constraint.modelDescription). "
                + "When added to a view, the constraint's items must be descendants of that view (or the view itself).")
            return
        }
        if let holder = constraint.constraintState.holder, holder !== self { holder.model_removeConstraint(constraint) }
        if !viewState.constraints.contains(where: { $0 === constraint }) { viewState.constraints.append(constraint) }
        constraint.constraintState.holder = self
    }

    func model_addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(model_addConstraint) }

    // "Removing a constraint not held by the view has no effect."
    // (https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:))
    func model_removeConstraint(_ constraint: NSLayoutConstraint) {
        guard viewState.constraints.contains(where: { $0 === constraint }) else { return }
        viewState.constraints.removeAll { $0 === constraint }
        constraint.constraintState.holder = nil
    }

    func model_removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(model_removeConstraint) }

    func isModelDescendant(of ancestor: UIView) -> Bool {
        var current = viewState.superview
        while let view = current {
            if view === ancestor { return true }
            current = view.viewState.superview
        }
        return false
    }

    // UIView.h: "The default 'strong' and 'weak' priorities referred to above are UILayoutPriorityDefaultHigh and
    // UILayoutPriorityDefaultLow." NSLayoutConstraint.h: UILayoutPriorityDefaultHigh is 750, "This is the priority
    // level with which a button resists compressing its content."; UILayoutPriorityDefaultLow is 250, "This is the
    // priority level at which a button hugs its contents horizontally."
    // Not found in Apple's documentation; observed behaviour (unverified): a plain view's defaults are 250 hugging
    // and 750 compression resistance on both axes. Interface Builder's values (UILabel's 251, ...) are written out
    // by the generated code.
    func model_setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        viewState.hugging[axis] = priority
    }

    func model_setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        viewState.compression[axis] = priority
    }

    func model_contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        viewState.hugging[axis] ?? UILayoutPriority(rawValue: 250)
    }

    func model_contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        viewState.compression[axis] ?? UILayoutPriority(rawValue: 750)
    }

    // Layout passes are the solver's job (run-generated.sh --frames); requesting one changes nothing in the model.
    func model_setNeedsLayout() {}
    func model_layoutIfNeeded() {}
    func model_layoutSubviews() {}
    func model_setNeedsUpdateConstraints() {}
    func model_updateConstraints() {}
    func model_updateConstraintsIfNeeded() {}
    func model_setNeedsDisplay() {}
    func model_invalidateIntrinsicContentSize() {}
    func model_didMoveToSuperview() {}
    func model_didMoveToWindow() {}
    func model_tintColorDidChange() {}
    func model_layoutMarginsDidChange() {}
    func model_safeAreaInsetsDidChange() {}

    // MARK: Gestures

    // "Attaches a gesture recognizer to the view." "The view establishes a strong reference to the gesture
    // recognizer." (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:))
    func model_addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        viewState.gestureRecognizers.append(gestureRecognizer)
        UIKitModel.store(gestureRecognizer, "view", self as UIView?)
    }

    var model_gestureRecognizers: [UIGestureRecognizer]? {
        get { viewState.gestureRecognizers }
        set { viewState.gestureRecognizers = newValue ?? [] }
    }

    // MARK: Traits

    // Not found in Apple's documentation; observed behaviour (unverified): a view's trait collection is inherited
    // from its superview; the model's root environment is `UIKitModel.screenTraits`, which the test sets.
    var model_traitCollection: UITraitCollection {
        viewState.traitOverride ?? viewState.superview?.traitCollection ?? UIKitModel.screenTraits
    }

    func model_traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIResponder {
    // "For example, UIView implements this method and returns the UIViewController object that manages it (if it
    // has one) or its superview (if it doesn’t). UIViewController similarly implements the method and returns its
    // view’s superview." (https://developer.apple.com/documentation/uikit/uiresponder/next)
    // Not found in Apple's documentation; observed behaviour (unverified): a controller whose view has no superview
    // (or is not loaded) answers its parent.
    var model_next: UIResponder? {
        if let view = self as? UIView {
            return view.viewState.owningController ?? view.viewState.superview
        }
        if let controller = self as? UIViewController {
            return controller.isViewLoaded ? (controller.view.superview ?? controller.parent) : controller.parent
        }
        return nil
    }
}

// MARK: - Layout guides

final class GuideState {
    weak var owningView: UIView?
    var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
}

extension UILayoutGuide {
    var guideState: GuideState { modelState(of: self) { GuideState() } }

    // UILayoutGuide.h (owningView): "The guide must be added to a view with -[UIView addLayoutGuide:] before being
    // used in a constraint."
    var model_owningView: UIView? {
        get { guideState.owningView }
        set { guideState.owningView = newValue }
    }

    // UILayoutGuide.h (identifier): "For ease of debugging."
    // Not found in Apple's documentation; observed behaviour (unverified): a new guide's identifier is empty.
    var model_identifier: String {
        get { UIKitModel.stored(self, "identifier", default: "") }
        set { UIKitModel.store(self, "identifier", newValue) }
    }

    var model_leadingAnchor: NSLayoutXAxisAnchor { modelAnchor(.leading) }
    var model_trailingAnchor: NSLayoutXAxisAnchor { modelAnchor(.trailing) }
    var model_leftAnchor: NSLayoutXAxisAnchor { modelAnchor(.left) }
    var model_rightAnchor: NSLayoutXAxisAnchor { modelAnchor(.right) }
    var model_topAnchor: NSLayoutYAxisAnchor { modelAnchor(.top) }
    var model_bottomAnchor: NSLayoutYAxisAnchor { modelAnchor(.bottom) }
    var model_widthAnchor: NSLayoutDimension { modelAnchor(.width) }
    var model_heightAnchor: NSLayoutDimension { modelAnchor(.height) }
    var model_centerXAnchor: NSLayoutXAxisAnchor { modelAnchor(.centerX) }
    var model_centerYAnchor: NSLayoutYAxisAnchor { modelAnchor(.centerY) }

    private func modelAnchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute) -> Anchor {
        if let anchor = guideState.anchors[attribute] { return anchor as! Anchor }
        let anchor = makeAnchor(Anchor.self, item: self, attribute: attribute)
        guideState.anchors[attribute] = anchor
        return anchor
    }
}

// MARK: - Anchors

final class AnchorState {
    weak var item: AnyObject?
    var attribute: NSLayoutConstraint.Attribute = .notAnAttribute
}

func makeAnchor<Anchor: AnyObject>(_ type: Anchor.Type, item: AnyObject, attribute: NSLayoutConstraint.Attribute) -> Anchor {
    let anchor: AnyObject
    switch attribute {
    case .width, .height: anchor = NSLayoutDimension()
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: anchor = NSLayoutYAxisAnchor()
    default: anchor = NSLayoutXAxisAnchor()
    }
    let state = modelState(of: anchor) { AnchorState() }
    state.item = item
    state.attribute = attribute
    return anchor as! Anchor
}

extension NSLayoutAnchor {
    var anchorState: AnchorState { modelState(of: self) { AnchorState() } }

    // NSLayoutAnchor.h: "These methods return an inactive constraint of the form thisAnchor = otherAnchor." and
    // "These methods return an inactive constraint of the form thisAnchor = otherAnchor + constant."
    func model_constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { link(.equal, anchor, 1, 0) }
    func model_constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { link(.greaterThanOrEqual, anchor, 1, 0) }
    func model_constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { link(.lessThanOrEqual, anchor, 1, 0) }
    func model_constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { link(.equal, anchor, 1, c) }
    func model_constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { link(.greaterThanOrEqual, anchor, 1, c) }
    func model_constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { link(.lessThanOrEqual, anchor, 1, c) }

    func link(_ relation: NSLayoutConstraint.Relation, _ anchor: AnyObject?, _ multiplier: CGFloat, _ constant: CGFloat) -> NSLayoutConstraint {
        let other = anchor.map { modelState(of: $0) { AnchorState() } }
        return NSLayoutConstraint(item: anchorState.item as Any, attribute: anchorState.attribute, relatedBy: relation,
                                  toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }
}

extension NSLayoutDimension {
    // NSLayoutAnchor.h: "These methods return an inactive constraint of the form thisVariable = constant."
    func model_constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { link(.equal, nil, 0, c) }
    func model_constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { link(.greaterThanOrEqual, nil, 0, c) }
    func model_constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { link(.lessThanOrEqual, nil, 0, c) }
    // NSLayoutAnchor.h: "These methods return an inactive constraint of the form thisAnchor = otherAnchor *
    // multiplier." and "These methods return an inactive constraint of the form thisAnchor = otherAnchor * multiplier +
    // constant."
    func model_constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { link(.equal, anchor, m, 0) }
    func model_constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { link(.greaterThanOrEqual, anchor, m, 0) }
    func model_constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { link(.lessThanOrEqual, anchor, m, 0) }
    func model_constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { link(.equal, anchor, m, c) }
    func model_constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { link(.greaterThanOrEqual, anchor, m, c) }
    func model_constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { link(.lessThanOrEqual, anchor, m, c) }
}

// NSLayoutAnchor.h: "Constraints of the form, receiver [= | ≥ | ≤] 'anchor' + 'multiplier' * system space, where the
// value of the system space is determined from information available from the anchors."
// Not found in Apple's documentation; observed behaviour (unverified): the system space is 8 points (the standard
// spacing Interface Builder uses); the model records the multiplier for the solver.
extension NSLayoutXAxisAnchor {
    func model_constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    func model_constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    func model_constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    func model_constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    func model_constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    func model_constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

extension NSLayoutAnchor {
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: AnyObject, _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = link(relation, anchor, 1, 8 * multiplier)
        constraint.constraintState.systemSpacingMultiplier = multiplier
        return constraint
    }
}

// MARK: - Constraints

final class ConstraintState {
    // NSLayoutConstraint.h: "@property (nullable, readonly, assign) id firstItem;" (and `secondItem`): a constraint
    // does not keep its items; `weak` is the safe stand-in for `assign`.
    weak var firstItem: AnyObject?
    weak var secondItem: AnyObject?
    var firstAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
    var relation: NSLayoutConstraint.Relation = .equal
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority = UILayoutPriority.required
    var identifier: String?
    var systemSpacingMultiplier: CGFloat?
    weak var holder: UIView?
}

extension NSLayoutConstraint {
    var constraintState: ConstraintState { modelState(of: self) { ConstraintState() } }

    // NSLayoutConstraint.h (constraintWithItem:...): "Use of this method is not recommended. Constraints should be
    // created using anchor objects on views and layout guides." "By default, all constraints are required"
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority)
    func model_init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let state = constraintState
        state.firstItem = view1 as AnyObject
        state.secondItem = view2.map { $0 as AnyObject }
        state.firstAttribute = attr1
        state.secondAttribute = attr2
        state.relation = relation
        state.multiplier = multiplier
        state.constant = c
    }

    var items: [AnyObject] { [constraintState.firstItem, constraintState.secondItem].compactMap { $0 } }

    func references(_ views: Set<ObjectIdentifier>) -> Bool {
        items.contains { item in modelView(of: item).map { views.contains(ObjectIdentifier($0)) } ?? false }
    }

    var model_firstItem: AnyObject? { constraintState.firstItem }
    var model_secondItem: AnyObject? { constraintState.secondItem }
    var model_firstAttribute: NSLayoutConstraint.Attribute { constraintState.firstAttribute }
    var model_secondAttribute: NSLayoutConstraint.Attribute { constraintState.secondAttribute }
    var model_relation: NSLayoutConstraint.Relation { constraintState.relation }
    var model_multiplier: CGFloat { constraintState.multiplier }
    var model_constant: CGFloat {
        get { constraintState.constant }
        set { constraintState.constant = newValue }
    }
    // NSLayoutConstraint.h (identifier): "For ease in debugging, name a constraint by setting its identifier, which
    // will be printed in the constraint's description."
    var model_identifier: String? {
        get { constraintState.identifier }
        set { constraintState.identifier = newValue }
    }

    // "Priorities may not change from nonrequired to required, or from required to nonrequired. An exception will be
    // thrown if a priority of required in macOS or `UILayoutPriorityRequired` in iOS is changed to a lower priority,
    // or if a lower priority is changed to a required priority after the constraints is added to a view."
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority)
    // Not found in Apple's documentation; observed behaviour (unverified): the exception's name
    // (NSInternalInconsistencyException) and reason.
    var model_priority: UILayoutPriority {
        get { constraintState.priority }
        set {
            if constraintState.holder != nil, (newValue == .required) != (constraintState.priority == .required) {
                UIKitModel.raise("NSInternalInconsistencyException", "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(newValue.rawValue) and the existing priority was \(constraintState.priority.rawValue).")
                return
            }
            constraintState.priority = newValue
        }
    }

    // "Note that only active constraints affect the calculated layout. If you try to activate a constraint whose
    // items have no common ancestor, an exception is thrown. For newly created constraints, the isActive property is
    // false by default." "Activating or deactivating the constraint calls addConstraint(_:) and removeConstraint(_:)
    // on the view that is the closest common ancestor of the items managed by this constraint."
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive)
    // Not found in Apple's documentation; observed behaviour (unverified): the exception's name (NSGenericException)
    // and reason.
    var model_isActive: Bool {
        get { constraintState.holder != nil }
        set {
            if !newValue {
                constraintState.holder?.model_removeConstraint(self)
                return
            }
            guard let ancestor = closestCommonAncestor() else {
                UIKitModel.raise("NSGenericException", "Unable to activate constraint with anchors \(modelDescription) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                return
            }
            ancestor.model_addConstraint(self)
        }
    }

    func closestCommonAncestor() -> UIView? {
        let views = items.map { modelView(of: $0) }
        guard !views.contains(where: { $0 == nil }), let first = views.first ?? nil else { return nil }
        var candidate: UIView? = first
        while let ancestor = candidate {
            if views.allSatisfy({ $0! === ancestor || $0!.isModelDescendant(of: ancestor) }) { return ancestor }
            candidate = ancestor.viewState.superview
        }
        return nil
    }

    // NSLayoutConstraint.h (activateConstraints:): "Convenience method that activates each constraint in the
    // contained array, in the same manner as setting active=YES."
    static func model_activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    // NSLayoutConstraint.h (deactivateConstraints:): "Convenience method that deactivates each constraint in the
    // contained array, in the same manner as setting active=NO."
    static func model_deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint {
    var modelDescription: String {
        let state = constraintState
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if let guide = item as? UILayoutGuide { return "\(type(of: guide))'\(guide.identifier)'" }
            return "\(type(of: item))"
        }
        return "\(name(state.firstItem)).\(state.firstAttribute) \(state.relation) \(name(state.secondItem)).\(state.secondAttribute) x\(state.multiplier) + \(state.constant)"
    }
}

/// The view a constraint item lays out: the view itself, or a layout guide's owning view.
func modelView(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.guideState.owningView }
    return nil
}

// MARK: - Layer

extension CALayer {
    func model_init() {}
}
