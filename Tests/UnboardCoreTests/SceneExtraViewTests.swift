import Foundation
import Testing
import UnboardCore

/// Views at the top level of a scene beside its controller (IB's "extra" views, which outlets hold): what is inside
/// them is translated as what is under the root view is (named views, constraint-positioned views), beside a
/// controller without a view of its own too, whose builder creates them.
@Suite(.serialized) struct SceneExtraViewTests {
    /// A banner beside the controller, held by the `banner` outlet: a label named `caption` with the `name`
    /// runtime attribute, constrained to the banner's edges without `translatesAutoresizingMaskIntoConstraints`
    /// (as documents of tools before Xcode 6 wrote constrained views).
    private static let scene = Generate.scene(
        "02-001", class: "InboxViewController",
        extras: """
            <connections>
                <outlet property="banner" destination="bnr-02-001" id="out-02-001"/>
            </connections>
            """,
        objects: """
            <view contentMode="scaleToFill" id="bnr-02-001">
                <rect key="frame" x="0.0" y="0.0" width="240" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="3 new" id="cap-02-001">
                        <rect key="frame" x="8" y="0.0" width="224" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="name" value="caption"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="cap-02-001" firstAttribute="leading" secondItem="bnr-02-001" secondAttribute="leading" constant="8" id="cst-02-001"/>
                    <constraint firstItem="cap-02-001" firstAttribute="top" secondItem="bnr-02-001" secondAttribute="top" id="cst-02-002"/>
                    <constraint firstAttribute="trailing" secondItem="cap-02-001" secondAttribute="trailing" constant="8" id="cst-02-003"/>
                    <constraint firstAttribute="bottom" secondItem="cap-02-001" secondAttribute="bottom" id="cst-02-004"/>
                </constraints>
            </view>
            """)

    private static let builderFile = "InboxViewControllerCodeInterfaceBuilder.swift"

    /// The label inside the banner is laid out by its constraints, as it would be under the root view: without
    /// `translatesAutoresizingMaskIntoConstraints = false` its frame's autoresizing constraints would fight them.
    /// `verify` then checks it as a view positioned by constraints, not by the frame it would only copy.
    @Test func constrainedViewsInsideAnExtraViewAreLaidOutByConstraints() throws {
        let result = Generate.text(Generate.storyboard(scenes: Self.scene))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result, Self.builderFile)
        #expect(text.contains("caption.translatesAutoresizingMaskIntoConstraints = false"), "\(text)")
        #expect(!text.contains("caption.frame = "), "\(text)")
        #expect(
            text.contains("caption.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 8)"), "\(text)")
        let layout = try #require(result.builders.first?.layouts.first)
        let totals = VerificationTotals([LayoutVerifier.verify(layout)])
        #expect(totals.within == 1 && totals.verifiable == 1 && totals.verifiableByFrame == 0)
    }

    /// Run on the behavioural UIKit model, the builder's `view(named:)` and `UIView.view(named:)` on the banner find
    /// the named label inside it, and the label is laid out by constraints only.
    @Test func namedViewsInsideAnExtraViewAreFoundWhenRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-extra-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Generate.storyboard(scenes: Self.scene).write(to: input, atomically: true, encoding: .utf8)
        let run = try RuntimeTests.generateAndRun(
            [input],
            program: """
                import UIKit
                let builder = InboxViewControllerCodeInterfaceBuilder(key: .snippetInboxViewController)
                let caption = builder.view(named: "caption") as? UILabel
                print("builder: \\(caption?.text ?? "none")")
                print("banner: \\(builder.banner.view(named: "caption") === caption && caption != nil)")
                print("superview: \\(caption?.superview === builder.banner)")
                print("constraints: \\(caption?.translatesAutoresizingMaskIntoConstraints == false)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        for line in ["builder: 3 new", "banner: true", "superview: true", "constraints: true"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// A navigation controller's scene with a label beside the controller and a tap recognizer: the builder of a
    /// controller without a view of its own creates both, the label as the `badge` outlet's
    /// (`ContainerExtraViewRuntimeTests` runs such a builder and its starter).
    @Test func extraViewsBesideAContainerControllerAreTheBuilders() {
        let container = """
            <scene sceneID="scn-02-002">
                <objects>
                    <navigationController id="nav-02-002" customClass="InboxNavigationController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-02-002">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <outlet property="badge" destination="bdg-02-002" id="out-02-002"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-02-002" sceneMemberID="firstResponder"/>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Badge" id="bdg-02-002">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <tapGestureRecognizer id="tap-02-002"/>
                </objects>
            </scene>
            """
        let result = Generate.text(Generate.storyboard(scenes: container))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result, "InboxNavigationControllerCodeInterfaceBuilder.swift")
        for line in [
            "let badge: UILabel", "badge.text = \"Badge\"", "= UITapGestureRecognizer()", "self.badge = badge",
        ] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
    }

    /// A map view with accessibility traits beside a navigation controller: the container's builder file imports
    /// MapKit and UIKit with `@preconcurrency` (the traits are mutable C globals before the iOS 17 SDK), as a view
    /// controller's builder does for the same views.
    @Test func aContainersBuilderImportsWhatTheViewsBesideItNeed() {
        let container = """
            <scene sceneID="scn-02-003">
                <objects>
                    <navigationController id="nav-02-003" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-02-003">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                    </navigationController>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="map-02-003">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" image="YES"/>
                        </accessibility>
                    </mapView>
                </objects>
            </scene>
            """
        let result = Generate.text(Generate.storyboard(scenes: container))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result, "SceneScn02003CodeInterfaceBuilder.swift")
        for line in ["@preconcurrency import UIKit\nimport MapKit\n", "let mapView = MKMapView()"] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
    }
}
