/// The frames of one layout's views as the constraints place them in one environment, with what each frame
/// depends on besides the constraints.
public struct SolvedLayout: Sendable {
    /// One installed view.
    public struct View: Sendable {
        /// The IB object id.
        public var id: String
        /// The Swift name.
        public var name: String
        /// The Swift type (the custom class, when there is one).
        public var type: String
        /// The index of the superview in `views`; `nil` for the root.
        public var parent: Int?
        /// The frame in the superview's coordinates (a scroll view's content at offset zero).
        public var frame: LayoutRect
        /// The frame in the root view's coordinates.
        public var absoluteFrame: LayoutRect
        /// The frame IB recorded, in the superview's coordinates.
        public var recordedFrame: LayoutRect?
        /// IB's `misplaced` and `ambiguous` flags.
        public var designFlags: Set<String>
        /// How the view gets its frame.
        public var positioning: ViewNode.Positioning
        /// What else than the constraints the frame depends on.
        public var dependencies: Set<LayoutDependency>
        /// Whether the view is hidden.
        public var isHidden: Bool
        /// The first required constraint involving the view that IB's recorded frames break, described (`nil` when
        /// they keep every constraint they can decide).
        public var brokenConstraint: String?
        /// A layout other than the model's that puts the view where IB recorded it, when the model's does not.
        public var alternativeFit: AlternativeFit? = nil
    }

    /// A layout the model does not take for UIKit's, but which puts a view within the tolerance of IB's frame.
    public struct AlternativeFit: Sendable {
        /// Why IB may have laid the view out so.
        public var reason: UnverifiableReason
        /// What that layout changes, for the report.
        public var detail: String
    }

    /// A layout guide, for drawing.
    public struct Guide: Sendable {
        /// `view.safeAreaLayoutGuide`, `scrollView.contentLayoutGuide`...
        public var name: String
        /// The guide's frame in the root view's coordinates.
        public var frame: LayoutRect
    }

    /// The layout's key (`Main.ViewController`).
    public var key: String
    /// The input the layout comes from.
    public var sourcePath: String
    /// Where the layout was solved.
    public var environment: LayoutEnvironment
    /// The installed views, root first, parents before children.
    public var views: [View]
    /// The guides the constraints use, and the root's safe area.
    public var guides: [Guide]
    /// Required constraints that could not hold, as UIKit would log them.
    public var unsatisfiable: [UnsatisfiableConstraints]
}

/// What a frame depends on besides the constraints, found by changing it and watching the frame move.
public enum LayoutDependency: String, Hashable, Sendable, CaseIterable {
    /// The constraints leave the frame open; the engine's weakest preferences decided it.
    case ambiguity
    /// A baseline, whose position needs font metrics.
    case baseline
    /// The proportions of a `fillProportionally` stack view, which come from intrinsic sizes.
    case fillProportionally
    /// The alignment insets of an SF Symbol, which need the symbol's glyph metrics.
    case symbolMetrics
    /// The layout margins of a static cell's content view, where the cell lies outside its table view's bounds, whose
    /// frames IB does not lay out again (`LayoutSystem.isContentViewOfCellOutsideTable`).
    case cellOutsideTable
    /// Where a stack view puts a hidden arranged view it collapses along its axis, which Apple does not document
    /// (`LayoutSystem.collapse`): the view's own frame and those of the views inside it.
    case hiddenArrangedPlacement
}
