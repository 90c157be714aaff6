extension LayoutSystem {
    /// The box of a view or of one of its layout guides.
    mutating func box(of view: Int, guide: LayoutGuideKind?) -> LayoutBox {
        switch guide {
        case nil, .frame: frames[view]
        case .safeArea: frames[view].inset(by: safeArea(view))
        case .layoutMargins: frames[view].inset(by: margins(view))
        case .readableContent: readableBox(view)
        case .content: contentBox(view)
        }
    }

    /// A view's safe-area insets: the device's for the root; for another view, how far it reaches into the
    /// root's unsafe area, held by parameters that the engine updates from the solution.
    mutating func safeArea(_ view: Int) -> BoxInsets {
        if view == 0 || environment.safeAreaInsets == .zero {
            return BoxInsets(view == 0 ? environment.safeAreaInsets : .zero)
        }
        if let insets = safeAreaInsets[view] { return insets }
        let estimate = safeAreaOverlap(recordedFrames[view] ?? LayoutRect(x: 0, y: 0, width: 0, height: 0))
        let edges = [
            ("top", estimate.top), ("left", estimate.left), ("bottom", estimate.bottom), ("right", estimate.right),
        ]
        let variables = edges.enumerated().map { number, edge in
            let variable = factory.make("\(views[view].node.name).safeAreaInsets.\(edge.0)")
            parameters.append(Parameter(variable: variable, value: edge.1, kind: .safeArea, view: view, edge: number))
            return LinearExpression(variable)
        }
        let insets = BoxInsets(top: variables[0], left: variables[1], bottom: variables[2], right: variables[3])
        safeAreaInsets[view] = insets
        return insets
    }

    /// The safe-area insets of a view with `frame` in root coordinates: its overlap with the root's unsafe edges,
    /// which lie inside the root: what a view reaches beyond the root is covered by no bar (Apple's `safeAreaInsets`
    /// reference: "The safe area of a view reflects the area not covered by navigation bars, tab bars, toolbars, and
    /// other ancestors that obscure a view controller's view", developer.apple.com/documentation/uikit/uiview/
    /// safeareainsets). Counting it made a view pinned by its bottom margin to the bottom layout guide grow without
    /// end (SwiftSpinner's demo `Main.storyboard`, 14460.31, probe6: an image view IB records 8 pt past the screen).
    func safeAreaOverlap(_ frame: LayoutRect) -> LayoutInsets {
        let insets = environment.safeAreaInsets
        let canvas = environment.canvas
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        let top = max(frame.y, 0)
        let left = max(frame.x, 0)
        let bottom = min(frame.y + frame.height, canvas.height)
        let right = min(frame.x + frame.width, canvas.width)
        return LayoutInsets(
            top: clamp(insets.top - top, frame.height), left: clamp(insets.left - left, frame.width),
            bottom: clamp(bottom - (canvas.height - insets.bottom), frame.height),
            right: clamp(right - (canvas.width - insets.right), frame.width))
    }

    /// A view's layout margins: its own (8 pt by default, none for a stack view) or, for a view controller's root view,
    /// UIKit's minimum margins; plus its safe-area insets unless `insetsLayoutMarginsFromSafeArea` is off.
    ///
    /// A stack view that sets no margins has none: inferred from IB's recorded frames of arranged views pinned to a
    /// stack view's margins on its edges in 3 files of 3 repositories, ASAbdellatif/initium's `Main.storyboard` (15702,
    /// probe10: two 41 pt rows whose labels are pinned to the top margin, at y 0), anyashura/PhotosApp's
    /// `Main.storyboard` (20037, probe10: a label pinned to the leading margin at x 0) and woocommerce-ios'
    /// `LedgerTableViewCell.xib` (21701, probe2: a view pinned to the top and trailing margins at y 0, full width);
    /// tryswift's `SessionTableViewCell.xib` (11762, probe3) and TUM-Dev's Campus-iOS `Main.storyboard` (19455, probe4),
    /// whose cells pin a stack view's bottom and trailing margins to their own, verify with it too. Apple's
    /// `directionalLayoutMargins` reference gives "most views" 8 pt and says nothing of stack views.
    mutating func margins(_ view: Int) -> BoxInsets {
        let values = views[view].values
        let own = values.layoutMargins
        if view == 0, layout.rootIsControllerView {
            return BoxInsets(controllerRootMargins()) + BoxInsets(controllerRootSafeAreaMargins())
        }
        if own == nil, let canvas = canvasTopLevelMargins(view) { return BoxInsets(canvas) }
        let cell = cellMargins(view)
        var margins = own ?? (views[view].node.element == "stackView" ? .zero : defaultMargins(cell: cell))
        if cell == nil, let inherited = inheritedMargins(view) { margins = margins.atLeast(inherited) }
        if view == 0, values.bool("preservesSuperviewLayoutMargins") == true,
            environment.interfaceBuilder.laysTopLevelViewOutAsRootView(
                documentRecordsDevice: environment.documentRecordsDevice)
        {
            // A root that keeps its superview's margins sits, on IB's canvas, in a container with the system margins
            // (Xcode 7's, whose top-level views are plain views, has 8 pt: GooglePlacePicker's `PlaceNameHeader.xib`).
            let side = environment.device.rootMargin(width: environment.canvas.width)
            margins.left = max(margins.left, side)
            margins.right = max(margins.right, side)
        }
        if own != nil, values.bool("preservesSuperviewLayoutMargins") == true, let cell {
            // Apple's `preservesSuperviewLayoutMargins` reference: "When any of the superview's margins is inside the
            // area represented by the content view and its own margins, UIKit adjusts the content view's layout to
            // respect the superview's margins" (developer.apple.com/documentation/uikit/uiview/1622653-preservessuperviewlayoutmargins).
            margins.left = max(margins.left, cell.left)
            margins.right = max(margins.right, cell.right)
        }
        let base =
            own == nil && cell != nil && isContentViewOfCellOutsideTable(view)
            ? marginParameters(view, margins) : BoxInsets(margins)
        guard values.bool("insetsLayoutMarginsFromSafeArea") ?? true else { return base }
        return base + safeArea(view)
    }

    /// A view controller's root view's margins, without the safe area: its own, at least UIKit's minimum at the sides.
    func controllerRootMargins() -> LayoutInsets {
        let own = views[0].values.layoutMargins
        let minimum = environment.device.rootMargin(width: environment.canvas.width)
        return LayoutInsets(
            top: own?.top ?? 0, left: max(own?.left ?? 0, minimum), bottom: own?.bottom ?? 0,
            right: max(own?.right ?? 0, minimum))
    }

    /// The safe-area insets a view controller's root view's margins add: none where `insetsLayoutMarginsFromSafeArea`
    /// is off (Apple's reference: "Changing the value to false allows your margins to remain at their original
    /// locations, even when they are outside the safe area",
    /// developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea) or where the document's
    /// generation simulates iOS 10 or earlier (`InterfaceBuilderGeneration.rootMarginsIncludeSafeArea`).
    func controllerRootSafeAreaMargins() -> LayoutInsets {
        guard environment.interfaceBuilder.rootMarginsIncludeSafeArea,
            views[0].values.bool("insetsLayoutMarginsFromSafeArea") ?? true
        else {
            return .zero
        }
        return environment.safeAreaInsets
    }

    /// The margins of a scene's extra view, which IB lays out on its canvas as a xib's top-level view
    /// (`LayoutEnvironment.document(of:)`), in a screen of its own size: a root view's minimum side margins for its
    /// width, plus the screen's insets and the status bar its generation infers (none in Xcode 9.3 to 13), as the
    /// safe area of such a view. Inferred from IB's recorded frames of views pinned to such margins, 16 pt in: the
    /// extra views of Tofu's `Main.storyboard` (17701, two 240 pt views, nothing at the top) and Delta's
    /// `Main.storyboard` (23504, a button 8 pt below the top margin at y 28: the 20 pt status bar; both probe3), and,
    /// with the xib's top-level collection reusable views that the same rule covers, Delta's and Provenance's
    /// `AboutPatreonHeaderView.xib` (23504 and 23094, 375 pt: probe3 and probe2): 4 files of 3 repositories, the two
    /// xibs one design. Apple documents margins for a view controller's root view only.
    func canvasTopLevelMargins(_ view: Int) -> LayoutInsets? {
        guard view != 0, views[view].parent == 0, layout.extraViewIDs.contains(views[view].node.id),
            let width = recordedFrames[view]?.width
        else {
            return nil
        }
        let side = environment.device.rootMargin(width: width)
        let screen = environment.device.insets(environment.orientation)
        let status =
            environment.interfaceBuilder.drawsInferredStatusBarOverNonControllerViews || screen.top > 24
            ? screen.top : 0
        return LayoutInsets(top: status, left: side + screen.left, bottom: screen.bottom, right: side + screen.right)
    }

    /// UIKit's margins for a view that sets none: 8 pt (Apple's `directionalLayoutMargins` reference: "For most views,
    /// the default layout margins are 8 points on each side"), but a table cell's content view has 11 pt above and
    /// below (15 in the newest IB, `InterfaceBuilderGeneration.cellVerticalMargin`) and the cell's margins
    /// (`LayoutDevice.cellMargin(width:)` for the cell's width) at the sides since iOS 11 (documents saved before
    /// Xcode 8 record no device and keep 8). The content view takes the cell's margins only where it reaches them:
    /// beside an accessory, which ends the content view short of the cell's trailing edge, it keeps its own 8
    /// (unverified: the leading side is seen in Monal's `MLContactCell.xib` and SwiftMessages' demo, but no file pins a
    /// view to the trailing margin beside an accessory). Documents saved before tools version 13771 keep 8 everywhere
    /// (`InterfaceBuilderGeneration`), but where the content view and its cell preserve their superviews' margins
    /// before Xcode 9 (`preservedTableMargin`). The cell rules are inferred from IB's recorded frames of cell subviews pinned to
    /// the content view's margins (the files are named where each value is defined; `Documentation/LayoutRules.md`
    /// lists them), not from a document: Apple documents none of them.
    private func defaultMargins(cell: LayoutInsets?) -> LayoutInsets {
        cell ?? .all(8)
    }

    /// A table cell's content view's margins from its cell (`defaultMargins`), or `nil` for another view or where the
    /// document's generation keeps 8 pt.
    private func cellMargins(_ view: Int) -> LayoutInsets? {
        guard views[view].node.element == "tableViewCellContentView", environment.documentRecordsDevice else {
            return nil
        }
        let content = recordedFrames[view]?.width ?? environment.canvas.width
        let cell = views[view].parent.flatMap { recordedFrames[$0]?.width } ?? content
        let knownTable = views[view].parent.flatMap(tableWidth(ofCell:))
        let table = knownTable ?? cell
        let side: Double
        let vertical: Double
        if environment.interfaceBuilder > .beforeCellMargins || isXcode9ControllerTableCell(contentView: view) {
            side = cellSideMargin(contentView: view, tableIsKnown: knownTable != nil, width: table)
            vertical = environment.interfaceBuilder.cellVerticalMargin
        } else if let preserved = preservedTableMargin(view, tableWidth: table) {
            side = preserved
            vertical = 8
        } else {
            return nil
        }
        return LayoutInsets(top: vertical, left: side, bottom: vertical, right: content < cell - 0.5 ? 8 : side)
    }

    /// A cell's content view's side margins from Xcode 9.3 (and in Xcode 9's table view controllers): the width's
    /// (`LayoutDevice.cellMargin(width:)`) in a table view controller's own table; in a table inside another view, the
    /// generation's margins for such cells where it has them (`InterfaceBuilderGeneration.embeddedTableCellSideMargin(on:)`),
    /// else the width's where the content view preserves its table's margins through its cell (Pisth's
    /// `Git.storyboard`, `InterfaceBuilderGeneration.cellSideMargin(on:)`); elsewhere the generation's uniform margins,
    /// or the width's.
    private func cellSideMargin(contentView view: Int, tableIsKnown: Bool, width: Double) -> Double {
        let device = environment.device
        if tableIsKnown, let cell = views[view].parent {
            if isInControllerTable(cell: cell) { return device.cellMargin(width: width) }
            if let margin = environment.interfaceBuilder.embeddedTableCellSideMargin(on: device) { return margin }
            if preservesTableMargins(view) { return device.cellMargin(width: width) }
        }
        return environment.interfaceBuilder.cellSideMargin(on: device) ?? device.cellMargin(width: width)
    }

    /// Whether a cell is in a table view controller's own table, its root view: a prototype whose table is, or a
    /// static cell of the layout's root table.
    private func isInControllerTable(cell: Int) -> Bool {
        cell == 0 ? environment.tableIsControllerView : table(ofCell: cell) == 0
    }

    /// Whether a content view's cell is in a table view controller's own table (its root view) in a document of
    /// Xcode 9 to 9.2 (`InterfaceBuilderGeneration.beforeCellMargins`, 13122 to 13770), whose canvas gives such cells
    /// the margins of later versions (`LayoutDevice.cellMargin(width:)` at the sides, 11 pt above and below) where a
    /// table inside another view keeps 8. Inferred from 3 files of 2 repositories whose cells' views pinned to the
    /// content view's margins sit 16 pt in on an iPhone 8: rhysforyou/BarMagnet's `en.lproj/Main.storyboard` (13526,
    /// probe11: static and prototype cells, 11 pt from the top), MiniKeePass' `Settings.storyboard` and
    /// `MoveItems.storyboard` (13196, probe3); RxDataSources' `Main.storyboard` (13196), whose prototypes are in
    /// tables inside plain controllers' views, keeps 8. No readable mirror holds another document of these versions
    /// with such cells. Apple documents no cell margins.
    private func isXcode9ControllerTableCell(contentView view: Int) -> Bool {
        guard environment.interfaceBuilder == .beforeCellMargins, environment.device.idiom == .phone,
            let cell = views[view].parent
        else { return false }
        // Static cells below the screen keep 8 pt in both files (9 cells), margins of an earlier IB that did not lay
        // them out again (`isContentViewOfCellOutsideTable`).
        return isInControllerTable(cell: cell) && (cell == 0 || !isContentViewOfCellOutsideTable(view))
    }

    /// The side margins an older generation gives a content view that preserves its cell's margins in a cell that
    /// preserves its phone table's (`InterfaceBuilderGeneration.preservedCellSideMargin`).
    private func preservedTableMargin(_ view: Int, tableWidth: Double) -> Double? {
        guard let margin = environment.interfaceBuilder.preservedCellSideMargin, environment.device.idiom == .phone,
            tableWidth < 390, preservesTableMargins(view)
        else {
            return nil
        }
        return margin
    }

    /// Whether a cell's content view preserves its cell's margins (`preservesSuperviewLayoutMargins`), and the cell
    /// its table's.
    private func preservesTableMargins(_ contentView: Int) -> Bool {
        guard views[contentView].values.bool("preservesSuperviewLayoutMargins") == true,
            let cell = views[contentView].parent
        else { return false }
        return views[cell].values.bool("preservesSuperviewLayoutMargins") == true
    }

    /// The width of the table view that holds a cell, as IB records it: a cell's side margins follow it, not the
    /// cell's own width, which an inset grouped table's cells are narrower than. Apple's
    /// `cellLayoutMarginsFollowReadableWidth` reference says the table decides them ("whether the cell margins derive
    /// from the width of the readable content guide", developer.apple.com/documentation/uikit/uitableview/
    /// celllayoutmarginsfollowreadablewidth), not how. A **guess** from one file: KeePassium's
    /// `PasswordGeneratorVC.storyboard` (probe set), whose 374 pt cells of an inset grouped 414 pt table have 20 pt
    /// side margins (16 for their own width); the only inset grouped table in the corpora.
    private func tableWidth(ofCell cell: Int) -> Double? {
        cell == 0 ? environment.tableWidth : table(ofCell: cell).flatMap { recordedFrames[$0]?.width }
    }

    /// The table view that holds a cell, where the layout has it (a static cell's; a prototype's table is outside its
    /// layout, and the environment says what is known of it).
    func table(ofCell cell: Int) -> Int? {
        var ancestor = views[cell].parent
        while let index = ancestor, views[index].node.element != "tableView" { ancestor = views[index].parent }
        return ancestor
    }

    /// The readable content guide: the layout margins, narrowed to the readable width and centered.
    private mutating func readableBox(_ view: Int) -> LayoutBox {
        if let box = readableBoxes[view] { return box }
        let margins = frames[view].inset(by: margins(view))
        let name = views[view].node.name
        let minX = LinearExpression(factory.make("\(name).readableContentGuide.minX"))
        let width = LinearExpression(factory.make("\(name).readableContentGuide.width"))
        let readable = LinearExpression(constant: LayoutDevice.readableWidth)
        add(
            width, .lessThanOrEqual, margins.width,
            "\(name).readableContentGuide.width <= \(name).layoutMarginsGuide.width")
        add(
            width, .lessThanOrEqual, readable,
            "\(name).readableContentGuide.width <= \(format(LayoutDevice.readableWidth))")
        add(
            width, .equal, readable, priority: Self.parameterPriority,
            "\(name).readableContentGuide.width == \(format(LayoutDevice.readableWidth))")
        add(
            minX + width * 0.5, .equal, margins.midX,
            "\(name).readableContentGuide.centerX == \(name).layoutMarginsGuide.centerX")
        let box = LayoutBox(minX: minX, minY: margins.minY, width: width, height: margins.height)
        readableBoxes[view] = box
        return box
    }

    /// A scroll view's content layout guide: it starts at the scroll view's origin (content offset zero) and
    /// its size is what the constraints make of it.
    mutating func contentBox(_ view: Int) -> LayoutBox {
        if let box = contentBoxes[view] { return box }
        let name = views[view].node.name
        let width = factory.make("\(name).contentLayoutGuide.width")
        let height = factory.make("\(name).contentLayoutGuide.height")
        let extent = contentExtent(view)
        stays += [Stay(variable: width, target: extent.width), Stay(variable: height, target: extent.height)]
        add(LinearExpression(width), .greaterThanOrEqual, 0, "\(name).contentLayoutGuide.width >= 0")
        add(LinearExpression(height), .greaterThanOrEqual, 0, "\(name).contentLayoutGuide.height >= 0")
        let box = LayoutBox(
            minX: frames[view].minX, minY: frames[view].minY, width: LinearExpression(width),
            height: LinearExpression(height))
        contentBoxes[view] = box
        return box
    }

    /// The recorded size the content of a scroll view spans, at least the scroll view's own.
    private func contentExtent(_ view: Int) -> LayoutSize {
        let own = views[view].node.canvasFrame
        var size = LayoutSize(width: own?.width ?? 0, height: own?.height ?? 0)
        for child in views[view].children {
            guard let frame = views[child].node.canvasFrame else { continue }
            size.width = max(size.width, frame.x + frame.width)
            size.height = max(size.height, frame.y + frame.height)
        }
        return size
    }

    /// Whether constraints from a view's content to its edges attach to its content area.
    func isScrollView(_ view: Int) -> Bool {
        ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(views[view].node.baseType)
    }
}
