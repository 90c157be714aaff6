import Testing
@testable import UnboardCore

/// A status bar of "None" in a document with legacy layout guides: from Xcode 9 IB insets a full-screen scene by the
/// status bar it infers all the same (kaishin/Gifu's demo and IcaliaLabs/Presentr's example, probe6; artsy/energy's
/// `ARSettings.storyboard` at 13771), before it by none; a freeform scene keeps none.
@Suite struct LayoutStatusBarNoneTests {
    /// The recorded y of a view pinned 16 pt below the top layout guide's bottom in a 4.7" phone's scene whose
    /// status bar is "None", in a document without safe areas.
    private static func boxY(toolsVersion: String, height: Double = 667, extra: String = "") -> Double? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 16, width: 375, height: 104)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="tlg-00-001" secondAttribute="bottom" constant="16" id="c00-00-003"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: height, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
        .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe-00-000"/>"#, with: "")
        .replacingOccurrences(
            of: #"<view key="view""#,
            with:
                #"<layoutGuides><viewControllerLayoutGuide type="top" id="tlg-00-001"/></layoutGuides><view key="view""#
        )
        .replacingOccurrences(
            of: "</viewController>", with: #"<nil key="simulatedStatusBarMetrics"/>"# + extra + "</viewController>")
        return LayoutSnippet.frames(xml)["boxView"]?.y
    }

    @Test func fromXcode9AFullScreenSceneHasTheInferredStatusBar() {
        #expect(Self.boxY(toolsVersion: "13771") == 36)
        #expect(Self.boxY(toolsVersion: "14109") == 36)
        #expect(Self.boxY(toolsVersion: "22505") == 36)
    }

    @Test func beforeXcode9ASceneHasNone() {
        #expect(Self.boxY(toolsVersion: "12118") == 16)
    }

    @Test func aFreeformSceneHasNone() {
        let freeform = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="375" height="136"/>
            """
        #expect(Self.boxY(toolsVersion: "14313.18", height: 136, extra: freeform) == 16)
    }
}
