import Foundation
import Testing
import UnboardCore

/// Issue 15: controls of a cell that send their action to the cell itself (`destination` is the cell, as in
/// firebase's `PostTableViewCell.xib`). Loading the nib connected them: "When an object receives an awakeFromNib
/// message, it is guaranteed to have all its outlet and action connections already established"
/// (https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib). The cell's starter now wires
/// them in `installCodeInterfaceBuilder(key:)` as a controller's starter wires its own, and the stand-in declares
/// the method.
@Suite(.serialized) struct CellOwnActionRuntimeTests {
    /// `StarCell.xib`: a cell of class `StarCell` whose Star button sends `starTapped:` to the cell.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="StarCell" id="c1" customClass="StarCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="cv1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                <rect key="frame" x="16" y="7" width="60" height="30"/>
                                <state key="normal" title="Star"/>
                                <connections>
                                    <action selector="starTapped:" destination="c1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="b1" firstAttribute="leading" secondItem="cv1" secondAttribute="leading" constant="16" id="k1"/>
                            <constraint firstItem="b1" firstAttribute="centerY" secondItem="cv1" secondAttribute="centerY" id="k2"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="starButton" destination="b1" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// The cell as the app declares it, calling the starter from its initializer as the starter's note says.
    static let classHead = """
        final class StarCell: UITableViewCell {
            var starButton: UIButton?
            var stars: [String] = []

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                installCodeInterfaceBuilder(key: .starCellStarCell)
            }
            required init?(coder: NSCoder) { fatalError() }

            func starTapped(_ sender: UIButton) { stars.append(sender === starButton ? "button" : "other") }

        """

    /// Taps Star in a cell the app creates, as a table creates a registered class.
    static let program = """
        let cell = StarCell(style: .default, reuseIdentifier: "StarCell")
        cell.starButton?.sendActions(for: .touchUpInside)
        print("stars: \\(cell.stars)")
        print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    static let stub =
        "class StarCell: UITableViewCell {\n    var starButton: UIButton!\n\n    @objc func starTapped(_ sender: Any) {}\n}\n"

    private func run(editStarter: (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("StarCell.xib", Self.xib)], className: "StarCell", classHead: Self.classHead,
            stub: "class StarCell: UITableViewCell {}\n",
            program: Self.program, editStarter: editStarter)
    }

    /// Tapping the button calls the cell's method with the button as the sender, as the nib's connection did.
    @Test func aCellsActionToItselfReachesItsMethod() throws {
        let run = try run()
        #expect(run.status == 0 && run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("stars: [\"button\"]"), "\(run.output)")
    }

    /// The check bites: without the starter's wiring the tap reaches nobody.
    @Test func withoutTheStartersWiringTheTapReachesNobody() throws {
        let run = try run { starter in
            let start = try? #require(starter.range(of: "builder.addStarTappedAction("))
            let end = start.flatMap { starter.range(of: "})\n", range: $0.upperBound..<starter.endIndex) }
            guard let start, let end else { return starter }
            return starter.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        }
        #expect(run.output.contains("stars: []"), "\(run.output)")
    }

    /// With `--custom-class-stubs`, the cell's stand-in declares the method the starter calls, so the starter
    /// type-checks on its own.
    @Test func theStandInDeclaresTheMethod() throws {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        pipeline.emitsCustomClassStubs = true
        let result = pipeline.run([SourceFile(path: "StarCell.xib", data: Data(Self.xib.utf8))])
        let stubs = try Generate.stubsText(result)
        #expect(stubs.contains(Self.stub), "\(stubs)")
    }
}
