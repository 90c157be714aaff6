/// A device Interface Builder lays documents out on: its screen, scale and safe area.
public struct LayoutDevice: Hashable, Sendable {
    /// Whether the device is a phone or a tablet.
    public enum Idiom: String, Hashable, Sendable { case phone, pad }

    /// IB's id (`retina6_12`), as in `<device id="...">`.
    public var id: String
    /// A model with this screen.
    public var name: String
    /// The idiom.
    public var idiom: Idiom
    /// The screen in points, portrait.
    public var screen: LayoutSize
    /// Pixels per point.
    public var scale: Double
    /// The safe-area insets of a full-screen view in portrait.
    public var portraitInsets: LayoutInsets
    /// The safe-area insets of a full-screen view in landscape.
    public var landscapeInsets: LayoutInsets
    /// The horizontal size class in landscape (large phones are regular).
    public var landscapeWidthClass: SizeClass = .compact
    /// Whether root views 400 pt wide or wider get 20 pt side margins (`rootMargin(width:)`); the generations of IB
    /// before Xcode 7 give every root view 16 (`InterfaceBuilderGeneration.regularRootMargins`).
    public var regularRootMargins = true

    /// The screen in an orientation.
    public func screen(_ orientation: LayoutOrientation) -> LayoutSize {
        orientation == .portrait ? screen : screen.rotated
    }

    /// The safe-area insets of a full-screen view in an orientation.
    public func insets(_ orientation: LayoutOrientation) -> LayoutInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// The size classes of a full-screen view in an orientation.
    public func traits(_ orientation: LayoutOrientation) -> SizeClassTraits {
        switch (idiom, orientation) {
        case (.pad, _): SizeClassTraits(horizontal: .regular, vertical: .regular)
        case (.phone, .portrait): SizeClassTraits(horizontal: .compact, vertical: .regular)
        case (.phone, .landscape): SizeClassTraits(horizontal: landscapeWidthClass, vertical: .compact)
        }
    }

    /// The orientation whose size classes match `traits` best: landscape for a compact height on a phone.
    public func orientation(for traits: SizeClassTraits) -> LayoutOrientation {
        idiom == .phone && traits.vertical == .compact ? .landscape : .portrait
    }

    /// UIKit's minimum horizontal layout margins of a view controller's root view (`systemMinimumLayoutMargins`).
    ///
    /// Source: Apple's `UIView.directionalLayoutMargins` reference (developer.apple.com/documentation/uikit/uiview/
    /// 2865930-directionallayoutmargins): for a root view "the top and bottom margins are set to zero points. The
    /// leading and trailing margins vary depending on the current size class, but can be either 16 or 20 points";
    /// useyourloaf.com, "Changing Root View Layout Margins": 16 for compact width, 20 for regular. Which widths get 20
    /// is inferred from IB's recorded frames, not from a document: 16 pt for root views 375 pt wide (7 files) and for
    /// the 393 pt root of an iPhone 15 Pro scene (GoMap's `Panoramax.storyboard`, 23727, a button at the trailing
    /// margin 16 pt in), 20 pt for root views 400 to 815 pt wide (10 files); phones as wide as 414 pt get 20 although
    /// their portrait width class is compact. An article's "iPhone 12 in portrait mode (20px)" (390 pt;
    /// engineering.monday.com, "How UILayoutGuide can help you manage UI complexity") contradicts the 393 pt file; no
    /// file shows a root view between 394 and 399 pt.
    public func rootMargin(width: Double) -> Double { regularRootMargins && width >= 400 ? 20 : 16 }

    /// The side layout margins a table cell gives its content view, by the cell's width: 16 pt below 390 pt, 20 pt
    /// from 390, which is where they part from `rootMargin(width:)`. Inferred from IB's recorded frames of cell
    /// subviews pinned to the content view's side margins, not from a document: 16 pt in cells 320 and 375 pt wide
    /// (8 files, among them Loop's `Main.storyboard`, SwiftMessages' demo, ResearchKit's `ORKCatalog`, Monal's
    /// `MLContactCell.xib`, three WordPressAuthenticator cell xibs), 20 pt in cells 393 pt wide on an iPhone 15 Pro
    /// (firebase quickstart's database `Main.storyboard`, 24127; GoMap's `POI.storyboard`, 24506, and
    /// `MainStoryboard.storyboard`, 24765) and 414 pt wide (TextFieldEffects' demo, 18122), where a root view as wide
    /// as 393 pt keeps 16. No file shows a cell between 376 and 392 pt.
    public func cellMargin(width: Double) -> Double { width < 390 ? 16 : 20 }

    /// The width of the readable content guide at the default text size: 672 pt. Apple's `readableContentGuide`
    /// reference (developer.apple.com/documentation/uikit/uiview/readablecontentguide) gives the rule, not the number:
    /// the guide "never extends beyond the view's layout margin guide", "is vertically centered inside the layout
    /// margin guide" (centered horizontally, as laid out) and its width "is equal to or less than the readable width
    /// defined for the current dynamic text size". The number is useyourloaf.com's "Readable Content Guides" (an iPad
    /// Air 2 in landscape: "672 points wide and inset 176 points from the edges of the view"). No file in the corpora
    /// narrows a readable content guide (Loop's `Main.storyboard`, the only one that uses it, is on a 375 pt phone).
    public static let readableWidth = 672.0

    /// The device IB calls `id`, or `nil` when the table does not know it.
    public static func named(_ id: String) -> LayoutDevice? { table.first { $0.id == id } }

    /// A stand-in for documents without a known device (IB's 600×600 "any size" canvas): a 2x screen the size of
    /// the canvas, with a 20 pt status bar.
    public static func fallback(canvas: LayoutSize) -> LayoutDevice {
        LayoutDevice(
            id: "unknown", name: "canvas", idiom: canvas.width >= 768 ? .pad : .phone, screen: canvas, scale: 2,
            portraitInsets: LayoutInsets(top: 20), landscapeInsets: LayoutInsets(top: 20))
    }
}
