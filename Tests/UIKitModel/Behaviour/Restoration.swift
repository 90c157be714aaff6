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
    /// Preserves `controller` and restores it as UIKit does on the next launch: "UIKit preserves only the view
    /// controllers you tell it to preserve. Each view controller has a restorationIdentifier property, whose value is
    /// nil by default." Its state is encoded into a keyed archive; then "If a view controller has an associated
    /// restoration class, the viewController(withRestorationIdentifierPath:coder:) method of that class is called
    /// during state restoration" and the controller it returns decodes the state (`decodeRestorableState(with:)`).
    /// Returns nil when the controller is not preserved (no identifier or no class) or its class returns nil.
    @MainActor public static func preserveAndRestore(_ controller: UIViewController) -> UIViewController? {
        guard let identifier = controller.restorationIdentifier else {
            record("not preserved \(type(of: controller)): no restorationIdentifier")
            return nil
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        controller.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        record("encodeRestorableState \(type(of: controller)) \(identifier)")
        guard let restorationClass = controller.restorationClass else {
            record("not restored \(type(of: controller)): no restorationClass")
            return nil
        }
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
            raise("NSInvalidArchiveOperationException", "the restoration archive of \(identifier) cannot be read")
            return nil
        }
        unarchiver.requiresSecureCoding = false
        guard let restored = restorationClass.viewController(withRestorationIdentifierPath: [identifier], coder: unarchiver)
        else {
            record("not restored \(identifier): the restoration class returned nil")
            return nil
        }
        restored.decodeRestorableState(with: unarchiver)
        record("restored \(type(of: restored)) \(identifier)")
        return restored
    }
}
