extension ViewClass {
    /// The attributes every `UIControl` adds to `UIView`'s.
    static let uiControl = ViewClass(
        swiftType: "UIControl",
        attributes: [
            "enabled": Rules.bool("isEnabled"),
            "selected": Rules.bool("isSelected"),
            "highlighted": Rules.bool("isHighlighted"),
            "contentHorizontalAlignment": Rules.enumeration(
                IBEnumerations.contentHorizontalAlignment, "contentHorizontalAlignment"),
            "contentVerticalAlignment": Rules.enumeration(
                IBEnumerations.contentVerticalAlignment, "contentVerticalAlignment"),
        ],
        defaults: CodeDefaults.values(of: "UIControl"),
        interfaceBuilderOmissions: [
            "enabled": "YES", "selected": "NO", "highlighted": "NO", "contentHorizontalAlignment": "center",
            "contentVerticalAlignment": "center",
        ]
    ).inheriting(from: .uiView)

    /// `UIRefreshControl`, which only a `UITableViewController` holds in IB (its `refreshControl`). It is created with
    /// `init()` and no frame: "You don’t need to set the frame of the refresh control before associating it with the
    /// view controller. The view controller updates the control’s height and width and sets its position
    /// appropriately." (https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol)
    static let uiRefreshControl = ViewClass(
        swiftType: "UIRefreshControl",
        attributes: [
            // A guess from the two documents we have (DesignerNewsApp, ivpn): IB writes enabled="NO" on every refresh
            // control, and both apps refresh. Whether UIKit ignores the value or the nib does not keep it is
            // unverified; left at its default, pull to refresh works either way.
            "enabled": Rules.consumed
        ],
        elements: ["attributedString:attributedTitle": Rules.attributedString("attributedTitle")]
    ).inheriting(from: .uiControl)
}
