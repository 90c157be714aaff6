// Must FAIL to type-check, against the UIKit stand-in and against the real SDK:
// the argument label is `for:`, not `forState:` (the Objective-C spelling).
import UIKit

@MainActor
func configure(_ button: UIButton) {
    button.setTitle("x", forState: .normal)
}
