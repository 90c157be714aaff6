import Foundation

final class ControllerState {
    var view: UIView?
    var children: [UIViewController] = []
    weak var parent: UIViewController?
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var viewControllers: [UIViewController] = []
    var loading = false
}

extension UIKitModel {
    /// What controllers did, in order: `loadView FeedViewController`, `viewDidLoad ...`, `willMove ...`,
    /// `prepare(for: showDetail)`, `present ...`, `push ...`, `show ...`.
    nonisolated(unsafe) public static var events: [String] = []

    static func record(_ event: String) { events.append(event) }

    /// The bounds of the model's screen (an iPhone 15: 393 x 852 points).
    nonisolated(unsafe) public static var screenBounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}

extension UIViewController {
    var controllerState: ControllerState { modelState(of: self) { ControllerState() } }

    func model_init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        UIKitModel.store(self, "nibName", nibNameOrNil as Any)
    }

    // "If you access this property when its value is nil, the view controller automatically calls the loadView()
    // method and returns the resulting view." ... "The view controller calls this method when its view property is
    // requested but is currently nil. This method loads or creates a view and assigns it to the view property."
    // (UIViewController.view, loadView()) "This method is called after the view controller has loaded its view
    // hierarchy into memory." (viewDidLoad())
    var model_view: UIView! {
        get {
            if let view = controllerState.view { return view }
            guard !controllerState.loading else {
                UIKitModel.raise("NSInternalInconsistencyException", "\(type(of: self)).view was read from its own loadView() before a view was assigned")
                return nil
            }
            controllerState.loading = true
            UIKitModel.record("loadView \(type(of: self))")
            loadView()
            controllerState.loading = false
            guard controllerState.view != nil else {
                UIKitModel.raise("NSInternalInconsistencyException", "\(type(of: self)).loadView() assigned no view")
                return nil
            }
            UIKitModel.record("viewDidLoad \(type(of: self))")
            viewDidLoad()
            return controllerState.view
        }
        set {
            controllerState.view?.viewState.owningController = nil
            controllerState.view = newValue
            newValue?.viewState.owningController = self
        }
    }

    // "If the view controller does not have an associated nib file, this method creates a plain UIView object
    // instead." (loadView()) "If you use the standard init method to initialize a UITableViewController object, a
    // table view in the plain style is created." (UITableViewController.init(style:)): its view is its table view.
    func model_loadView() {
        switch self {
        case is UITableViewController:
            let style: UITableView.Style = UIKitModel.stored(self, "style", default: .plain)
            view = UITableView(frame: UIKitModel.screenBounds, style: style)
        case is UICollectionViewController:
            let layout: UICollectionViewLayout = UIKitModel.stored(self, "layout", default: UICollectionViewFlowLayout())
            view = UICollectionView(frame: UIKitModel.screenBounds, collectionViewLayout: layout)
        default:
            view = UIView(frame: UIKitModel.screenBounds)
        }
    }

    // "A Boolean value indicating whether the view is currently loaded into memory." (isViewLoaded)
    var model_isViewLoaded: Bool { controllerState.view != nil }
    var model_viewIfLoaded: UIView? { controllerState.view }

    // "Loads the view controller's view if it has not yet been loaded." (loadViewIfNeeded())
    func model_loadViewIfNeeded() { _ = view }

    // The callbacks UIKit sends a controller; their base implementations do nothing.
    func model_viewDidLoad() {}
    func model_viewWillAppear(_ animated: Bool) {}
    func model_viewDidAppear(_ animated: Bool) {}
    func model_viewWillDisappear(_ animated: Bool) {}
    func model_viewDidDisappear(_ animated: Bool) {}
    func model_viewWillLayoutSubviews() {}
    func model_viewDidLayoutSubviews() {}
    func model_updateViewConstraints() {}
    func model_viewSafeAreaInsetsDidChange() {}
    func model_viewLayoutMarginsDidChange() {}
    func model_traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // "true if the segue should be performed or false if it should be ignored." (shouldPerformSegue(withIdentifier:
    // sender:)) Without an override, every segue is performed (not found in Apple's documentation; observed
    // behaviour, unverified).
    func model_shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // "Called on a view controller to determine whether it wants to respond to an unwind action."
    // (canPerformUnwindSegueAction(_:from:withSender:)) UIKit's own answer depends on whether the controller implements
    // the action, which the model cannot ask (no Objective-C runtime): it accepts, as for a controller that declares it.
    func model_canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        true
    }

    // "The default implementation of this method does nothing." (prepare(for:sender:))
    func model_prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    var model_traitCollection: UITraitCollection {
        controllerState.view.map { $0.traitCollection } ?? UIKitModel.screenTraits
    }

    // MARK: Containment

    var model_children: [UIViewController] { controllerState.children }
    var model_parent: UIViewController? { controllerState.parent }

    // "This method creates a parent-child relationship between the current view controller and the object in the
    // childController parameter." ... "this method calls the willMove(toParent:) method of the child view controller
    // automatically." (addChild(_:))
    func model_addChild(_ childController: UIViewController) {
        if childController === self {
            UIKitModel.raise("NSInvalidArgumentException", "child view controller \(type(of: self)) should not be its own parent")
            return
        }
        if let previous = childController.controllerState.parent, previous !== self { childController.removeFromParent() }
        UIKitModel.record("willMove \(type(of: childController)) toParent \(type(of: self))")
        childController.willMove(toParent: self)
        if !controllerState.children.contains(where: { $0 === childController }) { controllerState.children.append(childController) }
        childController.controllerState.parent = self
    }

    // "This method ... calls the didMove(toParent:) method of the child ... with a nil value" is the caller's job:
    // "If you are implementing your own container view controller, ... call the willMove(toParent:) method of the
    // child view controller, passing nil" before removeFromParent(). (removeFromParent())
    func model_removeFromParent() {
        guard let parent = controllerState.parent else { return }
        parent.controllerState.children.removeAll { $0 === self }
        controllerState.parent = nil
        UIKitModel.record("didMove \(type(of: self)) toParent nil")
        didMove(toParent: nil)
    }

    func model_willMove(toParent parent: UIViewController?) {}
    func model_didMove(toParent parent: UIViewController?) {
        UIKitModel.record("didMove \(type(of: self)) toParent \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }

    // "The nearest ancestor in the view controller hierarchy that is a navigation controller." (navigationController)
    var model_navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    var model_tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    var model_splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

    private func ancestor<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
        var current = controllerState.parent
        while let controller = current {
            if let match = controller as? Controller { return match }
            current = controller.controllerState.parent
        }
        return nil
    }

    // MARK: Presentation

    // "In a horizontally regular environment, the view controller is presented in the style specified by the
    // modalPresentationStyle property." The model records the presentation and loads the presented view.
    func model_present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        if let presented = controllerState.presented {
            UIKitModel.raise("NSInvalidArgumentException", "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) which is already presenting \(type(of: presented))")
            return
        }
        if viewControllerToPresent.controllerState.presenting != nil || viewControllerToPresent.controllerState.parent != nil {
            UIKitModel.raise("NSInvalidArgumentException", "Application tried to present modally a view controller \(type(of: viewControllerToPresent)) that is already presented or has a parent")
            return
        }
        UIKitModel.record("present \(type(of: viewControllerToPresent)) from \(type(of: self))")
        controllerState.presented = viewControllerToPresent
        viewControllerToPresent.controllerState.presenting = self
        viewControllerToPresent.appear()
        completion?()
    }

    // "The presenting view controller is responsible for dismissing the view controller it presented. If you call
    // this method on the presented view controller itself, UIKit asks the presenting view controller to handle the
    // dismissal." (dismiss(animated:completion:))
    func model_dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let presenter = controllerState.presented != nil ? self : controllerState.presenting
        guard let presenter, let presented = presenter.controllerState.presented else { completion?(); return }
        UIKitModel.record("dismiss \(type(of: presented))")
        presenter.controllerState.presented = nil
        presented.controllerState.presenting = nil
        completion?()
    }

    var model_presentedViewController: UIViewController? { controllerState.presented }
    var model_presentingViewController: UIViewController? { controllerState.presenting }

    // "The default implementation of this method calls the targetViewController(forAction:sender:) method to locate
    // an object in the view controller hierarchy that overrides this method. ... If the targetViewController(forAction:
    // sender:) method returns nil, this method uses the window's root view controller to present vc modally."
    // (show(_:sender:)) A navigation controller overrides it to push.
    func model_show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            UIKitModel.record("show \(type(of: vc)) (push)")
            navigation.pushViewController(vc, animated: true)
        } else {
            UIKitModel.record("show \(type(of: vc)) (present)")
            present(vc, animated: true, completion: nil)
        }
    }

    func model_showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            UIKitModel.record("showDetail \(type(of: vc))")
            split.setViewController(vc, for: .secondary)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The view loads and its controller appears, as when UIKit puts it on screen.
    func appear() {
        _ = view
        UIKitModel.record("appear \(type(of: self))")
        viewWillAppear(false)
        viewDidAppear(false)
    }

    // MARK: Items

    // "The navigation item is created on demand when this property is first accessed." is how UIKit behaves; the
    // documentation: "This is a unique instance of UINavigationItem created to represent the view controller when it
    // is pushed onto a navigation controller." (navigationItem)
    var model_navigationItem: UINavigationItem {
        if let item = controllerState.navigationItem { return item }
        let item = UINavigationItem()
        item.title = UIKitModel.stored(self, "title", default: nil as String?)
        controllerState.navigationItem = item
        return item
    }

    // "The default value is a tab bar item that displays the view controller's title." (tabBarItem)
    var model_tabBarItem: UITabBarItem! {
        get {
            if let item = controllerState.tabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            controllerState.tabBarItem = item
            return item
        }
        set { controllerState.tabBarItem = newValue }
    }

    // "If the view controller has a valid navigation item or tab-bar item, assigning a new value to this property
    // updates the title text of those objects." (title)
    var model_title: String? {
        get { UIKitModel.stored(self, "title", default: nil as String?) }
        set {
            UIKitModel.store(self, "title", newValue as Any)
            controllerState.navigationItem?.title = newValue
            controllerState.tabBarItem?.title = newValue
        }
    }
}

