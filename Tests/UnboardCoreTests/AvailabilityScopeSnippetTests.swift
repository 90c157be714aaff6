import Testing
@testable import UnboardCore

/// Values inside an `if #available` block need no guard of their own up to its version: Swift warns of an
/// "unnecessary check for 'iOS'" (xdripswift's `Main.storyboard`: a `systemMint` color of a button configuration).
@Suite struct AvailabilityScopeSnippetTests {
    private static let button = """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="btn-02-001" userLabel="Filter">
            <rect key="frame" x="0" y="0" width="100" height="44"/>
            <buttonConfiguration key="configuration" style="tinted">
                <color key="baseForegroundColor" systemColor="systemMintColor"/>
            </buttonConfiguration>
        </button>
        """

    @Test func aConfigurationsColorIsNotGuardedAgainInsideItsGuard() {
        let result = Generate.text(Generate.storyboard(subviews: Self.button))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let text = Generate.builderText(result)
        #expect(text.components(separatedBy: "#available(iOS 15.0, *)").count == 2, "\(text)")
        #expect(text.contains("configuration.baseForegroundColor = UIColor.systemMint\n"), "\(text)")
    }

    @Test func theSameColorOutsideAConfigurationKeepsItsGuard() {
        let label = """
            <label opaque="NO" contentMode="left" text="Mint" fixedFrame="YES" id="lbl-02-001">
                <rect key="frame" x="0" y="50" width="100" height="21"/>
                <color key="textColor" systemColor="systemMintColor"/>
            </label>
            """
        let result = Generate.text(Generate.storyboard(subviews: Self.button + label))
        let text = Generate.builderText(result)
        #expect(text.components(separatedBy: "#available(iOS 15.0, *)").count == 3, "\(text)")
    }
}
