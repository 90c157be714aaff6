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
    /// The table or collection view a table or collection view controller manages.
    var managedView: UIScrollView?
}

extension UIKitModel {
    /// What controllers did, in order (the order each entry follows is cited where it is recorded):
    /// `loadView FeedViewController`, `viewDidLoad ...`, `willMove ...`,
    /// `prepare(for: showDetail)`, `present ...`, `push ...`, `show ...`.
    nonisolated(unsafe) public static var events: [String] = []

    static func record(_ event: String) { events.append(event) }

    /// The bounds of the model's screen (an iPhone 15: 393 x 852 points; not from Apple's documentation: the model's
    /// choice of device).
    nonisolated(unsafe) public static var screenBounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}

extension UIViewController {
    var controllerState: ControllerState { modelState(of: self) { ControllerState() } }

    func model_init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        UIKitModel.store(self, "nibName", nibNameOrNil as Any)
    }

    // UIViewController.h (view): "The getter first invokes [self loadView] if the view hasn't been set yet."
    // "The view controller calls this method when its view property is requested but is currently `nil`. This method
    // loads or creates a view and assigns it to the view property."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()) UIViewController.h (viewDidLoad):
    // "Called after the view has been loaded. For view controllers created in code, this is after -loadView."
    // Recorded in UIKitModel.events: "loadView <class>" then "viewDidLoad <class>".
    // Not found in Apple's documentation; observed behaviour (unverified): reading `view` from inside loadView()
    // before assigning one, or a loadView() that assigns none, is reported as NSInternalInconsistencyException.
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
    // instead." (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()) "If you use the
    // standard `init` method to initialize a UITableViewController object, a table view in the plain style is
    // created." (https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:))
    // Not found in Apple's documentation; observed behaviour (unverified): the table (collection) view controller's
    // view is its table (collection) view; a collection view controller made without a layout uses a flow layout;
    // the view's frame is the screen's bounds.
    // The table view controller "Sets the data source and the delegate of the table view to `self`"
    // (https://developer.apple.com/documentation/uikit/uitableviewcontroller; UITableViewController.h: "Creates a
    // table view with the correct dimensions and autoresizing, setting the datasource and delegate to self."). "If a
    // data source or delegate is not specified, the collection view controller assigns itself to the unspecified
    // role." (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller)
    func model_loadView() {
        switch self {
        case let controller as UITableViewController:
            let style: UITableView.Style = UIKitModel.stored(self, "style", default: .plain)
            let table = UITableView(frame: UIKitModel.screenBounds, style: style)
            (table.dataSource, table.delegate) = (controller, controller)
            controllerState.managedView = table
            view = table
        case let controller as UICollectionViewController:
            let layout: UICollectionViewLayout = UIKitModel.stored(self, "layout", default: UICollectionViewFlowLayout())
            let collection = UICollectionView(frame: UIKitModel.screenBounds, collectionViewLayout: layout)
            (collection.dataSource, collection.delegate) = (controller, controller)
            controllerState.managedView = collection
            view = collection
        default:
            view = UIView(frame: UIKitModel.screenBounds)
        }
    }

    // "A Boolean value indicating whether the view is currently loaded into memory." (isViewLoaded, as listed on
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview())
    var model_isViewLoaded: Bool { controllerState.view != nil }
    // UIViewController.h (viewIfLoaded): "Returns the view controller's view if loaded, nil if not."
    var model_viewIfLoaded: UIView? { controllerState.view }

    // UIViewController.h (loadViewIfNeeded): "Loads the view controller's view if it has not already been set."
    func model_loadViewIfNeeded() { _ = view }

    // The callbacks UIKit sends a controller. "The default implementation of this method is empty."
    // (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:))
    // Not found in Apple's documentation; observed behaviour (unverified): the other callbacks' base implementations
    // do nothing.
    func model_viewDidLoad() {}
    func model_viewWillAppear(_ animated: Bool) {}
    func model_viewDidAppear(_ animated: Bool) {}
    // "You can override this method to perform custom tasks associated with displaying the view" (viewIsAppearing(_:));
    // the base implementation doing nothing is unverified, as for the other callbacks.
    func model_viewIsAppearing(_ animated: Bool) {}
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

    // "Initiates the segue with the specified identifier from the current view controller's storyboard file." and
    // "This method throws an Exception if there is no segue with the specified identifier."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)) The
    // model loads no storyboard, so no controller has a segue. The reason is the one apps report (observed, unverified).
    func model_performSegue(withIdentifier identifier: String, sender: Any?) {
        UIKitModel.raise(
            "NSInvalidArgumentException", "Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
    }

    // "The default implementation of this method does nothing."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:))
    func model_prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // Not found in Apple's documentation; observed behaviour (unverified): a controller's traits are its view's once
    // loaded, else the screen's.
    var model_traitCollection: UITraitCollection {
        controllerState.view.map { $0.traitCollection } ?? UIKitModel.screenTraits
    }

    // MARK: Containment

    var model_children: [UIViewController] { controllerState.children }
    var model_parent: UIViewController? { controllerState.parent }

    // UIViewController.h (addChildViewController:): "If the child controller has a different parent controller, it
    // will first be removed from its current parent by calling removeFromParentViewController." and
    // "addChildViewController: will call [child willMoveToParentViewController:self] before adding the child.
    // However, it will not call didMoveToParentViewController:." Recorded in UIKitModel.events: "willMove <child>
    // toParent <parent>".
    // Not found in Apple's documentation; observed behaviour (unverified): adding a controller as its own child raises
    // NSInvalidArgumentException.
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

    // UIViewController.h (removeFromParentViewController): "Removes the the receiver from its parent's children
    // controllers array." "removeFromParentViewController does not call [self willMoveToParentViewController:nil]
    // before removing the child." "The removeFromParent() method automatically calls the didMove(toParent:) method of
    // the child view controller after it removes the child."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:))
    // Recorded in UIKitModel.events: "didMove <child> toParent nil".
    func model_removeFromParent() {
        guard let parent = controllerState.parent else { return }
        parent.controllerState.children.removeAll { $0 === self }
        controllerState.parent = nil
        UIKitModel.record("didMove \(type(of: self)) toParent nil")
        didMove(toParent: nil)
    }

    // "If you are implementing your own container view controller, it must call the didMove(toParent:) method of the
    // child view controller after the transition to the new controller is complete or, if there is no transition,
    // immediately after calling the addChild(_:) method."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)) The model records each
    // call in UIKitModel.events ("didMove <child> toParent <parent>"), so tests can check the order.
    func model_willMove(toParent parent: UIViewController?) {}
    func model_didMove(toParent parent: UIViewController?) {
        UIKitModel.record("didMove \(type(of: self)) toParent \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }

    // UINavigationController.h (navigationController): "If this view controller has been pushed onto a navigation
    // controller, return it."
    // Not found in Apple's documentation; observed behaviour (unverified): tabBarController and splitViewController
    // are the nearest ancestors of their class, like navigationController.
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

    // UIViewController.h (presentViewController:animated:completion:): "The completion handler, if provided, will be
    // invoked after the presented controllers viewDidAppear: callback is invoked." Recorded in UIKitModel.events:
    // "present <presented> from <presenter>", then "appear <presented>".
    // Not found in Apple's documentation; observed behaviour (unverified): presenting from a controller that is
    // already presenting, or presenting a controller that is already presented or has a parent, raises
    // NSInvalidArgumentException; the reasons are the model's wording.
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
    // dismissal." (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
    // The same page: "The completion handler is called after the - viewDidDisappear: method is called on the presented
    // view controller." and "calling this method on a view controller lower in the stack dismisses its immediate child
    // view controller and all view controllers above that child on the stack." Recorded in UIKitModel.events:
    // "dismiss <class>" then "disappear <class>", for each dismissed controller.
    // Not found in Apple's documentation; observed behaviour (unverified): the controllers above the child disappear
    // first, from the top down.
    func model_dismiss(animated flag: Bool, completion: (() -> Void)?) {
        let presenter = controllerState.presented != nil ? self : controllerState.presenting
        guard let presenter, let child = presenter.controllerState.presented else { completion?(); return }
        var dismissed = [child]
        while let above = dismissed.last?.controllerState.presented { dismissed.append(above) }
        for presented in dismissed.reversed() {
            UIKitModel.record("dismiss \(type(of: presented))")
            presented.controllerState.presenting?.controllerState.presented = nil
            presented.controllerState.presenting = nil
            presented.disappear()
        }
        completion?()
    }

    var model_presentedViewController: UIViewController? { controllerState.presented }
    var model_presentingViewController: UIViewController? { controllerState.presenting }

    // UIViewController.h (showViewController:sender:): "This method will show a view controller appropriately for the
    // current size-class environment. It's implementation calls `[self targetViewControllerForAction:sender:]` first
    // and redirects accordingly if the return value is not `self`, otherwise it will present the vc."
    // UINavigationController.h (showViewController:sender:): "Interpreted as pushViewController:animated:"
    // Recorded in UIKitModel.events: "show <class> (push)" or "show <class> (present)".
    func model_show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            UIKitModel.record("show \(type(of: vc)) (push)")
            navigation.pushViewController(vc, animated: true)
        } else {
            UIKitModel.record("show \(type(of: vc)) (present)")
            present(vc, animated: true, completion: nil)
        }
    }

    // UIViewController.h (showDetailViewController:sender:): "This method will show a view controller within the
    // semantic "detail" UI associated with the current size-class environment." Recorded in UIKitModel.events:
    // "showDetail <class>".
    // Not found in Apple's documentation; observed behaviour (unverified): a split view controller shows it in its
    // secondary column.
    func model_showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            UIKitModel.record("showDetail \(type(of: vc))")
            split.setViewController(vc, for: .secondary)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The view loads and its controller appears, as when UIKit puts it on screen.
    // Not found in Apple's documentation; observed behaviour (unverified): viewWillAppear(_:) then viewDidAppear(_:)
    // after the view loads; recorded in UIKitModel.events as "appear <class>". Between them viewIsAppearing(_:):
    // "The system calls this method once each time a view controller's view appears after the viewWillAppear(_:)
    // call." (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)) verified; that it
    // comes before viewDidAppear(_:) ("the system calls this method after it adds the view controller's view to the
    // view hierarchy") is inferred.
    func appear() {
        _ = view
        UIKitModel.record("appear \(type(of: self))")
        viewWillAppear(false)
        viewIsAppearing(false)
        viewDidAppear(false)
    }

    /// The controller leaves the screen: viewWillDisappear(_:) then viewDidDisappear(_:), recorded in
    /// UIKitModel.events as "disappear <class>".
    func disappear() {
        UIKitModel.record("disappear \(type(of: self))")
        viewWillDisappear(false)
        viewDidDisappear(false)
    }

    // MARK: Items

    // UINavigationController.h (navigationItem): "Created on-demand so that a view controller may customize its
    // navigation appearance."
    // Not found in Apple's documentation; observed behaviour (unverified): the item starts with the controller's title.
    var model_navigationItem: UINavigationItem {
        if let item = controllerState.navigationItem { return item }
        let item = UINavigationItem()
        item.title = UIKitModel.stored(self, "title", default: nil as String?)
        controllerState.navigationItem = item
        return item
    }

    // "The toolbar items associated with the view controller."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems)
    // Not found in Apple's documentation; observed behaviour (unverified): `nil` until the app sets items.
    var model_toolbarItems: [UIBarButtonItem]? {
        get { UIKitModel.stored(self, "toolbarItems", default: nil as [UIBarButtonItem]?) }
        set { UIKitModel.store(self, "toolbarItems", newValue as Any) }
    }

    // UITabBarController.h (tabBarItem): "Automatically created lazily with the view controller's title if it's not
    // set explicitly."
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

    // "If the view controller has a valid navigation item or tab-bar item, assigning a value to this property updates
    // the title text of those objects." (https://developer.apple.com/documentation/uikit/uiviewcontroller/title)
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
    // UINavigationController.h (initWithRootViewController:): "Initializer that also pushes the root view controller
    // without animation."
    func model_init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
    }

    // UINavigationController.h (viewControllers): "The current view controller stack."
    // Not found in Apple's documentation; observed behaviour (unverified): replacing the stack removes the old
    // children (willMove(toParent: nil), removeFromParent()) and adds the new ones (addChild, didMove(toParent:)).
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

    // UINavigationController.h (topViewController): "The top view controller on the stack."
    var model_topViewController: UIViewController? { children.last }

    // "The view controller to push onto the stack. This object cannot be a tab bar controller. If the view
    // controller is already on the navigation stack, this method throws an exception."
    // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
    // UINavigationController.h says otherwise: "Has no effect if the view controller is already in the stack."; the
    // model follows the documentation page. Recorded in UIKitModel.events: "push <class>", then the containment
    // events and "appear <class>".
    // Not found in Apple's documentation; observed behaviour (unverified): the exceptions' names
    // (NSInvalidArgumentException) and reasons.
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

    // "Pops the top view controller from the navigation stack and updates the display." (as listed on
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
    // UINavigationController.h (popViewControllerAnimated:): "Returns the popped controller." Recorded in
    // UIKitModel.events: "pop <class>".
    // Not found in Apple's documentation; observed behaviour (unverified): the root view controller is never popped.
    func model_popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        UIKitModel.record("pop \(type(of: top))")
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    // "Pops view controllers until the specified view controller is at the top of the navigation stack." (as listed
    // on https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
    // UINavigationController.h: "Returns the popped controllers."
    // Not found in Apple's documentation; observed behaviour (unverified): popping to a controller that is not on the
    // stack raises NSInternalInconsistencyException.
    func model_popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            UIKitModel.raise("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil); controller.removeFromParent() }
        return popped
    }

    // "Pops all the view controllers on the stack except the root view controller and updates the display." (as
    // listed on https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
    func model_popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }
}

