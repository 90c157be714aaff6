import Testing
@testable import UnboardCore

/// Xcode 14 to 14.2 (tools versions 21225 to 21700) simulate a phone without a notch with no status bar
/// (`InterfaceBuilderGeneration.phoneWithoutStatusBar`).
@Suite struct LayoutXcode14StatusBarTests {
    /// A full-screen scene on `device` saved by `toolsVersion`, with a box pinned to its sides and its safe area's top
    /// and bottom, and `controllerExtra` inside its view controller.
    private func boxFrame(
        toolsVersion: String, device: String = "retina4_7", width: Double = 375, height: Double = 667,
        controllerExtra: String = ""
    ) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: width, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: device, width: width, height: height, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: "</viewController>", with: controllerExtra + "</viewController>")
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func aPhoneWithoutANotchHasNoStatusBar() {
        // edx-app-ios' DiscussionResponses.storyboard and R.swift's ResourceApp Main.storyboard (21507).
        for toolsVersion in ["21225", "21507"] {
            LayoutSnippet.expect(boxFrame(toolsVersion: toolsVersion), LayoutRect(x: 0, y: 0, width: 375, height: 667))
        }
        // edx-app-ios' OEXLoginViewController.storyboard (21225): a light-content status bar set, none drawn.
        let lightContent =
            #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "21225", controllerExtra: lightContent),
            LayoutRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func theStatusBarIsBackFromXcode14_3() {
        // KeePassium's PricingPlanPickerVC.storyboard (21701).
        for toolsVersion in ["21701", "22505"] {
            LayoutSnippet.expect(
                boxFrame(toolsVersion: toolsVersion), LayoutRect(x: 0, y: 20, width: 375, height: 647))
        }
    }

    @Test func theIPhone11ProHasA50PointStatusBarFromXcode14_3() {
        // Provenance's GameMoreInfo.storyboard (23504) and JitWaitScreen.xib (23094), KeePassium's
        // CrashReportVC.storyboard (23504), openHAB's Main.storyboard (32700.99.1234).
        for toolsVersion in ["23094", "23504", "32700.99.1234"] {
            LayoutSnippet.expect(
                boxFrame(toolsVersion: toolsVersion, device: "retina5_9", width: 375, height: 812),
                LayoutRect(x: 0, y: 50, width: 375, height: 812 - 50 - 34))
        }
        // Before Xcode 14.3 it keeps the iPhone X's 44 pt; the other notched phones keep their own.
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "21507", device: "retina5_9", width: 375, height: 812),
            LayoutRect(x: 0, y: 44, width: 375, height: 812 - 44 - 34))
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "23504", device: "retina6_1", width: 414, height: 896),
            LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }

    @Test func anIPadKeepsItsStatusBarAndANotchedPhoneItsNotch() {
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "21507", device: "ipad9_7", width: 768, height: 1024),
            LayoutRect(x: 0, y: 20, width: 768, height: 1004))
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "21507", device: "retina6_1", width: 414, height: 896),
            LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }
}
