import Testing
@testable import UnboardCore

/// A stack view whose layout margins IB's size inspector sets arranges its views inside them: IB writes the margins
/// and no `layoutMarginsRelativeArrangement` attribute, and lays the arranged views out at the margins.
@Suite struct LayoutStackViewMarginTests {
    /// A stack view 361 × 80 at (16, 100) holding one label, with `margins` (an `edgeInsets` or
    /// `directionalEdgeInsets` element) and `attributes`.
    private static func storyboard(margins: String, attributes: String = "") -> String {
        LayoutSnippet.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Stack View">
                    <rect key="frame" x="16" y="100" width="361" height="80"/>
                    <subviews>
                        \(LayoutSnippet.label("Title", "lbl-00-001", x: 20, y: 12, width: 321, height: 56))
                    </subviews>
                    \(margins)
                </stackView>
                """,
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41)
                + #"<constraint firstItem="stk-00-001" firstAttribute="height" constant="80" id="s-4"/>"#)
    }

    private static let directional =
        #"<directionalEdgeInsets key="directionalLayoutMargins" top="12" leading="20" bottom="12" trailing="20"/>"#

    @Test func directionalMarginsArrangeTheViewsInsideThem() {
        // cwa-app-ios' TraceLocationConfigurationViewController.xib (21225): 12/20 margins, labels at (20, 12).
        let xml = Self.storyboard(margins: Self.directional)
        LayoutSnippet.expect(
            LayoutSnippet.frames(xml)["titleLabel"], LayoutRect(x: 20, y: 12, width: 321, height: 56))
        let swift = Generate.text(xml).files.map(\.contents).joined()
        #expect(swift.contains("stackView.isLayoutMarginsRelativeArrangement = true"), "\(swift)")
    }

    @Test func absoluteMarginsArrangeTheViewsInsideThem() {
        // KeePassium's PricingPlanPickerVC.storyboard (21701): 4/8 margins, the activity indicator at (8, 4).
        let xml = Self.storyboard(
            margins: #"<edgeInsets key="layoutMargins" top="12" left="20" bottom="12" right="20"/>"#)
        LayoutSnippet.expect(
            LayoutSnippet.frames(xml)["titleLabel"], LayoutRect(x: 20, y: 12, width: 321, height: 56))
    }

    @Test func anExplicitArrangementIsWrittenOnce() {
        let xml = Self.storyboard(
            margins: Self.directional, attributes: #"layoutMarginsRelativeArrangement="YES""#)
        let swift = Generate.text(xml).files.map(\.contents).joined()
        #expect(swift.components(separatedBy: "isLayoutMarginsRelativeArrangement").count == 2, "\(swift)")
    }

    /// ASAbdellatif/initium's `Main.storyboard` (15702, probe10), anyashura/PhotosApp's `Main.storyboard` (20037,
    /// probe10) and woocommerce-ios' `LedgerTableViewCell.xib` (21701, probe2): an arranged view pinned to a stack
    /// view's top, leading or trailing margin sits on the stack's edge, where a plain view's 8 pt would put it: IB
    /// gives a stack view that sets no margins none. A centred row holding a 41 pt label pinned to its top margin is 41
    /// pt tall, the label at its top.
    @Test func aStackViewThatSetsNoMarginsHasNone() {
        let height = #"<constraints><constraint firstAttribute="height" constant="41" id="l-1"/></constraints>"#
        let label = LayoutSnippet.label("Title", "lbl-00-001", x: 0, y: 0, width: 361, height: 41)
            .replacingOccurrences(of: "<fontDescription", with: height + "<fontDescription")
        let xml = LayoutSnippet.storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Stack View">
                    <rect key="frame" x="16" y="100" width="361" height="41"/>
                    <subviews>\(label)</subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="stk-00-001" secondAttribute="topMargin" id="m-1"/>
                    </constraints>
                </stackView>
                """,
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41))
        #expect(xml.contains("topMargin"))
        let frames = LayoutSnippet.frames(xml)
        LayoutSnippet.expect(frames["stackView"], LayoutRect(x: 16, y: 100, width: 361, height: 41))
        LayoutSnippet.expect(frames["titleLabel"], LayoutRect(x: 0, y: 0, width: 361, height: 41))
    }

    @Test func aStackViewWithoutMarginsArrangesTheViewsOnItsBounds() {
        LayoutSnippet.expect(
            LayoutSnippet.frames(Self.storyboard(margins: ""))["titleLabel"],
            LayoutRect(x: 0, y: 0, width: 361, height: 80))
    }
}