extension UITabBarController {
    // "The default value of this property is `nil`." "If you change the value of this property at runtime, the tab
    // bar controller removes all of the old view controllers before installing the new ones. The tab bar items for the
    // new view controllers are displayed immediately and are not animated into position."
    // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers) So each child's tabBarItem
    // is read when the tab bar is built, before any child's view loads. The same page: "If the selected view
    // controller is no longer present, it attempts to select the view controller at the same index in the array as
    // the previous selection. If that index is invalid, it selects the view controller at index 0."
    // Not found in Apple's documentation; observed behaviour (unverified): a selected controller still present stays
    // selected at its new index.
    var model_viewControllers: [UIViewController]? {
        get { controllerState.viewControllers.isEmpty ? nil : controllerState.viewControllers }
        set {
            let previous = selectedViewController, previousIndex = selectedIndex
            defer {
                let controllers = controllerState.viewControllers
                if let previous, let index = controllers.firstIndex(where: { $0 === previous }) {
                    selectedIndex = index
                } else {
                    selectedIndex = controllers.indices.contains(previousIndex) ? previousIndex : 0
                }
            }
            for old in controllerState.viewControllers { old.willMove(toParent: nil); old.removeFromParent() }
            controllerState.viewControllers = newValue ?? []
            for controller in newValue ?? [] {
                addChild(controller)
                controller.didMove(toParent: self)
                _ = controller.tabBarItem
            }
        }
    }

