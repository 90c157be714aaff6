import Testing
@testable import UnboardCore

/// The layout margins of a table view cell's content view.
@Suite struct LayoutCellMarginTests {
    /// A 414 pt wide prototype cell on an iPhone 11 whose switch sits 10 pt inside the trailing margin and whose
    /// label starts at the leading margin; `contentWidth` below 414 stands for an accessory beside the content view.
    /// `ownMargins` gives the content view 15 pt margins of its own that keep the cell's (`preservesSuperviewLayoutMargins`).
    private static func cell(
        _ name: String, _ id: String, contentWidth: Double, accessory: Bool, ownMargins: Bool = false
    ) -> String {
        """
        <tableViewCell contentMode="scaleToFill"\(accessory ? #" accessoryType="disclosureIndicator""# : "") reuseIdentifier="\(name)" id="\(id)-c" customClass="\(name)" customModule="App" customModuleProvider="target">
            <rect key="frame" x="0.0" y="50" width="414" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(ownMargins ? #" preservesSuperviewLayoutMargins="YES""# : "") tableViewCell="\(id)-c" id="\(id)-v">
                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(LayoutSnippet.label("Title", "\(id)-l", x: 20, y: 11.5, width: 91.5, height: 21))
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-s">
                        <rect key="frame" x="\(contentWidth - 79)" y="8" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-v" secondAttribute="leadingMargin" id="\(id)-1"/>
                    <constraint firstItem="\(id)-l" firstAttribute="centerY" secondItem="\(id)-v" secondAttribute="centerY" id="\(id)-2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="\(id)-s" secondAttribute="trailing" constant="10" id="\(id)-3"/>
                    <constraint firstItem="\(id)-s" firstAttribute="centerY" secondItem="\(id)-v" secondAttribute="centerY" id="\(id)-4"/>
                </constraints>
                \(ownMargins ? #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"# : "")
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    private static let storyboard = LayoutSnippet.storyboard(
        device: "retina6_1", width: 414, height: 896,
        subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                    \(cell("PlainCell", "pln-00-001", contentWidth: 414, accessory: false))
                    \(cell("AccessoryCell", "acc-00-001", contentWidth: 383.5, accessory: true))
                    \(cell("PreservingCell", "prs-00-001", contentWidth: 414, accessory: false, ownMargins: true))
                </prototypes>
            </tableView>
            """,
        constraints: """
            <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="t00-00-001"/>
            <constraint firstItem="tbl-00-001" firstAttribute="bottom" secondItem="root-00-000" secondAttribute="bottom" id="t00-00-002"/>
            <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="t00-00-003"/>
            <constraint firstItem="tbl-00-001" firstAttribute="trailing" secondItem="root-00-000" secondAttribute="trailing" id="t00-00-004"/>
            """)

    /// The frames of the layout of the cell class `name`, by view name.
    private func frames(_ name: String) -> [String: LayoutRect] {
        let result = Generate.text(Self.storyboard)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        guard let layout = result.builders.flatMap(\.layouts).first(where: { $0.key.contains(name) }) else {
            Issue.record("no layout for \(name) among \(result.builders.flatMap(\.layouts).map(\.key))")
            return [:]
        }
        return LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
    }

