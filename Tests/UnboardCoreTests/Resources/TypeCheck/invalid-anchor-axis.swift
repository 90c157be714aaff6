// Must FAIL to type-check, against the UIKit stand-in and against the real SDK:
// an X-axis anchor cannot be constrained to a Y-axis anchor.
import UIKit

@MainActor
func makeConstraint(_ a: UIView, _ b: UIView) -> NSLayoutConstraint {
    a.leadingAnchor.constraint(equalTo: b.topAnchor)
}
