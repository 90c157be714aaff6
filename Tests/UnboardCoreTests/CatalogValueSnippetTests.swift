import Foundation
import Testing
import UnboardCore

/// Values IB writes in AppKit's vocabulary, which its attributed-string editor shares with macOS: colors of the
/// `System` color list (`catalog="System"`) and `metaFont` fonts. Each maps to the UIKit member of the same meaning,
/// or is a warning with its line and only that attribute is skipped; asset colors keep their lookup.
@Suite struct CatalogValueSnippetTests {
    static let subviews = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" fixedFrame="YES" id="lbl-03-001">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <attributedString key="attributedText">
                <fragment content="Default">
                    <attributes>
                        <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="smallSystem"/>
                    </attributes>
                </fragment>
                <fragment content="Label">
                    <attributes>
                        <color key="NSColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="systemBold"/>
                    </attributes>
                </fragment>
                <fragment content="Sized">
                    <attributes>
                        <color key="NSColor" name="brandColor"/>
                        <font key="NSFont" metaFont="label" size="14"/>
                    </attributes>
                </fragment>
                <fragment content="Menu">
                    <attributes>
                        <color key="NSBackgroundColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                        <font key="NSFont" metaFont="menu"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plain" fixedFrame="YES" id="lbl-03-002">
            <rect key="frame" x="0.0" y="30" width="100" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17" futureWidth="condensed"/>
            <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
        </label>
        """

    static let xml = Generate.storyboard(subviews: subviews)

    /// The 1-based line of the first line of the document holding `text`.
    static func line(of text: String) -> Int {
        (xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @Test func catalogColorsAndMetaFontsBecomeTheirUIKitMembers() {
        let result = Generate.text(Self.xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let text = Generate.builderText(result)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let label = UILabel()
                label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
                label.isOpaque = false
                label.contentMode = .left
                label.attributedText = {
                    let text = NSMutableAttributedString(string: "")
                    text.append(NSAttributedString(string: "Default", attributes: [
                        .font: UIFont.systemFont(ofSize: UIFont.smallSystemFontSize),
                    ]))
                    text.append(NSAttributedString(string: "Label", attributes: [
                        .foregroundColor: UIColor.label,
                        .font: UIFont.boldSystemFont(ofSize: UIFont.systemFontSize),
                    ]))
                    text.append(NSAttributedString(string: "Sized", attributes: [
                        .foregroundColor: UIColor(named: "brandColor") ?? UIColor.clear,
                        .font: UIFont.systemFont(ofSize: 14),
                    ]))
                    text.append(NSAttributedString(string: "Menu"))
                    return text
                }()
                view.addSubview(label)

                let plainLabel = UILabel()
                plainLabel.frame = CGRect(x: 0, y: 30, width: 100, height: 20)
                plainLabel.isOpaque = false
                plainLabel.contentMode = .left
                plainLabel.text = "Plain"
                plainLabel.font = UIFont.systemFont(ofSize: 17)
                plainLabel.textColor = UIColor.secondaryLabel
                view.addSubview(plainLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    /// Negative: what has no UIKit equivalent is a warning at its line, and nothing else is said.
    @Test func whatUIKitLacksIsAWarningAtItsLine() {
        let result = Generate.text(Self.xml)
        let said = result.diagnostics.map { "\($0.location?.line ?? 0): \($0.severity.rawValue): \($0.message)" }
        #expect(
            said == [
                "\(Self.line(of: "name=\"textColor\"")): warning: color 'textColor' of the color list 'System' has no UIKit equivalent and is not translated",
                "\(Self.line(of: "name=\"controlTextColor\"")): warning: color 'controlTextColor' of the color list 'System' has no UIKit equivalent and is not translated",
                "\(Self.line(of: "metaFont=\"menu\"")): warning: unknown value 'menu' for 'metaFont' is not translated",
                "\(Self.line(of: "futureWidth")): warning: unsupported attribute 'futureWidth' on <fontDescription> is not translated",
            ])
    }

    /// A meta font whose standard size UIKit does not name is a warning without a size, and the system font at the
    /// size IB wrote with one.
    @Test func aMiniSystemFontNeedsTheSizeIBWrote() {
        let xml = Generate.storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" fixedFrame="YES" id="lbl-03-003">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <attributedString key="attributedText">
                        <fragment content="Mini"><attributes><font key="NSFont" metaFont="miniSystem"/></attributes></fragment>
                        <fragment content="Sized"><attributes><font key="NSFont" metaFont="miniSystemBold" size="9"/></attributes></fragment>
                    </attributedString>
                </label>
                """)
        let result = Generate.text(xml)
        let text = Generate.builderText(result)
        #expect(text.contains(#"text.append(NSAttributedString(string: "Mini"))"#), "\(text)")
        #expect(text.contains(".font: UIFont.boldSystemFont(ofSize: 9)"), "\(text)")
        #expect(
            result.diagnostics.map(\.message) == [
                "metaFont 'miniSystem' without a size has no UIKit size and is not translated"
            ])
    }
}
