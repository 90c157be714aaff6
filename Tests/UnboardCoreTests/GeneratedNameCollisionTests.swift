import Foundation
import Testing
import UnboardCore

/// Issue 16: names an app chose that collided with names Unboard generates, found when the eleventh probe set's
/// output was type-checked against the iOS 16.5 SDK (`wider-corpus.py measure probe11 --typecheck`).
@Suite(.serialized) struct GeneratedNameCollisionTests {
    /// SethDaetwiler/Spot-Map's scene class `loadView`: inside the class, the starter's restoration method found
    /// its `loadView()` method for `loadView(codeInterfaceBuilderKey:)` ("use of 'loadView' refers to instance
    /// method rather than class 'loadView'").
    /// (A starter overrides UIKit's methods from an extension, which needs the Objective-C runtime: the real SDK checks
    /// it, `typecheck-ios.sh`, not the stand-in.)
    static let classNamedLikeAMember = Generate.storyboard(
        scenes: Generate.scene("00-001", class: "loadView"))

    @Test func aClassNamedLikeAMemberIsCreatedThroughAFilePrivateAlias() throws {
        let result = Generate.text(Self.classNamedLikeAMember, stubs: true, starters: true)
        expectDiagnostics(result, [])
        let starter = try #require(result.starters.first { $0.name == "loadView+CodeInterfaceBuilder.swift" }).contents
        #expect(starter.contains("private typealias CodeInterfaceBuilderStarterClass = loadView\n"), "\(starter)")
        #expect(starter.contains("return CodeInterfaceBuilderStarterClass(codeInterfaceBuilderKey: key)\n"))
        // A class named with a capital letter is named directly, without the alias.
        let plain = Generate.text(
            Generate.storyboard(scenes: Generate.scene("00-001", class: "LoadView")), stubs: true, starters: true)
        let plainStarter = try #require(plain.starters.first { $0.name == "LoadView+CodeInterfaceBuilder.swift" })
        #expect(!plainStarter.contents.contains("typealias"))
        #expect(plainStarter.contents.contains("return LoadView(codeInterfaceBuilderKey: key)\n"))
    }

    /// A classless prototype `reuse`.
    private static func prototype(_ id: String, reuse: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuse)" id="\(id)">
            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// Modelled on rhysforyou/BarMagnet's prototypes `Add` and `addCell`, whose generated classes were both `MainAddCell`
    /// ("invalid redeclaration of 'MainAddCell'").
    static let prototypesOneSuffixApart = Generate.storyboard(
        scenes: """
            <scene sceneID="scn-00-001"><objects>
                <tableViewController id="vc-00-001" customClass="ListController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>\(prototype("cel-00-001", reuse: "Add"))\(prototype("cel-00-002", reuse: "AddCell"))</prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)

    @Test func prototypesWhoseClassesWouldShareANameAreNumberedApart() throws {
        let result = Generate.text(Self.prototypesOneSuffixApart, stubs: true)
        expectDiagnostics(result, [])
        let declared = result.files.flatMap { file in
            file.contents.split(separator: "\n").filter { $0.hasPrefix("class Snippet") }.map {
                String($0.prefix { $0 != ":" })
            }
        }
        #expect(declared.sorted() == ["class SnippetAddCell", "class SnippetAddCell2Cell"], "\(declared)")
        let keys = try #require(result.files.first { $0.name == "CodeInterfaceBuilderKey.swift" }).contents
        for line in ["case snippetAddCell2 = \"Snippet.AddCell2\"", "case snippetAdd = \"Snippet.Add\""] {
            #expect(keys.contains(line), "\(line)\n\(keys)")
        }
        try expectStandInTypeChecks(result)
    }

    /// raymonddiamonds/Makestagram: the scene's class `HomeController` set on its root view too, and the tab bar
    /// controller's class `MainTabs` on the scene's tab bar item ("value of type 'HomeViewController' has no member
    /// 'backgroundColor'"; the stand-in of `MainTabs` became a `UITabBarItem`, which the `Scenes` factory could not
    /// create as a controller).
    static let controllerClassesOnAViewAndABarItem = Generate.storyboard(
        scenes: """
            <scene sceneID="scn-00-001"><objects>
                <tabBarController id="tab-00-001" customClass="MainTabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="vc-00-002" kind="relationship" relationship="viewControllers" id="seg-00-001"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="scn-00-002"><objects>
                <viewController id="vc-00-002" customClass="HomeController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-00-002" customClass="HomeController">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Home" id="tbi-00-002" customClass="MainTabs"/>
                </viewController>
            </objects></scene>
            """)

    @Test func aControllersClassOnAViewOrBarItemIsNotApplied() throws {
        let result = Generate.text(Self.controllerClassesOnAViewAndABarItem, stubs: true)
        expectDiagnostics(
            result,
            [
                "18:9: warning: custom class 'HomeController' of <view> is a view controller's class in this document, which a <view> cannot be; it is created as a UIView",
                "22:9: warning: custom class 'MainTabs' of <tabBarItem> is a view controller's class in this document, which a <tabBarItem> cannot be; it is created as a UITabBarItem",
            ])
        let stubs = try Generate.stubsText(result)
        for line in ["class HomeController: UIViewController {}", "class MainTabs: UITabBarController {}"] {
            #expect(stubs.contains(line), "\(line)\n\(stubs)")
        }
        try expectStandInTypeChecks(result)
    }
}
