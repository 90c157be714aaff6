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
            }
            notify(subview, previous)
        }
    }

    static func sameEnvironment(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceIdiom == b.userInterfaceIdiom
    }
}
