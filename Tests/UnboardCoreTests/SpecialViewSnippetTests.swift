import Foundation
import Testing
import UnboardCore

/// Views with more than properties: visual effects, search bars, date pickers, web and map views, button
/// configurations (iOS 15, guarded) and attributed titles.
@Suite struct SpecialViewSnippetTests {
    private func generate(_ subviews: String, resources: String = "") -> String {
        let result = Generate.text(Generate.storyboard(subviews: subviews, resources: resources))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Generate.builderText(result)
    }

    @Test func visualEffectViewWithBlurAndItsContentView() {
        let text = generate(
            """
            <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vfx-02-001">
                <rect key="frame" x="0.0" y="400" width="393" height="60"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vfc-02-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sch-02-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                            <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="search"/>
                        </searchBar>
                    </subviews>
                </view>
                <blurEffect style="systemMaterial"/>
            </visualEffectView>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let visualEffectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                visualEffectView.frame = CGRect(x: 0, y: 400, width: 393, height: 60)
                visualEffectView.isOpaque = false
                visualEffectView.contentMode = .scaleToFill
                view.addSubview(visualEffectView)

                let visualEffectViewContentView: UIView = visualEffectView.contentView
                visualEffectViewContentView.isOpaque = false
                visualEffectViewContentView.clipsToBounds = true
                visualEffectViewContentView.isMultipleTouchEnabled = true
                visualEffectViewContentView.contentMode = .center

                let searchSearchBar = UISearchBar()
                searchSearchBar.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
                searchSearchBar.contentMode = .redraw
                searchSearchBar.searchBarStyle = .minimal
                searchSearchBar.placeholder = "Search"
                searchSearchBar.autocorrectionType = .no
                searchSearchBar.returnKeyType = .search
                visualEffectViewContentView.addSubview(searchSearchBar)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func datePickerKeepsTheCurrentDateWhenIBSaysSo() {
        let text = generate(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline" minuteInterval="5" useCurrentDate="YES" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-02-001">
                <rect key="frame" x="0.0" y="460" width="393" height="300"/>
                <date key="date" timeIntervalSinceReferenceDate="700000000"/>
                <date key="minimumDate" timeIntervalSinceReferenceDate="600000000"/>
                <locale key="locale" localeIdentifier="fr_FR"/>
            </datePicker>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let datePicker = UIDatePicker()
                datePicker.frame = CGRect(x: 0, y: 460, width: 393, height: 300)
                datePicker.contentMode = .scaleToFill
                datePicker.datePickerMode = .date
                datePicker.preferredDatePickerStyle = .inline
                datePicker.minuteInterval = 5
                datePicker.minimumDate = Date(timeIntervalSinceReferenceDate: 600000000)
                datePicker.locale = Locale(identifier: "fr_FR")
                view.addSubview(datePicker)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("datePicker.date ="))
    }

    @Test func buttonConfigurationIsGuardedBelowIOS15() {
        let text = generate(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-02-002">
                <rect key="frame" x="200" y="770" width="150" height="44"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue" imagePlacement="trailing" imagePadding="6" cornerStyle="capsule">
                    <imageReference key="image" image="chevron.right" catalog="system" symbolScale="small"/>
                    <color key="baseBackgroundColor" white="0.2" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </buttonConfiguration>
            </button>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let continueButton = UIButton(type: .system)
                continueButton.frame = CGRect(x: 200, y: 770, width: 150, height: 44)
                continueButton.isOpaque = false
                continueButton.contentMode = .scaleToFill
                continueButton.titleLabel?.lineBreakMode = .byTruncatingMiddle
                if #unavailable(iOS 15.0) {
                    continueButton.setTitle("Button", for: .normal)
                }
                if #available(iOS 15.0, *) {
                    continueButton.configuration = {
                        var configuration = UIButton.Configuration.filled()
                        configuration.title = "Continue"
                        configuration.imagePlacement = .trailing
                        configuration.imagePadding = 6
                        configuration.cornerStyle = .capsule
                        configuration.image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
                        configuration.baseBackgroundColor = UIColor(white: 0.2, alpha: 1)
                        return configuration
                    }()
                }
                view.addSubview(continueButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    /// Seen in the corpus (duckduckgo's BrowsingMenuViewController.storyboard): a `var` never mutated is a warning.
    @Test func aConfigurationWithOnlyItsStyleIsTheFactoryValue() {
        var pipeline = GeneratorPipeline()
        pipeline.options.deploymentTarget = "15.0"
        let result = pipeline.run([
            SourceFile(
                path: "Snippet.storyboard",
                data: Data(
                    Generate.storyboard(
                        subviews: """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-02-004" userLabel="Tap">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <buttonConfiguration key="configuration" style="plain"/>
                            </button>
                            """
                    ).utf8))
        ])
        let text = Generate.builderText(result)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let tapButton = UIButton(type: .system)
                tapButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                tapButton.isOpaque = false
                tapButton.contentMode = .scaleToFill
                tapButton.configuration = UIButton.Configuration.plain()
                view.addSubview(tapButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.tapButton = tapButton
            }
            """)
        #expect(!text.contains("var configuration"))
    }

