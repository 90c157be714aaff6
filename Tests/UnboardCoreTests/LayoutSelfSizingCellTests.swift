import Testing
@testable import UnboardCore

/// A static cell of a self-sizing table takes the height its content's constraints give it, not the row height IB
/// recorded (`LayoutSystem.fitsContentHeight`); a table with a fixed row height keeps the recorded one.
@Suite struct LayoutSelfSizingCellTests {
    /// A grouped static table on an iPhone SE (3rd generation) with one 74 pt cell whose content needs 75 pt: a 16 pt
    /// label 11 pt below the top margin, a 32 pt segmented control (31 pt tall by its alignment rectangle) 6 pt below
    /// it and 11 pt above the bottom margin. Modelled on SwiftMessages' `Demo/Main.storyboard`, `ExploreViewController`,
    /// whose control is 5 pt below the label, so that its content fits its 74 pt exactly.
    private static func storyboard(tableRowHeight: String, cellRowHeight: String = "") -> String {
        Generate.document(
            initialViewController: "tvc-00-000",
            """
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <tableViewController id="tvc-00-000" customClass="ExploreViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="none" rowHeight="\(tableRowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection headerTitle="Presentation" id="sec-00-000">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10"\(cellRowHeight) id="cel-00-000">
                                                    <rect key="frame" x="0.0" y="55.5" width="375" height="74"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-000" id="cnt-00-000">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="74"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="STYLE" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-000">
                                                                <rect key="frame" x="26" y="11" width="146.5" height="16"/>
                                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                                                            </label>
                                                            <segmentedControl opaque="NO" contentMode="scaleToFill" verticalCompressionResistancePriority="751" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-000">
                                                                <rect key="frame" x="26" y="32" width="194" height="32"/>
                                                                <segments>
                                                                    <segment title="Top"/>
                                                                    <segment title="Bottom"/>
                                                                </segments>
                                                            </segmentedControl>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="seg-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" constant="10" id="c00-00-001"/>
                                                            <constraint firstItem="lbl-00-000" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" constant="10" id="c00-00-002"/>
                                                            <constraint firstItem="lbl-00-000" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="topMargin" id="c00-00-003"/>
                                                            <constraint firstItem="seg-00-000" firstAttribute="top" secondItem="lbl-00-000" secondAttribute="bottom" constant="6" id="c00-00-004"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="seg-00-000" secondAttribute="bottom" id="c00-00-005"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            """)
    }

    /// The solved frames of the storyboard's controller layout, by view name.
    private func frames(_ storyboard: String) -> [String: LayoutRect] {
        let result = Generate.text(storyboard)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        guard let layout = result.builders.flatMap(\.layouts).first(where: { $0.key.contains("ExploreViewController") })
        else {
            Issue.record("no layout among \(result.builders.flatMap(\.layouts).map(\.key))")
            return [:]
        }
        return LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
    }

    private func frame(_ frames: [String: LayoutRect], at x: Double, width: Double) -> LayoutRect? {
        frames.values.first { abs($0.x - x) < 0.01 && abs($0.width - width) < 0.01 }
    }

    @Test func aSelfSizingCellGrowsToItsContentsHeight() {
        let frames = frames(Self.storyboard(tableRowHeight: "-1"))
        // The label keeps its 16 pt and the control goes to y 33 (in the cell, which IB adds to no view here): the
        // content view is 75 pt, not the recorded 74.
        LayoutSnippet.expect(frame(frames, at: 26, width: 146.5), LayoutRect(x: 26, y: 11, width: 146.5, height: 16))
        LayoutSnippet.expect(frame(frames, at: 26, width: 194), LayoutRect(x: 26, y: 33, width: 194, height: 32))
    }

    @Test func aFixedRowHeightKeepsTheRecordedHeight() {
        // The table's own row height: the 74 pt content view stands, and the label (compression resistance 750)
        // gives up the missing point to the control (751).
        for frames in [
            frames(Self.storyboard(tableRowHeight: "74")),
            frames(Self.storyboard(tableRowHeight: "-1", cellRowHeight: #" rowHeight="74""#)),
        ] {
            LayoutSnippet.expect(
                frame(frames, at: 26, width: 146.5), LayoutRect(x: 26, y: 11, width: 146.5, height: 15))
            LayoutSnippet.expect(frame(frames, at: 26, width: 194), LayoutRect(x: 26, y: 32, width: 194, height: 32))
        }
    }
}
