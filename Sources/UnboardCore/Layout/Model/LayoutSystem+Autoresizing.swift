extension LayoutSystem {
    /// Gives views that constraints do not position their frame: autoresizing views follow their mask from the
    /// recorded frame, as `translatesAutoresizingMaskIntoConstraints` does; views their owner positions (a
    /// cell's content view) keep the recorded frame.
    mutating func positionWithoutConstraints(_ index: Int) {
        let view = views[index]
        guard let parent = view.parent else { return }
        switch view.node.positioning {
        case .constraints:
            return
        case .owner:
            guard let frame = ownerFrame(index, parent: parent) else { return }
            pin(index, to: frame, parent: parent, mask: [], label: "owner", fitsHeight: fitsContentHeight(index))
        case .frame(let frame, let mask):
            guard let frame = frame ?? view.node.canvasFrame else { return }
            pin(
                index, to: frame, parent: parent, mask: Set(mask),
                label: "h=\(maskCode(mask, .horizontal)) v=\(maskCode(mask, .vertical))")
        }
    }

    /// The frame a view its owner positions is laid out in: its recorded frame, or for a cell's content view without
    /// one the cell's bounds above the separator (`separatorBelowContent`). In a document that names its device, a
    /// content view recorded as tall as its cell is laid out above the separator too, as IB lays its subviews out
    /// before tools version 13771: on an iPhone 8, 0.5 pt short in 3 files of 3 repositories, RedSocialParse's
    /// `Main.storyboard` (12120, probe13: 11 cells), bonyadmitr/XcodeProjects' `DynamicCell` `TableViewCell.xib` (12118)
    /// and element-ios' `RoomMembershipWithPaginationTitleBubbleCell.xib` (12121), both in their repositories'
    /// histories; ownCloud's `ShareLoadingCell.xib` (11762, visible) is 1 pt short, within the tolerance of the 0.5
    /// taken; on an iPhone 8 Plus PopcornTimeTV's `iOS.storyboard` (12120, history) a third of a point short (its 12121
    /// version 1 pt). Without a device the files disagree, so the recorded frame is kept: wheelmap's
    /// `WMPOIsListTableViewCell.xib` (9532, probe3) and openhab's `Main.storyboard` (10117, history) are laid out 1 pt
    /// short, Clonagram's `Main.storyboard` (9531, probe13) for the recorded 221 pt.
    private func ownerFrame(_ index: Int, parent: Int) -> LayoutRect? {
        let separator = separatorBelowContent(index)
        guard let recorded = views[index].node.canvasFrame else {
            return recordedFrames[parent].map {
                LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height - separator)
            }
        }
        guard separator > 0, environment.documentRecordsDevice, let cell = recordedFrames[parent], recorded.y == 0,
            abs(recorded.height - cell.height) < 0.01
        else { return recorded }
        return LayoutRect(x: recorded.x, y: 0, width: recorded.width, height: recorded.height - separator)
    }

    /// The height IB leaves below a cell's content view for the cell's separator, one pixel of the document's device
    /// (1 pt in documents that name no device, as before Xcode 8) in documents saved before tools version 13771
    /// (`beforeCellMargins` and `wholePoints`), none where the table draws no separators. Inferred from the frames IB
    /// records: in every document before tools version 9000 that records both, a content view is 1 pt shorter than its
    /// cell where separators show (15 files of 7 repositories, 5053 to 8191: appium's UICatalog, 57 cells;
    /// ECSlidingViewController, Programming-iOS-Book-Examples, ownCloud, SwiftCharts, Eureka, seafile; xib cells too)
    /// and as tall as its cell where the table has none (ECSlidingViewController, 2 cells). In the documents of 9000 to
    /// 13770 a content view's subviews pinned to its bottom are laid out for the cell's height less 0.5 pt on a 2x
    /// device (11762 to 13528: 7 files of 7 repositories, whatever the content view's recorded height: RedSocialParse,
    /// SwiftCoding, Makestagram, MiniKeePass, irccloud, Eureka and `../shared/corpus`'s `MainSwift.storyboard`; 2 files
    /// at 1 pt: MGSwipeTableCell's, ownCloud's `ShareLoadingCell.xib`) and less 1 pt without a device (9531 to 10117:
    /// 4 files of 4 repositories: JSQMessagesViewController, Geoconfess, UITableView-FDTemplateLayoutCell, wheelmap;
    /// iOS-9-Sampler's at 0.5, exTVPlayer's and Clonagram's at 0 against). On a 3x device a third of a point is a
    /// **guess** from one file (PopcornTimeTV's `iOS.storyboard` at 12120, in its history; its 12121 version 1 pt). The content views without a frame are RxSwift's `WikipediaSearchCell.xib`
    /// (7528.3) and MengTo's DesignerNewsApp `Main.storyboard` (7706), whose views pinned to the content view's bottom
    /// end 1 pt higher than the cell's height leaves them. Apple documents no separator height.
    private func separatorBelowContent(_ index: Int) -> Double {
        guard views[index].node.element == "tableViewCellContentView",
            environment.interfaceBuilder <= .beforeCellMargins, let cell = views[index].parent
        else { return 0 }
        let hidden =
            cell == 0
            ? environment.tableHidesSeparators
            : table(ofCell: cell).map { views[$0].values.member("separatorStyle") == "none" } ?? false
        guard !hidden else { return 0 }
        return environment.documentRecordsDevice ? 1 / environment.device.scale : 1
    }

    /// Constraints that keep `frame` (in the parent's coordinates) and move it as `mask` says when the parent's
    /// size differs from the one IB recorded; with `fitsHeight`, the height is only preferred, at the fitting
    /// priority (`fitsContentHeight`).
    private mutating func pin(
        _ index: Int, to frame: LayoutRect, parent: Int, mask: Set<String>, label: String, fitsHeight: Bool = false
    ) {
        let recordedParent =
            views[parent].node.canvasFrame.map { LayoutSize(width: $0.width, height: $0.height) }
            ?? (parent == 0 ? environment.canvas : LayoutSize(width: frame.width, height: frame.height))
        let name = views[index].node.name
        for axis in [LayoutAxis.horizontal, .vertical] {
            let own = frames[index].span(axis)
            let outer = frames[parent].span(axis)
            let position = axis == .horizontal ? frame.x : frame.y
            let size = axis == .horizontal ? frame.width : frame.height
            let parentSize = axis == .horizontal ? recordedParent.width : recordedParent.height
            let shares = autoresizingShares(
                mask, axis, before: position, size: size, after: parentSize - position - size)
            let growth = outer.size - parentSize
            let tag = "'NSAutoresizingMaskLayoutConstraint' \(label) \(name)"
            add(
                own.min, .equal, outer.min + position + growth * shares.before,
                "\(tag).min\(axis == .horizontal ? "X" : "Y") == \(format(position))")
            let fitted = fitsHeight && axis == .vertical
            add(
                own.size, .equal, growth * shares.size + size, priority: fitted ? .fittingSizeLevel : .required,
                "\(tag).\(axis.dimensionName) == \(format(size))\(fitted ? " (fitting size)" : "")")
        }
    }

    /// How the growth of the superview is shared among the flexible parts of an axis: in proportion to their
    /// sizes, or evenly when they have none. Apple's `autoresizingMask` reference: "When more than one option along the
    /// same axis is set, the default behavior is to distribute the size difference proportionally among the flexible
    /// portions" (developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property); evenly for parts of
    /// no size is unverified.
    private func autoresizingShares(
        _ mask: Set<String>, _ axis: LayoutAxis, before: Double, size: Double, after: Double
    ) -> (before: Double, size: Double) {
        let names =
            axis == .horizontal
            ? ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"]
            : ["flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
        let parts = zip(names.map(mask.contains), [max(before, 0), max(size, 0), max(after, 0)]).map {
            (flexible: $0, length: $1)
        }
        let flexible = parts.filter(\.flexible)
        guard !flexible.isEmpty else { return (0, 0) }
        let total: Double = flexible.reduce(0.0) { $0 + $1.length }
        func share(_ part: (flexible: Bool, length: Double)) -> Double {
            guard part.flexible else { return 0 }
            return total > 0 ? part.length / total : 1 / Double(flexible.count)
        }
        return (share(parts[0]), share(parts[1]))
    }

    /// UIKit's `h=-&-`-style code for a mask: `-` fixed, `&` flexible, for the leading margin, size and trailing margin.
    private func maskCode(_ mask: [String], _ axis: LayoutAxis) -> String {
        let names =
            axis == .horizontal
            ? ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"]
            : ["flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
        return names.map { mask.contains($0) ? "&" : "-" }.joined()
    }
}
