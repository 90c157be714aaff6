/// How a view's solved frame compares with the frame Interface Builder recorded.
public enum ViewVerdict: Hashable, Sendable {
    /// Every component is within the tolerance.
    case within
    /// Some component is further off than the tolerance.
    case off(expected: LayoutRect, got: LayoutRect)
    /// The recorded frame is no oracle for this view, or the constraints alone do not place it.
    case unverifiable(UnverifiableReason)
}

/// Why a view cannot be verified.
public enum UnverifiableReason: String, Hashable, Sendable, CaseIterable {
    /// IB says the recorded frame is not where the constraints put the view (`misplaced="YES"`).
    case misplacedInIB = "misplaced in IB"
    /// IB says the constraints do not decide the frame (`ambiguous="YES"`).
    case ambiguousInIB = "ambiguous in IB"
    /// IB recorded no frame.
    case noRecordedFrame = "no recorded frame"
    /// The frame depends on the proportions of a `fillProportionally` stack view.
    case fillProportionally = "fillProportionally"
    /// The frame depends on a text baseline, which needs font metrics.
    case baseline = "baseline needs font metrics"
    /// The frame is an SF Symbol's alignment rectangle grown by the symbol's insets, which need its glyph metrics.
    case symbolMetrics = "SF Symbol needs glyph metrics"
    /// The generated constraints leave the frame open though IB did not flag it.
    case ambiguous = "ambiguous constraints"
    /// The frame depends on the margins of a static cell outside its table view's bounds, which IB does not lay out
    /// again: its recorded frame may hold an earlier IB's margins.
    case cellOutsideTable = "static cell outside its table's bounds, not laid out by IB"
    /// The view is a hidden arranged view of a stack view, or inside one: it is not drawn, and where the stack view
    /// puts it along its axis is not documented, so IB's recorded frame is no oracle for it.
    case hiddenArrangedView = "hidden arranged view, placed where Apple does not document"
    /// IB's recorded frames break a required constraint involving the view by more than the tolerance (a frame IB
    /// did not lay out again, or a conflict IB resolved its own way), though IB did not flag it misplaced.
    case recordedFramesBreakConstraints = "IB's recorded frames break the view's constraints"
    /// The view is off, but lands within the tolerance with IB's placeholder constraints, which IB lays out with
    /// and removes at build time: IB's frame is not the app's.
    case placeholderConstraints = "IB's frame follows placeholder constraints, removed at build time"
    /// The view is off, but lands within the tolerance when the containers whose recorded frames break their
    /// constraints are held at those frames: IB laid it out for a container frame no UIKit layout gives, so where
    /// it goes in the container's real frame is unknown.
    case laidOutForStaleContainer = "laid out for a container frame that breaks its constraints"
    /// The view is off, but lands within the tolerance when Auto Layout breaks a stack view's 'UISV-hiding'
    /// constraint instead of the required size it contradicts; which of the two Auto Layout breaks is not documented.
    case hidingConflict = "a hidden arranged view's required size contradicts its stack view's hiding"
}

/// One view's verification.
public struct ViewVerification: Hashable, Sendable {
    /// The view's Swift name.
    public var name: String
    /// The view's Swift type.
    public var type: String
    /// Whether the view is positioned by its frame and autoresizing mask rather than by constraints.
    public var isPositionedByFrame: Bool
    /// The verdict.
    public var verdict: ViewVerdict
    /// What the reason a view is unverifiable rests on, when it names something the reader can check (the
    /// constraint IB's recorded frames break).
    public var detail: String? = nil
}
