/// A stack view's arrangement, read from its settings with `UIStackView`'s defaults.
struct StackViewFacts {
    var axis: LayoutAxis
    var distribution: String
    var alignment: String
    var spacing: Double
    var isBaselineRelative: Bool
    var isLayoutMarginsRelative: Bool

    /// The system spacing between arranged views (`UIStackView.spacingUseSystem`).
    static let systemSpacing = 8.0

    init(_ values: ViewSettingValues) {
        axis = values.member("axis") == "vertical" ? .vertical : .horizontal
        distribution = values.member("distribution") ?? "fill"
        alignment = values.member("alignment") ?? "fill"
        spacing = values.number("spacing") ?? (values.member("spacing") == "spacingUseSystem" ? Self.systemSpacing : 0)
        isBaselineRelative = values.bool("isBaselineRelativeArrangement") ?? false
        isLayoutMarginsRelative = values.bool("isLayoutMarginsRelativeArrangement") ?? false
    }

    /// The alignment across the axis, with baseline alignments of a vertical stack read as UIKit does (edges).
    var crossAlignment: String {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case "firstBaseline": return "leading"
        case "lastBaseline": return "trailing"
        default: return alignment
        }
    }
}
