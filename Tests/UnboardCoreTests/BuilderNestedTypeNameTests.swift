import Foundation
import Testing
import UnboardCore

/// Issue 16: a builder declares types of its own, `ReuseIdentifier` (a cell's) and `TableSection` (a static table's),
/// and names the app's view classes unqualified inside it, where a nested type of the same name hid the app's class:
/// "cannot assign value of type 'BadgeCellCodeInterfaceBuilder.ReuseIdentifier' to type 'ReuseIdentifier'" against
/// the iOS 16.5 SDK (synthesized storyboard, `migrate --custom-class-stubs`; no real file seen with it). Such a nested
/// type is named apart (`ReuseIdentifier_`), as the `Scenes` type's are.
@Suite(.serialized) struct BuilderNestedTypeNameTests {
    /// A table view cell `id` of `cellClass` whose one subview, outlet `badge`, is a `viewClass`.
    private static func cell(_ id: String, _ cellClass: String, reuse: String, viewClass: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuse)" id="\(id)" customClass="\(cellClass)">
            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" id="\(id)-sv" customClass="\(viewClass)"><rect key="frame" x="10" y="5" width="30" height="30"/></view>
                </subviews>
            </tableViewCellContentView>
            <connections><outlet property="badge" destination="\(id)-sv" id="\(id)-out"/></connections>
        </tableViewCell>
        """
    }

    /// A list whose prototype `BadgeCell` holds a `ReuseIdentifier` view, and settings whose static cell holds a
    /// `TableSection` view.
    static let storyboard = Generate.storyboard(
        scenes: """
            <scene sceneID="scn-00-001"><objects>
                <tableViewController storyboardIdentifier="List" id="vc-00-001" customClass="ListController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>\(cell("cel-00-001", "BadgeCell", reuse: "Badge", viewClass: "ReuseIdentifier"))</prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            <scene sceneID="scn-00-002"><objects>
                <tableViewController storyboardIdentifier="Settings" id="vc-00-002" customClass="SettingsController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="tbl-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections><tableViewSection headerTitle="A" id="sec-00-002"><cells>
                            \(cell("cel-00-002", "RowCell", reuse: "Row", viewClass: "TableSection"))
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)

    @Test func nestedTypesNamedLikeTheAppsViewClassesAreNamedApart() throws {
        let result = Generate.text(Self.storyboard, stubs: true, starters: true)
        let cell = Generate.builderText(result, "BadgeCellCodeInterfaceBuilder.swift")
        for line in [
            "    let badge: ReuseIdentifier\n", "        let badge = ReuseIdentifier()\n",
            "    enum ReuseIdentifier_ {\n",
            "        tableView.register(BadgeCell.self, forCellReuseIdentifier: ReuseIdentifier_.snippetBadge)\n",
        ] {
            #expect(cell.contains(line), "\(line)\n\(cell)")
        }
        let settings = Generate.builderText(result, "SettingsControllerCodeInterfaceBuilder.swift")
        for line in [
            "    let tableSections: [TableSection_]\n", "    struct TableSection_ {\n",
            "            TableSection_(headerTitle: \"A\", footerTitle: nil, cells: [\n",
        ] {
            #expect(settings.contains(line), "\(line)\n\(settings)")
        }
        // Builders whose views have no such class keep the names.
        let plain = Generate.text(
            Self.storyboard.replacingOccurrences(of: #"customClass="ReuseIdentifier""#, with: #"customClass="Badge""#))
        #expect(
            Generate.builderText(plain, "BadgeCellCodeInterfaceBuilder.swift").contains("    enum ReuseIdentifier {\n"))
    }

    /// On the behavioural model: the output compiles, the prototype is dequeued with its `ReuseIdentifier` view, and
    /// the static table's section holds its cell with the `TableSection` view.
    @Test func theAppsViewClassesAreCreated() throws {
        let run = try Generate.withSnippet(Self.storyboard) { input in
            try RuntimeTests.generateAndRun(
                [input],
                program: """
                    import Foundation
                    import UIKit
                    let cell = BadgeCellCodeInterfaceBuilder(key: .snippetBadge, cell: BadgeCell(style: .default, reuseIdentifier: "Badge"))
                    print("badge: \\(type(of: cell.badge))")
                    let settings = SettingsControllerCodeInterfaceBuilder(key: .snippetSettingsController)
                    let row = settings.tableSections[0].cells[0]
                    print("row: \\(type(of: row)) with \\(row.contentView.subviews.map { "\\(type(of: $0))" })")
                    print("executed: 2 builders, 2 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                    """)
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in ["badge: ReuseIdentifier", "row: RowCell with [\"TableSection\"]"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }
}
