extension LayoutSystem {
    /// Whether `view` is the content view of a static cell that lies wholly outside its table view's bounds (at
    /// content offset zero).
    ///
    /// A table view holds cells for its visible rows only (Apple's `cellForRow(at:)` reference: "In versions of iOS
    /// earlier than iOS 15, this method returns `nil` if the cell isn't visible",
    /// developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)), and IB does not lay such a cell out
    /// again: its recorded frames keep the margins of the IB that last showed it. A guess from one file, the only one
    /// in the corpora with content pinned to the margins of cells outside the table: TextFieldEffects'
    /// `TextFieldsDemo/Base.lproj/Main.storyboard` (18122), whose eight text fields in the cells below the 896 pt
    /// screen sit 8 pt in (the margins before tools version 13771) where the ten above sit at the cell's 20. Static
    /// cells outside their table in 7 other files (BEMSimpleLineGraph's sample, FSCalendar's two examples; in
    /// `../shared/corpus` KIF, IQKeyboardManager, appium's UICatalog, RxSwift) pin nothing to the content view's
    /// margins, and their frames, which no IB version changes, verify. An eighth shows that IB leaves such cells
    /// alone: expanding-collection's `Main.storyboard` (13771) records its one cell below the 667 pt table with a
    /// stack view 0 pt wide between 40 pt insets, never laid out (its views are off, or unverifiable for reasons of
    /// their own; this rule does not cover them, as they hang on no margin).
    func isContentViewOfCellOutsideTable(_ view: Int) -> Bool {
        guard views[view].node.element == "tableViewCellContentView", let cell = views[view].parent,
            layout.staticRowHeights[views[cell].node.name] != nil, let table = views[cell].parent,
            let cellFrame = recordedFrames[cell], let tableFrame = recordedFrames[table]
        else {
            return false
        }
        return cellFrame.y >= tableFrame.y + tableFrame.height || cellFrame.y + cellFrame.height <= tableFrame.y
    }

    /// The margins of such a content view as parameters, so that the engine can move them and find the frames that
    /// depend on them (`LayoutDependency.cellOutsideTable`).
    mutating func marginParameters(_ view: Int, _ margins: LayoutInsets) -> BoxInsets {
        if let insets = cellOutsideTableMargins[view] { return insets }
        let edges = [
            ("top", margins.top), ("left", margins.left), ("bottom", margins.bottom), ("right", margins.right),
        ]
        let variables = edges.enumerated().map { number, edge in
            let variable = factory.make("\(views[view].node.name).layoutMargins.\(edge.0)")
            parameters.append(
                Parameter(variable: variable, value: edge.1, kind: .cellOutsideTableMargin, view: view, edge: number))
            return LinearExpression(variable)
        }
        let insets = BoxInsets(top: variables[0], left: variables[1], bottom: variables[2], right: variables[3])
        cellOutsideTableMargins[view] = insets
        return insets
    }
}