    // Not found in Apple's documentation; observed behaviour (unverified): the selected index starts at 0, and an
    // index outside viewControllers selects nothing. UITabBarController.h (selectedViewController): "This may return
    // the "More" navigation controller if it exists." (no More controller in the model).
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

    // UISplitViewController.h (viewControllers): "-setViewController:forColumn:/-viewControllerForColumn: recommended
    // for column-style UISplitViewController"
    // Not found in Apple's documentation; observed behaviour (unverified): the controllers become children in order.
    var model_viewControllers: [UIViewController] {
        get { controllerState.viewControllers }
        set {
            for old in controllerState.viewControllers { old.willMove(toParent: nil); old.removeFromParent() }
            controllerState.viewControllers = newValue
            for controller in newValue { addChild(controller); controller.didMove(toParent: self) }
        }
    }

    // UISplitViewController.h (setViewController:forColumn:): "If the vc is not a UINavigationController, one will be
    // created, except for UISplitViewControllerColumnCompact."
    func model_setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        var controllers = controllerState.viewControllers
        let index = column == .primary ? 0 : column == .supplementary ? 1 : controllers.count > 2 ? 2 : 1
        guard var vc else { return }
        if column != .compact && !(vc is UINavigationController) { vc = UINavigationController(rootViewController: vc) }
        while controllers.count <= index { controllers.append(vc) }
        controllers[index] = vc
        viewControllers = controllers
    }
}

