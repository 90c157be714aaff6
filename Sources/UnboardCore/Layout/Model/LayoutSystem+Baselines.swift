extension LayoutSystem {
    /// The first or last baseline of a view: a stack view's comes from its arranged views, a text view's is a
    /// guess from its font (a parameter, since only font metrics would tell), any other view's is its bottom.
    mutating func baseline(_ view: Int, first: Bool) -> LinearExpression {
        if views[view].node.arrangesSubviews {
            let arranged = views[view].children.filter { !isCollapsed($0) }
            if let child = first ? arranged.first : arranged.last { return baseline(child, first: first) }
        }
        guard Self.textTypes.contains(views[view].node.baseType) else { return frames[view].maxY }
        if let known = baselines[view] { return first ? known.first : known.last }
        let guess = baselineGuess(view)
        let name = views[view].node.name
        let offsets = [("firstBaseline", guess.first), ("lastBaseline", guess.last)].map { edge, value in
            let variable = factory.make("\(name).\(edge)Offset")
            parameters.append(Parameter(variable: variable, value: value, kind: .baseline, view: view))
            return frames[view].minY + LinearExpression(variable)
        }
        baselines[view] = (offsets[0], offsets[1])
        return first ? offsets[0] : offsets[1]
    }

    static let textTypes: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISegmentedControl"]

    /// Baselines from the top for the recorded height, with the system font's proportions (ascender 0.95,
    /// descender 0.24, line height 1.19 of the point size); labels taller than two lines are multi-line.
    private func baselineGuess(_ view: Int) -> (first: Double, last: Double) {
        let height = recordedFrames[view]?.height ?? 20
        let size = views[view].values.fontSize ?? 17
        let lineHeight = 1.19 * size
        if views[view].node.baseType == "UILabel", height > 1.8 * lineHeight {
            return (0.95 * size, height - 0.24 * size)
        }
        let centered = (height - lineHeight) / 2 + 0.95 * size
        return (centered, centered)
    }
}
