import Foundation
import Testing

/// Attributed strings with AppKit's vocabulary run on the behavioural UIKit model: a `System` color list color the
/// model sees as UIKit's member of the same name, one UIKit lacks as no foreground color at all (black, as
/// `NSAttributedString.Key.foregroundColor` documents: "If you don't specify this attribute, the text renders in
/// black."), never as `UIColor.clear`; a `metaFont` as the system font at the standard size `UIFont` names (the
/// model's placeholders are quarter points: `UIFont.smallSystemFontSize` is 12.25), or at the size IB wrote.
@Suite(.serialized) struct CatalogValueRuntimeTests {
    static let subviews = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" fixedFrame="YES" id="lbl-00-001" userLabel="Caption">
            <rect key="frame" x="20" y="100" width="200" height="40"/>
            <attributedString key="attributedText">
                <fragment content="Default">
                    <attributes>
                        <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="smallSystem"/>
                    </attributes>
                </fragment>
                <fragment content=" label">
                    <attributes>
                        <color key="NSColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="systemBold"/>
                    </attributes>
                </fragment>
                <fragment content=" sized">
                    <attributes>
                        <color key="NSColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="label" size="14"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" hasAttributedTitle="YES" fixedFrame="YES" id="btn-00-001" userLabel="Action">
            <rect key="frame" x="20" y="200" width="200" height="44"/>
            <state key="normal">
                <attributedString key="attributedTitle">
                    <fragment content="Tap">
                        <attributes>
                            <color key="NSColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                            <font key="NSFont" metaFont="system"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </state>
        </button>
        """

    /// The runs the document gives, as `AttributedStringRuntimeTests.program` prints them.
    static let expected = """
        label "Default": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 12.25)
        label " label": NSAttributedString.Key.font=UIFont.boldSystemFont(ofSize: 14.25); NSAttributedString.Key.foregroundColor=UIColor.label
        label " sized": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 14.0); NSAttributedString.Key.foregroundColor=UIColor.systemRed
        button "Tap": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 14.25)
        """

    @Test func theModelSeesUIKitsColorsAndStandardSizes() throws {
        let run = try AttributedStringRuntimeTests.run(subviews: Self.subviews)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(AttributedStringRuntimeTests.runs(run) == Self.expected, "\(run.output)")
    }

    /// Negative: the output with the small standard size replaced by the standard one, and a color UIKit lacks
    /// given as `UIColor.clear` (the translation before), still runs, and the check names both runs.
    @Test func aWrongSizeOrAnInvisibleColorIsSeen() throws {
        let run = try AttributedStringRuntimeTests.run(subviews: Self.subviews) { folder in
            let file = folder.appendingPathComponent("SnippetViewControllerCodeInterfaceBuilder.swift")
            var text = try String(contentsOf: file, encoding: .utf8)
            let small = ".font: UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)"
            let tap = #"NSAttributedString(string: "Tap", attributes: ["#
            #expect(text.contains(small) && text.contains(tap), "\(text)")
            text = text.replacingOccurrences(of: small, with: ".font: UIFont.systemFont(ofSize: UIFont.systemFontSize)")
            text = text.replacingOccurrences(of: tap, with: tap + "\n.foregroundColor: UIColor.clear,")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        let differing = Set(AttributedStringRuntimeTests.runs(run).split(separator: "\n")).symmetricDifference(
            Self.expected.split(separator: "\n"))
        #expect(
            differing.filter { $0.hasPrefix("label \"Default\"") }.count == 2
                && differing.filter { $0.hasPrefix("button \"Tap\"") }.count == 2 && differing.count == 4,
            "\(run.output)")
    }
}
