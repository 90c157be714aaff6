import Foundation
import Testing
import UnboardCore

/// Issue 15: a xib whose root is a cell and whose controls send actions to File's Owner, the object that loaded the
/// nib ("The object to use as the owner of the nib file. If the nib file has an owner, you must specify a valid
/// object for this parameter.", https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:));
/// loading it connected each action to that object ("When an object receives an awakeFromNib message, it is guaranteed
/// to have all its outlet and action connections already established.",
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()). The cell is now its
/// own layout (not installed into File's Owner as a view), its builder's `add<Name>Target(_:action:)` sends the action
/// to the owner the app passes, and the starter of a cell that is its own File's Owner passes itself.
@Suite(.serialized) struct CellFilesOwnerActionRuntimeTests {
    /// `OwnerCell.xib`: a cell of class `OwnerCell` whose Delete button sends `deleteTapped:` to File's Owner, of
    /// class `owner` (none when `nil`); with `gesture`, a tap recognizer on the button sends `cellTapped:` there too.
    static func xib(owner: String?, gesture: Bool = false) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
        let recognizer =
            gesture
            ? """
            <tapGestureRecognizer id="g1">
                <connections>
                    <action selector="cellTapped:" destination="-1" id="ga1"/>
                </connections>
            </tapGestureRecognizer>
            """ : ""
        let recognizerOutlet =
            gesture
            ? "<outletCollection property=\"gestureRecognizers\" destination=\"g1\" collectionClass=\"NSMutableArray\" id=\"go1\"/>"
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="OwnerCell" id="c1" customClass="OwnerCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                    <rect key="frame" x="16" y="7" width="60" height="30"/>
                                    <state key="normal" title="Delete"/>
                                    <connections>
                                        <action selector="deleteTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                                        \(recognizerOutlet)
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b1" firstAttribute="leading" secondItem="cv1" secondAttribute="leading" constant="16" id="k1"/>
                                <constraint firstItem="b1" firstAttribute="centerY" secondItem="cv1" secondAttribute="centerY" id="k2"/>
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="deleteButton" destination="b1" id="o1"/>
                        </connections>
                    </tableViewCell>
                    \(recognizer)
                </objects>
            </document>
            """
    }

    /// The cell as the app declares it, calling the starter from its initializer as the starter's note says.
    static let classHead = """
        final class OwnerCell: UITableViewCell {
            var deleteButton: UIButton?
            var deletes = 0

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                installCodeInterfaceBuilder(key: .ownerCellOwnerCell)
            }
            required init?(coder: NSCoder) { fatalError() }

