import Foundation
import Testing
import UnboardCore

/// Issue 15: a xib whose root is a view of the app's class (`CardView`) that the builder creates itself gets no
/// starter; loading the nib connected its outlets and the actions sent to it, the builder does not. `migrate` says
/// so at the root's line instead of leaving them `nil` and unwired silently.
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
                    <connections>
                        <outlet property="titleLabel" destination="cv-lbl" id="cv-o1"/>
                    </connections>
                </view>
            </objects>
        </document>
        """

    @Test func migrateWarnsThatTheRootsOutletsAndActionsAreNotConnected() {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "CardView.xib", data: Data(Self.xib.utf8))])
        #expect(result.starters.isEmpty)
        let warnings = result.diagnostics.filter { $0.message.contains("gets no starter") }
        #expect(
            warnings.map(\.message) == [
                "CardView gets no starter: the outlets (titleLabel) and actions (moreTapped:) that loading the nib connected are not set when CardViewCodeInterfaceBuilder creates it; set them from the builder after creating it (view.titleLabel = builder.titleLabel, builder.addMoreTappedAction(_:))"
            ], "\(result.diagnostics)")
        #expect(warnings.first?.location?.line == 6, "\(warnings)")
    }
}
