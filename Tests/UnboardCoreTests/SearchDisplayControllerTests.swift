import Foundation
import Testing
import UnboardCore

/// `<searchDisplayController>`, a scene object IB still reads from old storyboards, was taken for a view controller
/// by its name and dropped without a word. It is an `NSObject` that "has been replaced with UISearchController"
/// (iOS 16.5 SDK, UISearchDisplayController.h: `API_DEPRECATED("UISearchDisplayController has been replaced with
/// UISearchController", ios(3.0, 8.0))`), so it gets the unsupported-element warning at its line.
struct SearchDisplayControllerTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <viewController id="vc0-00-000" customClass="SearchController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <searchDisplayController id="sdc-00-001">
                            <connections>
                                <outlet property="delegate" destination="vc0-00-000" id="out-00-001"/>
                            </connections>
                        </searchDisplayController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSearchDisplayControllerIsWarnedAtItsLine() {
        let result = Generate.text(Self.storyboard, path: "Search.storyboard")
        #expect(
            result.diagnostics.map(\.description) == [
                "Search.storyboard:12:17: warning: unsupported element <searchDisplayController> in <scene> is not translated"
            ], "\(result.diagnostics)")
    }
}