extension UITableViewController {
    func model_init(style: UITableView.Style) {
        UIKitModel.store(self, "style", style)
    }

    // "Returns the table view managed by the controller object."
    // (https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview) Apple documents the class's own
    // loadView() ("Creates a table view with the correct dimensions and autoresizing, setting the datasource and
    // delegate to self.", UITableViewController.h) and this property's setter as giving the controller its table, and
    // nothing else: a loadView() override that assigns `view` alone ("Your custom implementation of this method should
    // not call super.", https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()) leaves it nil
    // here, so output that counts on `view` setting it fails (UIKit may return the view then: unverified). Not found
    // in Apple's documentation (unverified): reading it loads the view first; setting it does not set `view`.
    var model_tableView: UITableView! {
        get {
            if !isViewLoaded { loadViewIfNeeded() }
            return controllerState.managedView as? UITableView
        }
        set { controllerState.managedView = newValue }
    }
}

extension UICollectionViewController {
    func model_init(collectionViewLayout layout: UICollectionViewLayout) {
        UIKitModel.store(self, "layout", layout)
    }

    // "If you create the collection view controller programmatically, it automatically creates a new unconfigured
    // collection view object, which you can access using the collectionView property."
    // (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller) "If you assign a new collection
    // view object to this property and that view's data source or delegate aren't yet set, the collection view
    // controller makes itself the delegate or data source or both."
    // (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview) As for a table view
    // controller's `tableView`, assigning `view` alone is not documented to set it, and leaves it nil here (unverified
    // either way); reading it loads the view first, setting it does not set `view` (unverified).
    var model_collectionView: UICollectionView! {
        get {
            if !isViewLoaded { loadViewIfNeeded() }
            return controllerState.managedView as? UICollectionView
        }
        set {
            controllerState.managedView = newValue
            guard let newValue else { return }
            if newValue.dataSource == nil { newValue.dataSource = self }
            if newValue.delegate == nil { newValue.delegate = self }
        }
    }
}

