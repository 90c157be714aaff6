import Foundation

// Alerts: an alert controller keeps its actions in order; a test taps one with `UIKitModel.tap(_:in:)`.

extension UIAlertController {
    // "Attaches an action object to the alert or action sheet." ... "If your alert has multiple actions, the order in
    // which you add those actions determines their order in the resulting alert or action sheet." (addAction(_:))
    func model_addAction(_ action: UIAlertAction) {
        UIKitModel.store(self, "actions", actions + [action])
    }

    // "The actions that the user can take in response to the alert or action sheet." ... "The actions are in the order
    // in which you added them to the alert controller." (actions)
    var model_actions: [UIAlertAction] { UIKitModel.stored(self, "actions", default: [UIAlertAction]()) }
}

extension UIAlertAction {
    // "Create and return an action with the specified title and behavior." (init(title:style:handler:))
    func model_init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?) {
        UIKitModel.store(self, "title", title as Any)
        UIKitModel.store(self, "style", style)
        UIKitModel.store(self, "handler", handler as Any)
    }

    var model_title: String? { UIKitModel.stored(self, "title", default: nil as String?) }
    var model_style: UIAlertAction.Style { UIKitModel.stored(self, "style", default: .default) }
}

extension UIKitModel {
    /// Taps the action titled `title` of a presented alert: the alert is dismissed and the action's handler runs.
    @MainActor public static func tap(_ title: String, in alert: UIAlertController) {
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            raise("model", "the alert has no action titled \(title): \(alert.actions.map { $0.title ?? "nil" })")
            return
        }
        // "A block to execute when the user selects the action." (init(title:style:handler:), handler) An alert is
        // dismissed when one of its actions is selected: not found in Apple's documentation; observed behaviour
        // (unverified).
        record("alert action \(title)")
        alert.dismiss(animated: true, completion: nil)
        let handler: ((UIAlertAction) -> Void)? = stored(action, "handler", default: nil as ((UIAlertAction) -> Void)?)
        handler?(action)
    }
}
