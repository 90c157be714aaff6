import Testing

@testable import UnboardCore

/// A simulated toolbar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`) is 49 pt tall above a phone's
/// home indicator and on every phone from Xcode 11, 44 pt elsewhere (`TranslationContext.simulatedToolbarHeight`).
@Suite struct LayoutSimulatedToolbarTests {
    /// A scene on `device` saved by `toolsVersion` with a simulated toolbar, and a box pinned to its sides and safe
    /// area.
    private func boxFrame(toolsVersion: String, device: String, width: Double, height: Double) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: width, height: 100)
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let xml = LayoutSnippet.storyboard(
            device: device, width: width, height: height, subviews: box, constraints: LayoutSnippet.boxPinnedToSafeArea
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: "</viewController>", with: toolbar + "</viewController>")
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func aPhoneWithAHomeIndicatorHasA49PointToolbar() {
        // Ryandev/Twilio-Message's Main.storyboard (14460.31, iPhone 11 Pro), bonyadmitr/XcodeProjects'
        // SegueActionReview (22505, iPhone 15 Pro), owntracks' Storyboard.storyboard (24765).
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "14460.31", device: "retina5_9", width: 375, height: 812),
            LayoutRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34 - 49))
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "22505", device: "retina6_12", width: 393, height: 852),
            LayoutRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 49))
    }

    @Test func aPhoneWithoutOneKeeps44PointsBeforeXcode11() {
        // allenwong/30DaysofSwift's TumblrMenu (14460.31) and AcaiBowl/Closurable's demo (13196), iPhone 8.
        for toolsVersion in ["13196", "14460.31"] {
            LayoutSnippet.expect(
                boxFrame(toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667),
                LayoutRect(x: 0, y: 20, width: 375, height: 667 - 20 - 44))
        }
    }

    @Test func aPhoneWithoutOneHasA49PointToolbarFromXcode11() {
        // smorkin/CSVTouch's Main.storyboard (21507), microsoft/appcenter-sdk-apple's Sasquatch Main.storyboard
        // (21701), KeePassium's EntryFinderVC.storyboard (21701; its table view controllers 618 pt tall from 14868),
        // iPhone 8; Xcode 11 to 14.2 draw no status bar there (`InterfaceBuilderGeneration`).
        for toolsVersion in ["14868", "21507"] {
            LayoutSnippet.expect(
                boxFrame(toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 667),
                LayoutRect(x: 0, y: 0, width: 375, height: 667 - 49))
        }
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "21701", device: "retina4_7", width: 375, height: 667),
            LayoutRect(x: 0, y: 20, width: 375, height: 667 - 20 - 49))
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "32700.99.1234", device: "retina4_0", width: 320, height: 568),
            LayoutRect(x: 0, y: 20, width: 320, height: 568 - 20 - 49))
    }
}
