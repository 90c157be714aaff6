/// Where a layout is solved: the device and orientation, the canvas the root view fills, the bars over it
/// and the size classes.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The device.
    public var device: LayoutDevice
    /// How the device is held.
    public var orientation: LayoutOrientation
    /// The size of the root view.
    public var canvas: LayoutSize
    /// Whether the root view fills the screen; only then does it reach the screen's unsafe edges.
    public var isFullScreen: Bool
    /// Whether the root view is a view controller's view, under the status bar and the simulated bars.
    public var isControllerView: Bool
    /// The bars IB draws over the root view.
    public var bars: SimulatedBars
    /// How much of the top bars lies above the root view rather than over it.
    public var rootOffset: Double
    /// How much of the bottom bars lies below the root view rather than over it.
    public var bottomOffset: Double = 0
    /// Whether a root view shorter than the screen (below opaque top bars) still reaches the screen's bottom edge,
    /// and so the home indicator's inset.
    public var reachesScreenBottom = false
    /// The size classes.
    public var traits: SizeClassTraits
    /// Whether the document names its device, as documents saved by Xcode 8 and later do.
    public var documentRecordsDevice = true
    /// The generation of Interface Builder that saved the document.
    public var interfaceBuilder = InterfaceBuilderGeneration.classic
    /// Whether the root view is a xib's top-level view, which IB lays out as a view controller's view filling a
    /// screen of the view's own size: the device's unsafe edges (sensor housing, home indicator) inset it. So is a
    /// freeform scene in the generations that lay it out so (`InterfaceBuilderGeneration.laysFreeformScenesOutAsScreens`).
    public var isTopLevelView = false
    /// Whether the root view is a xib's freeform top-level view no wider and shorter than the screen, which IB before
    /// Xcode 14.3 (tools versions below 21701, `InterfaceBuilderGeneration.classic`) lays out at the top of the
    /// screen, clear of the home indicator: its safe area has no inset at the bottom. Inferred from
    /// IB's recorded frames in 3 files of 3 repositories whose views pinned to the safe area's bottom end at the
    /// view's bottom on an iPhone 11, where a screen of the view's own size would put them 34 pt higher: AMPopTip's
    /// demo `AutolayoutView.xib` (15505, 180 × 120, probe6), tinode's `SendMessageBar.xib` (21507, 414 × 245, probe4)
    /// and zotero-ios' `CreatorEditViewController.xib` (19529, 414 × 348, probe5); top-level views wider than the
    /// screen keep the home indicator's 34 pt (zotero's `AnnotationEditViewController.xib`, 460 pt, and
    /// `CollectionCellContentView.xib`, 428 pt; Ramotion's reel-search `LaunchScreen.xib`, 480 pt on an iPhone X),
    /// and so does a view as wide as the screen saved with 23504 (Delta's `FollowUsFooterView.xib`, 393 × 300 on an
    /// iPhone 15 Pro, probe3): the boundary between 21507 and 23504 is a **guess**. So does a freeform scene that Xcode
    /// 11 to 13 lay out as a top-level view (`InterfaceBuilderGeneration.laysFreeformScenesOutAsScreens`): 3 files of 3
    /// repositories whose views pinned to the safe area's bottom end at the root's bottom, FloatingPanel's 375 × 778
    /// `DetailViewController` (15705 to 17506, history), initium's 414 × 796 `LoginViewController` (15702, probe10) and
    /// PopcornTimeTV's `iOS.storyboard` (16096, history: three 375 pt scenes on an iPhone 11 Pro Max). Apple
    /// documents no simulated freeform view.
    public var endsAboveScreenBottom = false
    /// For a prototype cell, the width IB records for its table view, which the cell's margins follow.
    public var tableWidth: Double?
    /// For a prototype cell, whether its table view draws no separators.
    public var tableHidesSeparators = false
    /// For a prototype cell, whether its table view is a table view controller's root view.
    public var tableIsControllerView = false

    /// Creates an environment.
    public init(
        device: LayoutDevice, orientation: LayoutOrientation, canvas: LayoutSize, isFullScreen: Bool,
        isControllerView: Bool, bars: SimulatedBars = SimulatedBars(), rootOffset: Double = 0, traits: SizeClassTraits
    ) {
        self.device = device
        self.orientation = orientation
        self.canvas = canvas
        self.isFullScreen = isFullScreen
        self.isControllerView = isControllerView
        self.bars = bars
        self.rootOffset = rootOffset
        self.traits = traits
    }

    /// The root view's safe-area insets: for a controller's view, the status bar (or the sensor housing, which
    /// stays without it) and the bars, less what lies outside the view; the screen's edges for a full-screen one.
    public var safeAreaInsets: LayoutInsets {
        guard isControllerView else { return .zero }
        let screen = device.insets(orientation)
        let fillsScreen = isFullScreen || isTopLevelView
        let status = bars.statusBar || (fillsScreen && screen.top > 24) ? screen.top : 0
        let edges = fillsScreen ? screen : .zero
        let bottomEdge = fillsScreen && !endsAboveScreenBottom || reachesScreenBottom ? screen.bottom : 0
        return LayoutInsets(
            top: max(0, status + bars.top - rootOffset), left: edges.left,
            bottom: max(0, bottomEdge + bars.bottom - bottomOffset), right: edges.right)
    }

    /// Where a controller's view as wide as the screen but shorter sits: below the top bars, above the bottom
    /// ones, or between them (opaque bars that the view does not extend under), as its missing height says.
    static func offsets(
        device: LayoutDevice, orientation: LayoutOrientation, bars: SimulatedBars, canvas: LayoutSize
    ) -> (top: Double, bottom: Double) {
        let screen = device.screen(orientation)
        guard canvas.width == screen.width, canvas.height < screen.height else { return (0, 0) }
        let insets = device.insets(orientation)
        let top = (bars.statusBar || insets.top > 24 ? insets.top : 0) + bars.top
        let bottom = insets.bottom + bars.bottom
        let missing = screen.height - canvas.height
        if abs(missing - top - bottom) < 0.5 { return (top, bottom) }
        if abs(missing - top) < 0.5 { return (top, 0) }
        if abs(missing - bottom) < 0.5 { return (0, bottom) }
        return (0, 0)
    }

    /// The largest difference from a recorded value that still counts as the same: one pixel, plus rounding.
    public var tolerance: Double { 1 / device.scale + 0.01 }

    /// The environment IB designed a layout in: the document's device (or the table's device with the canvas's
    /// screen size), its orientation and size classes, and the root view's recorded size as the canvas.
    public static func document(of layout: LayoutModel, deviceID: String? = nil) -> LayoutEnvironment {
        let recorded =
            impliedCellSize(layout) ?? layout.root.canvasFrame.map { LayoutSize(width: $0.width, height: $0.height) }
        var orientation = LayoutOrientation(rawValue: layout.device?.orientation ?? "") ?? .portrait
        let generation = layout.interfaceBuilder
        var documentDevice = layout.device.flatMap { LayoutDevice.named($0.id) }.map(generation.simulating)
        if documentDevice == nil, let recorded {
            documentDevice = LayoutDevice.table.first { $0.screen == recorded || $0.screen.rotated == recorded }.map(
                generation.simulating)
        }
        var fullScreen = false
        if let documentDevice, let recorded {
            // A scene simulated in the other orientation (`simulatedOrientationMetrics`) fills the rotated screen.
            if documentDevice.screen(orientation.flipped) == recorded { orientation = orientation.flipped }
            fullScreen = documentDevice.screen(orientation) == recorded
        }
        let canvas = recorded ?? documentDevice?.screen(orientation) ?? LayoutSize(width: 375, height: 667)
        let device =
            deviceID.flatMap(LayoutDevice.named).map(generation.simulating) ?? documentDevice
            ?? generation.simulating(.fallback(canvas: canvas))
        // A xib's top-level view is laid out as a view controller's root view (Apple's `layoutMargins` reference: "For
        // the root view of a view controller, the default value of this property reflects the system minimum margins
        // and safe area insets"), in a screen of its own size: inferred from 7 files whose freeform top-level views
        // IB insets by 16 or 20 pt at the sides and by the notch and home indicator (44 and 34 pt on an iPhone 11)
        // at the top and bottom: SwiftMessages' `CardView.xib`, `CenteredView.xib`, `MessageView.xib`,
        // `StatusLine.xib`, `TabView.xib` and `TacoDialogView.xib` (20 pt, no insets on an iPhone 8), and a 480 pt
        // launch screen with 34 pt at the bottom on an iPhone X (Ramotion's reel-search `LaunchScreen.xib`). So is a
        // top-level collection reusable view (`LayoutSystem.canvasTopLevelMargins` gives the files).
        // Xcode 7 lays a xib's top-level view out as a plain view, even its File's Owner's `view`.
        let (isXib, recordsDevice) = (layout.sourcePath.hasSuffix(".xib"), layout.device != nil)
        let plainTopLevelView =
            isXib && layout.root.element == "view"
            && !generation.laysTopLevelViewOutAsRootView(documentRecordsDevice: recordsDevice)
        let topLevelView =
            isXib && ["view", "collectionReusableView"].contains(layout.root.element) && !plainTopLevelView
        // A scene's root view of another class than `UIView` is its controller's root view all the same (the
        // `layoutMargins` reference above, developer.apple.com/documentation/uikit/uiview/layoutmargins; DropDown's
        // demo `Main.storyboard`, a scroll view, probe6); table and collection views keep their cells' rules.
        let sceneRoot =
            layout.viewController != nil && !["tableView", "collectionView"].contains(layout.root.element)
            && !plainTopLevelView
        let controller =
            topLevelView || sceneRoot
            || layout.root.element == "view" && (layout.sourcePath.hasSuffix(".storyboard") || fullScreen)
        let freeformScene =
            controller && !fullScreen && !topLevelView
            && documentDevice.map {
                generation.laysFreeformScenesOutAsScreens(
                    $0, orientation, canvas: canvas, freeform: layout.simulatedBars.freeform)
            } == true
        var environment = LayoutEnvironment(
            device: device, orientation: orientation, canvas: fullScreen ? device.screen(orientation) : canvas,
            isFullScreen: fullScreen, isControllerView: controller, bars: layout.simulatedBars,
            rootOffset: rootOffset(layout.root.canvasFrame, generation), traits: device.traits(orientation))
        environment.documentRecordsDevice = recordsDevice
        environment.interfaceBuilder = generation
        environment.isTopLevelView = topLevelView || freeformScene
        if topLevelView || freeformScene, !fullScreen, generation < .classic,
            let screen = documentDevice?.screen(orientation)
        {
            environment.endsAboveScreenBottom = canvas.width <= screen.width && canvas.height < screen.height
        }
        environment.tableWidth = layout.rootParameter?.containerWidth
        environment.tableHidesSeparators = layout.rootParameter?.containerHidesSeparators ?? false
        environment.tableIsControllerView = layout.rootParameter?.containerIsControllerView ?? false
        if controller, !fullScreen, !environment.isTopLevelView, let documentDevice {
            let offsets = offsets(
                device: documentDevice, orientation: orientation, bars: layout.simulatedBars, canvas: canvas)
            environment.rootOffset = max(environment.rootOffset, offsets.top)
            environment.bottomOffset = offsets.bottom
            environment.reachesScreenBottom =
                offsets.top > 0 && offsets.bottom == 0
                || generation.sheetReachesScreenBottom(documentDevice, orientation, canvas: canvas)
            if let sheet = generation.sheetOffsets(documentDevice, orientation, canvas: canvas) {
                (environment.rootOffset, environment.bottomOffset) = sheet
            } else if generation.drawsPageSheet(documentDevice, orientation, canvas: canvas) {
                environment.placeAsPageSheet(on: documentDevice)
            } else if layout.simulatedBars.presented,
                let top = generation.presentedFreeformTop(documentDevice, orientation, canvas: canvas)
            {
                environment.rootOffset = max(environment.rootOffset, top)
            }
        }
        return environment
    }

    /// How far below the screen's top IB records the root view: its recorded y, but none for a root that Xcode 6 lays
    /// out under the top bars (`InterfaceBuilderGeneration.laysRootOutUnderTopBars`).
    private static func rootOffset(_ recorded: LayoutRect?, _ generation: InterfaceBuilderGeneration) -> Double {
        guard let recorded else { return 0 }
        return generation.laysRootOutUnderTopBars(recorded: recorded) ? 0 : recorded.y
    }

    /// Puts the root view on a page sheet below the status bar (`InterfaceBuilderGeneration.drawsPageSheet`): no
    /// status bar or home indicator in its safe area, and a taller navigation bar.
    private mutating func placeAsPageSheet(on device: LayoutDevice) {
        let insets = device.insets(orientation)
        rootOffset = bars.statusBar || insets.top > 24 ? insets.top : 0
        bottomOffset = 0
        reachesScreenBottom = false
        if bars.top > 0 { bars.top = max(bars.top, InterfaceBuilderGeneration.sheetNavigationBarHeight) }
    }

    /// The size IB lays a cell out at when it records no frame for the cell's content view: its own row height, at
    /// the cell's recorded width (or, without a frame, its table's width). In every document that records a cell
    /// frame other than the cell's `rowHeight` and no content-view frame, the subviews IB laid out reach below the
    /// recorded frame, to the row height less the separator: 4 files of 3 repositories, Xcode 6 (6250 to 7706): MengTo's
    /// DesignerNewsApp `Main.storyboard` (7706, probe: `CommentCell`, recorded 44 pt, `rowHeight` 113, a view pinned
    /// 12 pt above the content view's bottom ending at 100), element-ios' `matrixConsole` `Main.storyboard` (7531, its
    /// history: `PublicRoomWithTopicCell`, 44 pt, `rowHeight` 60, a view pinned to the bottom ending at 59) and
    /// `syMessaging` `Main.storyboard` (6250, history: `RoomMemberCell`, 44 pt, `rowHeight` 50, three views pinned to the
    /// bottom ending at 49), Provenance's `Provenance.storyboard` (6751, history: a 44 pt cell of `rowHeight` 54 whose
    /// subview ends at 46); no such document lays them out in the recorded frame. DesignerNewsApp's other four prototype
    /// cells record no frame at all (100, 61, 140 and 113 pt rows in a 600 pt table). Apple documents no canvas.
    private static func impliedCellSize(_ layout: LayoutModel) -> LayoutSize? {
        guard layout.root.element == "tableViewCell", let parameter = layout.rootParameter,
            let height = parameter.rowHeight
        else { return nil }
        guard let frame = layout.root.canvasFrame else {
            return parameter.containerWidth.map { LayoutSize(width: $0, height: height) }
        }
        let contentView = layout.root.subviews.first { $0.element == "tableViewCellContentView" }
        guard let contentView, contentView.canvasFrame == nil else { return nil }
        return LayoutSize(width: frame.width, height: height)
    }

    /// The same layout in other size classes: a full-screen layout turns to the orientation that has them.
    public func with(traits: SizeClassTraits) -> LayoutEnvironment {
        var result = self
        result.traits = traits
        if isFullScreen {
            result.orientation = device.orientation(for: traits)
            result.canvas = device.screen(result.orientation)
        }
        return result
    }
}

extension LayoutOrientation {
    /// The other orientation.
    var flipped: LayoutOrientation { self == .portrait ? .landscape : .portrait }
}
