import Foundation
import Testing

/// Attributed titles and texts run on the behavioural UIKit model, and the model sees each run's attributes as the
/// document gives them. Runs of several fragments are appended to a mutable string, which compares adjacent runs'
/// attributes; with objects (colors, fonts, paragraph styles) as values this trapped inside swift-corelibs-foundation
/// until the model's classes gave CoreFoundation the word it reads (`UIKitModelCFInfo`).
@Suite(.serialized) struct AttributedStringRuntimeTests {
    static let subviews = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" fixedFrame="YES" id="lbl-00-001" userLabel="Caption">
            <rect key="frame" x="20" y="100" width="200" height="40"/>
            <attributedString key="attributedText">
                <fragment content="Bold ">
                    <attributes>
                        <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="17" name="HelveticaNeue-Bold"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
                <fragment content="blue">
                    <attributes>
                        <color key="NSColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" metaFont="system" size="15"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
                <fragment content=" green">
                    <attributes>
                        <color key="NSColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" metaFont="system" size="15"/>
                    </attributes>
                </fragment>
                <fragment content=" red">
                    <attributes>
                        <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" metaFont="system" size="15"/>
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
                            <color key="NSColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <font key="NSFont" metaFont="system" size="15"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                    <fragment content=" here">
                        <attributes>
                            <color key="NSBackgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="NSColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <font key="NSFont" metaFont="system" size="15"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="right" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </state>
        </button>
        """

    /// Prints every run of the label's text and of the button's normal title with its attributes, key by key; a paragraph
    /// style as the properties the output set on it.
    static let program = """
        import UIKit
        @MainActor func describe(_ value: Any) -> String {
            switch value {
            case let color as UIColor: return UIKitModel.valueDescription(color)
            case let font as UIFont: return UIKitModel.valueDescription(font)
            case let style as NSParagraphStyle:
                return "(" + UIKitModel.storedProperties(style).map { "\\($0.name) \\($0.value)" }.joined(separator: ", ") + ")"
            default: return "\\(value)"
            }
        }
        @MainActor func printRuns(_ name: String, _ text: NSAttributedString?) {
            guard let text else { return print("\\(name): nil") }
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
                let content = (text.string as NSString).substring(with: range)
                let described = attributes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\\($0.key.rawValue)=\\(describe($0.value))" }
                print("\\(name) \\"\\(content)\\": \\(described.joined(separator: "; "))")
            }
        }
        // Without UIKitModelCFInfo, whether CoreFoundation traps depends on what the heap left after each value
        // object: built 200 times, the builder trapped in 4 of 4 runs (built once, in none).
        for _ in 0..<200 { _ = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController) }
        let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
        printRuns("label", (builder.view(named: "Caption") as! UILabel).attributedText)
        // The stand-in declares no getter for a button's attributed title: the model's stored value is read.
        let button = builder.view(named: "Action") as! UIButton
        printRuns("button", UIKitModel.stored(button, "attributedTitle\\(UIControl.State.normal.rawValue)", default: nil as NSAttributedString?))
        print("executed: 1 builders, 1 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// The runs the document gives, as the program prints them (the model's keys carry their Swift names).
    static let expected = """
        label "Bold ": NSAttributedString.Key.font=UIFont(name: HelveticaNeue-Bold, size: 17.0); NSAttributedString.Key.foregroundColor=UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0); NSAttributedString.Key.paragraphStyle=(alignment center, baseWritingDirection natural, lineBreakMode byWordWrapping)
        label "blue": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 15.0); NSAttributedString.Key.foregroundColor=UIColor(red: 0.0, green: 0.0, blue: 1.0, alpha: 1.0); NSAttributedString.Key.paragraphStyle=(alignment center, baseWritingDirection natural, lineBreakMode byWordWrapping, lineSpacing 4.0)
        label " green": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 15.0); NSAttributedString.Key.foregroundColor=UIColor(red: 0.0, green: 1.0, blue: 0.0, alpha: 1.0)
        label " red": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 15.0); NSAttributedString.Key.foregroundColor=UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)
        button "Tap": NSAttributedString.Key.font=UIFont.systemFont(ofSize: 15.0); NSAttributedString.Key.foregroundColor=UIColor(white: 1.0, alpha: 1.0); NSAttributedString.Key.paragraphStyle=(alignment right, baseWritingDirection natural, lineBreakMode byWordWrapping)
        button " here": NSAttributedString.Key.backgroundColor=UIColor(red: 0.0, green: 1.0, blue: 0.0, alpha: 1.0); NSAttributedString.Key.font=UIFont.systemFont(ofSize: 15.0); NSAttributedString.Key.foregroundColor=UIColor(white: 1.0, alpha: 1.0); NSAttributedString.Key.paragraphStyle=(alignment right, baseWritingDirection natural, lineBreakMode byWordWrapping)
        """

    /// Generates a storyboard of `subviews` (a label named `Caption`, a button named `Action`), lets `edit` change
    /// the output, and runs `program` on it.
    static func run(subviews: String = subviews, edit: (URL) throws -> Void = { _ in }) throws -> RuntimeTests.Run {
        try Generate.withSnippet(Generate.storyboard(subviews: subviews)) { input in
            try RuntimeTests.generateAndRun([input], program: program, edit: edit)
        }
    }

    /// The lines of the program's output that describe runs.
    static func runs(_ run: RuntimeTests.Run) -> String {
        run.output.split(separator: "\n").filter { $0.hasPrefix("label ") || $0.hasPrefix("button ") }.joined(
            separator: "\n")
    }

    @Test func theModelSeesEachRunsFontColorAndParagraphStyle() throws {
        let run = try Self.run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(Self.runs(run) == Self.expected, "\(run.output)")
    }

    /// Negative: the generated code with a wrong attribute key in one run and a wrong paragraph alignment in another
    /// still runs, and the check names both runs.
    @Test func aWrongAttributeIsSeen() throws {
        let run = try Self.run { folder in
            let file = folder.appendingPathComponent("SnippetViewControllerCodeInterfaceBuilder.swift")
            var text = try String(contentsOf: file, encoding: .utf8)
            let color = ".foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)"
            let alignment = "paragraphStyle.alignment = .right"
            #expect(text.contains(color) && text.contains(alignment), "\(text)")
            text = text.replacingOccurrences(
                of: color, with: ".backgroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)")
            text = text.replacingOccurrences(of: alignment, with: "paragraphStyle.alignment = .left")
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        let differing = Set(Self.runs(run).split(separator: "\n")).symmetricDifference(
            Self.expected.split(separator: "\n"))
        #expect(
            differing.filter { $0.hasPrefix("label \"blue\"") }.count == 2
                && differing.filter { $0.hasPrefix("button \"Tap\"") }.count == 2 && differing.count == 4,
            "\(run.output)")
    }
}
