/// The view controller whose view a layout is: what the migration starter extends.
public struct ViewControllerOwner: Hashable, Sendable {
    /// The app's class (`customClass`), or `nil` when the scene uses the UIKit class itself.
    public var customClass: String?
    /// The UIKit type IB's element stands for (`UIViewController`, `UITableViewController`).
    public var type: String

    /// Creates an owner.
    package init(customClass: String?, type: String) {
        self.customClass = customClass
        self.type = type
    }
}
