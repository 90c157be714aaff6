// Starter for `PhotoCell`, written by `unboard migrate` from Tests/UnboardCoreTests/Resources/Fixtures/TablesAndBars/TablesAndBars.storyboard.
// It is yours to edit: `unboard migrate` never overwrites it.

import UIKit

/// The address that names where each view keeps its builder: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderStorage: UInt8 = 0

/// `PhotoCell` with its views created in code by `PhotoCellCodeInterfaceBuilder`: call
/// `installCodeInterfaceBuilder(key: .tablesAndBarsPhotoCell)` from `init(frame:)`.
extension PhotoCell {
    /// The builder that installed the views and keeps their outlets, once `installCodeInterfaceBuilder(key:)` ran.
    var codeInterfaceBuilder: PhotoCellCodeInterfaceBuilder? {
        objc_getAssociatedObject(self, &codeInterfaceBuilderStorage) as? PhotoCellCodeInterfaceBuilder
    }

    /// Installs the views of the layout `key` in this view and keeps the builder: call it once, from
    /// `init(frame:)`.
    ///
    /// UIKit creates this view, whose class the builder registers, with `init(frame:)`,
    /// not `init(coder:)`, and sends it no `awakeFromNib()`: move the class's setup from them to after this call,
    /// where the views and the class's outlets exist (`codeInterfaceBuilder` holds the builder's).
    func installCodeInterfaceBuilder(key: CodeInterfaceBuilderKey) {
        let builder = PhotoCellCodeInterfaceBuilder(key: key, cell: self)
        objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        // The outlets the class declares for Interface Builder, now set from code.
        imageView = builder.imageView
    }
}
