import Testing
@testable import UnboardCore

/// Xcode 8.0 writes fixed frames as insets from the superview, `<frame key="frameInset">` (EvMakou/Color-Thinking's
/// `Main.storyboard`, 11201, probe8; blink's `SmartKeys.xib` and ViewDeck's `ItemCollectionViewCell.xib`): they are
/// read as the frames they stand for, not dropped as unsupported elements.
@Suite struct FrameInsetTests {
    private static func fixedView(_ id: String, _ frame: String, content: String = "") -> String {
        """
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(frame)
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(content)
        </view>
        """
    }

    private static let xml = Generate.storyboard(
        subviews: [
            fixedView("sized-00-001", #"<frame key="frameInset" minX="4" minY="16" width="59" height="21"/>"#),
            fixedView("rest-00-0002", #"<frame key="frameInset" minX="222" minY="287"/>"#),
            fixedView("trail-00-003", #"<frame key="frameInset" minY="10" maxX="20" width="100" height="30"/>"#),
            """
            <visualEffectView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="blur-00-004">
                <rect key="frame" x="10" y="400" width="200" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="blurContent">
                    <frame key="frameInset"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(fixedView("inner-00-005", #"<frame key="frameInset" minX="8" minY="8" maxX="8" maxY="8"/>"#))
                    </subviews>
                </view>
                <blurEffect style="light"/>
            </visualEffectView>
            """,
        ].joined(separator: "\n"))

    @Test func insetFramesAreReadAsFrames() {
        let result = Generate.text(Self.xml)
        expectDiagnostics(result, [])
        let builder = Generate.builderText(result)
        // Sized: the insets are the origin. Unsized: the rest of the 393 × 852 root. `maxX` with a width: 20 pt
        // before the trailing edge. Inside the effect view's content view, which fills the effect view's 200 × 120.
        for frame in [
            "CGRect(x: 4, y: 16, width: 59, height: 21)", "CGRect(x: 222, y: 287, width: 171, height: 565)",
            "CGRect(x: 273, y: 10, width: 100, height: 30)", "CGRect(x: 8, y: 8, width: 184, height: 104)",
        ] {
            #expect(builder.contains(".frame = \(frame)"), "\(frame) in \(builder)")
        }
    }
}
