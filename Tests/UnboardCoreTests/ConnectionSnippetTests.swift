import Foundation
import Testing
import UnboardCore

/// Outlets, actions and keys: the builder's public surface.
@Suite struct ConnectionSnippetTests {
    private static let controls = """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Save"/>
                    <connections><action selector="save:" destination="vc0-00-000" eventType="touchUpInside" id="a01-00-001"/></connections></button>
                <textField opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="txt-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <connections><action selector="save:" destination="vc0-00-000" eventType="editingDidEndOnExit" id="a01-00-002"/><action selector="textChanged:forEvent:" destination="vc0-00-000" eventType="editingChanged" id="a01-00-003"/></connections></textField>
        """

    @Test func outletsBecomeTypedPropertiesAndActionsAddMethods() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: Self.controls,
                connections:
                    #"<outlet property="saveButton" destination="btn-00-001" id="o01-00-001"/><outletCollection property="fields" destination="txt-00-001" collectionClass="NSMutableArray" id="o01-00-002"/>"#
            ))
        let text = Generate.builderText(result)
        expectDiagnostics(result, [])
        expectDeclarationHead(
            "SnippetViewControllerCodeInterfaceBuilder", in: text,
            """
            /// Creates the views of `SnippetViewController` as Interface Builder lays them out.
            ///
            /// Layouts: `.snippetSnippetViewController` (Snippet.SnippetViewController).
            @MainActor
            struct SnippetViewControllerCodeInterfaceBuilder {
            """)
        expectDeclarations(
            "key", "view", "fields", "saveButton", "saveControls", "textChangedControls", "init(key:)",
            "addSaveAction(_:)", "addTextChangedAction(_:)", "init(snippetSnippetViewController:)", in: text,
            """
            /// The layout this builder created.
            let key: CodeInterfaceBuilderKey

            /// The root view, with the whole hierarchy installed.
            let view: UIView

            /// The `fields` outlet.
            let fields: [UITextField]

            /// The `saveButton` outlet.
            let saveButton: UIButton

            private let saveControls: [(control: UIControl, event: UIControl.Event)]

            private let textChangedControls: [(control: UIControl, event: UIControl.Event)]

            /// Creates the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases.
            init(key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetSnippetViewController:
                    self.init(snippetSnippetViewController: key)
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// Performs `action` when a control wired to `save:` in Interface Builder sends its event.
            func addSaveAction(_ action: UIAction) {
                for (control, event) in saveControls {
                    control.addAction(action, for: event)
                }
            }

            /// Performs `action` when a control wired to `textChanged:forEvent:` in Interface Builder sends its event.
            func addTextChangedAction(_ action: UIAction) {
                for (control, event) in textChangedControls {
                    control.addAction(action, for: event)
                }
            }

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let saveButton = UIButton(type: .system)
                saveButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                saveButton.isOpaque = false
                saveButton.contentMode = .scaleToFill
                saveButton.setTitle("Save", for: .normal)
                view.addSubview(saveButton)

                let textField = UITextField()
                textField.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                textField.isOpaque = false
                textField.contentMode = .scaleToFill
                view.addSubview(textField)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.fields = [
                    textField,
                ]
                self.saveButton = saveButton
                self.saveControls = [
                    (control: saveButton, event: .touchUpInside),
                    (control: textField, event: .editingDidEndOnExit),
                ]
                self.textChangedControls = [
                    (control: textField, event: .editingChanged),
                ]
            }
            """)
    }

    @Test func keysFileDeclaresOneCasePerLayoutAndTheNamedFontFunction() {
        let result = Generate.text(Generate.storyboard(subviews: ""))
        let keys = result.files.first { $0.name == "CodeInterfaceBuilderKey.swift" }?.contents ?? ""
        expectFileHeader(
            in: keys,
            """
            // Generated by Unboard from Snippet.storyboard. Do not edit.

            import UIKit
            """)
        expectDeclarations(
            "enum CodeInterfaceBuilderKey", "extension UIFont", in: keys,
            """
            /// Names one layout of a `CodeInterfaceBuilder`: a scene of a storyboard, or a xib. Its `rawValue`
            /// (`"<document>.<scene>"`, with the folder when documents share a name) can be encoded for state restoration;
            /// `init(rawValue:)` gives `nil` for a name no layout has.
            enum CodeInterfaceBuilderKey: String, Hashable, Sendable {
                /// The layout of `SnippetViewController` in Snippet.storyboard.
                case snippetSnippetViewController = "Snippet.SnippetViewController"

                /// Makes this the layout `controller` creates when its class adopts `CodeInterfaceBuilderLayoutSelecting`
                /// (a `migrate` starter does), and returns `true`; leaves any other controller as it is, and returns `false`.
                @MainActor
                @discardableResult
                func select(for controller: AnyObject) -> Bool {
                    if let selecting = controller as? any CodeInterfaceBuilderLayoutSelecting {
                        selecting.codeInterfaceBuilderKey = self
                        return true
                    }
                    return false
                }

                /// Stops the app: `builder` has no layout of this key (a programming error).
                func fail(noLayoutIn builder: String) -> Never {
                    preconditionFailure(builder + " has no layout named " + rawValue)
                }
            }

            extension UIFont {
                /// The font whose PostScript name is `name`, at `size` points; the system font of that size when the app
                /// has no font of that name (the name is mistyped, or the font was not added to the app).
                static func codeInterfaceBuilderFont(named name: String, size: CGFloat) -> UIFont {
                    return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
                }
            }
            """)
    }

    /// A navigation controller whose storyboard identifier is the class name of the controller it shows: both layouts
    /// are `Snippet.ListViewController`, as in GoMap's Display.storyboard. The key enum's raw values must differ
    /// ("raw value for enum case is not unique"), so the later is numbered like its constant; a struct's constants
    /// could share one.
    @Test func twoLayoutsOfOneKeyAreNumbered() throws {
        let scenes = """
            <scene sceneID="scn-nav-001">
                <objects>
                    <navigationController storyboardIdentifier="ListViewController" id="nav-01-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-01-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc-01-001" kind="relationship" relationship="rootViewController" id="seg-01-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """ + Generate.scene("01-001", class: "ListViewController")
        let result = Generate.text(Generate.storyboard(scenes: scenes), stubs: true)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let keys = result.files.first { $0.name == "CodeInterfaceBuilderKey.swift" }?.contents ?? ""
        expectDeclarations(
            "snippetListViewController", "snippetListViewController2", in: keys,
            """
            /// The layout of `ListViewController` in Snippet.storyboard.
            case snippetListViewController = "Snippet.ListViewController"

            /// The layout of `ListViewControllerController` in Snippet.storyboard.
            case snippetListViewController2 = "Snippet.ListViewController2"
            """)
        try expectStandInTypeChecks(result)
    }

    /// With no layout, the enum has no case and so cannot have a raw type: it declares `init?(rawValue:)` and
    /// `rawValue` itself, and the output type-checks without a warning.
    @Test func keysFileWithoutLayoutsDeclaresTheRawValueMembers() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes/>
            </document>
            """
        let result = Generate.text(xml)
        let keys = result.files.first { $0.name == "CodeInterfaceBuilderKey.swift" }?.contents ?? ""
        expectDeclarations(
            "CodeInterfaceBuilderKey.init(rawValue:)", "CodeInterfaceBuilderKey.rawValue", in: keys,
            """
            /// `nil`: there is no layout.
            init?(rawValue: String) {
                return nil
            }

            /// The layout's name (there is no layout).
            var rawValue: String {
                switch self {
                }
            }
            """)
        #expect(keys.contains("enum CodeInterfaceBuilderKey: RawRepresentable, Hashable, Sendable {"))
        try expectStandInTypeChecks(result)
    }

    @Test func twoDocumentsLayingOutOneClassGiveOneBuilderWithTwoKeysAndOptionalOutlets() {
        let first = SourceFile(
            path: "A.storyboard",
            data: Data(
                Generate.storyboard(
                    subviews: Self.controls,
                    connections: #"<outlet property="saveButton" destination="btn-00-001" id="o01-00-001"/>"#
                ).utf8))
        let second = SourceFile(path: "B.storyboard", data: Data(Generate.storyboard(subviews: "").utf8))
        let result = GeneratorPipeline().run([first, second])
        #expect(result.builders.count == 1)
        #expect(result.builders.first?.layouts.map(\.key) == ["A.SnippetViewController", "B.SnippetViewController"])
        let text = Generate.builderText(result)
        expectFileHeader(
            in: text,
            """
            // Generated by Unboard from A.storyboard, B.storyboard. Do not edit.

            import UIKit
            """)
        expectDeclarations(
            "saveButton", "init(key:)", "init(bSnippetViewController:)", in: text,
            """
            /// The `saveButton` outlet, `nil` in layouts without it.
            let saveButton: UIButton?

            /// Creates the views of the layout named by `key`, one of the `CodeInterfaceBuilderKey` cases.
            init(key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.aSnippetViewController:
                    self.init(aSnippetViewController: key)
                case CodeInterfaceBuilderKey.bSnippetViewController:
                    self.init(bSnippetViewController: key)
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// B.SnippetViewController: B.storyboard, view `root-00-000`.
            private init(bSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.saveButton = nil
                self.saveControls = []
                self.textChangedControls = []
            }
            """)
    }

    @Test func sceneWithoutCustomClassIsNamedFromItsStoryboardIdentifier() {
        let xml = Generate.storyboard(subviews: "")
            .replacingOccurrences(
                of: #"customClass="SnippetViewController" customModule="App" customModuleProvider="target""#,
                with: #"storyboardIdentifier="settings-screen""#)
        let result = Generate.text(xml)
        #expect(result.builders.map(\.typeName) == ["SettingsScreenCodeInterfaceBuilder"])
    }

    @Test func invalidClassNameIsAnError() {
        let xml = Generate.storyboard(subviews: "").replacingOccurrences(of: "SnippetViewController", with: "Bad Name")
        let result = Generate.text(xml)
        expectDiagnostics(
            result,
            [
                "7:49: error: custom class 'Bad Name' is not a valid Swift type name; correct it in Interface Builder's Identity inspector"
            ])
    }

    @Test func aNamedViewIsNeverNamedLikeAnActionsStorage() throws {
        let xml = Generate.storyboard(
            subviews: """
                <label opaque="NO" text="Go" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="name" value="goTappedControls"/></userDefinedRuntimeAttributes></label>
                <button opaque="NO" buttonType="system" fixedFrame="YES" id="btn-00-001"><rect key="frame" x="0" y="20" width="10" height="10"/>
                    <connections><action selector="goTapped:" destination="vc0-00-000" eventType="touchUpInside" id="act-00-001"/></connections></button>
                """)
        let result = Generate.text(xml)
        let builder = try #require(result.files.first { $0.name == "SnippetViewControllerCodeInterfaceBuilder.swift" })
            .contents
        #expect(builder.contains("private let goTappedControls: [(control: UIControl, event: UIControl.Event)]"))
        #expect(
            !builder.contains("let goTappedControls = UILabel()"), "the label must not take the action storage's name")
        #expect(builder.contains("case \"goTappedControls\":"))
    }

    /// An outlet collection of recognizers of two kinds (a tap and a swipe, which IB lists in one view's
    /// `gestureRecognizers` and the controller's `recognizers`) was typed `[UIView]`: "cannot convert value of type
    /// 'UISwipeGestureRecognizer' to expected element type 'UIView'" against the iOS 16.5 SDK. Recognizers only are
    /// `[UIGestureRecognizer]`; recognizers and views `[NSObject]`.
    @Test func aCollectionOfRecognizersOfTwoKindsHoldsGestureRecognizers() {
        let xml = Generate.storyboard(
            subviews: """
                <label opaque="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                    <rect key="frame" x="0" y="0" width="42" height="21"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="o01-00-001"/>
                        <outletCollection property="gestureRecognizers" destination="swp-00-001" appends="YES" id="o01-00-002"/>
                    </connections>
                </label>
                """,
            connections: """
                <outletCollection property="recognizers" destination="tap-00-001" collectionClass="NSMutableArray" id="o01-00-003"/>
                <outletCollection property="recognizers" destination="swp-00-001" collectionClass="NSMutableArray" id="o01-00-004"/>
                <outletCollection property="mixed" destination="tap-00-001" collectionClass="NSMutableArray" id="o01-00-005"/>
                <outletCollection property="mixed" destination="lbl-00-001" collectionClass="NSMutableArray" id="o01-00-006"/>
                """
        ).replacingOccurrences(
            of: "</viewController>\n",
            with: """
                </viewController>
                <tapGestureRecognizer id="tap-00-001"/>
                <swipeGestureRecognizer direction="right" id="swp-00-001"/>

                """)
        let result = Generate.text(xml)
        expectDiagnostics(result, [])
        expectDeclarations(
            "mixed", "recognizers", in: Generate.builderText(result),
            """
            /// The `mixed` outlet.
            let mixed: [NSObject]

            /// The `recognizers` outlet.
            let recognizers: [UIGestureRecognizer]
            """)
    }
}