// MARK: - Segues

final class SegueState {
    var identifier: String?
    var source: UIViewController?
    var destination: UIViewController?
    var performHandler: (() -> Void)?
}

extension UIStoryboardSegue {
    var segueState: SegueState { modelState(of: self) { SegueState() } }

    // UIStoryboardSegue.h declares initWithIdentifier:source:destination: with identifier, sourceViewController and
    // destinationViewController properties; the model keeps the three and records "segue <identifier> <source> ->
    // <destination>" in UIKitModel.events (the model's own record, so tests see which segue ran).
    func model_init(identifier: String?, source: UIViewController, destination: UIViewController) {
        segueState.identifier = identifier
        segueState.source = source
        segueState.destination = destination
        UIKitModel.record("segue \(identifier ?? "nil") \(type(of: source)) -> \(type(of: destination))")
    }

    var model_identifier: String? { segueState.identifier }
    var model_source: UIViewController { segueState.source! }
    var model_destination: UIViewController { segueState.destination! }

    // "Performs the visual transition for the segue." "Subclasses override this method and use it to perform the
    // animations from the views in source to the views in destination."
    // (https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform())
    // "Creates a segue that calls a block to perform the segue transition." performHandler: "A block to be called
    // when the segue's perform() method is called."
    // (https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:performhandler:))
    func model_init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        segueState.performHandler = performHandler
    }

    // Without a handler: not found in Apple's documentation; observed behaviour (unverified): the base class's
    // perform() shows nothing.
    func model_perform() { segueState.performHandler?() }
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

    // "The default value is `nil`." (https://developer.apple.com/documentation/uikit/uinavigationitem/titleview)
    var model_titleView: UIView? {
        get { UIKitModel.stored(self, "titleView", default: nil as UIView?) }
        set { UIKitModel.store(self, "titleView", newValue as Any) }
    }

    var model_leftBarButtonItems: [UIBarButtonItem]? {
        get { UIKitModel.stored(self, "leftBarButtonItems", default: nil as [UIBarButtonItem]?) }
        set { UIKitModel.store(self, "leftBarButtonItems", newValue as Any) }
    }

    var model_rightBarButtonItems: [UIBarButtonItem]? {
        get { UIKitModel.stored(self, "rightBarButtonItems", default: nil as [UIBarButtonItem]?) }
        set { UIKitModel.store(self, "rightBarButtonItems", newValue as Any) }
    }

    // "The contents of this property always refer to the first bar button item in the leftBarButtonItems array.
    // Assigning a new value to this property replaces the first item in the leftBarButtonItems array with the new
    // value. Setting this property to `nil` removes the first item in the array."
    // (https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem) UINavigationItem.h: "The
    // older single properties (leftBarButtonItem and rightBarButtonItem) now refer to the first item in the respective
    // array of items."
    // Not found in Apple's documentation; observed behaviour (unverified): removing the only item leaves the array nil.
    var model_leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self.replacingFirst(of: leftBarButtonItems, with: newValue) }
    }

    var model_rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self.replacingFirst(of: rightBarButtonItems, with: newValue) }
    }

    private static func replacingFirst(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        var items = items ?? []
        if let item {
            if items.isEmpty { items = [item] } else { items[0] = item }
        } else if !items.isEmpty {
            items.removeFirst()
        }
        return items.isEmpty ? nil : items
    }
}

