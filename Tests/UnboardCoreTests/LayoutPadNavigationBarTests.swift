import Testing
@testable import UnboardCore

/// IB draws an iPad's simulated navigation bar 50 pt tall from tools version 14460 (Xcode 10.1), 44 pt before and
/// 54 pt from 24127, where a phone's stays 44 pt until 23727 (`InterfaceBuilderGeneration.navigationBarHeight(on:)`:
/// NYPL-Simplified's `OELoginFirstBookVC.xib`, 20037, probe4, a view with simulated navigation bar metrics 1,292 pt
/// tall on a 1,366 pt iPad, 74 pt short: its 24 pt status bar and a 50 pt bar; the bars Yubico's, openhab's,
/// seafile's and zotero's documents record).
@Suite struct LayoutPadNavigationBarTests {
    /// The y of a box pinned to the safe area's top in a full-screen scene with simulated navigation bar metrics.
    private static func boxY(device: String, width: Double, height: Double, toolsVersion: String) -> Double? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: width, height: 100)
        let xml = LayoutSnippet.storyboard(
            device: device, width: width, height: height, subviews: box,
            constraints: LayoutSnippet.pinTop("box-00-001", leading: 0, trailing: 0, top: 0)
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(
            of: "</viewController>",
            with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
        return LayoutSnippet.frames(xml)["boxView"]?.y
    }

    @Test func anIPadsNavigationBarIs50PointsFromXcode10Point1() {
        #expect(Self.boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "14113") == 64)
        #expect(Self.boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "14460.31") == 70)
        #expect(Self.boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "23727") == 70)
        #expect(Self.boxY(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "24127") == 74)
    }

    @Test func aPhonesNavigationBarStays44PointsUntilTheNewestIB() {
        #expect(Self.boxY(device: "retina4_7", width: 375, height: 667, toolsVersion: "14460.31") == 64)
        #expect(Self.boxY(device: "retina4_7", width: 375, height: 667, toolsVersion: "23504") == 64)
    }
}
