extension LayoutScope {
    /// Whether a view is laid out by constraints or by its frame and autoresizing mask, as IB decides at build time.
    ///
    /// `fixedFrame="YES"` wins: IB writes it together with `translatesAutoresizingMaskIntoConstraints="NO"` on views
    /// it lays out with their frame and autoresizing mask, and compiles them that way. Otherwise an explicit
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, or a view that constraints position in an Auto Layout
    /// document (arranged subviews included; not a view that only its subviews' constraints refer to), is
    /// constraint-based; everything else keeps its frame and mask. A table's header and footer are never inferred
    /// to be (`ViewNode.framedTableProperties`).
    func positioning(of view: IBView) -> ViewNode.Positioning {
        let fixed = view.attributes.bool("fixedFrame") ?? false
        let explicit = view.attributes.bool("translatesAutoresizingMaskIntoConstraints")
        let inferred =
            explicit == nil && context.document.usesAutolayout && constrainedIDs.contains(view.id)
            && !ViewNode.framedTableProperties.contains(view.key ?? "")
        if !fixed, explicit == false || inferred {
            return .constraints
        }
        return .frame(view.property("rect", key: "frame")?.rect, autoresizing: autoresizingMask(of: view))
    }

    private func autoresizingMask(of view: IBView) -> [String] {
        guard let mask = view.property("autoresizingMask") else { return [] }
        let names = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
            ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"),
            ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        return names.filter { mask.attributes.bool($0.0) == true }.map(\.1)
    }
}
