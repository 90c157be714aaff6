import Foundation
import Testing
import UnboardCore

/// Issue 15 on the behavioural UIKit model: the generated code, executed, behaves as the storyboard app did.
@Suite(.serialized) struct MigratedAppRuntimeTests {
    /// Runs `program` against the output of a snippet storyboard (written to a temporary file).
    private func run(_ xml: String, _ program: String) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try xml.write(to: input, atomically: true, encoding: .utf8)
        return try RuntimeTests.generateAndRun([input], program: program)
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
    private func runWithOwnClasses(
        _ inputs: [URL], _ program: String, stubs: Bool = false, root: URL? = nil
    ) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try OutputWriter(directory: folder).write(try Generate.files(inputs, stubs: stubs, root: root).files)
        let main = folder.appendingPathComponent("main.swift.txt")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, folder.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    /// The controllers of the `SegueTriggers` fixture as an app declares them: `GateViewController.loadView()` does
    /// what its `migrate` starter does (builder, `configure(_:)`, `addSegueTriggers(to:builder:)`).
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
                let builder = GateViewControllerCodeInterfaceBuilder(key: .segueTriggersGateViewController)
                view = builder.view
                builder.configure(self)
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
}
