extension ResolvedLayout.View {
    /// How far a control's frame reaches beyond the alignment rectangle its constraints act on
    /// (`alignmentRectInsets`). Unverified: Apple documents no control's insets. The figures are those IB's recorded
    /// frames show against their constraints in the corpus: a switch draws 2 pt past its trailing edge, a slider 2 pt
    /// past each side and 1 pt below (`../shared/corpus` and the wider corpus's visible set hold 96 switches in 21 files
    /// and 19 sliders in 7 files positioned by constraints).
    var alignmentInsets: LayoutInsets {
        guard node.positioning == .constraints else { return .zero }
        switch node.baseType {
        case "UISwitch": return LayoutInsets(right: 2)
        case "UISlider": return LayoutInsets(left: 2, bottom: 1, right: 2)
        // A guess, unverified (Apple documents no control's insets): IB's frames of segmented controls keep their
        // vertical constraints on a rectangle a point shorter at the bottom, both the 29 pt controls before iOS 13
        // and the 32 pt ones after (SVProgressHUD's demo, three controls; BEMSimpleLineGraph's sample, two;
        // SwiftMessages' `ExploreViewController`, whose 74 pt cells fit a label and a control exactly by it;
        // appium's UICatalog).
        case "UISegmentedControl": return LayoutInsets(bottom: 1)
        default: return .zero
        }
    }

    /// Whether the view shows an SF Symbol by constraints: UIKit grows its alignment rectangle by the symbol's
    /// own alignment insets, which only the symbol's glyph metrics tell, so its frame is not known here.
    var showsSymbol: Bool {
        guard node.positioning == .constraints, node.baseType == "UIImageView",
            case .call(_, let arguments) = values.assigned("image")
        else { return false }
        return arguments.first?.label == "systemName"
    }
}

extension LayoutRect {
    /// The rectangle shrunk by insets.
    func inset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by insets.
    func outset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(
            x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
            height: height + insets.top + insets.bottom)
    }
}
