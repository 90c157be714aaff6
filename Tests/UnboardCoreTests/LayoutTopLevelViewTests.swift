import Foundation
import Testing
@testable import UnboardCore

/// How Interface Builder lays out a xib's top-level view (as a view controller's root view in a screen of its own
/// size) and the geometry that depends on the tools version: the notch's inset and table cells' margins.
@Suite struct LayoutTopLevelViewTests {
    /// A xib whose top-level view (`root-00-000`, `width` × `height`) holds a box pinned to its four margins;
    /// `rootExtra` goes inside the top-level view.
    private static func xib(
        toolsVersion: String, device: String?, width: Double, height: Double, box: LayoutRect, freeform: Bool = true,
        rootExtra: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root-00-000" customClass="CardView" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(LayoutSnippet.view("Box View", "box-00-001", x: box.x, y: box.y, width: box.width, height: box.height))
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
                        <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="topMargin" id="c00-00-003"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box-00-001" secondAttribute="bottom" id="c00-00-004"/>
                    </constraints>
                    \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                    \(rootExtra)
                </view>
            </objects>
        </document>
        """
    }

    private func boxFrame(_ xml: String) -> LayoutRect? {
        let result = Generate.text(xml, path: "Card.xib")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        guard let layout = result.builders.flatMap(\.layouts).first else { return nil }
        return LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))[
            "boxView"]
    }

    /// IGRSoft/exTVPlayer's `IGRCatalogPreviewViewController.xib` (10112, no device, 380 × 551): Xcode 7 lays a
    /// xib's top-level view out with UIKit's 8 pt margins on every side, not as a root view
    /// (`InterfaceBuilderGeneration.laysTopLevelViewOutAsRootView(documentRecordsDevice:)`).
    @Test func anXcode7TopLevelViewWithoutADeviceHasEightPointMargins() {
        let expected = LayoutRect(x: 8, y: 8, width: 380 - 16, height: 551 - 16)
        let xml = Self.xib(toolsVersion: "10112", device: nil, width: 380, height: 551, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// GooglePlacePicker's demo `PlaceNameHeader.xib` (10116, 435 pt, no device): a top-level view that preserves its
    /// superview's margins keeps 8 pt, where a root view's canvas would give it 20.
    @Test func anXcode7TopLevelViewThatPreservesItsSuperviewsMarginsHasEightPointMargins() {
        let expected = LayoutRect(x: 8, y: 8, width: 435 - 16, height: 79 - 16)
        let xml = Self.xib(toolsVersion: "10116", device: nil, width: 435, height: 79, box: expected)
            .replacingOccurrences(
                of: #"id="root-00-000""#, with: #"preservesSuperviewLayoutMargins="YES" id="root-00-000""#)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// A File's Owner's `view` saved by Xcode 7 is a plain view too (exTVPlayer's xib has the outlet).
    @Test func anXcode7ControllersViewWithoutADeviceHasEightPointMargins() {
        let expected = LayoutRect(x: 8, y: 8, width: 380 - 16, height: 551 - 16)
        let xml = Self.xib(toolsVersion: "10112", device: nil, width: 380, height: 551, box: expected)
            .replacingOccurrences(
                of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                with:
                    #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PreviewViewController"><connections><outlet property="view" destination="root-00-000" id="out-00-001"/></connections></placeholder>"#
            )
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// The same view saved by Xcode 8, which names a device, is a root view: 16 pt at the sides, nothing above.
    @Test func anXcode8TopLevelViewIsARootView() {
        let expected = LayoutRect(x: 16, y: 0, width: 380 - 32, height: 551)
        let xml = Self.xib(toolsVersion: "11762", device: "retina4_7", width: 380, height: 551, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    @Test func aFreeformTopLevelViewOnANotchedPhoneHasTheRootMarginsAndTheNotchAndHomeIndicatorInsets() {
        // SwiftMessages' CardView.xib: 510 × 160 on an iPhone 11, saved by Xcode 12.
        let expected = LayoutRect(x: 20, y: 44, width: 470, height: 160 - 44 - 34)
        let xml = Self.xib(toolsVersion: "17506", device: "retina6_1", width: 510, height: 160, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// tinode's `SendMessageBar.xib` (21507, 414 × 245 on an iPhone 11, probe4), AMPopTip's `AutolayoutView.xib`
    /// (probe6) and zotero-ios' `CreatorEditViewController.xib` (probe5): a top-level view no wider and shorter than
    /// the screen ends above the home indicator (`LayoutEnvironment.endsAboveScreenBottom`); the top is the notch's,
    /// as for a wider view.
    @Test func aTopLevelViewNoWiderThanTheScreenHasNoHomeIndicatorInset() {
        let expected = LayoutRect(x: 20, y: 48, width: 374, height: 245 - 48)
        let xml = Self.xib(toolsVersion: "21507", device: "retina6_1", width: 414, height: 245, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// Delta's `FollowUsFooterView.xib` (23504, 393 × 300 on an iPhone 15 Pro, probe3): from Xcode 14.3 such a view
    /// keeps the home indicator's inset.
    @Test func fromXcode14Point3ATopLevelViewNoWiderThanTheScreenKeepsTheHomeIndicatorInset() {
        let expected = LayoutRect(x: 16, y: 59, width: 361, height: 300 - 59 - 34)
        let xml = Self.xib(toolsVersion: "23504", device: "retina6_12", width: 393, height: 300, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    @Test func aFreeformTopLevelViewOnAPhoneWithoutANotchHasTheRootMarginsOnly() {
        // SwiftMessages' TacoDialogView.xib: 600 × 309 on an iPhone 8; IB draws no status bar over it.
        let expected = LayoutRect(x: 20, y: 0, width: 560, height: 309)
        let xml = Self.xib(toolsVersion: "14113", device: "retina4_7", width: 600, height: 309, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
        let narrow = LayoutRect(x: 16, y: 0, width: 343, height: 100)
        LayoutSnippet.expect(
            boxFrame(Self.xib(toolsVersion: "14113", device: "retina4_7", width: 375, height: 100, box: narrow)), narrow
        )
    }

    /// nextcloud/talk-ios' `PlaceholderView.xib` (24127, probe5): from 23727 IB draws the status bar it infers over a
    /// freeform top-level view too (`InterfaceBuilderGeneration.drawsStatusBarOverFreeformViews`).
    @Test func aFreeformTopLevelViewOfTheNewestIBOnAPhoneWithoutANotchHasTheStatusBar() {
        let expected = LayoutRect(x: 16, y: 20, width: 318, height: 330)
        let xml = Self.xib(toolsVersion: "24127", device: "retina4_7", width: 350, height: 350, box: expected)
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// element-ios' `RoomViewController.xib` (21701, probe2): a status bar of "None" leaves the inferred one in a
    /// document with safe areas; without them it still removes it.
    @Test func aStatusBarOfNoneLeavesTheInferredOneWhereTheDocumentHasSafeAreas() {
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        let below = LayoutRect(x: 16, y: 20, width: 343, height: 647)
        let xml = Self.xib(
            toolsVersion: "21701", device: "retina4_7", width: 375, height: 667, box: below, freeform: false,
            rootExtra: none)
        LayoutSnippet.expect(
            boxFrame(
                xml.replacingOccurrences(
                    of: #"useTraitCollections="YES""#, with: #"useTraitCollections="YES" useSafeAreas="YES""#)),
            below)
        LayoutSnippet.expect(boxFrame(xml), LayoutRect(x: 16, y: 0, width: 343, height: 667))
    }

    @Test func aFullScreenTopLevelViewGetsTheStatusBarItsGenerationInfersOrItsMetricsSimulate() {
        let full = LayoutRect(x: 16, y: 0, width: 343, height: 667)
        LayoutSnippet.expect(
            boxFrame(
                Self.xib(
                    toolsVersion: "17156", device: "retina4_7", width: 375, height: 667, box: full, freeform: false)),
            full)
        let below = LayoutRect(x: 16, y: 20, width: 343, height: 647)
        LayoutSnippet.expect(
            boxFrame(
                Self.xib(
                    toolsVersion: "22505", device: "retina4_7", width: 375, height: 667, box: below, freeform: false)),
            below)
        let status = #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#
        LayoutSnippet.expect(
            boxFrame(
                Self.xib(
                    toolsVersion: "17156", device: "retina4_7", width: 375, height: 667, box: below, freeform: false,
                    rootExtra: status)),
            below)
    }

    @Test func interfaceBuilderBeforeXcode14GivesEveryNotchedPhoneTheIPhoneXsTopInsetAndXcode11To13NoStatusBar() {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        func frame(
            _ toolsVersion: String, device: String = "retina6_1", width: Double = 414, height: Double = 896,
            navigationItem: Bool = false
        ) -> LayoutRect? {
            let xml = LayoutSnippet.storyboard(
                device: device, width: width, height: height, subviews: box, constraints: pinned
            )
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
            .replacingOccurrences(
                of: "</viewController>",
                with: (navigationItem ? #"<navigationItem key="navigationItem" id="nav-00-001"/>"# : "")
                    + "</viewController>")
            return LayoutSnippet.frames(xml)["boxView"]
        }
        LayoutSnippet.expect(frame("19162"), LayoutRect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        // Nor does a navigation item imply a bar in Xcode 11 to 13; before and after, it does only for a scene a push
        // or show segue leads to (LayoutNavigationItemBarTests), which this one is not.
        LayoutSnippet.expect(
            frame("20037", navigationItem: true), LayoutRect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        LayoutSnippet.expect(
            frame("14490.70", navigationItem: true), LayoutRect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
        LayoutSnippet.expect(frame("23504"), LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
        LayoutSnippet.expect(
            frame("21179.7", device: "retina6_0", width: 390, height: 844),
            LayoutRect(x: 0, y: 44, width: 390, height: 844 - 44 - 34))
        // Xcode 11 to 13 draw no status bar where they infer one; earlier and later versions do.
        for (version, top) in [("14490.70", 20.0), ("20037", 0), ("22505", 20)] {
            LayoutSnippet.expect(
                frame(version, device: "retina4_7", width: 375, height: 667),
                LayoutRect(x: 0, y: top, width: 375, height: 667 - top))
        }
        // The Dynamic Island keeps its own inset.
        LayoutSnippet.expect(
            frame("20037", device: "retina6_12", width: 393, height: 852),
            LayoutRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func cellsOfDocumentsSavedBeforeXcode9_3KeepEightPointMargins() {
        let cell = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="74" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="ImageCell" rowHeight="74" id="cel-00-001" customClass="ImageCell" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="28" width="375" height="74"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="73.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                \(LayoutSnippet.view("Image View", "img-00-001", x: 18, y: 8, width: 57.5, height: 57.5))
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-00-001" firstAttribute="width" secondItem="img-00-001" secondAttribute="height" id="cel-00-002"/>
                                <constraint firstAttribute="bottomMargin" secondItem="img-00-001" secondAttribute="bottom" id="cel-00-003"/>
                                <constraint firstItem="img-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="cel-00-004"/>
                                <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" constant="10" id="cel-00-005"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        func frame(_ toolsVersion: String) -> LayoutRect? {
            let xml = LayoutSnippet.storyboard(
                device: "retina4_7", width: 375, height: 667, subviews: cell,
                constraints: """
                    <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="t00-00-001"/>
                    <constraint firstItem="tbl-00-001" firstAttribute="bottom" secondItem="root-00-000" secondAttribute="bottom" id="t00-00-002"/>
                    <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="t00-00-003"/>
                    <constraint firstItem="tbl-00-001" firstAttribute="trailing" secondItem="root-00-000" secondAttribute="trailing" id="t00-00-004"/>
                    """
            ).replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
            let result = Generate.text(xml)
            guard let layout = result.builders.flatMap(\.layouts).first(where: { $0.key.contains("ImageCell") }) else {
                Issue.record("no cell layout")
                return nil
            }
            return LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))[
                "imageView"]
        }
        // RxDataSources' ImageTitleTableViewCell, saved by Xcode 9.0: 8 pt margins all around.
        LayoutSnippet.expect(frame("13196"), LayoutRect(x: 18, y: 8, width: 57.5, height: 57.5))
        // From Xcode 9.3 the content view has 11 pt above and below, and at the sides the 15 pt Xcode 9.3 to 11 give
        // the cells of a table inside a plain view (`InterfaceBuilderGeneration.embeddedTableCellSideMargin(on:)`;
        // a table view controller's cells have the width's 16: expanding-collection's `Main.storyboard`, 13771).
        LayoutSnippet.expect(frame("13771"), LayoutRect(x: 25, y: 11, width: 51.5, height: 51.5))
    }

    /// Hackers' action extension `MainInterface.storyboard` (16097, probe3): Xcode 11 to 13 lay a storyboard scene of a
    /// freeform width out as a top-level view, so the notch insets it (its navigation bar, pinned to the safe area's
    /// top, is at y 44 in a 320 × 528 scene on an iPhone 11); a scene as wide as the screen but shorter is a page sheet
    /// without it (cwa-app-ios' `Main.storyboard`, 414 × 842).
    @Test func aFreeformSceneOfXcode11To13IsInsetByTheNotchAsATopLevelViewIs() {
        for (width, height, top) in [(320.0, 528.0, 44.0), (414, 842, 0)] {
            let xml = LayoutSnippet.storyboard(
                device: "retina6_1", width: width, height: height,
                subviews: LayoutSnippet.view("Box View", "box-00-001", x: 0, y: top, width: width, height: 96),
                constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001"/>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-002"/>
                    <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-003"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="96" id="c00-00-004"/>
                    """
            )
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="16097""#)
            let result = Generate.text(xml)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            guard let layout = result.builders.flatMap(\.layouts).first else {
                Issue.record("no layout")
                continue
            }
            let frames = LayoutSnippet.framesByName(
                LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
            LayoutSnippet.expect(frames["boxView"], LayoutRect(x: 0, y: top, width: width, height: 96))
        }
    }

    /// ASAbdellatif/initium's `Main.storyboard` (15702, probe10), FloatingPanel's Samples `Main.storyboard` and
    /// Strongbox's `Upgrade.storyboard` (histories): Xcode 11 to 13 lay a freeform scene as wide as the screen out as a
    /// top-level view too, the notch at its top (a box pinned to the safe area's top at y 44 on an iPhone 11) and, when
    /// it is shorter than the screen, no home indicator at its bottom (a box pinned to the safe area's bottom ends at
    /// the root's bottom; 34 pt above it in a taller scene). A scene not marked freeform keeps its top at 0, and so
    /// does one whose root IB records 54 pt shorter than its freeform size, drawn as a sheet (FloatingPanel's
    /// presented `ModalViewController`, 724 for 778).
    @Test(arguments: [
        (796.0, 796.0 as Double?, 44.0, 0.0), (986, 986, 44, 34), (796, nil, 0, 0), (742, 796, 0, 0),
    ])
    func aFullWidthFreeformSceneOfXcode11To13IsLaidOutAsATopLevelView(
        height: Double, freeformHeight: Double?, top: Double, bottom: Double
    ) {
        let boxes =
            LayoutSnippet.view("Top View", "box-00-001", x: 0, y: top, width: 414, height: 40)
            + LayoutSnippet.view("Bottom View", "box-00-002", x: 0, y: height - bottom - 40, width: 414, height: 40)
        var xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: height, subviews: boxes,
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-001"/>
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-002"/>
                <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-003"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="40" id="c00-00-004"/>
                <constraint firstItem="box-00-002" firstAttribute="bottom" secondItem="safe-00-000" secondAttribute="bottom" id="c00-00-005"/>
                <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-006"/>
                <constraint firstAttribute="trailing" secondItem="box-00-002" secondAttribute="trailing" id="c00-00-007"/>
                <constraint firstItem="box-00-002" firstAttribute="height" constant="40" id="c00-00-008"/>
                """
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="15702""#)
        if let freeformHeight {
            xml = xml.replacingOccurrences(
                of: "</viewController>",
                with: #"<size key="freeformSize" width="414" height="\#(freeformHeight)"/></viewController>"#)
        }
        #expect(freeformHeight == nil || xml.contains("freeformSize"))
        let frames = LayoutSnippet.frames(xml)
        LayoutSnippet.expect(frames["topView"], LayoutRect(x: 0, y: top, width: 414, height: 40))
        LayoutSnippet.expect(frames["bottomView"], LayoutRect(x: 0, y: height - bottom - 40, width: 414, height: 40))
    }

    /// Delta's `AboutPatreonHeaderView.xib` (23504, probe3; Provenance's copy in probe2): a top-level collection
    /// reusable view 375 pt wide is laid out as a top-level view, so a box pinned to its margins sits 16 pt in.
    @Test func aTopLevelCollectionReusableViewHasTheRootMargins() {
        let expected = LayoutRect(x: 16, y: 0, width: 343, height: 100)
        var xml = Self.xib(
            toolsVersion: "23504", device: "retina4_7", width: 375, height: 100, box: expected
        )
        .replacingOccurrences(
            of: #"<view contentMode="scaleToFill" id="root-00-000""#,
            with: #"<collectionReusableView contentMode="scaleToFill" reuseIdentifier="Header" id="root-00-000""#)
        if let last = xml.range(of: "</view>", options: .backwards) {
            xml.replaceSubrange(last, with: "</collectionReusableView>")
        }
        #expect(xml.contains("</collectionReusableView>"))
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// Sileo's `NewsDateHeader.xib` (14490.70, probe4) and ReactiveLists' `CollectionViewHeaderView.xib` (13771,
    /// probe9): Xcode 9.3 to 10.2 draw no status bar over a top-level collection reusable view that is not freeform
    /// (`InterfaceBuilderGeneration.drawsInferredStatusBarOverNonControllerViews`); later versions draw it.
    @Test(arguments: [("14490.70", 0.0), ("13771", 0), ("23504", 20)])
    func aTopLevelCollectionReusableViewHasTheStatusBarItsGenerationDrawsOverSuchViews(
        toolsVersion: String, top: Double
    ) {
        let expected = LayoutRect(x: 16, y: top, width: 288, height: 54 - top)
        var xml = Self.xib(
            toolsVersion: toolsVersion, device: "retina4_7", width: 320, height: 54, box: expected, freeform: false
        )
        .replacingOccurrences(
            of: #"<view contentMode="scaleToFill" id="root-00-000""#,
            with: #"<collectionReusableView contentMode="scaleToFill" reuseIdentifier="Header" id="root-00-000""#)
        if let last = xml.range(of: "</view>", options: .backwards) {
            xml.replaceSubrange(last, with: "</collectionReusableView>")
        }
        LayoutSnippet.expect(boxFrame(xml), expected)
    }

    /// Tofu's `Main.storyboard` (17701) and Delta's (23504), probe3: a scene's 240 pt extra view holds a box pinned to
    /// its side margins, 16 pt in, as a top-level view's (8 pt, a plain view's, before), and 8 pt below its top margin,
    /// which the status bar IB infers in Delta's generation puts 20 pt down, and none in Tofu's, nor in Photobook's
    /// (`Photobook.storyboard`, 14490.70, probe11: Xcode 9.3 to 10.2 draw none over such views).
    @Test(arguments: [("17701", 8.0), ("23504", 28), ("14490.70", 8)])
    func aScenesExtraViewHasTheRootMarginsOfItsWidth(toolsVersion: String, top: Double) {
        let extra = """
            <view contentMode="scaleToFill" id="xtr-00-001">
                <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    \(LayoutSnippet.view("Box View", "box-00-001", x: 16, y: 14, width: 208, height: 100))
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="xtr-00-001" secondAttribute="leadingMargin" id="c00-00-001"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="xtr-00-001" secondAttribute="topMargin" constant="8" id="c00-00-003"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c00-00-004"/>
                </constraints>
            </view>
            """
        let xml = LayoutSnippet.storyboard(device: "retina4_7", width: 375, height: 667, subviews: "", constraints: "")
            .replacingOccurrences(of: "</viewController>", with: "</viewController>\n" + extra)
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        guard let layout = result.builders.flatMap(\.layouts).first else {
            Issue.record("no layout")
            return
        }
        let frames = LayoutSnippet.framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
        LayoutSnippet.expect(frames["boxView"], LayoutRect(x: 16, y: top, width: 208, height: 100))
    }
}
