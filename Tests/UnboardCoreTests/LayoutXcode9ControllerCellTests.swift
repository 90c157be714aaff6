import Foundation
import Testing

@testable import UnboardCore

/// Xcode 9 to 9.2 (tools versions 13122 to 13770) give the cells of a table view controller's own table the margins
/// of later versions (`LayoutSystem.isXcode9ControllerTableCell`), where other cells keep 8 pt.
@Suite struct LayoutXcode9ControllerCellTests {
    /// Modelled on MiniKeePass' `Settings.storyboard` and BarMagnet's `en.lproj/Main.storyboard`: a static cell of a
    /// table view controller on an iPhone 8 whose label is pinned to the content view's leading and top margins, at
    /// `labelX`, `labelY` as IB recorded it; with `prototype`, the cell is the table's prototype `Cell` (MiniKeePass'
    /// `MoveItems.storyboard`).
    private static func storyboard(
        toolsVersion: String, labelX: Double, labelY: Double, prototype: Bool = false
    ) -> String {
        let xml = Generate.document(
            initialViewController: "tvc-00-000",
            """
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <tableViewController id="tvc-00-000" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection headerTitle="PIN" id="sec-00-000">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cel-00-000">
                                                    <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-000" id="cv0-00-000">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            \(LayoutSnippet.view("Title View", "box-00-001", x: labelX, y: labelY, width: 200, height: 20, size: true))
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cv0-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
                                                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cv0-00-000" secondAttribute="topMargin" id="c00-00-002"/>
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
            """
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        guard prototype else { return xml }
        return
            xml
            .replacingOccurrences(of: #"dataMode="static""#, with: #"dataMode="prototypes""#)
            .replacingOccurrences(
                of: #"<sections>\s*<tableViewSection headerTitle="PIN" id="sec-00-000">\s*<cells>"#,
                with: "<prototypes>", options: .regularExpression
            )
            .replacingOccurrences(
                of: #"</cells>\s*</tableViewSection>\s*</sections>"#, with: "</prototypes>", options: .regularExpression
            )
            .replacingOccurrences(of: #"id="cel-00-000">"#, with: #"reuseIdentifier="Cell" id="cel-00-000">"#)
    }

    private func verdict(_ xml: String, layout key: String = "SettingsViewController") throws -> ViewVerdict? {
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = try #require(result.builders.flatMap(\.layouts).first { $0.key.hasSuffix(key) })
        return LayoutVerifier.verify(layout).views.first { $0.name == "titleView" }?.verdict
    }

    @Test func aTableViewControllersCellHasTheLaterMarginsInXcode9() throws {
        // MiniKeePass (13196) and BarMagnet (13526): 16 pt at the side, 11 at the top.
        for toolsVersion in ["13196", "13526"] {
            #expect(try verdict(Self.storyboard(toolsVersion: toolsVersion, labelX: 16, labelY: 11)) == .within)
        }
        let prototype = Self.storyboard(toolsVersion: "13196", labelX: 16, labelY: 11, prototype: true)
        #expect(try verdict(prototype, layout: ".Cell") == .within)
    }

    @Test func earlierGenerationsKeep8Points() throws {
        // Eureka's and ownCloud's cells (11762) sit 8 pt in.
        #expect(try verdict(Self.storyboard(toolsVersion: "11762", labelX: 8, labelY: 8)) == .within)
    }
}
