import Foundation
import Testing
import UnboardCore

/// Issue 15 (H2): a xib whose root is a view of the app's class (`CardView`, DuckDuckGo's `OmniBar`) that the builder
/// creates itself. The app loaded it with `loadNibNamed(_:owner:options:)`, which set its outlets and connected the
/// actions sent to it before sending it `awakeFromNib()` ("When an object receives an awakeFromNib message, it is
/// guaranteed to have all its outlet and action connections already established",
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()); the starter's
/// `makeWithCodeInterfaceBuilder(key:)` does the same. What it cannot connect stays a warning at the root's line.
struct RootViewWithoutStarterTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="cv-root" customClass="CardView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cv-lbl">
                            <rect key="frame" x="16" y="16" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cv-btn">
                            <rect key="frame" x="16" y="50" width="60" height="30"/>
                            <state key="normal" title="More"/>
                            <connections>
                                <action selector="moreTapped:" destination="cv-root" eventType="touchUpInside" id="cv-act"/>
                            </connections>
                        </button>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                    <constraints>
                        <constraint firstItem="cv-lbl" firstAttribute="leading" secondItem="cv-root" secondAttribute="leading" constant="16" id="cv-k1"/>
                        <constraint firstItem="cv-lbl" firstAttribute="top" secondItem="cv-root" secondAttribute="top" constant="16" id="cv-k2"/>
                        <constraint firstItem="cv-btn" firstAttribute="leading" secondItem="cv-lbl" secondAttribute="leading" id="cv-k3"/>
                        <constraint firstItem="cv-btn" firstAttribute="top" secondItem="cv-lbl" secondAttribute="bottom" constant="13" id="cv-k4"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="cv-lbl" id="cv-o1"/>
                        <outlet property="moreButton" destination="cv-btn" id="cv-o2"/>
                        <outlet property="titleLeading" destination="cv-k1" id="cv-o3"/>
                    </connections>
                </view>
            </objects>
            <resources>
                <systemColor name="systemYellowColor">
                    <color red="1" green="0.80000000000000004" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    private func migrate(_ xml: String) -> GenerationResult {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        return pipeline.run([SourceFile(path: "CardView.xib", data: Data(xml.utf8))])
    }

    @Test func aXibRootOfTheAppsClassGetsAStarterAndANoteInsteadOfTheWarning() {
        let result = migrate(Self.xib)
        #expect(result.starters.map(\.name) == ["CardView+CodeInterfaceBuilder.swift"])
        #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
        let notes = result.diagnostics.filter { $0.message.contains("makeWithCodeInterfaceBuilder") }
        #expect(
            notes.map(\.message) == [
                "create CardView with CardView.makeWithCodeInterfaceBuilder(key: .cardViewCardView) (CardView+CodeInterfaceBuilder.swift) where the app loads the nib \"CardView\" (loadNibNamed(_:owner:options:), UINib): it sets the outlets and actions the nib connected and sends awakeFromNib()"
            ], "\(result.diagnostics)")
        #expect(notes.first?.location?.line == 6, "\(notes)")
    }

    /// A layout that varies by size class would need the view to keep a builder that keeps the view: no starter, and
    /// the warning says why and what is not set.
    @Test func aXibRootThatVariesBySizeClassKeepsTheWarning() {
        let varying = Self.xib.replacingOccurrences(
            of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
            with: #"""
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="widthClass=regular" hidden="YES"/>
                """#)
        let result = migrate(varying)
        #expect(result.starters.isEmpty)
        let warnings = result.diagnostics.filter { $0.message.contains("gets no starter") }
        #expect(
            warnings.map(\.message) == [
                "CardView gets no starter (its layout varies by size class or holds another xib's views, which it would apply through a builder it kept, and the builder keeps it): the outlets (moreButton, titleLabel, titleLeading) and actions (moreTapped:) that loading the nib connected are not set when CardViewCodeInterfaceBuilder creates it; set them from the builder after creating it (view.moreButton = builder.moreButton, builder.addMoreTappedAction(_:))"
            ], "\(result.diagnostics)")
        #expect(warnings.first?.location?.line == 6, "\(warnings)")
    }

    /// Another xib that places a `CardView` creates it through `CardViewCodeInterfaceBuilder`, which no generated
    /// builder can connect with the starter: a warning at the root names that builder's property.
    @Test func aNestedXibRootIsAWarningNamingTheBuilderThatCreatesIt() {
        let holder = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="hd-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="hd-card" customClass="CardView">
                                <rect key="frame" x="10" y="10" width="300" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([
            SourceFile(path: "CardView.xib", data: Data(Self.xib.utf8)),
            SourceFile(path: "Holder.xib", data: Data(holder.utf8)),
        ])
        #expect(result.starters.map(\.name) == ["CardView+CodeInterfaceBuilder.swift"])
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(
            warnings.map(\.message) == [
                "the CardView views that HolderCodeInterfaceBuilder.cardViewBuilder create get none of the outlets and actions loading the nib connected (generated builders do not call starters): call connectCodeInterfaceBuilder(_:) of CardView+CodeInterfaceBuilder.swift with each such builder"
            ], "\(result.diagnostics)")
        #expect(warnings.first?.location?.line == 6, "\(warnings)")
    }
}
