import Foundation
import Testing
import UnboardCore

/// Size-class variations inside a view the layout creates detached, not under its root view (a navigation item's
/// title view): they are applied as the root's are, not dropped (Tropos's title view excludes a constraint by
/// `<variation key="default">`).
@Suite(.serialized) struct DetachedViewVariationTests {
    /// A title view whose `default` variation excludes one constraint and another that its `heightClass=compact`
    /// variation installs again, and whose compact-height variation removes the second label.
    private static let scene = Generate.scene(
        "01-001", class: "ForecastViewController",
        extras: """
            <navigationItem key="navigationItem" id="nvi-01-001">
                <view key="titleView" contentMode="scaleToFill" id="ttl-01-001">
                    <rect key="frame" x="96" y="7" width="200" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="SAN FRANCISCO" translatesAutoresizingMaskIntoConstraints="NO" id="cty-01-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="15"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Updated now" translatesAutoresizingMaskIntoConstraints="NO" id="upd-01-001">
                            <rect key="frame" x="0.0" y="15" width="200" height="15"/>
                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cty-01-001" firstAttribute="top" secondItem="ttl-01-001" secondAttribute="top" id="cst-01-001"/>
                        <constraint firstItem="upd-01-001" firstAttribute="top" secondItem="ttl-01-001" secondAttribute="top" id="cst-01-002"/>
                        <constraint firstItem="upd-01-001" firstAttribute="top" secondItem="cty-01-001" secondAttribute="bottom" id="cst-01-003"/>
                        <constraint firstItem="cty-01-001" firstAttribute="leading" secondItem="ttl-01-001" secondAttribute="leading" id="cst-01-004"/>
                        <constraint firstItem="upd-01-001" firstAttribute="leading" secondItem="ttl-01-001" secondAttribute="leading" id="cst-01-005"/>
                        <constraint firstItem="cty-01-001" firstAttribute="centerX" secondItem="ttl-01-001" secondAttribute="centerX" id="cst-01-006"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="cst-01-002"/>
                            <exclude reference="cst-01-006"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="cst-01-006"/>
                        </mask>
                        <mask key="subviews">
                            <exclude reference="upd-01-001"/>
                        </mask>
                    </variation>
                </view>
            </navigationItem>
            <connections>
                <outlet property="cityLabel" destination="cty-01-001" id="out-01-001"/>
                <outlet property="lastUpdatedLabel" destination="upd-01-001" id="out-01-002"/>
            </connections>
            """)

    private static let builderFile = "ForecastViewControllerCodeInterfaceBuilder.swift"

