import Foundation
import Testing
import UnboardCore

/// Issue 16: an app class named like a type Unboard declares at the top of the module (a `Scenes` type, a builder,
/// `CodeInterfaceBuilderKey`, `CodeInterfaceBuilderLayoutSelecting`) collides with it: "invalid redeclaration of
/// 'T1Scenes'" against the iOS 16.5 SDK (synthesized storyboards, `migrate --custom-class-stubs`). The generated
/// names are what the starters and the app's code call, so the class is warned at its line, for the app to rename.
@Suite struct GeneratedTypeNameWarningTests {
    @Test func classesNamedLikeGeneratedTypesAreWarnedAtTheirLines() {
        func view(_ id: String, _ className: String) -> String {
            #"<view contentMode="scaleToFill" fixedFrame="YES" id="\#(id)" customClass="\#(className)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        }
        let xml = Generate.storyboard(
            scenes: Generate.scene(
                "00-001", class: "Home",
                subviews: view("v-00-001", "HomeCodeInterfaceBuilder") + "\n"
                    + view("v-00-002", "CodeInterfaceBuilderKey")
                    + "\n" + view("v-00-003", "CodeInterfaceBuilderLayoutSelecting") + "\n" + view("v-00-004", "Badge"))
                + Generate.scene("00-002", class: "SnippetScenes"))
        let result = Generate.text(xml)
        let warnings = result.diagnostics.filter { $0.message.contains("named like a type Unboard generates") }.map {
            "\($0.location?.line ?? 0): \($0.message.prefix { $0 != "," })"
        }
        #expect(
            warnings == [
                "11: class 'HomeCodeInterfaceBuilder' is named like a type Unboard generates",
                "12: class 'CodeInterfaceBuilderKey' is named like a type Unboard generates",
                "13: class 'CodeInterfaceBuilderLayoutSelecting' is named like a type Unboard generates",
                "27: class 'SnippetScenes' is named like a type Unboard generates",
            ], "\(result.diagnostics.map(\.message))")
    }
}