// MARK: - Containers

extension UINavigationController {
    // "Initializes and returns a newly created navigation controller." ... "The view controller that resides at the
    // bottom of the navigation stack." (init(rootViewController:))
    func model_init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
    }

    // "When you push a view controller, UIKit sets the navigation controller as the view controller's parent" —
    // the documentation: "The view controllers currently on the navigation stack." (viewControllers) "Use this
    // property to replace the current view controllers" (setViewControllers).
    var model_viewControllers: [UIViewController] {
        get { children }
        set {
            for old in children where !newValue.contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.removeFromParent()
            }
            for controller in newValue where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            controllerState.children = newValue
        }
    }

    var model_topViewController: UIViewController? { children.last }

    // "The view controller to push onto the stack. This object cannot be a tab bar controller. If the view
    // controller is already on the navigation stack, this method throws an exception." (pushViewController(_:animated:))
    func model_pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UITabBarController {
            UIKitModel.raise("NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
            return
        }
        if children.contains(where: { $0 === viewController }) {
            UIKitModel.raise("NSInvalidArgumentException", "Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))")
            return
        }
        UIKitModel.record("push \(type(of: viewController))")
        addChild(viewController)
        viewController.didMove(toParent: self)
        viewController.appear()
    }

    // "Pops the top view controller from the navigation stack and updates the display." (popViewController(animated:))
    func model_popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        UIKitModel.record("pop \(type(of: top))")
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    func model_popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            UIKitModel.raise("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil); controller.removeFromParent() }
        return popped
    }

    func model_popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }
}

