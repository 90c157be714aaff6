import Testing
@testable import UnboardCore

/// Hidden arranged views as IB's canvas lays them out, which depends on the IB that saved the document.
@Suite struct LayoutHiddenArrangedViewTests {
    /// ownCloud's login fields (Xcode 8): an icon, a field, and a hidden 25 pt button, 8 pt apart in a 361 pt row;
    /// IB recorded the field 295 pt wide, leaving the button its place.
    private func verify(toolsVersion: String) throws -> SceneVerification {
        let arranged =
            LayoutSnippet.view("Icon View", "ico-00-001", x: 0, y: 0, width: 25, height: 25, size: true)
            + LayoutSnippet.view("Field View", "fld-00-001", x: 33, y: 0, width: 295, height: 25)
            + LayoutSnippet.view(
                "Button View", "btn-00-001", x: 336, y: 0, width: 25, height: 25, hidden: true, size: true)
        let xml = LayoutSnippet.storyboard(
            subviews: LayoutSnippet.stack(
                "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 25, attributes: #"spacing="8""#,
                arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41)
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        return try #require(LayoutSnippet.layout(xml).map(LayoutVerifier.verify))
    }

    private func verdict(_ scene: SceneVerification, _ name: String) -> ViewVerdict? {
        scene.views.first { $0.name == name }?.verdict
    }

    @Test func ibBeforeXcode9Point3LaysHiddenArrangedViewsOutAsIfShown() throws {
        let scene = try verify(toolsVersion: "12118")
        for name in ["stackView", "iconView", "fieldView", "buttonView"] {
            #expect(
                verdict(scene, name) == .within,
                "\(name): \(scene.views.first { $0.name == name }.map { "\($0)" } ?? "")")
        }
    }

    @Test func laterIBCollapsesThem() throws {
        let scene = try verify(toolsVersion: "23504")
        #expect(
            verdict(scene, "fieldView")
                == .off(
                    expected: LayoutRect(x: 33, y: 0, width: 295, height: 25),
                    got: LayoutRect(x: 33, y: 0, width: 328, height: 25)))
    }
}
