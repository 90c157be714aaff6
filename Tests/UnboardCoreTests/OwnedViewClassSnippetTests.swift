import Testing
@testable import UnboardCore

/// A view its superview creates (a cell's `contentView`, the `textLabel` of its style) is the superview's own
/// instance in the generated code, so a custom class IB names for it is not applied, with a warning: the code
/// declared the variable with the custom class and did not compile (Provenance's `Cheats.storyboard`, GitHawk's
/// `Settings.storyboard`).
@Suite struct OwnedViewClassSnippetTests {
    private static let cell = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" fixedFrame="YES" id="tbl-00-001">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="detail" textLabel="txt-00-001" style="IBUITableViewCellStyleDefault" id="cel-00-001">
                    <rect key="frame" x="0.0" y="28" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="con-00-001" customClass="FancyContentView" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="txt-00-001" customClass="FancyLabel" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="20" y="12" width="33" height="20"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """

    @Test func theCellsOwnViewsKeepTheirUIKitClassWithAWarning() {
        let result = Generate.text(
            Generate.storyboard(scenes: Generate.scene("00-001", class: "ListViewController", subviews: Self.cell)))
        #expect(
            result.diagnostics.map(\.message) == [
                "custom class 'FancyContentView' of <tableViewCellContentView> is not applied: the generated code uses its superview's own contentView, a UIView",
                "custom class 'FancyLabel' of <label> is not applied: the generated code uses its superview's own textLabel, a UILabel",
            ])
        let cell = Generate.builderText(result, "DetailCellCodeInterfaceBuilder.swift")
        #expect(cell.contains("let contentView: UIView = cell.contentView\n"), "\(cell)")
        #expect(cell.contains("let titleLabel: UILabel = cell.textLabel ?? UILabel()\n"), "\(cell)")
        #expect(!cell.contains("Fancy"), "\(cell)")
    }
}
