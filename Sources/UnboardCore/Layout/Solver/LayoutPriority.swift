/// An Auto Layout priority: 1000 is required; lower priorities are satisfied strictly higher-first.
///
/// Unlike weights, priorities never add up: the solver first satisfies the 999s as well as it can, then the
/// 998s without giving up anything at 999, and so on, so one constraint at 751 beats any number at 750.
/// Constraints of one priority share it as a sum of their errors. Values below 1 are allowed for the
/// engine's own preferences (stays), which must yield to every constraint a designer can write.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric priority.
    public var rawValue: Double

    /// Creates a priority.
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    /// `UILayoutPriority.required`: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// `UILayoutPriority.defaultHigh`, the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// `UILayoutPriority.defaultLow`, the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
