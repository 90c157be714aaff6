import Foundation
import Testing
import UnboardCore

/// Issue 15 item 3 (review H8): a segue whose trigger is a cell. "The starting point of a segue is the button, table
/// row, or gesture recognizer that initiates the segue." "When the user interacts with the element, UIKit loads the
/// appropriate view controller, notifies your app that the segue is about to occur, and executes the transition. You
/// can use the notifications sent by UIKit to pass data to the new view controller or prevent the segue from happening
/// altogether." (View Controller Programming Guide, Using Segues,
/// https://developer.apple.com/library/ios/featuredarticles/viewcontrollerpgforiphoneos/usingsegues.html). Created in
/// code, a table tells its delegate instead ("Called after the user changes the selection.", UITableView.h), so the
/// `migrate` starter's delegate methods perform the segue of the cell, after `shouldPerformSegue`, the cell the
/// sender ("The object that initiated the segue.", `shouldPerformSegue(withIdentifier:sender:)`). The model's
/// `UIKitModel.selectRow(at:in:)` calls the delegate as UIKit does on a tap; each run has a negative on the starter's
/// text without the delegate method's call.
@Suite(.serialized) struct CellSegueRuntimeTests {
    /// A static table controller (`MenuController`: Open performs `openDetail`, Info's detail button `showInfo`), a
    /// dynamic one (`ListController`: prototype `Item` performs `openItem`), a static scene without a class (`Plain`:
    /// `openPlain`), a collection view controller (`GridController`: prototype `Tile` performs `openTile`) and the
    /// destination; `FeedController`, a plain controller whose table's data source and delegate Interface Builder
    /// connected to it (`feedDelegate`, else to another object: prototype `Post` performs `openPost`), and the
    /// destination. `listClass` `nil` takes `ListController`'s class away; `gridClass` names the collection view
    /// controller's.
    static func storyboard(
        listClass: String? = "ListController", feedDelegate: String = "fed-00-000", gridClass: String = "GridController"
    ) -> String {
        let list = listClass.map { #" customClass="\#($0)" customModule="App" customModuleProvider="target""# } ?? ""
        return Generate.document(
            """
            <scenes>
                <scene sceneID="mnu-sc-000">
                    <objects>
                        <tableViewController id="mnu-00-000" customClass="MenuController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="mnu-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="mnu-sx-000">
                                        <cells>
                                            \(Self.staticCell("mnu-cl-001", accessory: "disclosureIndicator", segue: #"kind="show" identifier="openDetail" id="mnu-sg-001""#))
                                            \(Self.staticCell("mnu-cl-002", accessory: "detailButton", segue: #"kind="show" trigger="accessoryAction" identifier="showInfo" id="mnu-sg-002""#))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="lst-sc-000">
                    <objects>
                        <tableViewController id="lst-00-000"\(list) sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="lst-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    \(Self.staticCell("lst-cl-001", accessory: "none", segue: #"kind="show" identifier="openItem" id="lst-sg-001""#, reuseIdentifier: "Item"))
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="pln-sc-000">
                    <objects>
                        <tableViewController storyboardIdentifier="Plain" id="pln-00-000" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="pln-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="pln-sx-000">
                                        <cells>
                                            \(Self.staticCell("pln-cl-001", accessory: "disclosureIndicator", segue: #"kind="show" identifier="openPlain" id="pln-sg-001""#))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="grd-sc-000">
                    <objects>
                        <collectionViewController id="grd-00-000" customClass="\(gridClass)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grd-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="grd-fl-000">
                                    <size key="itemSize" width="50" height="50"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="grd-cl-001">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="grd-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </view>
                                        <connections>
                                            <segue destination="dst-00-000" kind="show" identifier="openTile" id="grd-sg-001"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                <scene sceneID="fed-sc-000">
                    <objects>
                        <viewController id="fed-00-000" customClass="FeedController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fed-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="fed-tb-000">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <prototypes>
                                            \(Self.staticCell("fed-cl-001", accessory: "none", segue: #"kind="show" identifier="openPost" id="fed-sg-001""#, reuseIdentifier: "Post"))
                                        </prototypes>
                                        <connections>
                                            <outlet property="dataSource" destination="\(feedDelegate)" id="fed-ou-001"/>
                                            <outlet property="delegate" destination="\(feedDelegate)" id="fed-ou-002"/>
                                        </connections>
                                    </tableView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="feed" destination="fed-tb-000" id="fed-ou-003"/>
                            </connections>
                        </viewController>
                        <customObject id="fed-ob-000" customClass="FeedSource" customModule="App" customModuleProvider="target"/>
                    </objects>
                </scene>
                <scene sceneID="dst-sc-000">
                    <objects>
                        <viewController id="dst-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dst-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            """)
    }

    /// A table view cell with an empty content view that performs the segue of `segue`'s attributes.
    private static func staticCell(
        _ id: String, accessory: String, segue: String, reuseIdentifier: String? = nil
    ) -> String {
        let reuse = reuseIdentifier.map { #" reuseIdentifier="\#($0)""# } ?? ""
        return """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10"\(reuse) id="\(id)">
                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                    <rect key="frame" x="0.0" y="0.0" width="363" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
                <connections>
                    <segue destination="dst-00-000" \(segue)/>
                </connections>
            </tableViewCell>
            """
    }

    /// What the app's own class does, in its stand-in's body: it records `shouldPerformSegue` (answering `allows`) and
    /// `prepare(for:sender:)`, each with the cell the sender is, and (`ListController`) dequeues its prototype.
    private static func appMembers(_ viewType: String, cellAt: String) -> String {
        """
            var allows = true
            var events: [String] = []
            func place(_ sender: Any?) -> String {
                for row in 0..<2 {
                    if let cell = \(viewType).\(cellAt)(at: IndexPath(indexes: [0, row])), let sender = sender as? UIView, sender === cell {
                        return "cell 0.\\(row)"
                    }
                }
                return "other"
            }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                events.append("should \\(identifier) from \\(place(sender))")
                return allows
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                events.append("prepare \\(segue.identifier ?? "") from \\(place(sender))")
            }

        """
    }

    private static let listDataSource = """
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            }

        """

    /// Runs `program` with the `migrate --custom-class-stubs` output, the stand-ins of `MenuController`,
    /// `ListController`, `GridController` and `FeedController` given the app's members; `edit` changes the
    /// starters' text (`scenes`: the `Scenes` file's).
    private func runCells(
        _ program: String, xml: String = storyboard(), edit: @escaping (String) -> String = { $0 },
        scenes: Bool = false
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-cellsel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Cells.storyboard")
        try xml.write(to: input, atomically: true, encoding: .utf8)
        return try RuntimeTests.generateAndRun(
            [input], program: "import Foundation\nimport UIKit\n" + program + Self.executed, starters: true,
            root: folder
        ) { output in
            let stubs = output.appendingPathComponent("CustomClassStubs.swift")
            var text = try String(contentsOf: stubs, encoding: .utf8)
            for (name, base, members) in [
                ("MenuController", "UITableViewController", Self.appMembers("tableView", cellAt: "cellForRow")),
                (
                    "ListController", "UITableViewController",
                    Self.appMembers("tableView", cellAt: "cellForRow") + Self.listDataSource
                ),
                (
                    "GridController", "UICollectionViewController",
                    Self.appMembers("collectionView", cellAt: "cellForItem")
                ),
                ("FeedController", "UIViewController", Self.appMembers("feed", cellAt: "cellForRow")),
            ] {
                let empty = "class \(name): \(base) {}\n", head = "class \(name): \(base) {\n"
                if text.contains(empty) {
                    text = text.replacingOccurrences(of: empty, with: head + members + "}\n")
                } else {
                    text = text.replacingOccurrences(of: head, with: head + members)
                }
            }
            try text.write(to: stubs, atomically: true, encoding: .utf8)
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path)
            where name.hasSuffix(scenes ? "Scenes.swift" : "+CodeInterfaceBuilder.swift") {
                let file = output.appendingPathComponent(name)
                try edit(try String(contentsOf: file, encoding: .utf8)).write(
                    to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    private static let executed =
        #"print("executed: 1 builders, 1 layouts, 1 size-class states, \(UIKitModel.exceptions.count) exceptions")"#

    /// Takes the delegate methods' calls out of the starters (or the `Scenes` file's classes): the wiring removed.
    private static func unwired(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("performCodeInterfaceBuilderSegue(")
        }.joined(separator: "\n")
    }

    static let staticProgram = """
        let menu = MenuController(codeInterfaceBuilderKey: .cellsMenuController)
        let navigation = UINavigationController(rootViewController: menu)
        menu.loadViewIfNeeded()
        let table = menu.tableView!
        UIKitModel.selectRow(at: IndexPath(indexes: [0, 0]), in: table)
        print("open: shown \\(navigation.viewControllers.count), \\(menu.events)")
        navigation.popToRootViewController(animated: false)
        menu.events = []
        menu.allows = false
        UIKitModel.selectRow(at: IndexPath(indexes: [0, 0]), in: table)
        print("refused: shown \\(navigation.viewControllers.count), \\(menu.events)")
        menu.allows = true
        menu.events = []
        UIKitModel.selectRow(at: IndexPath(indexes: [0, 1]), in: table)
        print("info selected: shown \\(navigation.viewControllers.count), \\(menu.events)")
        UIKitModel.tapAccessoryButton(ofRowAt: IndexPath(indexes: [0, 1]), in: table)
        print("info button: shown \\(navigation.viewControllers.count), \\(menu.events)")

        """

    /// Selecting the static Open cell asks `shouldPerformSegue` and pushes the destination, the cell the sender;
    /// refused, nothing is shown; the Info cell performs its segue from its detail button only.
    @Test func aStaticCellsSelectionAndDetailButtonPerformTheirSegues() throws {
        let run = try runCells(Self.staticProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for expected in [
            #"open: shown 2, ["should openDetail from cell 0.0", "prepare openDetail from cell 0.0"]"#,
            #"refused: shown 1, ["should openDetail from cell 0.0"]"#,
            "info selected: shown 1, []",
            #"info button: shown 2, ["should showInfo from cell 0.1", "prepare showInfo from cell 0.1"]"#,
        ] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
        let without = try runCells(Self.staticProgram, edit: Self.unwired)
        #expect(without.exceptions == 0, "\(without.output)")
        #expect(without.output.contains("open: shown 1, []"), "\(without.output)")
        #expect(without.output.contains("info button: shown 1, []"), "\(without.output)")
    }

    static let dynamicProgram = """
        UIKitModel.makers[ObjectIdentifier(CellsItemCell.self)] = { CellsItemCell(style: .default, reuseIdentifier: nil) }
        let list = ListController(codeInterfaceBuilderKey: .cellsListController)
        let navigation = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        UIKitModel.selectRow(at: IndexPath(indexes: [0, 0]), in: list.tableView)
        print("item: shown \\(navigation.viewControllers.count), \\(list.events)")

        """

    /// A dequeued prototype's selection performs its segue: the reuse identifier names it.
    @Test func aPrototypeCellsSelectionPerformsItsSegue() throws {
        let run = try runCells(Self.dynamicProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains(#"item: shown 2, ["should openItem from cell 0.0", "prepare openItem from cell 0.0"]"#),
            "\(run.output)")
        let without = try runCells(Self.dynamicProgram, edit: Self.unwired)
        #expect(without.output.contains("item: shown 1, []"), "\(without.output)")
    }

    static let collectionProgram = """
        UIKitModel.makers[ObjectIdentifier(CellsTileCell.self)] = { CellsTileCell(frame: .zero) }
        let grid = GridController(codeInterfaceBuilderKey: .cellsGridController)
        let navigation = UINavigationController(rootViewController: grid)
        grid.loadViewIfNeeded()
        let path = IndexPath(indexes: [0, 0])
        let tile = grid.collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
        UIKitModel.show(tile, at: path, in: grid.collectionView)
        UIKitModel.selectItem(at: path, in: grid.collectionView)
        print("tile: shown \\(navigation.viewControllers.count), \\(grid.events)")

        """

    /// A collection view cell's selection performs its segue (`collectionView(_:didSelectItemAt:)`).
    @Test func aCollectionViewCellsSelectionPerformsItsSegue() throws {
        let run = try runCells(Self.collectionProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains(#"tile: shown 2, ["should openTile from cell 0.0", "prepare openTile from cell 0.0"]"#),
            "\(run.output)")
        let without = try runCells(Self.collectionProgram, edit: Self.unwired)
        #expect(without.output.contains("tile: shown 1, []"), "\(without.output)")
    }

    static let plainProgram = """
        let plain = CellsScenes.makePlain()
        let navigation = UINavigationController(rootViewController: plain)
        plain.loadViewIfNeeded()
        UIKitModel.selectRow(at: IndexPath(indexes: [0, 0]), in: (plain as! UITableViewController).tableView)
        print("plain: shown \\(navigation.viewControllers.count)")

        """

    /// What the Objective-C runtime does for a plain controller, which adopts the delegate protocol in its own code:
    /// the table sends it `tableView:didSelectRowAtIndexPath:` (the model has no runtime to look the method up: the
    /// program declares it).
    static let feedProgram = """
        extension FeedController: UITableViewDataSource, UITableViewDelegate {}
        UIKitModel.implement("tableView:didSelectRowAtIndexPath:", in: FeedController.self) { feed, path in
            feed.tableView(feed.feed, didSelectRowAt: path as! IndexPath)
        }
        UIKitModel.makers[ObjectIdentifier(CellsPostCell.self)] = { CellsPostCell(style: .default, reuseIdentifier: nil) }
        let feed = FeedController(codeInterfaceBuilderKey: .cellsFeedController)
        let navigation = UINavigationController(rootViewController: feed)
        feed.loadViewIfNeeded()
        let path = IndexPath(indexes: [0, 0])
        UIKitModel.show(feed.feed.dequeueReusableCell(withIdentifier: "Post", for: path), at: path, in: feed.feed)
        UIKitModel.selectRow(at: path, in: feed.feed)
        print("post: shown \\(navigation.viewControllers.count), \\(feed.events)")

        """

    /// A plain controller that Interface Builder made its table's delegate performs the segue from its starter's
    /// delegate method, the protocol's once the class adopts it.
    @Test func aPlainControllerThatIsItsTablesDelegatePerformsItsCellsSegue() throws {
        let run = try runCells(Self.feedProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains(#"post: shown 2, ["should openPost from cell 0.0", "prepare openPost from cell 0.0"]"#),
            "\(run.output)")
        let without = try runCells(Self.feedProgram, edit: Self.unwired)
        #expect(without.output.contains("post: shown 1, []"), "\(without.output)")
    }

    /// A static table scene without a class: its `Scenes` type's `PlainStaticTable` performs the segue too.
    @Test func aStaticSceneWithoutAClassPerformsItsCellsSegue() throws {
        let run = try runCells(Self.plainProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("plain: shown 2"), "\(run.output)")
        let without = try runCells(Self.plainProgram, edit: Self.unwired, scenes: true)
        #expect(without.output.contains("plain: shown 1"), "\(without.output)")
    }

    /// Only what nothing hears of is a warning: a dynamic table without a class of the app's.
    private func starterText(_ xml: String) -> String {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Cells.storyboard", data: Data(xml.utf8))])
        return result.starters.first { $0.name == "MenuController+CodeInterfaceBuilder.swift" }?.contents ?? ""
    }

    @Test func aCellSegueIsAWarningOnlyWhereNothingHearsOfTheSelection() throws {
        func warnings(_ xml: String) -> [String] {
            var pipeline = GeneratorPipeline()
            pipeline.emitsStarters = true
            let result = pipeline.run([SourceFile(path: "Cells.storyboard", data: Data(xml.utf8))])
            return result.diagnostics.map(\.description).filter { $0.contains("does not wire") }
        }
        #expect(warnings(Self.storyboard()).isEmpty, "\(warnings(Self.storyboard()))")
        let classless = warnings(Self.storyboard(listClass: nil))
        #expect(classless.count == 1 && classless[0].contains("segue 'openItem'"), "\(classless)")
        let otherDelegate = warnings(Self.storyboard(feedDelegate: "fed-ob-000"))
        #expect(otherDelegate.count == 1 && otherDelegate[0].contains("segue 'openPost'"), "\(otherDelegate)")
        // One class for a table and a collection view controller: its builder gets no starter to perform them.
        let noStarter = warnings(Self.storyboard(gridClass: "MenuController"))
        #expect(
            noStarter.count == 3 && noStarter.allSatisfy { $0.contains("MenuController gets no starter") },
            "\(noStarter)")
        // One class for two table view controllers: one starter, each segue its layout's.
        let keyed = starterText(Self.storyboard(listClass: "MenuController"))
        #expect(
            keyed.contains(
                "if codeInterfaceBuilderKey == .cellsMenuControllerLstSc000 && !accessoryButton && cell.reuseIdentifier == \"Item\""
            ),
            "\(keyed)")
        #expect(warnings(Self.storyboard(listClass: "MenuController")).isEmpty)
    }
}
