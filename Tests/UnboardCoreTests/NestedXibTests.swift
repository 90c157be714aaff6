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
        expectLines(
            [
                "let badge: BadgeView",
                "let badgeBuilder: BadgeViewCodeInterfaceBuilder",
                "func apply(_ traitCollection: UITraitCollection) {",
                "applySizeClasses(traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass)",
                "badgeBuilder.apply(traitCollection)",
                "}",
                "let badgeBuilder = BadgeViewCodeInterfaceBuilder(key: .badgeBadgeView)",
                "let badge: BadgeView = badgeBuilder.view",
                "badge.translatesAutoresizingMaskIntoConstraints = false",
                "badge.backgroundColor = UIColor.systemBlue",
                "view.addSubview(badge)",
                "NSLayoutConstraint.activate([",
                "badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),",
                "badge.widthAnchor.constraint(equalToConstant: 90),",
                "badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),",
                "badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 3),",
                "])",
                "self.badge = badge",
                "self.badgeBuilder = badgeBuilder",
            ], in: text)
        #expect(!text.contains("BadgeView()"), "the placeholder is not created as an empty view")
        let nested = Generate.builderText(result, "BadgeViewCodeInterfaceBuilder.swift")
        expectLines(["let view: BadgeView", "let textLabel: UILabel"], in: nested)
    }

    /// IB applies an instance's inspector values to the instance: the outer document's settings come after the
    /// xib's, so where both set a property (here the background color) the outer document wins.
    @Test func theOuterDocumentsSettingsWinOverTheXibsRoot() {
        let result = run([Self.outer, Self.badgeXib])
        let nested = Generate.builderText(result, "BadgeViewCodeInterfaceBuilder.swift")
        expectLines(["let view = BadgeView()", "view.backgroundColor = UIColor.systemRed"], in: nested)
        expectLines(
            [
                "let badge: BadgeView = badgeBuilder.view",
                "badge.backgroundColor = UIColor.systemBlue",
            ], in: Generate.builderText(result))
    }

    @Test func aClassWhoseXibIsNotAnInputIsCreatedAsBefore() {
        let result = run([Self.outer])
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        expectLines(["let badge = BadgeView()", "badge.translatesAutoresizingMaskIntoConstraints = false"], in: text)
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
        expectLines(
            ["let captionView = CaptionView()", "view.addSubview(captionView)"], in: Generate.builderText(result))
        expectLines(
            [
                "let view: UIView",
                "init(key: CodeInterfaceBuilderKey, owner: UIView) {",
                "self.init(key: key)",
                "view.translatesAutoresizingMaskIntoConstraints = false",
                "owner.addSubview(view)",
                "NSLayoutConstraint.activate([",
                "view.topAnchor.constraint(equalTo: owner.topAnchor),",
                "view.leadingAnchor.constraint(equalTo: owner.leadingAnchor),",
                "owner.trailingAnchor.constraint(equalTo: view.trailingAnchor),",
                "owner.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
                "])",
            ], in: Generate.builderText(result, "CaptionViewCodeInterfaceBuilder.swift"))
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
        expectLines(
            [
                "let badgeViewBuilder: BadgeViewCodeInterfaceBuilder?",
                "badgeViewBuilder?.apply(traitCollection)",
                "self.badgeViewBuilder = badgeViewBuilder",
                "self.badgeViewBuilder = nil",
            ], in: Generate.builderText(result, "ListViewControllerCodeInterfaceBuilder.swift"))
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
        expectLines(
            [
                "let tableHeaderViewBuilder = HeaderViewCodeInterfaceBuilder(key: .headerHeaderView)",
                "let tableHeaderView: HeaderView = tableHeaderViewBuilder.view",
                "tableHeaderView.frame = CGRect(x: 0, y: 0, width: 393, height: 60)",
                "view.tableHeaderView = tableHeaderView",
                "self.tableHeaderViewBuilder = tableHeaderViewBuilder",
            ], in: Generate.builderText(result, "ListViewControllerCodeInterfaceBuilder.swift"))
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
        expectLines(["let aView = AView()"], in: Generate.builderText(result, "BViewCodeInterfaceBuilder.swift"))
    }

    @Test func aXibContainingItsOwnClassLeavesThatViewUnexpanded() {
        let result = run([
            (path: "A.xib", xml: Self.xib("a", rootClass: "AView", subviews: Self.classed("a-a", "AView")))
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.xib:12:1: warning: nested xibs form a cycle (AView → AView): this AView is created with its initializer, not through its xib's builder, which would lead back to it without end"
            ])
        expectLines(
            ["let view = AView()", "let aView = AView()"],
            in: Generate.builderText(result, "AViewCodeInterfaceBuilder.swift"))
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
        expectLines(["let badge = BadgeView()"], in: Generate.builderText(result))
    }
}
