// Starter for `CaptionLabel`, written by `unboard migrate` from Examples/NestedXibs/CaptionLabel.xib.
// It is yours to edit: `unboard migrate` never overwrites it.

import UIKit

/// The address that names where each view keeps its builder: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderStorage: UInt8 = 0

/// `CaptionLabel` with its views created in code by `CaptionLabelCodeInterfaceBuilder`: call
/// `installCodeInterfaceBuilder(key: .captionLabelCaptionLabel)` from `init(frame:)` and `init(coder:)`.
extension CaptionLabel {
    /// The builder that installed the views and keeps their outlets, once `installCodeInterfaceBuilder(key:)` ran.
    var codeInterfaceBuilder: CaptionLabelCodeInterfaceBuilder? {
        objc_getAssociatedObject(self, &codeInterfaceBuilderStorage) as? CaptionLabelCodeInterfaceBuilder
    }

    /// Installs the views of the layout `key` in this view and keeps the builder: call it once, from
    /// `init(frame:)` and `init(coder:)`.
    ///
    /// A builder that places this view creates it with `init(frame:)`,
    /// not `init(coder:)`, and sends it no `awakeFromNib()`: move the class's setup from them to after this call,
    /// where the views and the class's outlets exist (`codeInterfaceBuilder` holds the builder's).
    func installCodeInterfaceBuilder(key: CodeInterfaceBuilderKey) {
        let builder = CaptionLabelCodeInterfaceBuilder(key: key, owner: self)
        objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        // The outlets the class declares for Interface Builder, now set from code.
        contentView = builder.contentView
        label = builder.label
    }
}
