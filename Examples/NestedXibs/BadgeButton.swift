import UIKit

/// A control laid out by BadgeButton.xib (its root view has this class): the builder of a screen that places
/// one creates it with `BadgeButtonCodeInterfaceBuilder`, whose `caption` and `countLabel` outlets it keeps.
final class BadgeButton: UIControl {
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}
