extension LayoutSystem {
    /// Keeps every view's width and height at zero or more, as required constraints added after every other one:
    /// where the designer's required constraints demand a negative size, they keep holding and the size stays
    /// negative, and no conflict is reported (UIKit has no such constraint to log).
    ///
    /// Apple's Auto Layout Guide, "Anatomy of a Constraint", table "Auto Layout Attributes", of Height and Width:
    /// "These attributes can be assigned constant values or combined with other Height and Width attributes. These
    /// values cannot be negative."
    /// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html).
    /// IB records such views 0 pt tall: Fusuma's `FSCameraView.xib` (12121, probe15), Amaroq's `Main.storyboard`
    /// (probe4) and xdripswift's `Main.storyboard` (probe2).
    mutating func keepSizesNonNegative() {
        for (index, frame) in frames.enumerated() {
            let name = views[index].node.name
            for (size, dimension) in [(frame.width, "width"), (frame.height, "height")] {
                sizeFloors.append(LinearConstraint(size, .greaterThanOrEqual, 0, label: "\(name).\(dimension) >= 0"))
            }
        }
    }
}
