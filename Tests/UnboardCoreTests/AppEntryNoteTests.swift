import Foundation
import Testing
import UnboardCore

/// Issue 15 (review M8): `migrate` of a storyboard with an initial view controller notes that, if it is the app's main
/// storyboard, Info.plist must stop naming it and the scene delegate creates the window; a launch screen
/// (`launchScreen="YES"`) stays a storyboard: "Don't make any connections to your code (don't add actions or
/// outlets)." "Don't use any custom classes." (Xcode Help, "Create a launch screen",
/// https://help.apple.com/xcode/mac/current/en.lproj/dev04e289091.html).
struct AppEntryNoteTests {
    static func storyboard(launchScreen: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(launchScreen ? " launchScreen=\"YES\"" : "") useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func notes(_ name: String, launchScreen: Bool, starters: Bool = true) -> [String] {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = starters
        let result = pipeline.run([
            SourceFile(path: name, data: Data(Self.storyboard(launchScreen: launchScreen).utf8))
        ])
        return result.diagnostics.filter { $0.severity == .note }.map(\.description)
    }

    @Test func aStoryboardWithAnInitialControllerGetsTheMainStoryboardNote() {
        #expect(
            notes("Main.storyboard", launchScreen: false) == [
                "Main.storyboard:2:1: note: if Main.storyboard is the app's main storyboard, remove UIMainStoryboardFile and the scene configuration's UISceneStoryboardFile from Info.plist, and create the window in the scene delegate's scene(_:willConnectTo:options:): `guard let windowScene = scene as? UIWindowScene else { return }`, `window = UIWindow(windowScene: windowScene)`, `window?.rootViewController = MainScenes.makeInitialViewController()`, `window?.makeKeyAndVisible()`"
            ])
    }

    @Test func aLaunchScreenGetsTheLaunchScreenNoteOnly() {
        #expect(
            notes("LaunchScreen.storyboard", launchScreen: true) == [
                "LaunchScreen.storyboard:2:1: note: this is a launch screen: keep it as an Interface Builder file named by UILaunchStoryboardName in Info.plist; UIKit shows it before any of the app's code runs, so it cannot use the generated code, which is not needed"
            ])
    }

    /// `generate` keeps the storyboard in the app: no note.
    @Test func generateGivesNoNote() {
        #expect(notes("Main.storyboard", launchScreen: false, starters: false).isEmpty)
    }
}
