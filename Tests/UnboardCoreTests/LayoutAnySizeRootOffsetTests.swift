import Foundation
import Testing
@testable import UnboardCore

/// Xcode 6 records a scene's root view on the 600 × 600 any-size canvas at y 64, below its status and navigation
/// bars, but lays its subviews out from the canvas's top, under the bars (`InterfaceBuilderGeneration
/// .laysRootOutUnderTopBars`): the Facebook SDK's `SUMain.storyboard` (6254), CoreStore's demos (7702, 7706), PageMenu's
/// `Demo 4` (6254) and owncloud/ios' share sheet (6254). From Xcode 7 the recorded y stays the root's place.
@Suite struct LayoutAnySizeRootOffsetTests {
    /// The frame of a box pinned to the safe area of a 600 × 600 root recorded at y 64 under a simulated navigation
    /// bar, in a document without a device saved by `toolsVersion`.
    private static func boxFrame(toolsVersion: String) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 64, width: 600, height: 536)
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 600, height: 600, subviews: box, constraints: LayoutSnippet.boxPinnedToSafeArea
        )
        .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        .replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="600.0" height="600.0"/>"#,
            with: #"<rect key="frame" x="0.0" y="64" width="600" height="600"/>"#
        )
        .replacingOccurrences(
            of: "</viewController>",
            with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func xcode6LaysARootRecordedBelowTheBarsOutUnderThem() {
        // A 20 pt status bar and a 44 pt navigation bar over the root, as in SUMain.storyboard's tabs.
        LayoutSnippet.expect(Self.boxFrame(toolsVersion: "6254"), LayoutRect(x: 0, y: 64, width: 600, height: 536))
    }

    @Test func fromXcode7TheRecordedYIsTheRootsPlace() {
        LayoutSnippet.expect(Self.boxFrame(toolsVersion: "8121.17"), LayoutRect(x: 0, y: 0, width: 600, height: 600))
    }
}
