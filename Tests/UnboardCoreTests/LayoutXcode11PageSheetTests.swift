import Testing
@testable import UnboardCore

/// Xcode 11 to 13 draw a scene 54 pt shorter than a notched phone's screen as a page sheet that reaches the
/// screen's bottom (`InterfaceBuilderGeneration.sheetReachesScreenBottom`).
@Suite struct LayoutXcode11PageSheetTests {
    /// A scene `height` tall on an iPhone 11 saved by `toolsVersion`, with a box pinned to its sides and its safe
    /// area's top and bottom.
    private func boxFrame(toolsVersion: String, height: Double) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: height, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func aPageSheetKeepsTheHomeIndicatorInset() {
        // StarWars.iOS' Main.storyboard (16096): a save button 34 pt above the bottom of an 842 pt scene.
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "16096", height: 842), LayoutRect(x: 0, y: 0, width: 414, height: 842 - 34))
    }

    @Test func aSceneShorterByAnotherHeightIsNoSheet() {
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "16096", height: 846), LayoutRect(x: 0, y: 0, width: 414, height: 846))
    }
}
