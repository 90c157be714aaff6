import Foundation
import Testing
@testable import UnboardCore

/// Before Xcode 7 IB gives a view controller's root view 16 pt side margins at every width
/// (`InterfaceBuilderGeneration.regularRootMargins`): youtube-ios-player-helper's example `Main.storyboard` (6751) and
/// DesignerNewsApp's (7706) on the 600 pt any-size canvas, AppCore's `APCDashboard.storyboard` (7531) on a 568 pt
/// landscape phone; from Xcode 7 such roots have 20 pt (HackerNews' `Main.storyboard`, 8121.17). A scene's root view
/// of another class is its controller's root view too (AssistoLab/DropDown's demo `Main.storyboard`, 12121: a scroll
/// view whose subviews pinned to its side margins sit 20 pt in).
@Suite struct LayoutRootSideMarginTests {
    /// The frame of a box pinned to the side margins of a scene's root view of `width` × `height`, saved by
    /// `toolsVersion`; without `device` the document records none, as Xcode 6 and 7's any-size storyboards.
    private static func boxFrame(toolsVersion: String, device: String?, width: Double, height: Double) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 100, width: width, height: 50)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-003"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c00-00-004"/>
            """
        var xml = LayoutSnippet.storyboard(
            device: device ?? "retina4_7", width: width, height: height, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        if device == nil {
            let line = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
            xml = xml.replacingOccurrences(of: line, with: "")
        }
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func beforeXcode7TheAnySizeCanvasHas16PointRootMargins() {
        let frame = Self.boxFrame(toolsVersion: "6751", device: nil, width: 600, height: 600)
        LayoutSnippet.expect(frame, LayoutRect(x: 16, y: 100, width: 568, height: 50))
    }

    @Test func beforeXcode7ALandscapePhoneHas16PointRootMargins() {
        let frame = Self.boxFrame(toolsVersion: "7531", device: "retina4_0", width: 568, height: 320)
        LayoutSnippet.expect(frame, LayoutRect(x: 16, y: 100, width: 536, height: 50))
    }

    @Test func fromXcode7TheAnySizeCanvasHas20PointRootMargins() {
        let frame = Self.boxFrame(toolsVersion: "8121.17", device: nil, width: 600, height: 600)
        LayoutSnippet.expect(frame, LayoutRect(x: 20, y: 100, width: 560, height: 50))
    }

    /// Apple's `layoutMargins` reference: "For the root view of a view controller, the default value of this property
    /// reflects the system minimum margins and safe area insets", whatever the root view's class.
    @Test func aScrollViewAsTheScenesRootViewHasTheRootMargins() {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 100, width: 375, height: 50)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-003"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c00-00-004"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"<view key="view" "#, with: #"<scrollView key="view" "#)
        .replacingOccurrences(
            of: #"</view>(\s*</viewController>)"#, with: "</scrollView>$1", options: .regularExpression)
        let frame = LayoutSnippet.frames(xml)["boxView"]
        LayoutSnippet.expect(frame, LayoutRect(x: 16, y: 100, width: 100, height: 50))
    }
}
