import Foundation
import Testing
import UnboardCore

/// Views whose class another input xib lays out: created through that xib's builder, with the outer document's
/// constraints and settings; File's Owner xibs of views install themselves; a cycle leaves one view unexpanded.
@Suite struct NestedXibTests {
    /// A xib whose root view has `rootClass` (or, with `owner`, whose File's Owner has it and whose root is plain),
    /// holding `subviews`.
    static func xib(
        _ name: String, rootClass: String, owner: Bool = false, ownerOutlets: String = "", subviews: String = "",
        rootExtras: String = ""
    ) -> String {
        let ownerClass = owner ? #" customClass="\#(rootClass)" customModule="App" customModuleProvider="target""# : ""
        let viewClass = owner ? "" : #" customClass="\#(rootClass)" customModule="App" customModuleProvider="target""#
        return Generate.document(
            xib: true,
            """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>
                        <connections>
            \(ownerOutlets)
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="\(name)-root"\(viewClass)>
                        <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                        <subviews>
            \(subviews)
                        </subviews>
            \(rootExtras)
                    </view>
                </objects>
            """)
    }

    /// A subview of class `className`, positioned by constraints.
    static func classed(_ id: String, _ className: String, extras: String = "") -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="\(className)" customModule="App" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
        \(extras)
        </view>
        """
    }

    private func run(_ documents: [(path: String, xml: String)]) -> GenerationResult {
        GeneratorPipeline().run(documents.map { SourceFile(path: $0.path, data: Data($0.xml.utf8)) })
    }

    private static let badgeXib = (
        path: "Badge.xib",
        xml: xib(
            "badge", rootClass: "BadgeView",
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="NEW" translatesAutoresizingMaskIntoConstraints="NO" id="badge-label">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                </label>
                """,
            rootExtras: """
                <color key="backgroundColor" systemColor="systemRedColor"/>
                <connections>
                    <outlet property="textLabel" destination="badge-label" id="badge-out"/>
                </connections>
                """)
    )

    /// The outer scene: a title label and a `BadgeView` placeholder with width, height and aspect-ratio constraints
    /// of its own, one constraint to the title, and its own background color.
    private static let outer = (
        path: "Main.storyboard",
        xml: Generate.storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title-lbl">
                    <rect key="frame" x="20" y="80" width="100" height="21"/>
                </label>
                \(classed("bdg-placeholder", "BadgeView", extras: """
                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="90" id="bdg-w"/>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="bdg-h"/>
                        <constraint firstAttribute="width" secondItem="bdg-placeholder" secondAttribute="height" multiplier="3:1" id="bdg-ratio"/>
                    </constraints>
                    """))
                """,
            constraints: """
                <constraint firstItem="bdg-placeholder" firstAttribute="top" secondItem="title-lbl" secondAttribute="bottom" constant="8" id="bdg-top"/>
                """,
            connections: #"<outlet property="badge" destination="bdg-placeholder" id="out-bdg"/>"#)
    )

    @Test func aViewLaidOutByAnotherXibIsCreatedByItsBuilderWithTheOuterConstraints() {
        let result = run([Self.outer, Self.badgeXib])
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        expectDeclarations(
            "badge", "badgeBuilder", "apply(_:)", "init(mainSnippetViewController:)", in: text,
            """
            /// The `badge` outlet.
            let badge: BadgeView

            /// The builder that created `badge` from its xib (Badge.BadgeView), with its outlets and
            /// actions.
            let badgeBuilder: BadgeViewCodeInterfaceBuilder

            /// Installs the views, constraints and property values that Interface Builder gives the size classes of
            /// `traitCollection`, when they differ from those it last applied: calling it again with the same size
            /// classes (another appearance, a change of appearance or text size) changes nothing, so values the app set
            /// since stay. Call it from `viewIsAppearing(_:)` and whenever the size classes change.
            func apply(_ traitCollection: UITraitCollection) {
                applySizeClasses(traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass)
                badgeBuilder.apply(traitCollection)
            }

            /// Main.SnippetViewController: Main.storyboard, view `root-00-000`.
            private init(mainSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                view.addSubview(titleLabel)

                let badgeBuilder = BadgeViewCodeInterfaceBuilder(key: .badgeBadgeView)
                let badge: BadgeView = badgeBuilder.view
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.backgroundColor = UIColor.systemBlue
                view.addSubview(badge)

                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    badge.widthAnchor.constraint(equalToConstant: 90),
                    badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 3),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badge = badge
                self.badgeBuilder = badgeBuilder
            }
            """)
        #expect(!text.contains("BadgeView()"), "the placeholder is not created as an empty view")
        let nested = Generate.builderText(result, "BadgeViewCodeInterfaceBuilder.swift")
        expectDeclarations(
            "view", "textLabel", in: nested,
            """
            /// The root view, with the whole hierarchy installed.
            let view: BadgeView

            /// The `textLabel` outlet.
            let textLabel: UILabel
            """)
    }

    /// IB applies an instance's inspector values to the instance: the outer document's settings come after the
    /// xib's, so where both set a property (here the background color) the outer document wins.
    @Test func theOuterDocumentsSettingsWinOverTheXibsRoot() {
        let result = run([Self.outer, Self.badgeXib])
        let nested = Generate.builderText(result, "BadgeViewCodeInterfaceBuilder.swift")
        expectDeclarations(
            "init(badgeBadgeView:)", in: nested,
            """
            /// Badge.BadgeView: Badge.xib, view `badge-root`.
            private init(badgeBadgeView key: CodeInterfaceBuilderKey) {
                let view = BadgeView()
                view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
                view.backgroundColor = UIColor.systemRed

                let textLabel = UILabel()
                textLabel.translatesAutoresizingMaskIntoConstraints = false
                textLabel.isOpaque = false
                textLabel.contentMode = .left
                textLabel.text = "NEW"
                view.addSubview(textLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.textLabel = textLabel
            }
            """)
        expectDeclarations(
            "init(mainSnippetViewController:)", in: Generate.builderText(result),
            """
            /// Main.SnippetViewController: Main.storyboard, view `root-00-000`.
            private init(mainSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                view.addSubview(titleLabel)

                let badgeBuilder = BadgeViewCodeInterfaceBuilder(key: .badgeBadgeView)
                let badge: BadgeView = badgeBuilder.view
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.backgroundColor = UIColor.systemBlue
                view.addSubview(badge)

                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    badge.widthAnchor.constraint(equalToConstant: 90),
                    badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 3),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badge = badge
                self.badgeBuilder = badgeBuilder
            }
            """)
    }

    @Test func aClassWhoseXibIsNotAnInputIsCreatedAsBefore() {
        let result = run([Self.outer])
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        expectDeclarations(
            "init(mainSnippetViewController:)", in: text,
            """
            /// Main.SnippetViewController: Main.storyboard, view `root-00-000`.
            private init(mainSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                view.addSubview(titleLabel)

                let badge = BadgeView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.backgroundColor = UIColor.systemBlue
                view.addSubview(badge)

                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    badge.widthAnchor.constraint(equalToConstant: 90),
                    badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 3),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badge = badge
            }
            """)
        #expect(!text.contains("badgeBuilder"))
    }

    @Test func aFilesOwnerViewGetsAnInitializerItsOwnerCalls() {
        let caption = (
            path: "Caption.xib",
            xml: Self.xib(
                "caption", rootClass: "CaptionView", owner: true,
                ownerOutlets: """
                    <outlet property="contentView" destination="caption-root" id="caption-out"/>
                    """)
        )
        let result = run([
            (
                path: "Main.storyboard",
                xml: Generate.storyboard(subviews: Self.classed("cap-placeholder", "CaptionView"))
            ),
            caption,
        ])
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(mainSnippetViewController:)", in: Generate.builderText(result),
            """
            /// Main.SnippetViewController: Main.storyboard, view `root-00-000`.
            private init(mainSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let captionView = CaptionView()
                captionView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(captionView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        expectDeclarations(
            "view", "init(key:owner:)", in: Generate.builderText(result, "CaptionViewCodeInterfaceBuilder.swift"),
            """
            /// The root view, with the whole hierarchy installed.
            let view: UIView

            /// Creates the views of the layout named by `key` and installs its root view in `owner`, pinned to its edges.
            /// Call it from the owner's `init(frame:)` and `init(coder:)`, keep the builder for its outlets, and call
            /// `apply(_:)` from the owner's `traitCollectionDidChange(_:)` when the layout has size classes.
            init(key: CodeInterfaceBuilderKey, owner: UIView) {
                self.init(key: key)
                view.translatesAutoresizingMaskIntoConstraints = false
                owner.addSubview(view)
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: owner.topAnchor),
                    view.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
                    owner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    owner.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
            """)
    }

    @Test func aViewControllersXibDoesNotInstallIntoAnOwner() {
        let controller = (
            path: "Profile.xib",
            xml: Self.xib(
                "profile", rootClass: "ProfileViewController", owner: true,
                ownerOutlets: """
                    <outlet property="view" destination="profile-root" id="profile-out"/>
                    """)
        )
        let result = run([controller])
        expectDiagnostics(result, [])
        #expect(!Generate.builderText(result, "ProfileViewControllerCodeInterfaceBuilder.swift").contains("owner:"))
    }

    @Test func aNestedBuilderMissingFromSomeLayoutsIsOptional() {
        let storyboard = Generate.storyboard(
            scenes: [
                Generate.scene("a", class: "ListViewController", subviews: Self.classed("bdg-a", "BadgeView")),
                Generate.scene("b", class: "ListViewController"),
            ].joined(separator: "\n"))
        let result = run([(path: "Lists.storyboard", xml: storyboard), Self.badgeXib])
        expectDiagnostics(result, [])
        expectDeclarations(
            "badgeViewBuilder", "apply(_:)", "init(listsListViewControllerScnA:)", "init(listsListViewControllerScnB:)",
            in: Generate.builderText(result, "ListViewControllerCodeInterfaceBuilder.swift"),
            """
            /// The builder that created `badgeView` from its xib (Badge.BadgeView), with its outlets and
            /// actions; `nil` in layouts without it.
            let badgeViewBuilder: BadgeViewCodeInterfaceBuilder?

            /// Installs the views, constraints and property values that Interface Builder gives the size classes of
            /// `traitCollection`, when they differ from those it last applied: calling it again with the same size
            /// classes (another appearance, a change of appearance or text size) changes nothing, so values the app set
            /// since stay. Call it from `viewIsAppearing(_:)` and whenever the size classes change.
            func apply(_ traitCollection: UITraitCollection) {
                applySizeClasses(traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass)
                badgeViewBuilder?.apply(traitCollection)
            }

            /// Lists.ListViewController.scn-a: Lists.storyboard, view `root-a`.
            private init(listsListViewControllerScnA key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let badgeViewBuilder = BadgeViewCodeInterfaceBuilder(key: .badgeBadgeView)
                let badgeView: BadgeView = badgeViewBuilder.view
                badgeView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badgeView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badgeViewBuilder = badgeViewBuilder
            }

            /// Lists.ListViewController.scn-b: Lists.storyboard, view `root-b`.
            private init(listsListViewControllerScnB key: CodeInterfaceBuilderKey) {
                let view = UIView()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badgeViewBuilder = nil
            }
            """)
    }

    @Test func aTableHeaderViewLaidOutByAXibIsNested() {
        let header = (path: "Header.xib", xml: Self.xib("header", rootClass: "HeaderView"))
        let storyboard = Generate.storyboard(
            scenes: Generate.scene("t", controller: "tableViewController", class: "ListViewController")
        )
        .replacingOccurrences(
            of: #"<view key="view" contentMode="scaleToFill" id="root-t">"#,
            with: #"<tableView key="view" contentMode="scaleToFill" id="root-t">"#
        )
        .replacingOccurrences(of: "</view>\n", with: "</tableView>\n")
        .replacingOccurrences(
            of: #"<viewLayoutGuide key="safeArea" id="safe-t"/>"#,
            with: """
                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-t" customClass="HeaderView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                </view>
                """)
        let result = run([(path: "List.storyboard", xml: storyboard), header])
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(listListViewController:)",
            in: Generate.builderText(result, "ListViewControllerCodeInterfaceBuilder.swift"),
            """
            /// List.ListViewController: List.storyboard, view `root-t`.
            private init(listListViewController key: CodeInterfaceBuilderKey) {
                let view = UITableView(frame: .zero, style: .plain)
                view.contentMode = .scaleToFill

                let tableHeaderViewBuilder = HeaderViewCodeInterfaceBuilder(key: .headerHeaderView)
                let tableHeaderView: HeaderView = tableHeaderViewBuilder.view
                tableHeaderView.frame = CGRect(x: 0, y: 0, width: 393, height: 60)
                view.tableHeaderView = tableHeaderView

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.tableHeaderViewBuilder = tableHeaderViewBuilder
            }
            """)
    }

    @Test func nestedXibsThatContainEachOtherLeaveOneViewUnexpanded() {
        let result = run([
            (path: "A.xib", xml: Self.xib("a", rootClass: "AView", subviews: Self.classed("a-b", "BView"))),
            (
                path: "B.xib",
                xml: Self.xib("b", rootClass: "BView", owner: true, subviews: Self.classed("b-a", "AView"))
            ),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "B.xib:12:1: warning: nested xibs form a cycle (AView → BView → AView): this AView is created with its initializer, not through its xib's builder, which would lead back to it without end"
            ])
        expectDeclarations(
            "init(bBView:)", in: Generate.builderText(result, "BViewCodeInterfaceBuilder.swift"),
            """
            /// B.BView: B.xib, view `b-root`.
            private init(bBView key: CodeInterfaceBuilderKey) {
                let view = UIView()
                view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)

                let aView = AView()
                aView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(aView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func aXibContainingItsOwnClassLeavesThatViewUnexpanded() {
        let result = run([
            (path: "A.xib", xml: Self.xib("a", rootClass: "AView", subviews: Self.classed("a-a", "AView")))
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.xib:12:1: warning: nested xibs form a cycle (AView → AView): this AView is created with its initializer, not through its xib's builder, which would lead back to it without end"
            ])
        expectDeclarations(
            "init(aAView:)", in: Generate.builderText(result, "AViewCodeInterfaceBuilder.swift"),
            """
            /// A.AView: A.xib, view `a-root`.
            private init(aAView key: CodeInterfaceBuilderKey) {
                let view = AView()
                view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)

                let aView = AView()
                aView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(aView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func fileOwnerAndRootViewOfOneClassAreNoCycle() {
        let xml = Self.xib("a", rootClass: "AView", owner: true).replacingOccurrences(
            of: #"id="a-root""#,
            with: #"id="a-root" customClass="AView" customModule="App" customModuleProvider="target""#)
        let result = run([(path: "A.xib", xml: xml)])
        expectDiagnostics(result, [])
        #expect(!result.files.isEmpty)
    }

    @Test func aClassLaidOutBySeveralXibsIsCreatedWithItsInitializer() {
        let result = run([
            Self.outer, Self.badgeXib, (path: "Badge2.xib", xml: Self.xib("badge2", rootClass: "BadgeView")),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Main.storyboard:15:1: warning: BadgeView is laid out by several xibs (Badge.xib, Badge2.xib); this view is created with its initializer instead of one of their builders"
            ])
        expectDeclarations(
            "init(mainSnippetViewController:)", in: Generate.builderText(result),
            """
            /// Main.SnippetViewController: Main.storyboard, view `root-00-000`.
            private init(mainSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let titleLabel = UILabel()
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                view.addSubview(titleLabel)

                let badge = BadgeView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.backgroundColor = UIColor.systemBlue
                view.addSubview(badge)

                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    badge.widthAnchor.constraint(equalToConstant: 90),
                    badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                    badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 3),
                ])

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.badge = badge
            }
            """)
    }
}
