import Foundation
import Testing
import UnboardCore

/// Review M6: a table view controller's refresh control (`<refreshControl key="refreshControl">`, as IB writes it in
/// DesignerNewsApp's and ivpn's storyboards, `enabled="NO"` and a frame included) was not translated, so the migrated
/// table had no pull to refresh. "Assigning a refresh control to this property adds the control to the view
/// controller’s associated interface." "When the user initiates a refresh operation, the control generates a
/// valueChanged event. You must associate a target and action method with this event and use them to refresh your
/// table’s contents." (https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol) The
/// builder creates the control, `configure(_:)` gives it to the controller and the starter wires its action.
@Suite(.serialized) struct RefreshControlRuntimeTests {
    /// A table view controller of the app's class with a tinted, titled refresh control sending `refresh:` to it, and
    /// the same scene without a class.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="lst-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scene("lst", customClass: " customClass=\"ListViewController\"", identifier: "List"))
        \(scene("pls", customClass: "", identifier: "PlainList"))
            </scenes>
            <resources>
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    static func scene(_ id: String, customClass: String, identifier: String) -> String {
        """
                <scene sceneID="\(id)-sc-000">
                    <objects>
                        <tableViewController storyboardIdentifier="\(identifier)" id="\(id)-00-000"\(customClass) sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(id)-vw-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                            <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="\(id)-rc-000">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="tintColor" systemColor="systemRedColor"/>
                                <attributedString key="attributedTitle">
                                    <fragment content="Pull to refresh"/>
                                </attributedString>
                                <connections>
                                    <action selector="refresh:" destination="\(id)-00-000" eventType="valueChanged" id="\(id)-ac-000"/>
                                </connections>
                            </refreshControl>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr-000" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
    }

    /// The controller as the app creates it, its view loaded, then the user's pull (`UIKitModel.tap` sends
    /// `valueChanged` for a control that is not a button); and the classless scene's factory.
    static let program = """
        let controller = ListViewController(codeInterfaceBuilderKey: .snippetListViewController)
        controller.loadViewIfNeeded()
        if let control = controller.refreshControl {
            print("refresh control: \\(type(of: control)), enabled: \\(control.isEnabled)")
            print("tint: \\(UIKitModel.valueDescription(control.tintColor)), title: \\(control.attributedTitle?.string ?? "none")")
            UIKitModel.tap(control)
        } else {
            print("refresh control: none")
        }
        let plain = SnippetScenes.makePlainList()
        print("plain refresh control: \\(plain.refreshControl.map { "\\(type(of: $0))" } ?? "none")")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")

        """

    @Test func theControllerGetsItsRefreshControlAndAPullCallsItsAction() throws {
        let run = try run()
        #expect(run.exceptions == 0 && run.status == 0, "\(run.output)")
        for line in [
            "refresh control: UIRefreshControl, enabled: true", "tint: UIColor.systemRed, title: Pull to refresh",
            "refreshed by UIRefreshControl", "plain refresh control: UIRefreshControl",
        ] {
            #expect(run.output.contains(line), "\(line) missing:\n\(run.output)")
        }
    }

    /// Negatives on the starter's text: without `configure(_:)` the controller has no refresh control (the table
    /// does not refresh); without the action wiring a pull calls nothing.
    @Test func withoutConfigureOrTheWiringAPullDoesNotRefresh() throws {
        let unconfigured = try run(removing: "        builder.configure(self)")
        #expect(unconfigured.output.contains("refresh control: none"), "\(unconfigured.output)")
        let unwired = try run(removing: "        builder.addRefreshAction(UIAction { [weak self] action in")
        #expect(
            unwired.output.contains("refresh control: UIRefreshControl")
                && !unwired.output.contains("refreshed by"), "\(unwired.output)")
    }

    /// The generated text, read as the app's engineer reads it: the control is made without the nib's frame, with no
    /// `isEnabled = false`, and given to the controller by `configure(_:)`.
    @Test func theBuilderCreatesTheControlAndConfigureAssignsIt() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Snippet.storyboard", data: Data(Self.storyboard.utf8))])
        #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnostics)")
        let builder = try #require(result.files.first { $0.name == "ListViewControllerCodeInterfaceBuilder.swift" })
            .contents
        for line in [
            "let refreshControl = UIRefreshControl()\n", "refreshControl.tintColor = UIColor.systemRed\n",
            "refreshControl.attributedTitle = NSAttributedString(string: \"Pull to refresh\")\n",
            "viewController.refreshControl = refreshControl\n", "(control: refreshControl, event: .valueChanged),\n",
        ] {
            #expect(builder.contains(line), "\(line) missing:\n\(builder)")
        }
        #expect(
            !builder.contains("refreshControl.isEnabled") && !builder.contains("refreshControl.frame"), "\(builder)")
    }

    /// Runs the class's `migrate` starter as its body, with an action method that says it was called; `removing`
    /// leaves out the starter's line that starts with it, and what that line opens.
    private func run(removing: String? = nil) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("Snippet.storyboard", Self.storyboard)], className: "ListViewController",
            classHead: """
                final class ListViewController: UITableViewController, UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {
                    func refresh(_ sender: Any) { print("refreshed by \\(type(of: sender))") }

                """,
            stub: "class ListViewController: UITableViewController {}\n",
            program: Self.program
        ) { starter in
            var text = starter.replacingOccurrences(
                of:
                    "extension ListViewController: UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {\n",
                with: "extension ListViewController {\n")
            if let removing {
                text = Self.removingStatement(removing, from: text)
            }
            return text
        }
    }

    /// `text` without the line `start` and, when that line opens a block, the lines up to the block's end.
    static func removingStatement(_ start: String, from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0 == start }) else { return text }
        var end = index
        if start.hasSuffix("in") || start.hasSuffix("{") {
            let indentation = start.prefix { $0 == " " }
            while end + 1 < lines.count, !lines[end + 1].hasPrefix(indentation + "}") { end += 1 }
            end += 1
        }
        lines.removeSubrange(index...end)
        return lines.joined(separator: "\n")
    }
}
