import Testing
import UnboardCore

/// Embed segues: the child goes into its container in the order UIKit requires, and comes out in the reverse order.
@Suite struct ContainmentTests {
    private static let parent = Generate.storyboard(
        scenes: Generate.scene(
            "00-001", class: "ParentViewController",
            subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="cv-00-001"><rect key="frame" x="0" y="0" width="393" height="300"/>
                    <connections><segue destination="vc-00-002" kind="embed" identifier="embedList" id="sg-00-001"/></connections></containerView>
                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="cv-00-002"><rect key="frame" x="0" y="300" width="393" height="300"/>
                    <connections><segue destination="vc-00-003" kind="embed" id="sg-00-002"/></connections></containerView>
                """)
            + Generate.scene("00-002", class: "ListViewController")
            + Generate.scene("00-003", class: "MapViewController"))

    private static var scenes: String {
        Generate.text(parent).files.first { $0.name == "SnippetScenes.swift" }?.contents ?? ""
    }

    @Test func childIsAddedInUIKitsRequiredOrderWithTheLoadOrderDocumentedNextToIt() {
        expectDeclarations(
            "embed(_:in:of:)", in: Self.scenes,
            """
            /// Adds `child` to `parent` with its view filling `container`, in the order UIKit requires: `addChild(_:)`,
            /// the child's view sized to the container, `addSubview(_:)`, then `didMove(toParent:)`.
            ///
            /// Reading `child.view` loads the child's view here (its `loadView()` and `viewDidLoad()`, with the xib views
            /// it nests). A storyboard performs embed segues while it loads the parent's view: the parent's
            /// `prepare(for:sender:)` and the child's `viewDidLoad()` run before the parent's `viewDidLoad()`. Call the
            /// `embed...` methods from the parent's `loadView()`, after installing its view, to keep that order; from
            /// `viewDidLoad()`, the child's view loads during the parent's. Either way the child is in place before the
            /// parent's `viewWillAppear(_:)`, which UIKit forwards to it, as it forwards the later appearance calls.
            static func embed(_ child: UIViewController, in container: UIView, of parent: UIViewController) {
                parent.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: parent)
            }
            """)
    }

    @Test func childIsRemovedInTheReverseOrder() {
        expectDeclarations(
            "removeEmbedded(_:)", in: Self.scenes,
            """
            /// Removes a child that `embed(_:in:of:)` added, in the reverse order: `willMove(toParent: nil)`, its view out
            /// of the container, then `removeFromParent()`.
            static func removeEmbedded(_ child: UIViewController) {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            """)
    }

    @Test func eachEmbedPreparesTheChildThenEmbedsIt() {
        expectDeclarations(
            "embedList(in:container:)", "embedMap(in:container:)", in: Self.scenes,
            """
            /// Embed segue `embedList`: a `ListViewController` from
            /// `makeListViewController()` in the container view of `ParentViewController` that its builder calls
            /// `listContainerView`. Lets `parent` prepare the child in `prepare(for:sender:)`, then adds it with
            /// `embed(_:in:of:)`; see there when the child's view loads.
            @discardableResult
            static func embedList(in parent: ParentViewController, container: UIView) -> ListViewController {
                let child = makeListViewController()
                let segue = UIStoryboardSegue(identifier: SegueIdentifier.embedList, source: parent, destination: child)
                parent.prepare(for: segue, sender: nil)
                embed(child, in: container, of: parent)
                return child
            }

            /// Embed segue without identifier: a `MapViewController` from
            /// `makeMapViewController()` in the container view of `ParentViewController` that its builder calls
            /// `mapContainerView`. Lets `parent` prepare the child in `prepare(for:sender:)`, then adds it with
            /// `embed(_:in:of:)`; see there when the child's view loads.
            @discardableResult
            static func embedMap(in parent: ParentViewController, container: UIView) -> MapViewController {
                let child = makeMapViewController()
                let segue = UIStoryboardSegue(identifier: nil, source: parent, destination: child)
                parent.prepare(for: segue, sender: nil)
                embed(child, in: container, of: parent)
                return child
            }
            """)
    }

    @Test func containerViewsBecomeBuilderPropertiesNamedAfterTheirChild() {
        let builder = Generate.builderText(Generate.text(Self.parent), "ParentViewControllerCodeInterfaceBuilder.swift")
        expectDeclarations(
            "listContainerView", "mapContainerView", in: builder,
            """
            /// The `listContainerView` view, which the generated code reaches:
            /// no outlet of the app's class is set with it.
            let listContainerView: UIView

            /// The `mapContainerView` view, which the generated code reaches:
            /// no outlet of the app's class is set with it.
            let mapContainerView: UIView
            """)
    }

    @Test func aSceneWithoutAClassEmbedsItsChildrenInItsFactory() {
        let container = """
            <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="cnt-00-001"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <connections><segue destination="vc-00-002" kind="embed" identifier="embedChild" id="sg-00-009"/></connections></containerView>
            """
        let xml = Generate.storyboard(
            scenes: Generate.scene("00-001", class: "Plain", subviews: container)
                + Generate.scene("00-002", class: "ChildViewController")
        )
        .replacingOccurrences(of: #" customClass="Plain" customModule="App" customModuleProvider="target""#, with: "")
        let result = Generate.text(xml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scenes = result.files.first { $0.name == "SnippetScenes.swift" }?.contents ?? ""
        expectDeclarations(
            "makeViewControllerScn00001()", in: scenes,
            """
            /// The `UIViewController` of scene `ViewControllerScn00001` (Snippet.storyboard, id `vc-00-001`).
            static func makeViewControllerScn00001() -> UIViewController {
                let controller = UIViewController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.SceneScn00001"
                let builder = SceneScn00001CodeInterfaceBuilder(key: .snippetSceneScn00001)
                controller.view = builder.view
                embedChild(in: controller, container: builder.childContainerView)
                return controller
            }
            """)
    }

    /// Found in a probe4 storyboard (bonyadmitr/XcodeProjects): two scenes without a class, labelled alike, share one
    /// builder, and only one has the container view, so the builder's property is optional: the factory unwraps it,
    /// as a starter does.
    @Test func aSharedBuildersOptionalContainerIsUnwrappedInTheFactory() {
        let container = """
            <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="cnt-00-001"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <connections><segue destination="vc-00-003" kind="embed" identifier="embedChild" id="sg-00-009"/></connections></containerView>
            """
        let xml = Generate.storyboard(
            scenes: Generate.scene("00-001", class: "Plain", subviews: container)
                + Generate.scene("00-002", class: "Plain")
                + Generate.scene("00-003", class: "ChildViewController")
        )
        .replacingOccurrences(
            of: #" customClass="Plain" customModule="App" customModuleProvider="target""#, with: #" userLabel="Plain""#)
        let result = Generate.text(xml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let scenes = result.files.first { $0.name == "SnippetScenes.swift" }?.contents ?? ""
        expectDeclarations(
            "makePlain()", in: scenes,
            """
            /// The `UIViewController` of scene `Plain` (Snippet.storyboard, id `vc-00-001`).
            static func makePlain() -> UIViewController {
                let controller = UIViewController(nibName: nil, bundle: nil)
                controller.restorationIdentifier = controller.restorationIdentifier ?? "Snippet.Plain.scn-00-001"
                let builder = PlainCodeInterfaceBuilder(key: .snippetPlainScn00001)
                controller.view = builder.view
                if let container = builder.childContainerView {
                    embedChild(in: controller, container: container)
                }
                return controller
            }
            """)
    }
}
