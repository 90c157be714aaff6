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
}
