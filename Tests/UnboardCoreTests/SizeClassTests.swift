import Foundation
import Testing
@testable import UnboardCore

/// The resolution rule (documented on `SizeClassCondition`), each variation form IB writes, and `apply(_:)`.
@Suite struct SizeClassTests {
    private let compactHeight = SizeClassTraits(horizontal: .compact, vertical: .compact)
    private let phonePortrait = SizeClassTraits(horizontal: .compact, vertical: .regular)
    private let bigPhoneLandscape = SizeClassTraits(horizontal: .regular, vertical: .compact)
    private let pad = SizeClassTraits(horizontal: .regular, vertical: .regular)
    private let unknown = SizeClassTraits(horizontal: .unspecified, vertical: .unspecified)

    // MARK: Keys

    @Test func parsesEverySizeClassKeyForm() {
        #expect(SizeClassCondition(key: "default") == .any)
        #expect(
            SizeClassCondition(key: "widthClass=compact") == SizeClassCondition(horizontal: .compact, vertical: nil))
        #expect(
            SizeClassCondition(key: "heightClass=regular") == SizeClassCondition(horizontal: nil, vertical: .regular))
        #expect(
            SizeClassCondition(key: "heightClass=compact-widthClass=regular")
                == SizeClassCondition(horizontal: .regular, vertical: .compact))
        #expect(
            SizeClassCondition(key: "widthClass=regular-heightClass=compact")
                == SizeClassCondition(horizontal: .regular, vertical: .compact))
    }

    @Test(arguments: [
        "userInterfaceIdiom=mac", "displayGamut=P3", "widthClass=huge", "widthClass=compact-widthClass=regular", "",
    ])
    func refusesKeysThatAreNotSizeClasses(_ key: String) {
        #expect(SizeClassCondition(key: key) == nil)
    }

    // MARK: Resolution

    private func resolve(_ rules: [(String, String)], _ traits: SizeClassTraits) -> String? {
        SizeClassCondition.resolve(rules.map { (SizeClassCondition(key: $0.0)!, $0.1) }, for: traits)
    }

    @Test func mostSpecificMatchWins() {
        let rules = [("default", "d"), ("widthClass=regular", "w"), ("heightClass=compact-widthClass=regular", "hw")]
        #expect(resolve(rules, bigPhoneLandscape) == "hw")
        #expect(resolve(rules, pad) == "w")
        #expect(resolve(rules, phonePortrait) == "d")
    }

    @Test func heightOnlyBeatsWidthOnlyWhenBothMatch() {
        let rules = [("heightClass=compact", "h"), ("widthClass=compact", "w"), ("default", "d")]
        #expect(resolve(rules, compactHeight) == "h")
        #expect(resolve(rules, phonePortrait) == "w")
        #expect(resolve(rules, pad) == "d")
    }

    @Test func unspecifiedTraitsResolveLikeDefault() {
        let rules = [("default", "d"), ("widthClass=compact", "w"), ("heightClass=compact", "h")]
        #expect(resolve(rules, unknown) == "d")
        #expect(resolve(rules, SizeClassTraits(horizontal: .unspecified, vertical: .compact)) == "h")
    }

    @Test func noMatchingRuleMeansNoDecision() {
        #expect(resolve([("widthClass=regular", "w")], phonePortrait) == nil)
    }

    @Test func laterRuleWithTheSameKeyWins() {
        #expect(
            resolve([("heightClass=compact", "first"), ("heightClass=compact", "second")], compactHeight) == "second")
    }

    // MARK: Variation forms

    private static let subviews = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001" userLabel="Portrait Only"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Items">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <variation key="heightClass=compact" axis="horizontal"/>
                    <variation key="widthClass=regular" spacing="12"/>
                </stackView>
                <label text="Title" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="28"/></variation>
                    <variation key="userInterfaceIdiom=mac"><fontDescription key="fontDescription" type="system" pointSize="13"/></variation>
                </label>
        """

    private static let constraints = """
                <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001">
                    <variation key="widthClass=regular" constant="40"/>
                </constraint>
                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="aaa-00-001" secondAttribute="bottom" id="c00-00-002"/>
                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-003"/>
                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-004"/>
        """

    private static let masks = """
                <variation key="default">
                    <mask key="constraints"><exclude reference="c00-00-003"/></mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="subviews"><exclude reference="aaa-00-001"/></mask>
                    <mask key="constraints"><include reference="c00-00-003"/></mask>
                </variation>
        """

    private func generate(connections: String = "") -> GenerationResult {
        Generate.text(
            Generate.storyboard(
                subviews: Self.subviews, constraints: Self.constraints, connections: connections, rootExtras: Self.masks
            ))
    }

    @Test func nonSizeClassKeysAreWarnedAndIgnored() {
        let result = generate()
        expectDiagnostics(
            result, ["21:13: warning: variation 'userInterfaceIdiom=mac' is not a size-class variation and is ignored"])
        #expect(result.diagnostics.first?.category == .unsupportedVariation)
    }

    @Test func everyVariationFormReachesTheApplyFunction() throws {
        let text = Generate.builderText(generate())
        // Varying constraints are named and left to apply(_:); the one that never varies is activated once. Compact
        // height: the portrait-only view and its constraints leave, the stack pins to the safe area. Regular width,
        // regular height: the view is back at its index, with the regular-width constant and font.
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let portraitOnlyView = UIView()
                portraitOnlyView.translatesAutoresizingMaskIntoConstraints = false

                let itemsStackView = UIStackView()
                itemsStackView.translatesAutoresizingMaskIntoConstraints = false
                itemsStackView.isOpaque = false
                itemsStackView.contentMode = .scaleToFill
                itemsStackView.axis = .vertical
                itemsStackView.spacing = 4
                view.addSubview(itemsStackView)

                let titleLabel = UILabel()
                titleLabel.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                titleLabel.text = "Title"
                titleLabel.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(titleLabel)

                let portraitOnlyViewTopToSafeAreaTop = portraitOnlyView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
                let itemsStackViewTopToPortraitOnlyViewBottom = itemsStackView.topAnchor.constraint(equalTo: portraitOnlyView.bottomAnchor)
                let itemsStackViewTopToSafeAreaTop = itemsStackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
                NSLayoutConstraint.activate([
                    itemsStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
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
                    case (.compact, .compact), (.unspecified, .compact):
                        NSLayoutConstraint.deactivate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                        portraitOnlyView.removeFromSuperview()
                        itemsStackView.axis = .horizontal
                        itemsStackView.spacing = 4
                        titleLabel.font = UIFont.systemFont(ofSize: 17)
                        portraitOnlyViewTopToSafeAreaTop.constant = 0
                        NSLayoutConstraint.activate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                    case (.regular, .compact):
                        NSLayoutConstraint.deactivate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                        portraitOnlyView.removeFromSuperview()
                        itemsStackView.axis = .horizontal
                        itemsStackView.spacing = 12
                        titleLabel.font = UIFont.systemFont(ofSize: 28)
                        portraitOnlyViewTopToSafeAreaTop.constant = 40
                        NSLayoutConstraint.activate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                    case (.regular, .regular), (.regular, .unspecified):
                        NSLayoutConstraint.deactivate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                        if portraitOnlyView.superview === nil {
                            view.insertSubview(portraitOnlyView, at: 0)
                        }
                        itemsStackView.axis = .vertical
                        itemsStackView.spacing = 12
                        titleLabel.font = UIFont.systemFont(ofSize: 28)
                        portraitOnlyViewTopToSafeAreaTop.constant = 40
                        NSLayoutConstraint.activate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                    default:
                        NSLayoutConstraint.deactivate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                        if portraitOnlyView.superview === nil {
                            view.insertSubview(portraitOnlyView, at: 0)
                        }
                        itemsStackView.axis = .vertical
                        itemsStackView.spacing = 4
                        titleLabel.font = UIFont.systemFont(ofSize: 17)
                        portraitOnlyViewTopToSafeAreaTop.constant = 0
                        NSLayoutConstraint.activate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                    }
                }
                applySizeClasses(.unspecified, .unspecified)

                self.key = key
                self.view = view
                self.applySizeClasses = applySizeClasses
                self.itemsStackView = itemsStackView
                self.portraitOnlyView = portraitOnlyView
            }
            """)
    }

    @Test func configurationsCoverEveryTraitCombinationOnce() throws {
        let layout = try #require(generate().builders.first?.layouts.first)
        let traits = layout.sizeClasses.configurations.flatMap(\.traits)
        #expect(traits.count == SizeClassTraits.all.count)
        #expect(Set(traits) == Set(SizeClassTraits.all))
    }

    @Test func regularCompactRegularLeavesTheOriginalActiveSet() throws {
        let model = try #require(generate().builders.first?.layouts.first).sizeClasses
        var state = SimulatedLayout(model: model)
        state.apply(pad)
        let original = state
        state.apply(compactHeight)
        #expect(state.active != original.active)
        #expect(!state.installed.contains("portraitOnlyView"))
        state.apply(pad)
        #expect(state == original)
        state.apply(pad)
        #expect(state == original, "apply is idempotent")
    }

    @Test func theVideoCommentsExampleTogglesInputAndCommentsButton() throws {
        let folder = TestPaths.examples.appendingPathComponent("VideoComments")
        let result = try Generate.files(TestPaths.interfaceFiles(in: folder))
        let model = try #require(result.builders.first?.layouts.first).sizeClasses
        var state = SimulatedLayout(model: model)
        state.apply(phonePortrait)
        let portrait = state
        #expect(state.installed == ["inputStackView"])
        state.apply(compactHeight)
        #expect(state.installed == ["commentsButton"])
        state.apply(phonePortrait)
        #expect(state == portrait)
    }

    @Test func constraintOutletInstalledInNoSizeClassIsCreatedInactive() {
        let xml = Generate.storyboard(
            subviews: Self.subviews,
            constraints: Self.constraints
                + #"<constraint firstItem="aaa-00-001" firstAttribute="height" constant="5" id="c00-00-009"/>"#,
            connections: #"<outlet property="spareHeight" destination="c00-00-009" id="o00-00-001"/>"#,
            rootExtras: Self.masks.replacingOccurrences(
                of: #"<exclude reference="c00-00-003"/>"#,
                with: #"<exclude reference="c00-00-003"/><exclude reference="c00-00-009"/>"#))
        let text = Generate.builderText(Generate.text(xml))
        expectDeclarations(
            "spareHeight", "init(snippetSnippetViewController:)", in: text,
            """
            /// The `spareHeight` outlet.
            let spareHeight: NSLayoutConstraint

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let portraitOnlyView = UIView()
                portraitOnlyView.translatesAutoresizingMaskIntoConstraints = false

                let itemsStackView = UIStackView()
                itemsStackView.translatesAutoresizingMaskIntoConstraints = false
                itemsStackView.isOpaque = false
                itemsStackView.contentMode = .scaleToFill
                itemsStackView.axis = .vertical
                itemsStackView.spacing = 4
                view.addSubview(itemsStackView)

                let titleLabel = UILabel()
                titleLabel.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                titleLabel.text = "Title"
                titleLabel.font = UIFont.systemFont(ofSize: 17)
                view.addSubview(titleLabel)

                let portraitOnlyViewTopToSafeAreaTop = portraitOnlyView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
                let itemsStackViewTopToPortraitOnlyViewBottom = itemsStackView.topAnchor.constraint(equalTo: portraitOnlyView.bottomAnchor)
                let itemsStackViewTopToSafeAreaTop = itemsStackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
                let spareHeight = portraitOnlyView.heightAnchor.constraint(equalToConstant: 5)
                NSLayoutConstraint.activate([
                    itemsStackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
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
                    case (.compact, .compact), (.unspecified, .compact):
                        NSLayoutConstraint.deactivate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                        portraitOnlyView.removeFromSuperview()
                        itemsStackView.axis = .horizontal
                        itemsStackView.spacing = 4
                        titleLabel.font = UIFont.systemFont(ofSize: 17)
                        portraitOnlyViewTopToSafeAreaTop.constant = 0
                        NSLayoutConstraint.activate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                    case (.regular, .compact):
                        NSLayoutConstraint.deactivate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                        portraitOnlyView.removeFromSuperview()
                        itemsStackView.axis = .horizontal
                        itemsStackView.spacing = 12
                        titleLabel.font = UIFont.systemFont(ofSize: 28)
                        portraitOnlyViewTopToSafeAreaTop.constant = 40
                        NSLayoutConstraint.activate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                    case (.regular, .regular), (.regular, .unspecified):
                        NSLayoutConstraint.deactivate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                        if portraitOnlyView.superview === nil {
                            view.insertSubview(portraitOnlyView, at: 0)
                        }
                        itemsStackView.axis = .vertical
                        itemsStackView.spacing = 12
                        titleLabel.font = UIFont.systemFont(ofSize: 28)
                        portraitOnlyViewTopToSafeAreaTop.constant = 40
                        NSLayoutConstraint.activate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                    default:
                        NSLayoutConstraint.deactivate([
                            itemsStackViewTopToSafeAreaTop,
                        ])
                        if portraitOnlyView.superview === nil {
                            view.insertSubview(portraitOnlyView, at: 0)
                        }
                        itemsStackView.axis = .vertical
                        itemsStackView.spacing = 4
                        titleLabel.font = UIFont.systemFont(ofSize: 17)
                        portraitOnlyViewTopToSafeAreaTop.constant = 0
                        NSLayoutConstraint.activate([
                            portraitOnlyViewTopToSafeAreaTop,
                            itemsStackViewTopToPortraitOnlyViewBottom,
                        ])
                    }
                }
                applySizeClasses(.unspecified, .unspecified)

                self.key = key
                self.view = view
                self.applySizeClasses = applySizeClasses
                self.itemsStackView = itemsStackView
                self.portraitOnlyView = portraitOnlyView
                self.spareHeight = spareHeight
            }
            """)
        #expect(!text.contains("spareHeight,"), "never activated")
    }

    @Test func danglingMaskReferenceIsAnError() {
        let xml = Generate.storyboard(
            subviews: "",
            rootExtras:
                #"<variation key="heightClass=compact"><mask key="subviews"><exclude reference="gone-00-000"/></mask></variation>"#
        )
        let result = Generate.text(xml)
        #expect(
            result.diagnostics.map(\.message) == [
                "variation mask refers to id 'gone-00-000', which is no view or constraint of this scene"
            ])
    }
}

/// The state `apply(_:)` leaves behind, replayed from the model the generated switch is written from.
private struct SimulatedLayout: Equatable {
    let model: SizeClassModel
    var active: Set<String> = []
    var installed: Set<String> = []
    var constants: [String: Double] = [:]
    var settings: [String] = []

    static func == (lhs: SimulatedLayout, rhs: SimulatedLayout) -> Bool {
        lhs.active == rhs.active && lhs.installed == rhs.installed && lhs.constants == rhs.constants
            && lhs.settings == rhs.settings
    }

    init(model: SizeClassModel) { self.model = model }

    mutating func apply(_ traits: SizeClassTraits) {
        guard let configuration = model.configurations.first(where: { $0.traits.contains(traits) }) else { return }
        active.subtract(model.varyingConstraints.filter { !configuration.activeConstraints.contains($0) })
        let installedHere = Set(configuration.installedViews.map(\.name))
        installed = installed.intersection(installedHere).union(installedHere)
        for (constraint, value) in configuration.constants { constants[constraint] = value }
        settings = configuration.settings.map { "\($0.view).\($0.setting)" }
        active.formUnion(configuration.activeConstraints)
    }
}
