import Foundation
import Testing
import UnboardCore

/// What a migrated app needs at run time (issue 15), shown on the generated text where the behavioural UIKit model
/// cannot show it.
@Suite struct MigratedAppSnippetTests {
    /// The builder and the starter `unboard migrate` writes for `xml`.
    private func migrate(_ xml: String, path: String = "Snippet.storyboard") -> (builder: String, starter: String, files: [RenderedFile]) {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: path, data: Data(xml.utf8))])
        return (
            Generate.builderText(result), result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }?.contents ?? "",
            result.files + result.starters)
    }

    /// The snippet storyboard with a First Responder placeholder in its scene.
    private func withFirstResponder(_ xml: String) -> String {
        xml.replacingOccurrences(
            of: "</viewController>\n",
            with: "</viewController>\n<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"frs-00-000\" sceneMemberID=\"firstResponder\"/>\n")
    }

    private let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
            <rect key="frame" x="10" y="10" width="80" height="30"/>
            <connections>%@</connections>
        </button>
        """

    private func button(_ connections: String) -> String { button.replacingOccurrences(of: "%@", with: connections) }

    @Test func actionsSentToFirstResponderGoUpTheResponderChain() {
        let xml = withFirstResponder(Generate.storyboard(subviews: button(
            #"<action selector="copy:" destination="frs-00-000" eventType="touchUpInside" id="act-00-001"/>"#)))
        let (builder, starter, _) = migrate(xml)
        #expect(builder.contains(#"button.addTarget(nil, action: Selector(("copy:")), for: .touchUpInside)"#), "\(builder)")
        #expect(!builder.contains("addCopyAction"))
        #expect(!starter.contains("copy"))
    }

    @Test func twoArgumentSelectorsReceiveTheEvent() {
        let xml = Generate.storyboard(subviews: button(
            #"<action selector="tapped:forEvent:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/>"#))
        let (builder, starter, _) = migrate(xml)
        expectLines([
            "func addTappedTarget(_ target: Any, action: Selector) {", "for (control, event) in tappedControls {",
            "control.addTarget(target, action: action, for: event)",
        ], in: builder)
        #expect(starter.contains("builder.addTappedTarget(self, action: #selector(SnippetViewController.tapped(_:forEvent:)))"), "\(starter)")
        #expect(!starter.contains("sendAction"))
    }

    @Test func actionClosuresCaptureSelfWeaklyAndCastTheSenderConditionally() {
        let xml = Generate.storyboard(subviews: button(
            #"<action selector="saveTapped:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/>"#))
        let (_, starter, _) = migrate(xml)
        expectLines([
            "builder.addSaveTappedAction(UIAction { [weak self] action in", "if let sender = action.sender as? UIButton {",
            "self?.saveTapped(sender)",
        ], in: starter)
        #expect(!starter.contains("unowned") && !starter.contains("as!"))
    }

    @Test func applyChangesNothingUnlessTheSizeClassesChange() {
        let xml = Generate.storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                    <rect key="frame" x="10" y="10" width="80" height="30"/>
                    <variation key="heightClass=compact" hidden="YES"/>
                </label>
                """)
        let builder = Generate.builderText(Generate.text(xml))
        expectLines([
            "var appliedHorizontal: UIUserInterfaceSizeClass? = nil", "var appliedVertical: UIUserInterfaceSizeClass? = nil",
            "let applySizeClasses: @MainActor (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) -> Void = { horizontal, vertical in",
            "if appliedHorizontal == horizontal && appliedVertical == vertical {", "return", "}",
            "appliedHorizontal = horizontal", "appliedVertical = vertical",
            "switch (horizontal, vertical) {",
        ], in: builder)
    }
}
