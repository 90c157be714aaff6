import Testing
@testable import UnboardCore

/// IB draws a phone's simulated navigation bar 32 pt tall in landscape where the phone's width is compact there, in
/// Xcode 9 to 13 (`InterfaceBuilderGeneration.compactLandscapeNavigationBarHeight`: LTMorphingLabel's demo, 17156,
/// probe6, a label pinned 20 pt below the safe area's top of a scene with simulated bar metrics at y 52; the 32 pt
/// bars reexplore's and kiwix's navigation controllers record).
@Suite struct LayoutLandscapeNavigationBarTests {
    /// The y of a box pinned to the safe area's top in a full-screen scene with simulated navigation bar metrics.
    private static func boxY(
        device: String, width: Double, height: Double, toolsVersion: String, orientation: String = "landscape"
    ) -> Double? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: width, height: 100)
        let xml = LayoutSnippet.storyboard(
            device: device, width: width, height: height, subviews: box,
            constraints: LayoutSnippet.pinTop("box-00-001", leading: 0, trailing: 0, top: 0)
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="\#(orientation)""#)
        .replacingOccurrences(
            of: "</viewController>",
            with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
        return LayoutSnippet.frames(xml)["boxView"]?.y
    }

    @Test func aCompactLandscapePhonesBarIs32PointsInXcode9To13() {
        #expect(Self.boxY(device: "retina4_7", width: 667, height: 375, toolsVersion: "13771") == 32)
        #expect(Self.boxY(device: "retina4_7", width: 667, height: 375, toolsVersion: "17156") == 32)
        #expect(Self.boxY(device: "retina4_7", width: 667, height: 375, toolsVersion: "18122") == 32)
    }

    @Test func otherVersionsAndWideLandscapePhonesKeepTheStandardBar() {
        #expect(Self.boxY(device: "retina4_7", width: 667, height: 375, toolsVersion: "23504") == 44)
        #expect(Self.boxY(device: "retina5_5", width: 736, height: 414, toolsVersion: "17156") == 44)
        #expect(
            Self.boxY(device: "retina4_7", width: 375, height: 667, toolsVersion: "17156", orientation: "portrait")
                == 44)
    }
}
