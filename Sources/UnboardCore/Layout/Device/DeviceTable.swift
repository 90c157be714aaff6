extension LayoutDevice {
    /// The devices of IB's device bar.
    ///
    /// Sources: screen sizes in points and scales from Apple's Human Interface Guidelines, "Adaptivity and Layout",
    /// "Device Dimensions" (developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/)
    /// and, for the 2022 models, Geoff Hackworth's "How iOS Apps Adapt to the various iPhone 14 Screen Sizes"
    /// (hacknicity.medium.com). Safe-area insets are a full-screen view controller's `safeAreaInsets` in the iOS
    /// simulator: X-series portrait safe areas 375×734 and 414×818 from usagimaru's "iPhone Xのセーフエリアやマージン幅"
    /// (qiita.com/usagimaru/items/761e9a5f3d78b1939df8), 59/34 portrait and 59/21 landscape for the Dynamic Island
    /// models from "iOS Layout Adaptation" (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation); the others as the
    /// comments say. Without a notch or an island the status bar (20 pt on phones and older iPads, 24 pt on iPads
    /// with rounded corners) is the only top inset, and phones hide it in landscape. Home indicator: 34 pt portrait
    /// and 21 pt landscape on phones, 20 pt on iPads. Documents saved by the newest IB (tools versions from 23727)
    /// see these insets as `InterfaceBuilderGeneration` says that IB simulates them. Of the notched phones, the files
    /// in the corpora show the 44, 48 and 59 pt tops (`retina5_9`, `retina6_1`, `retina6_12`); the others rest on the
    /// sources above alone. An id IB writes that the table lacks, `retina6_54` (TOCropViewController's launch screen,
    /// 24506), is laid out on the device whose screen its root view fills, else on `fallback(canvas:)`: no source
    /// found gives its screen (Apple's documentation, web pages and public code were searched), and that file's root
    /// is a 480 × 688 freeform view.
    public static let table: [LayoutDevice] = phones + pads

    private static let phones: [LayoutDevice] = [
        // iPhone 4s: 320×480 @2x; status bar 20.
        phone("retina3_5", "iPhone 4s", 320, 480, scale: 2, top: 20),
        // iPhone SE (1st generation), 5s: 320×568 @2x; status bar 20.
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, scale: 2, top: 20),
        // iPhone SE (2nd and 3rd generation), 8: 375×667 @2x; status bar 20.
        phone("retina4_7", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20),
        // iPhone 8 Plus: 414×736 @3x; status bar 20; regular width in landscape.
        phone("retina5_5", "iPhone 8 Plus", 414, 736, scale: 3, top: 20, wideLandscape: true),
        // iPhone X, XS, 11 Pro: 375×812 @3x; insets 44/34 (50 at the top in the newest IB's simulator), landscape 44
        // left and right, 21 bottom.
        phone("retina5_9", "iPhone 11 Pro", 375, 812, scale: 3, top: 44, notch: 44),
        // iPhone 12 mini, 13 mini: 375×812 @3x; insets 50/34, landscape 50, 21.
        phone("retina5_4", "iPhone 13 mini", 375, 812, scale: 3, top: 50, notch: 50),
        // iPhone XR, 11: 414×896 @2x; insets 48/34 since iOS 14, landscape 48, 21.
        phone("retina6_1", "iPhone 11", 414, 896, scale: 2, top: 48, notch: 48, wideLandscape: true),
        // iPhone XS Max, 11 Pro Max: 414×896 @3x; insets 44/34, landscape 44, 21.
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, notch: 44, wideLandscape: true),
        // iPhone 12, 13, 14: 390×844 @3x; insets 47/34, landscape 47, 21.
        phone("retina6_0", "iPhone 14", 390, 844, scale: 3, top: 47, notch: 47),
        // iPhone 12 Pro Max, 13 Pro Max, 14 Plus: 428×926 @3x; insets 47/34, landscape 47, 21.
        phone("retina6_7", "iPhone 14 Plus", 428, 926, scale: 3, top: 47, notch: 47, wideLandscape: true),
        // iPhone 14 Pro, 15, 15 Pro, 16: 393×852 @3x; insets 59/34, landscape 59, 21.
        phone("retina6_12", "iPhone 15 Pro", 393, 852, scale: 3, top: 59, notch: 59),
        // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430×932 @3x; insets 59/34, landscape 59, 21.
        phone("retina6_72", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, notch: 59, wideLandscape: true),
        // iPhone 16 Pro: 402×874 @3x; insets 62/34, landscape 62, 21.
        phone("retina6_3", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, notch: 62),
        // iPhone 16 Pro Max: 440×956 @3x; insets 62/34, landscape 62, 21.
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, notch: 62, wideLandscape: true),
    ]

    private static let pads: [LayoutDevice] = [
        // iPad (6th generation), iPad Air 2, iPad Pro 9.7": 768×1024 @2x; status bar 20.
        pad("ipad9_7", "iPad (6th generation)", 768, 1024, top: 20),
        // iPad mini (5th generation): 768×1024 @2x; status bar 20.
        pad("ipad7_9", "iPad mini (5th generation)", 768, 1024, top: 20),
        // iPad (9th generation): 810×1080 @2x; status bar 20.
        pad("ipad10_2", "iPad (9th generation)", 810, 1080, top: 20),
        // iPad Air (3rd generation), iPad Pro 10.5": 834×1112 @2x; status bar 20.
        pad("ipad10_5", "iPad Air (3rd generation)", 834, 1112, top: 20),
        // iPad Air (4th generation and later): 820×1180 @2x; status bar 24, home indicator 20.
        pad("ipad10_9rounded", "iPad Air (5th generation)", 820, 1180, top: 24, bottom: 20),
        // iPad Pro 11": 834×1194 @2x; status bar 24, home indicator 20.
        pad("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        // iPad Pro 12.9" (2nd generation): 1024×1366 @2x; status bar 20.
        pad("ipad12_9", "iPad Pro (12.9-inch) (2nd generation)", 1024, 1366, top: 20),
        // iPad Pro 12.9" (3rd generation and later): 1024×1366 @2x; status bar 24, home indicator 20.
        pad("ipad12_9rounded", "iPad Pro (12.9-inch) (6th generation)", 1024, 1366, top: 24, bottom: 20),
    ]

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double, top: Double,
        notch: Double? = nil,
        wideLandscape: Bool = false
    ) -> LayoutDevice {
        let bottom: Double = notch == nil ? 0 : 34
        let landscape = notch.map { LayoutInsets(top: 0, left: $0, bottom: 21, right: $0) } ?? .zero
        return LayoutDevice(
            id: id, name: name, idiom: .phone, screen: LayoutSize(width: width, height: height), scale: scale,
            portraitInsets: LayoutInsets(top: top, bottom: bottom), landscapeInsets: landscape,
            landscapeWidthClass: wideLandscape ? .regular : .compact)
    }

    private static func pad(
        _ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double = 0
    ) -> LayoutDevice {
        let insets = LayoutInsets(top: top, bottom: bottom)
        return LayoutDevice(
            id: id, name: name, idiom: .pad, screen: LayoutSize(width: width, height: height), scale: 2,
            portraitInsets: insets, landscapeInsets: insets)
    }
}
