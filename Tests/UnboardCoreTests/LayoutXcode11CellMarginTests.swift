import Testing
@testable import UnboardCore

/// Xcode 11 (tools versions 14810 to 17155) gives a table cell's content view 15 pt side margins on a phone without a
/// notch, whatever the cell's width (`InterfaceBuilderGeneration.cellSideMargin(on:)`: LoopKit's 450 pt
/// `GlucoseRangeTableViewCell.xib`, 14854, probe2, and 29 cell xibs of 6 repositories' histories).
@Suite struct LayoutXcode11CellMarginTests {
    /// The x of a box pinned to the leading margin of a `width` pt cell xib's content view.
    private static func boxX(toolsVersion: String, device: String = "retina4_7", width: Double = 450) -> Double? {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    \(LayoutSnippet.marginBoxCell(
                        className: "RangeCell", width: width, boxX: 15,
                        cellAttributes: #"selectionStyle="default" indentationWidth="10" "#))
                </objects>
            </document>
            """
        return LayoutSnippet.frames(xml)["boxView"]?.x
    }

    @Test func xcode11GivesACellOnAPhoneWithoutANotch15PointSideMargins() {
        #expect(Self.boxX(toolsVersion: "14854") == 15)
        #expect(Self.boxX(toolsVersion: "16097", width: 320) == 15)
    }

    /// Pisth's `Git.storyboard` (14854, probe3): prototype cells of a table view controller's table that preserve their
    /// table's margins, content view and cell both, keep 16 pt in a 375 pt table.
    @Test func aContentViewThatPreservesItsTablesMarginsKeepsTheWidths() {
        #expect(
            LayoutEmbeddedTableCellMarginTests.boxX(toolsVersion: "14854", controllerTable: true, preserves: true) == 16
        )
    }

    @Test func otherVersionsAndNotchedPhonesKeepTheMarginsOfTheCellsWidth() {
        #expect(Self.boxX(toolsVersion: "17156") == 20)
        #expect(Self.boxX(toolsVersion: "17156", width: 320) == 16)
        #expect(Self.boxX(toolsVersion: "14490") == 20)
        #expect(Self.boxX(toolsVersion: "14854", device: "retina6_1", width: 320) == 16)
    }
}
