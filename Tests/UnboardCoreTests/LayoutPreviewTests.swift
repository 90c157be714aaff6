import Foundation
import Testing
@testable import UnboardCore

/// SVG previews: which drawings a layout gets, their names, and the checked-in previews of the examples.
/// The checked-in previews are re-recorded with the goldens (`UNBOARD_RECORD=1 swift test`).
@Suite struct LayoutPreviewTests {
    private static let examples: [(folder: String, file: String)] = [
        ("NahaMap", "Main.storyboard"), ("NahaMap", "Modal.storyboard"), ("VideoComments", "VideoComments.storyboard"),
        ("SceneFlow", "SceneFlow.storyboard"), ("NestedXibs", "Inbox.storyboard"),
        ("LocalizedProfile", "Base.lproj/Profile.storyboard"),
    ]

    private func layouts(_ folder: String, _ file: String) throws -> [LayoutModel] {
        try Generate.files([TestPaths.examples.appendingPathComponent(folder).appendingPathComponent(file)]).builders
            .flatMap(\.layouts)
    }

    @Test func aLayoutThatVariesGetsBothOrientations() throws {
        let layout = try #require(try layouts("VideoComments", "VideoComments.storyboard").first)
        let names = LayoutPreview.drawings(of: layout).map(\.fileName)
        #expect(
            names == [
                "VideoComments.VideoPlayerViewController.wC-hR.svg",
                "VideoComments.VideoPlayerViewController.wC-hC.svg",
            ])
        let landscape = LayoutPreview.drawings(
            of: layout, sizeClass: SizeClassTraits(horizontal: .compact, vertical: .compact))
        #expect(landscape.map(\.fileName) == ["VideoComments.VideoPlayerViewController.wC-hC.svg"])
    }

    @Test func aLayoutThatDoesNotVaryGetsOneDrawing() throws {
        let layout = try #require(try layouts("NahaMap", "Main.storyboard").first)
        #expect(LayoutPreview.drawings(of: layout).map(\.fileName) == ["Main.ViewController.wC-hR.svg"])
    }

    @Test func anotherDeviceChangesTheCanvas() throws {
        let layout = try #require(try layouts("NahaMap", "Main.storyboard").first)
        let svg = try #require(LayoutPreview.drawings(of: layout, deviceID: "retina4_7").first?.svg)
        #expect(svg.contains(##"<rect x="0" y="0" width="375" height="667" fill="#ffffff""##))
        #expect(svg.contains("iPhone SE (3rd generation) (retina4_7)"))
    }

    @Test func boxesAndDashedGuidesAreDrawn() throws {
        let layout = try #require(try layouts("NahaMap", "Main.storyboard").first)
        let svg = try #require(LayoutPreview.drawings(of: layout).first?.svg)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(svg.contains(#">okinawaButton</text>"#))
        #expect(svg.contains(#">mapImageView: UIImageView</text>"#))
        #expect(
            svg.contains(
                ##"<rect x="0" y="59" width="393" height="759" fill="none" stroke="#cf222e" stroke-width="0.75" stroke-dasharray="4 3"/>"##
            ))
    }

    @Test func checkedInPreviewsOfTheExamplesAreCurrent() throws {
        for example in Self.examples {
            for layout in try layouts(example.folder, example.file) {
                for drawing in LayoutPreview.drawings(of: layout) {
                    let url = TestPaths.examples.appendingPathComponent(example.folder).appendingPathComponent(
                        "Preview"
                    ).appendingPathComponent(drawing.fileName)
                    try Golden.checkText(drawing.svg, against: url)
                }
            }
        }
    }
}
