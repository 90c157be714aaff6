extension LayoutSystem {
    /// The margins a view that preserves its superview's margins takes from it, on IB's recorded frames: the
    /// superview's margins (its safe-area insets included) less the distance between the two views' edges, less the
    /// safe-area insets the view's own margins add; `nil` where the view preserves nothing or the frames are not
    /// known. Apple's `preservesSuperviewLayoutMargins` reference: "When any of the superview's margins is inside the
    /// area represented by the content view and its own margins, UIKit adjusts the content view's layout to respect
    /// the superview's margins. The amount of the adjustment is the smallest amount needed to ensure that content is
    /// also inside the superview's margins." (developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins);
    /// `UIView.h` (iOS 16.5 SDK): "If preservesSuperviewLayoutMargins is YES, margins cascade down the view tree,
    /// adjusting for geometry offsets". Table and collection cells keep their own rules (`cellMargins`), so the
    /// cascade stops at them.
    func inheritedMargins(_ view: Int) -> LayoutInsets? {
        guard views[view].values.bool("preservesSuperviewLayoutMargins") == true, let parent = views[view].parent,
            let frame = recordedFrames[view], let outer = recordedFrames[parent],
            let superview = effectiveMarginEstimate(parent)
        else {
            return nil
        }
        let safe = ownSafeAreaEstimate(view, frame)
        return LayoutInsets(
            top: superview.top - (frame.y - outer.y) - safe.top,
            left: superview.left - (frame.x - outer.x) - safe.left,
            bottom: superview.bottom - (outer.y + outer.height - frame.y - frame.height) - safe.bottom,
            right: superview.right - (outer.x + outer.width - frame.x - frame.width) - safe.right)
    }

    /// A view's margins as constants on IB's recorded frames, its safe-area insets included; `nil` for cells and their
    /// content views, for a root that is no view controller's view, and for a view that keeps UIKit's default 8 pt
    /// (no margins of its own, none inherited): those do not cascade, a **guess** from one file, KeePassium's
    /// `PricingPlanPickerVC.storyboard` (21701, probe set), whose stack view with its own 4 pt margins, preserving
    /// those of a plain stack view it fills, keeps 4 above its activity indicator.
    private func effectiveMarginEstimate(_ view: Int) -> LayoutInsets? {
        if view == 0 {
            guard layout.rootIsControllerView else { return nil }
            return controllerRootMargins() + controllerRootSafeAreaMargins()
        }
        guard let frame = recordedFrames[view], !Self.cellElements.contains(views[view].node.element) else {
            return nil
        }
        let own = views[view].values.layoutMargins ?? canvasTopLevelMargins(view)
        let inherited = inheritedMargins(view)
        guard own != nil || inherited != nil else { return nil }
        var margins = own ?? .all(8)
        if let inherited { margins = margins.atLeast(inherited) }
        return margins + ownSafeAreaEstimate(view, frame)
    }

    /// Cells and their content views, whose margins follow their own rules (`cellMargins`): the cascade stops at them.
    private static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView",
    ]

    /// The safe-area insets a view's margins add, from its recorded frame: none where
    /// `insetsLayoutMarginsFromSafeArea` is off.
    private func ownSafeAreaEstimate(_ view: Int, _ frame: LayoutRect) -> LayoutInsets {
        views[view].values.bool("insetsLayoutMarginsFromSafeArea") ?? true ? safeAreaOverlap(frame) : .zero
    }
}

extension LayoutInsets {
    /// The larger of the two insets on each edge.
    func atLeast(_ other: LayoutInsets) -> LayoutInsets {
        LayoutInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }

    /// The sum of the two insets on each edge.
    static func + (lhs: LayoutInsets, rhs: LayoutInsets) -> LayoutInsets {
        LayoutInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}
