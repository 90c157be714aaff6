import Foundation
import Testing
import UnboardCore

/// Issue 15: a button in a prototype cell that performed a segue in the storyboard. The cell cannot reach its
/// scene's controller, so its builder sends `codeInterfaceBuilder<Name>Segue:` up the responder chain ("If you
/// specify nil, UIKit searches the responder chain for an object that responds to the specified action message",
/// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)) with the button as the sender,
/// and the controller's `migrate` starter declares that method: it asks `shouldPerformSegue(withIdentifier:sender:)`
/// first ("Determines whether the segue with the specified identifier should be performed."), then performs the
/// segue through the `Scenes` type, which calls `prepare(for:sender:)` and shows the destination.
@Suite(.serialized) struct PrototypeSegueRuntimeTests {
    /// `Cells.storyboard`: `ListController`'s table has a prototype whose Open button performs `openDetail` (show);
    /// with `controllerClass` `nil`, the controller has no class of its own.
    static func storyboard(controllerClass: String? = "ListController") -> String {
        let custom = controllerClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <viewController id="vc0-00-000"\(custom) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Send" id="cel-00-001">
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                                                <rect key="frame" x="300" y="7" width="60" height="30"/>
                                                                <autoresizingMask key="autoresizingMask"/>
                                                                <state key="normal" title="Open"/>
                                                                <connections>
                                                                    <segue destination="dst-00-000" kind="show" identifier="openDetail" id="seg-00-001"/>
                                                                </connections>
                                                            </button>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-00-000"/>
                                </view>
                                <connections>
                                    <outlet property="tableView" destination="tbl-00-001" id="out-00-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="dst-sc-000">
                        <objects>
                            <viewController id="dst-00-000" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dst-vw-000">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The starter's method for the segue, as `migrate` writes it, without `@objc` (Linux has no Objective-C
    /// runtime: the program tells the model the class implements the selector instead).
    private func starterMethod() throws -> String {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "Cells.storyboard", data: Data(Self.storyboard().utf8))])
        let starter = try #require(result.starters.first { $0.name == "ListController+CodeInterfaceBuilder.swift" })
        let text = starter.contents
        let start = try #require(text.range(of: "    @objc func codeInterfaceBuilderOpenDetailSegue(_ sender: Any?) {"))
        let end = try #require(text.range(of: "\n    }\n", range: start.upperBound..<text.endIndex))
        return String(text[start.lowerBound..<end.upperBound]).replacingOccurrences(of: "@objc ", with: "")
    }

    /// Taps Open in a cell the controller's table dequeued; `allows` is what `shouldPerformSegue` answers.
    private func run(method: String, allows: Bool) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Cells.storyboard")
        try Self.storyboard().write(to: input, atomically: true, encoding: .utf8)
        let program = """
            import Foundation
            import UIKit
            final class ListController: UIViewController {
                var tableView: UITableView!
                var events: [String] = []
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    events.append("should \\(identifier) from \\(sender is UIButton ? "button" : "other")")
                    return \(allows)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    events.append("prepare \\(segue.identifier ?? "") from \\(sender is UIButton ? "button" : "other")")
                }
            }
            extension ListController {
            \(method)
            }
            UIKitModel.implement("codeInterfaceBuilderOpenDetailSegue:", in: ListController.self) { controller, sender in
                controller.codeInterfaceBuilderOpenDetailSegue(sender)
            }
            UIKitModel.makers[ObjectIdentifier(CellsSendCell.self)] = { CellsSendCell(style: .default, reuseIdentifier: nil) }
            let controller = ListController(nibName: nil, bundle: nil)
            let navigation = UINavigationController(rootViewController: controller)
            let builder = ListControllerCodeInterfaceBuilder(key: .cellsListController)
            controller.view = builder.view
            controller.tableView = builder.tableView
            let cell = builder.tableView.dequeueReusableCell(withIdentifier: "Send", for: IndexPath(indexes: [0, 0]))
            // The table shows the cell as its subview, as UIKit does when the data source returns it.
            builder.tableView.addSubview(cell)
            cell.contentView.findViews(subclassOf: UIButton.self)[0].sendActions(for: .touchUpInside)
            print("events: \\(controller.events)")
            print("shown: \\(navigation.viewControllers.count)")
            print("executed: 1 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        return try RuntimeTests.generateAndRun(
            [input], program: program,
            edit: { output in
                let stubs = output.appendingPathComponent("CustomClassStubs.swift")
                let contents = try String(contentsOf: stubs, encoding: .utf8)
                try contents.replacingOccurrences(of: "class ListController: UIViewController {}\n", with: "")
                    .write(to: stubs, atomically: true, encoding: .utf8)
            })
    }

    /// Tapping the button asks `shouldPerformSegue`, prepares and shows the destination, the button the sender.
    @Test func tappingTheCellsButtonPerformsTheSegueOnTheScenesController() throws {
        let run = try run(method: try starterMethod(), allows: true)
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(
            run.output.contains("events: [\"should openDetail from button\", \"prepare openDetail from button\"]"),
            "\(run.output)")
        #expect(run.output.contains("shown: 2"), "\(run.output)")
    }

    /// `shouldPerformSegue` answering `false` stops it, as UIKit does.
    @Test func aSegueTheControllerRefusesIsNotPerformed() throws {
        let run = try run(method: try starterMethod(), allows: false)
        #expect(run.output.contains("events: [\"should openDetail from button\"]"), "\(run.output)")
        #expect(run.output.contains("shown: 1"), "\(run.output)")
    }

    /// The check bites: without the starter's method, the button's action reaches nobody and nothing is shown.
    @Test func withoutTheStartersMethodTheTapDoesNothing() throws {
        let run = try run(
            method: "func codeInterfaceBuilderOpenDetailSegue(_ sender: Any?) {}", allows: true)
        #expect(run.output.contains("events: []") && run.output.contains("shown: 1"), "\(run.output)")
    }

    /// With `--access public` the method is `@objc public func`: `public @objc func`, as it was written, does not parse.
    @Test func aPublicStartersMethodPutsItsAttributeFirst() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.options.access = .public
        let result = pipeline.run([SourceFile(path: "Cells.storyboard", data: Data(Self.storyboard().utf8))])
        let starter = try #require(result.starters.first { $0.name == "ListController+CodeInterfaceBuilder.swift" })
        #expect(
            starter.contents.contains("    @objc public func codeInterfaceBuilderOpenDetailSegue(_ sender: Any?) {"),
            "\(starter.contents)")
    }

    /// A scene without a class of its own has no starter to perform it: a warning at the segue, not silence.
    @Test func aSceneWithoutAClassIsWarned() {
        let result = Generate.text(Self.storyboard(controllerClass: nil), path: "Cells.storyboard")
        let warnings = result.diagnostics.map(\.message).filter { $0.contains("openDetail") }
        #expect(
            warnings == [
                "segue 'openDetail' is performed by a button in a prototype of a scene without a custom class, which the generated code does not wire: give the controller a custom class, whose unboard migrate starter performs it"
            ], "\(result.diagnostics)")
    }
}