extension UITabBarController {
    // "The default value of this property is nil." ... "When you assign a new set of view controllers ... the tab bar
    // controller ... the tab bar items of the view controllers are displayed" (viewControllers): each child's
    // tabBarItem is read when the tab bar is built, before any child's view loads.
    var model_viewControllers: [UIViewController]? {
        get { controllerState.viewControllers.isEmpty ? nil : controllerState.viewControllers }
        set {
            for old in controllerState.viewControllers { old.willMove(toParent: nil); old.removeFromParent() }
            controllerState.viewControllers = newValue ?? []
            for controller in newValue ?? [] {
                addChild(controller)
                controller.didMove(toParent: self)
                _ = controller.tabBarItem
            }
        }
    }

    var model_selectedIndex: Int {
        get { UIKitModel.stored(self, "selectedIndex", default: 0) }
        set { UIKitModel.store(self, "selectedIndex", newValue) }
    }

    var model_selectedViewController: UIViewController? {
        get {
            let index = selectedIndex
            return controllerState.viewControllers.indices.contains(index) ? controllerState.viewControllers[index] : nil
        }
        set {
            if let newValue, let index = controllerState.viewControllers.firstIndex(where: { $0 === newValue }) {
                UIKitModel.record("select tab \(index)")
                selectedIndex = index
            }
        }
    }
}

extension UISplitViewController {
    func model_init(style: UISplitViewController.Style) {
        UIKitModel.store(self, "style", style)
    }

    var model_viewControllers: [UIViewController] {
        get { controllerState.viewControllers }
        set {
            for old in controllerState.viewControllers { old.willMove(toParent: nil); old.removeFromParent() }
            controllerState.viewControllers = newValue
            for controller in newValue { addChild(controller); controller.didMove(toParent: self) }
        }
    }

