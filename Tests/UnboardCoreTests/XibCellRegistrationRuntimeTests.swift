import Foundation
import Testing
import UnboardCore

/// Issue 15 (review M4): a cell of the app's class at the root of a xib, which the app registered with
/// `register(UINib(nibName:bundle:), forCellReuseIdentifier:)`. After `migrate` there is no nib: the builder's
/// `register<Key>(in:)` registers the class for the xib's reuse identifier, the table creates the cell with
/// `init(style:reuseIdentifier:)` ("When creating cells from a registered class, this method creates the cell and
/// initializes it by calling its init(style:reuseIdentifier:) method.",
/// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)), and that
/// initializer calls the starter's `installCodeInterfaceBuilder(key:)` once, as the note says. An identifier nobody
/// registered cannot be dequeued: "You may also register a class or nib file using the
/// register(_:forCellReuseIdentifier:) or register(_:forCellReuseIdentifier:) method, but must do so before calling
/// this method." (same page; that UIKit then raises NSInternalInconsistencyException is unverified, as the model says).
@Suite(.serialized) struct XibCellRegistrationRuntimeTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="post" id="cel-00-001" customClass="PostCell" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="16" y="11" width="288" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="con-00-001" secondAttribute="leading" constant="16" id="cst-00-001"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="con-00-001" secondAttribute="centerY" id="cst-00-002"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// Registers (or not) the class with the builder's function, dequeues a cell and prints what it holds.
    private func run(registers: Bool) throws -> RuntimeTests.Run {
        let program = """
            UIKitModel.makers[ObjectIdentifier(PostCell.self)] = { PostCell(style: .default, reuseIdentifier: nil) }
            let table = UITableView(frame: .zero, style: .plain)
            if \(registers) { PostCellCodeInterfaceBuilder.registerPostCellPostCell(in: table) }
            let cell = table.dequeueReusableCell(
                withIdentifier: PostCellCodeInterfaceBuilder.ReuseIdentifier.postCellPostCell, for: IndexPath(indexes: [0, 0]))
            let postCell = cell as? PostCell
            print("dequeued: \\(type(of: cell)), subviews \\(cell.contentView.subviews.count), installs \\(postCell?.installs ?? 0)")
            print("outlet: \\(postCell?.titleLabel?.text ?? "none")")
            print("executed: 1 builders, 1 layouts, 1 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        return try MigratedAppRuntimeTests().runWithStarterAsClass(
            [("PostCell.xib", Self.xib)], className: "PostCell",
            classHead: """
                final class PostCell: UITableViewCell {
                    weak var titleLabel: UILabel!
                    var installs = 0

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        installCodeInterfaceBuilder(key: .postCellPostCell)
                        installs += 1
                    }
                    required init?(coder: NSCoder) { fatalError() }

                """, stub: "class PostCell: UITableViewCell {}\n", program: program)
    }

    /// The registered class is dequeued with the xib's views, built once by its initializer, and its outlet set.
    @Test func theBuildersRegistrationReplacesTheNib() throws {
        let run = try run(registers: true)
        #expect(run.exceptions == 0, "\(run.output)")
        #expect(run.output.contains("dequeued: PostCell, subviews 1, installs 1\noutlet: Title\n"), "\(run.output)")
    }

    /// The check bites: without the registration, dequeueing the identifier is an exception.
    @Test func withoutTheRegistrationDequeueingRaises() throws {
        let run = try run(registers: false)
        #expect(run.exceptions == 1, "\(run.output)")
        #expect(run.output.contains("unable to dequeue a cell with identifier post"), "\(run.output)")
    }

    /// `migrate`'s note says what replaces the nib's registration.
    @Test func theNoteSaysWhatReplacesTheNibsRegistration() {
        var pipeline = GeneratorPipeline()
        pipeline.emitsStarters = true
        let result = pipeline.run([SourceFile(path: "PostCell.xib", data: Data(Self.xib.utf8))])
        #expect(
            result.diagnostics.map(\.description) == [
                "PostCell.xib:6:1: note: call installCodeInterfaceBuilder(key: .postCellPostCell) from PostCell's init(style:reuseIdentifier:) (PostCell+CodeInterfaceBuilder.swift): until then every PostCell stays empty and its outlets are nil; and where the app registered the nib (tableView.register(UINib(nibName: \"PostCell\", bundle: nil), ...)), register the class instead: PostCellCodeInterfaceBuilder.registerPostCellPostCell(in: tableView)"
            ], "\(result.diagnostics)")
    }
}
