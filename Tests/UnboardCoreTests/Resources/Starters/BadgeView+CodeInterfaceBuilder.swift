// Starter for `BadgeView`, written by `unboard migrate` from Tests/UnboardCoreTests/Resources/Fixtures/CustomView/CustomView.xib.
// It is yours to edit: `unboard migrate` never overwrites it.

import UIKit

/// `BadgeView` with its views created in code by `BadgeViewCodeInterfaceBuilder`: create it with
/// `BadgeView.makeWithCodeInterfaceBuilder(key: .customViewBadgeView)` where the app loaded its nib.
extension BadgeView {
    /// Creates a view of this class with the views of the layout `key`, its outlets set and its
    /// actions wired, then sends it `awakeFromNib()`, as loading its nib did: call it where the app
    /// loaded the nib (`Bundle.main.loadNibNamed("CustomView", owner: nil)?.first as!
    /// BadgeView`, `UINib(nibName: "CustomView", bundle: nil).instantiate(withOwner: nil)`).
    ///
    /// The builder creates the view with `init(frame:)`, where the nib called `init(coder:)`: move the
    /// class's setup from `init(coder:)` to `awakeFromNib()`. Only the view is sent `awakeFromNib()`,
    /// not its subviews, and the view does not keep the builder (the builder keeps the view).
    static func makeWithCodeInterfaceBuilder(key: CodeInterfaceBuilderKey) -> BadgeView {
        let builder = BadgeViewCodeInterfaceBuilder(key: key)
        builder.view.connectCodeInterfaceBuilder(builder)
        return builder.view
    }

    /// Sets the outlets of the class to the builder's views and constraints and wires the actions
    /// sent to the view to its methods, as loading the nib did, then sends `awakeFromNib()`: once per
    /// view, which `makeWithCodeInterfaceBuilder(key:)` does; call it for a view that another
    /// builder creates through `BadgeViewCodeInterfaceBuilder`.
    func connectCodeInterfaceBuilder(_ builder: BadgeViewCodeInterfaceBuilder) {
        // The outlets the class declares for Interface Builder, now set from code.
        textLabel = builder.textLabel
        // The nib loader sent it once every outlet and action was connected.
        awakeFromNib()
    }
}
