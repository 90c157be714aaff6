// Starter for `InfoViewController`, written by `unboard migrate` from Examples/SceneFlow/SceneFlow.storyboard.
// It is yours to edit: `unboard migrate` never overwrites it.

import UIKit

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderStorage: UInt8 = 0

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderKeyStorage: UInt8 = 0

/// `InfoViewController` with its views created in code by `InfoViewControllerCodeInterfaceBuilder` instead of a storyboard.
/// Create it with `InfoViewController(codeInterfaceBuilderKey:)` where the app instantiated the storyboard scene.
extension InfoViewController: UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {
    /// Creates the controller with the layout `key` of `InfoViewControllerCodeInterfaceBuilder`; its views are created when UIKit
    /// first asks for `view`, in `loadView()`.
    ///
    /// Unlike the storyboard, nothing calls `init(coder:)` or `awakeFromNib()`: move the class's setup from them to
    /// `viewDidLoad()`, which runs for every controller of this class once its views and outlets exist. Setup that
    /// must run before the view loads (a tab's badge) goes at the end of this initializer, and where the app creates
    /// the controller otherwise: the `Scenes` factories use `init(nibName:bundle:)` and `configure(_:key:)`, not this.
    convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey) {
        self.init(nibName: nil, bundle: nil)
        codeInterfaceBuilderKey = key
    }

    /// The layout `loadView()` creates: `.sceneFlowInfoViewController` unless set before the view loads (as
    /// `init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).
    var codeInterfaceBuilderKey: CodeInterfaceBuilderKey {
        get {
            objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey ?? .sceneFlowInfoViewController
        }
        set {
            objc_setAssociatedObject(self, &codeInterfaceBuilderKeyStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // State restoration saves controllers that have a restoration identifier. UIKit finds those the app created at
            // launch by it; give one created later `restorationClass = InfoViewController.self`, which recreates it.
            restorationIdentifier = restorationIdentifier ?? newValue.rawValue
        }
    }

    /// The builder that created the views and keeps their outlets, once `loadView()` ran.
    var codeInterfaceBuilder: InfoViewControllerCodeInterfaceBuilder? {
        objc_getAssociatedObject(self, &codeInterfaceBuilderStorage) as? InfoViewControllerCodeInterfaceBuilder
    }

    /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
    override func loadView() {
        let builder = InfoViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
        objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view = builder.view
        if #available(iOS 17.0, *) {
            registerForTraitChanges([
                UITraitHorizontalSizeClass.self,
                UITraitVerticalSizeClass.self,
            ]) { (self: Self, _: UITraitCollection) in
                self.codeInterfaceBuilder?.apply(self.traitCollection)
            }
        }
    }

    /// The trait collection is final here, before the view appears: the right moment to apply size classes.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        codeInterfaceBuilder?.apply(traitCollection)
    }

    /// Before iOS 17, size-class changes arrive here; from iOS 17 on, the registration in `loadView()` handles them.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) {
            codeInterfaceBuilder?.apply(traitCollection)
        }
    }

    /// Saves the layout key, so that state restoration recreates the same layout.
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(codeInterfaceBuilderKey.rawValue, forKey: "codeInterfaceBuilderKey")
    }

    /// Recreates a controller that `encodeRestorableState(with:)` saved, with the same layout: the restoration class
    /// of a controller created on demand with `init(codeInterfaceBuilderKey:)` (set `restorationClass` where it is
    /// created). Controllers created at launch need none: UIKit finds them by their restoration identifiers.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        if let key = (coder.decodeObject(of: NSString.self, forKey: "codeInterfaceBuilderKey") as String?).flatMap(CodeInterfaceBuilderKey.init(rawValue:)) {
            if InfoViewControllerCodeInterfaceBuilder.layoutKeys.contains(key) {
                return InfoViewController(codeInterfaceBuilderKey: key)
            }
        }
        return nil
    }
}
