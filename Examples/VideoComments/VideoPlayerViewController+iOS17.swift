import UIKit

// Code that needs the iOS 17 SDK (`viewIsAppearing`, `registerForTraitChanges`, `UITraitVerticalSizeClass`).
// VideoPlayerViewController.swift compiles without this file, so a check against an older SDK can leave it out.
extension VideoPlayerViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        applySizeClasses()
        if #available(iOS 17.0, *), !isRegisteredForTraitChanges {
            isRegisteredForTraitChanges = true
            registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]) {
                (self: Self, _: UITraitCollection) in
                self.applySizeClasses()
            }
        }
    }
}
