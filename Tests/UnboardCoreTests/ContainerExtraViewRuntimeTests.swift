import Foundation
import Testing
import UnboardCore

/// Issue 15: the views at the top level of a container controller's scene beside the controller (IB's "extra"
/// views). Loading the scene created every object in it and set the outlets to them ("When the file is loaded, the
/// connection is established.",
/// https://developer.apple.com/library/mac/documentation/General/Devpedia-CocoaApp-MOSX/Outlet.html); the
/// container's builder now creates them with their subviews and the constraints between them, and the `migrate`
/// starter of the container class (or the `Scenes` factory, through it) sets the class's outlets to them.
@Suite(.serialized) struct ContainerExtraViewRuntimeTests {
    /// A navigation controller of the app's class whose `badge` outlet holds a view beside it in the scene, with a
    /// label constrained inside it, and an unwired label beside it too.
    static let storyboard = Generate.storyboard(
        scenes: """
            <scene sceneID="scn-15-001">
                <objects>
                    <navigationController id="nav-15-001" customClass="InboxNavigationController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-15-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <outlet property="badge" destination="bdg-15-001" id="out-15-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-15-001" sceneMemberID="firstResponder"/>
                    <view contentMode="scaleToFill" id="bdg-15-001">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="3 new" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-15-001">
                                <rect key="frame" x="8" y="6" width="104" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cnt-15-001" firstAttribute="leading" secondItem="bdg-15-001" secondAttribute="leading" constant="8" id="cst-15-001"/>
                            <constraint firstItem="cnt-15-001" firstAttribute="centerY" secondItem="bdg-15-001" secondAttribute="centerY" id="cst-15-002"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Spare" id="spr-15-001">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <nil key="highlightedColor"/>
                    </label>
                </objects>
            </scene>
            """)

    /// What the app reads: the outlet, its label, the constraints active inside it; the same through the `Scenes`
    /// factory; and the unwired label, which the builder keeps.
    static let program = """
        @MainActor func describe(_ controller: InboxNavigationController) -> String {
            guard let badge = controller.badge else { return "badge: nil" }
            let label = badge.subviews.first as? UILabel
            let active = badge.constraints.filter { $0.isActive }.count
            return "badge: \\(label?.text ?? "no label"), \\(badge.subviews.count) subview, \\(active) active constraints"
        }
        print("starter " + describe(InboxNavigationController(codeInterfaceBuilderKey: .snippetInboxNavigationController)))
        print("factory " + describe(SnippetScenes.makeInboxNavigationController()))
        let builder = InboxNavigationControllerCodeInterfaceBuilder(key: .snippetInboxNavigationController)
        print("builder: \\(builder.badge.subviews.count) subview, spare \\(builder.spareLabel.text ?? "nil")")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// The class as the app declares it: its outlet, which only loading the scene set before.
    static let classDeclaration = """
        final class InboxNavigationController: UINavigationController {
            var badge: UIView?
        }

        """

    /// Runs `program` with the output and the container's starter, which `editStarter` may change first.
    private func run(editStarter: (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("Snippet.storyboard", Self.storyboard)], className: "InboxNavigationController", classHead: "",
            stub: "class InboxNavigationController: UINavigationController {}\n",
            program: Self.classDeclaration + Self.program, editStarter: editStarter)
    }

    @Test func theContainersOutletIsTheBuiltViewWithItsSubviewsAndActiveConstraints() throws {
        let run = try run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in [
            "starter badge: 3 new, 1 subview, 2 active constraints",
            "factory badge: 3 new, 1 subview, 2 active constraints",
            "builder: 1 subview, spare Spare",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// The check bites: without the starter's assignment (what loading no scene leaves) the outlet is `nil`.
    @Test func withoutTheStartersAssignmentTheOutletIsNil() throws {
        let run = try run { starter in
            #expect(starter.contains("badge = builder.badge\n"), "\(starter)")
            return starter.replacingOccurrences(of: "badge = builder.badge\n", with: "")
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("starter badge: nil\nfactory badge: nil\n"), "\(run.output)")
    }

    /// The builder declares both views, and `migrate` writes the container's starter, which sets the outlet from
    /// its builder in the key's setter.
    @Test func theBuilderCreatesTheViewsAndTheStarterSetsTheOutlet() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = try pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(Self.storyboard.utf8))])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let starter = try #require(
            result.starters.first { $0.name == "InboxNavigationController+CodeInterfaceBuilder.swift" }
        ).contents
        #expect(starter.contains("badge = builder.badge"), "\(starter)")
        #expect(starter.contains("builder.configure(self)"), "\(starter)")
    }
}
