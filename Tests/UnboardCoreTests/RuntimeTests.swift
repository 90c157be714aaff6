import Foundation
import Testing
import UnboardCore

/// Generated code runs: each example and fixture is generated and every builder executed in every size-class state
/// against the behavioural UIKit model (`Tests/UIKitModel`) by `Tests/Scripts/run-generated.sh`; and the model
/// rejects what a device rejects.
@Suite(.serialized) struct RuntimeTests {
    /// The figures of a run: the closing `executed:` line.
    struct Run {
        var builders = 0, layouts = 0, states = 0, exceptions = 0
        var output: String
        var status: Int32
        /// The executed layouts the driver dumped (`--dump`), when it wrote them.
        var dump: Data?
    }

    static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/run-generated.py")

    /// Generates `inputs` (custom classes stubbed) into a temporary folder, lets `edit` change it, and runs it, or runs
    /// `program` with it. With `starters`, the output is `unboard migrate --custom-class-stubs`'s, which
    /// `run-generated.py` compiles with each starter as its class's body and runs with the starters' classes.
    static func generateAndRun(
        _ inputs: [URL], program: String? = nil, frames: Bool = false, keepGoing: Bool = false, bundle: String? = nil,
        starters: Bool = false, root: URL? = nil, edit: (URL) throws -> Void = { _ in }
    ) throws -> Run {
        let result = try Generate.files(inputs, stubs: true, root: root, bundle: bundle, starters: starters)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-runtime-\(UUID().uuidString)")
        _ = try OutputWriter(directory: folder).write(result.files + result.starters)
        defer { try? FileManager.default.removeItem(at: folder) }
        try edit(folder)
        var arguments = ["python3", script.path, folder.path]
        if let program {
            let main = folder.appendingPathComponent("main.swift.txt")
            try program.write(to: main, atomically: true, encoding: .utf8)
            arguments += ["--program", main.path]
        }
        let dump = folder.appendingPathComponent("executed.json.txt")
        if program == nil { arguments += ["--dump", dump.path] }
        if keepGoing { arguments.append("--keep-going") }
        if frames { arguments += ["--frames"] + inputs.map(\.path) }
        let shell = Shell.run(arguments)
        var run = Run(output: shell.output, status: shell.status, dump: try? Data(contentsOf: dump))
        if let line = shell.output.split(separator: "\n").last(where: { $0.hasPrefix("executed: ") }) {
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.count == 4 {
                (run.builders, run.layouts, run.states, run.exceptions) = (
                    numbers[0], numbers[1], numbers[2], numbers[3]
                )
            }
        }
        return run
    }

    /// Executed frames agree with `unboard verify`'s: the same views within tolerance, and every layout's executed
    /// hierarchy matched with the document's (no `not verified:` line).
    static func expectFramesAgree(_ run: Run, _ inputs: [URL], _ name: String) throws {
        let lines = run.output.split(separator: "\n").map(String.init)
        let unmatched = lines.filter { $0.hasPrefix("not verified: ") }
        guard let frames = lines.last(where: { $0.hasPrefix("frames: ") }) else {
            Issue.record("\(name): no frames line:\n\(run.output)")
            return
        }
        print("RuntimeTests: \(name): \(frames)")
        let totals = VerificationTotals(LayoutVerifier.verify(try Generate.files(inputs).builders.flatMap(\.layouts)))
        let expected = "frames: \(totals.within) of \(totals.within + totals.off) verifiable views within tolerance"
        #expect(unmatched.isEmpty, "\(name): \(unmatched.joined(separator: "; "))")
        #expect(frames == expected, "\(name): executed \(frames), verify \(expected)")
    }

    /// The comparisons of the active constraint sets the run left, per layout and size-class state, with the
    /// document's.
    static func constraintSets(_ run: Run, _ inputs: [URL]) throws -> [ExecutedLayoutVerifier.ConstraintSetComparison] {
        guard let dump = run.dump else { throw RunError(message: "no executed dump:\n\(run.output)") }
        return try ExecutedLayoutVerifier.compareConstraintSets(
            try Generate.files(inputs).builders.flatMap(\.layouts), executed: dump)
    }

    struct RunError: Error { var message: String }

