import Foundation
import Testing
import UnboardCore

/// Issue 15 on the behavioural UIKit model with the `migrate` starters as written: `run-generated.py` makes each
/// starter's extension the body of its class (Linux cannot override in an extension), the stand-in's members first,
/// and changes nothing else of its text. Each behaviour has a negative: the same program with the starter's text
/// edited gives what the mistake would give on a device.
@Suite(.serialized) struct StarterRuntimeTests {
    /// Runs `program` with the `migrate --custom-class-stubs` output of `inputs`; `edit` changes the text of the
    /// starter of `starter` first (or of the output file named `file`), and must change something.
    static func run(
        _ inputs: [URL], root: URL? = nil, _ program: String, starter: String? = nil, file: String? = nil,
        edit: @escaping (String) -> String = { $0 }
    ) throws -> RuntimeTests.Run {
        try RuntimeTests.generateAndRun(
            inputs, program: "import Foundation\nimport UIKit\n" + program, starters: true, root: root
        ) { output in
            guard let name = file ?? starter.map({ "\($0)+CodeInterfaceBuilder.swift" }) else { return }
            let file = output.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(edit(text) != text, "the edit of \(name) changed nothing")
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

    /// Two launches of the app. The first creates its window's hierarchy with the initial factory (a tab bar without
    /// a custom class holding the gate, a starter's class) and performs the gate's segue, which presents a scene
    /// without a custom class on demand. The second creates the hierarchy again, as the app does at launch, and each
    /// controller of the first is preserved and restored into it (`UIKitModel.preserveAndRestore(_:launched:)`). Then
    /// a saved key no layout has any more (a scene renamed in an update) and the key of another class's layout are given
    /// to the starter's restoration class, and a restoration identifier no scene has to the `Scenes` one, as UIKit gives
    /// them the archive of the last launch.
    static let restorationProgram = """
        let tabs = SegueTriggersScenes.makeInitialViewController()
        let gate = tabs.viewControllers![1] as! GateViewController
        gate.loadViewIfNeeded()
        SegueTriggersScenes.performOpenDetailSegue(from: gate, sender: nil)
        let detail = gate.presentedViewController!
        let relaunched = SegueTriggersScenes.makeInitialViewController()
        print("tabs: same instance \\(UIKitModel.preserveAndRestore(tabs, launched: relaunched) === relaunched)")
        let restoredGate = UIKitModel.preserveAndRestore(gate, launched: relaunched)
        print("gate: same instance \\(restoredGate === relaunched.viewControllers![1]), \\(UIKitModel.events.last ?? "")")
        let restoredDetail = UIKitModel.preserveAndRestore(detail, launched: relaunched)
        let recreated = restoredDetail != nil && restoredDetail !== detail
        print("detail: recreated \\(recreated) as \\(restoredDetail?.restorationIdentifier ?? "nil") with its view \\(restoredDetail?.view.subviews.count == detail.view.subviews.count)")
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode("SegueTriggers.RenamedViewController", forKey: "codeInterfaceBuilderKey")
        archiver.finishEncoding()
        let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let renamed = GateViewController.viewController(
            withRestorationIdentifierPath: ["SegueTriggers.RenamedViewController"], coder: unarchiver)
        print("renamed key: \\(renamed.map { "\\(type(of: $0))" } ?? "nil")")
        let otherArchiver = NSKeyedArchiver(requiringSecureCoding: false)
        otherArchiver.encode("SegueTriggers.HomeViewController", forKey: "codeInterfaceBuilderKey")
        otherArchiver.finishEncoding()
        let otherUnarchiver = try! NSKeyedUnarchiver(forReadingFrom: otherArchiver.encodedData)
        otherUnarchiver.requiresSecureCoding = false
        let otherClass = GateViewController.viewController(
            withRestorationIdentifierPath: ["SegueTriggers.HomeViewController"], coder: otherUnarchiver)
        print("another class's key: \\(otherClass.map { "\\(type(of: $0))" } ?? "nil")")
        let renamedScene = SegueTriggersScenes.SceneRestoration.viewController(
            withRestorationIdentifierPath: ["SegueTriggers.Renamed"], coder: unarchiver)
        print("renamed scene: \\(renamedScene.map { "\\(type(of: $0))" } ?? "nil")")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// Issue 15 item 5 (the review's M1) with the output as written. "If a view controller with the correct
    /// restoration path already exists, UIKit uses that object. If your app creates view controllers at launch time
    /// (either programmatically or by loading them from a storyboard) and those view controllers have restoration
    /// identifiers, UIKit finds them implicitly based on their restoration paths." and "If the view controller was
    /// originally loaded from a storyboard file, UIKit uses the saved storyboard information to locate and create it."
    /// (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html):
    /// the launched tab bar and gate come back as the very controllers the second launch created, the gate's state
    /// decoded into it; the detail the segue created on demand is recreated through the `Scenes` restoration class,
    /// with its view; a renamed key or scene gives nil, no trap.
    @Test func launchedControllersAreFoundAgainAndOnDemandOnesRecreated() throws {
        let run = try Self.run(Self.segueTriggers, Self.restorationProgram)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in [
            "tabs: same instance true",
            "gate: same instance true, decodeRestorableState GateViewController SegueTriggers.SceneTabSc001/SegueTriggers.GateViewController",
            "detail: recreated true as SegueTriggers.SceneDtlSc001 with its view true", "renamed key: nil",
            "another class's key: nil", "renamed scene: nil",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negatives, each the output with one line edited: the old shape, a restoration class set by the key's setter,
    /// recreates the launched gate instead of finding it ("Assigning a restoration class to a view controller prevents
    /// UIKit from searching for that view controller implicitly."); without the segue's restoration class the detail
    /// is not restored (no storyboard to recreate it from); without the tab bar factory's restoration identifier
    /// nothing in it is preserved ("If a view controller in that hierarchy does not have a restoration identifier,
    /// the view controller and all of its child view controllers and presented view controllers are ignored.");
    /// without the starter's check of `layoutKeys` the key of another class's layout reaches the builder, which traps
    /// (a renamed key is `nil` already: `CodeInterfaceBuilderKey(rawValue:)` is failable).
    @Test func withoutTheRestorationLinesRestorationFails() throws {
        let identifier = "            restorationIdentifier = restorationIdentifier ?? newValue.rawValue\n"
        let oldShape = try Self.run(
            Self.segueTriggers, Self.restorationProgram, starter: "GateViewController",
            edit: {
                $0.replacingOccurrences(
                    of: identifier, with: identifier + "            restorationClass = GateViewController.self\n")
            })
        #expect(oldShape.output.contains("gate: same instance false"), "\(oldShape.output)")
        let noClass = try Self.run(
            Self.segueTriggers, Self.restorationProgram, file: "SegueTriggersScenes.swift",
            edit: {
                $0.replacingOccurrences(
                    of:
                        "let destination = makeViewControllerDtlSc001()\n        destination.restorationClass = SceneRestoration.self\n",
                    with: "let destination = makeViewControllerDtlSc001()\n")
            })
        #expect(noClass.output.contains("detail: recreated false as nil"), "\(noClass.output)")
        let noIdentifier = try Self.run(
            Self.segueTriggers, Self.restorationProgram, file: "SegueTriggersScenes.swift",
            edit: Self.removing(
                "        controller.restorationIdentifier = controller.restorationIdentifier ?? \"SegueTriggers.SceneTabSc001\""
            ))
        #expect(
            noIdentifier.output.contains("tabs: same instance false")
                && noIdentifier.output.contains("gate: same instance false"), "\(noIdentifier.output)")
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
