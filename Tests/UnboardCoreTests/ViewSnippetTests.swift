import Testing
import UnboardCore

/// XML fragment in, Swift lines out: one test per view class and per value translator.
@Suite struct ViewSnippetTests {
    private func generate(_ subviews: String, resources: String = "") -> String {
        let result = Generate.text(Generate.storyboard(subviews: subviews, resources: resources))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Generate.builderText(result)
    }

    @Test func label() {
        let text = generate(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Hello &quot;you&quot;" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" fixedFrame="YES" id="lbl-00-001">
                <rect key="frame" x="10" y="20" width="100" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                <color key="textColor" systemColor="labelColor"/>
                <nil key="highlightedColor"/>
            </label>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            #"""
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()
                view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)

                let helloYouLabel = UILabel()
                helloYouLabel.frame = CGRect(x: 10, y: 20, width: 100, height: 21)
                helloYouLabel.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                helloYouLabel.isOpaque = false
                helloYouLabel.contentMode = .left
                helloYouLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
                helloYouLabel.text = "Hello \"you\""
                helloYouLabel.textAlignment = .center
                helloYouLabel.lineBreakMode = .byWordWrapping
                helloYouLabel.numberOfLines = 0
                helloYouLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                helloYouLabel.textColor = UIColor.label
                view.addSubview(helloYouLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """#)
        // UILabel.h (userInteractionEnabled): "default is NO"; Apple documents no default of `isOpaque` for UILabel.
        #expect(!text.contains("isUserInteractionEnabled"), "defaults Apple documents are not written")
        #expect(!text.contains("highlightedTextColor"))
    }

    @Test func buttonStatesAndType() {
        let text = generate(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" fixedFrame="YES" id="btn-00-001">
                <rect key="frame" x="0" y="0" width="80" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/>
                <state key="normal" title="Go" image="arrow.right" catalog="system">
                    <color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <state key="highlighted" title="Going"/>
                <state key="disabled" backgroundImage="disabled-bg"/>
                <state key="focused" title="Focused"/>
            </button>
            """, resources: #"<image name="arrow.right" catalog="system" width="128" height="101"/>"#)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let goButton = UIButton(type: .system)
                goButton.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
                goButton.isOpaque = false
                goButton.contentMode = .scaleToFill
                goButton.contentHorizontalAlignment = .leading
                goButton.titleLabel?.lineBreakMode = .byTruncatingMiddle
                goButton.titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
                goButton.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
                goButton.setTitle("Go", for: .normal)
                goButton.setImage(UIImage(systemName: "arrow.right"), for: .normal)
                goButton.setTitleColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), for: .normal)
                goButton.setTitle("Going", for: .highlighted)
                goButton.setBackgroundImage(UIImage(named: "disabled-bg"), for: .disabled)
                goButton.setTitle("Focused", for: .focused)
                view.addSubview(goButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    /// IB writes the top-left content mode capitalised (`TopLeft`, facebook-ios-sdk's `RPSAutoAppLink.storyboard`
    /// and 4 more documents), unlike the other modes.
    @Test func capitalisedTopLeftContentMode() {
        let result = Generate.text(
            Generate.storyboard(
                subviews:
                    #"<label contentMode="TopLeft" text="Data" fixedFrame="YES" id="lbl-00-009"><rect key="frame" x="0" y="0" width="40" height="21"/></label>"#
            ))
        #expect(Generate.builderText(result).contains("dataLabel.contentMode = .topLeft"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func customButtonIsCreatedWithoutType() {
        let text = generate(
            #"<button contentMode="scaleToFill" fixedFrame="YES" id="btn-00-002" customClass="FancyButton"><rect key="frame" x="0" y="0" width="10" height="10"/></button>"#
        )
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let fancyButton = FancyButton()
                fancyButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                fancyButton.contentMode = .scaleToFill
                view.addSubview(fancyButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func imageViewWithSymbolAndAssetImages() {
        let text = generate(
            """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" highlightedImage="Logo" fixedFrame="YES" id="img-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </imageView>
            """,
            resources:
                #"<image name="star.fill" catalog="system" width="128" height="124"/><image name="Logo" width="10" height="10"/>"#
        )
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let imageView = UIImageView()
                imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                imageView.contentMode = .scaleAspectFit
                imageView.image = UIImage(systemName: "star.fill")
                imageView.highlightedImage = UIImage(named: "Logo")
                view.addSubview(imageView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("isUserInteractionEnabled"))
    }

    @Test func textFieldWithInputTraits() {
        let text = generate(
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" fixedFrame="YES" id="txt-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES" textContentType="one-time-code"/>
            </textField>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let emailTextField = UITextField()
                emailTextField.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                emailTextField.isOpaque = false
                emailTextField.contentMode = .scaleToFill
                emailTextField.contentHorizontalAlignment = .left
                emailTextField.borderStyle = .roundedRect
                emailTextField.placeholder = "Email"
                emailTextField.textAlignment = .natural
                emailTextField.minimumFontSize = 17
                emailTextField.clearButtonMode = .whileEditing
                emailTextField.font = UIFont.systemFont(ofSize: 14)
                emailTextField.autocorrectionType = .no
                emailTextField.keyboardType = .emailAddress
                emailTextField.returnKeyType = .next
                emailTextField.isSecureTextEntry = true
                emailTextField.textContentType = .oneTimeCode
                view.addSubview(emailTextField)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func textViewWithMultilineText() {
        let text = generate(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" fixedFrame="YES" id="tv0-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <string key="text">One
            Two</string>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </textView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            #"""
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let textView = UITextView()
                textView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                textView.clipsToBounds = true
                textView.isMultipleTouchEnabled = true
                textView.contentMode = .scaleToFill
                textView.isEditable = false
                textView.text = "One\nTwo"
                textView.font = UIFont.preferredFont(forTextStyle: .body)
                view.addSubview(textView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """#)
    }

    @Test func valueControls() {
        let text = generate(
            """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" fixedFrame="YES" id="swi-00-001"><rect key="frame" x="0" y="0" width="51" height="31"/><color key="onTintColor" name="AccentColor"/></switch>
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="2" fixedFrame="YES" id="sli-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></slider>
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="2" maximumValue="10" stepValue="2" fixedFrame="YES" id="ste-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></stepper>
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="1" fixedFrame="YES" id="pag-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></pageControl>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" fixedFrame="YES" id="seg-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" animating="YES" style="large" fixedFrame="YES" id="act-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></activityIndicatorView>
            <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" fixedFrame="YES" id="pro-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="progressTintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></progressView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let switchView = UISwitch()
                switchView.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
                switchView.isOpaque = false
                switchView.contentMode = .scaleToFill
                switchView.isOn = true
                switchView.onTintColor = UIColor(named: "AccentColor")
                view.addSubview(switchView)

                let slider = UISlider()
                slider.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                slider.isOpaque = false
                slider.contentMode = .scaleToFill
                slider.value = 0.5
                slider.maximumValue = 2
                view.addSubview(slider)

                let stepper = UIStepper()
                stepper.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                stepper.isOpaque = false
                stepper.contentMode = .scaleToFill
                stepper.value = 2
                stepper.maximumValue = 10
                stepper.stepValue = 2
                view.addSubview(stepper)

                let pageControl = UIPageControl()
                pageControl.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                pageControl.isOpaque = false
                pageControl.contentMode = .scaleToFill
                pageControl.numberOfPages = 3
                pageControl.currentPage = 1
                view.addSubview(pageControl)

                let segmentedControl = UISegmentedControl(items: ["One", "Two"])
                segmentedControl.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                segmentedControl.isOpaque = false
                segmentedControl.contentMode = .scaleToFill
                segmentedControl.contentHorizontalAlignment = .left
                segmentedControl.contentVerticalAlignment = .top
                segmentedControl.selectedSegmentIndex = 1
                view.addSubview(segmentedControl)

                let activityIndicatorView = UIActivityIndicatorView(style: .large)
                activityIndicatorView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                activityIndicatorView.isOpaque = false
                activityIndicatorView.contentMode = .scaleToFill
                activityIndicatorView.hidesWhenStopped = false
                activityIndicatorView.startAnimating()
                view.addSubview(activityIndicatorView)

                let progressView = UIProgressView(progressViewStyle: .default)
                progressView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                progressView.isOpaque = false
                progressView.contentMode = .scaleToFill
                progressView.progress = 0.25
                progressView.progressTintColor = UIColor(white: 0.5, alpha: 1)
                view.addSubview(progressView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("slider.minimumValue"), "minValue 0 is UISlider's default")
    }

    @Test func stackViewAddsArrangedSubviews() {
        let text = generate(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001" userLabel="Buttons">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    <view contentMode="scaleToFill" id="v00-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews>
            </stackView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let buttonsStackView = UIStackView()
                buttonsStackView.translatesAutoresizingMaskIntoConstraints = false
                buttonsStackView.isOpaque = false
                buttonsStackView.contentMode = .scaleToFill
                buttonsStackView.axis = .vertical
                buttonsStackView.distribution = .fillEqually
                buttonsStackView.alignment = .center
                buttonsStackView.spacing = 8
                view.addSubview(buttonsStackView)

                let viewV0000001 = UIView()
                viewV0000001.translatesAutoresizingMaskIntoConstraints = false
                buttonsStackView.addArrangedSubview(viewV0000001)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.buttonsStackView = buttonsStackView
            }
            """)
    }

    @Test func scrollViewAndCommonViewProperties() {
        let text = generate(
            """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" keyboardDismissMode="interactive" fixedFrame="YES" id="scr-00-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <color key="backgroundColor" red="0.1" green="0.2" blue="0.3" alpha="0.5" colorSpace="custom" customColorSpace="displayP3"/>
                <color key="tintColor" cocoaTouchSystemColor="darkTextColor"/>
                <accessibility key="accessibilityConfiguration" identifier="scroller" label="Content"><accessibilityTraits key="traits" updatesFrequently="YES"/></accessibility>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </scrollView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let scrollView = UIScrollView()
                scrollView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                scrollView.isMultipleTouchEnabled = true
                scrollView.contentMode = .scaleToFill
                scrollView.isPagingEnabled = true
                scrollView.keyboardDismissMode = .interactive
                scrollView.backgroundColor = UIColor(displayP3Red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
                scrollView.tintColor = UIColor.darkText
                scrollView.accessibilityIdentifier = "scroller"
                scrollView.accessibilityLabel = "Content"
                scrollView.accessibilityTraits = [.updatesFrequently]
                scrollView.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                view.addSubview(scrollView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("clipsToBounds"), "scroll views clip by default")
    }

    @Test func fontsOfEveryKind() {
        let text = generate(
            """
            <label text="a" fixedFrame="YES" id="f00-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/></label>
            <label text="b" fixedFrame="YES" id="f00-00-002"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="italicSystem" pointSize="12"/></label>
            <label text="c" fixedFrame="YES" id="f00-00-003"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/></label>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let aLabel = UILabel()
                aLabel.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                aLabel.text = "a"
                aLabel.font = UIFont.codeInterfaceBuilderFont(named: "Avenir-Heavy", size: 18)
                view.addSubview(aLabel)

                let bLabel = UILabel()
                bLabel.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                bLabel.text = "b"
                bLabel.font = UIFont.italicSystemFont(ofSize: 12)
                view.addSubview(bLabel)

                let cLabel = UILabel()
                cLabel.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                cLabel.text = "c"
                cLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
                view.addSubview(cLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func unknownEnumValueIsAWarningAndTheAttributeIsSkipped() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: #"""
                            <label text="x" textAlignment="sideways" fixedFrame="YES" id="lbl-00-009"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                    """#))
        expectDiagnostics(result, ["12:9: warning: unknown value 'sideways' for 'textAlignment' is not translated"])
        #expect(!Generate.builderText(result).contains("textAlignment"))
    }
}

/// API newer than the deployment target is guarded with `if #available`, never emitted unguarded.
@Suite struct DeploymentTargetTests {
    private func generate(target: String) -> String {
        var pipeline = GeneratorPipeline()
        pipeline.options.deploymentTarget = target
        let xml = Generate.storyboard(
            subviews: """
                        <label text="x" fixedFrame="YES" id="lbl-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/><color key="textColor" systemColor="systemMintColor"/></label>
                """)
        return Generate.builderText(pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(xml.utf8))]))
    }

    @Test func newerColorsAreGuardedBelowTheirVersion() {
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: generate(target: "14.0"),
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let xLabel = UILabel()
                xLabel.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                xLabel.text = "x"
                xLabel.textColor = {
                    if #available(iOS 15.0, *) {
                        return UIColor.systemMint
                    } else {
                        return UIColor.systemTeal
                    }
                }()
                view.addSubview(xLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func atOrAboveTheirVersionTheyAreUsedDirectly() {
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: generate(target: "15.0"),
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let xLabel = UILabel()
                xLabel.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                xLabel.text = "x"
                xLabel.textColor = UIColor.systemMint
                view.addSubview(xLabel)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }
}

import Foundation
