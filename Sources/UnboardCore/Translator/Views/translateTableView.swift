extension ViewClass {
    /// `UITableView`, created with its style. A static table's cells are created by the layout
    /// (`translateStaticTable`); prototype cells are layouts of their own.
    static let uiTableView = ViewClass(
        swiftType: "UITableView",
        attributes: [
            "separatorStyle": Rules.enumeration(separatorStyles, "separatorStyle"),
            "rowHeight": tableDimension("rowHeight"),
            "estimatedRowHeight": tableDimension("estimatedRowHeight"),
            "sectionHeaderHeight": tableDimension("sectionHeaderHeight"),
            "sectionFooterHeight": tableDimension("sectionFooterHeight"),
            "estimatedSectionHeaderHeight": tableDimension("estimatedSectionHeaderHeight"),
            "estimatedSectionFooterHeight": tableDimension("estimatedSectionFooterHeight"),
            "allowsSelection": Rules.bool("allowsSelection"),
            "allowsSelectionDuringEditing": Rules.bool("allowsSelectionDuringEditing"),
            "allowsMultipleSelection": Rules.bool("allowsMultipleSelection"),
            "allowsMultipleSelectionDuringEditing": Rules.bool("allowsMultipleSelectionDuringEditing"),
            "editing": Rules.bool("isEditing"),
            "sectionIndexMinimumDisplayRowCount": Rules.integer("sectionIndexMinimumDisplayRowCount"),
            "cellLayoutMarginsFollowReadableWidth": Rules.bool("cellLayoutMarginsFollowReadableWidth"),
            "contentViewInsetsToSafeArea": Rules.bool("insetsContentViewsToSafeArea"),
            "remembersLastFocusedIndexPath": Rules.bool("remembersLastFocusedIndexPath"),
            "dragInteractionEnabled": Rules.bool("dragInteractionEnabled"),
            "separatorInsetReference": Rules.enumeration(
                IBEnumerations.separatorInsetReference, "separatorInsetReference"),
            // Static or prototype content: read by the layout, which creates static cells and skips prototypes.
            "dataMode": Rules.consumed,
        ],
        elements: [
            "color:separatorColor": Rules.color("separatorColor"),
            "color:sectionIndexColor": Rules.color("sectionIndexColor"),
            "color:sectionIndexBackgroundColor": Rules.color("sectionIndexBackgroundColor"),
            "color:sectionIndexTrackingBackgroundColor": Rules.color("sectionIndexTrackingBackgroundColor"),
            "inset:separatorInset": insets("separatorInset"),
        ],
        defaults: CodeDefaults.values(of: "UITableView"),
        interfaceBuilderOmissions: [
            "separatorStyle": "default", "rowHeight": "-1", "estimatedRowHeight": "-1", "sectionHeaderHeight": "-1",
            "sectionFooterHeight": "-1", "estimatedSectionHeaderHeight": "-1", "estimatedSectionFooterHeight": "-1",
            "allowsSelection": "YES", "allowsSelectionDuringEditing": "NO", "allowsMultipleSelection": "NO",
            "allowsMultipleSelectionDuringEditing": "NO", "editing": "NO", "contentViewInsetsToSafeArea": "YES",
            "cellLayoutMarginsFollowReadableWidth": "NO", "sectionIndexMinimumDisplayRowCount": "0",
        ],
        constructionAttributes: ["style"],
        construction: { view, context in
            let style = context.enumeration(
                view.attributes["style"] ?? "plain", in: IBEnumerations.tableViewStyle,
                attribute: "style", line: view.line, element: view.elementName)
            return SwiftExpression.identifier(view.customClass?.name ?? "UITableView")(
                SwiftArgument("frame", .dot("zero")), SwiftArgument("style", style ?? .dot("plain")))
        }
    ).inheriting(from: .uiScrollView)

    /// `UITableViewCell`, created with its style and reuse identifier. Its `textLabel`, `detailTextLabel` and
    /// `imageView` attributes name views of its content view that are the cell's own (`translateView`).
    static let uiTableViewCell = ViewClass(
        swiftType: "UITableViewCell",
        attributes: [
            "selectionStyle": Rules.enumeration(selectionStyles, "selectionStyle"),
            "accessoryType": Rules.enumeration(accessoryTypes, "accessoryType"),
            "editingAccessoryType": Rules.enumeration(accessoryTypes, "editingAccessoryType"),
            "indentationLevel": Rules.integer("indentationLevel"),
            "indentationWidth": Rules.number("indentationWidth"),
            "shouldIndentWhileEditing": Rules.bool("shouldIndentWhileEditing"),
            "showsReorderControl": Rules.bool("showsReorderControl"),
            "focusStyle": Rules.enumeration(IBEnumerations.cellFocusStyle, "focusStyle"),
            "userInteractionEnabledWhileDragging": Rules.bool("userInteractionEnabledWhileDragging"),
            // The row height belongs to the table: a static table's sections and a cell builder's `rowHeight` carry it.
            "rowHeight": Rules.consumed,
            "textLabel": Rules.consumed,
            "detailTextLabel": Rules.consumed,
            "imageView": Rules.consumed,
            // Deprecated since iOS 3, when `editingAccessoryType` replaced it; IB still writes it.
            "hidesAccessoryWhenEditing": Rules.consumed,
        ],
        elements: ["inset:separatorInset": insets("separatorInset")],
        defaults: CodeDefaults.values(of: "UITableViewCell"),
        interfaceBuilderOmissions: [
            "selectionStyle": "default", "accessoryType": "none", "editingAccessoryType": "none",
            "indentationLevel": "0",
            "indentationWidth": "10", "shouldIndentWhileEditing": "YES", "showsReorderControl": "NO",
        ],
        constructionAttributes: ["style", "reuseIdentifier"],
        construction: { view, context in
            let style = cellStyle(of: view, context: context)
            return SwiftExpression.identifier(view.customClass?.name ?? "UITableViewCell")(
                SwiftArgument("style", .dot(style)),
                SwiftArgument(
                    "reuseIdentifier", view.attributes["reuseIdentifier"].map(SwiftExpression.string) ?? .literal(.nil))
            )
        }
    ).inheriting(from: .uiView)

    /// A cell's content view, which the cell creates: `tableViewCell="..."` points back to the cell.
    static let cellContentView = ViewClass(
        swiftType: "UIView", attributes: ["tableViewCell": Rules.consumed, "collectionViewCell": Rules.consumed]
    ).inheriting(from: .uiView)

    /// `UITableViewHeaderFooterView` (a xib's root), which its table view creates.
    static let uiTableViewHeaderFooterView = ViewClass(
        swiftType: "UITableViewHeaderFooterView", constructionAttributes: ["reuseIdentifier"],
        construction: { view, _ in
            SwiftExpression.identifier(view.customClass?.name ?? "UITableViewHeaderFooterView")(
                SwiftArgument(
                    "reuseIdentifier", view.attributes["reuseIdentifier"].map(SwiftExpression.string) ?? .literal(.nil))
            )
        }
    ).inheriting(from: .uiView)

    /// The `UITableViewCell.CellStyle` member of a cell: IB writes `IBUITableViewCellStyleSubtitle`; custom cells
    /// have no style and are `.default`.
    static func cellStyle(of cell: IBView, context: TranslationContext?) -> String {
        guard let style = cell.attributes["style"] else { return "default" }
        guard let member = IBEnumerations.cellStyle[style] else {
            context?.unknownValue(style, for: "style", line: cell.line, element: cell.elementName)
            return "default"
        }
        return member
    }

    /// A height where `-1` means `UITableView.automaticDimension`.
    private static func tableDimension(_ property: String) -> AttributeRule {
        { value, t in
            if value == "-1" {
                t.assign(property, value: SwiftExpression.identifier("UITableView").dot("automaticDimension"))
            } else {
                t.assign(property, value: t.number(value, property))
            }
        }
    }

    /// `UITableViewCell.SeparatorStyle`; `default` is a single line, and the etched line (iOS 2 to 10) is too.
    static let separatorStyles = [
        "default": "singleLine", "none": "none", "singleLine": "singleLine", "singleLineEtched": "singleLine",
    ]

    /// `UITableViewCell.SelectionStyle`.
    static let selectionStyles = ["default": "default", "none": "none", "blue": "blue", "gray": "gray"]

    /// `UITableViewCell.AccessoryType`.
    static let accessoryTypes = [
        "none": "none", "disclosureIndicator": "disclosureIndicator",
        "detailDisclosureButton": "detailDisclosureButton",
        "checkmark": "checkmark", "detailButton": "detailButton",
    ]
}
