import Foundation
import Testing
@testable import UnboardCore

/// Builds one-scene storyboards for layout tests and solves them.
enum LayoutSnippet {
    /// Constraints that pin `box-00-001` to the root view's sides and to its safe area's top and bottom.
    static let boxPinnedToSafeArea = """
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
        <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" id="c00-00-003"/>
        <constraint firstItem="safe-00-000" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" id="c00-00-004"/>
        """

    /// A storyboard whose root view (`root-00-000`, safe area `safe-00-000`, readable content `read-00-000`)
    /// holds `subviews` and `constraints`, laid out on `device`.
    static func storyboard(
        device: String = "retina6_12", width: Double = 393, height: Double = 852, subviews: String, constraints: String
    ) -> String {
        Generate.document(
            initialViewController: "vc0-00-000",
            """
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-00-000">
                        <objects>
                            <viewController id="vc0-00-000" customClass="LayoutViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-00-000">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-00-000"/>
                                    <viewLayoutGuide key="readableContent" id="read-00-000"/>
                                    <constraints>
            \(constraints)
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            """)
    }

    /// A plain view named after `label`; `size` pins its recorded size with constraints; `content` goes inside.
    static func view(
        _ label: String, _ id: String, x: Double, y: Double, width: Double, height: Double, hidden: Bool = false,
        size: Bool = false,
        content: String = ""
    ) -> String {
        let sizeConstraints =
            size
            ? """
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
            """ : ""
        return """
            <view contentMode="scaleToFill"\(hidden ? #" hidden="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                \(content)\(sizeConstraints)
            </view>
            """
    }

    /// A label whose recorded size stands for its text's size.
    static func label(
        _ text: String, _ id: String, x: Double, y: Double, width: Double, height: Double, hugging: Int = 251
    ) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(hugging)" verticalHuggingPriority="\(hugging)" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// A stack view with `attributes` (axis, distribution...) arranging `arranged`.
    static func stack(
        _ label: String, _ id: String, x: Double, y: Double, width: Double, height: Double, attributes: String,
        arranged: String
    ) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(label)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <subviews>\(arranged)</subviews>
        </stackView>
        """
    }

    /// Pins a view's leading and trailing edges to the root's and its top to the safe area's.
    static func pinTop(_ id: String, leading: Double, trailing: Double, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="\(leading)" id="p00-00-001"/>
        <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(trailing)" id="p00-00-002"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" constant="\(top)" id="p00-00-003"/>
        """
    }

    /// The only layout of a storyboard.
    static func layout(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutModel? {
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
        return result.builders.first?.layouts.first
    }

    /// Solves the storyboard on its document's device.
    static func solve(_ xml: String) -> SolvedLayout? {
        layout(xml).map { LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)) }
    }

    /// The solved frames, relative to each superview, by view name.
    static func frames(_ xml: String) -> [String: LayoutRect] {
        solve(xml).map(framesByName) ?? [:]
    }

    /// The solved frames of an iPhone 15 Pro scene.
    static func frames(subviews: String, constraints: String) -> [String: LayoutRect] {
        frames(storyboard(subviews: subviews, constraints: constraints))
    }

    static func framesByName(_ solved: SolvedLayout) -> [String: LayoutRect] {
        Dictionary(solved.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// A storyboard whose root view holds a plain table of one prototype `cell`, as tall as the root view.
    static func prototypeTable(
        _ cell: String, width: Double, height: Double, rowHeight: Double, separatorStyle: String
    ) -> String {
        storyboard(
            width: width, height: height,
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="\(separatorStyle)" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <prototypes>
                        \(cell)
                    </prototypes>
                </tableView>
                """,
            constraints: "")
    }

    /// A `width` pt table cell `cel-00-000` of class `className` whose content view `cnt-00-000` holds a box pinned
    /// to its leading and top margins (`boxView`); `cellAttributes` and `contentAttributes` go in the elements' tags.
    static func marginBoxCell(
        className: String, width: Double, y: Double = 0, boxX: Double, cellAttributes: String = "",
        contentAttributes: String = ""
    ) -> String {
        """
        <tableViewCell contentMode="scaleToFill" \(cellAttributes)id="cel-00-000" customClass="\(className)" customModule="App">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(contentAttributes)tableViewCell="cel-00-000" id="cnt-00-000">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    \(view("Box View", "box-00-001", x: boxX, y: 11, width: 100, height: 28, size: true))
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-000" secondAttribute="leadingMargin" id="c00-00-001"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-000" secondAttribute="topMargin" id="c00-00-002"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// The solved frames, by view name, of the layout whose key contains `key`: a prototype's, say.
    static func frames(
        _ xml: String, ofLayout key: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String: LayoutRect]? {
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
        let layouts = result.builders.flatMap(\.layouts)
        guard let layout = layouts.first(where: { $0.key.contains(key) }) else {
            Issue.record("no layout for \(key) among \(layouts.map(\.key))", sourceLocation: sourceLocation)
            return nil
        }
        return framesByName(LayoutEngine.solve(layout, in: LayoutEnvironment.document(of: layout)))
    }

    /// Expects a frame within a hundredth of a point of `expected`.
    static func expect(_ actual: LayoutRect?, _ expected: LayoutRect, sourceLocation: SourceLocation = #_sourceLocation)
    {
        guard let actual else {
            Issue.record("no such view", sourceLocation: sourceLocation)
            return
        }
        #expect(actual.isClose(to: expected, within: 0.01), "got \(actual)", sourceLocation: sourceLocation)
    }
}
