import Testing
@testable import UnboardCore

/// Xcode 9.3 to 11 (tools versions 13771 to 17155) give the cells of a table inside another view 15 pt side margins on
/// a phone without a notch narrower than 414 pt and on an iPad
/// (`InterfaceBuilderGeneration.embeddedTableCellSideMargin(on:)`: Photobook's, CoreStore's, NYPL's and 10 more
/// repositories' documents), and those of a table view controller's own table the width's (16 pt on a 375 pt table,
/// where Xcode 11 gives cells outside a table 15: AndroidInterview's copy of SwiftMessages' demo, CoreStore, Loop,
/// SDCAlertView, PopcornTimeTV, HabitRPG, KeePassium).
@Suite struct LayoutEmbeddedTableCellMarginTests {
    /// The x of a box pinned to the leading margin of the content view of a prototype cell `Cell`, in a table `width`
    /// pt wide that is a table view controller's root view (`controllerTable`) or the only subview of a plain
    /// controller's view; with `preserves`, the cell and its content view preserve their superviews' margins.
    static func boxX(
        toolsVersion: String, device: String = "retina4_7", width: Double = 375, controllerTable: Bool,
        preserves: Bool = false
    ) -> Double? {
        let preserving = preserves ? #"preservesSuperviewLayoutMargins="YES" "# : ""
        let table = """
            <tableView \(controllerTable ? #"key="view" "# : "")clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="50" \(controllerTable ? "" : #"translatesAutoresizingMaskIntoConstraints="NO" "#)id="tbl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                <prototypes>
                    \(LayoutSnippet.marginBoxCell(
                        className: "RowCell", width: width, y: 28, boxX: 16,
                        cellAttributes: preserving + #"reuseIdentifier="Cell" "#, contentAttributes: preserving))
                </prototypes>
            </tableView>
            """
        let controller = """
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <tableViewController id="vc0-00-000" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            \(table)
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
            """
        let xml =
            controllerTable
            ? Generate.document(initialViewController: "vc0-00-000", controller)
            : LayoutSnippet.storyboard(
                device: device, width: width, height: 600, subviews: table,
                constraints: LayoutSnippet.pinTop("tbl-00-001", leading: 0, trailing: 0, top: 0))
        return LayoutSnippet.frames(
            xml.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#),
            ofLayout: ".Cell")?["boxView"]?.x
    }

    /// Photobook's `Photobook.storyboard` (14490.70), Probie2-a's (13771), CoreStore's (15400) and NYPL's (16096)
    /// tables inside plain views; Ohwelleh's and Glucosio's iPad tables (14460.31, 14113).
    @Test func aTableInsideAPlainViewGivesItsCells15PointSideMargins() {
        #expect(Self.boxX(toolsVersion: "14490.70", controllerTable: false) == 15)
        #expect(Self.boxX(toolsVersion: "13771", controllerTable: false, preserves: true) == 15)
        #expect(Self.boxX(toolsVersion: "15400", controllerTable: false) == 15)
        #expect(Self.boxX(toolsVersion: "16096", device: "retina4_0", width: 320, controllerTable: false) == 15)
        #expect(Self.boxX(toolsVersion: "14460.31", device: "ipad9_7", width: 768, controllerTable: false) == 15)
    }

    /// AndroidInterview's copy of SwiftMessages' demo (15504), CoreStore's (15400, beside its 15 pt table inside a plain
    /// view), SDCAlertView's (16096, 320 pt) and Photobook's table view controllers (14490.70).
    @Test func aTableViewControllersCellsKeepTheWidthsMargins() {
        #expect(Self.boxX(toolsVersion: "15504", controllerTable: true) == 16)
        #expect(Self.boxX(toolsVersion: "15400", controllerTable: true) == 16)
        #expect(Self.boxX(toolsVersion: "16096", device: "retina4_0", width: 320, controllerTable: true) == 16)
        #expect(Self.boxX(toolsVersion: "14490.70", controllerTable: true) == 16)
    }

    /// Later versions (KeePassium's and Blockstream's, 17156 and later), 414 pt phones (initium's and RVS_BlueThoth's
    /// 374 pt tables at 20, KeePassium's 252 pt one at 16: not modelled) and notched phones keep the width's.
    @Test func otherVersionsAndDevicesKeepTheWidthsMargins() {
        #expect(Self.boxX(toolsVersion: "17156", controllerTable: false) == 16)
        #expect(Self.boxX(toolsVersion: "14490.70", device: "retina5_5", width: 414, controllerTable: false) == 20)
        #expect(Self.boxX(toolsVersion: "15702", device: "retina6_1", width: 414, controllerTable: false) == 20)
        #expect(Self.boxX(toolsVersion: "14490.70", device: "retina5_9", controllerTable: false) == 16)
    }
}
