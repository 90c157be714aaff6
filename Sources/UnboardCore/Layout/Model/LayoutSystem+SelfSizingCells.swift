extension LayoutSystem {
    /// Whether a static cell's content view takes the height its constraints give it rather than the row height IB
    /// recorded: the table view's rows are self-sizing (`rowHeight` automatic, estimates on) and the cell sets no
    /// row height of its own.
    ///
    /// Apple's Auto Layout Guide, "Working with Self-Sizing Table View Cells": "To define the cell's height, you need an
    /// unbroken chain of constraints and views (with defined heights) to fill the area between the content view's top
    /// edge and its bottom edge. If your views have intrinsic content heights, the system uses those values."
    /// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithSelf-SizingTableViewCells.html).
    /// The content view is then sized by `systemLayoutSizeFitting` with the vertical fitting priority
    /// `UILayoutPriority.fittingSizeLevel`, "the priority level with which the view wants to conform to the target
    /// size in that computation" (developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel); the
    /// recorded height stands in for the target here, so a chain left open keeps IB's height.
    func fitsContentHeight(_ index: Int) -> Bool {
        let view = views[index]
        guard view.node.element == "tableViewCellContentView", let cell = view.parent,
            let rowHeight = layout.staticRowHeights[views[cell].node.name], rowHeight == nil,
            let table = tableView(containing: cell)
        else { return false }
        let values = views[table].values
        if let estimate = values.number("estimatedRowHeight"), estimate == 0 { return false }
        switch values.assigned("rowHeight") {
        case nil, .member(_, "automaticDimension"): return true
        default: return false
        }
    }

    /// The table view a cell belongs to: its nearest ancestor that is one.
    private func tableView(containing cell: Int) -> Int? {
        var current = views[cell].parent
        while let index = current {
            if views[index].node.baseType == "UITableView" { return index }
            current = views[index].parent
        }
        return nil
    }
}
