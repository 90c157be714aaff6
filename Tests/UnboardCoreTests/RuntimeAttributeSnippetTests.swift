import Testing
import UnboardCore

/// `<userDefinedRuntimeAttributes>` in, Swift lines out: one test per attribute type IB writes, typed key paths,
/// objects other than views, and named views.
@Suite struct RuntimeAttributeSnippetTests {
    /// A plain view (or `element`) with `attributes` inside `<userDefinedRuntimeAttributes>`.
    private func generate(
        _ attributes: String, element: String = "view", customClass: String? = nil
    ) -> (text: String, result: GenerationResult) {
        let custom =
            customClass.map { #" customClass="\#($0)" customModule="App" customModuleProvider="target""# } ?? ""
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <\(element) contentMode="scaleToFill" fixedFrame="YES" id="v00-00-001"\(custom)>
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <userDefinedRuntimeAttributes>
                    \(attributes)
                        </userDefinedRuntimeAttributes>
                    </\(element)>
                    """, resources: #"<image name="star" catalog="system" width="128" height="122"/>"#))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return (Generate.builderText(result), result)
    }

    private func setValueLine(
        _ attribute: String, expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (text, result) = generate(attribute, customClass: "CardView")
        expectDiagnostics(result, [], sourceLocation: sourceLocation)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let cardView = CardView()
                cardView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                \(expected)
                view.addSubview(cardView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """, sourceLocation: sourceLocation)
    }