    /// The active constraint set in every size-class state the driver entered equals the document's.
    static func expectConstraintSetsAgree(_ run: Run, _ inputs: [URL], _ name: String) throws {
        let comparisons = try constraintSets(run, inputs)
        let differing = comparisons.filter { !$0.isEqual }
        print(
            "RuntimeTests: \(name): active constraints equal the document's in \(comparisons.count - differing.count) of \(comparisons.count) size-class states (\(comparisons.map(\.outside).reduce(0, +)) document constraints of views outside the executed tree left out)"
        )
        for comparison in differing {
            Issue.record("\(name): \(describe(comparison))")
        }
    }

    static func describe(_ comparison: ExecutedLayoutVerifier.ConstraintSetComparison) -> String {
        var lines = ["\(comparison.key) \(comparison.state):"]
        if let mismatch = comparison.mismatch { lines.append("  not compared: \(mismatch)") }
        lines += comparison.unexpected.map { "  active when run, not in the document: \($0)" }
        lines += comparison.missing.map { "  in the document, not active when run: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The number of layouts (builder keys) the inputs generate.
    static func layoutCount(_ inputs: [URL]) throws -> Int {
        try Generate.files(inputs, stubs: true).builders.map { $0.layouts.count + $0.controllerLayouts.count }.reduce(
            0, +)
    }

    @Test(arguments: GoldenTests.examples)
    func exampleRunsWithoutExceptions(_ name: String) throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent(name))
        let run = try Self.generateAndRun(inputs, frames: true)
        try Self.expectFramesAgree(run, inputs, "Examples/\(name)")
        try Self.expectConstraintSetsAgree(run, inputs, "Examples/\(name)")
        print(
            "RuntimeTests: Examples/\(name): \(run.builders) builders, \(run.layouts) layouts, \(run.states) size-class states, \(run.exceptions) exceptions"
        )
        #expect(run.status == 0 && run.exceptions == 0, "Examples/\(name):\n\(run.output)")
        #expect(run.layouts == (try Self.layoutCount(inputs)), "not every layout ran:\n\(run.output)")
    }

