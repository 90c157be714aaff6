/// A rectangle whose edges are linear expressions: a view's frame in root-view coordinates, or a layout guide.
struct LayoutBox {
    var minX: LinearExpression
    var minY: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var maxX: LinearExpression { minX + width }
    var maxY: LinearExpression { minY + height }
    var midX: LinearExpression { minX + width * 0.5 }
    var midY: LinearExpression { minY + height * 0.5 }

    /// The box shrunk by insets on each edge.
    func inset(by insets: BoxInsets) -> LayoutBox {
        LayoutBox(
            minX: minX + insets.left, minY: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The expression of an edge, center or dimension attribute (margins already resolved); `nil` for baselines.
    func value(_ attribute: LayoutAttribute) -> LinearExpression? {
        switch attribute.withoutMargin {
        case .left, .leading: minX
        case .right, .trailing: maxX
        case .top: minY
        case .bottom: maxY
        case .centerX: midX
        case .centerY: midY
        case .width: width
        case .height: height
        default: nil
        }
    }

    /// The leading and trailing edges and the size along an axis.
    func span(
        _ axis: LayoutAxis
    ) -> (min: LinearExpression, max: LinearExpression, mid: LinearExpression, size: LinearExpression) {
        axis == .horizontal ? (minX, maxX, midX, width) : (minY, maxY, midY, height)
    }
}

/// Insets whose values may be expressions (a view's safe-area insets are unknowns of the system).
struct BoxInsets {
    var top: LinearExpression
    var left: LinearExpression
    var bottom: LinearExpression
    var right: LinearExpression

    init(top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ insets: LayoutInsets) {
        self.init(
            top: LinearExpression(constant: insets.top), left: LinearExpression(constant: insets.left),
            bottom: LinearExpression(constant: insets.bottom), right: LinearExpression(constant: insets.right))
    }

    static func + (lhs: BoxInsets, rhs: BoxInsets) -> BoxInsets {
        BoxInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}

/// A layout axis.
enum LayoutAxis: String {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
    var dimensionName: String { self == .horizontal ? "width" : "height" }
}
