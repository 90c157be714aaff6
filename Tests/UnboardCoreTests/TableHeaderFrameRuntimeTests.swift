import Foundation
import Testing
import UnboardCore

/// A table's header and footer keep the frame IB gives them, though their subviews' constraints refer to them: IB
/// writes them without `translatesAutoresizingMaskIntoConstraints="NO"`, with an autoresizing mask, and "The table
/// view respects only the height of your view's frame rectangle"
/// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview). A view that a constraint places
/// against its superview stays laid out by constraints, with or without the attribute.
@Suite(.serialized) struct TableHeaderFrameRuntimeTests {
    /// A scene whose table has a 110 pt header with a label pinned to its top and leading edges, a 44 pt footer whose
    /// bottom a constraint it holds without a first item ties to its label, and, on the root view, a badge without
    /// the attribute that constraints place in the root (as documents IB wrote before Xcode 8 have it); a second
    /// table's 60 pt header has `translatesAutoresizingMaskIntoConstraints="NO"`, which IB's nib gives it with its frame.
    static let storyboard = Generate.storyboard(
        scenes: Generate.scene(
            "00-001", class: "MenuViewController",
            subviews: """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="110"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Menu" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="8" width="80" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="hdr-00-001" secondAttribute="top" constant="8" id="cns-00-001"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="hdr-00-001" secondAttribute="leading" constant="16" id="cns-00-002"/>
                            </constraints>
                        </view>
                        <view key="tableFooterView" contentMode="scaleToFill" id="ftr-00-001">
                            <rect key="frame" x="0.0" y="138" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Version" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                    <rect key="frame" x="16" y="15" width="80" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="bottom" secondItem="lbl-00-002" secondAttribute="bottom" constant="8" id="cns-00-003"/>
                                <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="ftr-00-001" secondAttribute="leading" constant="16" id="cns-00-004"/>
                            </constraints>
                        </view>
                    </tableView>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-002">
                    <rect key="frame" x="0.0" y="600" width="393" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    </view>
                </tableView>
                <view contentMode="scaleToFill" id="bdg-00-001">
                        <rect key="frame" x="333" y="792" width="44" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="44" id="cns-00-005"/>
                            <constraint firstAttribute="height" constant="44" id="cns-00-012"/>
                        </constraints>
                    </view>
                """,
            constraints: """
                    <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" id="cns-00-006"/>
                    <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="cns-00-007"/>
                    <constraint firstAttribute="trailing" secondItem="tbl-00-001" secondAttribute="trailing" id="cns-00-008"/>
                    <constraint firstAttribute="bottom" secondItem="tbl-00-001" secondAttribute="bottom" id="cns-00-009"/>
                    <constraint firstAttribute="trailing" secondItem="bdg-00-001" secondAttribute="trailing" constant="16" id="cns-00-010"/>
                    <constraint firstAttribute="bottom" secondItem="bdg-00-001" secondAttribute="bottom" constant="16" id="cns-00-011"/>
                """,
            extras: """
                    <connections>
                        <outlet property="tableView" destination="tbl-00-001" id="out-00-001"/>
                        <outlet property="headerView" destination="hdr-00-001" id="out-00-002"/>
                        <outlet property="footerView" destination="ftr-00-001" id="out-00-003"/>
                        <outlet property="badgeView" destination="bdg-00-001" id="out-00-004"/>
                    <outlet property="pinnedHeaderView" destination="hdr-00-002" id="out-00-005"/>
                    </connections>
                """))

    /// Builds the scene and prints the header's and footer's heights (the model computes no layout pass: these are
    /// the frames the builder set, which the table reads) and whether they and the badge translate their masks.
    static let program = """
        import UIKit
        let builder = MenuViewControllerCodeInterfaceBuilder(key: CodeInterfaceBuilderKey.menuMenuViewController)
        for (name, view) in [
            ("header", builder.headerView), ("footer", builder.footerView), ("pinned header", builder.pinnedHeaderView),
        ] {
            print("\\(name): height \\(view.frame.height), translates \\(view.translatesAutoresizingMaskIntoConstraints)")
        }
        print("badge: translates \\(builder.badgeView.translatesAutoresizingMaskIntoConstraints)")
        print("table's header: \\(builder.tableView.tableHeaderView === builder.headerView)")
        print("executed: 1 builders, 1 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// Generates the storyboard, lets `edit` change the builder's text, and runs `program` with it.
    private func run(edit: (String) -> String = { $0 }) throws -> RuntimeTests.Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-tableheader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Menu.storyboard")
        try Self.storyboard.write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated")
        let result = try Generate.files([input], stubs: true, root: folder)
        expectDiagnostics(result, [])
        _ = try OutputWriter(directory: output).write(result.files)
        let builder = output.appendingPathComponent("MenuViewControllerCodeInterfaceBuilder.swift")
        try edit(try String(contentsOf: builder, encoding: .utf8)).write(to: builder, atomically: true, encoding: .utf8)
        let main = output.appendingPathComponent("main.swift.txt")
        try Self.program.write(to: main, atomically: true, encoding: .utf8)
        let shell = Shell.run(["python3", RuntimeTests.script.path, output.path, "--program", main.path])
        return RuntimeTests.Run(output: shell.output, status: shell.status)
    }

    @Test func theHeaderAndFooterKeepTheirHeightAndTheBadgeItsConstraints() throws {
        let run = try run()
        #expect(run.status == 0, "\(run.output)")
        for line in [
            "header: height 110.0, translates true", "footer: height 44.0, translates true",
            "pinned header: height 60.0, translates false", "badge: translates false", "table's header: true",
        ] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: the header as the translator wrote it before (Auto Layout on, no frame) has no height.
    @Test func aHeaderWithoutItsFrameHasNoHeight() throws {
        let run = try run { text in
            #expect(text.contains("headerView.frame = CGRect(x: 0, y: 0, width: 393, height: 110)"), "\(text)")
            return text.replacingOccurrences(
                of: "headerView.frame = CGRect(x: 0, y: 0, width: 393, height: 110)",
                with: "headerView.translatesAutoresizingMaskIntoConstraints = false")
        }
        #expect(run.output.contains("header: height 0.0, translates false"), "\(run.output)")
    }
}
