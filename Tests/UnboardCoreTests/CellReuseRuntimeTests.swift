import Foundation
import Testing
import UnboardCore

/// Issue 15 item 1, "Building a cell's content happens once per cell, never again on reuse", on the behavioural
/// model's reuse queues: a cell whose row left the screen (`UIKitModel.endDisplaying`) is handed back by the next
/// dequeue with its identifier after its `prepareForReuse()` ("If an existing cell was available for reuse, this
/// method calls the cell's prepareForReuse() method instead", `dequeueReusableCell(withIdentifier:)`). The reused
/// cell must be the one the app saw: the same subviews, no constraint twice, its outlets on those subviews. Each
/// test has a negative: a cell edited to build its content again when it is reused is caught.
@Suite(.serialized) struct CellReuseRuntimeTests {
    /// A table whose `Badge` prototype has no class and no style (a generated class), a label and an image view with
    /// five constraints, and a collection view whose `Tile` cell and `Header` header have no class either.
    static let lists = Generate.storyboard(
        subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Badge" id="cel-00-001">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                                    <rect key="frame" x="20" y="7" width="30" height="30"/>
                                </imageView>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Badge" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="58" y="12" width="315" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="con-00-001" secondAttribute="leading" constant="20" id="cns-00-001"/>
                                <constraint firstItem="img-00-001" firstAttribute="centerY" secondItem="con-00-001" secondAttribute="centerY" id="cns-00-002"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="img-00-001" secondAttribute="trailing" constant="8" id="cns-00-003"/>
                                <constraint firstAttribute="trailing" secondItem="lbl-00-001" secondAttribute="trailing" constant="20" id="cns-00-004"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="con-00-001" secondAttribute="centerY" id="cns-00-005"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-001">
                <rect key="frame" x="0.0" y="400" width="393" height="400"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="8" minimumInteritemSpacing="8" id="flo-00-001">
                    <size key="itemSize" width="120" height="120"/>
                    <size key="headerReferenceSize" width="50" height="50"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="ccl-00-001">
                        <rect key="frame" x="0.0" y="50" width="120" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="ccv-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-002">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-00-002" firstAttribute="top" secondItem="ccv-00-001" secondAttribute="top" id="cns-00-006"/>
                                <constraint firstItem="img-00-002" firstAttribute="leading" secondItem="ccv-00-001" secondAttribute="leading" id="cns-00-007"/>
                                <constraint firstAttribute="trailing" secondItem="img-00-002" secondAttribute="trailing" id="cns-00-008"/>
                                <constraint firstAttribute="bottom" secondItem="img-00-002" secondAttribute="bottom" id="cns-00-009"/>
                            </constraints>
                        </view>
                        <size key="customSize" width="120" height="120"/>
                    </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Section" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                            <rect key="frame" x="16" y="15" width="361" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="hdr-00-001" secondAttribute="leading" constant="16" id="cns-00-010"/>
                        <constraint firstItem="lbl-00-002" firstAttribute="centerY" secondItem="hdr-00-001" secondAttribute="centerY" id="cns-00-011"/>
                    </constraints>
                </collectionReusableView>
            </collectionView>
            """)

    /// Prints what the app sees of a reusable view: its views (every descendant, a cell's content view with its
    /// subviews) and the constraints installed in them, compared by identity.
    static let helpers = """
        import Foundation
        import UIKit
        @MainActor func descendants(_ view: UIView) -> [UIView] { view.subviews + view.subviews.flatMap(descendants) }
        @MainActor func installed(_ view: UIView) -> [NSLayoutConstraint] { ([view] + descendants(view)).flatMap { $0.constraints } }
        func same(_ a: [AnyObject], _ b: [AnyObject]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }
        /// Dequeues a view with `dequeue`, scrolls it off with `endDisplaying`, dequeues again and prints whether the
        /// second dequeue gave the same view with the same content.
        @MainActor func reuse(_ name: String, in list: UIScrollView, _ dequeue: () -> UIView) {
            let first = dequeue()
            let (views, constraints) = (descendants(first), installed(first))
            UIKitModel.endDisplaying(first, in: list)
            let second = dequeue()
            let unique = Set(installed(second).map(ObjectIdentifier.init)).count
            print("\\(name): reused \\(first === second), views \\(views.count) -> \\(descendants(second).count), same \\(same(views, descendants(second))), constraints \\(constraints.count) -> \\(installed(second).count) (\\(unique) distinct), same \\(same(constraints, installed(second)))")
            print("\\(name): new when none queued \\(dequeue() !== second)")
        }

        """

    /// What `reuse` prints for a view whose content was built once: the same views and constraints.
    static func builtOnce(_ name: String, views: Int, constraints: Int) -> String {
        "\(name): reused true, views \(views) -> \(views), same true, constraints \(constraints) -> \(constraints) "
            + "(\(constraints) distinct), same true"
    }

    static let generatedClassesProgram =
        helpers + """
            UIKitModel.makers[ObjectIdentifier(SnippetBadgeCell.self)] = { SnippetBadgeCell(style: .default, reuseIdentifier: nil) }
            UIKitModel.makers[ObjectIdentifier(SnippetTileCell.self)] = { SnippetTileCell(frame: .zero) }
            UIKitModel.makers[ObjectIdentifier(SnippetHeaderReusableView.self)] = { SnippetHeaderReusableView(frame: .zero) }
            let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
            let table = builder.view.findViews(subclassOf: UITableView.self)[0]
            let collection = builder.view.findViews(subclassOf: UICollectionView.self)[0]
            let path = IndexPath(indexes: [0, 0])
            reuse("Badge", in: table) {
                table.dequeueReusableCell(withIdentifier: BadgeCellCodeInterfaceBuilder.ReuseIdentifier.snippetBadge, for: path)
            }
            reuse("Tile", in: collection) {
                collection.dequeueReusableCell(withReuseIdentifier: TileCollectionViewCellCodeInterfaceBuilder.ReuseIdentifier.snippetTile, for: path)
            }
            reuse("Header", in: collection) {
                collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: HeaderReusableViewCodeInterfaceBuilder.ReuseIdentifier.snippetHeader, for: path)
            }
            print(UIKitModel.events.filter { $0.hasPrefix("reuse ") }.joined(separator: "\\n"))
            print("executed: 4 builders, 4 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """

    private func runLists(editing edit: @escaping (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-reuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.lists.write(to: input, atomically: true, encoding: .utf8)
        return try RuntimeTests.generateAndRun([input], program: Self.generatedClassesProgram) { output in
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path)
            where name.hasSuffix("CodeInterfaceBuilder.swift") {
                let file = output.appendingPathComponent(name)
                try edit(try String(contentsOf: file, encoding: .utf8)).write(
                    to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// The generated classes of prototypes without a class (a style-less table cell, a collection view cell and a
    /// section header) build their content in their initializer only: reused, each is the same view with the same
    /// subviews and constraints.
    @Test func generatedPrototypeClassesKeepTheirContentWhenReused() throws {
        let run = try runLists()
        #expect(run.exceptions == 0, "\(run.output)")
        for line in [
            Self.builtOnce("Badge", views: 3, constraints: 5), Self.builtOnce("Tile", views: 2, constraints: 4),
            Self.builtOnce("Header", views: 1, constraints: 2), "Badge: new when none queued true",
            "Tile: new when none queued true", "Header: new when none queued true",
            "reuse Badge SnippetBadgeCell\nreuse Tile SnippetTileCell\nreuse UICollectionElementKindSectionHeader/Header SnippetHeaderReusableView",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// The check bites: a generated class edited to build its content again in `prepareForReuse()` (what building
    /// on every dequeue gives) has its views and constraints twice once reused.
    @Test func aPrototypeClassThatBuildsOnReuseIsCaught() throws {
        let run = try runLists { source in
            source.replacingOccurrences(
                of:
                    #"(\n    /// Decodes the view and installs its views\.\n    required init\?\(coder: NSCoder\) \{\n        super\.init\(coder: coder\)\n        (codeInterfaceBuilder = [^\n]+)\n    \}\n)"#,
                with: "$1\n    override func prepareForReuse() {\n        super.prepareForReuse()\n        $2\n    }\n",
                options: .regularExpression)
        }
        for line in [
            "Badge: reused true, views 3 -> 5, same false, constraints 5 -> 10 (10 distinct), same false",
            "Tile: reused true, views 2 -> 3, same false, constraints 4 -> 8 (8 distinct), same false",
            "Header: reused true, views 1 -> 2, same false, constraints 2 -> 4 (4 distinct), same false",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// A prototype of the app's own class (the fixture's `ItemCell`, one label, two constraints, the `nameLabel`
    /// outlet) filled by its `migrate` starter from the cell's initializer: reused, its outlet still points to the
    /// label it shows.
    private func runItemCell(extraMembers: String) throws -> RuntimeTests.Run {
        let storyboard = TestPaths.fixtures.appendingPathComponent("TablesAndBars/TablesAndBars.storyboard")
        return try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("TablesAndBars.storyboard", try String(contentsOf: storyboard, encoding: .utf8))], className: "ItemCell",
            classHead: """
                final class ItemCell: UITableViewCell {
                    weak var nameLabel: UILabel!

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        installCodeInterfaceBuilder(key: .tablesAndBarsItemCell)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                \(extraMembers)

                """, stub: "class ItemCell: UITableViewCell {}\n",
            program: Self.helpers.replacingOccurrences(of: "import Foundation\nimport UIKit\n", with: "") + """
                UIKitModel.makers[ObjectIdentifier(ItemCell.self)] = { ItemCell(style: .default, reuseIdentifier: nil) }
                let table = UITableView(frame: .zero, style: .plain)
                ItemCellCodeInterfaceBuilder.registerTablesAndBarsItemCell(in: table)
                var shown: [(cell: ItemCell, label: UIView, outlet: UILabel?)] = []
                reuse("ItemCell", in: table) {
                    let cell = table.dequeueReusableCell(
                        withIdentifier: ItemCellCodeInterfaceBuilder.ReuseIdentifier.tablesAndBarsItemCell, for: IndexPath(indexes: [0, 0]))
                    let itemCell = cell as! ItemCell
                    shown.append((itemCell, cell.contentView.subviews[0], itemCell.nameLabel))
                    return cell
                }
                let label = shown[0].label
                print("outlet: first \\(shown[0].outlet === label), reused \\(shown[1].outlet === label), builder \\(shown[1].cell.codeInterfaceBuilder?.nameLabel === label)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
    }

    @Test func aCellOfItsOwnClassKeepsItsContentAndOutletsWhenReused() throws {
        let run = try runItemCell(extraMembers: "")
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains(Self.builtOnce("ItemCell", views: 2, constraints: 2)), "\(run.output)")
        #expect(run.output.contains("outlet: first true, reused true, builder true"), "\(run.output)")
    }

    /// The check bites: the class installing its builder again on reuse doubles its label and constraints, and its
    /// outlet leaves the label it first showed.
    @Test func aCellOfItsOwnClassThatInstallsOnReuseIsCaught() throws {
        let run = try runItemCell(
            extraMembers: """
                    override func prepareForReuse() {
                        super.prepareForReuse()
                        installCodeInterfaceBuilder(key: .tablesAndBarsItemCell)
                    }
                """)
        #expect(
            run.output.contains(
                "ItemCell: reused true, views 2 -> 3, same false, constraints 2 -> 4 (4 distinct), same false"),
            "\(run.output)")
        #expect(run.output.contains("outlet: first true, reused false, builder false"), "\(run.output)")
    }
}
