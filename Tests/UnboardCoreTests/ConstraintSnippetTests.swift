import Testing
import UnboardCore

/// Constraints: each form IB writes becomes the anchor (or item) expression that states it exactly.
@Suite struct ConstraintSnippetTests {
    private static let twoViews = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001" userLabel="Header"><rect key="frame" x="0" y="59" width="393" height="44"/></view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-00-001" userLabel="Body"><rect key="frame" x="0" y="103" width="393" height="100"/></view>
        """

    private func generate(_ constraints: String, connections: String = "") -> (text: String, result: GenerationResult) {
        let result = Generate.text(
            Generate.storyboard(subviews: Self.twoViews, constraints: constraints, connections: connections))
        return (Generate.builderText(result), result)
    }

    @Test func edgesToSuperviewAndSafeArea() {
        let (text, result) = generate(
            """
            <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c01-00-001"/>
            <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="16" id="c01-00-002"/>
            <constraint firstAttribute="trailing" secondItem="aaa-00-001" secondAttribute="trailing" constant="16" id="c01-00-003"/>
            """)
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    view.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: 16),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }

    /// Long lists are activated in calls of at most 20, of even sizes: an array literal's type-check costs more per
    /// element as it grows (README, "Performance").
    @Test func longConstraintListsAreActivatedInGroupsOfAtMostTwenty() {
        let constraints = (1...45).map { index in
            "<constraint firstItem=\"aaa-00-001\" firstAttribute=\"height\" relation=\"greaterThanOrEqual\" "
                + "constant=\"\(index)\" id=\"c09-00-\(100 + index)\"/>"
        }
        let (text, result) = generate(constraints.joined(separator: "\n"))
        expectDiagnostics(result, [])
        let calls = text.components(separatedBy: "NSLayoutConstraint.activate([").dropFirst()
        let sizes = calls.map { call in
            call.prefix { $0 != "]" }.components(separatedBy: ".constraint(greaterThanOrEqualToConstant:").count - 1
        }
        #expect(sizes == [15, 15, 15])
        #expect(calls.first?.contains("greaterThanOrEqualToConstant: 1)") == true)
        #expect(calls.last?.contains("greaterThanOrEqualToConstant: 45)") == true)
    }

    @Test func constantsRatiosAndRelations() {
        let (text, _) = generate(
            """
            <constraint firstItem="aaa-00-001" firstAttribute="height" constant="44" id="c02-00-001"/>
            <constraint firstItem="bbb-00-001" firstAttribute="width" secondItem="bbb-00-001" secondAttribute="height" multiplier="3:4" id="c02-00-002"/>
            <constraint firstItem="bbb-00-001" firstAttribute="width" secondItem="root-00-000" secondAttribute="width" multiplier="0.5" constant="-8" id="c02-00-003"/>
            <constraint firstItem="bbb-00-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="aaa-00-001" secondAttribute="bottom" constant="8" id="c02-00-004"/>
            <constraint firstItem="bbb-00-001" firstAttribute="height" relation="lessThanOrEqual" constant="300" id="c02-00-005"/>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    headerView.heightAnchor.constraint(equalToConstant: 44),
                    bodyView.widthAnchor.constraint(equalTo: bodyView.heightAnchor, multiplier: 0.75),
                    bodyView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -8),
                    bodyView.topAnchor.constraint(greaterThanOrEqualTo: headerView.bottomAnchor, constant: 8),
                    bodyView.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }

    @Test func centersAndPositionMultiplierFallsBackToItemForm() {
        let (text, _) = generate(
            """
            <constraint firstItem="bbb-00-001" firstAttribute="centerX" secondItem="root-00-000" secondAttribute="centerX" id="c03-00-001"/>
            <constraint firstItem="bbb-00-001" firstAttribute="centerY" secondItem="root-00-000" secondAttribute="centerY" multiplier="1.5" id="c03-00-002"/>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    bodyView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    NSLayoutConstraint(item: bodyView, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 1.5, constant: 0),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }

    @Test func marginsUseTheLayoutMarginsGuide() {
        let (text, _) = generate(
            """
            <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c04-00-001"/>
            <constraint firstItem="aaa-00-001" firstAttribute="centerX" secondItem="root-00-000" secondAttribute="centerXWithinMargins" id="c04-00-002"/>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    headerView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    headerView.centerXAnchor.constraint(equalTo: view.layoutMarginsGuide.centerXAnchor),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }

    @Test func prioritiesIdentifiersAndOutletsNameTheConstraint() {
        let (text, result) = generate(
            """
            <constraint firstItem="aaa-00-001" firstAttribute="height" constant="44" id="c05-00-001"/>
            <constraint firstItem="bbb-00-001" firstAttribute="height" constant="100" priority="750" id="c05-00-002"/>
            <constraint firstItem="bbb-00-001" firstAttribute="top" secondItem="aaa-00-001" secondAttribute="bottom" priority="999" identifier="bodyTop" id="c05-00-003"/>
            """, connections: #"<outlet property="headerHeight" destination="c05-00-001" id="o05-00-001"/>"#)
        expectDiagnostics(result, [])
        expectDeclarations(
            "headerHeight", "init(snippetSnippetViewController:)", in: text,
            """
            /// The `headerHeight` outlet.
            let headerHeight: NSLayoutConstraint

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                let headerHeight = headerView.heightAnchor.constraint(equalToConstant: 44)
                let bodyViewHeight = bodyView.heightAnchor.constraint(equalToConstant: 100)
                bodyViewHeight.priority = .defaultHigh
                let bodyViewTopToHeaderViewBottom = bodyView.topAnchor.constraint(equalTo: headerView.bottomAnchor)
                bodyViewTopToHeaderViewBottom.priority = UILayoutPriority(rawValue: 999)
                bodyViewTopToHeaderViewBottom.identifier = "bodyTop"
                NSLayoutConstraint.activate([
                    headerHeight,
                    bodyViewHeight,
                    bodyViewTopToHeaderViewBottom,
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerHeight = headerHeight
                self.headerView = headerView
            }
            """)
    }

    @Test func standardSpacingAndPlaceholders() {
        let (text, _) = generate(
            """
            <constraint firstItem="bbb-00-001" firstAttribute="top" secondItem="aaa-00-001" secondAttribute="bottom" constant="8" symbolic="YES" id="c06-00-001"/>
            <constraint firstItem="bbb-00-001" firstAttribute="height" constant="10" placeholder="YES" id="c06-00-002"/>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    bodyView.topAnchor.constraint(equalToSystemSpacingBelow: headerView.bottomAnchor, multiplier: 1),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
        #expect(!text.contains("equalToConstant: 10"), "placeholder constraints are removed at build time")
    }

    @Test func legacyLayoutGuidesMapToTheSafeAreaWithANote() {
        let xml = Generate.storyboard(
            subviews: Self.twoViews,
            constraints:
                #"<constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="tlg-00-001" secondAttribute="bottom" id="c07-00-001"/>"#
        )
        .replacingOccurrences(
            of: "<view key=\"view\"",
            with:
                "<layoutGuides><viewControllerLayoutGuide type=\"top\" id=\"tlg-00-001\"/></layoutGuides><view key=\"view\""
        )
        let text = Generate.builderText(Generate.text(xml))
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                // topLayoutGuide.bottom is mapped to the safe area.
                NSLayoutConstraint.activate([
                    headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }

    @Test func danglingReferenceIsAnErrorWithItsLine() {
        let (_, result) = generate(
            #"<constraint firstItem="zzz-99-999" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="c08-00-001"/>"#
        )
        #expect(result.hasErrors)
        expectDiagnostics(
            result,
            ["17:1: error: constraint refers to id 'zzz-99-999', which is no view or layout guide of this scene"])
    }

    @Test func constrainedViewsDropAutoresizingAndFrameViewsKeepIt() {
        let (text, _) = generate(
            #"<constraint firstItem="aaa-00-001" firstAttribute="height" constant="44" id="c09-00-001"/>"#)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let headerView = UIView()
                headerView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(headerView)

                let bodyView = UIView()
                bodyView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bodyView)

                NSLayoutConstraint.activate([
                    headerView.heightAnchor.constraint(equalToConstant: 44),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.bodyView = bodyView
                self.headerView = headerView
            }
            """)
    }
}
