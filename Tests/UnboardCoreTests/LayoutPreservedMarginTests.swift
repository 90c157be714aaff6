import Testing
@testable import UnboardCore

/// A view that preserves its superview's margins takes them where it reaches into them (Apple's
/// `preservesSuperviewLayoutMargins`), down the view tree: AltStore's `Authentication.storyboard` (15701, probe5) pins a
/// stack view to the margins of a scroll view's content view that, like the scroll view, preserves its superview's,
/// and IB records it 16 pt in, the root view's margin on an iPhone 8.
@Suite struct LayoutPreservedMarginTests {
    /// A container filling an iPhone 8 scene, holding a box pinned to its leading and trailing margins; `preserves`
    /// sets the container's `preservesSuperviewLayoutMargins`, `inset` moves it in from the root's sides.
    private static func boxFrame(preserves: Bool, inset: Double = 0) -> LayoutRect? {
        let width = 375 - 2 * inset
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 16 - inset, y: 0, width: 343, height: 100)
        let container = """
            <view contentMode="scaleToFill"\(preserves ? #" preservesSuperviewLayoutMargins="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001" userLabel="Container">
                <rect key="frame" x="\(inset)" y="0.0" width="\(width)" height="667"/>
                <subviews>\(box)</subviews>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c00-00-005"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-006"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" id="c00-00-007"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c00-00-008"/>
                </constraints>
            </view>
            """
        let pinned = """
            <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="\(inset)" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" constant="\(inset)" id="c00-00-002"/>
            <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="c00-00-003"/>
            <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="c00-00-004"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: container, constraints: pinned)
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func aContainerThatPreservesTheRootsMarginsHasThemWhereItReachesThem() {
        LayoutSnippet.expect(Self.boxFrame(preserves: true), LayoutRect(x: 16, y: 0, width: 343, height: 100))
    }

    @Test func aContainerThatPreservesNothingKeepsItsOwnEightPoints() {
        LayoutSnippet.expect(Self.boxFrame(preserves: false), LayoutRect(x: 8, y: 0, width: 359, height: 100))
    }

    /// 4 pt in from the root's sides, the root's 16 pt margin reaches 12 pt into the container, more than its 8.
    @Test func theInheritedMarginIsLessTheDistanceBetweenTheEdges() {
        LayoutSnippet.expect(Self.boxFrame(preserves: true, inset: 4), LayoutRect(x: 12, y: 0, width: 343, height: 100))
        LayoutSnippet.expect(
            Self.boxFrame(preserves: true, inset: 12), LayoutRect(x: 8, y: 0, width: 335, height: 100))
    }

    /// KeePassium's `PricingPlanPickerVC.storyboard` (21701, probe set): a view with its own 4 pt margins that preserves
    /// those of a plain view it fills keeps 4 (a guess from that file): UIKit's default 8 pt does not cascade.
    @Test func aSuperviewsDefaultMarginsDoNotCascade() {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 4, y: 0, width: 367, height: 100)
        let inner = """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inn-00-001" userLabel="Inner">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(box)</subviews>
                <edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="4"/>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="inn-00-001" secondAttribute="leadingMargin" id="c00-00-009"/>
                    <constraint firstItem="inn-00-001" firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-010"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="inn-00-001" secondAttribute="top" id="c00-00-011"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c00-00-012"/>
                </constraints>
            </view>
            """
        let outer = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="out-00-001" userLabel="Outer">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(inner)</subviews>
                <constraints>
                    <constraint firstItem="inn-00-001" firstAttribute="leading" secondItem="out-00-001" secondAttribute="leading" id="c00-00-005"/>
                    <constraint firstItem="out-00-001" firstAttribute="trailing" secondItem="inn-00-001" secondAttribute="trailing" id="c00-00-006"/>
                    <constraint firstItem="inn-00-001" firstAttribute="top" secondItem="out-00-001" secondAttribute="top" id="c00-00-007"/>
                    <constraint firstItem="out-00-001" firstAttribute="bottom" secondItem="inn-00-001" secondAttribute="bottom" id="c00-00-008"/>
                </constraints>
            </view>
            """
        let pinned = """
            <constraint firstItem="out-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="out-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="out-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="c00-00-003"/>
            <constraint firstAttribute="bottom" secondItem="out-00-001" secondAttribute="bottom" id="c00-00-004"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: outer, constraints: pinned)
        LayoutSnippet.expect(LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 4, y: 0, width: 367, height: 100))
    }
}
