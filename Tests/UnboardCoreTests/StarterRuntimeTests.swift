import Foundation
import Testing
import UnboardCore

/// Issue 15 on the behavioural UIKit model with the `migrate` starters as written: `run-generated.py` makes each
/// starter's extension the body of its class (Linux cannot override in an extension), the stand-in's members first,
/// and changes nothing else of its text. Each behaviour has a negative: the same program with the starter's text
/// edited gives what the mistake would give on a device.
@Suite(.serialized) struct StarterRuntimeTests {
    /// Runs `program` with the `migrate --custom-class-stubs` output of `inputs`; `edit` changes the text of the
    /// starter of `starter` first, and must change something.
    static func run(
        _ inputs: [URL], root: URL? = nil, _ program: String, starter: String? = nil,
        edit: @escaping (String) -> String = { $0 }
    ) throws -> RuntimeTests.Run {
        try RuntimeTests.generateAndRun(
            inputs, program: "import Foundation\nimport UIKit\n" + program, starters: true, root: root
        ) { output in
            guard let starter else { return }
            let file = output.appendingPathComponent("\(starter)+CodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(edit(text) != text, "the edit of \(starter)'s starter changed nothing")
            try edit(text).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Removes `line` (a whole line, with its indentation) from a starter's text.
    static func removing(_ line: String) -> (String) -> String {
        { $0.replacingOccurrences(of: line + "\n", with: "") }
    }

    static let tablesAndBars = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("TablesAndBars"))

    /// "The object that acts as the data source of the table view." / "The object that acts as the delegate of the
    /// table view." (https://developer.apple.com/documentation/uikit/uitableview/datasource, `.../delegate`): the
    /// fixture's list controller, which Interface Builder connected as both, is both once its starter loaded the view.
    static let dataSourceProgram = """
        extension ListViewController: UITableViewDataSource, UITableViewDelegate {}
        let list = TablesAndBarsScenes.makeListViewController()
        list.loadViewIfNeeded()
        print("data source: \\(list.tableView.dataSource === list), delegate: \\(list.tableView.delegate === list)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aControllersStarterMakesItItsTablesDataSourceAndDelegate() throws {
        let run = try Self.run(Self.tablesAndBars, Self.dataSourceProgram)
        #expect(run.exceptions == 0 && run.output.contains("data source: true, delegate: true"), "\(run.output)")
        // Negative: without the starter's line the table has no data source, as without the storyboard's connection.
        let without = try Self.run(
            Self.tablesAndBars, Self.dataSourceProgram, starter: "ListViewController",
            edit: Self.removing(
                "        builder.tableView.dataSource = self as AnyObject as? UITableViewDataSource"))
        #expect(without.output.contains("data source: false, delegate: true"), "\(without.output)")
    }

    /// A xib whose File's Owner, a controller, is its table's data source and delegate.
    static let ownerXib = Generate.document(
        xib: true,
        """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OwnerViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="own-vw-001" id="own-ou-001"/>
                        <outlet property="entries" destination="own-tb-001" id="own-ou-002"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="own-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="-1" id="own-tb-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="own-ou-003"/>
                                <outlet property="delegate" destination="-1" id="own-ou-004"/>
                            </connections>
                        </tableView>
                    </subviews>
                </view>
            </objects>
        """)

    static let ownerProgram = """
        extension OwnerViewController: UITableViewDataSource, UITableViewDelegate {}
        let owner = OwnerViewController(nibName: nil, bundle: nil)
        owner.loadViewIfNeeded()
        print("data source: \\(owner.entries.dataSource === owner), delegate: \\(owner.entries.delegate === owner)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// The File's Owner's starter does for the table what the xib's connections did: the app creates the owner
    /// itself (`init(nibName:bundle:)`), and its view loads through the starter's `loadView()`.
    @Test func aFilesOwnersStarterMakesItItsTablesDataSourceAndDelegate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-owner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Owner.xib")
        try Self.ownerXib.write(to: xib, atomically: true, encoding: .utf8)
        let run = try Self.run([xib], root: folder, Self.ownerProgram)
        #expect(run.exceptions == 0 && run.output.contains("data source: true, delegate: true"), "\(run.output)")
        let without = try Self.run(
            [xib], root: folder, Self.ownerProgram, starter: "OwnerViewController",
            edit: Self.removing("        builder.entries.delegate = self as AnyObject as? UITableViewDelegate"))
        #expect(without.output.contains("data source: true, delegate: false"), "\(without.output)")
    }

    /// The app's tabs with their real starters: `ViewFreeConfigureRuntimeTests.tabs`, whose hand-written classes these
    /// runs complement.
    static func runTabs(
        _ program: String, starter: String? = nil, edit: @escaping (String) -> String = { $0 }
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-tabs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Tabs.storyboard")
        try ViewFreeConfigureRuntimeTests.tabs.write(to: input, atomically: true, encoding: .utf8)
        return try run([input], root: folder, program, starter: starter, edit: edit)
    }

    static let barItemsProgram = """
        final class Taps { var refreshes = 0 }
        let taps = Taps()
        UIKitModel.implement("refresh:", in: SecondViewController.self) { _, _ in taps.refreshes += 1 }
        let tabs = TabsScenes.makeInitialViewController()
        for child in tabs.viewControllers ?? [] {
            let item = child.tabBarItem
            print("tab: \\(item?.title ?? "nil") image \\(item?.image == nil ? "missing" : "set") loaded \\(child.isViewLoaded)")
        }
        let second = tabs.viewControllers![1] as! SecondViewController
        let shown = second.navigationItem.rightBarButtonItems?.first
        print("outlet before load: \\(second.refreshButton?.title ?? "nil") shown \\(shown != nil && shown === second.refreshButton) loaded \\(second.isViewLoaded)")
        let another = FirstViewController(codeInterfaceBuilderKey: .tabsFirstViewController)
        print("starter init: \\(another.tabBarItem.title ?? "nil") \\(another.navigationItem.title ?? "nil") loaded \\(another.isViewLoaded)")
        second.loadViewIfNeeded()
        UIKitModel.tap(second.navigationItem.rightBarButtonItem!)
        print("after load: outlet on screen \\(second.navigationItem.rightBarButtonItem === second.refreshButton), refreshes \\(taps.refreshes)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// Issue 15 item 4 with the starters as written: the `Scenes` factory's tabs show their items before any view
    /// loads (the scene without a view included), the bar item outlet is the item on the navigation bar from the
    /// start (the key's setter finds the kept items), the starter's initializer configures the controller, and after
    /// the view loads the outlet is still the item shown, whose tap reaches the storyboard's action.
    @Test func barItemsAndTheirOutletsAreSetBeforeTheViewLoads() throws {
        let run = try Self.runTabs(Self.barItemsProgram)
        #expect(run.exceptions == 0, "\(run.output)")
        for line in [
            "tab: First image set loaded false", "tab: Second image set loaded false",
            "tab: Own image set loaded false",
            "tab: Wired image set loaded false", "outlet before load: Refresh shown true loaded false",
            "starter init: First First screen loaded false", "after load: outlet on screen true, refreshes 1",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negatives: without the key setter's kept items the outlet is nil until the view loads; without
    /// `configure(_:key:)` in the initializer the controller has no tab title or navigation title before it loads.
    @Test func withoutTheStartersLinesBarItemsWaitForTheView() throws {
        let keptItems = try Self.runTabs(
            Self.barItemsProgram, starter: "SecondViewController",
            edit: {
                $0.replacingOccurrences(
                    of: """
                                    if let kept = SecondViewControllerCodeInterfaceBuilder.keptBarItems(of: self) {
                                        refreshButton = kept.refreshButton
                                    }

                        """, with: "")
            })
        #expect(keptItems.output.contains("outlet before load: nil shown false"), "\(keptItems.output)")
        let configure = try Self.runTabs(
            Self.barItemsProgram, starter: "FirstViewController",
            edit: Self.removing("        FirstViewControllerCodeInterfaceBuilder.configure(self, key: key)"))
        #expect(configure.output.contains("starter init: nil nil loaded false"), "\(configure.output)")
    }

    static let segueTriggers = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("SegueTriggers"))

    /// A controller the `Scenes` factory created, preserved and restored (`UIKitModel.preserveAndRestore`), then a
    /// saved key no layout has any more (a scene renamed in an update) given to the restoration class, as UIKit gives
    /// it the archive of the last launch.
    static let restorationProgram = """
        let gate = SegueTriggersScenes.makeGateViewController()
        let restored = UIKitModel.preserveAndRestore(gate)
        let key = (restored as? GateViewController)?.codeInterfaceBuilderKey
        print("restored: \\(restored.map { "\\(type(of: $0))" } ?? "nil") same key \\(key == .segueTriggersGateViewController)")
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode("SegueTriggers.RenamedViewController", forKey: "codeInterfaceBuilderKey")
        archiver.finishEncoding()
        let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let renamed = GateViewController.viewController(
            withRestorationIdentifierPath: ["SegueTriggers.RenamedViewController"], coder: unarchiver)
        print("renamed: \\(renamed.map { "\\(type(of: $0))" } ?? "nil")")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// Issue 15 item 5 with the starter as written: "If a view controller has an associated restoration class, the
    /// viewController(withRestorationIdentifierPath:coder:) method of that class is called during state restoration"
    /// (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html):
    /// the factory's controller comes back as its class with its key, and a key no layout has gives nil, no trap.
    @Test func aFactoryControllerIsRestoredAndARenamedKeyGivesNil() throws {
        let run = try Self.run(Self.segueTriggers, Self.restorationProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("restored: GateViewController same key true"), "\(run.output)")
        #expect(run.output.contains("renamed: nil"), "\(run.output)")
    }

    /// Negatives: without the restoration class the controller is not restored; without the starter's check of
    /// `layoutKeys` the renamed key reaches the builder, which traps.
    @Test func withoutTheStartersRestorationLinesRestorationFails() throws {
        let noClass = try Self.run(
            Self.segueTriggers, Self.restorationProgram, starter: "GateViewController",
            edit: Self.removing("            restorationClass = GateViewController.self"))
        #expect(noClass.output.contains("restored: nil same key false"), "\(noClass.output)")
        let noCheck = try Self.run(
            Self.segueTriggers, Self.restorationProgram, starter: "GateViewController",
            edit: {
                $0.replacingOccurrences(
                    of: "if GateViewControllerCodeInterfaceBuilder.layoutKeys.contains(key) {", with: "if true {")
            })
        #expect(noCheck.status != 0 && noCheck.output.contains("has no layout named"), "\(noCheck.output)")
    }

    static let videoComments = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("VideoComments"))

    /// The player appears in landscape, then the screen turns to portrait; each time its view is compared with a
    /// builder given those size classes.
    static let sizeClassProgram = """
        @MainActor func built(_ traits: UITraitCollection) -> String {
            let builder = VideoPlayerViewControllerCodeInterfaceBuilder(key: .videoCommentsVideoPlayerViewController)
            builder.apply(traits)
            return UIKitModel.snapshot(builder.view)
        }
        let landscape = UIKitModel.traits(horizontal: .compact, vertical: .compact)
        let portrait = UIKitModel.traits(horizontal: .compact, vertical: .regular)
        UIKitModel.screenTraits = landscape
        let player = VideoPlayerViewController(codeInterfaceBuilderKey: .videoCommentsVideoPlayerViewController)
        player.modelAppear()
        print("appeared in landscape: \\(UIKitModel.snapshot(player.view) == built(landscape))")
        UIKitModel.changeScreenTraits(to: portrait, shownFrom: player)
        print("turned to portrait: \\(UIKitModel.snapshot(player.view) == built(portrait))")
        print(UIKitModel.events.filter { $0.contains("VideoPlayerViewController") }.joined(separator: "\\n"))
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// The starter applies the size classes in `viewIsAppearing(_:)` ("By the time the system calls this method, both
    /// the view controller and its view have received updated trait collections",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)) and in the handler it
    /// registers for size-class changes ("A closure that the system executes when one of the registered traits
    /// changes.", https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
    @Test func aStarterAppliesSizeClassesWhenItAppearsAndWhenTheyChange() throws {
        let run = try Self.run(Self.videoComments, Self.sizeClassProgram)
        #expect(run.exceptions == 0, "\(run.output)")
        for line in [
            "appeared in landscape: true", "turned to portrait: true",
            "registerForTraitChanges VideoPlayerViewController",
            "trait change handler VideoPlayerViewController",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
        // Negatives: without the starter's `apply` in `viewIsAppearing(_:)`, or in its trait handler.
        let notOnAppearing = try Self.run(
            Self.videoComments, Self.sizeClassProgram, starter: "VideoPlayerViewController",
            edit: {
                $0.replacingOccurrences(
                    of: "super.viewIsAppearing(animated)\n        codeInterfaceBuilder?.apply(traitCollection)\n",
                    with: "super.viewIsAppearing(animated)\n")
            })
        #expect(notOnAppearing.output.contains("appeared in landscape: false"), "\(notOnAppearing.output)")
        let notOnChange = try Self.run(
            Self.videoComments, Self.sizeClassProgram, starter: "VideoPlayerViewController",
            edit: Self.removing("                self.codeInterfaceBuilder?.apply(self.traitCollection)"))
        #expect(notOnChange.output.contains("turned to portrait: false"), "\(notOnChange.output)")
    }

    /// The `migrate` run's own check (`RuntimeTests.migrateOutputRunsWithItsStartersAsWritten`): a starter whose trait
    /// handler no longer applies the size classes leaves its view unlike its builder's, which the run reports.
    @Test func theMigrateRunReportsAStarterThatDoesNotApplyItsSizeClasses() throws {
        let line = "                self.codeInterfaceBuilder?.apply(self.traitCollection)\n"
        let run = try RuntimeTests.generateAndRun(Self.videoComments, starters: true) { output in
            let file = output.appendingPathComponent("VideoPlayerViewController+CodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(line))
            try text.replacingOccurrences(of: line, with: "").write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.exceptions > 0, "\(run.output)")
        #expect(run.output.contains("exception: size classes: VideoPlayerViewController "), "\(run.output)")
    }
}
