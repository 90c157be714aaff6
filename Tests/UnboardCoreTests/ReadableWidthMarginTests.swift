import Foundation
import Testing
import UnboardCore

/// Issue 15 item 10: `layoutMarginsFollowReadableWidth`, which UIKit has no `UIView` property for, is expressed
/// where it counts, in the constraints to the view's horizontal margins, and is a warning at its line where
/// something else reads the margins.
@Suite struct ReadableWidthMarginTests {
    /// A scene whose root view's margins follow the readable width, holding `subviews` and `constraints`.
    static func scene(subviews: String, constraints: String) -> String {
        Generate.document(
            initialViewController: "vc0-00-000",
            """
                <device id="ipad12_9" orientation="landscape" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <viewController id="vc0-00-000" customClass="ReadableViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="root-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="1366" height="1024"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-00-000"/>
                                    <constraints>
            \(constraints)
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            """)
    }

    static let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Long text" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
            <rect key="frame" x="347" y="100" width="672" height="20"/>
        </label>
        """

    static let labelConstraints = """
        <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
        <constraint firstItem="root-00-000" firstAttribute="trailingMargin" secondItem="lbl-00-001" secondAttribute="trailing" id="c00-00-002"/>
        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="topMargin" constant="80" id="c00-00-003"/>
        """

    /// Constraints to the view's horizontal margins go to its readable content guide (the vertical margin stays a
    /// margin); with nothing else reading the margins, nothing is lost and nothing is reported.
    @Test func horizontalMarginConstraintsUseTheReadableContentGuide() {
        let result = Generate.text(Self.scene(subviews: Self.label, constraints: Self.labelConstraints))
        expectDiagnostics(result, [])
        let text = Generate.builderText(result, "ReadableViewControllerCodeInterfaceBuilder.swift")
        #expect(
            text.contains("longTextLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor)"),
            "\(text)")
        #expect(
            text.contains("view.readableContentGuide.trailingAnchor.constraint(equalTo: longTextLabel.trailingAnchor)"))
        #expect(text.contains("view.layoutMarginsGuide.topAnchor"))
        #expect(
            !text.contains("layoutMarginsGuide.leadingAnchor") && !text.contains("layoutMarginsGuide.trailingAnchor"))
    }

    /// A subview that preserves the view's margins, and a stack view laid out by its own margins, would see the
    /// plain margins: a warning at the view's line says so.
    @Test func whatElseReadsTheMarginsIsAWarningAtItsLine() throws {
        let preserving = """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sub-00-001">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
            </view>
            """
        let xml = Self.scene(subviews: preserving, constraints: "")
        let result = Generate.text(xml)
        let warning = try #require(
            result.diagnostics.first { $0.message.hasPrefix("layoutMarginsFollowReadableWidth on <view>") })
        #expect(warning.message.contains("1 subview(s) that preserve its margins"), "\(warning.message)")
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"id="root-00-000""#) }.map { $0 + 1 }
        #expect(warning.location?.line == line)

        let stack = Generate.text(
            Generate.storyboard(
                subviews: """
                    <stackView opaque="NO" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                    </stackView>
                    """))
        #expect(
            stack.diagnostics.contains {
                $0.message.hasPrefix("layoutMarginsFollowReadableWidth on <stackView>")
                    && $0.message.contains("the stackView's own layout")
            }, "\(stack.diagnostics)")
    }

    /// On the behavioural model: the label's horizontal constraints are made to the root view's
    /// `readableContentGuide`, the guide UIKit keeps at a readable width.
    @Test func theGeneratedConstraintsReachTheReadableContentGuide() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-readable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Readable.storyboard")
        try Self.scene(subviews: Self.label, constraints: Self.labelConstraints)
            .write(to: storyboard, atomically: true, encoding: .utf8)
        let run = try RuntimeTests.generateAndRun(
            [storyboard],
            program: """
                import UIKit
                let builder = ReadableViewControllerCodeInterfaceBuilder(key: .readableReadableViewController)
                let guide = builder.view.readableContentGuide
                let horizontal = builder.view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
                print("to the readable content guide: \\(horizontal.count)")
                print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
                """)
        #expect(run.output.contains("to the readable content guide: 2"), "\(run.output)")
    }
}
