import Foundation
import Testing
import UnboardCore

/// Issue 15, H4: a custom view's outlets to views the builder creates are connected as the nib connected them, with
/// `setValue(_:forKey:)`, which reaches a private `@IBOutlet` too.
@Suite(.serialized) struct ViewOutletRuntimeTests {
    /// A `GlucoseHUDView` whose `glucoseLabel` outlet points to its label (Loop's `GlucoseHUDView`, reduced).
    static let xml = Generate.storyboard(
        subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hud-00-001" customClass="GlucoseHUDView" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0" y="0" width="200" height="60"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="120" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                        <rect key="frame" x="0" y="0" width="100" height="20"/>
                    </label>
                </subviews>
                <connections>
                    <outlet property="glucoseLabel" destination="lbl-00-001" id="out-00-001"/>
                </connections>
            </view>
            """)

    /// The app's class: a private outlet (`@IBOutlet` needs the Objective-C runtime, which Linux lacks), set through
    /// the key the test declares to the model, since Swift on Linux cannot find a property by name.
    static func program(declaresKey: Bool, outlet: String = "glucoseLabel") -> String {
        """
        import UIKit
        final class SnippetViewController: UIViewController {}
        final class GlucoseHUDView: UIView {
            private weak var \(outlet): UILabel?
            var shown: UILabel? { \(outlet) }
            static func declareKeys() {
                UIKitModel.declareKey("\(outlet)", in: GlucoseHUDView.self) { view, value in view.\(outlet) = value as? UILabel }
            }
        }
        \(declaresKey ? "GlucoseHUDView.declareKeys()" : "")
        let builder = SnippetViewControllerCodeInterfaceBuilder(key: .snippetSnippetViewController)
        let hud = builder.view.findViews(subclassOf: GlucoseHUDView.self)[0]
        print("outlet is the built label: \\(hud.shown != nil && hud.shown === hud.subviews.first)")
        print("outlet is nil: \\(hud.shown == nil)")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """
    }

    private func run(_ program: String) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-outlets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Snippet.storyboard")
        try Self.xml.write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        _ = try OutputWriter(directory: output).write(try Generate.files([input], stubs: false).files)
        let main = folder.appendingPathComponent("main.swift.txt")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, output.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    @Test func aCustomViewsPrivateOutletIsItsBuiltLabel() throws {
        let builder = Generate.builderText(Generate.text(Self.xml))
        #expect(builder.contains(#"glucoseHUDView.setValue(v120Label, forKey: "glucoseLabel")"#), "\(builder)")
        #expect(!Generate.text(Self.xml).diagnostics.contains { $0.message.contains("glucoseLabel") })
        let connected = try run(Self.program(declaresKey: true))
        #expect(connected.output.contains("outlet is the built label: true"), "\(connected.output)")
        #expect(connected.exceptions == 0, "\(connected.output)")
        // The model bites: the outlet is set only through the key, so with no setter for it, it stays nil.
        let unset = try run(Self.program(declaresKey: false))
        #expect(unset.output.contains("outlet is nil: true"), "\(unset.output)")
        #expect(unset.exceptions == 0, "\(unset.output)")
        // A class without the key raises, as on a device.
        let unknown = try run(Self.program(declaresKey: false, outlet: "valueLabel"))
        #expect(unknown.output.contains("NSUnknownKeyException"), "\(unknown.output)")
    }
}
