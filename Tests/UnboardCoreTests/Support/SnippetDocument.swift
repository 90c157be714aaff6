import Foundation
import UnboardCore

extension Generate {
    /// A storyboard with the given `<scene>` elements, for snippets that need their own controllers.
    static func storyboard(scenes: String, resources: String = "") -> String {
        Generate.document(
            """
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
                <resources>
            \(resources)
                </resources>
            """)
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

extension Generate {
    /// The one skeleton of the tests' documents: the XML declaration and the `<document>` element as Xcode 15 writes
    /// them, for a storyboard (with its initial controller, when given) or a xib; `body` is the element's content.
    static func document(xib: Bool = false, initialViewController: String? = nil, _ body: String) -> String {
        let type = "com.apple.InterfaceBuilder3.CocoaTouch." + (xib ? "XIB" : "Storyboard.XIB")
        let initial = initialViewController.map { #" initialViewController="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial)>
            \(body)
            </document>
            """
    }
}

extension Generate {
    /// Calls `body` with `text` written to a temporary file named `name`, removed afterwards.
    static func withSnippet<Result>(
        _ text: String, named name: String = "Snippet.storyboard", _ body: (URL) throws -> Result
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent(name)
        try text.write(to: input, atomically: true, encoding: .utf8)
        return try body(input)
    }
}
