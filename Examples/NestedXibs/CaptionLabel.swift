import UIKit

/// A view that loads CaptionLabel.xib as its File's Owner: whoever creates it (code, or a builder that places it)
/// gets the xib's views, which `init(key:owner:)` installs inside it.
final class CaptionLabel: UIView {
    private var builder: CaptionLabelCodeInterfaceBuilder!

    override init(frame: CGRect) {
        super.init(frame: frame)
        installContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContent()
    }

    /// The caption's text.
    var text: String? {
        get { builder.label.text }
        set { builder.label.text = newValue }
    }

    private func installContent() {
        builder = CaptionLabelCodeInterfaceBuilder(key: .captionLabelCaptionLabel, owner: self)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        builder.apply(traitCollection)
    }
}
