import Testing
@testable import UnboardCore

/// Static cells outside their table view's bounds, which IB does not lay out again
/// (`LayoutSystem.isContentViewOfCellOutsideTable`).
@Suite struct LayoutCellOutsideTableTests {
    /// A static cell at `y` of a 414 pt table whose content view holds `box`, with `constraints` inside it.
    private static func cell(_ id: String, y: Double, box: String, constraints: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="\(id)-c">
            <rect key="frame" x="0.0" y="\(y)" width="414" height="66"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)-c" id="\(id)-v">
                <rect key="frame" x="0.0" y="0.0" width="414" height="66"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(box)
                </subviews>
                <constraints>
                    \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A box pinned 8 pt outside each of the content view's margins, as TextFieldEffects' text fields are.
    private static func marginPinned(_ box: String, _ content: String) -> String {
        """
        <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leadingMargin" constant="-8" id="\(box)-1"/>
        <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(content)" secondAttribute="topMargin" constant="-8" id="\(box)-2"/>
        <constraint firstAttribute="trailingMargin" secondItem="\(box)" secondAttribute="trailing" constant="-8" id="\(box)-3"/>
        <constraint firstAttribute="bottomMargin" secondItem="\(box)" secondAttribute="bottom" constant="-8" id="\(box)-4"/>
        """
    }

    /// A box pinned to the content view's edges.
    private static func edgePinned(_ box: String, _ content: String) -> String {
        """
        <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leading" constant="10" id="\(box)-1"/>
        <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(content)" secondAttribute="top" constant="3" id="\(box)-2"/>
        <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" constant="10" id="\(box)-3"/>
        <constraint firstAttribute="bottom" secondItem="\(box)" secondAttribute="bottom" constant="3" id="\(box)-4"/>
        """
    }

    /// Modelled on TextFieldEffects' `TextFieldsDemo/Base.lproj/Main.storyboard`: a grouped static table on an iPhone
    /// 11 whose cell on screen has its box 20 - 8 pt in, and whose cells below the 896 pt screen keep frames of
    /// their own: the margin-pinned box 8 - 8 pt in (an earlier IB's margins), the edge-pinned one where its
    /// constraints put it.
    private static let storyboard = Generate.document(
        initialViewController: "tvc-00-000",
        """
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <tableViewController id="tvc-00-000" customClass="ExampleTableViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="none" rowHeight="66" sectionHeaderHeight="10" sectionFooterHeight="20" id="tbl-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Fields" id="sec-00-000">
                                        <cells>
        \(cell("on0-00-000", y: 49.5,
            box: LayoutSnippet.view("Shown Box View", "box-00-001", x: 12, y: 3, width: 390, height: 60),
            constraints: marginPinned("box-00-001", "on0-00-000-v")))
        \(cell("off-00-000", y: 969.5,
            box: LayoutSnippet.view("Stale Box View", "box-00-002", x: 0, y: 0, width: 414, height: 66),
            constraints: marginPinned("box-00-002", "off-00-000-v")))
        \(cell("edg-00-000", y: 1035.5,
            box: LayoutSnippet.view("Edge Box View", "box-00-003", x: 10, y: 3, width: 394, height: 60),
            constraints: edgePinned("box-00-003", "edg-00-000-v")))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        """)

    @Test func aStaticCellOutsideItsTableIsNotVerifiedWhereItsFramesDependOnTheContentViewsMargins() throws {
        let result = Generate.text(Self.storyboard)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = try #require(
            result.builders.flatMap(\.layouts).first { $0.key.contains("ExampleTableViewController") })
        let verification = LayoutVerifier.verify(layout)
        let verdicts = Dictionary(
            verification.views.map { ($0.name, $0.verdict) }, uniquingKeysWith: { first, _ in first })
        #expect(verdicts["shownBoxView"] == .within, "\(verdicts)")
        #expect(verdicts["staleBoxView"] == .unverifiable(.cellOutsideTable), "\(verdicts)")
        #expect(verdicts["edgeBoxView"] == .within, "\(verdicts)")
    }
}
