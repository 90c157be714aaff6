// Must FAIL to type-check against the real SDK for an iOS 14 deployment target:
// UIButton.Configuration is iOS 15+ and is used without `if #available(iOS 15.0, *)`.
//
// The UIKit stand-in ACCEPTS this file: on Linux, swiftc ignores `@available(iOS ...)`
// (there is no iOS deployment target to compare against), so only the real-SDK check
// (Tests/Scripts/typecheck-ios.sh) catches missing availability guards.
import UIKit

@MainActor
func makeButton() -> UIButton {
    let button = UIButton(type: .system)
    button.configuration = UIButton.Configuration.plain()
    return button
}
