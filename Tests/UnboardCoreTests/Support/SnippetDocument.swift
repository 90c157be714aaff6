import UnboardCore

extension Generate {
    /// A storyboard with the given `<scene>` elements, for snippets that need their own controllers.
    static func storyboard(scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// A scene of `controller` (an element name such as `viewController`) with `class`, a root view holding
    /// `subviews`, and `extras` (navigation item, connections...) inside the controller.
    static func scene(
        _ id: String, controller: String = "viewController", class className: String, subviews: String = "",
        constraints: String = "",
        extras: String = "", objects: String = ""
    ) -> String {
        """
        <scene sceneID="scn-\(id)">
            <objects>
                <\(controller) id="vc-\(id)" customClass="\(className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
        \(extras)
                </\(controller)>
        \(objects)
            </objects>
        </scene>
        """
    }
}
