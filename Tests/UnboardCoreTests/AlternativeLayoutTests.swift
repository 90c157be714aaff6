import Foundation
import Testing
@testable import UnboardCore

/// Views whose recorded frame IB took from a layout UIKit never computes (a container frame IB did not lay out
/// again; a conflict with a stack view's hiding resolved the other way) are left out of `verify` when that layout
/// puts them where IB recorded them; views the model places right, and real errors, are verified as before.
@Suite struct AlternativeLayoutTests {
    private func verify(subviews: String, constraints: String) throws -> SceneVerification {
        try #require(
            LayoutSnippet.layout(LayoutSnippet.storyboard(subviews: subviews, constraints: constraints)).map(
                LayoutVerifier.verify))
    }

    private func view(_ scene: SceneVerification, _ name: String) -> ViewVerification? {
        scene.views.first { $0.name == name }
    }

    @Test func childrenLaidOutForAStaleContainerFrameAreLeftOutButRealErrorsStayOff() throws {
        // The container's constraints make it 52 pt tall; IB recorded 48 (the Gravatar cell of
        // WordPressAuthenticator), and laid out its children for 48.
        let children =
            "<subviews>"
            + LayoutSnippet.view("Fill View", "fil-00-001", x: 0, y: 0, width: 353, height: 48)
            + LayoutSnippet.view("Fixed View", "fix-00-001", x: 0, y: 0, width: 100, height: 20)
            + LayoutSnippet.view("Wrong View", "wro-00-001", x: 0, y: 0, width: 100, height: 20)
            + "</subviews><constraints>"
                + """
                <constraint firstItem="fil-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="f-1"/>
                <constraint firstItem="fil-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="f-2"/>
                <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="fil-00-001" secondAttribute="trailing" id="f-3"/>
                <constraint firstItem="box-00-001" firstAttribute="bottom" secondItem="fil-00-001" secondAttribute="bottom" id="f-4"/>
                <constraint firstItem="fix-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="x-1"/>
                <constraint firstItem="fix-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="x-2"/>
                <constraint firstItem="fix-00-001" firstAttribute="width" constant="100" id="x-3"/>
                <constraint firstItem="fix-00-001" firstAttribute="height" constant="20" id="x-4"/>
                <constraint firstItem="wro-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leadingMargin" id="w-1"/>
                <constraint firstItem="wro-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="w-2"/>
                <constraint firstItem="wro-00-001" firstAttribute="width" constant="100" id="w-3"/>
                <constraint firstItem="wro-00-001" firstAttribute="height" constant="20" id="w-4"/>
                </constraints>
                """
        let scene = try verify(
            subviews: LayoutSnippet.view(
                "Box View", "box-00-001", x: 20, y: 100, width: 353, height: 48, content: children),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c-2"/>
                <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="20" id="c-3"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="52" id="c-4"/>
                """)
        #expect(view(scene, "boxView")?.verdict == .unverifiable(.recordedFramesBreakConstraints))
        let fill = try #require(view(scene, "fillView"))
        #expect(fill.verdict == .unverifiable(.laidOutForStaleContainer), "\(fill)")
        #expect(fill.detail?.hasPrefix("within tolerance with boxView held at IB's frame") == true, "\(fill)")
        #expect(view(scene, "fixedView")?.verdict == .within, "its frame does not depend on the container's height")
        #expect(
            view(scene, "wrongView")?.verdict
                == .off(
                    expected: LayoutRect(x: 0, y: 0, width: 100, height: 20),
                    got: LayoutRect(x: 8, y: 0, width: 100, height: 20)),
            "8 pt inside the container's margin, in IB's container too: a real error")
    }

    private func stack(hidden: (y: Double, height: Double)) -> String {
        LayoutSnippet.stack(
            "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 104,
            attributes: #"axis="vertical" spacing="16""#,
            arranged: LayoutSnippet.view("Top View", "top-00-001", x: 0, y: 0, width: 361, height: 44, size: true)
                + LayoutSnippet.view("Bottom View", "bot-00-001", x: 0, y: 60, width: 361, height: 44, size: true)
                + LayoutSnippet.view(
                    "Hidden View", "hid-00-001", x: 0, y: hidden.y, width: 361, height: hidden.height, hidden: true,
                    size: true))
    }

    private let stackPins = """
        <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="16" id="s-1"/>
        <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="s-2"/>
        <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="16" id="s-3"/>
        <constraint firstItem="stk-00-001" firstAttribute="height" constant="104" id="s-4"/>
        """

    @Test func aHiddenArrangedViewKeepingItsRequiredSizeIsLeftOut() throws {
        // WordPressAuthenticator's NUXButtonView: IB keeps the hidden button's 44 pt below its stack.
        let scene = try verify(subviews: stack(hidden: (104, 44)), constraints: stackPins)
        // Not verified: hidden, and placed where Apple does not document (LayoutHiddenArrangedViewTests).
        let hidden = try #require(view(scene, "hiddenView"))
        #expect(hidden.verdict == .unverifiable(.hiddenArrangedView), "\(hidden)")
        for name in ["stackView", "topView", "bottomView"] { #expect(view(scene, name)?.verdict == .within, "\(name)") }
    }

    @Test func aHiddenArrangedViewRecordedCollapsedIsNotVerifiedEither() throws {
        let scene = try verify(subviews: stack(hidden: (104, 0)), constraints: stackPins)
        #expect(view(scene, "hiddenView")?.verdict == .unverifiable(.hiddenArrangedView))
    }
}

extension AlternativeLayoutTests {
    @Test func aHiddenArrangedViewSizedByAPlaceholderIsLeftOut() throws {
        // WordPressAuthenticator's Signup error label: hidden, 40 pt tall in IB by a placeholder constraint the app
        // never has, so the app's stack view collapses it.
        let arranged =
            LayoutSnippet.view("Top View", "top-00-001", x: 0, y: 0, width: 361, height: 44, size: true)
                + """
                <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="err-00-001" userLabel="Error View">
                    <rect key="frame" x="0.0" y="44" width="361" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" placeholder="YES" id="err-00-002"/>
                    </constraints>
                </view>
                """
        let scene = try #require(
            LayoutSnippet.layout(
                LayoutSnippet.storyboard(
                    subviews: LayoutSnippet.stack(
                        "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 44,
                        attributes: #"axis="vertical" spacing="16""#, arranged: arranged),
                    constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41))
            ).map(LayoutVerifier.verify))
        let error = try #require(scene.views.first { $0.name == "errorView" })
        #expect(error.verdict == .unverifiable(.hiddenArrangedView), "\(error)")
        #expect(scene.views.first { $0.name == "topView" }?.verdict == .within)
    }

    @Test func viewsLaidOutWithAPlaceholderSizeAreLeftOut() throws {
        // WordPressAuthenticator's NUXButtonView: two empty views 50 pt tall by placeholders around a divider stack
        // whose line is centered; without the placeholders the divider stack fits its line.
        func placeholder(_ id: String, y: Double) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-001" userLabel="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="361" height="50"/>
                <constraints><constraint firstAttribute="height" constant="50" placeholder="YES" id="\(id)-002"/></constraints>
            </view>
            """
        }
        let divider = LayoutSnippet.stack(
            "Divider Stack", "div-00-001", x: 0, y: 66, width: 361, height: 36, attributes: #"alignment="center""#,
            arranged: LayoutSnippet.view("Line View", "lin-00-001", x: 0, y: 17.5, width: 361, height: 1, size: true))
        let scene = try #require(
            LayoutSnippet.layout(
                LayoutSnippet.storyboard(
                    subviews: LayoutSnippet.stack(
                        "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 168,
                        attributes: #"axis="vertical" spacing="16""#,
                        arranged: placeholder("top-00", y: 0) + divider + placeholder("bot-00", y: 118)),
                    constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41)
                        + #"<constraint firstItem="stk-00-001" firstAttribute="height" constant="168" id="stk-00-002"/>"#
                )
            ).map(LayoutVerifier.verify))
        let line = try #require(scene.views.first { $0.name == "lineView" })
        #expect(line.verdict == .unverifiable(.placeholderConstraints), "\(line)")
        #expect(
            line.detail?.hasPrefix("within tolerance with IB's placeholder constraints top00View.height == 50 (line ")
                == true, "\(line)")
    }
}

extension AlternativeLayoutTests {
    @Test func theViewsAroundAHiddenArrangedViewAreSpacedAsIfItWereNotThere() throws {
        // ivpn's Main.storyboard (Xcode 15): the hidden IPv6 label keeps its required 30 pt, 4 pt (half the 8 pt
        // spacing) after the view before it; the views around it are spaced as if it were not there.
        let scene = try verify(
            subviews: LayoutSnippet.stack(
                "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 104,
                attributes: #"axis="vertical" spacing="16""#,
                arranged: LayoutSnippet.view("Top View", "top-00-001", x: 0, y: 0, width: 361, height: 44, size: true)
                    + LayoutSnippet.view(
                        "Hidden View", "hid-00-001", x: 0, y: 52, width: 361, height: 30, hidden: true, size: true)
                    + LayoutSnippet.view("Bottom View", "bot-00-001", x: 0, y: 60, width: 361, height: 44, size: true)),
            constraints: stackPins)
        let hidden = try #require(view(scene, "hiddenView"))
        #expect(hidden.verdict == .unverifiable(.hiddenArrangedView), "\(hidden)")
        for name in ["stackView", "topView", "bottomView"] { #expect(view(scene, name)?.verdict == .within, "\(name)") }
    }
}
