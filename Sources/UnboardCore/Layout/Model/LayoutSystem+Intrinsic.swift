extension LayoutSystem {
    /// Records a view's intrinsic content size per axis (its content hugging and compression resistance
    /// constraints), taken from IB's recorded size since text and image metrics are not known here. The engine
    /// applies an axis only where the other constraints leave the view's size open.
    mutating func collectIntrinsicSizes(_ index: Int) {
        let view = views[index]
        guard view.parent != nil, view.node.positioning == .constraints, let frame = view.node.canvasFrame else {
            return
        }
        let recorded = frame.inset(by: view.alignmentInsets)
        let axes = intrinsicAxes(view)
        for axis in [LayoutAxis.horizontal, .vertical] {
            let placeholder =
                axis == .horizontal
                ? view.node.placeholderIntrinsicSize.width : view.node.placeholderIntrinsicSize.height
            guard axes.contains(axis) || placeholder != nil else { continue }
            intrinsicSizes.append(
                IntrinsicSize(
                    view: index, axis: axis,
                    value: placeholder ?? (axis == .horizontal ? recorded.width : recorded.height),
                    hugging: view.values.priority("setContentHuggingPriority", axis: axis.rawValue) ?? 250,
                    compressionResistance: view.values.priority(
                        "setContentCompressionResistancePriority", axis: axis.rawValue) ?? 750))
        }
    }

    /// The constraints UIKit makes for an intrinsic size (`NSContentSizeLayoutConstraint`).
    func constraints(for size: IntrinsicSize) -> [LinearConstraint] {
        let dimension = frames[size.view].span(size.axis).size
        let label =
            "'NSContentSizeLayoutConstraint' \(views[size.view].node.name).\(size.axis.dimensionName) == \(format(size.value))"
        return [
            LinearConstraint(
                dimension, .lessThanOrEqual, LinearExpression(constant: size.value),
                priority: LayoutPriority(size.hugging), label: label + " Hug:\(format(size.hugging))"),
            LinearConstraint(
                dimension, .greaterThanOrEqual, LinearExpression(constant: size.value),
                priority: LayoutPriority(size.compressionResistance),
                label: label + " CompressionResistance:\(format(size.compressionResistance))"),
        ]
    }

    /// The axes on which a view of this kind has an intrinsic size.
    private func intrinsicAxes(_ view: ResolvedLayout.View) -> Set<LayoutAxis> {
        switch view.node.baseType {
        case "UILabel", "UIButton", "UITextField", "UISwitch", "UISegmentedControl", "UIActivityIndicatorView",
            "UIPageControl",
            "UIStepper", "UIDatePicker", "UIPickerView":
            return [.horizontal, .vertical]
        case "UIImageView":
            return view.values.assigned("image") != nil || view.values.assigned("highlightedImage") != nil
                ? [.horizontal, .vertical] : []
        case "UISlider", "UIProgressView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar":
            return [.vertical]
        case "UITextView":
            return view.values.bool("isScrollEnabled") == false ? [.horizontal, .vertical] : []
        default:
            return []
        }
    }
}
