import Foundation
import Testing
import UnboardCore

/// What a migrated app needs at run time (issue 15), shown on the generated text where the behavioural UIKit model
/// cannot show it.
@Suite struct MigratedAppSnippetTests {
    /// The builder and the starter `unboard migrate` writes for `xml`.
    private func migrate(
        _ xml: String, path: String = "Snippet.storyboard"
    ) -> (builder: String, starter: String, files: [RenderedFile]) {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: path, data: Data(xml.utf8))])
        return (
            Generate.builderText(result),
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }?.contents ?? "",
            result.files + result.starters
        )
    }

    /// The snippet storyboard with a First Responder placeholder in its scene.
    private func withFirstResponder(_ xml: String) -> String {
        xml.replacingOccurrences(
            of: "</viewController>\n",
            with:
                "</viewController>\n<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"frs-00-000\" sceneMemberID=\"firstResponder\"/>\n"
        )
    }

    private let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
            <rect key="frame" x="10" y="10" width="80" height="30"/>
            <connections>%@</connections>
        </button>
        """

    private func button(_ connections: String) -> String { button.replacingOccurrences(of: "%@", with: connections) }

    /// A standard edit action (`copy:`) is built from a `String`, as a literal naming a method the compiler knows
    /// warns even in parentheses (iSH's `Terminal.storyboard`, `paste:`, probe3); the app's own keep the literal.
    @Test func actionsSentToFirstResponderGoUpTheResponderChain() {
        let xml = withFirstResponder(
            Generate.storyboard(
                subviews: button(
                    #"<action selector="copy:" destination="frs-00-000" eventType="touchUpInside" id="act-00-001"/>"#)))
        let (builder, starter, _) = migrate(xml)
        #expect(
            builder.contains(#"button.addTarget(nil, action: Selector(String("copy:")), for: .touchUpInside)"#),
            "\(builder)")
        #expect(!builder.contains("addCopyAction"))
        #expect(!starter.contains("copy"))
        let own = migrate(xml.replacingOccurrences(of: "copy:", with: "loseFocus:")).builder
        #expect(
            own.contains(#"button.addTarget(nil, action: Selector(String("loseFocus:")), for: .touchUpInside)"#),
            "\(own)")
    }

    /// A prototype's action to its scene's controller is wired up the responder chain in the cell's builder, and the
    /// controller's stand-in declares the method.
    @Test func aPrototypesActionToTheScenesControllerGoesUpTheResponderChain() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let xml = MigratedAppRuntimeTests.sendCellTable(destination: "vc0-00-000")
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))])
        let cell = Generate.builderText(result, "SendCellCodeInterfaceBuilder.swift")
        #expect(
            cell.contains(
                """
                        // Sent to the scene's SnippetViewController in Interface Builder, whose view holds this one: up the responder chain.
                        sendButton.addTarget(nil, action: Selector(String("didTapSend:")), for: .touchUpInside)
                """), "\(cell)")
        #expect(!cell.contains("addDidTapSendAction"), "\(cell)")
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("@objc func didTapSend(_ sender: Any) {}"), "\(stubs)")
    }

    /// A prototype's view's gesture recognizer is an object of the scene, out of the cell builder's reach: a warning
    /// with its line says so, whatever the recognizer's target.
    @Test func aPrototypesSceneGestureRecognizerIsReported() {
        let table = MigratedAppRuntimeTests.sendCellTable(destination: "vc0-00-000").replacingOccurrences(
            of: #"eventType="touchUpInside" id="act-00-001"/>"#,
            with:
                #"eventType="touchUpInside" id="act-00-001"/><outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="gr0-00-001"/>"#
        ).replacingOccurrences(
            of: "</viewController>\n",
            with: """
                </viewController>
                <tapGestureRecognizer id="tap-00-001">
                    <connections><action selector="didTap:" destination="vc0-00-000" id="act-00-009"/></connections>
                </tapGestureRecognizer>

                """)
        let result = GeneratorPipeline().run([SourceFile(path: "Snippet.storyboard", data: Data(table.utf8))])
        let warnings = result.diagnostics.map(\.message).filter { $0.hasPrefix("gesture recognizer") }
        #expect(
            warnings == [
                "gesture recognizer 'tap-00-001' of this view is an object of the scene, which the prototype's builder cannot create; it is not added: create it in the cell's code"
            ], "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.hasPrefix("gesture recognizer") && $0.location?.line != nil })
    }

    @Test func twoArgumentSelectorsReceiveTheEvent() {
        let xml = Generate.storyboard(
            subviews: button(
                #"<action selector="tapped:forEvent:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/>"#
            ))
        let (builder, starter, _) = migrate(xml)
        expectDeclarations(
            "addTappedTarget(_:action:)", in: builder,
            """
            /// Sends `action` to `target` when a control wired to `tapped:forEvent:` in Interface Builder
            /// sends its action: `addTarget(self, action: #selector(...))`.
            func addTappedTarget(_ target: Any, action: Selector) {
                for (control, event) in tappedControls {
                    control.addTarget(target, action: action, for: event)
                }
            }
            """)
        #expect(
            starter.contains(
                "builder.addTappedTarget(self, action: #selector(SnippetViewController.tapped(_:forEvent:)))"),
            "\(starter)")
        #expect(!starter.contains("sendAction"))
    }

    /// `#selector(SnippetViewController.dismiss)` is ambiguous against the SDK: UIKit's
    /// `dismiss(animated:completion:)` has the same base name (seen on ello-ios's DeleteAccountConfirmationView.xib).
    @Test func selectorsWithoutArgumentsNameTheFunctionTypeSoOverloadsAreNotAmbiguous() {
        let xml = Generate.storyboard(subviews: "").replacingOccurrences(
            of: "</viewController>\n",
            with: """
                </viewController>
                <tapGestureRecognizer id="tap-00-001">
                    <connections><action selector="dismiss" destination="vc0-00-000" id="act-00-001"/></connections>
                </tapGestureRecognizer>

                """)
        let (_, starter, _) = migrate(xml)
        #expect(
            starter.contains(
                "builder.addDismissTarget(self, action: #selector(SnippetViewController.dismiss as (SnippetViewController) -> () -> Void))"
            ), "\(starter)")
    }

    @Test func actionClosuresCaptureSelfWeaklyAndCastTheSenderConditionally() {
        let xml = Generate.storyboard(
            subviews: button(
                #"<action selector="saveTapped:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/>"#)
        )
        let (_, starter, _) = migrate(xml)
        expectDeclarations(
            "loadView()", in: starter,
            """
            /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
            override func loadView() {
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
                objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                view = builder.view
                // The action methods Interface Builder sent to, now called from code.
                builder.addSaveTappedAction(UIAction { [weak self] action in
                    if let sender = action.sender as? UIButton {
                        self?.saveTapped(sender)
                    }
                })
                if #available(iOS 17.0, *) {
                    registerForTraitChanges([
                        UITraitHorizontalSizeClass.self,
                        UITraitVerticalSizeClass.self,
                    ]) { (self: Self, _: UITraitCollection) in
                        self.codeInterfaceBuilder?.apply(self.traitCollection)
                    }
                }
            }
            """)
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
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: builder,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let hiLabel = UILabel()
                hiLabel.translatesAutoresizingMaskIntoConstraints = false
                hiLabel.isOpaque = false
                hiLabel.contentMode = .left
                hiLabel.text = "Hi"
                view.addSubview(hiLabel)

                // The size classes last applied: only a change of size classes changes the layout.
                var appliedHorizontal: UIUserInterfaceSizeClass? = nil
                var appliedVertical: UIUserInterfaceSizeClass? = nil
                let applySizeClasses: @MainActor (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) -> Void = { horizontal, vertical in
                    switch (appliedHorizontal, appliedVertical) {
                    case (horizontal?, vertical?):
                        return
                    default:
                        break
                    }
                    appliedHorizontal = horizontal
                    appliedVertical = vertical
                    switch (horizontal, vertical) {
                    case (.compact, .compact), (.regular, .compact), (.unspecified, .compact):
                        hiLabel.isHidden = true
                    default:
                        hiLabel.isHidden = false
                    }
                }
                applySizeClasses(.unspecified, .unspecified)

                self.key = key
                self.view = view
                self.applySizeClasses = applySizeClasses
            }
            """)
    }

    @Test func aRestoredKeyThatNoLongerExistsGivesNoControllerAndScenesControllersAreRestorable() {
        let xml = Generate.storyboard(subviews: "").replacingOccurrences(
            of: #"sceneMemberID="viewController">"#,
            with: #"restorationIdentifier="Snippet" sceneMemberID="viewController">"#)
        let (builder, starter, files) = migrate(xml)
        expectDeclarations(
            "layoutKeys", in: builder,
            """
            /// The layouts `init(key:)` creates; any other key is a programming error there.
            static let layoutKeys: Set<CodeInterfaceBuilderKey> = [
                CodeInterfaceBuilderKey.snippetSnippetViewController,
            ]
            """)
        expectDeclarations(
            "viewController(withRestorationIdentifierPath:coder:)", in: starter,
            """
            /// Recreates a controller that `encodeRestorableState(with:)` saved, with the same layout: the restoration class
            /// of a controller created on demand with `init(codeInterfaceBuilderKey:)` (set `restorationClass` where it is
            /// created). Controllers created at launch need none: UIKit finds them by their restoration identifiers.
            static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                if let key = (coder.decodeObject(of: NSString.self, forKey: "codeInterfaceBuilderKey") as String?).flatMap(CodeInterfaceBuilderKey.init(rawValue:)) {
                    if SnippetViewControllerCodeInterfaceBuilder.layoutKeys.contains(key) {
                        return SnippetViewController(codeInterfaceBuilderKey: key)
                    }
                }
                return nil
            }
            """)
        // The key's setter, which the Scenes factories call too, gives the controller a restoration identifier, and
        // no restoration class, which would keep UIKit from finding a controller the app created at launch.
        expectDeclarations(
            "codeInterfaceBuilderKey", in: starter,
            """
            /// The layout `loadView()` creates: `.snippetSnippetViewController` unless set before the view loads (as
            /// `init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).
            var codeInterfaceBuilderKey: CodeInterfaceBuilderKey {
                get {
                    objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey ?? .snippetSnippetViewController
                }
                set {
                    let previous = objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey
                    objc_setAssociatedObject(self, &codeInterfaceBuilderKeyStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    // State restoration saves controllers that have a restoration identifier. UIKit finds those the app created at
                    // launch by it; give one created later `restorationClass = SnippetViewController.self`, which recreates it.
                    restorationIdentifier = restorationIdentifier ?? newValue.rawValue
                    // Another layout, chosen before the view loads: its title, navigation item and bar items.
                    if !isViewLoaded && previous != nil && previous != newValue {
                        SnippetViewControllerCodeInterfaceBuilder.configure(self, key: newValue)
                    }
                }
            }
            """)
        let scenes = files.first { $0.name == "SnippetScenes.swift" }?.contents ?? ""
        #expect(
            scenes.contains("CodeInterfaceBuilderKey.snippetSnippetViewController.select(for: controller)"), "\(scenes)"
        )
        // The factory gives the storyboard's identifier first, and the Scenes restoration class recreates the scene
        // saved with it.
        for line in [
            "controller.restorationIdentifier = controller.restorationIdentifier ?? \"Snippet\"",
            "class SceneRestoration: NSObject, UIViewControllerRestoration {",
            "case \"Snippet\":\n                return SnippetScenes.makeSnippetViewController()",
        ] {
            #expect(scenes.contains(line), "\(line)\n\(scenes)")
        }
        // `configure(_:key:)` keeps an identifier set before it.
        expectDeclarations(
            "configure(_:key:)", "init(snippetSnippetViewController:)", in: builder,
            """
            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetSnippetViewController:
                    viewController.restorationIdentifier = viewController.restorationIdentifier ?? "Snippet"
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func aUIKitClassAsFilesOwnerGetsASubclassStarterAndNoStub() throws {
        let xml = Generate.document(
            xib: true,
            """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController">
                        <connections><outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/></connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </objects>
            """)
        let result = Generate.text(xml, path: "Plain.xib", stubs: true, starters: true)
        let starter = try #require(
            result.starters.first { $0.name == "PlainViewController+CodeInterfaceBuilder.swift" }
        ).contents
        #expect(
            starter.contains(
                "class PlainViewController: UIViewController, UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {"
            ))
        #expect(!starter.contains("extension UIViewController"))
        let stubs = try Generate.stubsText(result)
        #expect(!stubs.contains("class UIViewController"), "\(stubs)")
    }

    /// A class IB shows on a plain controller scene and on a tab bar controller scene is a tab bar controller
    /// subclass: its stand-in inherits `UITabBarController`, which the tab bar scene's factory needs, whichever scene
    /// comes first (KYWheelTabController's example `Storyboard.storyboard`, probe9).
    @Test func aClassOnAControllerAndATabBarControllerStandsInAsATabBarController() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let xml = Generate.storyboard(
            scenes: """
                    <scene sceneID="scn-00-001"><objects>
                        <viewController id="vc1-00-000" customClass="WheelTabController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="scn-00-002"><objects>
                        <tabBarController id="tab-00-000" customClass="WheelTabController" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            </tabBar>
                        </tabBarController>
                    </objects></scene>
                """)
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))])
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("class WheelTabController: UITabBarController"), "\(stubs)")
    }

    /// With `--access public` the `Scenes` factories return the app's controller, so its class is public, and Swift
    /// requires an override in a public class, and a member that satisfies a public protocol's requirement, to be
    /// public too: the starter's members and the controller stand-ins follow the output's access.
    @Test func publicOutputGivesPublicStarterMembersAndStandIns() throws {
        var pipeline = GeneratorPipeline()
        pipeline.options.access = .public
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let result = pipeline.run([
            SourceFile(path: "Snippet.storyboard", data: Data(Generate.storyboard(subviews: "").utf8))
        ])
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }
        ).contents
        for member in [
            "public convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey)",
            "public var codeInterfaceBuilderKey: CodeInterfaceBuilderKey",
            "public var codeInterfaceBuilder: SnippetViewControllerCodeInterfaceBuilder?",
            "public override func loadView()",
            "public static func viewController(withRestorationIdentifierPath",
        ] {
            #expect(starter.contains(member), "\(member)\n\(starter)")
        }
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("public class SnippetViewController: UIViewController"), "\(stubs)")
    }

    /// A storyboard created its controller with `init(coder:)` and sent it `awakeFromNib()` ("The nib-loading
    /// infrastructure sends an awakeFromNib message to each object recreated from a nib archive", Apple's
    /// `awakeFromNib()`); the starter's initializer does neither, so its documentation says where that setup goes.
    /// A xib's File's Owner was created by the app's code before the migration too: no note.
    @Test func aControllerStarterSaysWhereNibSetupGoes() throws {
        let (_, starter, _) = migrate(Generate.storyboard(subviews: ""))
        expectDeclarations(
            "init(codeInterfaceBuilderKey:)", in: starter,
            """
            /// Creates the controller with the layout `key` of `SnippetViewControllerCodeInterfaceBuilder`; its views are created when UIKit
            /// first asks for `view`, in `loadView()`.
            ///
            /// Unlike the storyboard, nothing calls `init(coder:)` or `awakeFromNib()`: move the class's setup from them to
            /// `viewDidLoad()`, which runs for every controller of this class once its views and outlets exist. Setup that
            /// must run before the view loads (a tab's badge) goes at the end of this initializer, and where the app creates
            /// the controller otherwise: the `Scenes` factories use `init(nibName:bundle:)` and `configure(_:key:)`, not this.
            convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey) {
                self.init(nibName: nil, bundle: nil)
                codeInterfaceBuilderKey = key
            }
            """)
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let xib = NestedXibTests.xib(
            "plain", rootClass: "PlainViewController", owner: true,
            ownerOutlets: #"<outlet property="view" destination="plain-root" id="plain-out"/>"#)
        let result = pipeline.run([SourceFile(path: "Plain.xib", data: Data(xib.utf8))])
        let xibStarter = try #require(
            result.starters.first { $0.name == "PlainViewController+CodeInterfaceBuilder.swift" }
        ).contents
        #expect(xibStarter.contains("convenience init(codeInterfaceBuilderKey"), "\(xibStarter)")
        #expect(!xibStarter.contains("awakeFromNib"), "\(xibStarter)")
    }

    /// A cell of the app's own class is created by UIKit from the class the builder registers, with
    /// `init(style:reuseIdentifier:)`, not from an archive: its view starter says where setup from `init(coder:)`
    /// and `awakeFromNib()` goes.
    @Test func aCellStarterSaysWhereItsNibSetupGoes() throws {
        let table = MigratedAppRuntimeTests.prototypeTable.replacingOccurrences(
            of: #"reuseIdentifier="Stack" id="cel-00-002""#,
            with: #"reuseIdentifier="Stack" id="cel-00-002" customClass="StackCell""#)
        let (_, _, files) = migrate(table)
        let starter = try #require(files.first { $0.name == "StackCell+CodeInterfaceBuilder.swift" }).contents
        expectDeclarations(
            "installCodeInterfaceBuilder(key:)", in: starter,
            """
            /// Installs the views of the layout `key` in this view and keeps the builder: call it once, from
            /// `init(style:reuseIdentifier:)`.
            ///
            /// UIKit creates this view, whose class the builder registers, with `init(style:reuseIdentifier:)`,
            /// not `init(coder:)`, and sends it no `awakeFromNib()`: move the class's setup from them to after this call,
            /// where the views and the class's outlets exist (`codeInterfaceBuilder` holds the builder's).
            func installCodeInterfaceBuilder(key: CodeInterfaceBuilderKey) {
                let builder = StackCellCodeInterfaceBuilder(key: key, cell: self)
                objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            """)
    }

    @Test func keysOfDocumentsWithOneNameAreDistinct() {
        let xml = Generate.storyboard(subviews: "")
        let result = GeneratorPipeline().run([
            SourceFile(path: "en.lproj/Main.storyboard", data: Data(xml.utf8)),
            SourceFile(path: "ja.lproj/Main.storyboard", data: Data(xml.utf8)),
            SourceFile(path: "Other.storyboard", data: Data(xml.utf8)),
        ])
        let keys = result.files.first { $0.name == "CodeInterfaceBuilderKey.swift" }?.contents ?? ""
        expectDeclarations(
            "enLprojMainSnippetViewController", "jaLprojMainSnippetViewController", "otherSnippetViewController",
            in: keys,
            """
            /// The layout of `SnippetViewController` in en.lproj/Main.storyboard.
            case enLprojMainSnippetViewController = "en.lproj/Main.SnippetViewController"

            /// The layout of `SnippetViewController` in ja.lproj/Main.storyboard.
            case jaLprojMainSnippetViewController = "ja.lproj/Main.SnippetViewController"

            /// The layout of `SnippetViewController` in Other.storyboard.
            case otherSnippetViewController = "Other.SnippetViewController"
            """)
        let builder = Generate.builderText(result)
        #expect(builder.contains("case CodeInterfaceBuilderKey.enLprojMainSnippetViewController:"))
        #expect(builder.contains("case CodeInterfaceBuilderKey.jaLprojMainSnippetViewController:"))
    }

    @Test func imagesAndNamedColorsAreLookedUpInTheConfiguredBundleAndAttributedColorsAreNeverNil() {
        let xml = Generate.storyboard(
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
        var options = GenerationOptions()
        options.localization = LocalizationOptions(mode: .never, bundle: ".module")
        let builder = Generate.builderText(
            GeneratorPipeline(options: options).run([SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))]))
        #expect(builder.contains(#"UIImage(named: "logo", in: .module, compatibleWith: nil)"#), "\(builder)")
        #expect(
            builder.contains(#"imageView.backgroundColor = UIColor(named: "Brand", in: .module, compatibleWith: nil)"#))
        #expect(
            builder.contains(
                #".foregroundColor: UIColor(named: "Brand", in: .module, compatibleWith: nil) ?? UIColor(red: 1, green: 0, blue: 0, alpha: 1)"#
            ))
        let main = Generate.builderText(Generate.text(xml))
        #expect(
            main.contains(#"UIImage(named: "logo")"#)
                && main.contains(#".foregroundColor: UIColor(named: "Brand") ?? UIColor("#))
    }

    /// The app's `performSegue(withIdentifier:sender:)` calls reach the `Scenes` methods through the starter, by the
    /// storyboard's identifier constants; a popover with the anchor the storyboard names (here the root view), once the
    /// view has loaded; identifiers the storyboard lacked go to `super`.
    @Test func theStarterPerformsTheScenesSeguesTheAppPerformsFromCode() {
        let (_, starter, _) = migrate(MigratedAppRuntimeTests.manualSegues)
        expectDeclarations(
            "performSegue(withIdentifier:sender:)", in: starter,
            """
            /// Performs the segues of the storyboard scene through its `Scenes` methods, which create the destination, call
            /// `prepare(for:sender:)` with `sender` and show it: the controller has no storyboard to find them in. It does not
            /// ask `shouldPerformSegue(withIdentifier:sender:)`, as UIKit does not: "This method is not invoked when
            /// -performSegueWithIdentifier:sender: is used." (UIViewController.h). Other identifiers go to `super`,
            /// which raises as it did for identifiers the storyboard lacked; so do the segues of a scene that shares
            /// its class with another scene of the same storyboard. A popover points at the anchor the storyboard
            /// names, one of the views: before they load, it goes to `super` too.
            override func performSegue(withIdentifier identifier: String, sender: Any?) {
                switch identifier {
                case SnippetScenes.SegueIdentifier.signIn:
                    SnippetScenes.performSignInSegue(from: self, sender: sender)
                    return
                case SnippetScenes.SegueIdentifier.tip:
                    if let anchor = codeInterfaceBuilder?.view {
                        SnippetScenes.performTipSegue(from: self, anchor: anchor, sender: sender)
                        return
                    }
                default:
                    break
                }
                super.performSegue(withIdentifier: identifier, sender: sender)
            }
            """)
    }

    @Test func dataSourcesAndDelegatesConnectedToTheControllerAreSetByTheStarter() {
        let xml = Generate.storyboard(
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                    <connections>
                        <outlet property="dataSource" destination="vc0-00-000" id="out-00-002"/>
                        <outlet property="delegate" destination="vc0-00-000" id="out-00-003"/>
                    </connections>
                </tableView>
                """)
        let (builder, starter, _) = migrate(xml)
        expectDeclarations(
            "tableView", in: builder,
            """
            /// The `tableView` view, which the generated code reaches:
            /// no outlet of the app's class is set with it.
            let tableView: UITableView
            """)
        expectDeclarations(
            "loadView()", in: starter,
            """
            /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
            override func loadView() {
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
                objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                view = builder.view
                // The data sources and delegates Interface Builder connected to this controller.
                builder.tableView.dataSource = self as AnyObject as? UITableViewDataSource
                builder.tableView.delegate = self as AnyObject as? UITableViewDelegate
                if #available(iOS 17.0, *) {
                    registerForTraitChanges([
                        UITraitHorizontalSizeClass.self,
                        UITraitVerticalSizeClass.self,
                    ]) { (self: Self, _: UITraitCollection) in
                        self.codeInterfaceBuilder?.apply(self.traitCollection)
                    }
                }
            }
            """)
        #expect(!Generate.text(xml).diagnostics.contains { $0.message.contains("dataSource") })
        // A view kept only for `view(named:)` (here by its label) becomes public too, so the starter reaches it.
        let named = migrate(
            xml.replacingOccurrences(
                of: #"translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001""#,
                with: #"translatesAutoresizingMaskIntoConstraints="NO" userLabel="Entries" id="tbl-00-001""#))
        #expect(named.builder.contains("    let entriesTableView: UITableView\n"), "\(named.builder)")
        #expect(named.starter.contains(".dataSource = self as AnyObject as? UITableViewDataSource"), "\(named.starter)")
    }

    /// wheelmap's `POI.storyboard` (probe3): a map view whose delegate is the controller. The starter names
    /// `MKMapViewDelegate`, so it imports MapKit (without it, it does not compile).
    @Test func aStarterThatSetsAMapViewsDelegateImportsMapKit() {
        let xml = Generate.storyboard(
            subviews: """
                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001">
                    <rect key="frame" x="0" y="0" width="393" height="400"/>
                    <connections>
                        <outlet property="delegate" destination="vc0-00-000" id="out-00-001"/>
                    </connections>
                </mapView>
                """)
        let (_, starter, _) = migrate(xml)
        #expect(starter.contains("import UIKit\nimport MapKit\n"), "\(starter)")
        #expect(starter.contains(".delegate = self as AnyObject as? MKMapViewDelegate"), "\(starter)")
    }

    /// iSH's `Terminal.storyboard` (probe3): a custom view's `inputAccessoryView` outlet, which the builder sets by key.
    /// The stand-in inherits `UIResponder`'s read-only property instead of declaring a stored one of that name, which
    /// cannot override it; its other keys stay stored properties.
    @Test func aStandInInheritsTheResponderInputPropertiesItsOutletsSet() throws {
        let xml = Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="trm-00-001" customClass="TerminalView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0" y="0" width="393" height="400"/>
                    <connections>
                        <outlet property="inputAccessoryView" destination="bar-00-001" id="out-00-001"/>
                        <outlet property="controlKey" destination="bar-00-001" id="out-00-002"/>
                    </connections>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001" customClass="BarView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0" y="400" width="393" height="44"/>
                </view>
                """)
        let result = Generate.text(xml, stubs: true)
        let builder = Generate.builderText(result)
        #expect(builder.contains(#"setValue(barView, forKey: "inputAccessoryView")"#), "\(builder)")
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("class TerminalView: UIView {\n    var controlKey: Any?\n}"), "\(stubs)")
    }

    /// NordicSemiconductor's nRF Mesh `SetPublication.storyboard` (probe5): a custom view's outlet named `switch`, set
    /// by key, is a stand-in property in backticks (`var switch` does not parse).
    @Test func aStandInsPropertyNamedAfterAKeywordIsInBackticks() throws {
        let xml = Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cel-00-001" customClass="SwitchRow" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0" y="0" width="393" height="44"/>
                    <subviews>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                            <rect key="frame" x="330" y="6" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <connections>
                        <outlet property="switch" destination="swi-00-001" id="out-00-001"/>
                    </connections>
                </view>
                """)
        let result = Generate.text(xml, stubs: true)
        let builder = Generate.builderText(result)
        #expect(builder.contains(#"forKey: "switch")"#), "\(builder)")
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("class SwitchRow: UIView {\n    var `switch`: Any?\n}"), "\(stubs)")
    }

    /// LoopKit's glucose range cells (probe2): a custom text field's `delegate` outlet to the custom view holding it, set
    /// by key. The stand-in inherits `UITextField.delegate` instead of declaring a stored `delegate: Any?`, which
    /// cannot override it.
    @Test func aStandInInheritsTheOutletPropertiesOfItsUIKitClass() throws {
        let xml = Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rng-00-001" customClass="RangeView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0" y="0" width="393" height="44"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001" customClass="PaddedTextField" customModule="App" customModuleProvider="target">
                            <rect key="frame" x="0" y="0" width="100" height="44"/>
                            <connections>
                                <outlet property="delegate" destination="rng-00-001" id="out-00-001"/>
                            </connections>
                        </textField>
                    </subviews>
                </view>
                """)
        let result = Generate.text(xml, stubs: true)
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains("class PaddedTextField: UITextField {"), "\(stubs)")
        #expect(!stubs.contains("var delegate: Any?"), "\(stubs)")
    }

    /// IRCCloud's `MainStoryboard.storyboard` (probe4): an Objective-C controller's outlet named `next`, the Swift name
    /// of `UIResponder`'s read-only `nextResponder`. A Swift stand-in cannot declare it ("cannot override with a stored
    /// property") nor a starter assign it, so the starter sets it by key, as loading the nib did.
    @Test func anOutletNamedLikeAReadOnlyResponderPropertyIsSetByKey() throws {
        let xml = Generate.storyboard(subviews: button("")).replacingOccurrences(
            of: "</viewController>\n",
            with: """
                <connections><outlet property="next" destination="btn-00-001" id="out-00-001"/></connections>
                </viewController>

                """)
        let result = Generate.text(xml, stubs: true, starters: true)
        let stubs = try Generate.stubsText(result)
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }
        ).contents
        #expect(stubs.contains("class SnippetViewController: UIViewController"), "\(stubs)")
        #expect(!stubs.contains("var next"), "\(stubs)")
        #expect(starter.contains("        setValue(builder.next, forKey: \"next\")\n"), "\(starter)")
        #expect(!starter.contains("next = builder.next"), "\(starter)")
    }

    /// Outlets named like the members a starter declares on the class (`codeInterfaceBuilder`,
    /// `codeInterfaceBuilderKey`) or like `UIViewController`'s protocol-typed `transitioningDelegate` (issue 16,
    /// synthesized storyboard): the stand-in redeclared the first two ("invalid redeclaration") and overrode the third
    /// with a stored property of the object's class ("cannot override a property with type
    /// '(any UIViewControllerTransitioningDelegate)?'"). The first two are left to the app to rename, with a warning;
    /// the third is inherited and set by key, as loading the nib did.
    @Test func outletsNamedLikeStarterOrControllerMembersAreNotRedeclared() throws {
        let outlets = ["button", "codeInterfaceBuilder", "codeInterfaceBuilderKey", "transitioningDelegate"]
        let connections = outlets.enumerated().map { index, name in
            #"<outlet property="\#(name)" destination="btn-00-001" id="out-00-00\#(index)"/>"#
        }
        let xml = Generate.storyboard(subviews: button("")).replacingOccurrences(
            of: "</viewController>\n",
            with: "<connections>\(connections.joined())</connections>\n</viewController>\n")
        let result = Generate.text(xml, stubs: true, starters: true)
        let stubs = try Generate.stubsText(result)
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }
        ).contents
        #expect(
            stubs.contains(
                """
                class SnippetViewController: UIViewController {
                    var button: UIButton!
                }
                """), "\(stubs)")
        #expect(
            starter.contains(
                """
                        // The outlets the class declares for Interface Builder, now set from code.
                        button = builder.button
                        setValue(builder.transitioningDelegate, forKey: "transitioningDelegate")
                        if #available
                """), "\(starter)")
        let warnings = result.diagnostics.map(\.message).filter { $0.contains("starter declares on the class") }
        #expect(
            warnings
                == ["codeInterfaceBuilder", "codeInterfaceBuilderKey"].map {
                    "outlet '\($0)' is named like the member `unboard migrate`'s starter declares on the class: rename the app's property; starters do not set it"
                }, "\(warnings)")
    }

    /// A custom class that is the SDK's own (`customClass="UIControl"` on a plain `<view>`, as in irccloud's
    /// `MainStoryboard.storyboard`; `UIColor` on a scene's object) got a stand-in, `class UIControl: UIView {}`,
    /// `class UIColor: NSObject {}`, which shadowed UIKit's class for the whole module: "cannot assign value of type
    /// 'main.UIColor' to type 'UIKit.UIColor'" against the iOS 16.5 SDK once any view had a color. The classes the
    /// SDK's UIKit, MapKit and WebKit headers declare (`sdkClassNames`, regenerate-sdk-names.py) get none.
    @Test func aCustomClassTheSDKDeclaresGetsNoStandIn() throws {
        let xml = Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-00-001" customClass="UIControl">
                    <rect key="frame" x="0" y="0" width="100" height="44"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
                """,
            connections: """
                <outlet property="backdrop" destination="ctl-00-001" id="out-00-001"/>
                <outlet property="accent" destination="obj-00-001" id="out-00-002"/>
                """
        ).replacingOccurrences(
            of: "</viewController>\n",
            with: "</viewController>\n<customObject id=\"obj-00-001\" customClass=\"UIColor\"/>\n")
        let result = Generate.text(xml, stubs: true, starters: true)
        let stubs = try Generate.stubsText(result)
        #expect(!stubs.contains("class UIControl") && !stubs.contains("class UIColor"), "\(stubs)")
        expectDeclarations(
            "SnippetViewController", in: stubs,
            """
            class SnippetViewController: UIViewController {
                var accent: UIColor!
                var backdrop: UIControl!
            }
            """)
        #expect(Generate.builderText(result).contains("let accent = UIColor()\n"))
    }

    /// Actions whose selectors are UIResponder's (a Delete button's `delete:`, a field's "Did End On Exit"
    /// `resignFirstResponder`, both sent to the controller) got stand-in methods, `@objc func delete(_ sender: Any) {}`,
    /// which "conflicts with method 'delete' from superclass 'UIResponder' with the same Objective-C selector" against
    /// the iOS 16.5 SDK. The class inherits them (`responderSelectors`, from UIResponder.h), so the stand-in leaves
    /// them out and the starter calls UIKit's.
    @Test func aStandInLeavesOutTheActionsUIResponderDeclares() throws {
        let xml = Generate.storyboard(
            subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="del-00-001">
                    <rect key="frame" x="0" y="0" width="100" height="44"/>
                    <state key="normal" title="Delete"/>
                    <connections>
                        <action selector="delete:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/>
                        <action selector="save:" destination="vc0-00-000" eventType="touchDown" id="act-00-002"/>
                    </connections>
                </button>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                    <rect key="frame" x="0" y="50" width="100" height="34"/>
                    <connections>
                        <action selector="resignFirstResponder" destination="vc0-00-000" eventType="editingDidEndOnExit" id="act-00-003"/>
                    </connections>
                </textField>
                """)
        let result = Generate.text(xml, stubs: true, starters: true)
        let stubs = try Generate.stubsText(result)
        expectDeclarations(
            "SnippetViewController", in: stubs,
            """
            class SnippetViewController: UIViewController {
                @objc func save(_ sender: Any) {}
            }
            """)
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }
        )
        .contents
        for call in ["self?.delete(sender)\n", "self?.resignFirstResponder()\n", "self?.save(sender)\n"] {
            #expect(starter.contains(call), "\(call) missing:\n\(starter)")
        }
    }

    /// Actions Interface Builder sent to a view or object the builder creates, not to the controller: a field's own
    /// "Did End On Exit" `resignFirstResponder` (it dismisses the keyboard), a switch's `toggled:` to a scene's object
    /// (GoMap's `Display.storyboard` sends `enableBackground:` to the static cell that holds the switch). The starter
    /// wired them to the controller's method of that selector, which the stand-in declared and the app's class does
    /// not have (or, for `resignFirstResponder`, resigned the controller instead of the field). The builder now makes
    /// that object the control's target, as the nib did.
    @Test func anActionToAnObjectTheBuilderCreatesTargetsThatObject() throws {
        let xml = Generate.storyboard(
            subviews: """
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                    <rect key="frame" x="0" y="0" width="100" height="34"/>
                    <connections>
                        <action selector="resignFirstResponder" destination="fld-00-001" eventType="editingDidEndOnExit" id="act-00-001"/>
                    </connections>
                </textField>
                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                    <rect key="frame" x="0" y="50" width="51" height="31"/>
                    <connections>
                        <action selector="toggled:" destination="obj-00-001" eventType="valueChanged" id="act-00-002"/>
                    </connections>
                </switch>
                """,
            connections: """
                <outlet property="settings" destination="obj-00-001" id="out-00-001"/>
                """
        ).replacingOccurrences(
            of: "</viewController>\n",
            with: "</viewController>\n<customObject id=\"obj-00-001\" customClass=\"SettingsModel\"/>\n")
        let result = Generate.text(xml, stubs: true, starters: true)
        let builder = Generate.builderText(result)
        let wiring = """
                    // Sent in Interface Builder to views and objects this builder creates, each its control's target.
                    textField.addTarget(textField, action: Selector(String("resignFirstResponder")), for: .editingDidEndOnExit)
                    switchView.addTarget(settings, action: Selector(String("toggled:")), for: .valueChanged)

            """
        #expect(builder.contains(wiring), "\(builder)")
        let stubs = try Generate.stubsText(result)
        expectDeclarations(
            "SnippetViewController", in: stubs,
            """
            class SnippetViewController: UIViewController {
                var settings: SettingsModel!
            }
            """)
        let starter = try #require(
            result.starters.first { $0.name == "SnippetViewController+CodeInterfaceBuilder.swift" }
        )
        .contents
        #expect(!starter.contains("toggled") && !starter.contains("resignFirstResponder"), "\(starter)")
    }

    /// DuckDuckGo's `Tab.storyboard`: a tap recognizer whose delegate is the controller.
    @Test func aGestureRecognizersDelegateConnectedToTheControllerIsSetByTheStarter() {
        let xml = Generate.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="gr0-00-001"/>
                    </connections>
                </view>
                """
        ).replacingOccurrences(
            of: "</viewController>\n",
            with: """
                </viewController>
                <tapGestureRecognizer id="tap-00-001">
                    <connections>
                        <outlet property="delegate" destination="vc0-00-000" id="out-00-009"/>
                    </connections>
                </tapGestureRecognizer>

                """)
        let (builder, starter, _) = migrate(xml)
        #expect(builder.contains("let tapGestureRecognizer: UITapGestureRecognizer\n"), "\(builder)")
        #expect(
            starter.contains(
                "builder.tapGestureRecognizer.delegate = self as AnyObject as? UIGestureRecognizerDelegate"),
            "\(starter)")
        #expect(!Generate.text(xml).diagnostics.contains { $0.message.contains("delegate") })
    }

    @Test func aTableViewControllersOwnTableIsConnectedToIt() {
        let xml = Generate.document(
            initialViewController: "vc0-00-000",
            """
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <tableViewController id="vc0-00-000" customClass="SnippetViewController" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="tbl-00-001">
                                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <connections>
                                        <outlet property="dataSource" destination="vc0-00-000" id="out-00-002"/>
                                        <outlet property="delegate" destination="vc0-00-000" id="out-00-003"/>
                                    </connections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            """)
        let (_, starter, _) = migrate(xml)
        expectDeclarations(
            "loadView()", in: starter,
            """
            /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
            override func loadView() {
                let builder = SnippetViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
                objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                view = builder.view
                // The table view the controller manages, which its own `loadView()` sets: `view` is not documented to.
                tableView = builder.view as? UITableView
                // The data sources and delegates Interface Builder connected to this controller.
                (builder.view as? UITableView)?.dataSource = self as AnyObject as? UITableViewDataSource
                (builder.view as? UITableView)?.delegate = self as AnyObject as? UITableViewDelegate
                if #available(iOS 17.0, *) {
                    registerForTraitChanges([
                        UITraitHorizontalSizeClass.self,
                        UITraitVerticalSizeClass.self,
                    ]) { (self: Self, _: UITraitCollection) in
                        self.codeInterfaceBuilder?.apply(self.traitCollection)
                    }
                }
            }
            """)
    }
}
