/// A table scene for the synthesized storyboards: the examples and fixtures have no table view, and large apps do.
enum TableSceneTemplate {
    /// A storyboard with one controller whose view holds a table with a prototype cell.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <!--Item List View Controller-->
                <scene sceneID="tbS-cn-001">
                    <objects>
                        <viewController storyboardIdentifier="ItemList" id="tbV-cC-001" customClass="ItemListViewController" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tbR-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbT-vw-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="ItemCell" rowHeight="64" id="tbC-el-001">
                                                <rect key="frame" x="0.0" y="50" width="393" height="64"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="tbC-el-001" id="tbC-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="tbI-mg-001">
                                                            <rect key="frame" x="20" y="12" width="40" height="40"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="40" id="tbK-iw-001"/>
                                                                <constraint firstAttribute="width" secondItem="tbI-mg-001" secondAttribute="height" multiplier="1:1" id="tbK-ia-001"/>
                                                            </constraints>
                                                        </imageView>
                                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="tbS-tk-001">
                                                            <rect key="frame" x="72" y="12" width="301" height="40"/>
                                                            <subviews>
                                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tbL-ti-001">
                                                                    <rect key="frame" x="0.0" y="0.0" width="301" height="20.333333333333332"/>
                                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                                    <color key="textColor" systemColor="labelColor"/>
                                                                    <nil key="highlightedColor"/>
                                                                </label>
                                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tbL-su-001">
                                                                    <rect key="frame" x="0.0" y="22.333333333333332" width="301" height="17.666666666666668"/>
                                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                                                    <nil key="highlightedColor"/>
                                                                </label>
                                                            </subviews>
                                                        </stackView>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="tbI-mg-001" firstAttribute="leading" secondItem="tbC-cv-001" secondAttribute="leadingMargin" id="tbK-c1-001"/>
                                                        <constraint firstItem="tbI-mg-001" firstAttribute="centerY" secondItem="tbC-cv-001" secondAttribute="centerY" id="tbK-c2-001"/>
                                                        <constraint firstItem="tbS-tk-001" firstAttribute="leading" secondItem="tbI-mg-001" secondAttribute="trailing" constant="12" id="tbK-c3-001"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="tbS-tk-001" secondAttribute="trailing" id="tbK-c4-001"/>
                                                        <constraint firstItem="tbS-tk-001" firstAttribute="centerY" secondItem="tbC-cv-001" secondAttribute="centerY" id="tbK-c5-001"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="tbG-sa-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="tbT-vw-001" firstAttribute="top" secondItem="tbG-sa-001" secondAttribute="top" id="tbK-t1-001"/>
                                    <constraint firstItem="tbT-vw-001" firstAttribute="leading" secondItem="tbG-sa-001" secondAttribute="leading" id="tbK-t2-001"/>
                                    <constraint firstItem="tbG-sa-001" firstAttribute="trailing" secondItem="tbT-vw-001" secondAttribute="trailing" id="tbK-t3-001"/>
                                    <constraint firstItem="tbG-sa-001" firstAttribute="bottom" secondItem="tbT-vw-001" secondAttribute="bottom" id="tbK-t4-001"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="tableView" destination="tbT-vw-001" id="tbO-tv-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tbF-rs-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="900" y="-27"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="secondaryLabelColor">
                    <color red="0.23529411759999999" green="0.23529411759999999" blue="0.26274509800000001" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
}
