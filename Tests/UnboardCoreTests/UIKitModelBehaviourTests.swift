import Foundation
import Testing
import UnboardCore

/// The behaviours of the UIKit model that the output meets beyond building views (assets, the responder chain, trait
/// changes, restoration), each run against generated code and each with a case that shows the model rejects the
/// mistake.
@Suite(.serialized) struct UIKitModelBehaviourTests {
    static let nahaMap = TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent("NahaMap"))

    /// Runs `program` with NahaMap's output.
    private func run(_ program: String) throws -> RuntimeTests.Run {
        try RuntimeTests.generateAndRun(
            Self.nahaMap,
            program: program
                + "\nprint(\"executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions\")\n"
        )
    }

    /// NahaMap's map image is `UIImage(named: "NahaMap")`: found once the app's asset catalog has it, nil otherwise
    /// (the image view is then empty, as on a device whose catalog lacks the image); a bundle's own catalog answers
    /// `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)`.
    @Test func namedImagesAndColorsComeFromTheBundleTheTestSetsUp() throws {
        let run = try run(
            """
            import UIKit
            @MainActor func mapImage() -> UIImage? {
                ViewControllerCodeInterfaceBuilder(key: .mainViewController).view.findViews(subclassOf: UIImageView.self).first?.image
            }
            print("without the asset: \\(mapImage() == nil)")
            UIKitModel.addAssets(images: ["NahaMap"])
            print("with the asset: \\(mapImage() != nil)")
            let framework = Bundle(path: "/")!
            UIKitModel.addAssets(images: ["Pin"], colors: ["Brand"], in: framework)
            print("framework image: \\(UIImage(named: "Pin", in: framework, compatibleWith: nil) != nil)")
            print("framework image from the main bundle: \\(UIImage(named: "Pin") != nil)")
            print("framework color: \\(UIColor(named: "Brand", in: framework, compatibleWith: nil) != nil)")
            print("missing color: \\(UIColor(named: "Missing", in: framework, compatibleWith: nil) == nil)")
            """)
        for line in [
            "without the asset: true", "with the asset: true", "framework image: true",
            "framework image from the main bundle: false", "framework color: true", "missing color: true",
        ] {
            #expect(run.output.contains(line), "\(line):\n\(run.output)")
        }
    }

    /// A controller that can become first responder receives actions sent to the responder chain first; a target
    /// that does not implement the action raises UIKit's "unrecognized selector" exception.
    @Test func actionsGoToTheFirstResponderAndUpTheChain() throws {
        let run = try run(
            """
            import UIKit
            final class Editor: UIViewController {
                var pasted = 0
                override var canBecomeFirstResponder: Bool { true }
            }
            final class Screen: UIViewController { var pasted = 0 }
            UIKitModel.implement("paste:", in: Editor.self) { editor, _ in editor.pasted += 1 }
            UIKitModel.implement("paste:", in: Screen.self) { screen, _ in screen.pasted += 1 }
            let screen = Screen(nibName: nil, bundle: nil), editor = Editor(nibName: nil, bundle: nil)
            screen.addChild(editor)
            let plain = UIView()
            print("plain view becomes first responder: \\(plain.becomeFirstResponder())")
            print("from the screen: \\(UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: screen, for: nil))")
            print("editor becomes first responder: \\(editor.becomeFirstResponder()) \\(editor.isFirstResponder)")
            _ = UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: screen, for: nil)
            print("pasted: editor \\(editor.pasted), screen \\(screen.pasted)")
            print("unknown action handled: \\(UIApplication.shared.sendAction(Selector("cut:"), to: nil, from: nil, for: nil))")
            _ = UIApplication.shared.sendAction(Selector("cut:"), to: screen, from: nil, for: nil)
            """)
        for line in [
            "plain view becomes first responder: false", "from the screen: true",
            "editor becomes first responder: true true", "pasted: editor 1, screen 1", "unknown action handled: false",
            "exception: NSInvalidArgumentException: -[Screen cut:]: unrecognized selector sent to instance",
        ] {
            #expect(run.output.contains(line), "\(line):\n\(run.output)")
        }
    }

    /// NestedXibs' inbox applies its size classes in `traitCollectionDidChange(_:)`, and its caption views do too:
    /// when the screen's size classes change, the controller hears first, then its views; the layout is then the one a
    /// builder applied with those traits has. When the traits do not change, nobody is told.
    @Test func traitChangesReachTheControllerAndItsViews() throws {
        let run = try RuntimeTests.runExample(
            "NestedXibs",
            program: """
                import UIKit
                let inbox = InboxScenes.makeInitialViewController()
                inbox.modelAppear()
                UIKitModel.events.removeAll()
                let landscape = UIKitModel.traits(horizontal: .compact, vertical: .compact)
                UIKitModel.changeScreenTraits(to: landscape, shownFrom: inbox)
                print(UIKitModel.events.joined(separator: "\\n"))
                print("traits of a caption: \\(inbox.view.findViews(subclassOf: CaptionLabel.self).map { $0.traitCollection.verticalSizeClass == .compact })")
                let expected = InboxViewControllerCodeInterfaceBuilder(key: .inboxInboxViewController)
                expected.apply(landscape)
                print("same as a fresh landscape build: \\(UIKitModel.snapshot(inbox.view) == UIKitModel.snapshot(expected.view))")
                UIKitModel.events.removeAll()
                UIKitModel.changeScreenTraits(to: UIKitModel.traits(horizontal: .compact, vertical: .compact), shownFrom: inbox)
                print("told again: \\(UIKitModel.events.count)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("traitCollectionDidChange InboxViewController"), "\(run.output)")
        #expect(run.output.contains("traits of a caption: [true"), "\(run.output)")
        #expect(run.output.contains("same as a fresh landscape build: true"), "\(run.output)")
        #expect(run.output.contains("told again: 0"), "\(run.output)")
    }

    /// A controller with a restoration identifier and class is encoded and recreated by its class, which reads back
    /// what it saved; one without an identifier is not preserved.
    @Test func aControllerIsPreservedAndRestoredThroughItsRestorationClass() throws {
        let run = try run(
            """
            import UIKit
            final class Map: UIViewController, UIViewControllerRestoration {
                var zoom = 1
                override func encodeRestorableState(with coder: NSCoder) {
                    super.encodeRestorableState(with: coder)
                    coder.encode(zoom, forKey: "zoom")
                }
                override func decodeRestorableState(with coder: NSCoder) {
                    super.decodeRestorableState(with: coder)
                    zoom = coder.decodeInteger(forKey: "zoom")
                }
                static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                    identifierComponents.last == "Map" ? Map(nibName: nil, bundle: nil) : nil
                }
            }
            let map = Map(nibName: nil, bundle: nil)
            map.zoom = 7
            print("without identifier: \\(UIKitModel.preserveAndRestore(map) == nil)")
            map.restorationIdentifier = "Map"
            map.restorationClass = Map.self
            let restored = UIKitModel.preserveAndRestore(map) as? Map
            print("restored: \\(restored.map { $0 !== map && $0.zoom == 7 } ?? false)")
            map.restorationIdentifier = "Renamed"
            print("unknown identifier: \\(UIKitModel.preserveAndRestore(map) == nil)")
            """)
        for line in ["without identifier: true", "restored: true", "unknown identifier: true"] {
            #expect(run.output.contains(line), "\(line):\n\(run.output)")
        }
    }

    /// The restoration walk of the View Controller Programming Guide ("Preserving and Restoring State",
    /// https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html):
    /// a child of a container without a restoration identifier is not preserved ("the view controller and all of its
    /// child view controllers and presented view controllers are ignored"); without a restoration class the app
    /// delegate is asked first, then the controller at the same restoration path of the hierarchy created at launch
    /// is used, the same instance, and decodes the state; a restoration class is asked even then ("Assigning a
    /// restoration class to a view controller prevents UIKit from searching for that view controller implicitly"),
    /// and its nil ends the search ("UIKit stops looking for it").
    @Test func restorationAsksTheClassThenTheAppDelegateThenFindsTheLaunchedController() throws {
        let run = try run(
            """
            import UIKit
            final class Map: UIViewController, UIViewControllerRestoration {
                var zoom = 1
                override func encodeRestorableState(with coder: NSCoder) {
                    super.encodeRestorableState(with: coder)
                    coder.encode(zoom, forKey: "zoom")
                }
                override func decodeRestorableState(with coder: NSCoder) {
                    super.decodeRestorableState(with: coder)
                    zoom = coder.decodeInteger(forKey: "zoom")
                }
                static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                    identifierComponents.last == "Map" ? Map(nibName: nil, bundle: nil) : nil
                }
            }
            @MainActor func launch() -> (UINavigationController, Map) {
                let map = Map(nibName: nil, bundle: nil)
                map.restorationIdentifier = "Map"
                let navigation = UINavigationController(rootViewController: map)
                return (navigation, map)
            }
            let (first, map) = launch()
            map.zoom = 7
            let (second, launchedMap) = launch()
            print("container without identifier: \\(UIKitModel.preserveAndRestore(map, launched: second) == nil)")
            first.restorationIdentifier = "Root"
            second.restorationIdentifier = "Root"
            let found = UIKitModel.preserveAndRestore(map, launched: second)
            print("found at launch: \\(found === launchedMap) zoom \\(launchedMap.zoom)")
            let fromDelegate = Map(nibName: nil, bundle: nil)
            UIKitModel.appDelegateRestoration = { path, _ in path == ["Root", "Map"] ? fromDelegate : nil }
            print("app delegate first: \\(UIKitModel.preserveAndRestore(map, launched: second) === fromDelegate)")
            UIKitModel.appDelegateRestoration = nil
            map.restorationClass = Map.self
            let recreated = UIKitModel.preserveAndRestore(map, launched: second)
            print("class first: \\(recreated != nil && recreated !== launchedMap && recreated !== map)")
            map.restorationIdentifier = "Renamed"
            let (third, renamedMap) = launch()
            renamedMap.restorationIdentifier = "Renamed"
            third.restorationIdentifier = "Root"
            print("class nil stops: \\(UIKitModel.preserveAndRestore(map, launched: third) == nil)")
            """)
        for line in [
            "container without identifier: true", "found at launch: true zoom 7", "app delegate first: true",
            "class first: true", "class nil stops: true",
        ] {
            #expect(run.output.contains(line), "\(line):\n\(run.output)")
        }
    }

    /// A table view holds its data source and delegate weakly, as UIKit does ("weak" in `UITableView.h`; "The
    /// collection view maintains a weak reference to the data source object",
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource), so output that relied on the
    /// table to keep one alive fails on the model: a data source only the table held is freed, and the property reads
    /// `nil`. The model's former strong storage (`UIKitModel.store`, the body it generated for every stored property)
    /// keeps the same object alive: the check tells the two apart. A table view controller is its own table's data
    /// source and delegate ("Sets the data source and the delegate of the table view to `self`",
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller), and is freed though its table is kept.
    @Test func dataSourcesAndDelegatesAreHeldWeakly() throws {
        let run = try run(
            """
            import Foundation
            import UIKit
            final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {}
            let table = UITableView(frame: .zero, style: .plain)
            print("unset: \\(table.dataSource == nil) \\(table.delegate == nil)")
            weak var weakSource: Source?
            do {
                let source = Source()
                table.dataSource = source
                table.delegate = source
                print("set: \\(table.dataSource === source) \\(table.delegate === source)")
                weakSource = source
            }
            print("only the table held it: freed \\(weakSource == nil), reads nil \\(table.dataSource == nil) \\(table.delegate == nil)")
            weak var stronglyStored: Source?
            do {
                let source = Source()
                UIKitModel.store(table, "formerDataSource", source)
                stronglyStored = source
            }
            print("stored strongly: freed \\(stronglyStored == nil)")
            weak var weakController: UITableViewController?
            var kept: UITableView?
            do {
                let controller = UITableViewController(style: .plain)
                kept = controller.tableView
                print("table view controller: \\(kept?.dataSource === controller) \\(kept?.delegate === controller)")
                weakController = controller
            }
            print("controller freed \\(weakController == nil), table kept \\(kept != nil)")
            """)
        #expect(run.exceptions == 0, "\(run.output)")
        for line in [
            "unset: true true", "set: true true", "only the table held it: freed true, reads nil true true",
            "stored strongly: freed false", "table view controller: true true",
            "controller freed true, table kept true",
        ] {
            #expect(run.output.contains(line), "\(line):\n\(run.output)")
        }
    }
}