    @Test func buttonConfigurationIsUnguardedFromIOS15() {
        var pipeline = GeneratorPipeline()
        pipeline.options.deploymentTarget = "15.0"
        let result = pipeline.run([
            SourceFile(
                path: "Snippet.storyboard",
                data: Data(
                    Generate.storyboard(
                        subviews: """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-02-003">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <buttonConfiguration key="configuration" style="plain" title="Go"/>
                            </button>
                            """
                    ).utf8))
        ])
        let text = Generate.builderText(result)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let goButton = UIButton(type: .system)
                goButton.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                goButton.isOpaque = false
                goButton.contentMode = .scaleToFill
                goButton.configuration = {
                    var configuration = UIButton.Configuration.plain()
                    configuration.title = "Go"
                    return configuration
                }()
                view.addSubview(goButton)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
        #expect(!text.contains("#available"))
    }

    @Test func attributedTitleWithFragmentsAndParagraphStyle() {
        let text = generate(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" hasAttributedTitle="YES" fixedFrame="YES" id="btn-02-001">
                <rect key="frame" x="20" y="770" width="150" height="44"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="Bold ">
                            <attributes>
                                <font key="NSFont" metaFont="system" size="15"/>
                            </attributes>
                        </fragment>
                        <fragment content="red">
                            <attributes>
                                <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </state>
            </button>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" fixedFrame="YES" id="lbl-02-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <attributedString key="attributedText">
                    <fragment content="One">
                        <attributes>
                            <font key="NSFont" size="14" name="HelveticaNeue"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 770, width: 150, height: 44)
                button.isOpaque = false
                button.contentMode = .scaleToFill
                button.setAttributedTitle({
                    let paragraphStyle = NSMutableParagraphStyle()
                    paragraphStyle.alignment = .center
                    paragraphStyle.lineBreakMode = .byWordWrapping
                    paragraphStyle.baseWritingDirection = .natural
                    let text = NSMutableAttributedString(string: "")
                    text.append(NSAttributedString(string: "Bold ", attributes: [
                        .font: UIFont.systemFont(ofSize: 15),
                    ]))
                    text.append(NSAttributedString(string: "red", attributes: [
                        .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                        .paragraphStyle: paragraphStyle,
                    ]))
                    return text
                }(), for: .normal)
                view.addSubview(button)

                let label = UILabel()
                label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                label.isOpaque = false
                label.contentMode = .left
                label.attributedText = NSAttributedString(string: "One", attributes: [
                    .font: UIFont.codeInterfaceBuilderFont(named: "HelveticaNeue", size: 14),
                ])
                view.addSubview(label)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }

    @Test func containerViewSaysWhichControllerItEmbeds() {
        let scenes =
            Generate.scene(
                "03-001", class: "HostViewController",
                subviews: """
                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box-03-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <connections>
                            <segue destination="vc-03-002" kind="embed" id="emb-03-001"/>
                        </connections>
                    </containerView>
                    """) + Generate.scene("03-002", class: "ChildViewController")
        let result = Generate.text(Generate.storyboard(scenes: scenes))
        #expect(!result.hasErrors)
        expectDeclarations(
            "init(snippetHostViewController:)",
            in: Generate.builderText(result, "HostViewControllerCodeInterfaceBuilder.swift"),
            """
            /// Snippet.HostViewController: Snippet.storyboard, view `root-03-001`.
            private init(snippetHostViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                // Interface Builder embeds ChildViewController here: add it with addChild(_:), this view as its view's superview.
                let childContainerView = UIView()
                childContainerView.frame = CGRect(x: 0, y: 0, width: 393, height: 200)
                childContainerView.isOpaque = false
                view.addSubview(childContainerView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
                self.childContainerView = childContainerView
            }
            """)
    }

    @Test func webViewIsCreatedWithItsConfigurationAndImportsWebKit() {
        let result = Generate.text(
            Generate.storyboard(
                subviews: """
                    <wkWebView contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="web-02-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <wkWebViewConfiguration key="configuration">
                            <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                            <wkPreferences key="preferences"/>
                        </wkWebViewConfiguration>
                    </wkWebView>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="satellite" showsUserLocation="YES" fixedFrame="YES" id="map-02-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </mapView>
                    """))
        #expect(!result.hasErrors)
        let text = Generate.builderText(result)
        expectFileHeader(
            in: text,
            """
            // Generated by Unboard from Snippet.storyboard. Do not edit.

            import UIKit
            import MapKit
            import WebKit
            """)
        expectDeclarations(
            "init(snippetSnippetViewController:)", in: text,
            """
            /// Snippet.SnippetViewController: Snippet.storyboard, view `root-00-000`.
            private init(snippetSnippetViewController key: CodeInterfaceBuilderKey) {
                let view = UIView()

                let webViewConfiguration = WKWebViewConfiguration()
                webViewConfiguration.mediaTypesRequiringUserActionForPlayback = []
                let webView = WKWebView(frame: .zero, configuration: webViewConfiguration)
                webView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                webView.contentMode = .scaleToFill
                view.addSubview(webView)

                let mapView = MKMapView()
                mapView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                mapView.clipsToBounds = true
                mapView.isMultipleTouchEnabled = true
                mapView.contentMode = .scaleToFill
                mapView.mapType = .satellite
                mapView.showsUserLocation = true
                view.addSubview(mapView)

                self.key = key
                self.view = view
                self.applySizeClasses = { _, _ in }
            }
            """)
    }
}