    /// The excluded constraint is created by no size class; the one `heightClass=compact` installs, and the label
    /// it removes, are switched by `apply(_:)`, as for views under the root.
    @Test func titleViewVariationsAreAppliedLikeTheRootViews() {
        let result = Generate.text(Generate.storyboard(scenes: Self.scene))
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(snippetForecastViewController:)", in: Generate.builderText(result, Self.builderFile),
            """
            /// Snippet.ForecastViewController: Snippet.storyboard, view `root-01-001`.
            private init(snippetForecastViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let titleView = UIView()
                titleView.frame = CGRect(x: 96, y: 7, width: 200, height: 30)

                let cityLabel = UILabel()
                cityLabel.translatesAutoresizingMaskIntoConstraints = false
                cityLabel.isOpaque = false
                cityLabel.contentMode = .left
                cityLabel.text = "SAN FRANCISCO"
                cityLabel.font = UIFont.systemFont(ofSize: 17)
                titleView.addSubview(cityLabel)

                let lastUpdatedLabel = UILabel()
                lastUpdatedLabel.translatesAutoresizingMaskIntoConstraints = false
                lastUpdatedLabel.isOpaque = false
                lastUpdatedLabel.contentMode = .left
                lastUpdatedLabel.text = "Updated now"
                lastUpdatedLabel.font = UIFont.systemFont(ofSize: 13)

                let lastUpdatedLabelTopToCityLabelBottom = lastUpdatedLabel.topAnchor.constraint(equalTo: cityLabel.bottomAnchor)
                let lastUpdatedLabelLeadingToTitleViewLeading = lastUpdatedLabel.leadingAnchor.constraint(equalTo: titleView.leadingAnchor)
                let cityLabelCenterXToTitleViewCenterX = cityLabel.centerXAnchor.constraint(equalTo: titleView.centerXAnchor)
                NSLayoutConstraint.activate([
                    cityLabel.topAnchor.constraint(equalTo: titleView.topAnchor),
                    cityLabel.leadingAnchor.constraint(equalTo: titleView.leadingAnchor),
                ])

                // The size classes last applied: only a change of size classes changes the layout.
                var appliedHorizontal: UIUserInterfaceSizeClass? = nil
                var appliedVertical: UIUserInterfaceSizeClass? = nil
                let applySizeClasses: @MainActor (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) -> Void = { horizontal, vertical in
                    switch (appliedHorizontal, appliedVertical) {
                    case (horizontal?, vertical?):
                        return
                    default:
                        break
                    }
                    appliedHorizontal = horizontal
                    appliedVertical = vertical
                    switch (horizontal, vertical) {
                    case (.compact, .compact), (.regular, .compact), (.unspecified, .compact):
                        NSLayoutConstraint.deactivate([
                            lastUpdatedLabelTopToCityLabelBottom,
                            lastUpdatedLabelLeadingToTitleViewLeading,
                        ])
                        lastUpdatedLabel.removeFromSuperview()
                        NSLayoutConstraint.activate([
                            cityLabelCenterXToTitleViewCenterX,
                        ])
                    default:
                        NSLayoutConstraint.deactivate([
                            cityLabelCenterXToTitleViewCenterX,
                        ])
                        if lastUpdatedLabel.superview === nil {
                            titleView.insertSubview(lastUpdatedLabel, at: 1)
                        }
                        NSLayoutConstraint.activate([
                            lastUpdatedLabelTopToCityLabelBottom,
                            lastUpdatedLabelLeadingToTitleViewLeading,
                        ])
                    }
                }
                applySizeClasses(.unspecified, .unspecified)

                self.key = key
                self.view = view
                self.applySizeClasses = applySizeClasses
                self.cityLabel = cityLabel
                self.lastUpdatedLabel = lastUpdatedLabel
                self.configureViewController = { viewController in
                    viewController.navigationItem.titleView = titleView
                }
            }
            """)
    }

    /// Run on the behavioural UIKit model, the title view holds in each size class the constraints and subviews the
    /// document gives it there.
    @Test func titleViewHoldsEachSizeClassConstraintsWhenRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-detached-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Generate.storyboard(scenes: Self.scene).write(to: input, atomically: true, encoding: .utf8)
        let run = try RuntimeTests.generateAndRun(
            [input],
            program: """
                import UIKit
                let builder = ForecastViewControllerCodeInterfaceBuilder(key: .snippetForecastViewController)
                let titleView = builder.cityLabel.superview!
                func name(_ item: AnyObject?) -> String {
                    item === builder.cityLabel ? "city" : item === builder.lastUpdatedLabel ? "updated" : item === titleView ? "title" : "other"
                }
                func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
                    switch attribute {
                    case .top: "top"
                    case .bottom: "bottom"
                    case .leading: "leading"
                    case .centerX: "centerX"
                    default: "other"
                    }
                }
                func show(_ state: String) {
                    let active = titleView.constraints.map { c in
                        "\\(name(c.firstItem)).\\(name(c.firstAttribute))=\\(name(c.secondItem)).\\(name(c.secondAttribute))"
                    }
                    print("\\(state): \\(titleView.subviews.count) subviews; \\(active.sorted().joined(separator: " "))")
                }
                builder.apply(UIKitModel.traits(horizontal: .compact, vertical: .regular))
                show("portrait")
                builder.apply(UIKitModel.traits(horizontal: .compact, vertical: .compact))
                show("compact height")
                print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains(
                "portrait: 2 subviews; city.leading=title.leading city.top=title.top updated.leading=title.leading updated.top=city.bottom"
            ), "\(run.output)")
        #expect(
            run.output.contains(
                "compact height: 1 subviews; city.centerX=title.centerX city.leading=title.leading city.top=title.top"),
            "\(run.output)")
    }
}