    @Test func aFullWidthContentViewTakesTheCellsMarginsOnBothSides() {
        let frames = frames("PlainCell")
        // 20 pt margins on a 414 pt cell; the switch's alignment rectangle ends 10 pt inside, its frame 2 pt later.
        #expect(
            frames.values.contains { $0.isClose(to: LayoutRect(x: 20, y: 11.5, width: 91.5, height: 21), within: 0.01) }
        )
        #expect(
            frames.values.contains {
                $0.isClose(to: LayoutRect(x: 414 - 20 - 10 - 49, y: 6.5, width: 51, height: 31), within: 0.01)
            })
    }

    @Test func besideAnAccessoryTheContentViewKeepsItsOwnTrailingMarginAndTheCellsLeadingOne() {
        let frames = frames("AccessoryCell")
        #expect(
            frames.values.contains {
                $0.isClose(to: LayoutRect(x: 20, y: 11.5, width: 91.5, height: 21), within: 0.01)
            }, "\(frames)")
        #expect(
            frames.values.contains {
                $0.isClose(to: LayoutRect(x: 383.5 - 8 - 10 - 49, y: 6.5, width: 51, height: 31), within: 0.01)
            }, "\(frames)")
    }

    /// Loop's `HeaderValuesTableViewCell` (`Main.storyboard`, 21701): a content view with 15 pt margins of its own that
    /// preserves its cell's takes the larger: 20 pt in this 414 pt cell (16 in Loop's 375 pt one).
    @Test func ownMarginsThatPreserveTheCellsTakeTheLarger() {
        let frames = frames("PreservingCell")
        #expect(
            frames.values.contains {
                $0.isClose(to: LayoutRect(x: 20, y: 11.5, width: 91.5, height: 21), within: 0.01)
            },
            "\(frames)")
    }

    /// A `width` pt prototype cell, `height` pt tall, on `device`, saved by `toolsVersion`, whose label is pinned 1 pt
    /// inside its content view's leading, top and bottom margins, as GoMap's `ClearCacheViewController` cell is
    /// (`Display.storyboard`, 24506); the label's solved frame. The table is as wide as the cell unless `inset` puts
    /// the cell that far in from both its sides in an inset grouped table.
    /// `preserves` sets `preservesSuperviewLayoutMargins` on the cell and its content view.
    private func pinnedLabel(
        toolsVersion: String, device: String, width: Double, height: Double, inset: Double = 0, preserves: Bool = false
    ) -> LayoutRect? {
        let preserving = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let cell = """
            <tableViewCell contentMode="scaleToFill"\(preserving) reuseIdentifier="PinnedCell" id="pin-00-001" customClass="PinnedCell" customModule="App" customModuleProvider="target">
                <rect key="frame" x="\(inset)" y="50" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(preserving) tableViewCell="pin-00-001" id="pin-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        \(LayoutSnippet.label("Title", "pin-00-003", x: 21, y: 12, width: 100, height: 20))
                    </subviews>
                    <constraints>
                        <constraint firstItem="pin-00-003" firstAttribute="leading" secondItem="pin-00-002" secondAttribute="leadingMargin" constant="1" id="pin-00-004"/>
                        <constraint firstItem="pin-00-003" firstAttribute="top" secondItem="pin-00-002" secondAttribute="topMargin" constant="1" id="pin-00-005"/>
                        <constraint firstAttribute="bottomMargin" secondItem="pin-00-003" secondAttribute="bottom" constant="1" id="pin-00-006"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let xml = LayoutSnippet.storyboard(
            device: device, width: width + 2 * inset, height: 800,
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(inset > 0 ? "insetGrouped" : "plain")" rowHeight="\(height)" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width + 2 * inset)" height="800"/>
                    <prototypes>
                        \(cell)
                    </prototypes>
                </tableView>
                """,
            constraints: ""
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        guard let layout = result.builders.flatMap(\.layouts).first(where: { $0.key.contains("PinnedCell") }) else {
            Issue.record("no layout for PinnedCell among \(result.builders.flatMap(\.layouts).map(\.key))")
            return nil
        }
        // The label is the one view 100 pt wide (its recorded, intrinsic width).
        return LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
            .values.first { abs($0.width - 100) < 0.01 }
    }

    /// GoMap's cell (24506): its label, 1 pt inside the top and bottom margins, is 20 pt tall in a 52 pt cell, where
    /// the 11 pt margins of earlier versions would leave it 28. KeePassium's `EntryFieldEditorVC.storyboard` (23727, the
    /// first version with the doubled insets) still has 11 pt.
    @Test func recentVersionsGiveTheContentView15PointMarginsAboveAndBelow() {
        for (toolsVersion, margin) in [("24506", 15.0), ("24127", 15), ("23727", 11), ("23504", 11)] {
            LayoutSnippet.expect(
                pinnedLabel(toolsVersion: toolsVersion, device: "retina6_1", width: 414, height: 52),
                LayoutRect(x: 21, y: margin + 1, width: 100, height: 52 - 2 * margin - 2))
        }
    }

    /// firebase quickstart's `Main.storyboard` (24127) and GoMap's `POI.storyboard` (24506): a 393 pt cell on an
    /// iPhone 15 Pro has 20 pt side margins, as 414 pt ones do, though the scene's 393 pt root view has 16; a 375 pt
    /// cell keeps 16.
    @Test func cellsFrom390PointsWideTake20PointSideMargins() {
        for (device, width, margin) in [("retina6_12", 393.0, 20.0), ("retina4_7", 375, 16)] {
            let frame = pinnedLabel(toolsVersion: "23504", device: device, width: width, height: 44)
            #expect(frame.map { abs($0.x - margin - 1) < 0.01 } == true, "\(device): \(String(describing: frame))")
        }
    }

    /// MiniKeePass' `CustomField.storyboard` (12120) and MobileOrg's `Settings.storyboard` (11762), probe3 set: before
    /// Xcode 9 a content view that preserves its cell's margins, in a cell that preserves its table's, sits 15 pt in
    /// on a 375 pt phone table; one that preserves nothing keeps 8, as every cell does saved with 13196 (Xcode 9).
    @Test func beforeXcode9ACellThatPreservesItsTablesMarginsHas15PointSideMargins() {
        for (toolsVersion, preserves, margin) in [
            ("12120", true, 15.0), ("11762", true, 15), ("12120", false, 8), ("13196", true, 8),
        ] {
            let frame = pinnedLabel(
                toolsVersion: toolsVersion, device: "retina4_7", width: 375, height: 44, preserves: preserves)
            #expect(
                frame.map { abs($0.x - margin - 1) < 0.01 && abs($0.y - 8 - 1) < 0.01 } == true,
                "\(toolsVersion), preserves \(preserves): \(String(describing: frame))")
        }
    }

    /// KeePassium's `PasswordGeneratorVC.storyboard`: the 374 pt cells of an inset grouped table 414 pt wide on an
    /// iPhone 11 have the 20 pt side margins of the table's width, not the 16 of their own.
    @Test func cellsOfAnInsetGroupedTableTakeTheSideMarginsOfTheTablesWidth() {
        let frame = pinnedLabel(toolsVersion: "23504", device: "retina6_1", width: 374, height: 44, inset: 20)
        #expect(frame.map { abs($0.x - 20 - 1) < 0.01 } == true, "\(String(describing: frame))")
    }
}
