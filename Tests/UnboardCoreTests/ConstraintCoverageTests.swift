import Foundation
import Testing
@testable import UnboardCore

/// Every attribute, item kind and priority form IB writes becomes the exact anchor expression (or, where anchors
/// cannot say it, the item form).
@Suite struct ConstraintCoverageTests {
    private static let views = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001" userLabel="First"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001" userLabel="Pager"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <viewLayoutGuide key="contentLayoutGuide" id="cnt-00-001"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frm-00-001"/>
                </scrollView>
        """

    private func line(for constraint: String) throws -> String {
        let result = Generate.text(Generate.storyboard(subviews: Self.views, constraints: constraint))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let text = Generate.builderText(result)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "NSLayoutConstraint.activate(["))
        return lines[start + 1]
    }

    /// Same attribute on both items, so every attribute is checked in its own anchor family.
    @Test(arguments: LayoutAttribute.allCases.filter { $0 != .notAnAttribute })
    func everyAttributeBetweenTwoViews(_ attribute: LayoutAttribute) throws {
        let name = attribute.rawValue
        let expected: String
        if attribute.isMargin {
            let anchor = attribute.withoutMargin.rawValue + "Anchor"
            expected = "firstView.layoutMarginsGuide.\(anchor).constraint(equalTo: view.layoutMarginsGuide.\(anchor)),"
        } else {
            expected = "firstView.\(name)Anchor.constraint(equalTo: view.\(name)Anchor),"
        }
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="\#(name)" secondItem="root-00-000" secondAttribute="\#(name)" id="c00-00-001"/>"#
        #expect(try line(for: constraint) == expected)
    }

    @Test(arguments: [
        ("safe-00-000", "top", "view.safeAreaLayoutGuide.topAnchor"),
        ("cnt-00-001", "leading", "pagerScrollView.contentLayoutGuide.leadingAnchor"),
        ("frm-00-001", "width", "pagerScrollView.frameLayoutGuide.widthAnchor"),
    ])
    func everyGuideKind(_ guide: String, _ attribute: String, _ anchor: String) throws {
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="\#(attribute)" secondItem="\#(guide)" secondAttribute="\#(attribute)" id="c00-00-001"/>"#
        #expect(try line(for: constraint) == "firstView.\(attribute)Anchor.constraint(equalTo: \(anchor)),")
    }

    @Test func aViewsBaselineToAGuideUsesAnchors() throws {
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="lastBaseline" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001"/>"#
        #expect(
            try line(for: constraint)
                == "firstView.lastBaselineAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
    }

    /// Guides have no baselines or margins, so those constraints fall back to the item form.
    @Test func aGuidesMarginFallsBackToTheItemForm() throws {
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="safe-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>"#
        #expect(
            try line(for: constraint)
                == "NSLayoutConstraint(item: firstView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .leadingMargin, multiplier: 1, constant: 0),"
        )
    }

    @Test(
        arguments: [
            ("1000", nil), ("750", ".defaultHigh"), ("250", ".defaultLow"), ("50", ".fittingSizeLevel"),
            ("999", "UILayoutPriority(rawValue: 999)"),
            ("751", "UILayoutPriority(rawValue: 751)"),
        ] as [(String, String?)])
    func everyPriorityForm(_ priority: String, _ expected: String?) throws {
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="height" constant="4" priority="\#(priority)" id="c00-00-001"/>"#
        let text = Generate.builderText(
            Generate.text(Generate.storyboard(subviews: Self.views, constraints: constraint)))
        if let expected {
            expectDeclarations(
                "init(snippetSnippetViewController:)", in: text,
                """
                /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
                private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                    let view = UIView()

                    let firstView = UIView()
                    firstView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(firstView)

                    let pagerScrollView = UIScrollView()
                    pagerScrollView.translatesAutoresizingMaskIntoConstraints = false
                    pagerScrollView.contentMode = .scaleToFill
                    view.addSubview(pagerScrollView)

                    let firstViewHeight = firstView.heightAnchor.constraint(equalToConstant: 4)
                    firstViewHeight.priority = \(expected)
                    NSLayoutConstraint.activate([
                        firstViewHeight,
                    ])

                    self.key = key
                    self.view = view
                    self.applySizeClasses = { _, _ in }
                    self.firstView = firstView
                    self.pagerScrollView = pagerScrollView
                }
                """)
        } else {
            #expect(!text.contains(".priority ="), "required is the default")
        }
    }

    @Test(arguments: [
        ("2", "multiplier: 2"), ("0.5", "multiplier: 0.5"), ("3:4", "multiplier: 0.75"),
        ("16:9", "multiplier: 1.7777777777777777"),
    ])
    func everyMultiplierForm(_ multiplier: String, _ expected: String) throws {
        let constraint =
            #"<constraint firstItem="aaa-00-001" firstAttribute="width" secondItem="aaa-00-001" secondAttribute="height" multiplier="\#(multiplier)" id="c00-00-001"/>"#
        #expect(
            try line(for: constraint)
                == "firstView.widthAnchor.constraint(equalTo: firstView.heightAnchor, \(expected)),")
    }
}
