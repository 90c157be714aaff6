import Foundation
import Testing
@testable import UnboardCore

/// Small scenes solved by the layout engine, with frames worked out by hand from UIKit's rules (not copied from
/// the engine): margins and safe area, priorities, intrinsic sizes, stack views, scroll views, autoresizing,
/// readable content, size classes. Frames are in the superview's coordinates.
@Suite struct LayoutFixtureTests {
    // MARK: Guides

    @Test func rootMarginsAndSafeArea() {
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.view("Card View", "crd-00-001", x: 16, y: 69, width: 361, height: 44),
            constraints: """
                <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
                <constraint firstAttribute="trailingMargin" secondItem="crd-00-001" secondAttribute="trailing" id="c00-00-002"/>
                <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" constant="10" id="c00-00-003"/>
                <constraint firstItem="crd-00-001" firstAttribute="height" constant="44" id="c00-00-004"/>
                """)
        // iPhone 15 Pro: 16 pt root margins (as IB records them in GoMap's `Panoramax.storyboard`), 59 pt safe-area top.
        LayoutSnippet.expect(frames["cardView"], LayoutRect(x: 16, y: 69, width: 361, height: 44))
    }

    @Test func customMarginsOfASubview() {
        let subviews = LayoutSnippet.view(
            "Card View", "crd-00-001", x: 0, y: 100, width: 393, height: 200,
            content: #"<edgeInsets key="layoutMargins" top="10" left="30" bottom="10" right="30"/><subviews>"#
                + LayoutSnippet.view("Inner View", "inr-00-001", x: 30, y: 10, width: 333, height: 180) + "</subviews>")
        let frames = LayoutSnippet.frames(
            subviews: subviews,
            constraints: """
                <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
                <constraint firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" id="c00-00-002"/>
                <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-003"/>
                <constraint firstItem="crd-00-001" firstAttribute="height" constant="200" id="c00-00-004"/>
                <constraint firstItem="inr-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leadingMargin" id="c00-00-005"/>
                <constraint firstItem="inr-00-001" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailingMargin" id="c00-00-006"/>
                <constraint firstItem="inr-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="topMargin" id="c00-00-007"/>
                <constraint firstItem="inr-00-001" firstAttribute="bottom" secondItem="crd-00-001" secondAttribute="bottomMargin" id="c00-00-008"/>
                """)
        LayoutSnippet.expect(frames["innerView"], LayoutRect(x: 30, y: 10, width: 333, height: 180))
    }

    @Test func readableContentGuideIsCenteredOnAPad() {
        let xml = LayoutSnippet.storyboard(
            device: "ipad12_9rounded", width: 1024, height: 1366,
            subviews: LayoutSnippet.view("Text View", "txt-00-001", x: 176, y: 124, width: 672, height: 300),
            constraints: """
                <constraint firstItem="txt-00-001" firstAttribute="leading" secondItem="read-00-000" secondAttribute="leading" id="c00-00-001"/>
                <constraint firstItem="txt-00-001" firstAttribute="trailing" secondItem="read-00-000" secondAttribute="trailing" id="c00-00-002"/>
                <constraint firstItem="txt-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" constant="100" id="c00-00-003"/>
                <constraint firstItem="txt-00-001" firstAttribute="height" constant="300" id="c00-00-004"/>
                """)
        // 1024 pt wide with 20 pt margins leaves 984; the readable width is 672, centered: (1024 - 672) / 2 = 176.
        // The status bar of a rounded iPad is 24 pt.
        LayoutSnippet.expect(LayoutSnippet.frames(xml)["textView"], LayoutRect(x: 176, y: 124, width: 672, height: 300))
    }

    // MARK: Priorities and intrinsic sizes

    @Test func aHigherPriorityWinsOverSeveralLowerOnes() {
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.view("Bar View", "bar-00-001", x: 20, y: 100, width: 200, height: 50),
            constraints: """
                <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>
                <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-002"/>
                <constraint firstItem="bar-00-001" firstAttribute="height" constant="50" id="c00-00-003"/>
                <constraint firstItem="bar-00-001" firstAttribute="width" constant="100" priority="750" id="c00-00-004"/>
                <constraint firstItem="bar-00-001" firstAttribute="width" constant="120" priority="750" id="c00-00-005"/>
                <constraint firstItem="bar-00-001" firstAttribute="width" constant="110" priority="750" id="c00-00-006"/>
                <constraint firstItem="bar-00-001" firstAttribute="width" constant="200" priority="751" id="c00-00-007"/>
                """)
        LayoutSnippet.expect(frames["barView"], LayoutRect(x: 20, y: 100, width: 200, height: 50))
    }

    @Test func requiredInequalityCompressesALabel() {
        // The label's recorded width (500) stands for its text; the required trailing inequality beats compression resistance.
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.label("Long", "lbl-00-001", x: 20, y: 100, width: 500, height: 21),
            constraints: """
                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>
                <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lbl-00-001" secondAttribute="trailing" constant="20" id="c00-00-002"/>
                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-003"/>
                """)
        LayoutSnippet.expect(frames["longLabel"], LayoutRect(x: 20, y: 100, width: 353, height: 21))
    }

    @Test func ratiosAndMultipliedCenters() {
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.view("Video View", "vid-00-001", x: 0, y: 300, width: 196.5, height: 110.5),
            constraints: """
                <constraint firstItem="vid-00-001" firstAttribute="width" secondItem="root-00-000" secondAttribute="width" multiplier="0.5" id="c00-00-001"/>
                <constraint firstItem="vid-00-001" firstAttribute="width" secondItem="vid-00-001" secondAttribute="height" multiplier="16:9" id="c00-00-002"/>
                <constraint firstItem="vid-00-001" firstAttribute="centerX" secondItem="root-00-000" secondAttribute="centerX" multiplier="0.5" id="c00-00-003"/>
                <constraint firstItem="vid-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="300" id="c00-00-004"/>
                """)
        // Width 393 / 2 = 196.5, height 196.5 × 9/16 = 110.53; center at 393 / 4 = 98.25, so x = 0.
        LayoutSnippet.expect(frames["videoView"], LayoutRect(x: 0, y: 300, width: 196.5, height: 110.53125))
    }

    // MARK: Stack views

    @Test func horizontalFillStretchesTheLowerHugging() {
        let arranged =
            LayoutSnippet.label("Name", "lbl-00-001", x: 0, y: 0, width: 60, height: 21, hugging: 251)
            + LayoutSnippet.label("Value", "lbl-00-002", x: 68, y: 0, width: 80, height: 21, hugging: 250)
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.stack(
                "Row", "stk-00-001", x: 20, y: 59, width: 353, height: 21, attributes: #"spacing="8""#,
                arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 20, trailing: 20, top: 0))
        LayoutSnippet.expect(frames["rowStackView"], LayoutRect(x: 20, y: 59, width: 353, height: 21))
        LayoutSnippet.expect(frames["nameLabel"], LayoutRect(x: 0, y: 0, width: 60, height: 21))
        // 353 - 60 - 8 = 285.
        LayoutSnippet.expect(frames["valueLabel"], LayoutRect(x: 68, y: 0, width: 285, height: 21))
    }

    @Test func verticalFillEquallyCollapsesHiddenViews() {
        let arranged =
            LayoutSnippet.view("Top View", "top-00-001", x: 0, y: 0, width: 353, height: 95)
            + LayoutSnippet.view("Gone View", "gon-00-001", x: 0, y: 100, width: 353, height: 0, hidden: true)
            + LayoutSnippet.view("Bottom View", "bot-00-001", x: 0, y: 105, width: 353, height: 95)
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.stack(
                "Column", "stk-00-001", x: 20, y: 59, width: 353, height: 200,
                attributes: #"axis="vertical" distribution="fillEqually" spacing="10""#, arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 20, trailing: 20, top: 0)
                + #"<constraint firstItem="stk-00-001" firstAttribute="height" constant="200" id="c00-00-009"/>"#)
        // Two visible views share 200 - 10: 95 each; the hidden one takes no height and no spacing, and starts half
        // the spacing after the top view, as IB records hidden views between visible ones (LayoutSystem.collapse).
        LayoutSnippet.expect(frames["topView"], LayoutRect(x: 0, y: 0, width: 353, height: 95))
        LayoutSnippet.expect(frames["bottomView"], LayoutRect(x: 0, y: 105, width: 353, height: 95))
        LayoutSnippet.expect(frames["goneView"], LayoutRect(x: 0, y: 100, width: 353, height: 0))
    }

    @Test func equalSpacingAndCenterAlignment() {
        let arranged =
            LayoutSnippet.view("A View", "aaa-00-001", x: 0, y: 40, width: 50, height: 20, size: true)
            + LayoutSnippet.view("B View", "bbb-00-001", x: 151.5, y: 30, width: 50, height: 40, size: true)
            + LayoutSnippet.view("C View", "ccc-00-001", x: 303, y: 40, width: 50, height: 20, size: true)
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.stack(
                "Toolbar", "stk-00-001", x: 20, y: 59, width: 353, height: 100,
                attributes: #"alignment="center" distribution="equalSpacing" spacing="8""#, arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 20, trailing: 20, top: 0)
                + #"<constraint firstItem="stk-00-001" firstAttribute="height" constant="100" id="c00-00-009"/>"#)
        // Gaps (353 - 150) / 2 = 101.5; centered in 100 pt: y = (100 - h) / 2.
        LayoutSnippet.expect(frames["aView"], LayoutRect(x: 0, y: 40, width: 50, height: 20))
        LayoutSnippet.expect(frames["bView"], LayoutRect(x: 151.5, y: 30, width: 50, height: 40))
        LayoutSnippet.expect(frames["cView"], LayoutRect(x: 303, y: 40, width: 50, height: 20))
    }

    @Test func aStackViewHugsItsTallestViewAcrossItsAxis() {
        let arranged =
            LayoutSnippet.view("Small View", "sml-00-001", x: 0, y: 0, width: 40, height: 20, size: true)
            + LayoutSnippet.view("Tall View", "tal-00-001", x: 40, y: 0, width: 40, height: 60, size: true)
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.stack(
                "Pair", "stk-00-001", x: 20, y: 59, width: 80, height: 60, attributes: #"alignment="top""#,
                arranged: arranged),
            constraints: """
                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>
                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-002"/>
                """)
        LayoutSnippet.expect(frames["pairStackView"], LayoutRect(x: 20, y: 59, width: 80, height: 60))
        LayoutSnippet.expect(frames["smallView"], LayoutRect(x: 0, y: 0, width: 40, height: 20))
    }

    // MARK: Scroll views and autoresizing

    @Test func scrollViewContentFollowsTheContentGuide() {
        let content = LayoutSnippet.view(
            "Content View", "cnt-00-001", x: 0, y: 0, width: 393, height: 1000,
            content: "<subviews>"
                + LayoutSnippet.view("Footer View", "ftr-00-001", x: 20, y: 930, width: 353, height: 50) + "</subviews>"
        )
        let scroll = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                <subviews>\(content)</subviews>
                <viewLayoutGuide key="contentLayoutGuide" id="cgd-00-001"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fgd-00-001"/>
            </scrollView>
            """
        let frames = LayoutSnippet.frames(
            subviews: scroll,
            constraints: """
                <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
                <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="c00-00-002"/>
                <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-003"/>
                <constraint firstItem="safe-00-000" firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="c00-00-004"/>
                <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="cgd-00-001" secondAttribute="leading" id="c00-00-005"/>
                <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="cgd-00-001" secondAttribute="top" id="c00-00-006"/>
                <constraint firstItem="cnt-00-001" firstAttribute="trailing" secondItem="cgd-00-001" secondAttribute="trailing" id="c00-00-007"/>
                <constraint firstItem="cnt-00-001" firstAttribute="bottom" secondItem="cgd-00-001" secondAttribute="bottom" id="c00-00-008"/>
                <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="fgd-00-001" secondAttribute="width" id="c00-00-009"/>
                <constraint firstItem="cnt-00-001" firstAttribute="height" constant="1000" id="c00-00-010"/>
                <constraint firstItem="ftr-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="c00-00-011"/>
                <constraint firstItem="cnt-00-001" firstAttribute="trailing" secondItem="ftr-00-001" secondAttribute="trailing" constant="20" id="c00-00-012"/>
                <constraint firstItem="ftr-00-001" firstAttribute="height" constant="50" id="c00-00-013"/>
                <constraint firstItem="cnt-00-001" firstAttribute="bottom" secondItem="ftr-00-001" secondAttribute="bottom" constant="20" id="c00-00-014"/>
                """)
        // The scroll view spans the safe area (852 - 59 - 34 = 759); its content is 1000 pt tall at offset zero.
        LayoutSnippet.expect(frames["scrollView"], LayoutRect(x: 0, y: 59, width: 393, height: 759))
        LayoutSnippet.expect(frames["contentView"], LayoutRect(x: 0, y: 0, width: 393, height: 1000))
        LayoutSnippet.expect(frames["footerView"], LayoutRect(x: 20, y: 930, width: 353, height: 50))
    }

    @Test func autoresizingFollowsAResizedSuperview() {
        let child = """
            <view contentMode="scaleToFill" id="chd-00-001" userLabel="Child View">
                <rect key="frame" x="10" y="10" width="180" height="80"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """
        let frames = LayoutSnippet.frames(
            subviews: LayoutSnippet.view(
                "Box View", "box-00-001", x: 20, y: 100, width: 200, height: 100,
                content: "<subviews>\(child)</subviews>"),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-002"/>
                <constraint firstItem="box-00-001" firstAttribute="width" constant="300" id="c00-00-003"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="150" id="c00-00-004"/>
                """)
        // The box grows by 100 × 50 from its recorded 200 × 100: the flexible width takes the 100, the flexible
        // bottom margin the 50.
        LayoutSnippet.expect(frames["boxView"], LayoutRect(x: 20, y: 100, width: 300, height: 150))
        LayoutSnippet.expect(frames["childView"], LayoutRect(x: 10, y: 10, width: 280, height: 80))
    }

    // MARK: Size classes

    @Test func compactHeightTurnsTheExampleToLandscape() throws {
        let url = TestPaths.examples.appendingPathComponent("VideoComments/VideoComments.storyboard")
        let layout = try #require(try Generate.files([url]).builders.first?.layouts.first)
        let portrait = LayoutEnvironment.document(of: layout)
        let landscape = portrait.with(traits: SizeClassTraits(horizontal: .compact, vertical: .compact))
        #expect(landscape.canvas == LayoutSize(width: 852, height: 393))
        let frames = LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: landscape))
        // Video full screen; comments from the center to the safe area's right (852 - 59) and bottom (393 - 21).
        LayoutSnippet.expect(frames["videoView"], LayoutRect(x: 0, y: 0, width: 852, height: 393))
        LayoutSnippet.expect(frames["commentsView"], LayoutRect(x: 426, y: 0, width: 367, height: 372))
        #expect(frames["inputStackView"] == nil, "not installed in compact height")
    }
}
