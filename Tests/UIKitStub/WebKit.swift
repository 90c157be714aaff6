// A stand-in for the one WebKit class Unboard creates (WKWebView, an `open class WKWebView : UIView` in the SDK),
// so that generated code importing WebKit type-checks on Linux. Bodies are placeholders.
@_exported import UIKit

@available(iOS 8.0, *)
@MainActor @preconcurrency open class WKWebView: UIView {}
