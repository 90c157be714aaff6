import Foundation
import Testing
import UnboardCore

/// A property that varies by size class where the base view writes no attribute for it returns, in the default
/// configuration, to the value Interface Builder means by leaving the attribute out (a stack view's `spacing` is 0),
/// even where that value is not one documented for views created in code.
@Suite(.serialized) struct OmittedAttributeVariationTests {
    /// A stack view with no `spacing` attribute, spaced 15 in regular width.
    private static let storyboard = Generate.storyboard(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Items">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <variation key="widthClass=regular" spacing="15"/>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001"/>
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-002"/>
            """,
        connections: #"<outlet property="items" destination="stk-00-001" id="o00-00-001"/>"#)

    /// `apply(_:)` sets the regular-width spacing and sets 0 back in the other configurations, with no warning.
    @Test func defaultConfigurationResetsSpacingToZero() {
        let result = Generate.text(Self.storyboard)
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        let expected = """
                        switch (horizontal, vertical) {
                        case (.regular, .compact), (.regular, .regular), (.regular, .unspecified):
                            items.spacing = 15
                        default:
                            items.spacing = 0
                        }
            """
        #expect(text.contains(expected), "\(text)")
    }

    /// A view that preserves its superview's margins only in compact width stops again in regular width (Charts'
    /// Ratings storyboard varies it the other way).
    @Test func defaultConfigurationStopsPreservingMargins() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001" userLabel="Box">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <variation key="widthClass=compact" preservesSuperviewLayoutMargins="YES"/>
                    </view>
                    """,
                constraints: Self.pinned("box-00-001")))
        expectDiagnostics(result, [])
        let expected = """
                        default:
                            boxView.preservesSuperviewLayoutMargins = false
            """
        #expect(Generate.builderText(result).contains(expected), "\(Generate.builderText(result))")
    }

    private static func pinned(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-002"/>
        """
    }

    /// Run on the behavioural UIKit model, the spacing is 15 in regular width and 0 again in compact width.
    @Test func spacingReturnsToZeroWhenRun() throws {
        let run = try Generate.withSnippet(Self.storyboard) { input in
            try RuntimeTests.generateAndRun(
                [input],
                program: """
                    import UIKit
                    let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
                    builder.apply(UIKitModel.traits(horizontal: .regular, vertical: .regular))
                    print("regular: \\(builder.items.spacing)")
                    builder.apply(UIKitModel.traits(horizontal: .compact, vertical: .regular))
                    print("compact: \\(builder.items.spacing)")
                    print("executed: 1 builders, 1 layouts, 2 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                    """)
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("regular: 15.0\ncompact: 0.0"), "\(run.output)")
    }
}
