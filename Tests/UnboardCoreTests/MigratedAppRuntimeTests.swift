import Foundation
import Testing
import UnboardCore

/// Issue 15 on the behavioural UIKit model: the generated code, executed, behaves as the storyboard app did.
@Suite(.serialized) struct MigratedAppRuntimeTests {
    /// Runs `program` against the output of a snippet storyboard (written to a temporary file).
    private func run(_ xml: String, _ program: String) throws -> RuntimeTests.Run {
        try Generate.withSnippet(xml) { input in try RuntimeTests.generateAndRun([input], program: program) }
    }

    /// "Calling it again with the same size classes changes nothing": a value the app set after the layout applied
    /// its size classes survives the next appearance (`viewIsAppearing` applies again) and trait changes that are not
    /// size-class changes; a real size-class change applies Interface Builder's values.
    @Test func aValueTheAppSetSurvivesApplyingTheSameSizeClasses() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("VideoComments"))
        let run = try RuntimeTests.generateAndRun(
            inputs,
            program: """
                import UIKit
                let builder = VideoPlayerViewControllerCodeInterfaceBuilder(key: .videoCommentsVideoPlayerViewController)
                let landscape = UIKitModel.traits(horizontal: .compact, vertical: .compact)
                builder.apply(landscape)
                let chosenByTheApp = UIColor.red
                builder.commentsView.backgroundColor = chosenByTheApp
                builder.apply(landscape)
                print("kept after the same size classes: \\(builder.commentsView.backgroundColor === chosenByTheApp)")
                builder.apply(UIKitModel.traits(horizontal: .compact, vertical: .regular))
                print("replaced after a size-class change: \\(builder.commentsView.backgroundColor !== chosenByTheApp)")
                print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("kept after the same size classes: true"), "\(run.output)")
        #expect(run.output.contains("replaced after a size-class change: true"), "\(run.output)")
    }

    /// An action IB sent to First Responder goes up the responder chain when the control sends it, with no code of
    /// the app's: the builder wires it with a `nil` target, as the nib did.
    @Test func anActionSentToFirstResponderReachesTheResponderChain() throws {
        let xml = Generate.storyboard(
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                    <rect key="frame" x="10" y="10" width="80" height="30"/>
                    <connections><action selector="copy:" destination="frs-00-000" eventType="touchUpInside" id="act-00-001"/></connections>
                </button>
                """,
            connections: #"<outlet property="copyButton" destination="btn-00-001" id="out-00-001"/>"#
        ).replacingOccurrences(
            of: "</viewController>\n",
            with:
                "</viewController>\n<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"frs-00-000\" sceneMemberID=\"firstResponder\"/>\n"
        )
        let program = { (implemented: Bool) in
            """
            import UIKit
            final class SnippetController: UIViewController { var copies = 0 }
            \(implemented ? "UIKitModel.implement(\"copy:\", in: SnippetController.self) { controller, _ in controller.copies += 1 }" : "")
            let controller = SnippetController(nibName: nil, bundle: nil)
            let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
            controller.view = builder.view
            builder.copyButton.sendActions(for: .touchUpInside)
            print("copies: \\(controller.copies)")
            print(UIKitModel.events.joined(separator: "\\n"))
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        }
        // The controller implements copy: and owns the button's root view: the action climbs button, view, controller.
        let delivered = try run(xml, program(true))
        #expect(delivered.output.contains("copies: 1"), "\(delivered.output)")
        #expect(delivered.output.contains("action copy: to SnippetController (responder chain)"), "\(delivered.output)")
        // The model bites: when nothing in the chain implements the action, nothing is called.
        let unhandled = try run(xml, program(false))
        #expect(unhandled.output.contains("copies: 0"), "\(unhandled.output)")
        #expect(unhandled.output.contains("action copy: unhandled (responder chain)"), "\(unhandled.output)")
    }

    /// A table with one prototype, `Send`, whose button sends `didTapSend:` to `destination`.
    static func sendCellTable(destination: String) -> String {
        Generate.storyboard(
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Send" id="cel-00-001">
                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                        <rect key="frame" x="300" y="7" width="60" height="30"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <state key="normal" title="Send"/>
                                        <connections>
                                            <action selector="didTapSend:" destination="\(destination)" eventType="touchUpInside" id="act-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """,
            connections: #"<outlet property="tableView" destination="tbl-00-001" id="out-00-001"/>"#)
    }

    /// A control in a prototype whose action targets the scene's controller reaches that controller: IB loads the
    /// prototype's nib with the controller as an external object; the generated cell has none, so the builder wires
    /// the action with a `nil` target ("If you specify `nil`, UIKit searches the responder chain for an object that
    /// responds to the specified action message and delivers the message to that object",
    /// `UIControl.addTarget(_:action:for:)`), which climbs from the cell, in the table, to the controller.
    @Test func aPrototypesActionToTheScenesControllerReachesIt() throws {
        let program = """
            import Foundation
            import UIKit
            final class SnippetController: UIViewController { var sends = 0 }
            UIKitModel.implement("didTapSend:", in: SnippetController.self) { controller, _ in controller.sends += 1 }
            UIKitModel.makers[ObjectIdentifier(SnippetSendCell.self)] = { SnippetSendCell(style: .default, reuseIdentifier: nil) }
            let controller = SnippetController(nibName: nil, bundle: nil)
            let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
            controller.view = builder.view
            let identifier = SendCellCodeInterfaceBuilder.ReuseIdentifier.snippetSend
            let cell = builder.tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(indexes: [0, 0]))
            // The table shows the cell as its subview, as UIKit does when the data source returns it.
            builder.tableView.addSubview(cell)
            cell.contentView.findViews(subclassOf: UIButton.self)[0].sendActions(for: .touchUpInside)
            print("sends: \\(controller.sends)")
            print(UIKitModel.events.joined(separator: "\\n"))
            print("executed: 1 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let delivered = try run(Self.sendCellTable(destination: "vc0-00-000"), program)
        #expect(delivered.output.contains("sends: 1") && delivered.exceptions == 0, "\(delivered.output)")
        #expect(
            delivered.output.contains("action didTapSend: to SnippetController (responder chain)"),
            "\(delivered.output)")
        // The output before the change, which this one gives for a target the cell holds: the builder only offers
        // `addDidTapSendAction(_:)`, which nothing calls, so tapping Send reaches nobody.
        let unwired = try run(Self.sendCellTable(destination: "cel-00-001"), program)
        #expect(unwired.output.contains("sends: 0"), "\(unwired.output)")
    }

    /// A prototype cell with a class of its own is dequeued as the storyboard dequeued it: the table view the builder
    /// creates has the class registered for the reuse identifier ("You must register a class or nib file ... before
    /// calling this method", `dequeueReusableCell(withIdentifier:for:)`).
    @Test func aPrototypeCellWithAClassIsDequeuedFromTheBuildersTable() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("TablesAndBars"))
        let run = try RuntimeTests.generateAndRun(
            inputs,
            program: """
                import Foundation
                import UIKit
                UIKitModel.makers[ObjectIdentifier(ItemCell.self)] = { ItemCell(style: .default, reuseIdentifier: nil) }
                let builder = ListViewControllerCodeInterfaceBuilder(key: .tablesAndBarsListViewController)
                let table = builder.view.findViews(subclassOf: UITableView.self)[0]
                let cell = table.dequeueReusableCell(withIdentifier: "ItemCell", for: IndexPath(indexes: [0, 0]))
                print("dequeued: \\(type(of: cell))")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("dequeued: ItemCell") && run.exceptions == 0, "\(run.output)")
    }

    /// Runs `program`, which declares the app's controller classes itself, with the output of `inputs`.
    func runWithOwnClasses(
        _ inputs: [URL], _ program: String, stubs: Bool = false, root: URL? = nil,
        edit: (URL) throws -> Void = { _ in }
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try OutputWriter(directory: folder).write(try Generate.files(inputs, stubs: stubs, root: root).files)
        try edit(folder)
        let main = folder.appendingPathComponent("main.swift.txt")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, folder.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    /// The controllers of the `SegueTriggers` fixture as an app declares them: `GateViewController.loadView()` does
    /// what its `migrate` starter does (the builder, with the controller whose bar items it adopts, and
    /// `addSegueTriggers(to:builder:)`).
    static let segueTriggerClasses = """
        import UIKit
        final class HomeViewController: UIViewController, SegueTriggersScenes.BackHomeDestination {
            var accepts = true
            func backHome(_ segue: UIStoryboardSegue) { UIKitModel.events.append("backHome from \\(type(of: segue.source))") }
            override func canPerformUnwindSegueAction(_ action: Selector, from source: UIViewController, sender: Any?) -> Bool {
                UIKitModel.events.append("can perform unwind from \\(type(of: source)): \\(accepts)")
                return accepts
            }
        }
        final class GateViewController: UIViewController {
            var allows = false
            override func loadView() {
                let builder = GateViewControllerCodeInterfaceBuilder(key: .segueTriggersGateViewController, viewController: self)
                view = builder.view
                SegueTriggersScenes.addSegueTriggers(to: self, builder: builder)
            }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                let kind = sender is UIButton ? "UIButton" : sender is UIBarButtonItem ? "UIBarButtonItem" : "another sender"
                UIKitModel.events.append("should perform \\(identifier) for \\(kind): \\(allows)")
                return allows
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                UIKitModel.events.append("prepare \\(segue.identifier ?? "nil")")
            }
        }
        """

    /// "Determines whether the segue with the specified identifier should be performed." (`shouldPerformSegue(
    /// withIdentifier:sender:)`): a button and a bar button item that performed segues in Interface Builder ask it
    /// first, with themselves as the sender; refused, nothing is prepared or shown; allowed, `prepare(for:sender:)`
    /// comes before the destination is presented.
    @Test func aButtonOrBarItemThatPerformedASegueAsksThenPreparesThenShows() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("SegueTriggers"))
        let run = try runWithOwnClasses(
            inputs,
            Self.segueTriggerClasses + """

                let gate = SegueTriggersScenes.makeGateViewController()
                gate.loadViewIfNeeded()
                let open = gate.view.findButtons(with: "Open")[0]
                open.sendActions(for: .touchUpInside)
                gate.allows = true
                open.sendActions(for: .touchUpInside)
                gate.presentedViewController?.dismiss(animated: false)
                UIKitModel.tap(gate.navigationItem.rightBarButtonItem!)
                print(UIKitModel.events.filter { !$0.hasPrefix("action ") }.joined(separator: "\\n"))
                print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0, "\(run.output)")
        let expected = [
            "should perform openDetail for UIButton: false",
            "should perform openDetail for UIButton: true", "segue openDetail GateViewController -> UIViewController",
            "prepare openDetail", "present UIViewController from GateViewController",
            "should perform showInfo for UIBarButtonItem: true", "prepare showInfo",
        ]
        let lines = run.output.split(separator: "\n").map(String.init)
        let found = expected.compactMap { line in lines.firstIndex(of: line) }
        #expect(found.count == expected.count && found == found.sorted(), "in this order: \(expected)\n\(run.output)")
        #expect(lines.filter { $0.hasPrefix("prepare openDetail") }.count == 1, "refused, yet prepared:\n\(run.output)")
    }

    /// An unwind segue from a button of a scene without a custom class (wired by its factory) reaches the controller
    /// of another tab that declares the action, when it accepts in `canPerformUnwindSegueAction`, and that tab is
    /// selected: "For example, a tab bar controller selects
    /// the tab containing the specified view controller." (`unwind(for:towards:)`)
    @Test func anUnwindButtonReturnsToTheDestinationAndSelectsItsTab() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("SegueTriggers"))
        let run = try runWithOwnClasses(
            inputs,
            Self.segueTriggerClasses + """

                let tabs = SegueTriggersScenes.makeInitialViewController()
                tabs.selectedIndex = 1
                let gate = tabs.viewControllers![1] as! GateViewController
                gate.allows = true
                gate.loadViewIfNeeded()
                gate.view.findButtons(with: "Open")[0].sendActions(for: .touchUpInside)
                let home = tabs.viewControllers![0] as! HomeViewController
                let done = gate.presentedViewController!.view.findButtons(with: "Done")[0]
                home.accepts = false
                done.sendActions(for: .touchUpInside)
                UIKitModel.events.append("selected after refusal: \\(tabs.selectedIndex)")
                home.accepts = true
                done.sendActions(for: .touchUpInside)
                UIKitModel.events.append("selected: \\(tabs.selectedIndex)")
                print(UIKitModel.events.filter { !$0.hasPrefix("action ") }.joined(separator: "\\n"))
                print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0, "\(run.output)")
        // "Called on a view controller to determine whether it wants to respond to an unwind action."
        // (`canPerformUnwindSegueAction(_:from:withSender:)`): refused, the destination is not returned to.
        let lines = run.output.split(separator: "\n").map(String.init)
        let expected = [
            "can perform unwind from UIViewController: false", "selected after refusal: 1",
            "can perform unwind from UIViewController: true", "backHome from UIViewController", "select tab 0",
            "selected: 0",
        ]
        let found = expected.compactMap { line in lines.firstIndex(of: line) }
        #expect(found.count == expected.count && found == found.sorted(), "in this order: \(expected)\n\(run.output)")
        #expect(lines.filter { $0.hasPrefix("backHome") }.count == 1, "unwound though refused:\n\(run.output)")
    }

    /// A scene whose controller performs segues from code (manual segues, as firebase's `signIn` and `detail`): a
    /// presentation, and a popover, whose anchor only the storyboard knew.
    static let manualSegues = Generate.storyboard(
        subviews: "",
        connections: """
            <segue destination="dst-00-000" kind="presentation" identifier="signIn" id="seg-00-001"/>
            <segue destination="dst-00-000" kind="popoverPresentation" identifier="tip" popoverAnchorView="root-00-000" id="seg-00-002"/>
            """
    ).replacingOccurrences(
        of: "</scenes>",
        with: """
            <scene sceneID="dst-sc-000">
                <objects>
                    <viewController id="dst-00-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dst-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            </scenes>
            """)

    /// "This method throws an Exception if there is no segue with the specified identifier."
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)): a
    /// controller the starter creates has no storyboard, so the app's `performSegue(withIdentifier:sender:)` reaches
    /// the `Scenes` method through the starter's override, which prepares with the app's sender and presents, without
    /// asking `shouldPerformSegue` ("This method is not invoked when -performSegueWithIdentifier:sender: is used.",
    /// UIViewController.h). A popover segue points at the anchor the storyboard names, one of the builder's views; before
    /// the view loads it goes to `super`, which raises. Without the override, the segues raise too.
    /// The class records `shouldPerformSegue` and `prepare(for:sender:)` in overrides of its own, which Linux cannot
    /// add to a class in an extension, so it takes the starter's override alone (`StarterRuntimeTests` and
    /// `RuntimeTests.migrateOutputRunsWithItsStartersAsWritten` run whole starters).
    @Test func theAppsPerformSegueCallsShowTheDestinationThroughTheStarter() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(Self.manualSegues.utf8))])
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }?.contents)
        let override = try #require(Self.performSegueOverride(in: starter), "\(starter)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.manualSegues.write(to: input, atomically: true, encoding: .utf8)
        let program = { (override: String) in
            """
            import UIKit
            final class SnippetViewController: UIViewController {
                var codeInterfaceBuilder: SnippetViewControllerCodeInterfaceBuilder?
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    UIKitModel.events.append("should perform \\(identifier)")
                    return false
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    UIKitModel.events.append("prepare \\(segue.identifier ?? "nil") sender \\(sender as? String ?? "other")")
                }
            \(override)
            }
            let controller = SnippetViewController(nibName: nil, bundle: nil)
            controller.performSegue(withIdentifier: "signIn", sender: "sign-in tapped")
            controller.presentedViewController?.dismiss(animated: false)
            controller.performSegue(withIdentifier: "tip", sender: nil)
            let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
            controller.codeInterfaceBuilder = builder
            controller.view = builder.view
            controller.performSegue(withIdentifier: "tip", sender: "tip tapped")
            let anchor = controller.presentedViewController?.popoverPresentationController?.sourceView
            print("tip anchored at the view: \\(anchor != nil && anchor === builder.view)")
            print(UIKitModel.events.joined(separator: "\\n"))
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        }
        let run = try runWithOwnClasses([input], program(override))
        let expected = [
            "tip anchored at the view: true",
            "segue signIn SnippetViewController -> UIViewController", "prepare signIn sender sign-in tapped",
            "present UIViewController from SnippetViewController", "prepare tip sender tip tapped",
        ]
        let lines = run.output.split(separator: "\n").map(String.init)
        let found = expected.compactMap { line in lines.firstIndex(of: line) }
        #expect(found.count == expected.count && found == found.sorted(), "in this order: \(expected)\n\(run.output)")
        // The model prints an exception when it is raised, before the events.
        let tip =
            "exception: NSInvalidArgumentException: Receiver (<SnippetViewController>) has no segue with identifier 'tip'"
        #expect(lines.filter { $0.hasPrefix("exception:") } == [tip], "\(run.output)")
        #expect(!run.output.contains("should perform"), "\(run.output)")

        // Negative: the same class without the override raises, as UIKit documents.
        let without = try runWithOwnClasses([input], program(""))
        #expect(
            without.output.contains("has no segue with identifier 'signIn'")
                && !without.output.contains("prepare signIn"), "\(without.output)")
    }

    /// Two manual segues of the app's classes with standard kinds: a presentation whose class overrides `perform()`
    /// (as PIA's `ModalNavigationSegue`, which presents the destination in a navigation controller) and a show whose
    /// class does not.
    static let customClassSegues = manualSegues.replacingOccurrences(
        of: """
            <segue destination="dst-00-000" kind="presentation" identifier="signIn" id="seg-00-001"/>
            <segue destination="dst-00-000" kind="popoverPresentation" identifier="tip" popoverAnchorView="root-00-000" id="seg-00-002"/>
            """,
        with: """
            <segue destination="dst-00-000" kind="presentation" identifier="wrap" customClass="WrapSegue" customModule="App" customModuleProvider="target" id="seg-00-001"/>
            <segue destination="dst-00-000" kind="presentation" identifier="plain" customClass="PlainSegue" customModule="App" customModuleProvider="target" id="seg-00-002"/>
            """)

    /// "Performs the visual transition for the segue." "Subclasses override this method"
    /// (https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()): a segue of the app's class
    /// runs its `perform()` after `prepare(for:sender:)`; a class that does not override it gets the kind's
    /// transition from the base `perform()`, the handler of `init(identifier:source:destination:performHandler:)`
    /// ("A block to be called when the segue's perform() method is called.").
    @Test func aCustomSegueClassWithAStandardKindPerformsThroughItsClass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.customClassSegues.write(to: input, atomically: true, encoding: .utf8)
        let program = { (perform: String) in
            """
            import UIKit
            final class SnippetViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    UIKitModel.events.append("prepare \\(segue.identifier ?? "nil") as \\(type(of: segue))")
                }
            }
            final class WrapSegue: UIStoryboardSegue {
                override func perform() {
                    UIKitModel.events.append("WrapSegue.perform")
                    source.present(UINavigationController(rootViewController: destination), animated: false)
                }
            }
            final class PlainSegue: UIStoryboardSegue {}
            let controller = SnippetViewController(nibName: nil, bundle: nil)
            \(perform)
            controller.presentedViewController?.dismiss(animated: false)
            SnippetScenes.performPlainSegue(from: controller, sender: nil)
            print(UIKitModel.events.joined(separator: "\\n"))
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        }
        let run = try runWithOwnClasses(
            [input], program("SnippetScenes.performWrapSegue(from: controller, sender: nil)"))
        let expected = [
            "prepare wrap as WrapSegue", "WrapSegue.perform",
            "present UINavigationController from SnippetViewController",
            "prepare plain as PlainSegue", "present UIViewController from SnippetViewController",
        ]
        let lines = run.output.split(separator: "\n").map(String.init)
        let found = expected.compactMap { line in lines.firstIndex(of: line) }
        #expect(found.count == expected.count && found == found.sorted(), "in this order: \(expected)\n\(run.output)")
        #expect(lines.filter { $0.hasPrefix("present ") }.count == 2, "\(run.output)")

        // Negative: the output's former shape (the class made for `prepare` alone, then `present`) skips `perform()`.
        let former = """
            let destination = UIViewController(nibName: nil, bundle: nil)
            let segue = WrapSegue(identifier: "wrap", source: controller, destination: destination)
            controller.prepare(for: segue, sender: nil)
            controller.present(destination, animated: true)
            """
        let skipped = try runWithOwnClasses([input], program(former))
        #expect(
            !skipped.output.contains("WrapSegue.perform") && skipped.output.contains("prepare wrap as WrapSegue"),
            "\(skipped.output)")
    }

    /// A storyboard's table view controller serves its static table itself; one created in code has none. The
    /// factory of a scene without a class of the app (the `TablesAndBars` settings scene without its class, as
    /// XLPagerTabStrip's `SCa-L8-uTr`) creates a subclass that serves the builder's `tableSections`: the table
    /// reports the storyboard's sections, rows, titles and static cells. Negative: the factory's former shape, a
    /// plain `UITableViewController` given the builder's view, reports no sections.
    @Test func aStaticTableSceneWithoutAClassServesItsSections() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("TablesAndBars/TablesAndBars.storyboard")
        let classed =
            #"<tableViewController id="tvc-00-001" customClass="SettingsViewController" customModule="App" customModuleProvider="target""#
        let xml = try String(contentsOf: fixture, encoding: .utf8)
        #expect(xml.contains(classed))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("TablesAndBars.storyboard")
        try xml.replacingOccurrences(
            of: classed, with: #"<tableViewController id="tvc-00-001" storyboardIdentifier="Settings""#
        )
        .write(to: input, atomically: true, encoding: .utf8)
        let program = { (make: String) in
            """
            import UIKit
            \(make)
            let table = controller.tableView!
            let sections = table.numberOfSections
            print("sections: \\(sections), rows: \\((0..<sections).map { table.numberOfRows(inSection: $0) })")
            for section in 0..<sections where table.numberOfRows(inSection: section) > 0 {
                let header = controller.tableView(table, titleForHeaderInSection: section) ?? "nil"
                let cells = (0..<table.numberOfRows(inSection: section)).map {
                    controller.tableView(table, cellForRowAt: IndexPath(indexes: [section, $0]))
                }
                print("section \\(section): header \\(header), cells \\(cells.map { $0.contentView.subviews.map { "\\(type(of: $0))" } })")
            }
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        }
        let run = try runWithOwnClasses(
            [input], program("let controller = TablesAndBarsScenes.makeSettings()"), stubs: true, root: folder)
        #expect(
            run.output.contains(
                """
                sections: 2, rows: [1, 1]
                section 0: header Account, cells [["UILabel"]]
                section 1: header Options, cells [["UISwitch"]]
                """), "\(run.output)")
        let former = """
            let controller = UITableViewController(nibName: nil, bundle: nil)
            let builder = SettingsCodeInterfaceBuilder(key: .tablesAndBarsSettings)
            controller.view = builder.view
            controller.tableView = builder.view as? UITableView
            """
        let empty = try runWithOwnClasses([input], program(former), stubs: true, root: folder)
        #expect(empty.output.contains("sections: 0, rows: []\n"), "\(empty.output)")
    }

    /// A class and its subclass with scenes of their own, each with a segue (the subclass is its own class in the
    /// storyboard, which does not say that it derives from the other).
    static let baseAndSubclassSegues = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="bas-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Base" id="bas-00-000" customClass="BaseViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="bas-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="dst-00-000" kind="show" identifier="baseDetail" id="seg-00-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="bas-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <viewController storyboardIdentifier="Sub" id="sub-00-000" customClass="SubViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sub-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="dst-00-000" kind="show" identifier="subDetail" id="seg-00-002"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="sub-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <viewController id="dst-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dst-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dst-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A class and its subclass both get a starter overriding `performSegue(withIdentifier:sender:)`; the subclass's
    /// sends the identifiers it does not own to `super`, so the base class's segues still run from a subclass instance.
    /// (The rest of the two starters does not compile together, see README; the overrides are the classes' bodies
    /// here.) Negative: the subclass's override without its `super` call loses the base class's segue.
    @Test func aSubclassesPerformSegueOverrideHandsTheBaseClassesSeguesToSuper() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Pair.storyboard", data: Data(Self.baseAndSubclassSegues.utf8))])
        let overrides = try ["BaseViewController", "SubViewController"].map { name in
            let starter = try #require(result.starters.first { $0.name == name + "+CodeInterfaceBuilder.swift" })
            return try #require(Self.performSegueOverride(in: starter.contents), "\(starter.contents)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-pair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Pair.storyboard")
        try Self.baseAndSubclassSegues.write(to: input, atomically: true, encoding: .utf8)
        let program = { (subOverride: String) in
            """
            import UIKit
            class BaseViewController: UIViewController {
            \(overrides[0])
            }
            final class SubViewController: BaseViewController {
            \(subOverride)
            }
            let controller = SubViewController(nibName: nil, bundle: nil)
            controller.performSegue(withIdentifier: "subDetail", sender: nil)
            controller.presentedViewController?.dismiss(animated: false)
            controller.performSegue(withIdentifier: "baseDetail", sender: nil)
            print(UIKitModel.events.joined(separator: "\\n"))
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        }
        let run = try runWithOwnClasses([input], program(overrides[1]))
        #expect(run.exceptions == 0 && run.status == 0, "\(run.output)")
        for line in [
            "segue subDetail SubViewController -> UIViewController",
            "segue baseDetail SubViewController -> UIViewController",
        ] {
            #expect(run.output.contains(line), "\(line) missing:\n\(run.output)")
        }
        let superCall = "        super.performSegue(withIdentifier: identifier, sender: sender)\n"
        #expect(overrides[1].contains(superCall), "\(overrides[1])")
        let without = try runWithOwnClasses(
            [input], program(overrides[1].replacingOccurrences(of: superCall, with: "")))
        #expect(
            without.output.contains("segue subDetail") && !without.output.contains("segue baseDetail"),
            "\(without.output)")
    }

    /// The starter's `performSegue(withIdentifier:sender:)` override, with its documentation.
    private static func performSegueOverride(in starter: String) -> String? {
        guard let start = starter.range(of: "    /// Performs the segues of the storyboard scene"),
            let end = starter.range(of: "\n    }\n", range: start.upperBound..<starter.endIndex)
        else { return nil }
        return String(starter[start.lowerBound..<end.upperBound])
    }

    /// Two documents named `Main` in two folders: each layout has a key of its own, both are reachable, and the keys
    /// are a type of their own, adding no member to `String` for the whole module.
    @Test func documentsOfOneNameInTwoFoldersGiveDistinctReachableKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [URL] = []
        for name in ["a", "b"] {
            let input = folder.appendingPathComponent("\(name)/Main.storyboard")
            try FileManager.default.createDirectory(
                at: input.deletingLastPathComponent(), withIntermediateDirectories: true)
            let label = """
                <label opaque="NO" text="Layout \(name)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                    <rect key="frame" x="10" y="10" width="80" height="20"/>
                </label>
                """
            try Generate.storyboard(subviews: label).write(to: input, atomically: true, encoding: .utf8)
            inputs.append(input)
        }
        let program = """
            import UIKit
            let a = SnippetViewControllerCodeInterfaceBuilder(key: .aMainSnippetViewController)
            let b = SnippetViewControllerCodeInterfaceBuilder(key: .bMainSnippetViewController)
            print("keys: \\(a.key.rawValue), \\(b.key.rawValue)")
            print("labels: \\(a.view.findLabels(with: "Layout a").count), \\(b.view.findLabels(with: "Layout b").count)")
            print("executed: 1 builders, 2 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let run = try runWithOwnClasses(inputs, program, stubs: true, root: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.contains("keys: a/Main.SnippetViewController, b/Main.SnippetViewController"), "\(run.output)")
        #expect(run.output.contains("labels: 1, 1"), "\(run.output)")
        let leak = try runWithOwnClasses(
            inputs, "let name: String = .aMainSnippetViewController\nprint(name)\n", stubs: true, root: folder)
        #expect(leak.status != 0, "a key constant is a member of String:\n\(leak.output)")
        #expect(leak.output.contains("aMainSnippetViewController"), "\(leak.output)")
    }

    /// A table of three prototypes without classes: a `.value1` cell, a cell whose stack view varies by size class,
    /// and one without a reuse identifier.
    static let prototypeTable = Generate.storyboard(
        subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Value" textLabel="txt-00-001" detailTextLabel="dtl-00-001" style="IBUITableViewCellStyleValue1" id="cel-00-001">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-00-001">
                                    <rect key="frame" x="20" y="12" width="44" height="20"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Okinawa" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="dtl-00-001">
                                    <rect key="frame" x="300" y="12" width="70" height="20"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Stack" id="cel-00-002">
                        <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-002" id="con-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <variation key="heightClass=compact" axis="horizontal"/>
                                </stackView>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-003">
                        <rect key="frame" x="0.0" y="138" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" systemColor="systemYellowColor"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """,
        connections: #"<outlet property="tableView" destination="tbl-00-001" id="out-00-001"/>"#)

    /// A prototype without a class of its own is dequeued as the storyboard dequeued it: the table registers a
    /// generated class (by the cell's builder, `registerSnippetValue(in:)`), which has the prototype's style although
    /// UIKit creates a registered class with `.default` ("If you registered a class for the specified identifier and a
    /// new cell must be created, this method initializes the cell by calling its init(style:reuseIdentifier:) method",
    /// `dequeueReusableCell(withIdentifier:)`), and installs its content once, when it is created ("If an existing
    /// cell was available for reuse, this method calls the cell's prepareForReuse() method instead").
    @Test func aPrototypeWithoutAClassIsDequeuedWithItsStyleAndContentBuiltOnce() throws {
        let run = try run(
            Self.prototypeTable,
            """
            import Foundation
            import UIKit
            UIKitModel.makers[ObjectIdentifier(SnippetValueCell.self)] = { SnippetValueCell(style: .default, reuseIdentifier: nil) }
            let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
            let identifier = ValueCellCodeInterfaceBuilder.ReuseIdentifier.snippetValue
            let first = builder.tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(indexes: [0, 0]))
            let second = builder.tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(indexes: [0, 1]))
            for cell in [first, second] {
                let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }.map { $0.text ?? "nil" }
                print("cell: \\(type(of: cell)) \\(cell.textLabel?.text ?? "nil") \\(cell.detailTextLabel?.text ?? "nil") labels \\(labels)")
            }
            print("distinct cells: \\(first !== second)")
            // What a plain registered class would give: the model tells the styles apart.
            builder.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            let plain = builder.tableView.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(indexes: [0, 2]))
            print("plain: \\(plain.detailTextLabel == nil ? "no detail label" : "detail label")")
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """)
        #expect(run.exceptions == 0, "\(run.output)")
        let cells = run.output.split(separator: "\n").filter { $0.hasPrefix("cell: ") }
        #expect(
            cells == Array(repeating: #"cell: SnippetValueCell Name Okinawa labels ["Name", "Okinawa"]"#, count: 2),
            "\(run.output)")
        #expect(run.output.contains("distinct cells: true"), "\(run.output)")
        #expect(run.output.contains("plain: no detail label"), "\(run.output)")
    }

    /// A generated cell whose content varies by size class applies its size classes itself when its traits change,
    /// since no controller calls `apply(_:)` for it: "The system calls this method when the iOS interface environment
    /// changes" (`traitCollectionDidChange(_:)`).
    @Test func aGeneratedCellAppliesItsSizeClassesWhenItsTraitsChange() throws {
        let run = try run(
            Self.prototypeTable,
            """
            import UIKit
            UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .regular)
            let cell = SnippetStackCell(style: .default, reuseIdentifier: StackCellCodeInterfaceBuilder.ReuseIdentifier.snippetStack)
            let stack = cell.contentView.findViews(subclassOf: UIStackView.self)[0]
            cell.traitCollectionDidChange(nil)
            print("portrait: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
            UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
            print("before the callback: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
            cell.traitCollectionDidChange(nil)
            print("landscape: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
            print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """)
        #expect(
            run.output.contains("portrait: vertical") && run.output.contains("landscape: horizontal"), "\(run.output)")
    }

    /// A prototype of the app's own class that varies by size class applies them itself with its `migrate` starter:
    /// the cell calls the starter's `installCodeInterfaceBuilder(key:)` from its initializer, and the starter's
    /// `traitCollectionDidChange(_:)` applies the size classes ("The system calls this method when the iOS interface
    /// environment changes"). An extension cannot override on Linux and the model has no Objective-C runtime, so the
    /// starter's members run as the class's own body, with associated objects kept by the program.
    @Test func aCellOfItsOwnClassAppliesItsSizeClassesWithItsStarter() throws {
        let table = Self.prototypeTable.replacingOccurrences(
            of: #"reuseIdentifier="Stack" id="cel-00-002""#,
            with: #"reuseIdentifier="Stack" id="cel-00-002" customClass="StackCell""#)
        let run = try runWithStarterAsClass(
            [("Snippet.storyboard", table)], className: "StackCell",
            classHead: """
                final class StackCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        installCodeInterfaceBuilder(key: .snippetStack)
                    }
                    required init?(coder: NSCoder) { fatalError() }

                """, stub: "class StackCell: UITableViewCell {}\n",
            program: """
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .regular)
                let cell = StackCell(style: .default, reuseIdentifier: StackCellCodeInterfaceBuilder.ReuseIdentifier.snippetStack)
                let stack = cell.contentView.findViews(subclassOf: UIStackView.self)[0]
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
                print("before the callback: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
                cell.traitCollectionDidChange(nil)
                print("landscape: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .regular)
                cell.traitCollectionDidChange(nil)
                print("portrait: \\(stack.axis == .vertical ? "vertical" : "horizontal")")
                print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.exceptions == 0, "\(run.output)")
        for expected in ["before the callback: vertical", "landscape: horizontal", "portrait: vertical"] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// A view that is its xib's File's Owner, whose xib varies by size class, applies them itself with its starter,
    /// as a cell does: `installCodeInterfaceBuilder(key:)` from `init(frame:)`, the size classes on trait changes.
    @Test func aFilesOwnerViewAppliesItsSizeClassesWithItsStarter() throws {
        let caption = NestedXibTests.xib(
            "caption", rootClass: "CaptionView", owner: true,
            ownerOutlets: #"<outlet property="contentView" destination="caption-root" id="caption-out"/>"#,
            rootExtras: """
                <color key="backgroundColor" systemColor="systemGreenColor"/>
                <variation key="heightClass=compact"><color key="backgroundColor" systemColor="systemRedColor"/></variation>
                """)
        let run = try runWithStarterAsClass(
            [("Caption.xib", caption)], className: "CaptionView",
            classHead: """
                final class CaptionView: UIView {
                    var contentView: UIView!

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        installCodeInterfaceBuilder(key: .captionCaptionView)
                    }
                    required init?(coder: NSCoder) { fatalError() }

                """, stub: nil,
            program: """
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .regular)
                let owner = CaptionView(frame: .zero)
                let content = owner.subviews[0]
                print("outlet set: \\(owner.contentView === content)")
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .compact)
                owner.traitCollectionDidChange(nil)
                print("landscape: \\(UIKitModel.valueDescription(content.backgroundColor!))")
                UIKitModel.screenTraits = UIKitModel.traits(horizontal: .compact, vertical: .regular)
                owner.traitCollectionDidChange(nil)
                print("portrait: \\(UIKitModel.valueDescription(content.backgroundColor!))")
                print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.exceptions == 0, "\(run.output)")
        for expected in ["outlet set: true", "landscape: UIColor.systemRed", "portrait: UIColor.systemGreen"] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// Runs `program` with the output of `documents` and the `migrate` starter of `className`, whose members become
    /// the body of the class `classHead` opens (an extension cannot override on Linux), without the stand-in `stub`
    /// the output declares for that class, if any; `editStarter` changes the starter's text first. The model has no
    /// Objective-C runtime, so the program keeps the starter's associated objects in a dictionary.
    func runWithStarterAsClass(
        _ documents: [(name: String, xml: String)], className: String, classHead: String, stub: String?,
        program: String, editStarter: (String) -> String = { $0 }
    ) throws -> RuntimeTests.Run {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let starterName = className + "+CodeInterfaceBuilder.swift"
        let sources = documents.map { SourceFile(path: $0.name, data: Data($0.xml.utf8)) }
        let starter = try #require(pipeline.run(sources).starters.first { $0.name == starterName }).contents
        let asClass = editStarter(starter).replacingOccurrences(of: "extension \(className) {\n", with: classHead)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [URL] = []
        for document in documents {
            inputs.append(folder.appendingPathComponent(document.name))
            try document.xml.write(to: inputs[inputs.count - 1], atomically: true, encoding: .utf8)
        }
        return try RuntimeTests.generateAndRun(
            inputs,
            program: """
                import UIKit

                """ + program,
            edit: { output in
                try asClass.write(to: output.appendingPathComponent(starterName), atomically: true, encoding: .utf8)
                if let stub { try Self.removeStub(stub, in: output) }
            })
    }

    /// Removes the stand-in `stub` of a class that the test declares itself.
    private static func removeStub(_ stub: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("CustomClassStubs.swift")
        let contents = try String(contentsOf: file, encoding: .utf8)
        #expect(contents.contains(stub), "\(contents)")
        try contents.replacingOccurrences(of: stub, with: "").write(to: file, atomically: true, encoding: .utf8)
    }

    /// A prototype without a reuse identifier is still generated, with a class of its own, though no table can
    /// dequeue it.
    @Test func aPrototypeWithoutAReuseIdentifierIsGenerated() throws {
        let run = try run(
            Self.prototypeTable,
            """
            import UIKit
            let cell = SnippetPrototypeCell(style: .default, reuseIdentifier: nil)
            let made: String = cell.backgroundColor.map { UIKitModel.stored($0, "description", default: "?") } ?? "nil"
            print("background: \\(made)")
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """)
        #expect(run.output.contains("background: UIColor.systemYellow"), "\(run.output)")
    }

    /// A collection view's supplementary view is registered with its kind, with a generated class when it has none.
    @Test func aSectionHeaderIsDequeuedByItsKind() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("TablesAndBars"))
        let run = try RuntimeTests.generateAndRun(
            inputs,
            program: """
                import Foundation
                import UIKit
                UIKitModel.makers[ObjectIdentifier(TablesAndBarsHeaderReusableView.self)] = { TablesAndBarsHeaderReusableView(frame: .zero) }
                let builder = GalleryViewControllerCodeInterfaceBuilder(key: .tablesAndBarsGalleryViewController)
                let collection = builder.view.findViews(subclassOf: UICollectionView.self)[0]
                let header = collection.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    withReuseIdentifier: HeaderReusableViewCodeInterfaceBuilder.ReuseIdentifier.tablesAndBarsHeader,
                    for: IndexPath(indexes: [0, 0]))
                let made: String = header.backgroundColor.map { UIKitModel.stored($0, "description", default: "?") } ?? "nil"
                print("header: \\(type(of: header)) \\(made)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(
            run.output.contains("header: TablesAndBarsHeaderReusableView UIColor.systemGroupedBackground")
                && run.exceptions == 0, "\(run.output)")
    }

    /// Issue 15 item 10: a scene and a xib with the details that the translation used to lose or add.
    private static let detailsStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <viewController id="vc0-00-000" customClass="TenViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="root-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                        <rect key="frame" x="10" y="10" width="80" height="30"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="Go"/>
                                    </button>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                        <rect key="frame" x="10" y="50" width="200" height="40"/>
                                        <mutableString key="text">Two
        lines</mutableString>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sub-00-001">
                                        <rect key="frame" x="10" y="100" width="200" height="40"/>
                                    </view>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Ten" id="nav-00-001">
                                <barButtonItem key="rightBarButtonItem" style="plain" id="bbi-00-001">
                                    <view key="customView" contentMode="scaleToFill" id="cv0-00-001">
                                        <rect key="frame" x="300" y="5" width="60" height="34"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </view>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
            </scenes>
        </document>
        """

    private static let detailsXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="crd-00-001" customClass="CardView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </view>
            </objects>
        </document>
        """

    /// A button with a configuration shows the configuration's title, not IB's placeholder legacy title (set before
    /// iOS 15 only); `<mutableString key="text">` is the label's text; a bar button item's custom view keeps its
    /// frame; a controller's root view gets no device-sized frame (UIKit sizes it where it shows it); a xib's root
    /// view keeps its autoresizing mask.
    @Test func detailsOfButtonsLabelsBarItemsAndRootViewsAreKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-details-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Ten.storyboard")
        let xib = folder.appendingPathComponent("Card.xib")
        try Self.detailsStoryboard.write(to: storyboard, atomically: true, encoding: .utf8)
        try Self.detailsXib.write(to: xib, atomically: true, encoding: .utf8)
        let run = try RuntimeTests.generateAndRun(
            [storyboard, xib],
            program: """
                import UIKit
                let builder = TenViewControllerCodeInterfaceBuilder(key: .tenTenViewController)
                let button = builder.view.findViews(subclassOf: UIButton.self)[0]
                print("legacy title: \\(button.title(for: .normal) ?? "none")")
                print("configuration title: \\(button.configuration?.title ?? "none")")
                print("label: \\(builder.view.findViews(subclassOf: UILabel.self)[0].text ?? "none")")
                print("root frame: \\(builder.view.frame == .zero ? "not set" : "\\(builder.view.frame)")")
                let controller = TenViewController(nibName: nil, bundle: nil)
                TenViewControllerCodeInterfaceBuilder.configure(controller, key: .tenTenViewController)
                let customView = controller.navigationItem.rightBarButtonItem?.customView
                print("custom view width: \\(customView?.frame.width ?? -1)")
                let card = CardViewCodeInterfaceBuilder(key: .cardCardView).view
                print("xib mask: \\(card.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])")
                print("executed: 2 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        for line in [
            "legacy title: none", "configuration title: Go", "label: Two\nlines", "root frame: not set",
            "custom view width: 60.0", "xib mask: true",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Item 8: images and named colors are looked up in the configured bundle (the localization bundle's option): the
    /// image is found only when the generated code asks the bundle that holds it.
    @Test func imagesAreLookedUpInTheConfiguredBundle() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NahaMap"))
        let program = """
            import Foundation
            import UIKit
            UIKitModel.addAssets(images: ["NahaMap"], in: Bundle(path: NSTemporaryDirectory())!)
            let builder = ViewControllerCodeInterfaceBuilder(key: .mainViewController)
            let image = builder.view.findViews(subclassOf: UIImageView.self)[0].image
            print("image: \\(image == nil ? "missing" : "found")")
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        let configured = try RuntimeTests.generateAndRun(
            inputs, program: program, bundle: "Bundle(path: NSTemporaryDirectory())!")
        #expect(configured.output.contains("image: found"), "\(configured.output)")
        // Without the option the image is looked up in the main bundle, which does not hold it.
        let unconfigured = try RuntimeTests.generateAndRun(inputs, program: program)
        #expect(unconfigured.output.contains("image: missing"), "\(unconfigured.output)")
    }
}
