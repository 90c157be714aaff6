import Foundation
import Testing
import UnboardCore

/// Issue 15 items 8 and 9 on the behavioural model, where snippet tests only read the text: named assets come from
/// the configured bundle, action closures do not keep their controller, and a bar button item sent to First
/// Responder reaches the responder chain. Each with a negative on output edited to the mistake.
@Suite(.serialized) struct ActionAndAssetRuntimeTests {
    /// Runs `program` on the output of `xml`, each builder's text passed through `edit` first.
    private func run(
        _ xml: String, _ program: String, bundle: String? = nil, edit: ((String) -> String)? = nil
    ) throws -> RuntimeTests.Run {
        try Generate.withSnippet(xml) { input in try run(input, program, bundle: bundle, edit: edit) }
    }

    private func run(
        _ input: URL, _ program: String, bundle: String?, edit: ((String) -> String)?
    ) throws -> RuntimeTests.Run {
        try RuntimeTests.generateAndRun([input], program: program, bundle: bundle) { output in
            guard let edit else { return }
            let file = output.appendingPathComponent("SnippetViewControllerCodeInterfaceBuilder.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(edit(text) != text, "the edit changed nothing")
            try edit(text).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    // MARK: - Item 8: assets

    /// An image view with an image and a named background color, and a label whose attributed text has a named color.
    static let assets = Generate.storyboard(
        subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <color key="backgroundColor" name="Brand"/>
            </imageView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <rect key="frame" x="0" y="20" width="10" height="10"/>
                <attributedString key="attributedText">
                    <fragment content="Hi">
                        <attributes>
                            <color key="NSColor" name="Brand"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """,
        resources: """
            <image name="logo" width="10" height="10"/>
            <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """)

    /// The configured bundle: Linux has no `Bundle.module` outside a package with resources, so the tests name a
    /// bundle the program can make, as `.module` would be named in a package.
    static let bundle = "Bundle(path: NSTemporaryDirectory())!"

    /// The model finds `logo` and `Brand` only in the configured bundle (`UIKitModel.addAssets`), and each named
    /// color describes the bundle it was asked of.
    static let assetProgram = """
        import Foundation
        import UIKit
        let resources = \(bundle)
        UIKitModel.addAssets(images: ["logo"], colors: ["Brand"], in: resources)
        let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
        let imageView = builder.view.findViews(subclassOf: UIImageView.self)[0]
        let label = builder.view.findViews(subclassOf: UILabel.self)[0]
        func named(_ color: AnyObject?) -> String {
            guard let color else { return "nil" }
            let made = UIKitModel.valueDescription(color)
            guard made.hasPrefix("UIColor(named: Brand") else { return made }
            return made.contains(resources.bundlePath) ? "Brand from the configured bundle" : "Brand from another bundle"
        }
        print("image: \\(imageView.image == nil ? "missing" : "found")")
        print("background: \\(named(imageView.backgroundColor))")
        print("text color: \\(named(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as AnyObject?))")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// "The bundle containing the image file or asset catalog. Specify nil to search the app's main bundle."
    /// (`UIImage(named:in:compatibleWith:)`): with the bundle option, the image and both named colors come from it.
    @Test func imagesAndNamedColorsComeFromTheConfiguredBundle() throws {
        let run = try run(Self.assets, Self.assetProgram, bundle: Self.bundle)
        #expect(run.exceptions == 0, "\(run.output)")
        for line in [
            "image: found", "background: Brand from the configured bundle",
            "text color: Brand from the configured bundle",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// The check bites: the same output asking `.main` (what the code did before the option reached assets) finds no
    /// image and no background color; the attributed text falls back to the document's color, never `nil`.
    @Test func assetsAskedOfTheMainBundleAreMissing() throws {
        let run = try run(Self.assets, Self.assetProgram, bundle: Self.bundle) {
            $0.replacingOccurrences(of: "in: \(Self.bundle),", with: "in: .main,")
        }
        for line in ["image: missing", "background: nil", "text color: UIColor(red: 1"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    // MARK: - Item 9: actions

    /// A button whose action goes to the scene's controller, and a bar button item whose action goes to First
    /// Responder.
    static let actions = Generate.storyboard(
        subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                <rect key="frame" x="10" y="10" width="80" height="30"/>
                <state key="normal" title="Save"/>
                <connections><action selector="saveTapped:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/></connections>
            </button>
            """
    ).replacingOccurrences(
        of: "</viewController>\n",
        with: """
                <navigationItem key="navigationItem" title="Notes" id="nav-00-001">
                    <barButtonItem key="rightBarButtonItem" title="Copy" id="bbi-00-001">
                        <connections><action selector="copy:" destination="frs-00-000" id="act-00-002"/></connections>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-000" sceneMemberID="firstResponder"/>

            """)

    /// The controller, shown and let go while the test keeps its button, whose action closure the starter added.
    static let lifetimeProgram = """
        weak var weakController: SnippetViewController?
        var button: UIButton?
        do {
            let controller = SnippetScenes.makeSnippetViewController()
            controller.loadViewIfNeeded()
            button = controller.view.findViews(subclassOf: UIButton.self)[0]
            weakController = controller
        }
        print("actions on the kept button: \\(UIKitModel.actions(of: button!).count)")
        print("controller freed: \\(weakController == nil)")
        UIKitModel.tap(button!)
        print("tapped after the controller went")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// The starter's action closures capture `[weak self]`: the controller is freed once the app lets it go, though
    /// its button (and the closure) lives on; a later tap does nothing.
    @Test func actionClosuresDoNotKeepTheirController() throws {
        let run = try Generate.withSnippet(Self.actions) { try StarterRuntimeTests.run([$0], Self.lifetimeProgram) }
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains("actions on the kept button: 1\ncontroller freed: true\ntapped after"), "\(run.output)")
    }

    /// The check bites: the same starter capturing `self` strongly keeps the controller alive through its button.
    @Test func aStrongCaptureKeepsTheControllerAlive() throws {
        let run = try Generate.withSnippet(Self.actions) {
            try StarterRuntimeTests.run(
                [$0], Self.lifetimeProgram, starter: "SnippetViewController",
                edit: {
                    $0.replacingOccurrences(of: "UIAction { [weak self] action in", with: "UIAction { action in")
                        .replacingOccurrences(of: "self?.", with: "self.")
                })
        }
        #expect(run.output.contains("controller freed: false"), "\(run.output)")
    }

    /// A controller whose view holds a first responder; the bar button item's action, sent to First Responder in
    /// Interface Builder, climbs from it to the controller: "If target is nil, the app sends the message to the first
    /// responder, from whence it progresses up the responder chain until it is handled."
    /// (`UIApplication.sendAction(_:to:from:for:)`; a bar button item's `target`: "If nil, UIKit searches the
    /// responder chain"), which `UIKitModel.tap` sends.
    static func firstResponderProgram(implemented: Bool) -> String {
        """
        import UIKit
        final class NotesController: UIViewController { var copies = 0 }
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        \(implemented ? "UIKitModel.implement(\"copy:\", in: NotesController.self) { controller, _ in controller.copies += 1 }" : "")
        let controller = NotesController(nibName: nil, bundle: nil)
        SnippetViewControllerCodeInterfaceBuilder.configure(controller, key: .snippetSnippetViewController)
        let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController, viewController: controller)
        controller.view = builder.view
        let field = Field()
        builder.view.addSubview(field)
        print("field is first responder: \\(field.becomeFirstResponder())")
        UIKitModel.tap(controller.navigationItem.rightBarButtonItem!)
        print("copies: \\(controller.copies)")
        print(UIKitModel.events.filter { $0.hasPrefix("action ") || $0.hasPrefix("tap ") }.joined(separator: "\\n"))
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """
    }

    @Test func aBarButtonItemSentToFirstResponderReachesTheResponderChain() throws {
        let run = try run(Self.actions, Self.firstResponderProgram(implemented: true))
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("field is first responder: true\ncopies: 1\n"), "\(run.output)")
        #expect(run.output.contains("tap Copy\naction copy: to NotesController (responder chain)"), "\(run.output)")
    }

    /// The check bites: with no responder implementing `copy:` nothing is called, and the item without its action
    /// (the line the builder writes removed) does nothing when tapped.
    @Test func aBarButtonItemsActionReachesNothingWithoutAHandlerOrItsAction() throws {
        let unhandled = try run(Self.actions, Self.firstResponderProgram(implemented: false))
        #expect(unhandled.output.contains("copies: 0"), "\(unhandled.output)")
        #expect(unhandled.output.contains("action copy: unhandled (responder chain)"), "\(unhandled.output)")
        let withoutAction = try run(Self.actions, Self.firstResponderProgram(implemented: true)) {
            $0.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains(#".action = Selector(String("copy:"))"#) }.joined(separator: "\n")
        }
        #expect(withoutAction.output.contains("copies: 0"), "\(withoutAction.output)")
        #expect(withoutAction.output.contains("tap Copy did nothing"), "\(withoutAction.output)")
    }
}
