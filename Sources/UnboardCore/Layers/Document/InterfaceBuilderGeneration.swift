/// The generation of Interface Builder that saved a document, from its `toolsVersion`: it decides the bars and
/// safe areas IB simulates, which the newest versions (tools versions from 23727, the last Xcode 16 releases and
/// Xcode 26) draw differently from every earlier one.
///
/// Sources: the frames IB itself records. A navigation controller's scene records its bar
/// (`<navigationBar key="navigationBar"><rect key="frame" .../>`): up to tools version 23504 IB puts it below the
/// status bar and makes it 44 pt tall (y 20 on a 4.7" phone, y 48 on an iPhone 11); tools versions 24127, 24506 and
/// 24765 in `../shared/corpus` make it 54 pt tall and put it at twice the status bar's height: y 96 on an iPhone 11
/// (48 pt status bar), 100 on an iPhone 11 Pro, 118 on an iPhone 15 Pro (59 pt). Their full-screen scenes' safe
/// areas agree: 96 pt at the top and 68 pt (twice the home indicator's 34) at the bottom on an iPhone 11, 68 pt at
/// the bottom on an iPhone 11 Pro and an iPhone 16 Pro; so does a view controller's xib saved with 23727 (100 pt at
/// the top and 68 at the bottom on an iPhone 11 Pro), the oldest tools version that shows the doubled insets. Those
/// 100 pt make the iPhone 11 Pro's status bar 50 pt in these versions, where the device table has 44.
public enum InterfaceBuilderGeneration: Hashable, Sendable {
    /// Tools versions below 23727 (Xcode 9 to the early Xcode 16 releases).
    case classic
    /// Tools versions from 23727.
    case recent

    /// The generation of a document's `toolsVersion` (`"24127"`, `"14490.70"`); documents without one are classic.
    public init(toolsVersion: String?) {
        let major = toolsVersion.flatMap { Int($0.prefix { $0 != "." }) } ?? 0
        self = major >= 23727 ? .recent : .classic
    }

    /// The height of the navigation bar IB simulates.
    public var navigationBarHeight: Double { self == .recent ? 54 : 44 }

    /// Whether a navigation item on a scene whose navigation controller IB cannot see (it is in another storyboard)
    /// gets a simulated navigation bar: recent versions draw none (the iPhone 11 scenes above have 96 pt at the top).
    public var navigationItemImpliesBar: Bool { self == .classic }

    /// Where recent versions put a page sheet on a notched phone, as offsets of the root view from the top and bottom
    /// insets: the sheet is the screen less the status bar (10 pt less again when shown from another sheet), and
    /// its safe area has the status bar's height at the top and nothing at the bottom. Source: IB's recorded frames
    /// of presented scenes, 762 pt tall with a 50 pt safe-area top on an iPhone 11 Pro (752 pt when shown from a
    /// sheet) and 848 pt with a 48 pt top on an iPhone 11.
    func sheetOffsets(
        _ device: LayoutDevice, _ orientation: LayoutOrientation, canvas: LayoutSize
    ) -> (top: Double, bottom: Double)? {
        guard self == .recent, device.idiom == .phone, orientation == .portrait, device.portraitInsets.top > 24 else {
            return nil
        }
        let status = device.portraitInsets.top / 2
        let missing = device.screen.height - canvas.height
        guard canvas.width == device.screen.width, [status, status + 10].contains(where: { abs(missing - $0) < 0.5 })
        else { return nil }
        return (status, device.portraitInsets.bottom)
    }

    /// The device as this generation simulates it: recent versions count a notched phone's portrait insets twice.
    func simulating(_ device: LayoutDevice) -> LayoutDevice {
        guard self == .recent, device.idiom == .phone, device.portraitInsets.top > 24 else { return device }
        var result = device
        let status = device.id == "retina5_9" ? 50 : device.portraitInsets.top
        result.portraitInsets = LayoutInsets(top: 2 * status, bottom: 2 * device.portraitInsets.bottom)
        return result
    }
}
