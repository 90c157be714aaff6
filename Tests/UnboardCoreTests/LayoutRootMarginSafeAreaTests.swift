import Testing
@testable import UnboardCore

/// A view controller's root view's layout margins include its safe area only where UIKit adds it: not when the root
/// view turns `insetsLayoutMarginsFromSafeArea` off (PopcornTimeTV's `iOS.storyboard`, 14460.31, probe4: views pinned
/// to such a root's top margin at y 0 below a navigation bar), nor before Xcode 9, whose IB simulates iOS 10
/// (bonyadmitr/XcodeProjects' `MenuDouble3` storyboard, 11762, probe4: containers pinned to the top margin at y 0
/// below the status bar).
@Suite struct LayoutRootMarginSafeAreaTests {
    /// The frame of a box pinned to the root view's top margin of an iPhone 8 scene (a 20 pt status bar), saved by
    /// `toolsVersion`; `insets` is the root's `insetsLayoutMarginsFromSafeArea` when given.
    private static func boxFrame(toolsVersion: String = "23504", insets: Bool? = nil) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 375, height: 100)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="topMargin" id="c00-00-003"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c00-00-004"/>
            """
        let attribute = insets.map { #" insetsLayoutMarginsFromSafeArea="\#($0 ? "YES" : "NO")""# } ?? ""
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: #" id="root-00-000">"#, with: #"\#(attribute) id="root-00-000">"#)
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func theRootsTopMarginIsBelowTheStatusBar() {
        LayoutSnippet.expect(Self.boxFrame(), LayoutRect(x: 0, y: 20, width: 375, height: 100))
        LayoutSnippet.expect(Self.boxFrame(insets: true), LayoutRect(x: 0, y: 20, width: 375, height: 100))
    }

    /// Apple's `insetsLayoutMarginsFromSafeArea`: "Changing the value to false allows your margins to remain at their
    /// original locations, even when they are outside the safe area."
    @Test func aRootThatDoesNotInsetItsMarginsFromTheSafeAreaHasNoneAtTheTop() {
        LayoutSnippet.expect(Self.boxFrame(insets: false), LayoutRect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test func beforeXcode9TheRootsTopMarginIsZero() {
        LayoutSnippet.expect(Self.boxFrame(toolsVersion: "11762"), LayoutRect(x: 0, y: 0, width: 375, height: 100))
        LayoutSnippet.expect(Self.boxFrame(toolsVersion: "13196"), LayoutRect(x: 0, y: 20, width: 375, height: 100))
    }

    /// A view's safe area counts only what bars cover, inside the root (Apple's `safeAreaInsets` reference): an image
    /// view whose bottom margin is pinned to the safe area's bottom ends 8 pt past the screen, as IB records
    /// SwiftSpinner's demo image view (probe6), where counting its part beyond the screen made it grow without end.
    @Test func aViewsSafeAreaCountsNothingBeyondTheRoot() {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 375, height: 675)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="c00-00-003"/>
            <constraint firstItem="safe-00-000" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottomMargin" id="c00-00-004"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: box, constraints: pinned
        )
        LayoutSnippet.expect(LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 0, y: 0, width: 375, height: 675))
    }
}
