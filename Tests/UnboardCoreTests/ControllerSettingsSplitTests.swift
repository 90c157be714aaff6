import Testing
@testable import UnboardCore

/// The split of a view controller's settings, which making a builder file reads several times per layout, is worked
/// out once per layout for that file, and each layout gets its own.
@Suite struct ControllerSettingsSplitTests {
    /// Two scenes of one class, so one builder of two layouts, with different navigation items.
    private static let xml = Generate.storyboard(
        scenes: Generate.scene(
            "00-000", class: "HomeViewController",
            extras: #"<navigationItem key="navigationItem" title="Home" id="nav-00-001"/>"#)
            + Generate.scene(
                "00-001", class: "HomeViewController",
                extras: #"<navigationItem key="navigationItem" title="Away" prompt="Now" id="nav-00-002"/>"#))

    @Test func eachLayoutGetsItsOwnSettledSplit() throws {
        let result = Generate.text(Self.xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let builder = try #require(result.builders.first)
        #expect(builder.layouts.count == 2)
        let translator = BuilderFileTranslator().settlingControllerSettingsSplits(of: builder)
        #expect(translator.settledSplits?.count == 2)
        for layout in builder.layouts {
            let settled = translator.controllerSettingsSplit(of: layout)
            #expect("\(settled.viewFree)" == "\(layout.controllerSettingsSplit.viewFree)")
            #expect("\(settled.withBuilder)" == "\(layout.controllerSettingsSplit.withBuilder)")
        }
        let counts = builder.layouts.map { translator.controllerSettingsSplit(of: $0).viewFree.count }
        #expect(counts.sorted() == [1, 2])
    }

    @Test func aLayoutOfAnotherBuilderIsWorkedOutAfresh() throws {
        let result = Generate.text(Self.xml)
        let builder = try #require(result.builders.first)
        let translator = BuilderFileTranslator().settlingControllerSettingsSplits(of: builder)
        var other = try #require(builder.layouts.first)
        other.key = "Other.HomeViewController"
        other.controller?.settings.removeAll()
        #expect(translator.controllerSettingsSplit(of: other).viewFree.isEmpty)
    }
}
