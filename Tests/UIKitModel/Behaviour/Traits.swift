import Foundation

// Changes of the interface environment: the screen's traits change, and every controller and view on screen hears
// of it through traitCollectionDidChange(_:).

extension UIKitModel {
    /// Changes the screen's traits (a rotation, a split-screen resize) and tells the controllers and views shown from
    /// `root`: "The system calls this method when the iOS interface environment changes." ... "At the beginning of your
    /// implementation, call super to ensure that interface elements higher in the view hierarchy have an opportunity
    /// to adjust their layout first." (traitCollectionDidChange(_:)) So a controller hears before its view, and a view
    /// before its subviews; "When you modify a trait at any level using trait overrides, that change affects the
    /// modified object and all of its descendants" (UITraitEnvironment): a subtree under an override keeps its traits.
    /// Nothing is called when the traits stay the same.
    @MainActor public static func changeScreenTraits(to traits: UITraitCollection, shownFrom root: UIViewController) {
        let previous = screenTraits
        screenTraits = traits
        guard !sameEnvironment(previous, traits) else { return }
        notify(root, previous)
    }

    @MainActor private static func notify(_ controller: UIViewController, _ previous: UITraitCollection) {
        record("traitCollectionDidChange \(type(of: controller))")
        controller.traitCollectionDidChange(previous)
        controller.runTraitChangeHandlers(previous)
        if let view = controller.viewIfLoaded { notify(view, previous) }
        for child in controller.children where child.viewIfLoaded?.superview == nil { notify(child, previous) }
        if let presented = controller.presentedViewController { notify(presented, previous) }
    }

    @MainActor private static func notify(_ view: UIView, _ previous: UITraitCollection) {
        guard view.viewState.traitOverride == nil else { return }
        view.traitCollectionDidChange(previous)
        for subview in view.subviews {
            if let controller = subview.viewState.owningController {
                record("traitCollectionDidChange \(type(of: controller))")
                controller.traitCollectionDidChange(previous)
                controller.runTraitChangeHandlers(previous)
            }
            notify(subview, previous)
        }
    }

    static func sameEnvironment(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceIdiom == b.userInterfaceIdiom
    }
}

/// A closure registered with `registerForTraitChanges(_:handler:)` and the traits it observes.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (UIViewController, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (UIViewController, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// The registrations of one controller, kept as long as the controller: "UIKit cleans up registrations at the end of
/// the object lifecycle." (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94)
final class TraitChangeRegistrations {
    var all: [TraitChangeRegistration] = []
}

extension UIViewController {
    // "Registers a list of traits to observe and a closure to execute when one of the observed traits changes."
    // "The first parameter of the closure provides access to the observed object whose trait" collection changed;
    // the second is "The trait collection prior to the changes that triggered the execution of the handler."
    // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:),
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler) verified.
    // The model observes the two size-class traits, the only ones the stand-in declares; recorded in UIKitModel.events
    // as "registerForTraitChanges <class>".
    func model_registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        UIKitModel.record("registerForTraitChanges \(type(of: self))")
        let registration = TraitChangeRegistration(traits: traits) { controller, previous in
            handler(controller as! Environment, previous)
        }
        modelState(of: self) { TraitChangeRegistrations() }.all.append(registration)
        return registration
    }

    /// Runs the registered handlers that observe a trait that differs from `previous`. That they run after
    /// `traitCollectionDidChange(_:)` is unverified.
    func runTraitChangeHandlers(_ previous: UITraitCollection) {
        let now = traitCollection
        let changed: [UITrait] =
            (now.horizontalSizeClass != previous.horizontalSizeClass ? [UITraitHorizontalSizeClass.self] : [])
            + (now.verticalSizeClass != previous.verticalSizeClass ? [UITraitVerticalSizeClass.self] : [])
        for registration in modelState(of: self, { TraitChangeRegistrations() }).all
        where registration.traits.contains(where: { observed in changed.contains { $0 == observed } }) {
            UIKitModel.record("trait change handler \(type(of: self))")
            registration.handler(self, previous)
        }
    }
}
