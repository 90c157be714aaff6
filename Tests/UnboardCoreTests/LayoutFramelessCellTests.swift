import Testing
@testable import UnboardCore

/// Prototype cells IB records no frame for, as Xcode 6's "any size" storyboards leave them.
@Suite struct LayoutFramelessCellTests {
    /// MengTo's DesignerNewsApp `Main.storyboard` (7706): a prototype cell of a 600 pt table with a 140 pt row height
    /// and no frame, neither its own nor its content view's (or, with `cellHeight`, a cell frame that tall and still
    /// none for the content view, as its `CommentCell` records), whose label is pinned 8 pt inside the content view's
    /// trailing and bottom edges; the label's solved frame in a table with `separatorStyle`.
    private func pinnedLabel(separatorStyle: String, cellHeight: Double? = nil) -> LayoutRect? {
        let cellFrame = cellHeight.map { #"<rect key="frame" x="0.0" y="0.0" width="600" height="\#($0)"/>"# } ?? ""
        let cell = """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="StoryCell" rowHeight="140" id="cel-00-001" customClass="StoryCell" customModule="App" customModuleProvider="target">
                \(cellFrame)
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cel-00-002">
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        \(LayoutSnippet.label("Time", "cel-00-003", x: 560, y: 111, width: 32, height: 21))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="cel-00-003" secondAttribute="trailing" constant="8" id="cel-00-004"/>
                        <constraint firstAttribute="bottom" secondItem="cel-00-003" secondAttribute="bottom" constant="8" id="cel-00-005"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let xml = LayoutSnippet.prototypeTable(
            cell, width: 600, height: 600, rowHeight: 44, separatorStyle: separatorStyle
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="7706""#)
        .replacingOccurrences(of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
        return LayoutSnippet.frames(xml, ofLayout: "StoryCell")?
            .values.first { abs($0.width - 32) < 0.01 }
    }

    @Test func aCellWithoutAFrameHasItsTablesWidthAndItsRowHeight() {
        LayoutSnippet.expect(
            pinnedLabel(separatorStyle: "none"), LayoutRect(x: 560, y: 140 - 8 - 21, width: 32, height: 21))
    }

    /// Documents saved before Xcode 9.3 end a cell's content view 1 pt above the cell's bottom, for the separator.
    @Test func aContentViewWithoutAFrameLeavesTheSeparatorsPointBelowIt() {
        LayoutSnippet.expect(
            pinnedLabel(separatorStyle: "default"), LayoutRect(x: 560, y: 140 - 1 - 8 - 21, width: 32, height: 21))
    }

    /// A cell frame other than the row height, with no content-view frame, is not the size IB laid the cell out at:
    /// DesignerNewsApp's `CommentCell` (44 pt recorded, `rowHeight` 113), element-ios' and Provenance's Xcode 6 cells.
    @Test func aCellFrameWithoutAContentViewFrameIsLaidOutAtTheRowHeight() {
        LayoutSnippet.expect(
            pinnedLabel(separatorStyle: "default", cellHeight: 44),
            LayoutRect(x: 560, y: 140 - 1 - 8 - 21, width: 32, height: 21))
    }
}