    // "Presents the provided view controller in the specified column of the split view interface."
    // (setViewController(_:for:))
    func model_setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        var controllers = controllerState.viewControllers
        let index = column == .primary ? 0 : column == .supplementary ? 1 : controllers.count > 2 ? 2 : 1
        guard let vc else { return }
        while controllers.count <= index { controllers.append(vc) }
        controllers[index] = vc
        viewControllers = controllers
    }
}

extension UITableViewController {
    func model_init(style: UITableView.Style) {
        UIKitModel.store(self, "style", style)
    }

    var model_tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
}

extension UICollectionViewController {
    func model_init(collectionViewLayout layout: UICollectionViewLayout) {
        UIKitModel.store(self, "layout", layout)
    }

    var model_collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
}

// MARK: - Segues

final class SegueState {
    var identifier: String?
    var source: UIViewController?
    var destination: UIViewController?
}

extension UIStoryboardSegue {
    var segueState: SegueState { modelState(of: self) { SegueState() } }

    func model_init(identifier: String?, source: UIViewController, destination: UIViewController) {
        segueState.identifier = identifier
        segueState.source = source
        segueState.destination = destination
        UIKitModel.record("segue \(identifier ?? "nil") \(type(of: source)) -> \(type(of: destination))")
    }

    var model_identifier: String? { segueState.identifier }
    var model_source: UIViewController { segueState.source! }
    var model_destination: UIViewController { segueState.destination! }

    // "The default implementation of this method does nothing." (UIStoryboardSegue.perform()) — subclasses show.
    func model_perform() {}
}

// MARK: - Items

extension UINavigationItem {
    func model_init(title: String) {
        self.title = title
    }

    var model_title: String? {
        get { UIKitModel.stored(self, "title", default: nil as String?) }
        set { UIKitModel.store(self, "title", newValue as Any) }
    }

    var model_leftBarButtonItems: [UIBarButtonItem]? {
        get { UIKitModel.stored(self, "leftBarButtonItems", default: nil as [UIBarButtonItem]?) }
        set { UIKitModel.store(self, "leftBarButtonItems", newValue as Any) }
    }

    var model_rightBarButtonItems: [UIBarButtonItem]? {
        get { UIKitModel.stored(self, "rightBarButtonItems", default: nil as [UIBarButtonItem]?) }
        set { UIKitModel.store(self, "rightBarButtonItems", newValue as Any) }
    }

    // "If the leftBarButtonItems property contains more than one item, this property contains the first item."
    var model_leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    var model_rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}

extension UIBarItem {
    var model_title: String? {
        get { UIKitModel.stored(self, "title", default: nil as String?) }
        set { UIKitModel.store(self, "title", newValue as Any) }
    }

    var model_image: UIImage? {
        get { UIKitModel.stored(self, "image", default: nil as UIImage?) }
        set { UIKitModel.store(self, "image", newValue as Any) }
    }

    // "The default value is true." (isEnabled)
    var model_isEnabled: Bool {
        get { UIKitModel.stored(self, "isEnabled", default: true) }
        set { UIKitModel.store(self, "isEnabled", newValue) }
    }

    var model_tag: Int {
        get { UIKitModel.stored(self, "tag", default: 0) }
        set { UIKitModel.store(self, "tag", newValue) }
    }
}

extension UITabBarItem {
    func model_init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        UIKitModel.store(self, "systemItem", systemItem)
        self.tag = tag
    }
}

extension UIViewController {
    // "The default value of this property is UIModalPresentationStyle.automatic." (modalPresentationStyle)
    var model_modalPresentationStyle: UIModalPresentationStyle {
        get { UIKitModel.stored(self, "modalPresentationStyle", default: .automatic) }
        set { UIKitModel.store(self, "modalPresentationStyle", newValue) }
    }

    // "If you created the view controller but haven't presented it yet, accessing this property creates a popover
    // presentation controller when the value in the modalPresentationStyle property is
    // UIModalPresentationStyle.popover. If the modal presentation style is a different value, this property is nil."
    // (popoverPresentationController)
    var model_popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let controller: UIPopoverPresentationController = UIKitModel.stored(self, "popover", default: nil as UIPopoverPresentationController?) {
            return controller
        }
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        UIKitModel.store(self, "popover", controller as UIPopoverPresentationController?)
        return controller
    }

    // "The default value of this property is false." (isModalInPresentation)
    var model_isModalInPresentation: Bool {
        get { UIKitModel.stored(self, "isModalInPresentation", default: false) }
        set { UIKitModel.store(self, "isModalInPresentation", newValue) }
    }
}

extension UIPresentationController {
    func model_init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
}
