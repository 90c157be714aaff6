import Foundation
import Testing

/// Popover segues point at the anchor Interface Builder names. "Use this property in conjunction with the sourceRect
/// property to specify the anchor location for the popover. Alternatively, you may specify the anchor location for
/// the popover using the barButtonItem property."
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview); "Assign a value to
/// this property to anchor the popover to the specified bar button item."
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem).
extension MigratedAppRuntimeTests {
    /// A button whose popover points at a label, a bar button item whose popover points at another item, a button
    /// anchored at itself and a manual segue anchored at the label: `popoverAnchorView`,
    /// `popoverAnchorBarButtonItem`, and the trigger itself.
    static let popoverAnchors = Generate.storyboard(
        scenes: Generate.scene(
            "00-000", class: "PopoverViewController",
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                    <rect key="frame" x="20" y="100" width="80" height="30"/>
                    <state key="normal" title="Info"/>
                    <connections>
                        <segue destination="vc-00-001" kind="popoverPresentation" identifier="info" popoverAnchorView="lbl-00-001" id="seg-00-001"/>
                    </connections>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-002">
                    <rect key="frame" x="20" y="140" width="80" height="30"/>
                    <state key="normal" title="Help"/>
                    <connections>
                        <segue destination="vc-00-001" kind="popoverPresentation" identifier="help" popoverAnchorView="btn-00-002" id="seg-00-002"/>
                    </connections>
                </button>
                <label opaque="NO" text="Anchor" id="lbl-00-001">
                    <rect key="frame" x="20" y="300" width="80" height="20"/>
                </label>
                """,
            extras: """
                <navigationItem key="navigationItem" title="Popovers" id="nav-00-000">
                    <rightBarButtonItems>
                        <barButtonItem title="Share" id="bbi-00-001">
                            <connections>
                                <segue destination="vc-00-001" kind="popoverPresentation" identifier="share" popoverAnchorBarButtonItem="bbi-00-002" id="seg-00-003"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem title="More" id="bbi-00-002"/>
                    </rightBarButtonItems>
                </navigationItem>
                <connections>
                    <segue destination="vc-00-001" kind="popoverPresentation" identifier="tip" popoverAnchorView="lbl-00-001" id="seg-00-004"/>
                </connections>
                """)
            + Generate.scene("00-001", class: "TipViewController"))

    /// `PopoverViewController` as a `migrate` starter lays it out; the program taps each trigger and prints what the
    /// presented popover points at.
    static let popoverProgram = """
        import UIKit
        final class TipViewController: UIViewController {}
        final class PopoverViewController: UIViewController {
            var builder: PopoverViewControllerCodeInterfaceBuilder?
            override func loadView() {
                let builder = PopoverViewControllerCodeInterfaceBuilder(key: .snippetPopoverViewController, viewController: self)
                self.builder = builder
                view = builder.view
                SnippetScenes.addSegueTriggers(to: self, builder: builder)
            }
        }
        let controller = SnippetScenes.makePopoverViewController()
        controller.loadViewIfNeeded()
        let label = controller.view.findLabels(with: "Anchor")[0]
        func presented(after tap: () -> Void) -> UIPopoverPresentationController? {
            tap()
            let popover = controller.presentedViewController?.popoverPresentationController
            controller.presentedViewController?.dismiss(animated: false)
            return popover
        }
        let info = presented { controller.view.findButtons(with: "Info")[0].sendActions(for: .touchUpInside) }
        print("info anchored at the label: \\(info?.sourceView === label)")
        let help = controller.view.findButtons(with: "Help")[0]
        let helped = presented { help.sendActions(for: .touchUpInside) }
        print("help anchored at its button: \\(helped?.sourceView === help)")
        let items = controller.navigationItem.rightBarButtonItems ?? []
        let share = presented { UIKitModel.tap(items[0]) }
        print("share anchored at More: \\(share?.barButtonItem === items[1] && share?.barButtonItem?.title == "More")")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// A popover a button or bar button item triggers points at the view or item Interface Builder names as its anchor,
    /// whatever sends the action; the trigger itself when IB names it. The negative runs the same program on output
    /// whose triggers pass the sender as the anchor, as before: the label's and More's popovers then point elsewhere.
    @Test func aPopoverATriggerPresentsPointsAtTheAnchorInterfaceBuilderNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-popover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.popoverAnchors.write(to: input, atomically: true, encoding: .utf8)
        let run = try runWithOwnClasses([input], Self.popoverProgram)
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "info anchored at the label: true", "help anchored at its button: true", "share anchored at More: true",
        ] {
            #expect(run.output.contains(line), "\(run.output)")
        }
        #expect(run.output.contains(", 0 exceptions"), "\(run.output)")

        let senderAnchored = try runWithOwnClasses([input], Self.popoverProgram) { folder in
            let scenes = folder.appendingPathComponent("SnippetScenes.swift")
            var text = try String(contentsOf: scenes, encoding: .utf8)
            for (segue, type) in [("Info", "UIView"), ("Share", "UIBarButtonItem")] {
                let call = "perform\(segue)Segue(from: source, anchor: anchor,"
                #expect(text.contains(call), "\(text)")
                text = text.replacingOccurrences(
                    of: call, with: "perform\(segue)Segue(from: source, anchor: action.sender as? \(type) ?? anchor,")
            }
            try text.write(to: scenes, atomically: true, encoding: .utf8)
        }
        #expect(senderAnchored.output.contains("info anchored at the label: false"), "\(senderAnchored.output)")
        #expect(senderAnchored.output.contains("share anchored at More: false"), "\(senderAnchored.output)")
    }
}

extension SceneGraphSnippetTests {
    /// An anchor that is no view or bar button item of the scene is a warning at the segue's line, not dropped: the
    /// trigger then passes itself, as before.
    @Test func anAnchorOutsideTheSceneIsAWarningAndTheTriggerPassesItself() {
        let xml = MigratedAppRuntimeTests.popoverAnchors.replacingOccurrences(
            of: #"popoverAnchorView="lbl-00-001" id="seg-00-001""#,
            with: #"popoverAnchorView="root-00-001" id="seg-00-001""#)
        let result = Generate.text(xml)
        let warnings = result.diagnostics.filter { $0.message.contains("popover segue") }
        #expect(
            warnings.map(\.message) == [
                "the anchor 'root-00-001' of popover segue 'seg-00-001' is not a view or bar button item of its scene; the segue's method takes the anchor from its caller"
            ], "\(result.diagnostics)")
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("seg-00-001") }
        #expect(warnings.first?.location?.line == line.map { $0 + 1 })
        let scenes = result.files.first { $0.name == "SnippetScenes.swift" }?.contents ?? ""
        #expect(scenes.contains("let anchor = action.sender as? UIView,"), "\(scenes)")
    }
}
