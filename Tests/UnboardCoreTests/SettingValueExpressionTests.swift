import Testing
@testable import UnboardCore

/// The values the layout reads back out of the translator's settings: each kind's writing and reading, side by side
/// in one type, round-trip over everything the translator writes, and the reading refuses what it never writes.
@Suite struct SettingValueExpressionTests {
    @Test(arguments: [1000, 750, 250, 50, 0, 1, 249, 251, 499.5, 749, 751, 999])
    func priorityRoundTrips(_ value: Double) {
        #expect(LayoutPriorityExpression.value(of: LayoutPriorityExpression.expression(for: value)) == value)
    }

    @Test func namedPrioritiesAreWrittenByName() {
        let names = LayoutPriorityExpression.named.map { LayoutPriorityExpression.expression(for: $0.value) }
        #expect(names == [.dot("required"), .dot("defaultHigh"), .dot("defaultLow"), .dot("fittingSizeLevel")])
        #expect(
            LayoutPriorityExpression.expression(for: 251)
                == SwiftExpression.identifier("UILayoutPriority")(SwiftArgument("rawValue", .number(251))))
    }

    @Test(arguments: [
        SwiftExpression.dot("high"), .number(750), .identifier("UILayoutPriority")(.unlabeled(.number(1))),
        .identifier("UILayoutPriority")(SwiftArgument("rawValue", .literal(.int(1)))),
        .identifier("NSLayoutConstraint.Priority")(SwiftArgument("rawValue", .number(1))),
        SwiftExpression.identifier("UILayoutPriority").dot("required"),
    ])
    func priorityRefusesWhatIsNeverWritten(_ expression: SwiftExpression) {
        #expect(LayoutPriorityExpression.value(of: expression) == nil)
    }

    @Test(arguments: [
        (EdgeInsetsExpression.Kind.absolute, "UIEdgeInsets(top: 1, left: 2.5, bottom: 0, right: -4)"),
        (.directional, "NSDirectionalEdgeInsets(top: 1, leading: 2.5, bottom: 0, trailing: -4)"),
    ])
    func insetsRoundTrip(_ kind: EdgeInsetsExpression.Kind, written: String) {
        let insets = EdgeInsetsExpression(kind, [1, 2.5, 0, -4])
        #expect(EdgeInsetsExpression(insets.expression) == insets)
        #expect(TextRenderer().expression(insets.expression, indent: 0) == written)
    }

    @Test(arguments: [
        SwiftExpression.identifier("UIEdgeInsets")(
            SwiftArgument("top", .number(1)), SwiftArgument("leading", .number(2)),
            SwiftArgument("bottom", .number(3)), SwiftArgument("trailing", .number(4))),
        .identifier("NSDirectionalEdgeInsets")(
            SwiftArgument("top", .number(1)), SwiftArgument("left", .number(2)),
            SwiftArgument("bottom", .number(3)), SwiftArgument("right", .number(4))),
        .identifier("UIEdgeInsets")(
            SwiftArgument("top", .number(1)), SwiftArgument("left", .number(2)), SwiftArgument("bottom", .number(3))),
        .identifier("UIEdgeInsets")(
            SwiftArgument("top", .number(1)), SwiftArgument("left", .identifier("x")),
            SwiftArgument("bottom", .number(3)), SwiftArgument("right", .number(4))),
        .identifier("CGRect")(
            SwiftArgument("top", .number(1)), SwiftArgument("left", .number(2)),
            SwiftArgument("bottom", .number(3)), SwiftArgument("right", .number(4))),
        SwiftExpression.identifier("UIEdgeInsets").dot("zero"),
    ])
    func insetsRefuseWhatIsNeverWritten(_ expression: SwiftExpression) {
        #expect(EdgeInsetsExpression(expression) == nil)
    }

    static let fonts: [FontExpression] =
        TranslationContext.textStyles.values.sorted().map(FontExpression.textStyle)
        + TranslationContext.weights.sorted().map { FontExpression.system(size: 15, weight: $0) } + [
            .named("Avenir-Heavy", size: 13.5), .system(size: 17, weight: nil), .boldSystem(size: 20),
            .italicSystem(size: 11), .standardSize("smallSystemFontSize", bold: false),
            .standardSize("systemFontSize", bold: true),
        ]

    @Test(arguments: fonts)
    func fontRoundTrips(_ font: FontExpression) {
        #expect(FontExpression(font.expression) == font)
    }

    @Test func fontsAreWrittenAsUIKitSpellsThem() {
        let written = [
            FontExpression.textStyle("body"), .named("Avenir", size: 13), .system(size: 17, weight: nil),
            .system(size: 15, weight: "bold"), .boldSystem(size: 20), .italicSystem(size: 11),
            .standardSize("labelFontSize", bold: false), .standardSize("systemFontSize", bold: true),
        ].map { TextRenderer().expression($0.expression, indent: 0) }
        #expect(
            written == [
                "UIFont.preferredFont(forTextStyle: .body)",
                #"UIFont.codeInterfaceBuilderFont(named: "Avenir", size: 13)"#,
                "UIFont.systemFont(ofSize: 17)", "UIFont.systemFont(ofSize: 15, weight: .bold)",
                "UIFont.boldSystemFont(ofSize: 20)", "UIFont.italicSystemFont(ofSize: 11)",
                "UIFont.systemFont(ofSize: UIFont.labelFontSize)",
                "UIFont.boldSystemFont(ofSize: UIFont.systemFontSize)",
            ])
    }

    @Test(arguments: [
        // The fallback the named font function holds, which the translator no longer writes at each use.
        SwiftExpression.binary(
            .identifier("UIFont")(SwiftArgument("name", .string("Avenir")), SwiftArgument("size", .number(13))), "??",
            .identifier("UIFont").dot("systemFont")(SwiftArgument("ofSize", .number(13)))),
        .identifier("UIFont")(SwiftArgument("name", .string("Avenir")), SwiftArgument("size", .number(13))),
        .identifier("UIFont").dot("codeInterfaceBuilderFont")(
            SwiftArgument("name", .string("Avenir")), SwiftArgument("size", .number(13))),
        .identifier("UIFont").dot("monospacedDigitSystemFont")(
            SwiftArgument("ofSize", .number(13)), SwiftArgument("weight", .dot("bold"))),
        .identifier("UIFont").dot("systemFont")(SwiftArgument("ofSize", .number(13)), SwiftArgument("w", .dot("bold"))),
        .identifier("UIFont").dot("systemFont")(SwiftArgument("size", .number(13))),
        .identifier("NSFont").dot("systemFont")(SwiftArgument("ofSize", .number(13))),
        .identifier("UIFont").dot("preferredFont")(SwiftArgument("forTextStyle", .string("body"))),
    ])
    func fontRefusesWhatIsNeverWritten(_ expression: SwiftExpression) {
        #expect(FontExpression(expression) == nil)
    }

    @Test func onlySystemFontsHaveASizeForTheLayout() {
        #expect(FontExpression.system(size: 15, weight: "bold").systemFontSize == 15)
        #expect(FontExpression.boldSystem(size: 20).systemFontSize == 20)
        #expect(FontExpression.italicSystem(size: 11).systemFontSize == 11)
        #expect(FontExpression.named("Avenir", size: 13).systemFontSize == nil)
        #expect(FontExpression.textStyle("body").systemFontSize == nil)
        #expect(FontExpression.standardSize("smallSystemFontSize", bold: false).systemFontSize == nil)
    }

    @Test func literalsRoundTrip() {
        #expect(SwiftExpression.literal(.bool(true)).boolValue == true)
        #expect(SwiftExpression.literal(.bool(false)).boolValue == false)
        #expect(SwiftExpression.number(2.5).numberValue == 2.5)
        #expect(SwiftExpression.literal(.int(3)).numberValue == 3)
        #expect(SwiftExpression.dot("vertical").memberName == "vertical")
        #expect(SwiftExpression.identifier("UIStackView").dot("spacingUseSystem").memberName == "spacingUseSystem")
        #expect(SwiftExpression.string("true").boolValue == nil)
        #expect(SwiftExpression.string("1").numberValue == nil)
        #expect(SwiftExpression.identifier("vertical").memberName == nil)
    }

    /// The translator's settings for a view, read back as the layout reads them.
    private func values(attributes: String = "", _ content: String) throws -> ViewSettingValues {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="lbl-00-000">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        \(content)
                    </label>
                    """))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = try #require(result.builders.first?.layouts.first)
        let label = try #require(layout.root.descendants.first { $0.id == "lbl-00-000" })
        return ViewSettingValues(settings: label.settings)
    }

    @Test(
        arguments: [
            (#"<fontDescription key="fontDescription" type="system" pointSize="21"/>"#, 21.0),
            (#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="19"/>"#, 19),
            (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>"#, 18),
            (#"<fontDescription key="fontDescription" type="italicSystem" pointSize="16"/>"#, 16),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, nil),
            (#"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="15"/>"#, nil),
        ] as [(String, Double?)])
    func theLayoutReadsTheTranslatorsFont(_ font: String, size: Double?) throws {
        #expect(try values(font).fontSize == size)
    }

    @Test func theLayoutReadsTheTranslatorsPrioritiesMarginsAndFlags() throws {
        let values = try values(
            attributes: #"horizontalHuggingPriority="251" verticalHuggingPriority="1000" "#
                + #"horizontalCompressionResistancePriority="50" hidden="YES""#,
            #"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#)
        #expect(values.priority("setContentHuggingPriority", axis: "horizontal") == 251)
        #expect(values.priority("setContentHuggingPriority", axis: "vertical") == 1000)
        #expect(values.priority("setContentCompressionResistancePriority", axis: "horizontal") == 50)
        #expect(values.priority("setContentCompressionResistancePriority", axis: "vertical") == nil)
        #expect(values.layoutMargins == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(values.bool("isHidden") == true)
    }

    @Test func theLayoutReadsDirectionalMarginsLeftToRight() throws {
        let values = try values(
            #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#)
        #expect(values.layoutMargins == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
