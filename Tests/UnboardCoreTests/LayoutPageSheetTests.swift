import Testing
@testable import UnboardCore

/// Xcode 11 to 15 draw a scene as wide as a phone's screen and shorter by its status bar (by 10 pt on a notched
/// phone, from Xcode 14.3) as a page sheet below the status bar, with a 56 pt navigation bar
/// (`InterfaceBuilderGeneration.drawsPageSheet`).
@Suite struct LayoutPageSheetTests {
    /// A scene `width` × `height` on `device` saved by `toolsVersion`, with a box pinned to its sides and its safe
    /// area's top and bottom, under a simulated navigation bar when `navigationBar` is set.
    private func boxFrame(
        device: String, toolsVersion: String, width: Double, height: Double, navigationBar: Bool = false
    ) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: width, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        var xml = LayoutSnippet.storyboard(
            device: device, width: width, height: height, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        if navigationBar {
            xml = xml.replacingOccurrences(
                of: "</viewController>",
                with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
        }
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func aSheetOnANotchedPhoneHasNoStatusBarOrHomeIndicatorInItsSafeArea() {
        // YNImageAsync's demo (22154) and XcodeProjects' TextController~ (22505): 842 pt on an iPhone 14 Pro.
        LayoutSnippet.expect(
            boxFrame(device: "retina6_12", toolsVersion: "22505", width: 393, height: 842),
            LayoutRect(x: 0, y: 0, width: 393, height: 842))
    }

    @Test func aSheetOnAPhoneWithoutANotchHasA56PointNavigationBar() {
        // rezolve's sample (22505): 548 pt on an iPhone SE, views under the inferred bar 56 pt down.
        LayoutSnippet.expect(
            boxFrame(device: "retina4_0", toolsVersion: "22505", width: 320, height: 548, navigationBar: true),
            LayoutRect(x: 0, y: 56, width: 320, height: 548 - 56))
    }

    @Test func theSameSceneBeforeXcode11IsBelowTheStatusBarAndA44PointBar() {
        LayoutSnippet.expect(
            boxFrame(device: "retina4_0", toolsVersion: "14460", width: 320, height: 548, navigationBar: true),
            LayoutRect(x: 0, y: 64, width: 320, height: 548 - 64))
    }

    @Test func aNotchedPhonesSceneShorterByAnotherHeightIsNoSheet() {
        LayoutSnippet.expect(
            boxFrame(device: "retina6_12", toolsVersion: "22505", width: 393, height: 846),
            LayoutRect(x: 0, y: 59, width: 393, height: 846 - 59))
    }
}