    @Test(arguments: GoldenTests.fixtures)
    func fixtureRunsWithoutExceptions(_ name: String) throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent(name))
        let run = try Self.generateAndRun(inputs, frames: true)
        try Self.expectFramesAgree(run, inputs, "fixture \(name)")
        try Self.expectConstraintSetsAgree(run, inputs, "fixture \(name)")
        print(
            "RuntimeTests: fixture \(name): \(run.builders) builders, \(run.layouts) layouts, \(run.states) size-class states, \(run.exceptions) exceptions"
        )
        #expect(run.status == 0 && run.exceptions == 0, "fixture \(name):\n\(run.output)")
        #expect(run.layouts == (try Self.layoutCount(inputs)), "not every layout ran:\n\(run.output)")
    }

    /// `unboard migrate --custom-class-stubs` output runs as written, starters included: besides every builder and
    /// factory (whose controllers are now the starters' classes), every starter's class runs for every layout key:
    /// a controller created with `init(codeInterfaceBuilderKey:)`, shown, taken through the size classes, its
    /// segues performed, preserved and restored with the same key; a view created and installed as its initializer
    /// would. No exception, and every starter ran.
    @Test(arguments: GoldenTests.examples.map { "Examples/\($0)" } + GoldenTests.fixtures.map { "Fixtures/\($0)" })
    func migrateOutputRunsWithItsStartersAsWritten(_ name: String) throws {
        let folder =
            name.hasPrefix("Examples/")
            ? TestPaths.packageRoot.appendingPathComponent(name)
            : TestPaths.fixtures.appendingPathComponent(String(name.dropFirst("Fixtures/".count)))
        let inputs = TestPaths.interfaceFiles(in: folder)
        let run = try Self.generateAndRun(inputs, starters: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        let starters = try Generate.files(inputs, stubs: true, starters: true).starters.map {
            String($0.name.dropLast("+CodeInterfaceBuilder.swift".count))
        }
        let ran = lines.filter { $0.hasPrefix("starter: ") }
        print(
            "RuntimeTests: migrate \(name): \(starters.count) starters, \(ran.count) starter runs, \(run.exceptions) exceptions"
        )
        #expect(run.status == 0 && run.exceptions == 0, "\(name):\n\(run.output)")
        for starter in starters {
            #expect(ran.contains { $0.hasPrefix("starter: \(starter) ") }, "\(starter) did not run:\n\(run.output)")
        }
        #expect(run.layouts == (try Self.layoutCount(inputs)), "not every layout ran:\n\(run.output)")
    }

    /// Every iOS document of the corpus, generated together and compiled once, runs through the model: no exception,
    /// no API the model lacks and no crash. The driver keeps going past a layout it stops in, so that a run names them
    /// all. (IBCodeGen's `Button.xib` once stopped in two layouts inside swift-corelibs-foundation, on attributed
    /// strings whose attributes hold model objects: `UIKitModelCFInfo` says why, and `AttributedStringRuntimeTests`
    /// checks what the model sees of them.)
    @Test func corpusRuns() throws {
        let files = CorpusTests.files.filter {
            (try? Data(contentsOf: $0)).map { !CorpusTests.mustBeRefused($0) } ?? false
        }
        guard !files.isEmpty else {
            print("RuntimeTests: corpus skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        let run = try Self.generateAndRun(files, frames: true, keepGoing: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        let failures = lines.filter { $0.hasPrefix("exception: ") || $0.hasPrefix("stopped in ") }
        print(
            "RuntimeTests: corpus: \(run.builders) builders, \(run.layouts) layouts, \(run.states) size-class states, \(run.exceptions) exceptions; \(lines.last { $0.hasPrefix("frames: ") } ?? "no frames line")"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(run.layouts == (try Self.layoutCount(files)), "not every layout ran:\n\(run.output)")
        let frames = (lines.last { $0.hasPrefix("frames: ") } ?? "").split(separator: " ").compactMap { Int($0) }
        #expect(frames.count == 2, "no frames line:\n\(run.output)")
        try Self.expectConstraintSetsAgree(run, files, "corpus")
        // Every layout has its executed frames verified.
        let unverified = lines.filter { $0.hasPrefix("not verified: ") }
        #expect(unverified.isEmpty, "\(unverified.joined(separator: "\n"))")
        let verified = VerificationTotals(LayoutVerifier.verify(try Generate.files(files).builders.flatMap(\.layouts)))
        let verifyFrames =
            "frames: \(verified.within) of \(verified.within + verified.off) verifiable views within tolerance"
        print("RuntimeTests: corpus: verify: \(verifyFrames)")
        #expect(lines.last { $0.hasPrefix("frames: ") } == verifyFrames, "executed frames differ from verify's")
        #expect(frames.count == 2 && frames[0] * 100 >= frames[1] * 97, "executed frames below 97%: \(frames)")
    }

    /// The corpus's `migrate --custom-class-stubs` output, starters as written, runs as the examples' does: no
    /// exception, no stop. Two starters cannot compile on Linux and are left out, each named: they set a scroll view's
    /// `delegate`, which the stand-in cannot declare (its subclasses redeclare it with their own protocol, which Swift
    /// source cannot override).
    @Test func corpusMigrateOutputRunsWithItsStarters() throws {
        let files = CorpusTests.files.filter {
            (try? Data(contentsOf: $0)).map { !CorpusTests.mustBeRefused($0) } ?? false
        }
        guard !files.isEmpty else {
            print("RuntimeTests: corpus migrate skipped, \(TestPaths.corpus.path) is absent")
            return
        }
        let run = try Self.generateAndRun(files, keepGoing: true, starters: true)
        let lines = run.output.split(separator: "\n").map(String.init)
        let notCompiled = lines.filter { $0.hasPrefix("not compiled: ") }
        let failures = lines.filter { $0.hasPrefix("exception: ") || $0.hasPrefix("stopped in ") }
        print(
            "RuntimeTests: corpus migrate: \(lines.filter { $0.hasPrefix("starter: ") }.count) starter runs, \(run.layouts) layouts, \(run.exceptions) exceptions (\(notCompiled.count) starters not compiled)"
        )
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(notCompiled.allSatisfy { $0.hasSuffix("has no member 'delegate'") }, "\(notCompiled)")
        #expect(notCompiled.count <= 2, "\(notCompiled)")
        #expect(run.layouts == (try Self.layoutCount(files)), "not every layout ran:\n\(run.output)")
    }

    /// `equalToSystemSpacingAfter:` from a superview's edge: UIKit picks the points at run time and IB recorded 20
    /// for them, so executed frames are solved with IB's value, as `verify` solves the translator's constraint (a
    /// corpus cell was 12 points off before). The view would be off with UIKit's sibling spacing of 8.
    @Test func systemSpacingFromASuperviewEdgeIsSolvedWithTheValueIBRecorded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-spacing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="20" y="100" width="50" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="cw0-00-001"/>
                        <constraint firstAttribute="height" constant="50" id="ch0-00-001"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" symbolic="YES" id="cl0-00-001"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="ct0-00-001"/>
                """
        ).write(to: input, atomically: true, encoding: .utf8)
        let run = try Self.generateAndRun([input], frames: true)
        #expect(run.output.contains("frames: 1 of 1 verifiable views within tolerance"), "\(run.output)")
    }

    // MARK: - Scenarios

    /// Runs `program` with an example's checked-in output and its own controllers (as TypeCheckTests compiles them),
    /// once `edit` changed the copy (a negative check's mistake).
    static func runExample(_ name: String, program: String, edit: (URL) throws -> Void = { _ in }) throws -> Run {
        let example = TestPaths.examples.appendingPathComponent(name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = example.appendingPathComponent("Generated")
        let own = try FileManager.default.contentsOfDirectory(atPath: example.path)
            .filter { $0.hasSuffix(".swift") && !$0.contains("iOS17") && !$0.contains("+ObjC") }.map {
                example.appendingPathComponent($0)
            }
        let outputs = try FileManager.default.contentsOfDirectory(atPath: generated.path).map {
            generated.appendingPathComponent($0)
        }
        for file in own + outputs {
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        try edit(folder)
        let main = folder.appendingPathComponent("main.swift.txt")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", script.path, folder.path, "--program", main.path])
        return Run(output: shell.output, status: shell.status)
    }

    /// SceneFlow as a user meets it: the tab items show before any tab loads; each button of the feed performs its
    /// segue (prepare(for:sender:) called, destination pushed or presented); the compose bar item presents.
    @Test func sceneFlowScenario() throws {
        let run = try Self.runExample(
            "SceneFlow",
            program: """
                import UIKit
                let tabs = SceneFlowScenes.makeInitialViewController()
                print("tab items: \\((tabs.viewControllers ?? []).map { $0.tabBarItem.title ?? "nil" })")
                print("loaded before appearing: \\((tabs.viewControllers ?? []).filter { $0.isViewLoaded }.count)")
                tabs.modelAppear()
                let navigation = tabs.viewControllers![0] as! UINavigationController
                let feed = navigation.viewControllers[0] as! FeedViewController
                feed.loadViewIfNeeded()
                for control in feed.view.recursiveSubviews.compactMap({ $0 as? UIControl }) {
                    UIKitModel.tap(control)
                    feed.presentedViewController?.dismiss(animated: false)
                }
                if let compose = feed.navigationItem.rightBarButtonItem { UIKitModel.tap(compose) }
                print(UIKitModel.events.joined(separator: "\\n"))
                print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("tab items: [\"Feed\", \"Dashboard\"]"), "\(run.output)")
        for expected in [
            "segue showDetail FeedViewController -> DetailViewController", "push DetailViewController",
            "segue showInfo FeedViewController -> InfoViewController",
            "present InfoViewController from FeedViewController",
            "segue fadeToAbout FeedViewController", "segue compose FeedViewController",
        ] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// NahaMap as a user meets it: the initial controller from `MainScenes` loads its view (map image from the app's
    /// asset catalog); each tap on Okinawa counts and presents an alert, whose OK dismisses it before the next tap.
    @Test func nahaMapScenario() throws {
        let run = try Self.runExample(
            "NahaMap",
            program: """
                import UIKit
                UIKitModel.addAssets(images: ["NahaMap"])
                let controller = MainScenes.makeInitialViewController()
                controller.modelAppear()
                print("map shown: \\(controller.view.findViews(subclassOf: UIImageView.self).contains { $0.image != nil })")
                let okinawa = controller.view.findButtons(with: "Okinawa")[0]
                for _ in 0..<2 {
                    okinawa.sendActions(for: .touchUpInside)
                    if let alert = controller.presentedViewController as? UIAlertController { UIKitModel.tap("OK", in: alert) }
                }
                print("labels: \\(controller.view.findLabels(with: "2 taps").count)")
                print(UIKitModel.events.joined(separator: "\\n"))
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("map shown: true"), "\(run.output)")
        #expect(run.output.contains("labels: 1"), "\(run.output)")
        #expect(
            run.output.components(separatedBy: "present UIAlertController from ViewController").count == 3,
            "two alerts presented:\n\(run.output)")
        #expect(run.output.components(separatedBy: "alert action OK").count == 3, "\(run.output)")
    }

    // MARK: - The model bites

    /// A generated file edited so that a constraint the document varies by size class stays active in the compact
    /// height states (left out of the list they deactivate) fails the constraint-set comparison there, and only there.
    @Test func constraintLeftActiveInTheWrongSizeClassIsDetected() throws {
        let inputs = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("VideoComments"))
        let varying = "                    videoViewWidthToVideoViewHeight,\n"
        let run = try Self.generateAndRun(inputs) { folder in
            let file = folder.appendingPathComponent("VideoPlayerViewControllerCodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            let compact = try #require(text.range(of: "case (.compact, .compact), (.unspecified, .compact):\n"))
            let deactivated = try #require(text.range(of: varying, range: compact.upperBound..<text.endIndex))
            try text.replacingCharacters(in: deactivated, with: "").write(to: file, atomically: true, encoding: .utf8)
        }
        let differing = try Self.constraintSets(run, inputs).filter { !$0.isEqual }
        #expect(differing.map(\.state).sorted() == ["compact/compact", "unspecified/compact"], "\(differing)")
        for comparison in differing {
            #expect(comparison.missing.isEmpty && comparison.mismatch == nil, "\(Self.describe(comparison))")
            #expect(comparison.unexpected.count == 1, "\(Self.describe(comparison))")
            #expect(
                comparison.unexpected.first?.contains(".width equal videoView") == true, "\(Self.describe(comparison))")
        }
    }

    /// The executed hierarchy is matched with the document's where UIKit places views itself: a nested xib's views
    /// are compared inside the view that nests them, so output whose nested builder leaves a view out is caught, in
    /// the constraint sets and the frames, and so is a table header view never assigned to its table.
    @Test func hierarchyThatDiffersFromTheDocumentsIsDetected() throws {
        let nested = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NestedXibs"))
        let caption = "        view.addSubview(caption)\n"
        let run = try Self.generateAndRun(nested, frames: true) { folder in
            let file = folder.appendingPathComponent("BadgeButtonCodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(caption))
            try text.replacingOccurrences(of: caption, with: "").write(to: file, atomically: true, encoding: .utf8)
        }
        let inbox = try Self.constraintSets(run, nested).filter { $0.key == "Inbox.InboxViewController" }
        #expect(!inbox.isEmpty && inbox.allSatisfy { $0.mismatch?.hasPrefix("view 1.") == true }, "\(inbox)")
        #expect(run.output.contains("not verified: Inbox.InboxViewController: view 1."), "\(run.output)")
        let tables = TestPaths.interfaceFiles(in: TestPaths.fixtures.appendingPathComponent("TablesAndBars"))
        let header = "        tableView.tableHeaderView = tableHeaderView\n"
        let tableRun = try Self.generateAndRun(tables) { folder in
            let file = folder.appendingPathComponent("ListViewControllerCodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(header))
            try text.replacingOccurrences(of: header, with: "").write(to: file, atomically: true, encoding: .utf8)
        }
        let list = try Self.constraintSets(tableRun, tables).filter { $0.key == "TablesAndBars.ListViewController" }
        #expect(
            !list.isEmpty && list.allSatisfy { $0.mismatch == "view 0.0 is missing when run, UIView in the document" },
            "\(list)")
    }

    static let snippetInput = TestPaths.fixtures.appendingPathComponent("Constraints")

    /// Runs a hand-written program with the model; it must raise the exception UIKit raises on a device.
    private func expectException(_ program: String, _ expected: String) throws {
        let run = try Self.generateAndRun(TestPaths.interfaceFiles(in: Self.snippetInput), program: program)
        #expect(run.status != 0, "the model accepted it:\n\(run.output)")
        #expect(run.output.contains("exception: \(expected)"), "\(run.output)")
    }

    @Test func constraintBetweenViewsWithNoCommonAncestorRaises() throws {
        try expectException(
            """
            import UIKit
            let a = UIView(), b = UIView()
            UIView().addSubview(a)
            UIView().addSubview(b)
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: b.leadingAnchor)])
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """, "NSGenericException: Unable to activate constraint")
    }

    @Test func dequeueOfAnUnregisteredIdentifierRaises() throws {
        try expectException(
            """
            import UIKit
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Registered")
            _ = table.dequeueReusableCell(withIdentifier: "Registered", for: IndexPath(indexes: [0, 0]))
            _ = table.dequeueReusableCell(withIdentifier: "Prototype", for: IndexPath(indexes: [0, 0]))
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """, "NSInternalInconsistencyException: unable to dequeue a cell with identifier Prototype")
    }

    /// A segue whose destination is created and prepared but never shown: the model's record shows no presentation,
    /// push or show, which a scenario test asserts on.
    @Test func segueWhoseDestinationIsNeverShownIsDetected() throws {
        let run = try Self.generateAndRun(
            TestPaths.interfaceFiles(in: Self.snippetInput),
            program: """
                import UIKit
                let source = UIViewController(nibName: nil, bundle: nil), destination = UIViewController(nibName: nil, bundle: nil)
                let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination)
                source.prepare(for: segue, sender: nil)
                segue.perform()
                let shown = UIKitModel.events.contains { $0.hasPrefix("present ") || $0.hasPrefix("push ") || $0.hasPrefix("show ") }
                if !shown { UIKitModel.raise("segue", "the destination of \\(segue.identifier!) was never shown") }
                print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("exception: segue: the destination of show was never shown"), "\(run.output)")
    }

    @Test func removingAViewRemovesTheConstraintsThatReferenceIt() throws {
        let run = try Self.generateAndRun(
            TestPaths.interfaceFiles(in: Self.snippetInput),
            program: """
                import UIKit
                let root = UIView(), child = UIView(), grandchild = UIView()
                root.addSubview(child)
                child.addSubview(grandchild)
                let kept = child.widthAnchor.constraint(equalToConstant: 10)
                let removed = grandchild.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                NSLayoutConstraint.activate([kept, removed])
                precondition(removed.isActive && root.constraints.count == 1)
                grandchild.removeFromSuperview()
                print("removed active: \\(removed.isActive), kept active: \\(kept.isActive), root: \\(root.constraints.count)")
                print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("removed active: false, kept active: true, root: 0"), "\(run.output)")
    }

    /// A stored property read before it was set, whose default Apple documents for `UIView` but not for `UIButton`.
    @Test func notModelledAPIFailsLoudly() throws {
        try expectException(
            """
            import UIKit
            let button = UIButton()
            _ = button.isOpaque
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """, "not modelled: UIButton.isOpaque")
    }

    // MARK: - One API surface

    /// The model declares exactly what the stand-in declares (the stand-in comes from the iOS SDK): only bodies differ.
    @Test(arguments: ["UIKit", "MapKit", "WebKit"])
    func modelDeclaresWhatTheStandInDeclares(_ module: String) throws {
        func declarations(_ path: String) throws -> [String] {
            try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n").map { line -> String in
                    let text = String(line)
                    guard let brace = text.range(of: " { "), text.hasSuffix("}") else { return text }
                    return String(text[..<brace.lowerBound])
                }
                .filter {
                    !$0.hasPrefix("//") && !$0.contains("modelStorage = UIKitModelStorage()")
                        && !$0.contains("modelCFInfo = UIKitModelCFInfo()")
                        && !$0.contains("init(modelDesignated: Void)") && !$0.contains("// model: inherited in the SDK")
                        && !$0.isEmpty
                }
        }
        let model = try declarations("Tests/UIKitModel/Generated/\(module).swift")
        let standIn = try declarations("Tests/UIKitStub/\(module).swift")
        let first =
            zip(model, standIn).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(model.count, standIn.count)
        #expect(
            model == standIn,
            """
            Tests/UIKitModel/Generated/\(module).swift declares something else than the stand-in (first difference: \
            model "\(first < model.count ? model[first] : "end")", stand-in "\(first < standIn.count ? standIn[first] : "end")"): \
            run python3 Tests/Scripts/regenerate-uikit-model.py
            """)
    }
}
