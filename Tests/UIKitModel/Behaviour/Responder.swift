import Foundation

// The first responder and action messages sent up the responder chain.

final class ResponderState {
    weak var firstResponder: UIResponder?
    var application: UIApplication?
    var implementations: [(selector: String, perform: (AnyObject, Any?) -> Bool)] = []
}

extension UIKitModel {
    nonisolated(unsafe) static let responders = ResponderState()

    /// Declares that instances of `type` implement the action method `selector` (`"copy:"`). Swift on Linux has no
    /// Objective-C runtime to look a selector up, so a test says which of the app's classes respond to which action;
    /// `sendAction(_:to:from:for:)` calls `perform` on the first responder in the chain that is a `type`.
    public static func implement<Responder: AnyObject>(
        _ selector: String, in type: Responder.Type, _ perform: @escaping (Responder, Any?) -> Void
    ) {
        responders.implementations.append(
            (
                selector,
                { object, sender in
                    guard let responder = object as? Responder else { return false }
                    perform(responder, sender)
                    return true
                }
            ))
    }

    /// The current first responder, if any.
    @MainActor public static var firstResponder: UIResponder? { responders.firstResponder }

    /// Delivers `selector` to `responder` if a test declared that its class implements it.
    static func deliver(_ selector: String, to responder: AnyObject, from sender: Any?) -> Bool {
        responders.implementations.contains { $0.selector == selector && $0.perform(responder, sender) }
    }
}

extension UIResponder {
    // "This method returns false by default. Subclasses must override this method and return true to be able to
    // become first responder." (canBecomeFirstResponder)
    var model_canBecomeFirstResponder: Bool { false }

    // "This method returns true by default." (canResignFirstResponder)
    var model_canResignFirstResponder: Bool { true }

    // "Calling this method doesn't guarantee that the object becomes the first responder. UIKit asks the current first
    // responder to resign as first responder, which it might not do. If the current first responder resigns as first
    // responder, UIKit checks this object's canBecomeFirstResponder property, which is false by default."
    // (becomeFirstResponder())
    func model_becomeFirstResponder() -> Bool {
        let state = UIKitModel.responders
        if state.firstResponder === self { return true }
        if let current = state.firstResponder, !current.resignFirstResponder() { return false }
        guard canBecomeFirstResponder else { return false }
        state.firstResponder = self
        UIKitModel.record("becomeFirstResponder \(type(of: self))")
        return true
    }

    // "Notifies this object that it has been asked to relinquish its status as first responder in its window."
    // (resignFirstResponder()) It resigns unless canResignFirstResponder is false.
    func model_resignFirstResponder() -> Bool {
        guard UIKitModel.responders.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        UIKitModel.responders.firstResponder = nil
        return true
    }

    // "Returns a Boolean value indicating whether this object is the first responder." (isFirstResponder)
    var model_isFirstResponder: Bool { UIKitModel.responders.firstResponder === self }
}

extension UIApplication {
    // "The singleton app instance." (shared) The model makes it on first use.
    static var model_shared: UIApplication {
        if let application = UIKitModel.responders.application { return application }
        let application = UIApplication()
        UIKitModel.responders.application = application
        return application
    }

    // "If target is nil, the app sends the message to the first responder, from whence it progresses up the responder
    // chain until it is handled." (sendAction(_:to:from:for:)) The model returns whether a responder handled it. With
    // no first responder the chain starts at the sender: not found in Apple's documentation; observed behaviour
    // (unverified). A target that does not implement the action raises "unrecognized selector": not found in Apple's
    // documentation; observed behaviour (unverified).
    func model_sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let selector = action.description
        if let target {
            let object = target as AnyObject
            guard UIKitModel.deliver(selector, to: object, from: sender) else {
                UIKitModel.raise(
                    "NSInvalidArgumentException", "-[\(type(of: object)) \(selector)]: unrecognized selector sent to instance")
                return false
            }
            UIKitModel.record("action \(selector) to \(type(of: object))")
            return true
        }
        var responder: UIResponder? = UIKitModel.responders.firstResponder ?? (sender as? UIResponder)
        while let current = responder {
            if UIKitModel.deliver(selector, to: current, from: sender) {
                UIKitModel.record("action \(selector) to \(type(of: current)) (responder chain)")
                return true
            }
            responder = current.next
        }
        UIKitModel.record("action \(selector) unhandled (responder chain)")
        return false
    }
}
