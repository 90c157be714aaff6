/// The kinds of root element Unboard recognises, and the reason it refuses the ones it cannot convert.
enum DocumentFormat {
    case storyboard
    case xib
    case refused(String)

    /// The storyboard document types IB has written since Xcode 5. iPad storyboards share the phone type and differ
    /// only in `targetRuntime="iOS.CocoaTouch.iPad"`.
    static let storyboardTypes: Set<String> = ["com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"]
    /// The xib document types IB has written since Xcode 5: Xcode 5's iPad xibs have their own type
    /// (`...CocoaTouch.iPad.XIB`, runtime `iOS.CocoaTouch.iPad`), which later versions fold into the phone type.
    static let xibTypes: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB",
    ]

    private static let reSave = "open it in a current Xcode and save it again"

    /// Classifies a document by its root element and `type`/`targetRuntime` attributes.
    static func classify(_ root: IBElement) -> DocumentFormat {
        let type = root.attributes["type"] ?? ""
        if root.name == "archive" {
            return .refused(
                "this is a pre-Xcode 5 archive-format document (\(type.isEmpty ? "archive" : type)), which Unboard cannot read; \(reSave)"
            )
        }
        guard root.name == "document" else {
            return .refused("the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let runtime = root.attributes["targetRuntime"] ?? ""
        if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") {
            return .refused(
                "this is a macOS (Cocoa) document; Unboard converts iOS (UIKit) documents only, and macOS is out of scope"
            )
        }
        if runtime.hasPrefix("watchKit") || type.contains("WatchKit") {
            return .refused("this is a watchOS (WatchKit) document; Unboard converts iOS (UIKit) documents only")
        }
        // tvOS has its own document types and runtime (`AppleTV`). Its UIKit is another platform's: no switches,
        // sliders or pickers, focus instead of touch, a TV screen and its overscan safe area; the generated code is
        // checked against the iOS SDK only, so converting one would promise what nothing checks.
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
            return .refused(
                "this is a tvOS (AppleTV) document; Unboard converts iOS (UIKit) documents only, and tvOS is out of scope"
            )
        }
        if storyboardTypes.contains(type) { return .storyboard }
        if xibTypes.contains(type) { return .xib }
        return .refused("unknown document type '\(type)'; expected an iOS storyboard or xib")
    }
}
