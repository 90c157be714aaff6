import Foundation
import Testing
import UnboardCore

/// Issue 15 (review M3): a view in a prototype cell whose outlet (a text field's `delegate`) Interface Builder
/// connected to the scene's controller. The storyboard connects it when the table view creates the cell (the
/// prototype's nib gets the controller as an external object: how Xcode compiles storyboards, unverified); the
/// migrated cell connects it once the table holds it, finding the controller up the responder chain ("UIView
/// implements this method and returns the UIViewController object that manages it (if it has one) or its superview
/// (if it doesn't)", https://developer.apple.com/documentation/uikit/uiresponder/next).
@Suite(.serialized) struct SceneControllerOutletRuntimeTests {
    /// `Cells.storyboard`: `ListController`'s table has a prototype whose text field's delegate is the controller;
    /// `cellClass` gives the prototype a class of the app's, `controllerClass` `nil` leaves the controller without one,
    /// and `otherScene` points the delegate at the second scene's controller instead.
    static func storyboard(
        controllerClass: String? = "ListController", cellClass: String? = nil, otherScene: Bool = false
    ) -> String {
        let custom = controllerClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        let cellCustom = cellClass.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
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
                                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Send" id="cel-00-001"\(cellCustom)>
                                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Comment" id="txt-00-001">
                                                                <rect key="frame" x="20" y="7" width="300" height="30"/>
                                                                <autoresizingMask key="autoresizingMask"/>
                                                                <textInputTraits key="textInputTraits"/>
                                                                <connections>
                                                                    <outlet property="delegate" destination="\(otherScene ? "dst-00-000" : "vc0-00-000")" id="out-00-002"/>
                                                                </connections>
                                                            </textField>
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
                            <viewController id="dst-00-000" customClass="OtherController" customModule="App" sceneMemberID="viewController">
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

    /// Dequeues a cell from the controller's table, lets the app's `cellForRowAt` set the delegate when
    /// `appSetsDelegate`, adds the cell to the table as UIKit does when it shows it, and prints who the text field's
    /// delegate is. `edit` changes the generated builder's text.
    private func run(
        appSetsDelegate: Bool = false, edit: @escaping (String) -> String = { $0 }
    ) throws
        -> RuntimeTests.Run
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-issue15-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Cells.storyboard")
        try Self.storyboard().write(to: input, atomically: true, encoding: .utf8)
        let program = """
            import Foundation
            import UIKit
            final class ListController: UIViewController, UITextFieldDelegate {
                var tableView: UITableView!
            }
            final class OtherDelegate: NSObject, UITextFieldDelegate {}
            UIKitModel.makers[ObjectIdentifier(CellsSendCell.self)] = { CellsSendCell(style: .default, reuseIdentifier: nil) }
            let controller = ListController(nibName: nil, bundle: nil)
            let builder = ListControllerCodeInterfaceBuilder(key: .cellsListController)
            controller.view = builder.view
            controller.tableView = builder.tableView
            let other = OtherDelegate()
            let cell = builder.tableView.dequeueReusableCell(withIdentifier: "Send", for: IndexPath(indexes: [0, 0]))
            let field = cell.contentView.findViews(subclassOf: UITextField.self)[0]
            if \(appSetsDelegate) { field.delegate = other }
            // The table shows the cell as its subview, as UIKit does when the data source returns it.
            builder.tableView.addSubview(cell)
            let delegate = field.delegate
            print("delegate: \\(delegate === controller ? "controller" : delegate === other ? "other" : "none")")
            print("executed: 1 builders, 2 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        return try RuntimeTests.generateAndRun(
            [input], program: program,
            edit: { output in
                let stubs = output.appendingPathComponent("CustomClassStubs.swift")
                let contents = try String(contentsOf: stubs, encoding: .utf8)
                try contents.replacingOccurrences(of: "class ListController: UIViewController {}\n", with: "")
                    .write(to: stubs, atomically: true, encoding: .utf8)
                let builder = output.appendingPathComponent("SendCellCodeInterfaceBuilder.swift")
                try edit(try String(contentsOf: builder, encoding: .utf8))
                    .write(to: builder, atomically: true, encoding: .utf8)
            })
    }

    /// Once the table holds the cell, the text field's delegate is the scene's controller, as in the storyboard.
    @Test func aPrototypesTextFieldDelegatesToTheScenesController() throws {
        let run = try run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("delegate: controller"), "\(run.output)")
    }

    /// A delegate the app set in `tableView(_:cellForRowAt:)`, before the table shows the cell, is kept.
    @Test func aDelegateTheAppSetIsKept() throws {
        let run = try run(appSetsDelegate: true)
        #expect(run.output.contains("delegate: other"), "\(run.output)")
    }

    /// The check bites: without the generated class's call, the text field has no delegate.
    @Test func withoutTheConnectionTheFieldHasNoDelegate() throws {
        let run = try run(edit: {
            $0.replacingOccurrences(of: "codeInterfaceBuilder?.connectSceneController(from: self)", with: "")
        })
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("delegate: none"), "\(run.output)")
    }

    /// A cell class whose outlet names its text field `sequence` (or `controller`): the connection's closure called
    /// `sequence(first:next:)`, which the view's local shadowed ("cannot call value of non-function type
    /// 'UITextField'" against the iOS 16.5 SDK), and bound the controller to `controller`, over such a view. It calls
    /// `Swift.sequence` and binds `sceneController`, a name the layout reserves.
    @Test func theConnectionNamesNothingAViewCanShadow() throws {
        let xml = Self.storyboard(cellClass: "SendCell").replacingOccurrences(
            of: "</tableViewCell>",
            with: """
                <connections><outlet property="sequence" destination="txt-00-001" id="out-00-003"/></connections>
                </tableViewCell>
                """)
        let builder = try #require(
            Generate.text(xml, path: "Cells.storyboard").files.first { $0.name == "SendCellCodeInterfaceBuilder.swift" }
        ).contents
        let closure = """
                    self.sceneControllerConnection = { cell in
                        if let sceneController = Swift.sequence(first: cell as UIResponder, next: \\.next).first(where: { $0 is ListController }) {
                            if sequence.delegate == nil {
                                sequence.delegate = sceneController as? UITextFieldDelegate
                            }
                        }
                    }

            """
        #expect(builder.contains(closure), "\(builder)")
    }

    /// Where the generated code cannot connect it, a warning at the outlet says why and what to do.
    @Test(arguments: [
        (
            Self.storyboard(cellClass: "SendCell"),
            "outlet 'delegate' of <textField> in a prototype points to the scene's ListController, which the storyboard connects when the table or collection view creates the cell: call `codeInterfaceBuilder?.connectSceneController(from: self)` from the cell class's `didMoveToSuperview()`, which a generated prototype class does"
        ),
        (
            Self.storyboard(controllerClass: nil),
            "outlet 'delegate' of <textField> in a prototype points to the scene's view controller, which the storyboard connects when the table or collection view creates the cell; the controller has no custom class to adopt UITextFieldDelegate, so it is not set: give the controller a class of the app's and migrate again"
        ),
        (
            Self.storyboard(otherScene: true),
            "outlet 'delegate' of <textField> points to OtherController of another scene (line 45), which is not created with this one; it is not set: set the <textField>'s `delegate` in code where the app holds both, e.g. in `prepare(for:sender:)`"
        ),
    ])
    func whatCannotBeConnectedIsWarnedAtItsLine(storyboard: String, message: String) {
        let result = Generate.text(storyboard, path: "Cells.storyboard")
        let warnings = result.diagnostics.filter { $0.message.contains("'delegate'") }
        #expect(warnings.map(\.message) == [message], "\(result.diagnostics)")
        #expect(warnings.map { $0.location?.line } == [26], "\(result.diagnostics)")
    }
}
