// The iOS 17 SDK API that starters (`unboard migrate`) use and older SDKs lack: `viewIsAppearing(_:)`,
// `registerForTraitChanges(_:handler:)` and the size-class trait types. Tests/Scripts/typecheck-ios.sh adds this
// file only when the SDK it checks against has no `viewIsAppearing` (the iOS 16.5 SDK available on Linux);
// signatures follow the iOS 17 SDK's UIKit. Type-checking only: nothing here runs. regenerate-uikit-stub.py copies
// these declarations into the stand-in (and so into the behavioural model, which runs them) for the same reason.
import UIKit

@available(iOS 17.0, *)
public protocol UITraitDefinition {}

@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

@available(iOS 17.0, *)
public final class UITraitHorizontalSizeClass: UITraitDefinition {}

@available(iOS 17.0, *)
public final class UITraitVerticalSizeClass: UITraitDefinition {}

@available(iOS 17.0, *)
public protocol UITraitChangeRegistration {}

extension UIViewController {
    // Back-deployed to iOS 13 by the iOS 17 SDK.
    @objc open func viewIsAppearing(_ animated: Bool) {}

    // One line: Tests/Scripts/regenerate-uikit-stub.py reads these declarations as it reads the SDK's interface.
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration { fatalError() }
}
