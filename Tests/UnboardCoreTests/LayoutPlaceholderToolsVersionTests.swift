import Testing
@testable import UnboardCore

/// The tools version `32700.99.1234`, which IB wrote in 2024 between 22505 and 23504, is of the classic generation.
@Suite struct LayoutPlaceholderToolsVersionTests {
    @Test func itIsClassic() {
        #expect(InterfaceBuilderGeneration(toolsVersion: "32700.99.1234") == .classic)
    }

    @Test func aNotchedPhoneKeepsItsOwnInsets() {
        // KeePassium's PasswordGeneratorVC.storyboard: a view pinned to an iPhone 11's safe area at y 48.
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="32700.99.1234""#)
        LayoutSnippet.expect(
            LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }
}
