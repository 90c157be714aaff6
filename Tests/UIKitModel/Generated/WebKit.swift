// GENERATED FILE - DO NOT EDIT. Regenerate with:
//   python3 Tests/Scripts/regenerate-uikit-model.py
//
// The behavioural UIKit model: the declarations of Tests/UIKitStub/WebKit.swift with bodies that run
// (see Tests/UIKitModel/README.md).

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
    private let modelCFInfo = UIKitModelCFInfo()
    override public init() {}
    @available(iOS 10.0, *) open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes { get { UIKitModel.stored(self, "mediaTypesRequiringUserActionForPlayback") } set { UIKitModel.store(self, "mediaTypesRequiringUserActionForPlayback", newValue) } }
}

@available(iOS 8.0, *)
@MainActor @preconcurrency open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { UIKitModel.notModelled("WKWebView.init(coder:)") }
    open var allowsBackForwardNavigationGestures: Bool { get { UIKitModel.stored(self, "allowsBackForwardNavigationGestures") } set { UIKitModel.store(self, "allowsBackForwardNavigationGestures", newValue) } }
}
