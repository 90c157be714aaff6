// A stand-in for the WebKit API Unboard uses (WKWebView, an `open class WKWebView : UIView` in the SDK, created
// with a configuration), so that generated code importing WebKit type-checks on Linux. Bodies are placeholders.
@_exported import UIKit

@available(iOS 10.0, *)
public struct WKAudiovisualMediaTypes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var audio: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: 1) }
    public static var video: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: 2) }
    public static var all: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: UInt.max) }
}

@available(iOS 8.0, *)
@MainActor @preconcurrency open class WKWebViewConfiguration: NSObject {
    override public init() {}
    @available(iOS 10.0, *) open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes { get { fatalError() } set {} }
}

@available(iOS 8.0, *)
@MainActor @preconcurrency open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError() }
    open var allowsBackForwardNavigationGestures: Bool { get { fatalError() } set {} }
}
