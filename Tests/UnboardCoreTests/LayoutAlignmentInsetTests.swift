import Foundation
import Testing
@testable import UnboardCore

/// Controls whose constraints act on an alignment rectangle smaller than their frame (`alignmentInsets`).
@Suite struct LayoutAlignmentInsetTests {
    private func segmentedControl(_ id: String, y: Double, height: Double) -> String {
        """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="200" height="\(height)"/>
            <segments>
                <segment title="First"/>
                <segment title="Second"/>
            </segments>
        </segmentedControl>
        """
    }

    @Test(arguments: [29.0, 32.0])
    func aViewBelowASegmentedControlIsSpacedFromAPointAboveItsBottom(height: Double) throws {
        // BEMSimpleLineGraph's sample: a 29 pt control at y 482 and the view 9 pt below it at 519, not 520; the
        // 32 pt controls of SVProgressHUD's demo are centered a point above their frame's center the same way.
        let below = 100 + height - 1 + 9
        let scene = try #require(
            LayoutSnippet.layout(
                LayoutSnippet.storyboard(
                    subviews: segmentedControl("seg-00-001", y: 100, height: height)
                        + LayoutSnippet.view("Below View", "box-00-001", x: 16, y: below, width: 200, height: 40),
                    constraints: """
                        <constraint firstItem="seg-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c-1"/>
                        <constraint firstItem="seg-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="16" id="c-2"/>
                        <constraint firstItem="seg-00-001" firstAttribute="width" constant="200" id="c-3"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="seg-00-001" secondAttribute="bottom" constant="9" id="c-4"/>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="seg-00-001" secondAttribute="leading" id="c-5"/>
                        <constraint firstItem="box-00-001" firstAttribute="width" constant="200" id="c-6"/>
                        <constraint firstItem="box-00-001" firstAttribute="height" constant="40" id="c-7"/>
                        """)
            ).map(LayoutVerifier.verify))
        for view in scene.views {
            #expect(view.verdict == .within, "\(view)")
        }
        #expect(scene.views.count == 2)
    }
}
