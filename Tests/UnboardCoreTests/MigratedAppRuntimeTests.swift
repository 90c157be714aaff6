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
}