        """

    /// Taps Delete in a cell the app creates, as a table creates a registered class.
    static let program = """
        UIKitModel.implement("deleteTapped:", in: OwnerCell.self) { cell, _ in cell.deletes += 1 }
        let cell = OwnerCell(style: .default, reuseIdentifier: "OwnerCell")
        cell.deleteButton?.sendActions(for: .touchUpInside)
        print("deletes: \\(cell.deletes)")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    private func run(editStarter: (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("OwnerCell.xib", Self.xib(owner: "OwnerCell"))], className: "OwnerCell", classHead: Self.classHead,
            stub: "class OwnerCell: UITableViewCell {}\n", program: Self.program, editStarter: editStarter)
    }

    /// A cell that is its own File's Owner: the starter makes it the target, so tapping Delete reaches its method.
    @Test func aCellThatIsItsOwnFilesOwnerReceivesTheAction() throws {
        let run = try run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("deletes: 1"), "\(run.output)")
    }

    /// The check bites: without the starter's wiring the tap reaches nobody.
    @Test func withoutTheStartersWiringTheTapReachesNobody() throws {
        let run = try run { starter in
            let line = "builder.addDeleteTappedTarget(self, action: Selector(String(\"deleteTapped:\")))\n"
            #expect(starter.contains(line), "\(starter)")
            return starter.replacingOccurrences(of: line, with: "")
        }
        #expect(run.output.contains("deletes: 0"), "\(run.output)")
    }

    /// Another class as File's Owner (a controller that loaded the nib): the cell is its own layout, not installed into
    /// the controller as a view, its builder takes the controller as the target, and a note at the action says so.
    @Test func anotherOwnerIsPassedToTheBuilderAndNoted() throws {
        let result = Generate.text(Self.xib(owner: "ListViewController"), path: "OwnerCell.xib")
        expectDiagnostics(
            result,
            [
                "17:29: note: action 'deleteTapped:' is sent to File's Owner, the ListViewController that loaded the nib: the code that loaded it with that owner now calls addDeleteTappedTarget(_:action:) on the cell's builder with it"
            ])
        #expect(result.builders.map(\.typeName) == ["OwnerCellCodeInterfaceBuilder"])
        let text = Generate.builderText(result, "OwnerCellCodeInterfaceBuilder.swift")
        #expect(text.contains("control.addTarget(target, action: action, for: event)"), "\(text)")
        #expect(text.contains("init(key: CodeInterfaceBuilderKey, cell: OwnerCell)"), "\(text)")
    }

    /// File's Owner without a class: who loaded the nib is unknown, which is a warning, not silence.
    @Test func anOwnerWithoutAClassIsAWarning() {
        let result = Generate.text(Self.xib(owner: nil), path: "OwnerCell.xib")
        expectDiagnostics(
            result,
            [
                "17:29: warning: action 'deleteTapped:' is sent to File's Owner, which has no custom class: the object that loaded the nib is unknown, so call addDeleteTappedTarget(_:action:) on the cell's builder with it"
            ])
    }

    /// A gesture recognizer's action to File's Owner goes the same way: the builder's `add<Name>Target(_:action:)`
    /// adds the target to the recognizer, and an owner without a class is a warning at the action.
    @Test func aGestureRecognizersActionToFilesOwnerIsWiredTheSameWay() {
        let result = Generate.text(Self.xib(owner: nil, gesture: true), path: "OwnerCell.xib")
        let warnings = result.diagnostics.map(\.message).filter { $0.contains("cellTapped:") }
        #expect(
            warnings == [
                "action 'cellTapped:' is sent to File's Owner, which has no custom class: the object that loaded the nib is unknown, so call addCellTappedTarget(_:action:) on the cell's builder with it"
            ], "\(result.diagnostics)")
        let text = Generate.builderText(result, "OwnerCellCodeInterfaceBuilder.swift")
        #expect(text.contains("recognizer.addTarget(target, action: action)"), "\(text)")
    }

    /// A cell that is its own File's Owner may hold its outlets there: they are the cell's, which its starter sets;
    /// another owner's outlets are warnings, not dropped silently.
    @Test func theOutletsOfACellsOwnFilesOwnerAreTheCells() throws {
        let moved = { (owner: String) in
            Self.xib(owner: owner)
                .replacingOccurrences(
                    of: "<outlet property=\"deleteButton\" destination=\"b1\" id=\"o1\"/>", with: ""
                )
                .replacingOccurrences(
                    of: "userLabel=\"File's Owner\" customClass=\"\(owner)\"/>",
                    with:
                        "userLabel=\"File's Owner\" customClass=\"\(owner)\"><connections><outlet property=\"deleteButton\" destination=\"b1\" id=\"o1\"/></connections></placeholder>"
                )
        }
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let own = pipeline.run([SourceFile(path: "OwnerCell.xib", data: Data(moved("OwnerCell").utf8))])
        #expect(own.diagnostics.allSatisfy { $0.severity == .note }, "\(own.diagnostics)")
        let starter = try #require(own.starters.first { $0.name == "OwnerCell+CodeInterfaceBuilder.swift" }).contents
        #expect(starter.contains("deleteButton = builder.deleteButton"), "\(starter)")
        let other = Generate.text(moved("ListViewController"), path: "OwnerCell.xib")
        #expect(
            other.diagnostics.contains {
                $0.message.hasPrefix("outlet 'deleteButton' of File's Owner is not generated")
            }, "\(other.diagnostics)")
    }
}
