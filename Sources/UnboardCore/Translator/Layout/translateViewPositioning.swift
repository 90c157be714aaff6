extension LayoutScope {
    /// Whether a view is laid out by constraints or by its frame and autoresizing mask, as IB decides at build time.
    ///
    /// An explicit `translatesAutoresizingMaskIntoConstraints="NO"` wins; in an Auto Layout document a view that
    /// constraints position (or an arranged subview) is constraint-based unless IB marked its frame fixed
    /// (`fixedFrame="YES"`); everything else keeps its frame and autoresizing mask.
    func positioning(of view: IBView) -> ViewNode.Positioning {
        let explicit = view.attributes.bool("translatesAutoresizingMaskIntoConstraints")
        if explicit == false { return .constraints }
        let fixed = view.attributes.bool("fixedFrame") ?? false
        if explicit == nil, context.document.usesAutolayout, !fixed, constrainedIDs.contains(view.id) {
            return .constraints
        }
        return .frame(view.property("rect", key: "frame")?.rect, autoresizing: autoresizingMask(of: view))
    }

    private func autoresizingMask(of view: IBView) -> [String] {
        guard let mask = view.property("autoresizingMask") else { return [] }
        let names = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        return names.filter { mask.attributes.bool($0.0) == true }.map(\.1)
    }
}