    @Test func boolean() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>"#,
            expected: #"cardView.setValue(true, forKeyPath: "isOn")"#)
    }

    @Test func integerAndRealNumbers() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="number" keyPath="level"><integer key="value" value="3"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(3, forKeyPath: "level")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="number" keyPath="ratio"><real key="value" value="0.25"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(0.25, forKeyPath: "ratio")"#)
    }

    @Test func string() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="string" keyPath="title" value="Say &quot;hi&quot;"/>"#,
            expected: #"cardView.setValue("Say \"hi\"", forKeyPath: "title")"#)
    }

    @Test func localizedStringOutsideBaseLocalizationIsALiteral() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Hello"/>"#,
            expected: #"cardView.setValue("Hello", forKeyPath: "caption")"#)
    }

    @Test func pointSizeRectAndRangeAreBoxedInNSValue() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="point" keyPath="anchor"><point key="value" x="0.5" y="1"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(NSValue(cgPoint: CGPoint(x: 0.5, y: 1)), forKeyPath: "anchor")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="size" keyPath="iconSize"><size key="value" width="24" height="20"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(NSValue(cgSize: CGSize(width: 24, height: 20)), forKeyPath: "iconSize")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="rect" keyPath="area"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>"#,
            expected:
                #"cardView.setValue(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), forKeyPath: "area")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="range" keyPath="marked"><range key="value" location="2" length="5"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(NSValue(range: NSRange(location: 2, length: 5)), forKeyPath: "marked")"#)
    }

    @Test func colorImageAndNil() {
        setValueLine(
            #"<userDefinedRuntimeAttribute type="color" keyPath="fill"><color key="value" systemColor="systemRedColor"/></userDefinedRuntimeAttribute>"#,
            expected: #"cardView.setValue(UIColor.systemRed, forKeyPath: "fill")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>"#,
            expected: #"cardView.setValue(UIImage(systemName: "star"), forKeyPath: "icon")"#)
        setValueLine(
            #"<userDefinedRuntimeAttribute type="nil" keyPath="overlay"/>"#,
            expected: #"cardView.setValue(nil, forKeyPath: "overlay")"#)
    }

    @Test func knownLayerAndViewKeyPathsAreTypedAssignments() {
        let (text, result) = generate(
            """
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.shadowColor"><color key="value" name="Shadow"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="0.0" height="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="YES"/>
            <userDefinedRuntimeAttribute type="string" keyPath="layer.cornerRadius" value="8"/>
            """)
        expectDiagnostics(result, [])
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let viewV0000001 = UIView()
                viewV0000001.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                viewV0000001.layer.cornerRadius = 8
                viewV0000001.layer.borderWidth = 0.5
                viewV0000001.layer.masksToBounds = true
                viewV0000001.layer.borderColor = UIColor(white: 0, alpha: 1).cgColor
                viewV0000001.layer.shadowColor = UIColor(named: "Shadow")?.cgColor
                viewV0000001.layer.shadowOffset = CGSize(width: 0, height: 2)
                viewV0000001.isHidden = true
                viewV0000001.setValue("8", forKeyPath: "layer.cornerRadius")
                view.addSubview(viewV0000001)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func controllersAndBarItemsUseKeyValueCoding() {
        let result = Generate.text(
            Generate.storyboard(
                scenes: Generate.scene(
                    "00-001", class: "SnippetViewController",
                    extras: """
                        <navigationItem key="navigationItem" id="nav-00-001">
                            <barButtonItem key="rightBarButtonItem" title="Edit" id="bbi-00-001">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="edit"/>
                                </userDefinedRuntimeAttributes>
                            </barButtonItem>
                        </navigationItem>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                        </userDefinedRuntimeAttributes>
                        """)))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        // The controller's and the bar item's runtime attributes, set without the views, when it is created.
        expectDeclarations(
            "configure(_:key:)", "init(snippetSnippetViewController:)", in: text,
            """
            /// Sets the properties Interface Builder gives the view controller of the layout `key` itself, without
            /// creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when
            /// the controller is created, as the `Scenes` factories and the `migrate` starter's
            /// `init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not
            /// loaded. A restoration identifier already set is kept.
            static func configure(_ viewController: UIViewController, key: CodeInterfaceBuilderKey) {
                switch key {
                case CodeInterfaceBuilderKey.snippetSnippetViewController:
                    let editBarButtonItem = UIBarButtonItem()
                    editBarButtonItem.title = "Edit"
                    editBarButtonItem.setValue("edit", forKeyPath: "accessibilityIdentifier")
                    viewController.setValue(true, forKeyPath: "layer.masksToBounds")
                    viewController.navigationItem.rightBarButtonItem = editBarButtonItem
                default:
                    key.fail(noLayoutIn: "SnippetViewControllerCodeInterfaceBuilder")
                }
            }

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-001`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func unknownTypeAndMalformedValueAreReported() {
        let (_, result) = generate(
            """
            <userDefinedRuntimeAttribute type="fancy" keyPath="x" value="1"/>
            <userDefinedRuntimeAttribute type="point" keyPath="p"><point key="value" x="a" y="1"/></userDefinedRuntimeAttribute>
            """)
        expectDiagnostics(
            result,
            [
                "15:1: warning: runtime attribute 'x' has unknown type 'fancy' and is not translated",
                "16:55: warning: runtime attribute value <point> is malformed and is not translated",
            ])
    }

    @Test func namedViewsAreFoundByViewNamed() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <imageView contentMode="scaleToFill" fixedFrame="YES" id="img-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="name" value="profile photo"/>
                        </userDefinedRuntimeAttributes>
                    </imageView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" fixedFrame="YES" id="lbl-00-001" userLabel="Greeting">
                        <rect key="frame" x="0" y="20" width="10" height="10"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" fixedFrame="YES" id="lbl-00-002" userLabel="Heading">
                        <rect key="frame" x="0" y="40" width="10" height="10"/>
                    </label>
                    """, connections: #"<outlet property="titleLabel" destination="lbl-00-002" id="out-00-001"/>"#))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result)
        expectDeclarations(
            "greetingLabel", "profilePhoto", "titleLabel", "view(named:)", "init(snippetSnippetViewController:)",
            in: text,
            """
            private let greetingLabel: UILabel

            private let profilePhoto: UIImageView

            /// The `titleLabel` outlet.
            let titleLabel: UILabel

            /// The view Interface Builder names `name` (its `name` runtime attribute or its label in the document
            /// outline), `nil` when this layout has none of that name.
            func view(named name: String) -> UIView? {
                switch name {
                case "Greeting":
                    return self.greetingLabel
                case "Heading":
                    return self.titleLabel
                case "profile photo":
                    return self.profilePhoto
                default:
                    return nil
                }
            }

            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let profilePhoto = UIImageView()
                profilePhoto.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                profilePhoto.contentMode = .scaleToFill
                profilePhoto.name = "profile photo"
                view.addSubview(profilePhoto)

                let greetingLabel = UILabel()
                greetingLabel.frame = CGRect(x: 0, y: 20, width: 10, height: 10)
                greetingLabel.isOpaque = false
                greetingLabel.contentMode = .left
                greetingLabel.text = "Hi"
                view.addSubview(greetingLabel)

                let titleLabel = UILabel()
                titleLabel.frame = CGRect(x: 0, y: 40, width: 10, height: 10)
                titleLabel.isOpaque = false
                titleLabel.contentMode = .left
                titleLabel.text = "Title"
                view.addSubview(titleLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.greetingLabel = greetingLabel
                self.profilePhoto = profilePhoto
                self.titleLabel = titleLabel
            }
            """)
        // UIKit views have no `name` key: setting it would raise, so the name only names the view.
        #expect(!text.contains("forKeyPath: \"name\""))
    }
}
