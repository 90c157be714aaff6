import Foundation

// State restoration: restoration identifiers and classes, and the archive UIKit writes and reads back.

extension UIViewController {
    // "The value of this property is nil by default, which indicates that the view controller should not be saved."
    // (UIViewController.restorationIdentifier)
    var model_restorationIdentifier: String? {
        get { UIKitModel.stored(self, "restorationIdentifier", default: nil as String?) }
        set { UIKitModel.store(self, "restorationIdentifier", newValue as Any) }
    }

    // "If you do not specify a restoration class for your view controller, the state restoration engine asks your app
    // delegate to provide the view controller object instead." (restorationClass) Nil until set.
    var model_restorationClass: (any UIViewControllerRestoration.Type)? {
        get { UIKitModel.stored(self, "restorationClass", default: nil as (any UIViewControllerRestoration.Type)?) }
        set { UIKitModel.store(self, "restorationClass", newValue as Any) }
    }

    // The base implementations write and read nothing of the app's: "If you override this method, call super at some
    // point in your implementation" is not found in Apple's documentation for these two methods; observed behaviour
    // (unverified).
    func model_encodeRestorableState(with coder: NSCoder) {}
    func model_decodeRestorableState(with coder: NSCoder) {}
}

extension UIView {
    // "The value of this property is nil by default, which indicates that the view's state does not need to be
    // saved." (UIView.restorationIdentifier)
    var model_restorationIdentifier: String? {
        get { UIKitModel.stored(self, "restorationIdentifier", default: nil as String?) }
        set { UIKitModel.store(self, "restorationIdentifier", newValue as Any) }
    }
}

extension UIKitModel {
    /// The app delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`: `nil` (the default)
    /// for an app delegate without it, or one that returns nil.
    nonisolated(unsafe) public static var appDelegateRestoration: ((_ path: [String], _ coder: NSCoder) -> UIViewController?)?

    /// Preserves `controller` and restores it as UIKit does at the next launch, where `launched` is the hierarchy the
    /// app created at that launch before restoration began (its window's root view controller), or `nil`.
    ///
    /// Preservation: "UIKit preserves only the view controllers you tell it to preserve. Each view controller has a
    /// restorationIdentifier property, whose value is nil by default." "During the preservation process, UIKit starts
    /// at the window’s root view controller and walks the view controller hierarchy. If a view controller in that
    /// hierarchy does not have a restoration identifier, the view controller and all of its child view controllers
    /// and presented view controllers are ignored." The restoration path "starts at the root view controller and
    /// includes every view controller up to and including the one that was requested": here the identifiers from the
    /// topmost container or presenter down to `controller`.
    ///
    /// Restoration, "UIKit searches in the following order when trying to locate view controllers": "If the view
    /// controller had a restoration class, UIKit asks that class to provide the view controller." "If that method
    /// returns nil, it is assumed that the app does not want to recreate the view controller and UIKit stops looking
    /// for it." "If the view controller did not have a restoration class, UIKit asks the app delegate to provide the
    /// view controller." (`appDelegateRestoration`) "If that method returns nil, UIKit tries to find the view
    /// controller implicitly." "If a view controller with the correct restoration path already exists, UIKit uses that
    /// object. If your app creates view controllers at launch time (either programmatically or by loading them from a
    /// storyboard) and those view controllers have restoration identifiers, UIKit finds them implicitly based on their
    /// restoration paths." (searched in `launched`, its children and presented controllers) "If the view controller
    /// was originally loaded from a storyboard file, UIKit uses the saved storyboard information to locate and create
    /// it." (code has no storyboard: not restored). "Assigning a restoration class to a view controller prevents UIKit
    /// from searching for that view controller implicitly." Then "During the restoration process, UIKit calls the
    /// matching decodeRestorableStateWithCoder: method to decode that state and apply it to the object."
    /// (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html)
    /// How a UIKit container adds to its children's paths ("the UINavigationController class adds information to each
    /// child based on its position in the navigation stack") is not modelled: paths are the identifiers alone.
    /// Returns nil when the controller is not preserved or not restored; each outcome is recorded in `events`.
    @MainActor public static func preserveAndRestore(
        _ controller: UIViewController, launched: UIViewController? = nil
    ) -> UIViewController? {
        guard let path = restorationPath(of: controller) else {
            record("not preserved \(type(of: controller)): no restorationIdentifier on it or a controller above it")
            return nil
        }
        let identifier = path.joined(separator: "/")
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        controller.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        record("encodeRestorableState \(type(of: controller)) \(identifier)")
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
            raise("NSInvalidArchiveOperationException", "the restoration archive of \(identifier) cannot be read")
            return nil
        }
        unarchiver.requiresSecureCoding = false
        let restored: UIViewController
        if let restorationClass = controller.restorationClass {
            guard let made = restorationClass.viewController(withRestorationIdentifierPath: path, coder: unarchiver) else {
                record("not restored \(identifier): the restoration class returned nil")
                return nil
            }
            restored = made
            record("restored \(type(of: made)) \(identifier) from its restoration class")
        } else if let made = appDelegateRestoration?(path, unarchiver) {
            restored = made
            record("restored \(type(of: made)) \(identifier) from the app delegate")
        } else if let existing = launched.flatMap({ existingController(at: path, in: $0) }) {
            restored = existing
            record("restored \(type(of: existing)) \(identifier) found at launch")
        } else {
            record("not restored \(identifier): no restoration class, app delegate or controller at that path, and no storyboard")
            return nil
        }
        restored.decodeRestorableState(with: unarchiver)
        record("decodeRestorableState \(type(of: restored)) \(identifier)")
        return restored
    }

    /// The restoration identifiers from the topmost controller holding or presenting `controller` down to it; nil when
    /// one of them has none.
    @MainActor static func restorationPath(of controller: UIViewController) -> [String]? {
        var path: [String] = []
        var current: UIViewController? = controller
        while let each = current {
            guard let identifier = each.restorationIdentifier else { return nil }
            path.insert(identifier, at: 0)
            current = each.parent ?? each.presentingViewController
        }
        return path
    }

    /// The controller of `root`'s hierarchy (children and presented controllers) whose restoration path is `path`.
    @MainActor static func existingController(at path: [String], in root: UIViewController) -> UIViewController? {
        if restorationPath(of: root) == path { return root }
        for next in root.children + [root.presentedViewController].compactMap({ $0 }) {
            if let found = existingController(at: path, in: next) { return found }
        }
        return nil
    }
}
