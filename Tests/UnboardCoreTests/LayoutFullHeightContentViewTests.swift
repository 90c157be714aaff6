import Testing
@testable import UnboardCore

/// A cell's content view recorded as tall as its cell, in documents saved before tools version 13771: IB lays its
/// subviews out above the separator, one pixel of the document's device (`LayoutSystem.separatorBelowContent`).
@Suite struct LayoutFullHeightContentViewTests {
    /// RedSocialParse's `FriendsCell` (12120, an iPhone 8): a 70 pt prototype cell whose content view is recorded 70 pt
    /// tall, with an image view pinned 5 pt inside its top and bottom; the image view's solved frame in a document of
    /// `device` (none: a document before Xcode 8) in a table with `separatorStyle`.
    private func pinnedImage(device: String?, separatorStyle: String = "default") -> LayoutRect? {
        let cell = """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="FriendsCell" id="cel-00-001" customClass="FriendsCell" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="28" width="375" height="70"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cel-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        \(LayoutSnippet.view("Photo", "cel-00-003", x: 15, y: 5, width: 100, height: 59.5))
                    </subviews>
                    <constraints>
                        <constraint firstItem="cel-00-003" firstAttribute="leading" secondItem="cel-00-002" secondAttribute="leading" constant="15" id="cel-00-004"/>
                        <constraint firstItem="cel-00-003" firstAttribute="top" secondItem="cel-00-002" secondAttribute="top" constant="5" id="cel-00-005"/>
                        <constraint firstAttribute="bottom" secondItem="cel-00-003" secondAttribute="bottom" constant="5" id="cel-00-006"/>
                        <constraint firstItem="cel-00-003" firstAttribute="width" constant="100" id="cel-00-007"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        var xml = LayoutSnippet.prototypeTable(
            cell, width: 375, height: 667, rowHeight: 70, separatorStyle: separatorStyle
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="12120""#)
        .replacingOccurrences(
            of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
            with: device.map { #"<device id="\#($0)" orientation="portrait"/>"# } ?? "")
        if device == nil {
            xml = xml.replacingOccurrences(of: #"toolsVersion="12120""#, with: #"toolsVersion="10116""#)
        }
        return LayoutSnippet.frames(xml, ofLayout: "FriendsCell")?
            .values.first { abs($0.width - 100) < 0.01 }
    }

    /// On a 2x device the separator is half a point: the image view is 59.5 pt tall, as IB records it.
    @Test func onA2xDeviceTheContentIsLaidOutHalfAPointShort() {
        LayoutSnippet.expect(
            pinnedImage(device: "retina4_7"), LayoutRect(x: 15, y: 5, width: 100, height: 70 - 0.5 - 10))
    }

    /// Without a device (before Xcode 8) the files disagree (wheelmap's cell 1 pt short, Clonagram's full height): the
    /// content view keeps its recorded height.
    @Test func withoutADeviceTheContentViewKeepsItsHeight() {
        LayoutSnippet.expect(pinnedImage(device: nil), LayoutRect(x: 15, y: 5, width: 100, height: 60))
    }

    /// A table without separators leaves the content view its recorded height.
    @Test func withoutSeparatorsTheContentViewKeepsItsHeight() {
        LayoutSnippet.expect(
            pinnedImage(device: "retina4_7", separatorStyle: "none"), LayoutRect(x: 15, y: 5, width: 100, height: 60))
    }
}
