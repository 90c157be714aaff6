/// A size in points.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size turned a quarter: width and height swapped.
    public var rotated: LayoutSize { LayoutSize(width: height, height: width) }
}

/// Distances from each edge of a rectangle, in points (`UIEdgeInsets`).
public struct LayoutInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = LayoutInsets()

    /// The same inset on every edge.
    public static func all(_ value: Double) -> LayoutInsets {
        LayoutInsets(top: value, left: value, bottom: value, right: value)
    }
}

/// How a device is held.
public enum LayoutOrientation: String, Hashable, Sendable {
    case portrait, landscape
}