extension UIBarItem {
    // UIBarItem.h (title): "default is nil"
    var model_title: String? {
        get { UIKitModel.stored(self, "title", default: nil as String?) }
        set { UIKitModel.store(self, "title", newValue as Any) }
    }

    // UIBarItem.h (image): "default is nil"
    var model_image: UIImage? {
        get { UIKitModel.stored(self, "image", default: nil as UIImage?) }
        set { UIKitModel.store(self, "image", newValue as Any) }
    }

    // UIBarItem.h (enabled): "default is YES"
    var model_isEnabled: Bool {
        get { UIKitModel.stored(self, "isEnabled", default: true) }
        set { UIKitModel.store(self, "isEnabled", newValue) }
    }

    // UIBarItem.h (tag): "default is 0"
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
    // UIViewController.h (modalPresentationStyle): "Defaults to UIModalPresentationAutomatic on iOS starting in iOS
    // 13.0" and "If this property has been set to UIModalPresentationAutomatic, reading it will always return a
    // concrete presentation style. By default UIViewController resolves UIModalPresentationAutomatic to
    // UIModalPresentationPageSheet, but system-provided subclasses may resolve UIModalPresentationAutomatic to other
    // concrete presentation styles." The model resolves it to .pageSheet for every controller (system-provided
    // subclasses included).
    var model_modalPresentationStyle: UIModalPresentationStyle {
        get {
            let style: UIModalPresentationStyle = UIKitModel.stored(self, "modalPresentationStyle", default: .automatic)
            return style == .automatic ? .pageSheet : style
        }
        set { UIKitModel.store(self, "modalPresentationStyle", newValue) }
    }

    // "If you created the view controller but have not yet presented it, accessing this property creates a popover
    // presentation controller when the value in the modalPresentationStyle property is
    // UIModalPresentationStyle.popover. If the modal presentation style is a different value, this property is `nil`."
    // (https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller)
    var model_popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let controller: UIPopoverPresentationController = UIKitModel.stored(self, "popover", default: nil as UIPopoverPresentationController?) {
            return controller
        }
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        UIKitModel.store(self, "popover", controller as UIPopoverPresentationController?)
        return controller
    }

    // UIViewController.h (modalInPresentation): "modalInPresentation is set on the view controller when you wish to
    // force the presentation hosting the view controller into modal behavior."
    // Not found in Apple's documentation; observed behaviour (unverified): the default is false.
    var model_isModalInPresentation: Bool {
        get { UIKitModel.stored(self, "isModalInPresentation", default: false) }
        set { UIKitModel.store(self, "isModalInPresentation", newValue) }
    }
}

extension UIPresentationController {
    func model_init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
}
