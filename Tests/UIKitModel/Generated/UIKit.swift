// GENERATED FILE - DO NOT EDIT. Regenerate with:
//   python3 Tests/Scripts/regenerate-uikit-model.py
//
// The behavioural UIKit model: the declarations of Tests/UIKitStub/UIKit.swift with bodies that run
// (see Tests/UIKitModel/README.md).

// GENERATED FILE - DO NOT EDIT. Regenerate with:
//   python3 Tests/Scripts/regenerate-uikit-stub.py
//
// A stand-in for UIKit, used to type-check generated code on Linux, where the iOS SDK
// is not available. Every declaration, signature, availability attribute and actor
// isolation is copied from the Swift interface of the iOS 16.5 SDK (as printed by
// swift-synthesize-interface), restricted to Tests/Scripts/uikit-allowlist.txt.
// Bodies are placeholders: nothing here is meant to run.
//
// Build it as a module named UIKit, preferably with library evolution so that, as
// with the SDK's imported enums, switches need `@unknown default` (an error in Swift 6):
//   swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6 \
//     -enable-library-evolution UIKit.swift -emit-module-path <dir>/UIKit.swiftmodule
//
// Known differences from the SDK: on Linux the compiler ignores `@available(iOS ...)`,
// so availability is only enforced by Tests/Scripts/typecheck-ios.sh against a real
// SDK; and mutable C globals (UIAccessibilityTraits members) are not diagnosed.

@_exported import Foundation

// MARK: - CGColor

@preconcurrency public class CGColor : Hashable {

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGColor : @unchecked Sendable {
}

// MARK: - Selector

@frozen public struct Selector : ExpressibleByStringLiteral {
    @usableFromInline var modelStorage = UIKitModelStorage()

    public init(_ str: String) { modelStorage.set("str", str) }

    public init(stringLiteral value: String) { modelStorage.set("value", value) }

    public typealias ExtendedGraphemeClusterLiteralType = String

    public typealias StringLiteralType = String

    public typealias UnicodeScalarLiteralType = String

    public var description: String { model_description }
}

extension Selector : Equatable, Hashable {
}

extension Selector : CustomStringConvertible {
}

extension Selector : Sendable {
}

// MARK: - CALayer

@available(iOS 2.0, *)
@preconcurrency open class CALayer : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var cornerRadius: CGFloat { get { UIKitModel.stored(self, "cornerRadius") } set { UIKitModel.store(self, "cornerRadius", newValue) } }

    @preconcurrency open var borderWidth: CGFloat { get { UIKitModel.stored(self, "borderWidth") } set { UIKitModel.store(self, "borderWidth", newValue) } }

    @preconcurrency open var borderColor: CGColor? { get { UIKitModel.stored(self, "borderColor") } set { UIKitModel.store(self, "borderColor", newValue) } }

    @preconcurrency open var masksToBounds: Bool { get { UIKitModel.stored(self, "masksToBounds") } set { UIKitModel.store(self, "masksToBounds", newValue) } }

    @preconcurrency open var shadowColor: CGColor? { get { UIKitModel.stored(self, "shadowColor") } set { UIKitModel.store(self, "shadowColor", newValue) } }

    @preconcurrency open var shadowOpacity: Float { get { UIKitModel.stored(self, "shadowOpacity") } set { UIKitModel.store(self, "shadowOpacity", newValue) } }

    @preconcurrency open var shadowRadius: CGFloat { get { UIKitModel.stored(self, "shadowRadius") } set { UIKitModel.store(self, "shadowRadius", newValue) } }

    @preconcurrency open var shadowOffset: CGSize { get { UIKitModel.stored(self, "shadowOffset") } set { UIKitModel.store(self, "shadowOffset", newValue) } }

    @preconcurrency open var zPosition: CGFloat { get { UIKitModel.stored(self, "zPosition") } set { UIKitModel.store(self, "zPosition", newValue) } }

    @preconcurrency public override init() { super.init(); model_init() }

    @preconcurrency public init(layer: Any) { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("CALayer.init(coder:)") }
}

// MARK: - NSObject

extension NSObject {
    @preconcurrency public func setValue(_ value: Any?, forKeyPath keyPath: String) { model_setValue(value, forKeyPath: keyPath) }
    @preconcurrency public func setValue(_ value: Any?, forKey key: String) { model_setValue(value, forKey: key) }
    @preconcurrency public func awakeFromNib() { model_awakeFromNib() }
    @preconcurrency public var isAccessibilityElement: Bool { get { UIKitModel.stored(self, "isAccessibilityElement") } set { UIKitModel.store(self, "isAccessibilityElement", newValue) } }
    @preconcurrency public var accessibilityLabel: String? { get { UIKitModel.stored(self, "accessibilityLabel") } set { UIKitModel.store(self, "accessibilityLabel", newValue) } }
    @preconcurrency public var accessibilityHint: String? { get { UIKitModel.stored(self, "accessibilityHint") } set { UIKitModel.store(self, "accessibilityHint", newValue) } }
    @preconcurrency public var accessibilityValue: String? { get { UIKitModel.stored(self, "accessibilityValue") } set { UIKitModel.store(self, "accessibilityValue", newValue) } }
    @preconcurrency public var accessibilityTraits: UIAccessibilityTraits { get { UIKitModel.stored(self, "accessibilityTraits") } set { UIKitModel.store(self, "accessibilityTraits", newValue) } }
}

// MARK: - UIResponder

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIResponder : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var next: UIResponder? { model_next }

    @preconcurrency open var canBecomeFirstResponder: Bool { model_canBecomeFirstResponder }

    @preconcurrency @discardableResult open func becomeFirstResponder() -> Bool { model_becomeFirstResponder() }

    @preconcurrency open var canResignFirstResponder: Bool { model_canResignFirstResponder }

    @preconcurrency @discardableResult open func resignFirstResponder() -> Bool { model_resignFirstResponder() }

    @preconcurrency open var isFirstResponder: Bool { model_isFirstResponder }
}

// MARK: - UITraitEnvironment

@MainActor @preconcurrency public protocol UITraitEnvironment : NSObjectProtocol {

    @available(iOS 8.0, *)
    var traitCollection: UITraitCollection { get }

    @available(iOS 8.0, *)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: - UITraitCollection

@available(iOS 8.0, *)
@preconcurrency open class UITraitCollection : NSObject, @unchecked Sendable {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var horizontalSizeClass: UIUserInterfaceSizeClass { model_horizontalSizeClass }

    @preconcurrency open var verticalSizeClass: UIUserInterfaceSizeClass { model_verticalSizeClass }

    @preconcurrency open var userInterfaceIdiom: UIUserInterfaceIdiom { model_userInterfaceIdiom }

    @available(iOS 12.0, *)
    @preconcurrency open var userInterfaceStyle: UIUserInterfaceStyle { model_userInterfaceStyle }

    @preconcurrency open var displayScale: CGFloat { model_displayScale }

    @preconcurrency public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(); model_init(horizontalSizeClass: horizontalSizeClass) }

    @preconcurrency public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(); model_init(verticalSizeClass: verticalSizeClass) }

    @preconcurrency public override init() { super.init(); model_init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITraitCollection.init(coder:)") }
}

// MARK: - UITraitDefinition

@available(iOS 17.0, *)
@preconcurrency public protocol UITraitDefinition {
}

// MARK: - UITrait

@available(iOS 17.0, *)
@preconcurrency public typealias UITrait = any UITraitDefinition.Type

// MARK: - UITraitHorizontalSizeClass

@available(iOS 17.0, *)
@preconcurrency public final class UITraitHorizontalSizeClass : UITraitDefinition {
}

// MARK: - UITraitVerticalSizeClass

@available(iOS 17.0, *)
@preconcurrency public final class UITraitVerticalSizeClass : UITraitDefinition {
}

// MARK: - UITraitChangeRegistration

@available(iOS 17.0, *)
@preconcurrency public protocol UITraitChangeRegistration {
}

// MARK: - UIUserInterfaceSizeClass

@available(iOS 8.0, *)
@preconcurrency public enum UIUserInterfaceSizeClass : Int, @unchecked Sendable {

    case unspecified = 0

    case compact = 1

    case regular = 2
}

// MARK: - UIUserInterfaceIdiom

@preconcurrency public enum UIUserInterfaceIdiom : Int, @unchecked Sendable {

    case unspecified = -1

    @available(iOS 3.2, *)
    case phone = 0

    @available(iOS 3.2, *)
    case pad = 1

    @available(iOS 9.0, *)
    case tv = 2

    @available(iOS 9.0, *)
    case carPlay = 3

    @available(iOS 14.0, *)
    case mac = 5
}

// MARK: - UIUserInterfaceStyle

@available(iOS 12.0, *)
@preconcurrency public enum UIUserInterfaceStyle : Int, @unchecked Sendable {

    case unspecified = 0

    case light = 1

    case dark = 2
}

// MARK: - UIView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIView : UIResponder, UITraitEnvironment {

    @preconcurrency public init(frame: CGRect) { super.init(); model_init(frame: frame) }

    @preconcurrency open var layer: CALayer { model_layer }

    @preconcurrency open func addSubview(_ view: UIView) { model_addSubview(view) }

    @preconcurrency open func insertSubview(_ view: UIView, at index: Int) { model_insertSubview(view, at: index) }

    @preconcurrency open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { model_insertSubview(view, belowSubview: siblingSubview) }

    @preconcurrency open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { model_insertSubview(view, aboveSubview: siblingSubview) }

    @preconcurrency open func bringSubviewToFront(_ view: UIView) { model_bringSubviewToFront(view) }

    @preconcurrency open func sendSubviewToBack(_ view: UIView) { model_sendSubviewToBack(view) }

    @preconcurrency open func removeFromSuperview() { model_removeFromSuperview() }

    @preconcurrency open var subviews: [UIView] { model_subviews }

    @preconcurrency open var superview: UIView? { model_superview }

    @preconcurrency @discardableResult open func viewWithTag(_ tag: Int) -> UIView? { model_viewWithTag(tag) }

    @available(iOS 6.0, *)
    @preconcurrency open var translatesAutoresizingMaskIntoConstraints: Bool { get { model_translatesAutoresizingMaskIntoConstraints } set { model_translatesAutoresizingMaskIntoConstraints = newValue } }

    @preconcurrency open var frame: CGRect { get { model_frame } set { model_frame = newValue } }

    @preconcurrency open var bounds: CGRect { get { model_bounds } set { model_bounds = newValue } }

    @preconcurrency open var center: CGPoint { get { model_center } set { model_center = newValue } }

    @preconcurrency open var autoresizingMask: UIView.AutoresizingMask { get { UIKitModel.stored(self, "autoresizingMask") } set { UIKitModel.store(self, "autoresizingMask", newValue) } }

    @preconcurrency open var autoresizesSubviews: Bool { get { UIKitModel.stored(self, "autoresizesSubviews") } set { UIKitModel.store(self, "autoresizesSubviews", newValue) } }

    @preconcurrency open var backgroundColor: UIColor? { get { model_backgroundColor } set { model_backgroundColor = newValue } }

    @available(iOS 7.0, *)
    @preconcurrency open var tintColor: UIColor! { get { UIKitModel.stored(self, "tintColor") } set { UIKitModel.store(self, "tintColor", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { UIKitModel.stored(self, "tintAdjustmentMode") } set { UIKitModel.store(self, "tintAdjustmentMode", newValue) } }

    @preconcurrency open var alpha: CGFloat { get { model_alpha } set { model_alpha = newValue } }

    @preconcurrency open var isHidden: Bool { get { model_isHidden } set { model_isHidden = newValue } }

    @preconcurrency open var clipsToBounds: Bool { get { UIKitModel.stored(self, "clipsToBounds") } set { UIKitModel.store(self, "clipsToBounds", newValue) } }

    @preconcurrency open var isOpaque: Bool { get { UIKitModel.stored(self, "isOpaque") } set { UIKitModel.store(self, "isOpaque", newValue) } }

    @preconcurrency open var clearsContextBeforeDrawing: Bool { get { UIKitModel.stored(self, "clearsContextBeforeDrawing") } set { UIKitModel.store(self, "clearsContextBeforeDrawing", newValue) } }

    @preconcurrency open var contentMode: UIView.ContentMode { get { UIKitModel.stored(self, "contentMode") } set { UIKitModel.store(self, "contentMode", newValue) } }

    @preconcurrency open var tag: Int { get { model_tag } set { model_tag = newValue } }

    @preconcurrency open var isUserInteractionEnabled: Bool { get { UIKitModel.stored(self, "isUserInteractionEnabled") } set { UIKitModel.store(self, "isUserInteractionEnabled", newValue) } }

    @preconcurrency open var isMultipleTouchEnabled: Bool { get { UIKitModel.stored(self, "isMultipleTouchEnabled") } set { UIKitModel.store(self, "isMultipleTouchEnabled", newValue) } }

    @preconcurrency open var isExclusiveTouch: Bool { get { UIKitModel.stored(self, "isExclusiveTouch") } set { UIKitModel.store(self, "isExclusiveTouch", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var semanticContentAttribute: UISemanticContentAttribute { get { UIKitModel.stored(self, "semanticContentAttribute") } set { UIKitModel.store(self, "semanticContentAttribute", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UIKitModel.notModelled("UIView.effectiveUserInterfaceLayoutDirection") }

    @available(iOS 13.0, *)
    @preconcurrency open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { UIKitModel.stored(self, "overrideUserInterfaceStyle") } set { UIKitModel.store(self, "overrideUserInterfaceStyle", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var layoutMargins: UIEdgeInsets { get { model_layoutMargins } set { model_layoutMargins = newValue } }

    @available(iOS 11.0, *)
    @preconcurrency open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { model_directionalLayoutMargins } set { model_directionalLayoutMargins = newValue } }

    @available(iOS 8.0, *)
    @preconcurrency open var preservesSuperviewLayoutMargins: Bool { get { UIKitModel.stored(self, "preservesSuperviewLayoutMargins") } set { UIKitModel.store(self, "preservesSuperviewLayoutMargins", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var insetsLayoutMarginsFromSafeArea: Bool { get { UIKitModel.stored(self, "insetsLayoutMarginsFromSafeArea") } set { UIKitModel.store(self, "insetsLayoutMarginsFromSafeArea", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var safeAreaInsets: UIEdgeInsets { UIKitModel.notModelled("UIView.safeAreaInsets") }

    @available(iOS 9.0, *)
    @preconcurrency open var layoutMarginsGuide: UILayoutGuide { model_layoutMarginsGuide }

    @available(iOS 9.0, *)
    @preconcurrency open var readableContentGuide: UILayoutGuide { model_readableContentGuide }

    @available(iOS 11.0, *)
    @preconcurrency open var safeAreaLayoutGuide: UILayoutGuide { model_safeAreaLayoutGuide }

    @available(iOS 15.0, *)
    @preconcurrency open var keyboardLayoutGuide: UIKeyboardLayoutGuide { model_keyboardLayoutGuide }

    @available(iOS 9.0, *)
    @preconcurrency open var leadingAnchor: NSLayoutXAxisAnchor { model_leadingAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var trailingAnchor: NSLayoutXAxisAnchor { model_trailingAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var leftAnchor: NSLayoutXAxisAnchor { model_leftAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var rightAnchor: NSLayoutXAxisAnchor { model_rightAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var topAnchor: NSLayoutYAxisAnchor { model_topAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var bottomAnchor: NSLayoutYAxisAnchor { model_bottomAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var widthAnchor: NSLayoutDimension { model_widthAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var heightAnchor: NSLayoutDimension { model_heightAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var centerXAnchor: NSLayoutXAxisAnchor { model_centerXAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var centerYAnchor: NSLayoutYAxisAnchor { model_centerYAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var firstBaselineAnchor: NSLayoutYAxisAnchor { model_firstBaselineAnchor }

    @available(iOS 9.0, *)
    @preconcurrency open var lastBaselineAnchor: NSLayoutYAxisAnchor { model_lastBaselineAnchor }

    @available(iOS 6.0, *)
    @preconcurrency open var constraints: [NSLayoutConstraint] { model_constraints }

    @available(iOS 6.0, *)
    @preconcurrency open func addConstraint(_ constraint: NSLayoutConstraint) { model_addConstraint(constraint) }

    @available(iOS 6.0, *)
    @preconcurrency open func addConstraints(_ constraints: [NSLayoutConstraint]) { model_addConstraints(constraints) }

    @available(iOS 6.0, *)
    @preconcurrency open func removeConstraint(_ constraint: NSLayoutConstraint) { model_removeConstraint(constraint) }

    @available(iOS 6.0, *)
    @preconcurrency open func removeConstraints(_ constraints: [NSLayoutConstraint]) { model_removeConstraints(constraints) }

    @available(iOS 9.0, *)
    @preconcurrency open var layoutGuides: [UILayoutGuide] { model_layoutGuides }

    @available(iOS 9.0, *)
    @preconcurrency open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { model_addLayoutGuide(layoutGuide) }

    @available(iOS 9.0, *)
    @preconcurrency open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { model_removeLayoutGuide(layoutGuide) }

    @available(iOS 6.0, *)
    @preconcurrency open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { model_setContentHuggingPriority(priority, for: axis) }

    @available(iOS 6.0, *)
    @preconcurrency open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { model_setContentCompressionResistancePriority(priority, for: axis) }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { model_contentHuggingPriority(for: axis) }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { model_contentCompressionResistancePriority(for: axis) }

    @available(iOS 6.0, *)
    @preconcurrency open var intrinsicContentSize: CGSize { UIKitModel.notModelled("UIView.intrinsicContentSize") }

    @available(iOS 6.0, *)
    @preconcurrency open func invalidateIntrinsicContentSize() { model_invalidateIntrinsicContentSize() }

    @preconcurrency @discardableResult open func sizeThatFits(_ size: CGSize) -> CGSize { UIKitModel.notModelled("UIView.sizeThatFits(_:)") }

    @preconcurrency open func sizeToFit() { UIKitModel.notModelled("UIView.sizeToFit()") }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { UIKitModel.notModelled("UIView.systemLayoutSizeFitting(_:)") }

    @preconcurrency open func setNeedsLayout() { model_setNeedsLayout() }

    @preconcurrency open func layoutIfNeeded() { model_layoutIfNeeded() }

    @preconcurrency open func layoutSubviews() { model_layoutSubviews() }

    @available(iOS 6.0, *)
    @preconcurrency open func setNeedsUpdateConstraints() { model_setNeedsUpdateConstraints() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateConstraints() { model_updateConstraints() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateConstraintsIfNeeded() { model_updateConstraintsIfNeeded() }

    @preconcurrency open func setNeedsDisplay() { model_setNeedsDisplay() }

    @preconcurrency open func didMoveToSuperview() { model_didMoveToSuperview() }

    @preconcurrency open func didMoveToWindow() { model_didMoveToWindow() }

    @available(iOS 7.0, *)
    @preconcurrency open func tintColorDidChange() { model_tintColorDidChange() }

    @available(iOS 8.0, *)
    @preconcurrency open func layoutMarginsDidChange() { model_layoutMarginsDidChange() }

    @available(iOS 11.0, *)
    @preconcurrency open func safeAreaInsetsDidChange() { model_safeAreaInsetsDidChange() }

    @available(iOS 6.0, *)
    @preconcurrency public class var noIntrinsicMetric: CGFloat { UIKitModel.notModelled("UIView.noIntrinsicMetric") }

    @available(iOS 6.0, *)
    @preconcurrency public class var layoutFittingCompressedSize: CGSize { UIKitModel.notModelled("UIView.layoutFittingCompressedSize") }

    @available(iOS 6.0, *)
    @preconcurrency public class var layoutFittingExpandedSize: CGSize { UIKitModel.notModelled("UIView.layoutFittingExpandedSize") }

    @available(iOS 5.0, *)
    @preconcurrency open var accessibilityIdentifier: String? { get { UIKitModel.stored(self, "accessibilityIdentifier") } set { UIKitModel.store(self, "accessibilityIdentifier", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { model_traitCollection }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { model_traitCollectionDidChange(previousTraitCollection) }

    @available(iOS 3.2, *)
    @preconcurrency open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { model_addGestureRecognizer(gestureRecognizer) }

    @available(iOS 3.2, *)
    @preconcurrency open var gestureRecognizers: [UIGestureRecognizer]? { get { model_gestureRecognizers } set { model_gestureRecognizers = newValue } }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationIdentifier: String? { get { model_restorationIdentifier } set { model_restorationIdentifier = newValue } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIView.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(frame: .zero) }
}

// MARK: - UIView.AutoresizingMask

extension UIView {

    @preconcurrency public struct AutoresizingMask : OptionSet, @unchecked Sendable {

        public var rawValue: UInt

        @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

        @preconcurrency public static var flexibleLeftMargin: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1) }

        @preconcurrency public static var flexibleWidth: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 2) }

        @preconcurrency public static var flexibleRightMargin: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 4) }

        @preconcurrency public static var flexibleTopMargin: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 8) }

        @preconcurrency public static var flexibleHeight: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 16) }

        @preconcurrency public static var flexibleBottomMargin: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 32) }
    }
}

// MARK: - UIView.ContentMode

extension UIView {

    @preconcurrency public enum ContentMode : Int, @unchecked Sendable {

        case scaleToFill = 0

        case scaleAspectFit = 1

        case scaleAspectFill = 2

        case redraw = 3

        case center = 4

        case top = 5

        case bottom = 6

        case left = 7

        case right = 8

        case topLeft = 9

        case topRight = 10

        case bottomLeft = 11

        case bottomRight = 12
    }
}

// MARK: - UIView.TintAdjustmentMode

extension UIView {

    @available(iOS 7.0, *)
    @preconcurrency public enum TintAdjustmentMode : Int, @unchecked Sendable {

        case automatic = 0

        case normal = 1

        case dimmed = 2
    }
}

// MARK: - UISemanticContentAttribute

@available(iOS 9.0, *)
@preconcurrency public enum UISemanticContentAttribute : Int, @unchecked Sendable {

    case unspecified = 0

    case playback = 1

    case spatial = 2

    case forceLeftToRight = 3

    case forceRightToLeft = 4
}

// MARK: - UIUserInterfaceLayoutDirection

@available(iOS 5.0, *)
@preconcurrency public enum UIUserInterfaceLayoutDirection : Int, @unchecked Sendable {

    case leftToRight = 0

    case rightToLeft = 1
}

// MARK: - UILayoutGuide

@available(iOS 9.0, *)
@MainActor @preconcurrency open class UILayoutGuide : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var identifier: String { get { model_identifier } set { model_identifier = newValue } }

    @preconcurrency open var layoutFrame: CGRect { UIKitModel.notModelled("UILayoutGuide.layoutFrame") }

    @preconcurrency weak open var owningView: UIView? { get { model_owningView } set { model_owningView = newValue } }

    @preconcurrency open var leadingAnchor: NSLayoutXAxisAnchor { model_leadingAnchor }

    @preconcurrency open var trailingAnchor: NSLayoutXAxisAnchor { model_trailingAnchor }

    @preconcurrency open var leftAnchor: NSLayoutXAxisAnchor { model_leftAnchor }

    @preconcurrency open var rightAnchor: NSLayoutXAxisAnchor { model_rightAnchor }

    @preconcurrency open var topAnchor: NSLayoutYAxisAnchor { model_topAnchor }

    @preconcurrency open var bottomAnchor: NSLayoutYAxisAnchor { model_bottomAnchor }

    @preconcurrency open var widthAnchor: NSLayoutDimension { model_widthAnchor }

    @preconcurrency open var heightAnchor: NSLayoutDimension { model_heightAnchor }

    @preconcurrency open var centerXAnchor: NSLayoutXAxisAnchor { model_centerXAnchor }

    @preconcurrency open var centerYAnchor: NSLayoutYAxisAnchor { model_centerYAnchor }
}

// MARK: - UITrackingLayoutGuide

@available(iOS 15.0, *)
@MainActor @preconcurrency open class UITrackingLayoutGuide : UILayoutGuide {
}

// MARK: - UIKeyboardLayoutGuide

@available(iOS 15.0, *)
@MainActor @preconcurrency open class UIKeyboardLayoutGuide : UITrackingLayoutGuide {
}

// MARK: - NSLayoutAnchor

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType> : NSObject where AnchorType : AnyObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { model_constraint(equalTo: anchor) }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualTo: anchor) }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { model_constraint(lessThanOrEqualTo: anchor) }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(equalTo: anchor, constant: c) }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualTo: anchor, constant: c) }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualTo: anchor, constant: c) }
}

// MARK: - NSLayoutXAxisAnchor

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor> {

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { UIKitModel.notModelled("NSLayoutXAxisAnchor.anchorWithOffset(to:)") }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(equalToSystemSpacingAfter: anchor, multiplier: multiplier) }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier) }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier) }
}

// MARK: - NSLayoutYAxisAnchor

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor> {

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { UIKitModel.notModelled("NSLayoutYAxisAnchor.anchorWithOffset(to:)") }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(equalToSystemSpacingBelow: anchor, multiplier: multiplier) }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier) }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier) }
}

// MARK: - NSLayoutDimension

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension> {

    @preconcurrency @discardableResult open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { model_constraint(equalToConstant: c) }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualToConstant: c) }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualToConstant: c) }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { model_constraint(equalTo: anchor, multiplier: m) }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualTo: anchor, multiplier: m) }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualTo: anchor, multiplier: m) }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(equalTo: anchor, multiplier: m, constant: c) }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(greaterThanOrEqualTo: anchor, multiplier: m, constant: c) }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { model_constraint(lessThanOrEqualTo: anchor, multiplier: m, constant: c) }
}

// MARK: - NSLayoutConstraint

@available(iOS 6.0, *)
@MainActor @preconcurrency open class NSLayoutConstraint : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @available(iOS 6.0, *)
    @preconcurrency public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { self.init(); model_init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2, multiplier: multiplier, constant: c) }

    @available(iOS 8.0, *)
    @preconcurrency open class func activate(_ constraints: [NSLayoutConstraint]) { model_activate(constraints) }

    @available(iOS 8.0, *)
    @preconcurrency open class func deactivate(_ constraints: [NSLayoutConstraint]) { model_deactivate(constraints) }

    @available(iOS 8.0, *)
    @preconcurrency open var isActive: Bool { get { model_isActive } set { model_isActive = newValue } }

    @preconcurrency open var priority: UILayoutPriority { get { model_priority } set { model_priority = newValue } }

    @available(iOS 7.0, *)
    @preconcurrency open var identifier: String? { get { model_identifier } set { model_identifier = newValue } }

    @preconcurrency open var constant: CGFloat { get { model_constant } set { model_constant = newValue } }

    @preconcurrency open var multiplier: CGFloat { model_multiplier }

    @preconcurrency open var relation: NSLayoutConstraint.Relation { model_relation }

    @preconcurrency open var firstAttribute: NSLayoutConstraint.Attribute { model_firstAttribute }

    @preconcurrency open var secondAttribute: NSLayoutConstraint.Attribute { model_secondAttribute }

    @preconcurrency open var firstItem: AnyObject? { model_firstItem }

    @preconcurrency open var secondItem: AnyObject? { model_secondItem }

    @available(iOS 10.0, *)
    @preconcurrency open var firstAnchor: NSLayoutAnchor<AnyObject> { UIKitModel.notModelled("NSLayoutConstraint.firstAnchor") }

    @available(iOS 10.0, *)
    @preconcurrency open var secondAnchor: NSLayoutAnchor<AnyObject>? { UIKitModel.notModelled("NSLayoutConstraint.secondAnchor") }
}

// MARK: - NSLayoutConstraint.Attribute

extension NSLayoutConstraint {

    @preconcurrency public enum Attribute : Int, @unchecked Sendable {

        case left = 1

        case right = 2

        case top = 3

        case bottom = 4

        case leading = 5

        case trailing = 6

        case width = 7

        case height = 8

        case centerX = 9

        case centerY = 10

        case lastBaseline = 11

        @available(iOS 8.0, *)
        case firstBaseline = 12

        @available(iOS 8.0, *)
        case leftMargin = 13

        @available(iOS 8.0, *)
        case rightMargin = 14

        @available(iOS 8.0, *)
        case topMargin = 15

        @available(iOS 8.0, *)
        case bottomMargin = 16

        @available(iOS 8.0, *)
        case leadingMargin = 17

        @available(iOS 8.0, *)
        case trailingMargin = 18

        @available(iOS 8.0, *)
        case centerXWithinMargins = 19

        @available(iOS 8.0, *)
        case centerYWithinMargins = 20

        case notAnAttribute = 0
    }
}

// MARK: - NSLayoutConstraint.Relation

extension NSLayoutConstraint {

    @preconcurrency public enum Relation : Int, @unchecked Sendable {

        case lessThanOrEqual = -1

        case equal = 0

        case greaterThanOrEqual = 1
    }
}

// MARK: - NSLayoutConstraint.Axis

extension NSLayoutConstraint {

    @preconcurrency public enum Axis : Int, @unchecked Sendable {

        case horizontal = 0

        case vertical = 1
    }
}

// MARK: - UILayoutPriority

@preconcurrency public struct UILayoutPriority : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

    public var rawValue: Float

    @preconcurrency public init(_ rawValue: Float) { self.rawValue = rawValue }

    @preconcurrency public init(rawValue: Float) { self.rawValue = rawValue }

    @available(iOS 6.0, *)
    @preconcurrency public static var required: UILayoutPriority { UILayoutPriority(rawValue: 1000) }

    @available(iOS 6.0, *)
    @preconcurrency public static var defaultHigh: UILayoutPriority { UILayoutPriority(rawValue: 750) }

    @preconcurrency public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 510) }

    @preconcurrency public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(rawValue: 500) }

    @preconcurrency public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(rawValue: 490) }

    @available(iOS 6.0, *)
    @preconcurrency public static var defaultLow: UILayoutPriority { UILayoutPriority(rawValue: 250) }

    @available(iOS 6.0, *)
    @preconcurrency public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(rawValue: 50) }
}

extension UILayoutPriority : _UIKitNumericRawRepresentable {
}

// MARK: - UIEdgeInsets

@preconcurrency public struct UIEdgeInsets : @unchecked Sendable {
    @usableFromInline var modelStorage = UIKitModelStorage()

    @preconcurrency public init() {  }

    @preconcurrency public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { modelStorage.set("top", top); modelStorage.set("left", left); modelStorage.set("bottom", bottom); modelStorage.set("right", right) }

    @preconcurrency public var top: CGFloat { get { modelStorage.get("top", "UIEdgeInsets") } set { modelStorage.set("top", newValue) } }

    @preconcurrency public var left: CGFloat { get { modelStorage.get("left", "UIEdgeInsets") } set { modelStorage.set("left", newValue) } }

    @preconcurrency public var bottom: CGFloat { get { modelStorage.get("bottom", "UIEdgeInsets") } set { modelStorage.set("bottom", newValue) } }

    @preconcurrency public var right: CGFloat { get { modelStorage.get("right", "UIEdgeInsets") } set { modelStorage.set("right", newValue) } }

    @preconcurrency public static var zero: UIEdgeInsets { model_zero }
}

extension UIEdgeInsets : Equatable {
}

// MARK: - NSDirectionalEdgeInsets

@available(iOS 11.0, *)
@preconcurrency public struct NSDirectionalEdgeInsets : @unchecked Sendable {
    @usableFromInline var modelStorage = UIKitModelStorage()

    @preconcurrency public init() {  }

    @preconcurrency public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { modelStorage.set("top", top); modelStorage.set("leading", leading); modelStorage.set("bottom", bottom); modelStorage.set("trailing", trailing) }

    @preconcurrency public var top: CGFloat { get { modelStorage.get("top", "NSDirectionalEdgeInsets") } set { modelStorage.set("top", newValue) } }

    @preconcurrency public var leading: CGFloat { get { modelStorage.get("leading", "NSDirectionalEdgeInsets") } set { modelStorage.set("leading", newValue) } }

    @preconcurrency public var bottom: CGFloat { get { modelStorage.get("bottom", "NSDirectionalEdgeInsets") } set { modelStorage.set("bottom", newValue) } }

    @preconcurrency public var trailing: CGFloat { get { modelStorage.get("trailing", "NSDirectionalEdgeInsets") } set { modelStorage.set("trailing", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency public static var zero: NSDirectionalEdgeInsets { model_zero }
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
extension NSDirectionalEdgeInsets : Equatable {
}

// MARK: - NSDirectionalRectEdge

@available(iOS 13.0, *)
@preconcurrency public struct NSDirectionalRectEdge : OptionSet, @unchecked Sendable {

    public var rawValue: UInt

    @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

    @preconcurrency public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1) }

    @preconcurrency public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 2) }

    @preconcurrency public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 4) }

    @preconcurrency public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 8) }

    @preconcurrency public static var all: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 15) }
}

// MARK: - NSValue

extension NSValue {
    @preconcurrency public convenience init(cgPoint point: CGPoint) { self.init() }
    @preconcurrency public convenience init(cgSize size: CGSize) { self.init() }
    @preconcurrency public convenience init(cgRect rect: CGRect) { self.init() }
}

// MARK: - UIColor

@available(iOS 2.0, *)
@preconcurrency open class UIColor : NSObject, @unchecked Sendable {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init(); model_init(red: red, green: green, blue: blue, alpha: alpha) }

    @available(iOS 10.0, *)
    @preconcurrency public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

    @preconcurrency public init(white: CGFloat, alpha: CGFloat) { super.init(); model_init(white: white, alpha: alpha) }

    @preconcurrency public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }

    @preconcurrency public init(cgColor: CGColor) { super.init() }

    @available(iOS 11.0, *)
    @preconcurrency public convenience init?(named name: String) { self.init(modelDescription: "UIColor(named: \(name))"); guard model_init(named: name) else { return nil } }

    @available(iOS 11.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(modelDescription: "UIColor(named: \(name), in: \(bundle), compatibleWith: \(traitCollection))"); guard model_init(named: name, in: bundle, compatibleWith: traitCollection) else { return nil } }

    @available(iOS 13.0, *)
    @preconcurrency public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }

    @preconcurrency @discardableResult open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIKitModel.notModelled("UIColor.withAlphaComponent(_:)") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { UIKitModel.notModelled("UIColor.resolvedColor(with:)") }

    @preconcurrency open var cgColor: CGColor { model_cgColor }

    @available(iOS 13.0, *)
    @preconcurrency open class var label: UIColor { UIColor(modelDescription: "UIColor.label") }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondaryLabel: UIColor { UIColor(modelDescription: "UIColor.secondaryLabel") }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiaryLabel: UIColor { UIColor(modelDescription: "UIColor.tertiaryLabel") }

    @available(iOS 13.0, *)
    @preconcurrency open class var quaternaryLabel: UIColor { UIColor(modelDescription: "UIColor.quaternaryLabel") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemBackground: UIColor { UIColor(modelDescription: "UIColor.systemBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemBackground: UIColor { UIColor(modelDescription: "UIColor.secondarySystemBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemBackground: UIColor { UIColor(modelDescription: "UIColor.tertiarySystemBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGroupedBackground: UIColor { UIColor(modelDescription: "UIColor.systemGroupedBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemGroupedBackground: UIColor { UIColor(modelDescription: "UIColor.secondarySystemGroupedBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemGroupedBackground: UIColor { UIColor(modelDescription: "UIColor.tertiarySystemGroupedBackground") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemFill: UIColor { UIColor(modelDescription: "UIColor.systemFill") }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemFill: UIColor { UIColor(modelDescription: "UIColor.secondarySystemFill") }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemFill: UIColor { UIColor(modelDescription: "UIColor.tertiarySystemFill") }

    @available(iOS 13.0, *)
    @preconcurrency open class var quaternarySystemFill: UIColor { UIColor(modelDescription: "UIColor.quaternarySystemFill") }

    @available(iOS 13.0, *)
    @preconcurrency open class var placeholderText: UIColor { UIColor(modelDescription: "UIColor.placeholderText") }

    @available(iOS 13.0, *)
    @preconcurrency open class var separator: UIColor { UIColor(modelDescription: "UIColor.separator") }

    @available(iOS 13.0, *)
    @preconcurrency open class var opaqueSeparator: UIColor { UIColor(modelDescription: "UIColor.opaqueSeparator") }

    @available(iOS 13.0, *)
    @preconcurrency open class var link: UIColor { UIColor(modelDescription: "UIColor.link") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemRed: UIColor { UIColor(modelDescription: "UIColor.systemRed") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemGreen: UIColor { UIColor(modelDescription: "UIColor.systemGreen") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemBlue: UIColor { UIColor(modelDescription: "UIColor.systemBlue") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemOrange: UIColor { UIColor(modelDescription: "UIColor.systemOrange") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemYellow: UIColor { UIColor(modelDescription: "UIColor.systemYellow") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemPink: UIColor { UIColor(modelDescription: "UIColor.systemPink") }

    @available(iOS 9.0, *)
    @preconcurrency open class var systemPurple: UIColor { UIColor(modelDescription: "UIColor.systemPurple") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemTeal: UIColor { UIColor(modelDescription: "UIColor.systemTeal") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemIndigo: UIColor { UIColor(modelDescription: "UIColor.systemIndigo") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemBrown: UIColor { UIColor(modelDescription: "UIColor.systemBrown") }

    @available(iOS 15.0, *)
    @preconcurrency open class var systemMint: UIColor { UIColor(modelDescription: "UIColor.systemMint") }

    @available(iOS 15.0, *)
    @preconcurrency open class var systemCyan: UIColor { UIColor(modelDescription: "UIColor.systemCyan") }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemGray: UIColor { UIColor(modelDescription: "UIColor.systemGray") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray2: UIColor { UIColor(modelDescription: "UIColor.systemGray2") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray3: UIColor { UIColor(modelDescription: "UIColor.systemGray3") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray4: UIColor { UIColor(modelDescription: "UIColor.systemGray4") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray5: UIColor { UIColor(modelDescription: "UIColor.systemGray5") }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray6: UIColor { UIColor(modelDescription: "UIColor.systemGray6") }

    @available(iOS 15.0, *)
    @preconcurrency open class var tintColor: UIColor { UIColor(modelDescription: "UIColor.tintColor") }

    @preconcurrency open class var black: UIColor { UIColor(modelDescription: "UIColor.black") }

    @preconcurrency open class var white: UIColor { UIColor(modelDescription: "UIColor.white") }

    @preconcurrency open class var clear: UIColor { UIColor(modelDescription: "UIColor.clear") }

    @preconcurrency open class var darkGray: UIColor { UIColor(modelDescription: "UIColor.darkGray") }

    @preconcurrency open class var lightGray: UIColor { UIColor(modelDescription: "UIColor.lightGray") }

    @preconcurrency open class var gray: UIColor { UIColor(modelDescription: "UIColor.gray") }

    @preconcurrency open class var red: UIColor { UIColor(modelDescription: "UIColor.red") }

    @preconcurrency open class var green: UIColor { UIColor(modelDescription: "UIColor.green") }

    @preconcurrency open class var blue: UIColor { UIColor(modelDescription: "UIColor.blue") }

    @preconcurrency open class var cyan: UIColor { UIColor(modelDescription: "UIColor.cyan") }

    @preconcurrency open class var yellow: UIColor { UIColor(modelDescription: "UIColor.yellow") }

    @preconcurrency open class var magenta: UIColor { UIColor(modelDescription: "UIColor.magenta") }

    @preconcurrency open class var orange: UIColor { UIColor(modelDescription: "UIColor.orange") }

    @preconcurrency open class var purple: UIColor { UIColor(modelDescription: "UIColor.purple") }

    @preconcurrency open class var brown: UIColor { UIColor(modelDescription: "UIColor.brown") }

    @preconcurrency open class var darkText: UIColor { UIColor(modelDescription: "UIColor.darkText") }

    @preconcurrency open class var lightText: UIColor { UIColor(modelDescription: "UIColor.lightText") }

    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @preconcurrency open class var groupTableViewBackground: UIColor { UIColor(modelDescription: "UIColor.groupTableViewBackground") }

    @preconcurrency public init(patternImage image: UIImage) { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIColor.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(modelDescription: "UIColor()") }
}

// MARK: - UIFont

@available(iOS 2.0, *)
@preconcurrency open class UIFont : NSObject, @unchecked Sendable {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency @discardableResult open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(modelDescription: "UIFont.systemFont(ofSize: \(fontSize))") }

    @available(iOS 8.2, *)
    @preconcurrency @discardableResult open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(modelDescription: "UIFont.systemFont(ofSize: \(fontSize), weight: \(weight))") }

    @preconcurrency @discardableResult open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(modelDescription: "UIFont.boldSystemFont(ofSize: \(fontSize))") }

    @preconcurrency @discardableResult open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(modelDescription: "UIFont.italicSystemFont(ofSize: \(fontSize))") }

    @available(iOS 9.0, *)
    @preconcurrency @discardableResult open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(modelDescription: "UIFont.monospacedDigitSystemFont(ofSize: \(fontSize), weight: \(weight))") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(modelDescription: "UIFont.monospacedSystemFont(ofSize: \(fontSize), weight: \(weight))") }

    @available(iOS 7.0, *)
    @preconcurrency @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(modelDescription: "UIFont.preferredFont(forTextStyle: \(style))") }

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { UIFont(modelDescription: "UIFont.preferredFont(forTextStyle: \(style), compatibleWith: \(traitCollection))") }

    @preconcurrency public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(modelDescription: "UIFont(name: \(fontName), size: \(fontSize))") }

    @preconcurrency @discardableResult open func withSize(_ fontSize: CGFloat) -> UIFont { UIKitModel.notModelled("UIFont.withSize(_:)") }

    @preconcurrency open var pointSize: CGFloat { UIKitModel.notModelled("UIFont.pointSize") }

    @preconcurrency open var fontName: String { UIKitModel.notModelled("UIFont.fontName") }

    @preconcurrency open var familyName: String { UIKitModel.notModelled("UIFont.familyName") }

    @available(iOS 4.0, *)
    @preconcurrency open var lineHeight: CGFloat { UIKitModel.notModelled("UIFont.lineHeight") }

    @preconcurrency open class var labelFontSize: CGFloat { model_labelFontSize }

    @preconcurrency open class var buttonFontSize: CGFloat { UIKitModel.notModelled("UIFont.buttonFontSize") }

    @preconcurrency open class var systemFontSize: CGFloat { model_systemFontSize }

    @preconcurrency open class var smallSystemFontSize: CGFloat { model_smallSystemFontSize }
}

// MARK: - UIFont.Weight

extension UIFont {

    @preconcurrency public struct Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        @usableFromInline var modelStorage = UIKitModelStorage()

        public var rawValue: CGFloat

        @preconcurrency public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        @preconcurrency public init(rawValue: CGFloat) { self.rawValue = rawValue }

        @available(iOS 8.2, *)
        @preconcurrency public static var ultraLight: UIFont.Weight { UIFont.Weight(rawValue: 1) }

        @available(iOS 8.2, *)
        @preconcurrency public static var thin: UIFont.Weight { UIFont.Weight(rawValue: 2) }

        @available(iOS 8.2, *)
        @preconcurrency public static var light: UIFont.Weight { UIFont.Weight(rawValue: 4) }

        @available(iOS 8.2, *)
        @preconcurrency public static var regular: UIFont.Weight { UIFont.Weight(rawValue: 8) }

        @available(iOS 8.2, *)
        @preconcurrency public static var medium: UIFont.Weight { UIFont.Weight(rawValue: 16) }

        @available(iOS 8.2, *)
        @preconcurrency public static var semibold: UIFont.Weight { UIFont.Weight(rawValue: 32) }

        @available(iOS 8.2, *)
        @preconcurrency public static var bold: UIFont.Weight { UIFont.Weight(rawValue: 64) }

        @available(iOS 8.2, *)
        @preconcurrency public static var heavy: UIFont.Weight { UIFont.Weight(rawValue: 128) }

        @available(iOS 8.2, *)
        @preconcurrency public static var black: UIFont.Weight { UIFont.Weight(rawValue: 256) }

        @available(iOS 13.0, *)
        @preconcurrency @discardableResult public func symbolWeight() -> UIImage.SymbolWeight { UIKitModel.notModelled("UIFont.Weight.symbolWeight()") }
    }
}

extension UIFont.Weight : _UIKitNumericRawRepresentable {
}

// MARK: - UIFont.TextStyle

extension UIFont {

    @preconcurrency public struct TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

        public var rawValue: String

        @preconcurrency public init(rawValue: String) { self.rawValue = rawValue }

        @available(iOS 11.0, *)
        @preconcurrency public static var largeTitle: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.largeTitle") }

        @available(iOS 9.0, *)
        @preconcurrency public static var title1: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.title1") }

        @available(iOS 9.0, *)
        @preconcurrency public static var title2: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.title2") }

        @available(iOS 9.0, *)
        @preconcurrency public static var title3: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.title3") }

        @available(iOS 7.0, *)
        @preconcurrency public static var headline: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.headline") }

        @available(iOS 7.0, *)
        @preconcurrency public static var subheadline: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.subheadline") }

        @available(iOS 7.0, *)
        @preconcurrency public static var body: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.body") }

        @available(iOS 9.0, *)
        @preconcurrency public static var callout: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.callout") }

        @available(iOS 7.0, *)
        @preconcurrency public static var footnote: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.footnote") }

        @available(iOS 7.0, *)
        @preconcurrency public static var caption1: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.caption1") }

        @available(iOS 7.0, *)
        @preconcurrency public static var caption2: UIFont.TextStyle { UIFont.TextStyle(rawValue: "UIFont.TextStyle.caption2") }
    }
}

// MARK: - UIImage

@available(iOS 2.0, *)
@preconcurrency open class UIImage : NSObject, @unchecked Sendable {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public convenience init?(named name: String) { self.init(modelDescription: "UIImage(named: \(name))"); guard model_init(named: name) else { return nil } }

    @available(iOS 8.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(modelDescription: "UIImage(named: \(name), in: \(bundle), compatibleWith: \(traitCollection))"); guard model_init(named: name, in: bundle, compatibleWith: traitCollection) else { return nil } }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { self.init(modelDescription: "UIImage(named: \(name), in: \(bundle), with: \(configuration))"); guard model_init(named: name, in: bundle, with: configuration) else { return nil } }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String) { self.init(modelDescription: "UIImage(systemName: \(name))") }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { self.init(modelDescription: "UIImage(systemName: \(name), withConfiguration: \(configuration))") }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { self.init(modelDescription: "UIImage(systemName: \(name), compatibleWith: \(traitCollection))") }

    @preconcurrency open var size: CGSize { UIKitModel.notModelled("UIImage.size") }

    @available(iOS 4.0, *)
    @preconcurrency open var scale: CGFloat { UIKitModel.notModelled("UIImage.scale") }

    @available(iOS 7.0, *)
    @preconcurrency open var renderingMode: UIImage.RenderingMode { UIKitModel.notModelled("UIImage.renderingMode") }

    @available(iOS 7.0, *)
    @preconcurrency @discardableResult open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { UIKitModel.notModelled("UIImage.withRenderingMode(_:)") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withTintColor(_ color: UIColor) -> UIImage { UIKitModel.notModelled("UIImage.withTintColor(_:)") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { UIKitModel.notModelled("UIImage.withTintColor(_:renderingMode:)") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { UIKitModel.notModelled("UIImage.withConfiguration(_:)") }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { UIKitModel.notModelled("UIImage.applyingSymbolConfiguration(_:)") }

    @available(iOS 13.0, *)
    @preconcurrency open var isSymbolImage: Bool { UIKitModel.notModelled("UIImage.isSymbolImage") }

    @preconcurrency public init?(contentsOfFile path: String) { super.init() }

    @preconcurrency public init?(data: Data) { super.init() }

    @available(iOS 6.0, *)
    @preconcurrency public init?(data: Data, scale: CGFloat) { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIImage.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(modelDescription: "UIImage()") }
}

// MARK: - UIImage.RenderingMode

extension UIImage {

    @available(iOS 7.0, *)
    @preconcurrency public enum RenderingMode : Int, @unchecked Sendable {

        case automatic = 0

        case alwaysOriginal = 1

        case alwaysTemplate = 2
    }
}

// MARK: - UIImage.Configuration

extension UIImage {

    @available(iOS 13.0, *)
    @preconcurrency open class Configuration : NSObject, @unchecked Sendable {
        private let modelCFInfo = UIKitModelCFInfo()

        @preconcurrency @discardableResult open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { model_applying(otherConfiguration) }
    }
}

// MARK: - UIImage.SymbolConfiguration

extension UIImage {

    @available(iOS 13.0, *)
    @preconcurrency open class SymbolConfiguration : UIImage.Configuration, @unchecked Sendable {

        @preconcurrency public convenience init(pointSize: CGFloat) { self.init() }

        @preconcurrency public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init() }

        @preconcurrency public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { self.init() }

        @preconcurrency public convenience init(scale: UIImage.SymbolScale) { self.init() }

        @preconcurrency public convenience init(weight: UIImage.SymbolWeight) { self.init() }

        @preconcurrency public convenience init(textStyle: UIFont.TextStyle) { self.init() }

        @preconcurrency public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { self.init() }

        @preconcurrency public convenience init(font: UIFont) { self.init() }

        @preconcurrency public convenience init(font: UIFont, scale: UIImage.SymbolScale) { self.init() }

        @available(iOS 15.0, *)
        @preconcurrency public convenience init(hierarchicalColor: UIColor) { self.init() }

        @available(iOS 15.0, *)
        @preconcurrency public convenience init(paletteColors: [UIColor]) { self.init() }

        @available(iOS 15.0, *)
        @preconcurrency @discardableResult open class func preferringMulticolor() -> Self { UIKitModel.notModelled("UIImage.SymbolConfiguration.preferringMulticolor()") }
    }
}

// MARK: - UIImage.SymbolScale

extension UIImage {

    @available(iOS 13.0, *)
    @preconcurrency public enum SymbolScale : Int, @unchecked Sendable {

        case `default` = -1

        case unspecified = 0

        case small = 1

        case medium = 2

        case large = 3
    }
}

// MARK: - UIImage.SymbolWeight

extension UIImage {

    @available(iOS 13.0, *)
    @preconcurrency public enum SymbolWeight : Int, @unchecked Sendable {

        case unspecified = 0

        case ultraLight = 1

        case thin = 2

        case light = 3

        case regular = 4

        case medium = 5

        case semibold = 6

        case bold = 7

        case heavy = 8

        case black = 9

        @available(iOS 13.0, *)
        @preconcurrency @discardableResult public func fontWeight() -> UIFont.Weight { UIKitModel.notModelled("UIImage.SymbolWeight.fontWeight()") }
    }
}

// MARK: - UILabel

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UILabel : UIView {

    @preconcurrency open var text: String? { get { UIKitModel.stored(self, "text") } set { UIKitModel.store(self, "text", newValue) } }

    @preconcurrency open var font: UIFont! { get { UIKitModel.stored(self, "font") } set { UIKitModel.store(self, "font", newValue) } }

    @preconcurrency open var textColor: UIColor! { get { UIKitModel.stored(self, "textColor") } set { UIKitModel.store(self, "textColor", newValue) } }

    @preconcurrency open var textAlignment: NSTextAlignment { get { UIKitModel.stored(self, "textAlignment") } set { UIKitModel.store(self, "textAlignment", newValue) } }

    @preconcurrency open var numberOfLines: Int { get { UIKitModel.stored(self, "numberOfLines") } set { UIKitModel.store(self, "numberOfLines", newValue) } }

    @preconcurrency open var lineBreakMode: NSLineBreakMode { get { UIKitModel.stored(self, "lineBreakMode") } set { UIKitModel.store(self, "lineBreakMode", newValue) } }

    @preconcurrency open var baselineAdjustment: UIBaselineAdjustment { get { UIKitModel.stored(self, "baselineAdjustment") } set { UIKitModel.store(self, "baselineAdjustment", newValue) } }

    @preconcurrency open var adjustsFontSizeToFitWidth: Bool { get { UIKitModel.stored(self, "adjustsFontSizeToFitWidth") } set { UIKitModel.store(self, "adjustsFontSizeToFitWidth", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var minimumScaleFactor: CGFloat { get { UIKitModel.stored(self, "minimumScaleFactor") } set { UIKitModel.store(self, "minimumScaleFactor", newValue) } }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { UIKitModel.stored(self, "adjustsFontForContentSizeCategory") } set { UIKitModel.store(self, "adjustsFontForContentSizeCategory", newValue) } }

    @preconcurrency open var isEnabled: Bool { get { UIKitModel.stored(self, "isEnabled") } set { UIKitModel.store(self, "isEnabled", newValue) } }

    @preconcurrency open var isHighlighted: Bool { get { UIKitModel.stored(self, "isHighlighted") } set { UIKitModel.store(self, "isHighlighted", newValue) } }

    @preconcurrency open var highlightedTextColor: UIColor? { get { UIKitModel.stored(self, "highlightedTextColor") } set { UIKitModel.store(self, "highlightedTextColor", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var preferredMaxLayoutWidth: CGFloat { get { UIKitModel.stored(self, "preferredMaxLayoutWidth") } set { UIKitModel.store(self, "preferredMaxLayoutWidth", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString? { get { UIKitModel.stored(self, "attributedText") } set { UIKitModel.store(self, "attributedText", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var allowsDefaultTighteningForTruncation: Bool { get { UIKitModel.stored(self, "allowsDefaultTighteningForTruncation") } set { UIKitModel.store(self, "allowsDefaultTighteningForTruncation", newValue) } }

    @preconcurrency open var shadowColor: UIColor? { get { UIKitModel.stored(self, "shadowColor") } set { UIKitModel.store(self, "shadowColor", newValue) } }

    @preconcurrency open var shadowOffset: CGSize { get { UIKitModel.stored(self, "shadowOffset") } set { UIKitModel.store(self, "shadowOffset", newValue) } }

    @preconcurrency open var showsExpansionTextWhenTruncated: Bool { get { UIKitModel.stored(self, "showsExpansionTextWhenTruncated") } set { UIKitModel.store(self, "showsExpansionTextWhenTruncated", newValue) } }
}

// MARK: - NSTextAlignment

@available(iOS 6.0, *)
@preconcurrency public enum NSTextAlignment : Int, @unchecked Sendable {

    case left = 0

    case center = 1

    case right = 2

    case justified = 3

    case natural = 4
}

// MARK: - NSLineBreakMode

@available(iOS 6.0, *)
@preconcurrency public enum NSLineBreakMode : Int, @unchecked Sendable {

    case byWordWrapping = 0

    case byCharWrapping = 1

    case byClipping = 2

    case byTruncatingHead = 3

    case byTruncatingTail = 4

    case byTruncatingMiddle = 5
}

// MARK: - UIBaselineAdjustment

@preconcurrency public enum UIBaselineAdjustment : Int, @unchecked Sendable {

    case alignBaselines = 0

    case alignCenters = 1

    case none = 2
}

// MARK: - UITextField

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITextField : UIControl {

    @preconcurrency weak open var delegate: (any UITextFieldDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @preconcurrency open var text: String? { get { UIKitModel.stored(self, "text") } set { UIKitModel.store(self, "text", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString? { get { UIKitModel.stored(self, "attributedText") } set { UIKitModel.store(self, "attributedText", newValue) } }

    @preconcurrency open var placeholder: String? { get { UIKitModel.stored(self, "placeholder") } set { UIKitModel.store(self, "placeholder", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedPlaceholder: NSAttributedString? { get { UIKitModel.stored(self, "attributedPlaceholder") } set { UIKitModel.store(self, "attributedPlaceholder", newValue) } }

    @preconcurrency open var font: UIFont? { get { UIKitModel.stored(self, "font") } set { UIKitModel.store(self, "font", newValue) } }

    @preconcurrency open var textColor: UIColor? { get { UIKitModel.stored(self, "textColor") } set { UIKitModel.store(self, "textColor", newValue) } }

    @preconcurrency open var textAlignment: NSTextAlignment { get { UIKitModel.stored(self, "textAlignment") } set { UIKitModel.store(self, "textAlignment", newValue) } }

    @preconcurrency open var borderStyle: UITextField.BorderStyle { get { UIKitModel.stored(self, "borderStyle") } set { UIKitModel.store(self, "borderStyle", newValue) } }

    @preconcurrency open var clearButtonMode: UITextField.ViewMode { get { UIKitModel.stored(self, "clearButtonMode") } set { UIKitModel.store(self, "clearButtonMode", newValue) } }

    @preconcurrency open var leftView: UIView? { get { UIKitModel.stored(self, "leftView") } set { UIKitModel.store(self, "leftView", newValue) } }

    @preconcurrency open var leftViewMode: UITextField.ViewMode { get { UIKitModel.stored(self, "leftViewMode") } set { UIKitModel.store(self, "leftViewMode", newValue) } }

    @preconcurrency open var rightView: UIView? { get { UIKitModel.stored(self, "rightView") } set { UIKitModel.store(self, "rightView", newValue) } }

    @preconcurrency open var rightViewMode: UITextField.ViewMode { get { UIKitModel.stored(self, "rightViewMode") } set { UIKitModel.store(self, "rightViewMode", newValue) } }

    @preconcurrency open var minimumFontSize: CGFloat { get { UIKitModel.stored(self, "minimumFontSize") } set { UIKitModel.store(self, "minimumFontSize", newValue) } }

    @preconcurrency open var adjustsFontSizeToFitWidth: Bool { get { UIKitModel.stored(self, "adjustsFontSizeToFitWidth") } set { UIKitModel.store(self, "adjustsFontSizeToFitWidth", newValue) } }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { UIKitModel.stored(self, "adjustsFontForContentSizeCategory") } set { UIKitModel.store(self, "adjustsFontForContentSizeCategory", newValue) } }

    @preconcurrency open var background: UIImage? { get { UIKitModel.stored(self, "background") } set { UIKitModel.store(self, "background", newValue) } }

    @preconcurrency open var disabledBackground: UIImage? { get { UIKitModel.stored(self, "disabledBackground") } set { UIKitModel.store(self, "disabledBackground", newValue) } }

    @preconcurrency open var clearsOnBeginEditing: Bool { get { UIKitModel.stored(self, "clearsOnBeginEditing") } set { UIKitModel.store(self, "clearsOnBeginEditing", newValue) } }

    @preconcurrency open var isEditing: Bool { UIKitModel.notModelled("UITextField.isEditing") }

    @preconcurrency open var isSecureTextEntry: Bool { get { UIKitModel.stored(self, "isSecureTextEntry") } set { UIKitModel.store(self, "isSecureTextEntry", newValue) } }

    @preconcurrency open var keyboardType: UIKeyboardType { get { UIKitModel.stored(self, "keyboardType") } set { UIKitModel.store(self, "keyboardType", newValue) } }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { UIKitModel.stored(self, "returnKeyType") } set { UIKitModel.store(self, "returnKeyType", newValue) } }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { UIKitModel.stored(self, "autocapitalizationType") } set { UIKitModel.store(self, "autocapitalizationType", newValue) } }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { UIKitModel.stored(self, "autocorrectionType") } set { UIKitModel.store(self, "autocorrectionType", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { UIKitModel.stored(self, "spellCheckingType") } set { UIKitModel.store(self, "spellCheckingType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { UIKitModel.stored(self, "smartQuotesType") } set { UIKitModel.store(self, "smartQuotesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { UIKitModel.stored(self, "smartDashesType") } set { UIKitModel.store(self, "smartDashesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { UIKitModel.stored(self, "smartInsertDeleteType") } set { UIKitModel.store(self, "smartInsertDeleteType", newValue) } }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { UIKitModel.stored(self, "keyboardAppearance") } set { UIKitModel.store(self, "keyboardAppearance", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { UIKitModel.stored(self, "textContentType") } set { UIKitModel.store(self, "textContentType", newValue) } }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { UIKitModel.stored(self, "enablesReturnKeyAutomatically") } set { UIKitModel.store(self, "enablesReturnKeyAutomatically", newValue) } }

    @preconcurrency open var inputView: UIView? { get { UIKitModel.stored(self, "inputView") } set { UIKitModel.store(self, "inputView", newValue) } }

    @preconcurrency open var inputAccessoryView: UIView? { get { UIKitModel.stored(self, "inputAccessoryView") } set { UIKitModel.store(self, "inputAccessoryView", newValue) } }
}

// MARK: - UITextField.BorderStyle

extension UITextField {

    @preconcurrency public enum BorderStyle : Int, @unchecked Sendable {

        case none = 0

        case line = 1

        case bezel = 2

        case roundedRect = 3
    }
}

// MARK: - UITextField.ViewMode

extension UITextField {

    @preconcurrency public enum ViewMode : Int, @unchecked Sendable {

        case never = 0

        case whileEditing = 1

        case unlessEditing = 2

        case always = 3
    }
}

// MARK: - UITextView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITextView : UIScrollView {

    @preconcurrency weak open var delegate: (any UITextViewDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }

    @preconcurrency open var text: String! { get { UIKitModel.stored(self, "text") } set { UIKitModel.store(self, "text", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString! { get { UIKitModel.stored(self, "attributedText") } set { UIKitModel.store(self, "attributedText", newValue) } }

    @preconcurrency open var font: UIFont? { get { UIKitModel.stored(self, "font") } set { UIKitModel.store(self, "font", newValue) } }

    @preconcurrency open var textColor: UIColor? { get { UIKitModel.stored(self, "textColor") } set { UIKitModel.store(self, "textColor", newValue) } }

    @preconcurrency open var textAlignment: NSTextAlignment { get { UIKitModel.stored(self, "textAlignment") } set { UIKitModel.store(self, "textAlignment", newValue) } }

    @preconcurrency open var isEditable: Bool { get { UIKitModel.stored(self, "isEditable") } set { UIKitModel.store(self, "isEditable", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var isSelectable: Bool { get { UIKitModel.stored(self, "isSelectable") } set { UIKitModel.store(self, "isSelectable", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var textContainerInset: UIEdgeInsets { get { UIKitModel.stored(self, "textContainerInset") } set { UIKitModel.store(self, "textContainerInset", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var dataDetectorTypes: UIDataDetectorTypes { get { UIKitModel.stored(self, "dataDetectorTypes") } set { UIKitModel.store(self, "dataDetectorTypes", newValue) } }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { UIKitModel.stored(self, "adjustsFontForContentSizeCategory") } set { UIKitModel.store(self, "adjustsFontForContentSizeCategory", newValue) } }

    @preconcurrency open var isSecureTextEntry: Bool { get { UIKitModel.stored(self, "isSecureTextEntry") } set { UIKitModel.store(self, "isSecureTextEntry", newValue) } }

    @preconcurrency open var keyboardType: UIKeyboardType { get { UIKitModel.stored(self, "keyboardType") } set { UIKitModel.store(self, "keyboardType", newValue) } }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { UIKitModel.stored(self, "returnKeyType") } set { UIKitModel.store(self, "returnKeyType", newValue) } }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { UIKitModel.stored(self, "autocapitalizationType") } set { UIKitModel.store(self, "autocapitalizationType", newValue) } }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { UIKitModel.stored(self, "autocorrectionType") } set { UIKitModel.store(self, "autocorrectionType", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { UIKitModel.stored(self, "spellCheckingType") } set { UIKitModel.store(self, "spellCheckingType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { UIKitModel.stored(self, "smartQuotesType") } set { UIKitModel.store(self, "smartQuotesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { UIKitModel.stored(self, "smartDashesType") } set { UIKitModel.store(self, "smartDashesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { UIKitModel.stored(self, "smartInsertDeleteType") } set { UIKitModel.store(self, "smartInsertDeleteType", newValue) } }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { UIKitModel.stored(self, "keyboardAppearance") } set { UIKitModel.store(self, "keyboardAppearance", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { UIKitModel.stored(self, "textContentType") } set { UIKitModel.store(self, "textContentType", newValue) } }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { UIKitModel.stored(self, "enablesReturnKeyAutomatically") } set { UIKitModel.store(self, "enablesReturnKeyAutomatically", newValue) } }

    @preconcurrency open var inputView: UIView? { get { UIKitModel.stored(self, "inputView") } set { UIKitModel.store(self, "inputView", newValue) } }

    @preconcurrency open var inputAccessoryView: UIView? { get { UIKitModel.stored(self, "inputAccessoryView") } set { UIKitModel.store(self, "inputAccessoryView", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITextView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil); model_init(frame: frame) }
}

// MARK: - NSTextContainer

@available(iOS 7.0, *)
@preconcurrency open class NSTextContainer : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @available(iOS 7.0, *)
    @preconcurrency public init(size: CGSize) { super.init() }

    @preconcurrency public required init(coder: NSCoder) { UIKitModel.notModelled("NSTextContainer.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(size: .zero) }
}

@available(*, unavailable)
extension NSTextContainer : @unchecked Sendable {
}

// MARK: - UIDataDetectorTypes

@preconcurrency public struct UIDataDetectorTypes : OptionSet, @unchecked Sendable {

    public var rawValue: UInt

    @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

    @preconcurrency public static var phoneNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1) }

    @preconcurrency public static var link: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 2) }

    @available(iOS 4.0, *)
    @preconcurrency public static var address: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 4) }

    @available(iOS 4.0, *)
    @preconcurrency public static var calendarEvent: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 8) }

    @available(iOS 10.0, *)
    @preconcurrency public static var shipmentTrackingNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 16) }

    @available(iOS 10.0, *)
    @preconcurrency public static var flightNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 32) }

    @available(iOS 10.0, *)
    @preconcurrency public static var lookupSuggestion: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 64) }

    @available(iOS 16.0, *)
    @preconcurrency public static var money: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 128) }

    @available(iOS 16.0, *)
    @preconcurrency public static var physicalValue: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 256) }

    @preconcurrency public static var all: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 18446744073709551615) }
}

// MARK: - UIKeyboardType

@preconcurrency public enum UIKeyboardType : Int, @unchecked Sendable {

    case `default` = 0

    case asciiCapable = 1

    case numbersAndPunctuation = 2

    case URL = 3

    case numberPad = 4

    case phonePad = 5

    case namePhonePad = 6

    case emailAddress = 7

    @available(iOS 4.1, *)
    case decimalPad = 8

    @available(iOS 5.0, *)
    case twitter = 9

    @available(iOS 7.0, *)
    case webSearch = 10

    @available(iOS 10.0, *)
    case asciiCapableNumberPad = 11

    @preconcurrency public static var alphabet: UIKeyboardType { .asciiCapable }
}

// MARK: - UIReturnKeyType

@preconcurrency public enum UIReturnKeyType : Int, @unchecked Sendable {

    case `default` = 0

    case go = 1

    case google = 2

    case join = 3

    case next = 4

    case route = 5

    case search = 6

    case send = 7

    case yahoo = 8

    case done = 9

    case emergencyCall = 10

    @available(iOS 9.0, *)
    case `continue` = 11
}

// MARK: - UITextAutocapitalizationType

@preconcurrency public enum UITextAutocapitalizationType : Int, @unchecked Sendable {

    case none = 0

    case words = 1

    case sentences = 2

    case allCharacters = 3
}

// MARK: - UITextAutocorrectionType

@preconcurrency public enum UITextAutocorrectionType : Int, @unchecked Sendable {

    case `default` = 0

    case no = 1

    case yes = 2
}

// MARK: - UITextSpellCheckingType

@available(iOS 5.0, *)
@preconcurrency public enum UITextSpellCheckingType : Int, @unchecked Sendable {

    case `default` = 0

    case no = 1

    case yes = 2
}

// MARK: - UIKeyboardAppearance

@preconcurrency public enum UIKeyboardAppearance : Int, @unchecked Sendable {

    case `default` = 0

    @available(iOS 7.0, *)
    case dark = 1

    @available(iOS 7.0, *)
    case light = 2

    @preconcurrency public static var alert: UIKeyboardAppearance { .dark }
}

// MARK: - UITextContentType

@preconcurrency public struct UITextContentType : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

    public var rawValue: String

    @preconcurrency public init(rawValue: String) { self.rawValue = rawValue }

    @available(iOS 10.0, *)
    @preconcurrency public static var name: UITextContentType { UITextContentType(rawValue: "UITextContentType.name") }

    @available(iOS 10.0, *)
    @preconcurrency public static var namePrefix: UITextContentType { UITextContentType(rawValue: "UITextContentType.namePrefix") }

    @available(iOS 10.0, *)
    @preconcurrency public static var givenName: UITextContentType { UITextContentType(rawValue: "UITextContentType.givenName") }

    @available(iOS 10.0, *)
    @preconcurrency public static var middleName: UITextContentType { UITextContentType(rawValue: "UITextContentType.middleName") }

    @available(iOS 10.0, *)
    @preconcurrency public static var familyName: UITextContentType { UITextContentType(rawValue: "UITextContentType.familyName") }

    @available(iOS 10.0, *)
    @preconcurrency public static var nameSuffix: UITextContentType { UITextContentType(rawValue: "UITextContentType.nameSuffix") }

    @available(iOS 10.0, *)
    @preconcurrency public static var nickname: UITextContentType { UITextContentType(rawValue: "UITextContentType.nickname") }

    @available(iOS 10.0, *)
    @preconcurrency public static var jobTitle: UITextContentType { UITextContentType(rawValue: "UITextContentType.jobTitle") }

    @available(iOS 10.0, *)
    @preconcurrency public static var organizationName: UITextContentType { UITextContentType(rawValue: "UITextContentType.organizationName") }

    @available(iOS 10.0, *)
    @preconcurrency public static var location: UITextContentType { UITextContentType(rawValue: "UITextContentType.location") }

    @available(iOS 10.0, *)
    @preconcurrency public static var fullStreetAddress: UITextContentType { UITextContentType(rawValue: "UITextContentType.fullStreetAddress") }

    @available(iOS 10.0, *)
    @preconcurrency public static var streetAddressLine1: UITextContentType { UITextContentType(rawValue: "UITextContentType.streetAddressLine1") }

    @available(iOS 10.0, *)
    @preconcurrency public static var streetAddressLine2: UITextContentType { UITextContentType(rawValue: "UITextContentType.streetAddressLine2") }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressCity: UITextContentType { UITextContentType(rawValue: "UITextContentType.addressCity") }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressState: UITextContentType { UITextContentType(rawValue: "UITextContentType.addressState") }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressCityAndState: UITextContentType { UITextContentType(rawValue: "UITextContentType.addressCityAndState") }

    @available(iOS 10.0, *)
    @preconcurrency public static var sublocality: UITextContentType { UITextContentType(rawValue: "UITextContentType.sublocality") }

    @available(iOS 10.0, *)
    @preconcurrency public static var countryName: UITextContentType { UITextContentType(rawValue: "UITextContentType.countryName") }

    @available(iOS 10.0, *)
    @preconcurrency public static var postalCode: UITextContentType { UITextContentType(rawValue: "UITextContentType.postalCode") }

    @available(iOS 10.0, *)
    @preconcurrency public static var telephoneNumber: UITextContentType { UITextContentType(rawValue: "UITextContentType.telephoneNumber") }

    @available(iOS 10.0, *)
    @preconcurrency public static var emailAddress: UITextContentType { UITextContentType(rawValue: "UITextContentType.emailAddress") }

    @available(iOS 10.0, *)
    @preconcurrency public static var URL: UITextContentType { UITextContentType(rawValue: "UITextContentType.URL") }

    @available(iOS 10.0, *)
    @preconcurrency public static var creditCardNumber: UITextContentType { UITextContentType(rawValue: "UITextContentType.creditCardNumber") }

    @available(iOS 11.0, *)
    @preconcurrency public static var username: UITextContentType { UITextContentType(rawValue: "UITextContentType.username") }

    @available(iOS 11.0, *)
    @preconcurrency public static var password: UITextContentType { UITextContentType(rawValue: "UITextContentType.password") }

    @available(iOS 12.0, *)
    @preconcurrency public static var newPassword: UITextContentType { UITextContentType(rawValue: "UITextContentType.newPassword") }

    @available(iOS 12.0, *)
    @preconcurrency public static var oneTimeCode: UITextContentType { UITextContentType(rawValue: "UITextContentType.oneTimeCode") }

    @available(iOS 15.0, *)
    @preconcurrency public static var shipmentTrackingNumber: UITextContentType { UITextContentType(rawValue: "UITextContentType.shipmentTrackingNumber") }

    @available(iOS 15.0, *)
    @preconcurrency public static var flightNumber: UITextContentType { UITextContentType(rawValue: "UITextContentType.flightNumber") }

    @available(iOS 15.0, *)
    @preconcurrency public static var dateTime: UITextContentType { UITextContentType(rawValue: "UITextContentType.dateTime") }
}

// MARK: - UITextSmartQuotesType

@available(iOS 11.0, *)
@preconcurrency public enum UITextSmartQuotesType : Int, @unchecked Sendable {

    case `default` = 0

    case no = 1

    case yes = 2
}

// MARK: - UITextSmartDashesType

@available(iOS 11.0, *)
@preconcurrency public enum UITextSmartDashesType : Int, @unchecked Sendable {

    case `default` = 0

    case no = 1

    case yes = 2
}

// MARK: - UITextSmartInsertDeleteType

@available(iOS 11.0, *)
@preconcurrency public enum UITextSmartInsertDeleteType : Int, @unchecked Sendable {

    case `default` = 0

    case no = 1

    case yes = 2
}

// MARK: - UIControl

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIControl : UIView {

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: .zero); model_init(frame: frame, primaryAction: primaryAction) }

    @preconcurrency open var isEnabled: Bool { get { model_isEnabled } set { model_isEnabled = newValue } }

    @preconcurrency open var isSelected: Bool { get { model_isSelected } set { model_isSelected = newValue } }

    @preconcurrency open var isHighlighted: Bool { get { model_isHighlighted } set { model_isHighlighted = newValue } }

    @preconcurrency open var state: UIControl.State { model_state }

    @preconcurrency open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { UIKitModel.stored(self, "contentHorizontalAlignment") } set { UIKitModel.store(self, "contentHorizontalAlignment", newValue) } }

    @preconcurrency open var contentVerticalAlignment: UIControl.ContentVerticalAlignment { get { UIKitModel.stored(self, "contentVerticalAlignment") } set { UIKitModel.store(self, "contentVerticalAlignment", newValue) } }

    @preconcurrency open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { UIKitModel.notModelled("UIControl.effectiveContentHorizontalAlignment") }

    @available(iOS 14.0, *)
    @preconcurrency open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { model_addAction(action, for: controlEvents) }

    @available(iOS 14.0, *)
    @preconcurrency open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { model_removeAction(action, for: controlEvents) }

    @available(iOS 14.0, *)
    @preconcurrency open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) { model_removeAction(identifiedBy: actionIdentifier, for: controlEvents) }

    @preconcurrency open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { model_addTarget(target, action: action, for: controlEvents) }

    @preconcurrency open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { model_removeTarget(target, action: action, for: controlEvents) }

    @preconcurrency open func sendActions(for controlEvents: UIControl.Event) { model_sendActions(for: controlEvents) }

    @available(iOS 14.0, *)
    @preconcurrency open var showsMenuAsPrimaryAction: Bool { get { UIKitModel.stored(self, "showsMenuAsPrimaryAction") } set { UIKitModel.store(self, "showsMenuAsPrimaryAction", newValue) } }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIControl.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }
}

// MARK: - UIControl.Event

extension UIControl {

    @preconcurrency public struct Event : OptionSet, @unchecked Sendable {

        public var rawValue: UInt

        @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

        @preconcurrency public static var touchDown: UIControl.Event { UIControl.Event(rawValue: 1) }

        @preconcurrency public static var touchDownRepeat: UIControl.Event { UIControl.Event(rawValue: 2) }

        @preconcurrency public static var touchDragInside: UIControl.Event { UIControl.Event(rawValue: 4) }

        @preconcurrency public static var touchDragOutside: UIControl.Event { UIControl.Event(rawValue: 8) }

        @preconcurrency public static var touchDragEnter: UIControl.Event { UIControl.Event(rawValue: 16) }

        @preconcurrency public static var touchDragExit: UIControl.Event { UIControl.Event(rawValue: 32) }

        @preconcurrency public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 64) }

        @preconcurrency public static var touchUpOutside: UIControl.Event { UIControl.Event(rawValue: 128) }

        @preconcurrency public static var touchCancel: UIControl.Event { UIControl.Event(rawValue: 256) }

        @preconcurrency public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 4096) }

        @available(iOS 9.0, *)
        @preconcurrency public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 8192) }

        @available(iOS 14.0, *)
        @preconcurrency public static var menuActionTriggered: UIControl.Event { UIControl.Event(rawValue: 16384) }

        @preconcurrency public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 65536) }

        @preconcurrency public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 131072) }

        @preconcurrency public static var editingDidEnd: UIControl.Event { UIControl.Event(rawValue: 262144) }

        @preconcurrency public static var editingDidEndOnExit: UIControl.Event { UIControl.Event(rawValue: 524288) }

        @preconcurrency public static var allTouchEvents: UIControl.Event { UIControl.Event(rawValue: 4095) }

        @preconcurrency public static var allEditingEvents: UIControl.Event { UIControl.Event(rawValue: 983040) }

        @preconcurrency public static var applicationReserved: UIControl.Event { UIControl.Event(rawValue: 251658240) }

        @preconcurrency public static var systemReserved: UIControl.Event { UIControl.Event(rawValue: 4026531840) }

        @preconcurrency public static var allEvents: UIControl.Event { UIControl.Event(rawValue: 4294967295) }
    }
}

// MARK: - UIControl.State

extension UIControl {

    @preconcurrency public struct State : OptionSet, @unchecked Sendable {

        public var rawValue: UInt

        @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

        @preconcurrency public static var normal: UIControl.State { UIControl.State(rawValue: 0) }

        @preconcurrency public static var highlighted: UIControl.State { UIControl.State(rawValue: 1) }

        @preconcurrency public static var disabled: UIControl.State { UIControl.State(rawValue: 2) }

        @preconcurrency public static var selected: UIControl.State { UIControl.State(rawValue: 4) }

        @available(iOS 9.0, *)
        @preconcurrency public static var focused: UIControl.State { UIControl.State(rawValue: 8) }

        @preconcurrency public static var application: UIControl.State { UIControl.State(rawValue: 16711680) }

        @preconcurrency public static var reserved: UIControl.State { UIControl.State(rawValue: 4278190080) }
    }
}

// MARK: - UIControl.ContentHorizontalAlignment

extension UIControl {

    @preconcurrency public enum ContentHorizontalAlignment : Int, @unchecked Sendable {

        case center = 0

        case left = 1

        case right = 2

        case fill = 3

        @available(iOS 11.0, *)
        case leading = 4

        @available(iOS 11.0, *)
        case trailing = 5
    }
}

// MARK: - UIControl.ContentVerticalAlignment

extension UIControl {

    @preconcurrency public enum ContentVerticalAlignment : Int, @unchecked Sendable {

        case center = 0

        case top = 1

        case bottom = 2

        case fill = 3
    }
}

// MARK: - UIMenuElement

@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIMenuElement : NSObject {
    init(modelDesignated: Void) { super.init() }
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var title: String { model_title }

    @available(iOS 15.0, *)
    @preconcurrency open var subtitle: String? { get { UIKitModel.stored(self, "subtitle") } set { UIKitModel.store(self, "subtitle", newValue) } }

    @preconcurrency open var image: UIImage? { model_image }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIMenuElement.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(modelDesignated: ()) }
}

// MARK: - UIMenuElement.Attributes

extension UIMenuElement {

    @available(iOS 13.0, *)
    @preconcurrency public struct Attributes : OptionSet, @unchecked Sendable {

        public var rawValue: UInt

        @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

        @preconcurrency public static var disabled: UIMenuElement.Attributes { UIMenuElement.Attributes(rawValue: 1) }

        @preconcurrency public static var destructive: UIMenuElement.Attributes { UIMenuElement.Attributes(rawValue: 2) }

        @preconcurrency public static var hidden: UIMenuElement.Attributes { UIMenuElement.Attributes(rawValue: 4) }

        @available(iOS 16.0, *)
        @preconcurrency public static var keepsMenuPresented: UIMenuElement.Attributes { UIMenuElement.Attributes(rawValue: 8) }
    }
}

// MARK: - UIMenuElement.State

extension UIMenuElement {

    @available(iOS 13.0, *)
    @preconcurrency public enum State : Int, @unchecked Sendable {

        case off = 0

        case on = 1

        case mixed = 2
    }
}

// MARK: - UIAction

@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIAction : UIMenuElement {
    override init(modelDesignated: Void) { super.init(modelDesignated: ()) }
    public required init?(coder: NSCoder) { UIKitModel.notModelled("UIAction.init(coder:)") } // model: inherited in the SDK

    @available(iOS 13.0, tvOS 14.0, *)
    @preconcurrency @_disfavoredOverload @MainActor public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { self.init(); model_init(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler) }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { self.init(); model_init(title: title, subtitle: subtitle, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler) }

    @preconcurrency open override var title: String { get { UIKitModel.stored(self, "title") } set { UIKitModel.store(self, "title", newValue) } }

    @preconcurrency open override var image: UIImage? { get { UIKitModel.stored(self, "image") } set { UIKitModel.store(self, "image", newValue) } }

    @preconcurrency open var discoverabilityTitle: String? { get { UIKitModel.stored(self, "discoverabilityTitle") } set { UIKitModel.store(self, "discoverabilityTitle", newValue) } }

    @preconcurrency open var identifier: UIAction.Identifier { model_identifier }

    @preconcurrency open var attributes: UIMenuElement.Attributes { get { UIKitModel.stored(self, "attributes") } set { UIKitModel.store(self, "attributes", newValue) } }

    @preconcurrency open var state: UIMenuElement.State { get { UIKitModel.stored(self, "state") } set { UIKitModel.store(self, "state", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var sender: Any? { model_sender }
}

// MARK: - UIAction.Identifier

extension UIAction {

    @available(iOS 13.0, *)
    @preconcurrency public struct Identifier : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

        public var rawValue: String

        @preconcurrency public init(_ rawValue: String) { self.rawValue = rawValue }

        @preconcurrency public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// MARK: - UIActionHandler

@preconcurrency public typealias UIActionHandler = (UIAction) -> Void

// MARK: - UIButton

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIButton : UIControl {

    @preconcurrency public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero); model_init(type: buttonType) }

    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency @MainActor public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero); model_init(type: buttonType, primaryAction: primaryAction) }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { self.init(frame: .zero); model_init(configuration: configuration, primaryAction: primaryAction) }

    @preconcurrency open var buttonType: UIButton.ButtonType { model_buttonType }

    @preconcurrency open func setTitle(_ title: String?, for state: UIControl.State) { model_setTitle(title, for: state) }

    @preconcurrency open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { model_setTitleColor(color, for: state) }

    @preconcurrency open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { model_setTitleShadowColor(color, for: state) }

    @preconcurrency open func setImage(_ image: UIImage?, for state: UIControl.State) { model_setImage(image, for: state) }

    @preconcurrency open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { model_setBackgroundImage(image, for: state) }

    @available(iOS 6.0, *)
    @preconcurrency open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { model_setAttributedTitle(title, for: state) }

    @available(iOS 13.0, *)
    @preconcurrency open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { model_setPreferredSymbolConfiguration(configuration, forImageIn: state) }

    @preconcurrency @discardableResult open func title(for state: UIControl.State) -> String? { model_title(for: state) }

    @preconcurrency @discardableResult open func titleColor(for state: UIControl.State) -> UIColor? { model_titleColor(for: state) }

    @preconcurrency @discardableResult open func image(for state: UIControl.State) -> UIImage? { model_image(for: state) }

    @preconcurrency open var currentTitle: String? { model_currentTitle }

    @preconcurrency open var currentImage: UIImage? { model_currentImage }

    @available(iOS 3.0, *)
    @preconcurrency open var titleLabel: UILabel? { model_titleLabel }

    @available(iOS 3.0, *)
    @preconcurrency open var imageView: UIImageView? { model_imageView }

    @available(iOS 5.0, *)
    @preconcurrency open override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var contentEdgeInsets: UIEdgeInsets { get { UIKitModel.stored(self, "contentEdgeInsets") } set { UIKitModel.store(self, "contentEdgeInsets", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var titleEdgeInsets: UIEdgeInsets { get { UIKitModel.stored(self, "titleEdgeInsets") } set { UIKitModel.store(self, "titleEdgeInsets", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var imageEdgeInsets: UIEdgeInsets { get { UIKitModel.stored(self, "imageEdgeInsets") } set { UIKitModel.store(self, "imageEdgeInsets", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var adjustsImageWhenHighlighted: Bool { get { UIKitModel.stored(self, "adjustsImageWhenHighlighted") } set { UIKitModel.store(self, "adjustsImageWhenHighlighted", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var adjustsImageWhenDisabled: Bool { get { UIKitModel.stored(self, "adjustsImageWhenDisabled") } set { UIKitModel.store(self, "adjustsImageWhenDisabled", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var reversesTitleShadowWhenHighlighted: Bool { get { UIKitModel.stored(self, "reversesTitleShadowWhenHighlighted") } set { UIKitModel.store(self, "reversesTitleShadowWhenHighlighted", newValue) } }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var showsTouchWhenHighlighted: Bool { get { UIKitModel.stored(self, "showsTouchWhenHighlighted") } set { UIKitModel.store(self, "showsTouchWhenHighlighted", newValue) } }

    @preconcurrency open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { UIKitModel.stored(self, "adjustsImageSizeForAccessibilityContentSizeCategory") } set { UIKitModel.store(self, "adjustsImageSizeForAccessibilityContentSizeCategory", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var role: UIButton.Role { get { UIKitModel.stored(self, "role") } set { UIKitModel.store(self, "role", newValue) } }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public var configuration: UIButton.Configuration? { get { model_configuration } set { model_configuration = newValue } }

    @available(iOS 15.0, *)
    @preconcurrency open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get { UIKitModel.stored(self, "configurationUpdateHandler") } set { UIKitModel.store(self, "configurationUpdateHandler", newValue) } }

    @available(iOS 15.0, *)
    @preconcurrency public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    @available(iOS 15.0, *)
    @preconcurrency open func setNeedsUpdateConfiguration() { model_setNeedsUpdateConfiguration() }

    @available(iOS 15.0, *)
    @preconcurrency open func updateConfiguration() { model_updateConfiguration() }

    @available(iOS 15.0, *)
    @preconcurrency open var automaticallyUpdatesConfiguration: Bool { get { UIKitModel.stored(self, "automaticallyUpdatesConfiguration") } set { UIKitModel.store(self, "automaticallyUpdatesConfiguration", newValue) } }

    @available(iOS 15.0, *)
    @preconcurrency open var changesSelectionAsPrimaryAction: Bool { get { UIKitModel.stored(self, "changesSelectionAsPrimaryAction") } set { UIKitModel.store(self, "changesSelectionAsPrimaryAction", newValue) } }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIButton.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: .zero); model_init(frame: frame, primaryAction: primaryAction) }
}

// MARK: - UIButton.ButtonType

extension UIButton {

    @preconcurrency public enum ButtonType : Int, @unchecked Sendable {

        case custom = 0

        @available(iOS 7.0, *)
        case system = 1

        case detailDisclosure = 2

        case infoLight = 3

        case infoDark = 4

        case contactAdd = 5

        @available(iOS 13.0, *)
        case close = 7

        @preconcurrency public static var roundedRect: UIButton.ButtonType { .system }
    }
}

// MARK: - UIButton.Role

extension UIButton {

    @available(iOS 14.0, *)
    @preconcurrency public enum Role : Int, @unchecked Sendable {

        case normal = 0

        case primary = 1

        case cancel = 2

        case destructive = 3
    }
}

// MARK: - UIButton.Configuration

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton {

    public struct Configuration : Hashable {
        @usableFromInline var modelStorage = UIKitModelStorage()

        public static func plain() -> UIButton.Configuration { model_plain() }

        public static func tinted() -> UIButton.Configuration { model_tinted() }

        public static func gray() -> UIButton.Configuration { model_gray() }

        public static func filled() -> UIButton.Configuration { model_filled() }

        public static func borderless() -> UIButton.Configuration { model_borderless() }

        public static func bordered() -> UIButton.Configuration { model_bordered() }

        public static func borderedTinted() -> UIButton.Configuration { model_borderedTinted() }

        public static func borderedProminent() -> UIButton.Configuration { model_borderedProminent() }

        public var title: String? { get { modelStorage.get("title", "UIButton.Configuration") } set { modelStorage.set("title", newValue) } }

        public var subtitle: String? { get { modelStorage.get("subtitle", "UIButton.Configuration") } set { modelStorage.set("subtitle", newValue) } }

        public var attributedTitle: AttributedString? { get { modelStorage.get("attributedTitle", "UIButton.Configuration") } set { modelStorage.set("attributedTitle", newValue) } }

        public var attributedSubtitle: AttributedString? { get { modelStorage.get("attributedSubtitle", "UIButton.Configuration") } set { modelStorage.set("attributedSubtitle", newValue) } }

        public var image: UIImage? { get { modelStorage.get("image", "UIButton.Configuration") } set { modelStorage.set("image", newValue) } }

        public var imagePlacement: NSDirectionalRectEdge { get { modelStorage.get("imagePlacement", "UIButton.Configuration") } set { modelStorage.set("imagePlacement", newValue) } }

        public var imagePadding: CGFloat { get { modelStorage.get("imagePadding", "UIButton.Configuration") } set { modelStorage.set("imagePadding", newValue) } }

        public var titlePadding: CGFloat { get { modelStorage.get("titlePadding", "UIButton.Configuration") } set { modelStorage.set("titlePadding", newValue) } }

        public var titleAlignment: UIButton.Configuration.TitleAlignment { get { modelStorage.get("titleAlignment", "UIButton.Configuration") } set { modelStorage.set("titleAlignment", newValue) } }

        public var baseForegroundColor: UIColor? { get { modelStorage.get("baseForegroundColor", "UIButton.Configuration") } set { modelStorage.set("baseForegroundColor", newValue) } }

        public var baseBackgroundColor: UIColor? { get { modelStorage.get("baseBackgroundColor", "UIButton.Configuration") } set { modelStorage.set("baseBackgroundColor", newValue) } }

        public var cornerStyle: UIButton.Configuration.CornerStyle { get { modelStorage.get("cornerStyle", "UIButton.Configuration") } set { modelStorage.set("cornerStyle", newValue) } }

        public var buttonSize: UIButton.Configuration.Size { get { modelStorage.get("buttonSize", "UIButton.Configuration") } set { modelStorage.set("buttonSize", newValue) } }

        public var contentInsets: NSDirectionalEdgeInsets { get { modelStorage.get("contentInsets", "UIButton.Configuration") } set { modelStorage.set("contentInsets", newValue) } }

        public var showsActivityIndicator: Bool { get { modelStorage.get("showsActivityIndicator", "UIButton.Configuration") } set { modelStorage.set("showsActivityIndicator", newValue) } }

        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? { get { modelStorage.get("preferredSymbolConfigurationForImage", "UIButton.Configuration") } set { modelStorage.set("preferredSymbolConfigurationForImage", newValue) } }

        public func updated(for button: UIButton) -> UIButton.Configuration { model_updated(for: button) }
    }
}

// MARK: - UIButton.Configuration.CornerStyle

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration {

    public enum CornerStyle {

        case fixed

        case dynamic

        case small

        case medium

        case large

        case capsule
    }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.CornerStyle : Equatable {
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.CornerStyle : Hashable {
}

// MARK: - UIButton.Configuration.Size

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration {

    public enum Size {

        case mini

        case small

        case medium

        case large
    }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.Size : Equatable {
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.Size : Hashable {
}

// MARK: - UIButton.Configuration.TitleAlignment

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration {

    public enum TitleAlignment {

        case automatic

        case leading

        case center

        case trailing
    }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.TitleAlignment : Equatable {
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration.TitleAlignment : Hashable {
}

// MARK: - UIImageView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIImageView : UIView {

    @preconcurrency public init(image: UIImage?) { super.init(frame: .zero); model_init(image: image) }

    @available(iOS 3.0, *)
    @preconcurrency public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero); model_init(image: image, highlightedImage: highlightedImage) }

    @preconcurrency open var image: UIImage? { get { model_image } set { model_image = newValue } }

    @available(iOS 3.0, *)
    @preconcurrency open var highlightedImage: UIImage? { get { UIKitModel.stored(self, "highlightedImage") } set { UIKitModel.store(self, "highlightedImage", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var isHighlighted: Bool { get { UIKitModel.stored(self, "isHighlighted") } set { UIKitModel.store(self, "isHighlighted", newValue) } }

    @available(iOS 13.0, *)
    @preconcurrency open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { UIKitModel.stored(self, "preferredSymbolConfiguration") } set { UIKitModel.store(self, "preferredSymbolConfiguration", newValue) } }

    @preconcurrency open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { UIKitModel.stored(self, "adjustsImageSizeForAccessibilityContentSizeCategory") } set { UIKitModel.store(self, "adjustsImageSizeForAccessibilityContentSizeCategory", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }

    @preconcurrency open override var isUserInteractionEnabled: Bool { get { model_isUserInteractionEnabled } set { model_isUserInteractionEnabled = newValue } }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIImageView.init(coder:)") }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(image: nil); self.frame = frame; model_init(frame: frame) }
}

// MARK: - UISwitch

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISwitch : UIControl {

    @preconcurrency open var isOn: Bool { get { UIKitModel.stored(self, "isOn") } set { UIKitModel.store(self, "isOn", newValue) } }

    @preconcurrency open func setOn(_ on: Bool, animated: Bool) { model_setOn(on, animated: animated) }

    @available(iOS 5.0, *)
    @preconcurrency open var onTintColor: UIColor? { get { UIKitModel.stored(self, "onTintColor") } set { UIKitModel.store(self, "onTintColor", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var thumbTintColor: UIColor? { get { UIKitModel.stored(self, "thumbTintColor") } set { UIKitModel.store(self, "thumbTintColor", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var title: String? { get { UIKitModel.stored(self, "title") } set { UIKitModel.store(self, "title", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var preferredStyle: UISwitch.Style { get { UIKitModel.stored(self, "preferredStyle") } set { UIKitModel.store(self, "preferredStyle", newValue) } }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UISwitch.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: .zero); model_init(frame: frame, primaryAction: primaryAction) }
}

// MARK: - UISwitch.Style

extension UISwitch {

    @available(iOS 14.0, *)
    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case automatic = 0

        case checkbox = 1

        case sliding = 2
    }
}

// MARK: - UISlider

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISlider : UIControl {

    @preconcurrency open var value: Float { get { UIKitModel.stored(self, "value") } set { UIKitModel.store(self, "value", newValue) } }

    @preconcurrency open func setValue(_ value: Float, animated: Bool) { model_setValue(value, animated: animated) }

    @preconcurrency open var minimumValue: Float { get { UIKitModel.stored(self, "minimumValue") } set { UIKitModel.store(self, "minimumValue", newValue) } }

    @preconcurrency open var maximumValue: Float { get { UIKitModel.stored(self, "maximumValue") } set { UIKitModel.store(self, "maximumValue", newValue) } }

    @preconcurrency open var isContinuous: Bool { get { UIKitModel.stored(self, "isContinuous") } set { UIKitModel.store(self, "isContinuous", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var minimumTrackTintColor: UIColor? { get { UIKitModel.stored(self, "minimumTrackTintColor") } set { UIKitModel.store(self, "minimumTrackTintColor", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var maximumTrackTintColor: UIColor? { get { UIKitModel.stored(self, "maximumTrackTintColor") } set { UIKitModel.store(self, "maximumTrackTintColor", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var thumbTintColor: UIColor? { get { UIKitModel.stored(self, "thumbTintColor") } set { UIKitModel.store(self, "thumbTintColor", newValue) } }

    @preconcurrency open var minimumValueImage: UIImage? { get { UIKitModel.stored(self, "minimumValueImage") } set { UIKitModel.store(self, "minimumValueImage", newValue) } }

    @preconcurrency open var maximumValueImage: UIImage? { get { UIKitModel.stored(self, "maximumValueImage") } set { UIKitModel.store(self, "maximumValueImage", newValue) } }
}

// MARK: - UISegmentedControl

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISegmentedControl : UIControl {

    @preconcurrency public init(items: [Any]?) { super.init(frame: .zero); model_init(items: items) }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, actions: [UIAction]) { self.init(frame: .zero) }

    @preconcurrency open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { model_insertSegment(withTitle: title, at: segment, animated: animated) }

    @preconcurrency open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { model_insertSegment(with: image, at: segment, animated: animated) }

    @available(iOS 14.0, *)
    @preconcurrency open func insertSegment(action: UIAction, at segment: Int, animated: Bool) { model_insertSegment(action: action, at: segment, animated: animated) }

    @preconcurrency open func removeSegment(at segment: Int, animated: Bool) { model_removeSegment(at: segment, animated: animated) }

    @preconcurrency open func removeAllSegments() { model_removeAllSegments() }

    @preconcurrency open func setTitle(_ title: String?, forSegmentAt segment: Int) { model_setTitle(title, forSegmentAt: segment) }

    @preconcurrency @discardableResult open func titleForSegment(at segment: Int) -> String? { model_titleForSegment(at: segment) }

    @preconcurrency open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { model_setImage(image, forSegmentAt: segment) }

    @preconcurrency open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { model_setEnabled(enabled, forSegmentAt: segment) }

    @preconcurrency @discardableResult open func isEnabledForSegment(at segment: Int) -> Bool { model_isEnabledForSegment(at: segment) }

    @preconcurrency open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { model_setWidth(width, forSegmentAt: segment) }

    @preconcurrency open var numberOfSegments: Int { model_numberOfSegments }

    @preconcurrency open var selectedSegmentIndex: Int { get { UIKitModel.stored(self, "selectedSegmentIndex") } set { UIKitModel.store(self, "selectedSegmentIndex", newValue) } }

    @available(iOS 13.0, *)
    @preconcurrency open var selectedSegmentTintColor: UIColor? { get { UIKitModel.stored(self, "selectedSegmentTintColor") } set { UIKitModel.store(self, "selectedSegmentTintColor", newValue) } }

    @preconcurrency open var isMomentary: Bool { get { UIKitModel.stored(self, "isMomentary") } set { UIKitModel.store(self, "isMomentary", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var apportionsSegmentWidthsByContent: Bool { get { UIKitModel.stored(self, "apportionsSegmentWidthsByContent") } set { UIKitModel.store(self, "apportionsSegmentWidthsByContent", newValue) } }

    @preconcurrency public class var noSegment: Int { UIKitModel.notModelled("UISegmentedControl.noSegment") }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UISegmentedControl.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: .zero); model_init(frame: frame, primaryAction: primaryAction) }
}

// MARK: - UIStepper

@available(iOS 5.0, *)
@MainActor @preconcurrency open class UIStepper : UIControl {

    @preconcurrency open var value: Double { get { UIKitModel.stored(self, "value") } set { UIKitModel.store(self, "value", newValue) } }

    @preconcurrency open var minimumValue: Double { get { UIKitModel.stored(self, "minimumValue") } set { UIKitModel.store(self, "minimumValue", newValue) } }

    @preconcurrency open var maximumValue: Double { get { UIKitModel.stored(self, "maximumValue") } set { UIKitModel.store(self, "maximumValue", newValue) } }

    @preconcurrency open var stepValue: Double { get { UIKitModel.stored(self, "stepValue") } set { UIKitModel.store(self, "stepValue", newValue) } }

    @preconcurrency open var isContinuous: Bool { get { UIKitModel.stored(self, "isContinuous") } set { UIKitModel.store(self, "isContinuous", newValue) } }

    @preconcurrency open var autorepeat: Bool { get { UIKitModel.stored(self, "autorepeat") } set { UIKitModel.store(self, "autorepeat", newValue) } }

    @preconcurrency open var wraps: Bool { get { UIKitModel.stored(self, "wraps") } set { UIKitModel.store(self, "wraps", newValue) } }
}

// MARK: - UIPageControl

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIPageControl : UIControl {

    @preconcurrency open var numberOfPages: Int { get { UIKitModel.stored(self, "numberOfPages") } set { UIKitModel.store(self, "numberOfPages", newValue) } }

    @preconcurrency open var currentPage: Int { get { UIKitModel.stored(self, "currentPage") } set { UIKitModel.store(self, "currentPage", newValue) } }

    @preconcurrency open var hidesForSinglePage: Bool { get { UIKitModel.stored(self, "hidesForSinglePage") } set { UIKitModel.store(self, "hidesForSinglePage", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var pageIndicatorTintColor: UIColor? { get { UIKitModel.stored(self, "pageIndicatorTintColor") } set { UIKitModel.store(self, "pageIndicatorTintColor", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var currentPageIndicatorTintColor: UIColor? { get { UIKitModel.stored(self, "currentPageIndicatorTintColor") } set { UIKitModel.store(self, "currentPageIndicatorTintColor", newValue) } }
}

// MARK: - UIActivityIndicatorView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIActivityIndicatorView : UIView {

    @preconcurrency public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero); model_init(style: style) }

    @preconcurrency open var style: UIActivityIndicatorView.Style { get { UIKitModel.stored(self, "style") } set { UIKitModel.store(self, "style", newValue) } }

    @preconcurrency open var hidesWhenStopped: Bool { get { UIKitModel.stored(self, "hidesWhenStopped") } set { UIKitModel.store(self, "hidesWhenStopped", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var color: UIColor! { get { UIKitModel.stored(self, "color") } set { UIKitModel.store(self, "color", newValue) } }

    @preconcurrency open func startAnimating() { model_startAnimating() }

    @preconcurrency open func stopAnimating() { model_stopAnimating() }

    @preconcurrency open var isAnimating: Bool { model_isAnimating }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init(coder: NSCoder) { UIKitModel.notModelled("UIActivityIndicatorView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }
}

// MARK: - UIActivityIndicatorView.Style

extension UIActivityIndicatorView {

    @preconcurrency public enum Style : Int, @unchecked Sendable {

        @available(iOS 13.0, *)
        case medium = 100

        @available(iOS 13.0, *)
        case large = 101

        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0

        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1

        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case gray = 2
    }
}

// MARK: - UIBezierPath

@available(iOS 3.2, *)
@preconcurrency open class UIBezierPath : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public override init() { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIBezierPath.init(coder:)") }
}

@available(*, unavailable)
extension UIBezierPath : @unchecked Sendable {
}

// MARK: - UIRefreshControl

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UIRefreshControl : UIControl {

    @preconcurrency public init() { super.init(frame: .zero) }

    @preconcurrency open override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }

    @preconcurrency open var attributedTitle: NSAttributedString? { get { UIKitModel.stored(self, "attributedTitle") } set { UIKitModel.store(self, "attributedTitle", newValue) } }

    @preconcurrency open var isRefreshing: Bool { UIKitModel.notModelled("UIRefreshControl.isRefreshing") }

    @available(iOS 6.0, *)
    @preconcurrency open func beginRefreshing() { UIKitModel.notModelled("UIRefreshControl.beginRefreshing()") }

    @available(iOS 6.0, *)
    @preconcurrency open func endRefreshing() { UIKitModel.notModelled("UIRefreshControl.endRefreshing()") }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIRefreshControl.init(coder:)") }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(); model_init(frame: frame) }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(); model_init(frame: frame, primaryAction: primaryAction) }
}

// MARK: - UIProgressView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIProgressView : UIView {

    @preconcurrency public convenience init(progressViewStyle style: UIProgressView.Style) { self.init(frame: .zero) }

    @preconcurrency open var progress: Float { get { UIKitModel.stored(self, "progress") } set { UIKitModel.store(self, "progress", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open func setProgress(_ progress: Float, animated: Bool) { UIKitModel.notModelled("UIProgressView.setProgress(_:animated:)") }

    @available(iOS 5.0, *)
    @preconcurrency open var progressTintColor: UIColor? { get { UIKitModel.stored(self, "progressTintColor") } set { UIKitModel.store(self, "progressTintColor", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var trackTintColor: UIColor? { get { UIKitModel.stored(self, "trackTintColor") } set { UIKitModel.store(self, "trackTintColor", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var progressImage: UIImage? { get { UIKitModel.stored(self, "progressImage") } set { UIKitModel.store(self, "progressImage", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var trackImage: UIImage? { get { UIKitModel.stored(self, "trackImage") } set { UIKitModel.store(self, "trackImage", newValue) } }

    @preconcurrency open var progressViewStyle: UIProgressView.Style { get { UIKitModel.stored(self, "progressViewStyle") } set { UIKitModel.store(self, "progressViewStyle", newValue) } }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIProgressView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }
}

// MARK: - UIProgressView.Style

extension UIProgressView {

    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case `default` = 0

        case bar = 1
    }
}

// MARK: - UIStackView

@available(iOS 9.0, *)
@MainActor @preconcurrency open class UIStackView : UIView {

    @preconcurrency public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero); model_init(arrangedSubviews: views) }

    @preconcurrency open func addArrangedSubview(_ view: UIView) { model_addArrangedSubview(view) }

    @preconcurrency open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { model_insertArrangedSubview(view, at: stackIndex) }

    @preconcurrency open func removeArrangedSubview(_ view: UIView) { model_removeArrangedSubview(view) }

    @preconcurrency open var arrangedSubviews: [UIView] { model_arrangedSubviews }

    @preconcurrency open var axis: NSLayoutConstraint.Axis { get { UIKitModel.stored(self, "axis") } set { UIKitModel.store(self, "axis", newValue) } }

    @preconcurrency open var distribution: UIStackView.Distribution { get { UIKitModel.stored(self, "distribution") } set { UIKitModel.store(self, "distribution", newValue) } }

    @preconcurrency open var alignment: UIStackView.Alignment { get { UIKitModel.stored(self, "alignment") } set { UIKitModel.store(self, "alignment", newValue) } }

    @preconcurrency open var spacing: CGFloat { get { UIKitModel.stored(self, "spacing") } set { UIKitModel.store(self, "spacing", newValue) } }

    @preconcurrency open var isBaselineRelativeArrangement: Bool { get { UIKitModel.stored(self, "isBaselineRelativeArrangement") } set { UIKitModel.store(self, "isBaselineRelativeArrangement", newValue) } }

    @preconcurrency open var isLayoutMarginsRelativeArrangement: Bool { get { UIKitModel.stored(self, "isLayoutMarginsRelativeArrangement") } set { UIKitModel.store(self, "isLayoutMarginsRelativeArrangement", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { model_setCustomSpacing(spacing, after: arrangedSubview) }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func customSpacing(after arrangedSubview: UIView) -> CGFloat { model_customSpacing(after: arrangedSubview) }

    @available(iOS 11.0, *)
    @preconcurrency public class var spacingUseDefault: CGFloat { model_spacingUseDefault }

    @available(iOS 11.0, *)
    @preconcurrency public class var spacingUseSystem: CGFloat { model_spacingUseSystem }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init(coder: NSCoder) { UIKitModel.notModelled("UIStackView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }
}

// MARK: - UIStackView.Distribution

extension UIStackView {

    @available(iOS 9.0, *)
    @preconcurrency public enum Distribution : Int, @unchecked Sendable {

        case fill = 0

        case fillEqually = 1

        case fillProportionally = 2

        case equalSpacing = 3

        case equalCentering = 4
    }
}

// MARK: - UIStackView.Alignment

extension UIStackView {

    @available(iOS 9.0, *)
    @preconcurrency public enum Alignment : Int, @unchecked Sendable {

        case fill = 0

        case leading = 1

        @preconcurrency public static var top: UIStackView.Alignment { .leading }

        case firstBaseline = 2

        case center = 3

        case trailing = 4

        @preconcurrency public static var bottom: UIStackView.Alignment { .trailing }

        case lastBaseline = 5
    }
}

// MARK: - UIScrollView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIScrollView : UIView {

    @available(iOS 11.0, *)
    @preconcurrency open var contentLayoutGuide: UILayoutGuide { model_contentLayoutGuide }

    @available(iOS 11.0, *)
    @preconcurrency open var frameLayoutGuide: UILayoutGuide { model_frameLayoutGuide }

    @preconcurrency open var contentSize: CGSize { get { UIKitModel.stored(self, "contentSize") } set { UIKitModel.store(self, "contentSize", newValue) } }

    @preconcurrency open var contentOffset: CGPoint { get { UIKitModel.stored(self, "contentOffset") } set { UIKitModel.store(self, "contentOffset", newValue) } }

    @preconcurrency open var contentInset: UIEdgeInsets { get { UIKitModel.stored(self, "contentInset") } set { UIKitModel.store(self, "contentInset", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var adjustedContentInset: UIEdgeInsets { UIKitModel.notModelled("UIScrollView.adjustedContentInset") }

    @available(iOS 11.0, *)
    @preconcurrency open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { UIKitModel.stored(self, "contentInsetAdjustmentBehavior") } set { UIKitModel.store(self, "contentInsetAdjustmentBehavior", newValue) } }

    @preconcurrency open var showsHorizontalScrollIndicator: Bool { get { UIKitModel.stored(self, "showsHorizontalScrollIndicator") } set { UIKitModel.store(self, "showsHorizontalScrollIndicator", newValue) } }

    @preconcurrency open var showsVerticalScrollIndicator: Bool { get { UIKitModel.stored(self, "showsVerticalScrollIndicator") } set { UIKitModel.store(self, "showsVerticalScrollIndicator", newValue) } }

    @preconcurrency open var isPagingEnabled: Bool { get { UIKitModel.stored(self, "isPagingEnabled") } set { UIKitModel.store(self, "isPagingEnabled", newValue) } }

    @preconcurrency open var isScrollEnabled: Bool { get { UIKitModel.stored(self, "isScrollEnabled") } set { UIKitModel.store(self, "isScrollEnabled", newValue) } }

    @preconcurrency open var bounces: Bool { get { UIKitModel.stored(self, "bounces") } set { UIKitModel.store(self, "bounces", newValue) } }

    @preconcurrency open var alwaysBounceVertical: Bool { get { UIKitModel.stored(self, "alwaysBounceVertical") } set { UIKitModel.store(self, "alwaysBounceVertical", newValue) } }

    @preconcurrency open var alwaysBounceHorizontal: Bool { get { UIKitModel.stored(self, "alwaysBounceHorizontal") } set { UIKitModel.store(self, "alwaysBounceHorizontal", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { UIKitModel.stored(self, "keyboardDismissMode") } set { UIKitModel.store(self, "keyboardDismissMode", newValue) } }

    @preconcurrency open var indicatorStyle: UIScrollView.IndicatorStyle { get { UIKitModel.stored(self, "indicatorStyle") } set { UIKitModel.store(self, "indicatorStyle", newValue) } }

    @preconcurrency open var minimumZoomScale: CGFloat { get { UIKitModel.stored(self, "minimumZoomScale") } set { UIKitModel.store(self, "minimumZoomScale", newValue) } }

    @preconcurrency open var maximumZoomScale: CGFloat { get { UIKitModel.stored(self, "maximumZoomScale") } set { UIKitModel.store(self, "maximumZoomScale", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var zoomScale: CGFloat { get { UIKitModel.stored(self, "zoomScale") } set { UIKitModel.store(self, "zoomScale", newValue) } }

    @preconcurrency open var isDirectionalLockEnabled: Bool { get { UIKitModel.stored(self, "isDirectionalLockEnabled") } set { UIKitModel.store(self, "isDirectionalLockEnabled", newValue) } }

    @preconcurrency open var scrollsToTop: Bool { get { UIKitModel.stored(self, "scrollsToTop") } set { UIKitModel.store(self, "scrollsToTop", newValue) } }

    @preconcurrency open var delaysContentTouches: Bool { get { UIKitModel.stored(self, "delaysContentTouches") } set { UIKitModel.store(self, "delaysContentTouches", newValue) } }

    @preconcurrency open var canCancelContentTouches: Bool { get { UIKitModel.stored(self, "canCancelContentTouches") } set { UIKitModel.store(self, "canCancelContentTouches", newValue) } }

    @preconcurrency open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { model_setContentOffset(contentOffset, animated: animated) }

    @preconcurrency open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { model_scrollRectToVisible(rect, animated: animated) }

    @available(iOS 11.1, *)
    @preconcurrency open var verticalScrollIndicatorInsets: UIEdgeInsets { get { UIKitModel.stored(self, "verticalScrollIndicatorInsets") } set { UIKitModel.store(self, "verticalScrollIndicatorInsets", newValue) } }

    @available(iOS 11.1, *)
    @preconcurrency open var horizontalScrollIndicatorInsets: UIEdgeInsets { get { UIKitModel.stored(self, "horizontalScrollIndicatorInsets") } set { UIKitModel.store(self, "horizontalScrollIndicatorInsets", newValue) } }
}

// MARK: - UIScrollView.ContentInsetAdjustmentBehavior

extension UIScrollView {

    @available(iOS 11.0, *)
    @preconcurrency public enum ContentInsetAdjustmentBehavior : Int, @unchecked Sendable {

        case automatic = 0

        case scrollableAxes = 1

        case never = 2

        case always = 3
    }
}

// MARK: - UIScrollView.KeyboardDismissMode

extension UIScrollView {

    @available(iOS 7.0, *)
    @preconcurrency public enum KeyboardDismissMode : Int, @unchecked Sendable {

        case none = 0

        case onDrag = 1

        case interactive = 2

        case onDragWithAccessory = 3

        case interactiveWithAccessory = 4
    }
}

// MARK: - UIScrollView.IndicatorStyle

extension UIScrollView {

    @preconcurrency public enum IndicatorStyle : Int, @unchecked Sendable {

        case `default` = 0

        case black = 1

        case white = 2
    }
}

// MARK: - UIViewController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIViewController : UIResponder, UITraitEnvironment {

    @preconcurrency public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }

    @available(iOS 6.0, *)
    @preconcurrency open func encodeRestorableState(with coder: NSCoder) { model_encodeRestorableState(with: coder) }

    @available(iOS 6.0, *)
    @preconcurrency open func decodeRestorableState(with coder: NSCoder) { model_decodeRestorableState(with: coder) }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationClass: (any UIViewControllerRestoration.Type)? { get { model_restorationClass } set { model_restorationClass = newValue } }

    @available(iOS 5.0, *)
    @preconcurrency open func performSegue(withIdentifier identifier: String, sender: Any?) { model_performSegue(withIdentifier: identifier, sender: sender) }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { model_shouldPerformSegue(withIdentifier: identifier, sender: sender) }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { model_canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) }

    @available(iOS 5.0, *)
    @preconcurrency open func prepare(for segue: UIStoryboardSegue, sender: Any?) { model_prepare(for: segue, sender: sender) }

    @available(iOS 8.0, *)
    @preconcurrency open func show(_ vc: UIViewController, sender: Any?) { model_show(vc, sender: sender) }

    @available(iOS 8.0, *)
    @preconcurrency open func showDetailViewController(_ vc: UIViewController, sender: Any?) { model_showDetailViewController(vc, sender: sender) }

    @available(iOS 8.0, *)
    @preconcurrency open var popoverPresentationController: UIPopoverPresentationController? { model_popoverPresentationController }

    @preconcurrency open var navigationController: UINavigationController? { model_navigationController }

    @preconcurrency open var tabBarController: UITabBarController? { model_tabBarController }

    @preconcurrency open var splitViewController: UISplitViewController? { model_splitViewController }

    @preconcurrency open var view: UIView! { get { model_view } set { model_view = newValue } }

    @available(iOS 9.0, *)
    @preconcurrency open var viewIfLoaded: UIView? { model_viewIfLoaded }

    @available(iOS 3.0, *)
    @preconcurrency open var isViewLoaded: Bool { model_isViewLoaded }

    @preconcurrency open func loadView() { model_loadView() }

    @available(iOS 9.0, *)
    @preconcurrency open func loadViewIfNeeded() { model_loadViewIfNeeded() }

    @preconcurrency open func viewDidLoad() { model_viewDidLoad() }

    @preconcurrency open func viewWillAppear(_ animated: Bool) { model_viewWillAppear(animated) }

    @preconcurrency open func viewIsAppearing(_ animated: Bool) { model_viewIsAppearing(animated) }

    @available(iOS 17.0, *)
    @preconcurrency @discardableResult public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration { model_registerForTraitChanges(traits, handler: handler) }

    @preconcurrency open func viewDidAppear(_ animated: Bool) { model_viewDidAppear(animated) }

    @preconcurrency open func viewWillDisappear(_ animated: Bool) { model_viewWillDisappear(animated) }

    @preconcurrency open func viewDidDisappear(_ animated: Bool) { model_viewDidDisappear(animated) }

    @available(iOS 5.0, *)
    @preconcurrency open func viewWillLayoutSubviews() { model_viewWillLayoutSubviews() }

    @available(iOS 5.0, *)
    @preconcurrency open func viewDidLayoutSubviews() { model_viewDidLayoutSubviews() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateViewConstraints() { model_updateViewConstraints() }

    @available(iOS 11.0, *)
    @preconcurrency open func viewSafeAreaInsetsDidChange() { model_viewSafeAreaInsetsDidChange() }

    @available(iOS 11.0, *)
    @preconcurrency open func viewLayoutMarginsDidChange() { model_viewLayoutMarginsDidChange() }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { model_traitCollection }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { model_traitCollectionDidChange(previousTraitCollection) }

    @preconcurrency open var title: String? { get { model_title } set { model_title = newValue } }

    @available(iOS 7.0, *)
    @preconcurrency open var preferredContentSize: CGSize { get { UIKitModel.stored(self, "preferredContentSize") } set { UIKitModel.store(self, "preferredContentSize", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var additionalSafeAreaInsets: UIEdgeInsets { get { UIKitModel.stored(self, "additionalSafeAreaInsets") } set { UIKitModel.store(self, "additionalSafeAreaInsets", newValue) } }

    @available(iOS 13.0, *)
    @preconcurrency open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { UIKitModel.stored(self, "overrideUserInterfaceStyle") } set { UIKitModel.store(self, "overrideUserInterfaceStyle", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { model_present(viewControllerToPresent, animated: flag, completion: completion) }

    @available(iOS 5.0, *)
    @preconcurrency open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { model_dismiss(animated: flag, completion: completion) }

    @available(iOS 5.0, *)
    @preconcurrency open var presentedViewController: UIViewController? { model_presentedViewController }

    @available(iOS 5.0, *)
    @preconcurrency open var presentingViewController: UIViewController? { model_presentingViewController }

    @available(iOS 13.0, *)
    @preconcurrency open var isModalInPresentation: Bool { get { model_isModalInPresentation } set { model_isModalInPresentation = newValue } }

    @available(iOS 5.0, *)
    @preconcurrency open var children: [UIViewController] { model_children }

    @preconcurrency weak open var parent: UIViewController? { model_parent }

    @available(iOS 5.0, *)
    @preconcurrency open func addChild(_ childController: UIViewController) { model_addChild(childController) }

    @available(iOS 5.0, *)
    @preconcurrency open func removeFromParent() { model_removeFromParent() }

    @available(iOS 5.0, *)
    @preconcurrency open func willMove(toParent parent: UIViewController?) { model_willMove(toParent: parent) }

    @available(iOS 5.0, *)
    @preconcurrency open func didMove(toParent parent: UIViewController?) { model_didMove(toParent: parent) }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationIdentifier: String? { get { model_restorationIdentifier } set { model_restorationIdentifier = newValue } }

    @preconcurrency open var hidesBottomBarWhenPushed: Bool { get { UIKitModel.stored(self, "hidesBottomBarWhenPushed") } set { UIKitModel.store(self, "hidesBottomBarWhenPushed", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var definesPresentationContext: Bool { get { UIKitModel.stored(self, "definesPresentationContext") } set { UIKitModel.store(self, "definesPresentationContext", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var providesPresentationContextTransitionStyle: Bool { get { UIKitModel.stored(self, "providesPresentationContextTransitionStyle") } set { UIKitModel.store(self, "providesPresentationContextTransitionStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var extendedLayoutIncludesOpaqueBars: Bool { get { UIKitModel.stored(self, "extendedLayoutIncludesOpaqueBars") } set { UIKitModel.store(self, "extendedLayoutIncludesOpaqueBars", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var modalPresentationCapturesStatusBarAppearance: Bool { get { UIKitModel.stored(self, "modalPresentationCapturesStatusBarAppearance") } set { UIKitModel.store(self, "modalPresentationCapturesStatusBarAppearance", newValue) } }

    @available(iOS 3.2, *)
    @preconcurrency open var modalPresentationStyle: UIModalPresentationStyle { get { model_modalPresentationStyle } set { model_modalPresentationStyle = newValue } }

    @available(iOS 3.0, *)
    @preconcurrency open var modalTransitionStyle: UIModalTransitionStyle { get { UIKitModel.stored(self, "modalTransitionStyle") } set { UIKitModel.store(self, "modalTransitionStyle", newValue) } }

    @preconcurrency open var navigationItem: UINavigationItem { model_navigationItem }

    @preconcurrency open var tabBarItem: UITabBarItem! { get { model_tabBarItem } set { model_tabBarItem = newValue } }

    @available(iOS 3.0, *)
    @preconcurrency open var toolbarItems: [UIBarButtonItem]? { get { model_toolbarItems } set { model_toolbarItems = newValue } }

    @available(iOS 7.0, *)
    @preconcurrency open var edgesForExtendedLayout: UIRectEdge { get { UIKitModel.stored(self, "edgesForExtendedLayout") } set { UIKitModel.store(self, "edgesForExtendedLayout", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIViewController.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(nibName: nil, bundle: nil) }
}

// MARK: - UIAlertController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIAlertController : UIViewController {

    @preconcurrency public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }

    @preconcurrency open func addAction(_ action: UIAlertAction) { model_addAction(action) }

    @preconcurrency open var actions: [UIAlertAction] { model_actions }

    @available(iOS 9.0, *)
    @preconcurrency open var preferredAction: UIAlertAction? { get { UIKitModel.stored(self, "preferredAction") } set { UIKitModel.store(self, "preferredAction", newValue) } }

    @preconcurrency open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { UIKitModel.notModelled("UIAlertController.addTextField(configurationHandler:)") }

    @preconcurrency open var textFields: [UITextField]? { UIKitModel.notModelled("UIAlertController.textFields") }

    @preconcurrency open override var title: String? { get { super.title } set { super.title = newValue } }

    @preconcurrency open var message: String? { get { UIKitModel.stored(self, "message") } set { UIKitModel.store(self, "message", newValue) } }

    @preconcurrency open var preferredStyle: UIAlertController.Style { UIKitModel.notModelled("UIAlertController.preferredStyle") }
}

// MARK: - UIAlertController.Style

extension UIAlertController {

    @available(iOS 8.0, *)
    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case actionSheet = 0

        case alert = 1
    }
}

// MARK: - UIAlertAction

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIAlertAction : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init(); model_init(title: title, style: style, handler: handler) }

    @preconcurrency open var title: String? { model_title }

    @preconcurrency open var style: UIAlertAction.Style { model_style }

    @preconcurrency open var isEnabled: Bool { get { UIKitModel.stored(self, "isEnabled") } set { UIKitModel.store(self, "isEnabled", newValue) } }
}

// MARK: - UIAlertAction.Style

extension UIAlertAction {

    @available(iOS 8.0, *)
    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case `default` = 0

        case cancel = 1

        case destructive = 2
    }
}

// MARK: - UIAccessibilityTraits

@preconcurrency public struct UIAccessibilityTraits : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

    public var rawValue: UInt64

    // In the SDK, these static properties are mutable C globals: under Swift 6 every
    // reference is an error ("not concurrency-safe because it involves shared mutable
    // state") unless the client writes `@preconcurrency import UIKit`. A stand-in
    // compiled in Swift 6 mode cannot reproduce that error.

    @preconcurrency public init(rawValue: UInt64) { self.rawValue = rawValue }

    @preconcurrency public typealias ArrayLiteralElement = UIAccessibilityTraits

    @preconcurrency public typealias Element = UIAccessibilityTraits

    @preconcurrency public static var none: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.none", default: UIAccessibilityTraits(rawValue: 1)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.none", newValue) } }

    @preconcurrency public static var button: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.button", default: UIAccessibilityTraits(rawValue: 2)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.button", newValue) } }

    @preconcurrency public static var link: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.link", default: UIAccessibilityTraits(rawValue: 4)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.link", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency public static var header: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.header", default: UIAccessibilityTraits(rawValue: 8)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.header", newValue) } }

    @preconcurrency public static var searchField: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.searchField", default: UIAccessibilityTraits(rawValue: 16)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.searchField", newValue) } }

    @preconcurrency public static var image: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.image", default: UIAccessibilityTraits(rawValue: 32)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.image", newValue) } }

    @preconcurrency public static var selected: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.selected", default: UIAccessibilityTraits(rawValue: 64)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.selected", newValue) } }

    @preconcurrency public static var playsSound: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.playsSound", default: UIAccessibilityTraits(rawValue: 128)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.playsSound", newValue) } }

    @preconcurrency public static var keyboardKey: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.keyboardKey", default: UIAccessibilityTraits(rawValue: 256)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.keyboardKey", newValue) } }

    @preconcurrency public static var staticText: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.staticText", default: UIAccessibilityTraits(rawValue: 512)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.staticText", newValue) } }

    @preconcurrency public static var summaryElement: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.summaryElement", default: UIAccessibilityTraits(rawValue: 1024)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.summaryElement", newValue) } }

    @preconcurrency public static var notEnabled: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.notEnabled", default: UIAccessibilityTraits(rawValue: 2048)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.notEnabled", newValue) } }

    @preconcurrency public static var updatesFrequently: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.updatesFrequently", default: UIAccessibilityTraits(rawValue: 4096)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.updatesFrequently", newValue) } }

    @available(iOS 4.0, *)
    @preconcurrency public static var startsMediaSession: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.startsMediaSession", default: UIAccessibilityTraits(rawValue: 8192)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.startsMediaSession", newValue) } }

    @available(iOS 4.0, *)
    @preconcurrency public static var adjustable: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.adjustable", default: UIAccessibilityTraits(rawValue: 16384)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.adjustable", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency public static var allowsDirectInteraction: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.allowsDirectInteraction", default: UIAccessibilityTraits(rawValue: 32768)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.allowsDirectInteraction", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency public static var causesPageTurn: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.causesPageTurn", default: UIAccessibilityTraits(rawValue: 65536)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.causesPageTurn", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency public static var tabBar: UIAccessibilityTraits { get { UIKitModel.stored(UIAccessibilityTraits.self, "UIAccessibilityTraits.tabBar", default: UIAccessibilityTraits(rawValue: 131072)) } set { UIKitModel.store(UIAccessibilityTraits.self, "UIAccessibilityTraits.tabBar", newValue) } }
}

extension UIAccessibilityTraits : OptionSet {
}

// MARK: - UITableView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITableView : UIScrollView {

    @preconcurrency weak open var dataSource: (any UITableViewDataSource)? { get { UIKitModel.storedWeak(self, "dataSource") } set { UIKitModel.storeWeak(self, "dataSource", newValue) } }

    @preconcurrency weak open var delegate: (any UITableViewDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @preconcurrency public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame); model_init(frame: frame, style: style) }

    @available(iOS 5.0, *)
    @preconcurrency open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { model_register(nib, forCellReuseIdentifier: identifier) }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { model_register(cellClass, forCellReuseIdentifier: identifier) }

    @preconcurrency @discardableResult open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { model_dequeueReusableCell(withIdentifier: identifier) }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { model_dequeueReusableCell(withIdentifier: identifier, for: indexPath) }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { model_register(nib, forHeaderFooterViewReuseIdentifier: identifier) }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { model_register(aClass, forHeaderFooterViewReuseIdentifier: identifier) }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { model_dequeueReusableHeaderFooterView(withIdentifier: identifier) }

    @preconcurrency open var style: UITableView.Style { model_style }

    @preconcurrency open var rowHeight: CGFloat { get { UIKitModel.stored(self, "rowHeight") } set { UIKitModel.store(self, "rowHeight", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedRowHeight: CGFloat { get { UIKitModel.stored(self, "estimatedRowHeight") } set { UIKitModel.store(self, "estimatedRowHeight", newValue) } }

    @preconcurrency open var sectionHeaderHeight: CGFloat { get { UIKitModel.stored(self, "sectionHeaderHeight") } set { UIKitModel.store(self, "sectionHeaderHeight", newValue) } }

    @preconcurrency open var sectionFooterHeight: CGFloat { get { UIKitModel.stored(self, "sectionFooterHeight") } set { UIKitModel.store(self, "sectionFooterHeight", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedSectionHeaderHeight: CGFloat { get { UIKitModel.stored(self, "estimatedSectionHeaderHeight") } set { UIKitModel.store(self, "estimatedSectionHeaderHeight", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedSectionFooterHeight: CGFloat { get { UIKitModel.stored(self, "estimatedSectionFooterHeight") } set { UIKitModel.store(self, "estimatedSectionFooterHeight", newValue) } }

    @preconcurrency open var separatorStyle: UITableViewCell.SeparatorStyle { get { UIKitModel.stored(self, "separatorStyle") } set { UIKitModel.store(self, "separatorStyle", newValue) } }

    @preconcurrency open var separatorColor: UIColor? { get { UIKitModel.stored(self, "separatorColor") } set { UIKitModel.store(self, "separatorColor", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var separatorInset: UIEdgeInsets { get { UIKitModel.stored(self, "separatorInset") } set { UIKitModel.store(self, "separatorInset", newValue) } }

    @available(iOS 3.2, *)
    @preconcurrency open var backgroundView: UIView? { get { model_backgroundView } set { model_backgroundView = newValue } }

    @available(iOS 3.0, *)
    @preconcurrency open var allowsSelection: Bool { get { UIKitModel.stored(self, "allowsSelection") } set { UIKitModel.store(self, "allowsSelection", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var allowsMultipleSelection: Bool { get { UIKitModel.stored(self, "allowsMultipleSelection") } set { UIKitModel.store(self, "allowsMultipleSelection", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency public class var automaticDimension: CGFloat { model_automaticDimension }

    @preconcurrency open var allowsSelectionDuringEditing: Bool { get { UIKitModel.stored(self, "allowsSelectionDuringEditing") } set { UIKitModel.store(self, "allowsSelectionDuringEditing", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var allowsMultipleSelectionDuringEditing: Bool { get { UIKitModel.stored(self, "allowsMultipleSelectionDuringEditing") } set { UIKitModel.store(self, "allowsMultipleSelectionDuringEditing", newValue) } }

    @preconcurrency open var isEditing: Bool { get { UIKitModel.stored(self, "isEditing") } set { UIKitModel.store(self, "isEditing", newValue) } }

    @preconcurrency open var sectionIndexMinimumDisplayRowCount: Int { get { UIKitModel.stored(self, "sectionIndexMinimumDisplayRowCount") } set { UIKitModel.store(self, "sectionIndexMinimumDisplayRowCount", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var cellLayoutMarginsFollowReadableWidth: Bool { get { UIKitModel.stored(self, "cellLayoutMarginsFollowReadableWidth") } set { UIKitModel.store(self, "cellLayoutMarginsFollowReadableWidth", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var insetsContentViewsToSafeArea: Bool { get { UIKitModel.stored(self, "insetsContentViewsToSafeArea") } set { UIKitModel.store(self, "insetsContentViewsToSafeArea", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var remembersLastFocusedIndexPath: Bool { get { UIKitModel.stored(self, "remembersLastFocusedIndexPath") } set { UIKitModel.store(self, "remembersLastFocusedIndexPath", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var dragInteractionEnabled: Bool { get { UIKitModel.stored(self, "dragInteractionEnabled") } set { UIKitModel.store(self, "dragInteractionEnabled", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var separatorInsetReference: UITableView.SeparatorInsetReference { get { UIKitModel.stored(self, "separatorInsetReference") } set { UIKitModel.store(self, "separatorInsetReference", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var sectionIndexColor: UIColor? { get { UIKitModel.stored(self, "sectionIndexColor") } set { UIKitModel.store(self, "sectionIndexColor", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var sectionIndexBackgroundColor: UIColor? { get { UIKitModel.stored(self, "sectionIndexBackgroundColor") } set { UIKitModel.store(self, "sectionIndexBackgroundColor", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var sectionIndexTrackingBackgroundColor: UIColor? { get { UIKitModel.stored(self, "sectionIndexTrackingBackgroundColor") } set { UIKitModel.store(self, "sectionIndexTrackingBackgroundColor", newValue) } }

    @preconcurrency open var tableHeaderView: UIView? { get { model_tableHeaderView } set { model_tableHeaderView = newValue } }

    @preconcurrency open var tableFooterView: UIView? { get { model_tableFooterView } set { model_tableFooterView = newValue } }

    @preconcurrency open var numberOfSections: Int { model_numberOfSections }

    @preconcurrency @discardableResult open func numberOfRows(inSection section: Int) -> Int { model_numberOfRows(inSection: section) }

    @preconcurrency @discardableResult open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { model_cellForRow(at: indexPath) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITableView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain); model_init(frame: frame) }
}

// MARK: - UITableView.Style

extension UITableView {

    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case plain = 0

        case grouped = 1

        @available(iOS 13.0, *)
        case insetGrouped = 2
    }
}

// MARK: - UITableViewCell

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITableViewCell : UIView, UIGestureRecognizerDelegate {

    @available(iOS 3.0, *)
    @preconcurrency public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero); model_init(style: style, reuseIdentifier: reuseIdentifier) }

    @preconcurrency open var contentView: UIView { model_contentView }

    @preconcurrency open var reuseIdentifier: String? { model_reuseIdentifier }

    @preconcurrency open var selectionStyle: UITableViewCell.SelectionStyle { get { UIKitModel.stored(self, "selectionStyle") } set { UIKitModel.store(self, "selectionStyle", newValue) } }

    @preconcurrency open var accessoryType: UITableViewCell.AccessoryType { get { UIKitModel.stored(self, "accessoryType") } set { UIKitModel.store(self, "accessoryType", newValue) } }

    @preconcurrency open var accessoryView: UIView? { get { UIKitModel.stored(self, "accessoryView") } set { UIKitModel.store(self, "accessoryView", newValue) } }

    @preconcurrency open var backgroundView: UIView? { get { model_backgroundView } set { model_backgroundView = newValue } }

    @preconcurrency open var selectedBackgroundView: UIView? { get { UIKitModel.stored(self, "selectedBackgroundView") } set { UIKitModel.store(self, "selectedBackgroundView", newValue) } }

    @preconcurrency open var editingAccessoryType: UITableViewCell.AccessoryType { get { UIKitModel.stored(self, "editingAccessoryType") } set { UIKitModel.store(self, "editingAccessoryType", newValue) } }

    @preconcurrency open var indentationLevel: Int { get { UIKitModel.stored(self, "indentationLevel") } set { UIKitModel.store(self, "indentationLevel", newValue) } }

    @preconcurrency open var indentationWidth: CGFloat { get { UIKitModel.stored(self, "indentationWidth") } set { UIKitModel.store(self, "indentationWidth", newValue) } }

    @preconcurrency open var shouldIndentWhileEditing: Bool { get { UIKitModel.stored(self, "shouldIndentWhileEditing") } set { UIKitModel.store(self, "shouldIndentWhileEditing", newValue) } }

    @preconcurrency open var showsReorderControl: Bool { get { UIKitModel.stored(self, "showsReorderControl") } set { UIKitModel.store(self, "showsReorderControl", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var focusStyle: UITableViewCell.FocusStyle { get { UIKitModel.stored(self, "focusStyle") } set { UIKitModel.store(self, "focusStyle", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var userInteractionEnabledWhileDragging: Bool { get { UIKitModel.stored(self, "userInteractionEnabledWhileDragging") } set { UIKitModel.store(self, "userInteractionEnabledWhileDragging", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var separatorInset: UIEdgeInsets { get { UIKitModel.stored(self, "separatorInset") } set { UIKitModel.store(self, "separatorInset", newValue) } }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var textLabel: UILabel? { model_textLabel }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var detailTextLabel: UILabel? { model_detailTextLabel }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var imageView: UIImageView? { model_imageView }

    @available(iOS 5.0, *)
    @preconcurrency open var multipleSelectionBackgroundView: UIView? { get { UIKitModel.stored(self, "multipleSelectionBackgroundView") } set { UIKitModel.store(self, "multipleSelectionBackgroundView", newValue) } }

    @preconcurrency open func prepareForReuse() { model_prepareForReuse() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITableViewCell.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil); self.frame = frame; model_init(frame: frame) }
}

// MARK: - UITableViewCell.CellStyle

extension UITableViewCell {

    @preconcurrency public enum CellStyle : Int, @unchecked Sendable {

        case `default` = 0

        case value1 = 1

        case value2 = 2

        case subtitle = 3
    }
}

// MARK: - UITableViewCell.SelectionStyle

extension UITableViewCell {

    @preconcurrency public enum SelectionStyle : Int, @unchecked Sendable {

        case none = 0

        case blue = 1

        case gray = 2

        @available(iOS 7.0, *)
        case `default` = 3
    }
}

// MARK: - UITableViewCell.AccessoryType

extension UITableViewCell {

    @preconcurrency public enum AccessoryType : Int, @unchecked Sendable {

        case none = 0

        case disclosureIndicator = 1

        case detailDisclosureButton = 2

        case checkmark = 3

        @available(iOS 7.0, *)
        case detailButton = 4
    }
}

// MARK: - UITableViewCell.SeparatorStyle

extension UITableViewCell {

    @preconcurrency public enum SeparatorStyle : Int, @unchecked Sendable {

        case none = 0

        case singleLine = 1

        @available(iOS, introduced: 2.0, deprecated: 11.0, message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")
        case singleLineEtched = 2
    }
}

// MARK: - UICollectionReusableView

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionReusableView : UIView {

    @preconcurrency open var reuseIdentifier: String? { model_reuseIdentifier }

    @preconcurrency open func prepareForReuse() { model_prepareForReuse() }
}

// MARK: - UICollectionViewCell

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewCell : UICollectionReusableView {

    @preconcurrency open var contentView: UIView { model_contentView }

    @preconcurrency open var backgroundView: UIView? { get { model_backgroundView } set { model_backgroundView = newValue } }

    @preconcurrency open var selectedBackgroundView: UIView? { get { UIKitModel.stored(self, "selectedBackgroundView") } set { UIKitModel.store(self, "selectedBackgroundView", newValue) } }
}

// MARK: - UICollectionView

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionView : UIScrollView {

    @preconcurrency weak open var dataSource: (any UICollectionViewDataSource)? { get { UIKitModel.storedWeak(self, "dataSource") } set { UIKitModel.storeWeak(self, "dataSource", newValue) } }

    @preconcurrency weak open var delegate: (any UICollectionViewDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @preconcurrency @discardableResult open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { model_cellForItem(at: indexPath) }

    @available(iOS 11.0, *)
    @preconcurrency weak open var dragDelegate: (any UICollectionViewDragDelegate)? { get { UIKitModel.storedWeak(self, "dragDelegate") } set { UIKitModel.storeWeak(self, "dragDelegate", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency weak open var dropDelegate: (any UICollectionViewDropDelegate)? { get { UIKitModel.storedWeak(self, "dropDelegate") } set { UIKitModel.storeWeak(self, "dropDelegate", newValue) } }

    @preconcurrency public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame); model_init(frame: frame, collectionViewLayout: layout) }

    @available(iOS 6.0, *)
    @preconcurrency public class var elementKindSectionHeader: String { model_elementKindSectionHeader }

    @available(iOS 6.0, *)
    @preconcurrency public class var elementKindSectionFooter: String { model_elementKindSectionFooter }

    @preconcurrency open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { model_register(cellClass, forCellWithReuseIdentifier: identifier) }

    @preconcurrency open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { model_register(nib, forCellWithReuseIdentifier: identifier) }

    @preconcurrency open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { model_register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier) }

    @preconcurrency open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { model_register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }

    @preconcurrency @discardableResult open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { model_dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }

    @preconcurrency @discardableResult open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { model_dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath) }

    @preconcurrency open var collectionViewLayout: UICollectionViewLayout { get { model_collectionViewLayout } set { model_collectionViewLayout = newValue } }

    @preconcurrency open var backgroundView: UIView? { get { model_backgroundView } set { model_backgroundView = newValue } }

    @preconcurrency open var allowsSelection: Bool { get { UIKitModel.stored(self, "allowsSelection") } set { UIKitModel.store(self, "allowsSelection", newValue) } }

    @preconcurrency open var allowsMultipleSelection: Bool { get { UIKitModel.stored(self, "allowsMultipleSelection") } set { UIKitModel.store(self, "allowsMultipleSelection", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var allowsSelectionDuringEditing: Bool { get { UIKitModel.stored(self, "allowsSelectionDuringEditing") } set { UIKitModel.store(self, "allowsSelectionDuringEditing", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var allowsMultipleSelectionDuringEditing: Bool { get { UIKitModel.stored(self, "allowsMultipleSelectionDuringEditing") } set { UIKitModel.store(self, "allowsMultipleSelectionDuringEditing", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var isPrefetchingEnabled: Bool { get { UIKitModel.stored(self, "isPrefetchingEnabled") } set { UIKitModel.store(self, "isPrefetchingEnabled", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var remembersLastFocusedIndexPath: Bool { get { UIKitModel.stored(self, "remembersLastFocusedIndexPath") } set { UIKitModel.store(self, "remembersLastFocusedIndexPath", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var dragInteractionEnabled: Bool { get { UIKitModel.stored(self, "dragInteractionEnabled") } set { UIKitModel.store(self, "dragInteractionEnabled", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UICollectionView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()); model_init(frame: frame) }
}

// MARK: - UICollectionViewLayout

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewLayout : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public override init() { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UICollectionViewLayout.init(coder:)") }
}

// MARK: - UICollectionViewFlowLayout

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewFlowLayout : UICollectionViewLayout {

    @preconcurrency open var minimumLineSpacing: CGFloat { get { UIKitModel.stored(self, "minimumLineSpacing") } set { UIKitModel.store(self, "minimumLineSpacing", newValue) } }

    @preconcurrency open var minimumInteritemSpacing: CGFloat { get { UIKitModel.stored(self, "minimumInteritemSpacing") } set { UIKitModel.store(self, "minimumInteritemSpacing", newValue) } }

    @preconcurrency open var itemSize: CGSize { get { UIKitModel.stored(self, "itemSize") } set { UIKitModel.store(self, "itemSize", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var estimatedItemSize: CGSize { get { UIKitModel.stored(self, "estimatedItemSize") } set { UIKitModel.store(self, "estimatedItemSize", newValue) } }

    @preconcurrency open var scrollDirection: UICollectionView.ScrollDirection { get { UIKitModel.stored(self, "scrollDirection") } set { UIKitModel.store(self, "scrollDirection", newValue) } }

    @preconcurrency open var headerReferenceSize: CGSize { get { UIKitModel.stored(self, "headerReferenceSize") } set { UIKitModel.store(self, "headerReferenceSize", newValue) } }

    @preconcurrency open var footerReferenceSize: CGSize { get { UIKitModel.stored(self, "footerReferenceSize") } set { UIKitModel.store(self, "footerReferenceSize", newValue) } }

    @preconcurrency open var sectionInset: UIEdgeInsets { get { UIKitModel.stored(self, "sectionInset") } set { UIKitModel.store(self, "sectionInset", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency public class var automaticSize: CGSize { model_automaticSize }

    @available(iOS 11.0, *)
    @preconcurrency open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { get { UIKitModel.stored(self, "sectionInsetReference") } set { UIKitModel.store(self, "sectionInsetReference", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var sectionHeadersPinToVisibleBounds: Bool { get { UIKitModel.stored(self, "sectionHeadersPinToVisibleBounds") } set { UIKitModel.store(self, "sectionHeadersPinToVisibleBounds", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var sectionFootersPinToVisibleBounds: Bool { get { UIKitModel.stored(self, "sectionFootersPinToVisibleBounds") } set { UIKitModel.store(self, "sectionFootersPinToVisibleBounds", newValue) } }
}

// MARK: - UICollectionView.ScrollDirection

extension UICollectionView {

    @preconcurrency public enum ScrollDirection : Int, @unchecked Sendable {

        case vertical = 0

        case horizontal = 1
    }
}

// MARK: - UIVisualEffect

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIVisualEffect : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()
}

// MARK: - UIBlurEffect

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIBlurEffect : UIVisualEffect {

    @preconcurrency public convenience init(style: UIBlurEffect.Style) { self.init() }
}

// MARK: - UIBlurEffect.Style

extension UIBlurEffect {

    @available(iOS 8.0, *)
    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case extraLight = 0

        case light = 1

        case dark = 2

        @available(iOS 10.0, *)
        case regular = 4

        @available(iOS 10.0, *)
        case prominent = 5

        @available(iOS 13.0, *)
        case systemUltraThinMaterial = 6

        @available(iOS 13.0, *)
        case systemThinMaterial = 7

        @available(iOS 13.0, *)
        case systemMaterial = 8

        @available(iOS 13.0, *)
        case systemThickMaterial = 9

        @available(iOS 13.0, *)
        case systemChromeMaterial = 10

        @available(iOS 13.0, *)
        case systemUltraThinMaterialLight = 11

        @available(iOS 13.0, *)
        case systemThinMaterialLight = 12

        @available(iOS 13.0, *)
        case systemMaterialLight = 13

        @available(iOS 13.0, *)
        case systemThickMaterialLight = 14

        @available(iOS 13.0, *)
        case systemChromeMaterialLight = 15

        @available(iOS 13.0, *)
        case systemUltraThinMaterialDark = 16

        @available(iOS 13.0, *)
        case systemThinMaterialDark = 17

        @available(iOS 13.0, *)
        case systemMaterialDark = 18

        @available(iOS 13.0, *)
        case systemThickMaterialDark = 19

        @available(iOS 13.0, *)
        case systemChromeMaterialDark = 20
    }
}

// MARK: - UIVisualEffectView

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIVisualEffectView : UIView {

    @preconcurrency public init(effect: UIVisualEffect?) { super.init(frame: .zero); model_init(effect: effect) }

    @preconcurrency open var contentView: UIView { model_contentView }

    @preconcurrency open var effect: UIVisualEffect? { get { UIKitModel.stored(self, "effect") } set { UIKitModel.store(self, "effect", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIVisualEffectView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(effect: nil); self.frame = frame; model_init(frame: frame) }
}

// MARK: - UIBarStyle

@preconcurrency public enum UIBarStyle : Int, @unchecked Sendable {

    case `default` = 0

    case black = 1

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIBarStyleBlack instead.")
    @preconcurrency public static var blackOpaque: UIBarStyle { .black }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIBarStyleBlack and set the translucent property to YES instead.")
    case blackTranslucent = 2
}

// MARK: - UISearchBar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISearchBar : UIView {

    @preconcurrency weak open var delegate: (any UISearchBarDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @preconcurrency open var text: String? { get { UIKitModel.stored(self, "text") } set { UIKitModel.store(self, "text", newValue) } }

    @preconcurrency open var placeholder: String? { get { UIKitModel.stored(self, "placeholder") } set { UIKitModel.store(self, "placeholder", newValue) } }

    @preconcurrency open var prompt: String? { get { UIKitModel.stored(self, "prompt") } set { UIKitModel.store(self, "prompt", newValue) } }

    @preconcurrency open var barStyle: UIBarStyle { get { UIKitModel.stored(self, "barStyle") } set { UIKitModel.store(self, "barStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var searchBarStyle: UISearchBar.Style { get { UIKitModel.stored(self, "searchBarStyle") } set { UIKitModel.store(self, "searchBarStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { UIKitModel.stored(self, "barTintColor") } set { UIKitModel.store(self, "barTintColor", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { UIKitModel.stored(self, "isTranslucent") } set { UIKitModel.store(self, "isTranslucent", newValue) } }

    @preconcurrency open var showsCancelButton: Bool { get { UIKitModel.stored(self, "showsCancelButton") } set { UIKitModel.store(self, "showsCancelButton", newValue) } }

    @preconcurrency open var showsBookmarkButton: Bool { get { UIKitModel.stored(self, "showsBookmarkButton") } set { UIKitModel.store(self, "showsBookmarkButton", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var showsScopeBar: Bool { get { UIKitModel.stored(self, "showsScopeBar") } set { UIKitModel.store(self, "showsScopeBar", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var scopeButtonTitles: [String]? { get { UIKitModel.stored(self, "scopeButtonTitles") } set { UIKitModel.store(self, "scopeButtonTitles", newValue) } }

    @available(iOS 3.2, *)
    @preconcurrency open var showsSearchResultsButton: Bool { get { UIKitModel.stored(self, "showsSearchResultsButton") } set { UIKitModel.store(self, "showsSearchResultsButton", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var backgroundImage: UIImage? { get { UIKitModel.stored(self, "backgroundImage") } set { UIKitModel.store(self, "backgroundImage", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var scopeBarBackgroundImage: UIImage? { get { UIKitModel.stored(self, "scopeBarBackgroundImage") } set { UIKitModel.store(self, "scopeBarBackgroundImage", newValue) } }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { UIKitModel.stored(self, "autocapitalizationType") } set { UIKitModel.store(self, "autocapitalizationType", newValue) } }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { UIKitModel.stored(self, "autocorrectionType") } set { UIKitModel.store(self, "autocorrectionType", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { UIKitModel.stored(self, "spellCheckingType") } set { UIKitModel.store(self, "spellCheckingType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { UIKitModel.stored(self, "smartQuotesType") } set { UIKitModel.store(self, "smartQuotesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { UIKitModel.stored(self, "smartDashesType") } set { UIKitModel.store(self, "smartDashesType", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { UIKitModel.stored(self, "smartInsertDeleteType") } set { UIKitModel.store(self, "smartInsertDeleteType", newValue) } }

    @preconcurrency open var keyboardType: UIKeyboardType { get { UIKitModel.stored(self, "keyboardType") } set { UIKitModel.store(self, "keyboardType", newValue) } }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { UIKitModel.stored(self, "keyboardAppearance") } set { UIKitModel.store(self, "keyboardAppearance", newValue) } }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { UIKitModel.stored(self, "returnKeyType") } set { UIKitModel.store(self, "returnKeyType", newValue) } }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { UIKitModel.stored(self, "enablesReturnKeyAutomatically") } set { UIKitModel.store(self, "enablesReturnKeyAutomatically", newValue) } }

    @preconcurrency open var isSecureTextEntry: Bool { get { UIKitModel.stored(self, "isSecureTextEntry") } set { UIKitModel.store(self, "isSecureTextEntry", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { UIKitModel.stored(self, "textContentType") } set { UIKitModel.store(self, "textContentType", newValue) } }

    @preconcurrency public override init(frame: CGRect) { super.init(frame: frame); model_init(frame: frame) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UISearchBar.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }
}

// MARK: - UISearchBar.Style

extension UISearchBar {

    @available(iOS 7.0, *)
    @preconcurrency public enum Style : UInt, @unchecked Sendable {

        case `default` = 0

        case prominent = 1

        case minimal = 2
    }
}

// MARK: - UIToolbar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIToolbar : UIView {

    @preconcurrency open var barStyle: UIBarStyle { get { UIKitModel.stored(self, "barStyle") } set { UIKitModel.store(self, "barStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { UIKitModel.stored(self, "barTintColor") } set { UIKitModel.store(self, "barTintColor", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { UIKitModel.stored(self, "isTranslucent") } set { UIKitModel.store(self, "isTranslucent", newValue) } }

    @preconcurrency open var items: [UIBarButtonItem]? { get { UIKitModel.stored(self, "items") } set { UIKitModel.store(self, "items", newValue) } }
}

// MARK: - UINavigationBar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationBar : UIView {

    @preconcurrency open var barStyle: UIBarStyle { get { UIKitModel.stored(self, "barStyle") } set { UIKitModel.store(self, "barStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { UIKitModel.stored(self, "barTintColor") } set { UIKitModel.store(self, "barTintColor", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { UIKitModel.stored(self, "isTranslucent") } set { UIKitModel.store(self, "isTranslucent", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var prefersLargeTitles: Bool { get { UIKitModel.stored(self, "prefersLargeTitles") } set { UIKitModel.store(self, "prefersLargeTitles", newValue) } }

    @preconcurrency open var items: [UINavigationItem]? { get { UIKitModel.stored(self, "items") } set { UIKitModel.store(self, "items", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var shadowImage: UIImage? { get { UIKitModel.stored(self, "shadowImage") } set { UIKitModel.store(self, "shadowImage", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var backIndicatorImage: UIImage? { get { UIKitModel.stored(self, "backIndicatorImage") } set { UIKitModel.store(self, "backIndicatorImage", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var backIndicatorTransitionMaskImage: UIImage? { get { UIKitModel.stored(self, "backIndicatorTransitionMaskImage") } set { UIKitModel.store(self, "backIndicatorTransitionMaskImage", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var titleTextAttributes: [NSAttributedString.Key : Any]? { get { UIKitModel.stored(self, "titleTextAttributes") } set { UIKitModel.store(self, "titleTextAttributes", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var largeTitleTextAttributes: [NSAttributedString.Key : Any]? { get { UIKitModel.stored(self, "largeTitleTextAttributes") } set { UIKitModel.store(self, "largeTitleTextAttributes", newValue) } }
}

// MARK: - UITabBar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBar : UIView {

    @available(iOS 7.0, *)
    @preconcurrency open var barStyle: UIBarStyle { get { UIKitModel.stored(self, "barStyle") } set { UIKitModel.store(self, "barStyle", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { UIKitModel.stored(self, "barTintColor") } set { UIKitModel.store(self, "barTintColor", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var isTranslucent: Bool { get { UIKitModel.stored(self, "isTranslucent") } set { UIKitModel.store(self, "isTranslucent", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var unselectedItemTintColor: UIColor? { get { UIKitModel.stored(self, "unselectedItemTintColor") } set { UIKitModel.store(self, "unselectedItemTintColor", newValue) } }

    @preconcurrency open var items: [UITabBarItem]? { get { UIKitModel.stored(self, "items") } set { UIKitModel.store(self, "items", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var itemPositioning: UITabBar.ItemPositioning { get { UIKitModel.stored(self, "itemPositioning") } set { UIKitModel.store(self, "itemPositioning", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var itemSpacing: CGFloat { get { UIKitModel.stored(self, "itemSpacing") } set { UIKitModel.store(self, "itemSpacing", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var itemWidth: CGFloat { get { UIKitModel.stored(self, "itemWidth") } set { UIKitModel.store(self, "itemWidth", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var backgroundImage: UIImage? { get { UIKitModel.stored(self, "backgroundImage") } set { UIKitModel.store(self, "backgroundImage", newValue) } }

    @available(iOS 6.0, *)
    @preconcurrency open var shadowImage: UIImage? { get { UIKitModel.stored(self, "shadowImage") } set { UIKitModel.store(self, "shadowImage", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var selectionIndicatorImage: UIImage? { get { UIKitModel.stored(self, "selectionIndicatorImage") } set { UIKitModel.store(self, "selectionIndicatorImage", newValue) } }
}

// MARK: - UIPickerView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIPickerView : UIView {

    @preconcurrency weak open var dataSource: (any UIPickerViewDataSource)? { get { UIKitModel.storedWeak(self, "dataSource") } set { UIKitModel.storeWeak(self, "dataSource", newValue) } }

    @preconcurrency weak open var delegate: (any UIPickerViewDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }
}

// MARK: - UIDatePicker

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIDatePicker : UIControl {

    @preconcurrency open var datePickerMode: UIDatePicker.Mode { get { UIKitModel.stored(self, "datePickerMode") } set { UIKitModel.store(self, "datePickerMode", newValue) } }

    @available(iOS 13.4, *)
    @preconcurrency open var preferredDatePickerStyle: UIDatePickerStyle { get { UIKitModel.stored(self, "preferredDatePickerStyle") } set { UIKitModel.store(self, "preferredDatePickerStyle", newValue) } }

    @preconcurrency open var date: Date { get { UIKitModel.stored(self, "date") } set { UIKitModel.store(self, "date", newValue) } }

    @preconcurrency open var minimumDate: Date? { get { UIKitModel.stored(self, "minimumDate") } set { UIKitModel.store(self, "minimumDate", newValue) } }

    @preconcurrency open var maximumDate: Date? { get { UIKitModel.stored(self, "maximumDate") } set { UIKitModel.store(self, "maximumDate", newValue) } }

    @preconcurrency open var minuteInterval: Int { get { UIKitModel.stored(self, "minuteInterval") } set { UIKitModel.store(self, "minuteInterval", newValue) } }

    @preconcurrency open var locale: Locale? { get { UIKitModel.stored(self, "locale") } set { UIKitModel.store(self, "locale", newValue) } }

    @preconcurrency open var countDownDuration: TimeInterval { get { UIKitModel.stored(self, "countDownDuration") } set { UIKitModel.store(self, "countDownDuration", newValue) } }
}

// MARK: - UIDatePicker.Mode

extension UIDatePicker {

    @preconcurrency public enum Mode : Int, @unchecked Sendable {

        case time = 0

        case date = 1

        case dateAndTime = 2

        case countDownTimer = 3
    }
}

// MARK: - UIDatePickerStyle

@available(iOS 13.4, *)
@preconcurrency public enum UIDatePickerStyle : Int, @unchecked Sendable {

    case automatic = 0

    case wheels = 1

    case compact = 2

    @available(iOS 14.0, *)
    case inline = 3
}

// MARK: - UITableView.SeparatorInsetReference

extension UITableView {

    @available(iOS 11.0, *)
    @preconcurrency public enum SeparatorInsetReference : Int, @unchecked Sendable {

        case fromCellEdges = 0

        case fromAutomaticInsets = 1
    }
}

// MARK: - UITableViewCell.FocusStyle

extension UITableViewCell {

    @available(iOS 9.0, *)
    @preconcurrency public enum FocusStyle : Int, @unchecked Sendable {

        case `default` = 0

        case custom = 1
    }
}

// MARK: - UITableViewHeaderFooterView

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UITableViewHeaderFooterView : UIView {

    @preconcurrency public init(reuseIdentifier: String?) { super.init(frame: .zero); model_init(reuseIdentifier: reuseIdentifier) }

    @preconcurrency open var contentView: UIView { model_contentView }

    @preconcurrency open var backgroundView: UIView? { get { UIKitModel.stored(self, "backgroundView") } set { UIKitModel.store(self, "backgroundView", newValue) } }

    @preconcurrency open func prepareForReuse() { model_prepareForReuse() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITableViewHeaderFooterView.init(coder:)") }

    @preconcurrency public convenience init() { self.init(frame: .zero) }

    @preconcurrency public convenience override init(frame: CGRect) { self.init(reuseIdentifier: nil); self.frame = frame; model_init(frame: frame) }
}

// MARK: - UICollectionViewFlowLayout.SectionInsetReference

extension UICollectionViewFlowLayout {

    @available(iOS 11.0, *)
    @preconcurrency public enum SectionInsetReference : Int, @unchecked Sendable {

        case fromContentInset = 0

        case fromSafeArea = 1

        case fromLayoutMargins = 2
    }
}

// MARK: - UIVibrancyEffect

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIVibrancyEffect : UIVisualEffect {

    @available(iOS 13.0, *)
    @preconcurrency public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.init() }

    @preconcurrency public convenience init(blurEffect: UIBlurEffect) { self.init() }
}

// MARK: - UIVibrancyEffectStyle

@available(iOS 13.0, *)
@preconcurrency public enum UIVibrancyEffectStyle : Int, @unchecked Sendable {

    case label = 0

    case secondaryLabel = 1

    case tertiaryLabel = 2

    case quaternaryLabel = 3

    case fill = 4

    case secondaryFill = 5

    case tertiaryFill = 6

    case separator = 7
}

// MARK: - UITabBar.ItemPositioning

extension UITabBar {

    @available(iOS 7.0, *)
    @preconcurrency public enum ItemPositioning : Int, @unchecked Sendable {

        case automatic = 0

        case fill = 1

        case centered = 2
    }
}

// MARK: - UIBarItem

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIBarItem : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency open var title: String? { get { model_title } set { model_title = newValue } }

    @preconcurrency open var image: UIImage? { get { model_image } set { model_image = newValue } }

    @available(iOS 5.0, *)
    @preconcurrency open var landscapeImagePhone: UIImage? { get { UIKitModel.stored(self, "landscapeImagePhone") } set { UIKitModel.store(self, "landscapeImagePhone", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var largeContentSizeImage: UIImage? { get { UIKitModel.stored(self, "largeContentSizeImage") } set { UIKitModel.store(self, "largeContentSizeImage", newValue) } }

    @preconcurrency open var isEnabled: Bool { get { model_isEnabled } set { model_isEnabled = newValue } }

    @preconcurrency open var tag: Int { get { model_tag } set { model_tag = newValue } }

    @preconcurrency open var imageInsets: UIEdgeInsets { get { UIKitModel.stored(self, "imageInsets") } set { UIKitModel.store(self, "imageInsets", newValue) } }

    @preconcurrency public override init() { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIBarItem.init(coder:)") }
}

// MARK: - UIBarButtonItem

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIBarButtonItem : UIBarItem {

    @preconcurrency public override init() { super.init(); model_init() }

    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency @MainActor public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init(); model_init(systemItem: systemItem, primaryAction: primaryAction, menu: menu) }

    @preconcurrency open var style: UIBarButtonItem.Style { get { UIKitModel.stored(self, "style") } set { UIKitModel.store(self, "style", newValue) } }

    @preconcurrency open var width: CGFloat { get { UIKitModel.stored(self, "width") } set { UIKitModel.store(self, "width", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var isSpringLoaded: Bool { get { UIKitModel.stored(self, "isSpringLoaded") } set { UIKitModel.store(self, "isSpringLoaded", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var tintColor: UIColor? { get { UIKitModel.stored(self, "tintColor") } set { UIKitModel.store(self, "tintColor", newValue) } }

    @preconcurrency open var customView: UIView? { get { UIKitModel.stored(self, "customView") } set { UIKitModel.store(self, "customView", newValue) } }

    @preconcurrency weak open var target: AnyObject? { get { UIKitModel.storedWeak(self, "target") } set { UIKitModel.storeWeak(self, "target", newValue) } }

    @preconcurrency open var action: Selector? { get { model_action } set { model_action = newValue } }

    @available(iOS 14.0, *)
    @preconcurrency open var primaryAction: UIAction? { get { model_primaryAction } set { model_primaryAction = newValue } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIBarButtonItem.init(coder:)") }
}

// MARK: - UIBarButtonItem.Style

extension UIBarButtonItem {

    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case plain = 0

        @available(iOS, introduced: 2.0, deprecated: 8.0, renamed: "UIBarButtonItem.Style.plain")
        case bordered = 1

        case done = 2
    }
}

// MARK: - UIBarButtonItem.SystemItem

extension UIBarButtonItem {

    @preconcurrency public enum SystemItem : Int, @unchecked Sendable {

        case done = 0

        case cancel = 1

        case edit = 2

        case save = 3

        case add = 4

        case flexibleSpace = 5

        case fixedSpace = 6

        case compose = 7

        case reply = 8

        case action = 9

        case organize = 10

        case bookmarks = 11

        case search = 12

        case refresh = 13

        case stop = 14

        case camera = 15

        case trash = 16

        case play = 17

        case pause = 18

        case rewind = 19

        case fastForward = 20

        @available(iOS 3.0, *)
        case undo = 21

        @available(iOS 3.0, *)
        case redo = 22

        @available(iOS, introduced: 4.0, deprecated: 11.0)
        case pageCurl = 23

        @available(iOS 13.0, *)
        case close = 24
    }
}

// MARK: - UITabBarItem

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBarItem : UIBarItem {

    @preconcurrency public override init() { super.init() }

    @preconcurrency public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { self.init(); model_init(tabBarSystemItem: systemItem, tag: tag) }

    @available(iOS 7.0, *)
    @preconcurrency open var selectedImage: UIImage? { get { UIKitModel.stored(self, "selectedImage") } set { UIKitModel.store(self, "selectedImage", newValue) } }

    @preconcurrency open var badgeValue: String? { get { UIKitModel.stored(self, "badgeValue") } set { UIKitModel.store(self, "badgeValue", newValue) } }

    @available(iOS 10.0, *)
    @preconcurrency open var badgeColor: UIColor? { get { UIKitModel.stored(self, "badgeColor") } set { UIKitModel.store(self, "badgeColor", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITabBarItem.init(coder:)") }
}

// MARK: - UITabBarItem.SystemItem

extension UITabBarItem {

    @preconcurrency public enum SystemItem : Int, @unchecked Sendable {

        case more = 0

        case favorites = 1

        case featured = 2

        case topRated = 3

        case recents = 4

        case contacts = 5

        case history = 6

        case bookmarks = 7

        case search = 8

        case downloads = 9

        case mostRecent = 10

        case mostViewed = 11
    }
}

// MARK: - UINavigationItem

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationItem : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public init(title: String) { super.init(); model_init(title: title) }

    @preconcurrency open var title: String? { get { model_title } set { model_title = newValue } }

    @preconcurrency open var prompt: String? { get { UIKitModel.stored(self, "prompt") } set { UIKitModel.store(self, "prompt", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var backButtonTitle: String? { get { UIKitModel.stored(self, "backButtonTitle") } set { UIKitModel.store(self, "backButtonTitle", newValue) } }

    @preconcurrency open var hidesBackButton: Bool { get { UIKitModel.stored(self, "hidesBackButton") } set { UIKitModel.store(self, "hidesBackButton", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var leftItemsSupplementBackButton: Bool { get { UIKitModel.stored(self, "leftItemsSupplementBackButton") } set { UIKitModel.store(self, "leftItemsSupplementBackButton", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { UIKitModel.stored(self, "largeTitleDisplayMode") } set { UIKitModel.store(self, "largeTitleDisplayMode", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode { get { UIKitModel.stored(self, "backButtonDisplayMode") } set { UIKitModel.store(self, "backButtonDisplayMode", newValue) } }

    @available(iOS 11.0, *)
    @preconcurrency open var hidesSearchBarWhenScrolling: Bool { get { UIKitModel.stored(self, "hidesSearchBarWhenScrolling") } set { UIKitModel.store(self, "hidesSearchBarWhenScrolling", newValue) } }

    @preconcurrency open var leftBarButtonItem: UIBarButtonItem? { get { model_leftBarButtonItem } set { model_leftBarButtonItem = newValue } }

    @preconcurrency open var rightBarButtonItem: UIBarButtonItem? { get { model_rightBarButtonItem } set { model_rightBarButtonItem = newValue } }

    @preconcurrency open var backBarButtonItem: UIBarButtonItem? { get { UIKitModel.stored(self, "backBarButtonItem") } set { UIKitModel.store(self, "backBarButtonItem", newValue) } }

    @available(iOS 5.0, *)
    @preconcurrency open var leftBarButtonItems: [UIBarButtonItem]? { get { model_leftBarButtonItems } set { model_leftBarButtonItems = newValue } }

    @available(iOS 5.0, *)
    @preconcurrency open var rightBarButtonItems: [UIBarButtonItem]? { get { model_rightBarButtonItems } set { model_rightBarButtonItems = newValue } }

    @preconcurrency open var titleView: UIView? { get { model_titleView } set { model_titleView = newValue } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UINavigationItem.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(title: ""); self.title = nil }
}

// MARK: - UINavigationItem.LargeTitleDisplayMode

extension UINavigationItem {

    @preconcurrency public enum LargeTitleDisplayMode : Int, @unchecked Sendable {

        case automatic = 0

        case always = 1

        case never = 2
    }
}

// MARK: - UINavigationItem.BackButtonDisplayMode

extension UINavigationItem {

    @preconcurrency public enum BackButtonDisplayMode : Int, @unchecked Sendable {

        case `default` = 0

        case generic = 1

        case minimal = 2
    }
}

// MARK: - UIModalPresentationStyle

@preconcurrency public enum UIModalPresentationStyle : Int, @unchecked Sendable {

    case fullScreen = 0

    @available(iOS 3.2, *)
    case pageSheet = 1

    @available(iOS 3.2, *)
    case formSheet = 2

    @available(iOS 3.2, *)
    case currentContext = 3

    @available(iOS 7.0, *)
    case custom = 4

    @available(iOS 8.0, *)
    case overFullScreen = 5

    @available(iOS 8.0, *)
    case overCurrentContext = 6

    @available(iOS 8.0, *)
    case popover = 7

    @available(iOS 7.0, *)
    case none = -1

    @available(iOS 13.0, *)
    case automatic = -2
}

// MARK: - UIModalTransitionStyle

@preconcurrency public enum UIModalTransitionStyle : Int, @unchecked Sendable {

    case coverVertical = 0

    case flipHorizontal = 1

    case crossDissolve = 2

    @available(iOS 3.2, *)
    case partialCurl = 3
}

// MARK: - UIRectEdge

@available(iOS 7.0, *)
@preconcurrency public struct UIRectEdge : OptionSet, @unchecked Sendable {

    public var rawValue: UInt

    @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

    @preconcurrency public static var top: UIRectEdge { UIRectEdge(rawValue: 1) }

    @preconcurrency public static var left: UIRectEdge { UIRectEdge(rawValue: 2) }

    @preconcurrency public static var bottom: UIRectEdge { UIRectEdge(rawValue: 4) }

    @preconcurrency public static var right: UIRectEdge { UIRectEdge(rawValue: 8) }

    @preconcurrency public static var all: UIRectEdge { UIRectEdge(rawValue: 15) }
}

// MARK: - IndexPath

extension IndexPath {
    public var section: Int { get { model_section } set { model_section = newValue } }
    public var row: Int { get { model_row } set { model_row = newValue } }
}

// MARK: - UITableViewController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITableViewController : UIViewController, UITableViewDelegate, UITableViewDataSource {

    @available(iOS 3.2, *)
    @preconcurrency open var clearsSelectionOnViewWillAppear: Bool { get { UIKitModel.stored(self, "clearsSelectionOnViewWillAppear") } set { UIKitModel.store(self, "clearsSelectionOnViewWillAppear", newValue) } }

    @preconcurrency open var tableView: UITableView! { get { model_tableView } set { model_tableView = newValue } }

    @available(iOS 6.0, *)
    @preconcurrency open var refreshControl: UIRefreshControl? { get { UIKitModel.stored(self, "refreshControl") } set { UIKitModel.store(self, "refreshControl", newValue) } }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func numberOfSections(in tableView: UITableView) -> Int { model_numberOfSections(in: tableView) }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model_tableView(tableView, numberOfRowsInSection: section) }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UIKitModel.notModelled("UITableViewController.tableView(_:cellForRowAt:)") }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { UIKitModel.notModelled("UITableViewController.tableView(_:titleForHeaderInSection:)") }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { UIKitModel.notModelled("UITableViewController.tableView(_:titleForFooterInSection:)") }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UIKitModel.notModelled("UITableViewController.tableView(_:heightForRowAt:)") }

    @available(iOS 2.0, *)
    @preconcurrency open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { model_tableView(tableView, didSelectRowAt: indexPath) }

    @available(iOS 2.0, *)
    @preconcurrency open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { model_tableView(tableView, accessoryButtonTappedForRowWith: indexPath) }

    @preconcurrency public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil); model_init(style: style) }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UITableViewController.init(coder:)") }

    @preconcurrency public convenience init() { self.init(nibName: nil, bundle: nil) }
}

// MARK: - UICollectionViewController

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewController : UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {

    @preconcurrency open var collectionView: UICollectionView! { get { model_collectionView } set { model_collectionView = newValue } }

    @available(iOS 6.0, *)
    @preconcurrency open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { model_collectionView(collectionView, didSelectItemAt: indexPath) }

    @preconcurrency open var clearsSelectionOnViewWillAppear: Bool { get { UIKitModel.stored(self, "clearsSelectionOnViewWillAppear") } set { UIKitModel.store(self, "clearsSelectionOnViewWillAppear", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var installsStandardGestureForInteractiveMovement: Bool { get { UIKitModel.stored(self, "installsStandardGestureForInteractiveMovement") } set { UIKitModel.store(self, "installsStandardGestureForInteractiveMovement", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var useLayoutToLayoutNavigationTransitions: Bool { get { UIKitModel.stored(self, "useLayoutToLayoutNavigationTransitions") } set { UIKitModel.store(self, "useLayoutToLayoutNavigationTransitions", newValue) } }

    @preconcurrency public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil); model_init(collectionViewLayout: layout) }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UICollectionViewController.init(coder:)") }

    @preconcurrency public convenience init() { self.init(nibName: nil, bundle: nil) }
}

// MARK: - UINavigationController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationController : UIViewController {

    @preconcurrency open var viewControllers: [UIViewController] { get { model_viewControllers } set { model_viewControllers = newValue } }

    @preconcurrency open var topViewController: UIViewController? { model_topViewController }

    @preconcurrency open func pushViewController(_ viewController: UIViewController, animated: Bool) { model_pushViewController(viewController, animated: animated) }

    @preconcurrency @discardableResult open func popViewController(animated: Bool) -> UIViewController? { model_popViewController(animated: animated) }

    @preconcurrency @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { model_popToRootViewController(animated: animated) }

    @preconcurrency @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { model_popToViewController(viewController, animated: animated) }

    @preconcurrency open var isNavigationBarHidden: Bool { get { UIKitModel.stored(self, "isNavigationBarHidden") } set { UIKitModel.store(self, "isNavigationBarHidden", newValue) } }

    @available(iOS 3.0, *)
    @preconcurrency open var isToolbarHidden: Bool { get { UIKitModel.stored(self, "isToolbarHidden") } set { UIKitModel.store(self, "isToolbarHidden", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsOnSwipe: Bool { get { UIKitModel.stored(self, "hidesBarsOnSwipe") } set { UIKitModel.store(self, "hidesBarsOnSwipe", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsOnTap: Bool { get { UIKitModel.stored(self, "hidesBarsOnTap") } set { UIKitModel.store(self, "hidesBarsOnTap", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsWhenKeyboardAppears: Bool { get { UIKitModel.stored(self, "hidesBarsWhenKeyboardAppears") } set { UIKitModel.store(self, "hidesBarsWhenKeyboardAppears", newValue) } }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsWhenVerticallyCompact: Bool { get { UIKitModel.stored(self, "hidesBarsWhenVerticallyCompact") } set { UIKitModel.store(self, "hidesBarsWhenVerticallyCompact", newValue) } }

    @preconcurrency open var navigationBar: UINavigationBar { model_navigationBar }

    @available(iOS 3.0, *)
    @preconcurrency open var toolbar: UIToolbar! { model_toolbar }

    @available(iOS 5.0, *)
    @preconcurrency public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { super.init(nibName: nil, bundle: nil); model_init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass) }

    @preconcurrency public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil); model_init(rootViewController: rootViewController) }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }

    @preconcurrency public required init?(coder aDecoder: NSCoder) { UIKitModel.notModelled("UINavigationController.init(coder:)") }

    @preconcurrency public convenience init() { self.init(nibName: nil, bundle: nil) }
}

// MARK: - UITabBarController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBarController : UIViewController {

    @available(iOS 3.0, *)
    @preconcurrency open var tabBar: UITabBar { model_tabBar }

    @preconcurrency open var viewControllers: [UIViewController]? { get { model_viewControllers } set { model_viewControllers = newValue } }

    @preconcurrency open var selectedIndex: Int { get { model_selectedIndex } set { model_selectedIndex = newValue } }

    @preconcurrency open var selectedViewController: UIViewController? { get { model_selectedViewController } set { model_selectedViewController = newValue } }
}

// MARK: - UISplitViewController

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UISplitViewController : UIViewController {

    @available(iOS 14.0, *)
    @preconcurrency public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil); model_init(style: style) }

    @preconcurrency open var viewControllers: [UIViewController] { get { model_viewControllers } set { model_viewControllers = newValue } }

    @available(iOS 14.0, *)
    @preconcurrency open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { model_setViewController(vc, for: column) }

    @available(iOS 8.0, *)
    @preconcurrency open var preferredDisplayMode: UISplitViewController.DisplayMode { get { UIKitModel.stored(self, "preferredDisplayMode") } set { UIKitModel.store(self, "preferredDisplayMode", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var preferredSplitBehavior: UISplitViewController.SplitBehavior { get { UIKitModel.stored(self, "preferredSplitBehavior") } set { UIKitModel.store(self, "preferredSplitBehavior", newValue) } }

    @available(iOS 13.0, *)
    @preconcurrency open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle { get { UIKitModel.stored(self, "primaryBackgroundStyle") } set { UIKitModel.store(self, "primaryBackgroundStyle", newValue) } }

    @available(iOS 5.1, *)
    @preconcurrency open var presentsWithGesture: Bool { get { UIKitModel.stored(self, "presentsWithGesture") } set { UIKitModel.store(self, "presentsWithGesture", newValue) } }

    @available(iOS 14.0, *)
    @preconcurrency open var showsSecondaryOnlyButton: Bool { get { UIKitModel.stored(self, "showsSecondaryOnlyButton") } set { UIKitModel.store(self, "showsSecondaryOnlyButton", newValue) } }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UISplitViewController.init(coder:)") }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }

    @preconcurrency public convenience init() { self.init(nibName: nil, bundle: nil) }
}

// MARK: - UISplitViewController.DisplayMode

extension UISplitViewController {

    @available(iOS 8.0, *)
    @preconcurrency public enum DisplayMode : Int, @unchecked Sendable {

        case automatic = 0

        case secondaryOnly = 1

        case oneBesideSecondary = 2

        case oneOverSecondary = 3

        @available(iOS 14.0, *)
        case twoBesideSecondary = 4

        @available(iOS 14.0, *)
        case twoOverSecondary = 5

        @available(iOS 14.0, *)
        case twoDisplaceSecondary = 6

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        @preconcurrency public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        @preconcurrency public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        @preconcurrency public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }
    }
}

// MARK: - UISplitViewController.SplitBehavior

extension UISplitViewController {

    @available(iOS 14.0, *)
    @preconcurrency public enum SplitBehavior : Int, @unchecked Sendable {

        case automatic = 0

        case tile = 1

        case overlay = 2

        case displace = 3
    }
}

// MARK: - UISplitViewController.BackgroundStyle

extension UISplitViewController {

    @available(iOS 13.0, *)
    @preconcurrency public enum BackgroundStyle : Int, @unchecked Sendable {

        case none = 0

        case sidebar = 1
    }
}

// MARK: - UISplitViewController.Style

extension UISplitViewController {

    @available(iOS 14.0, *)
    @preconcurrency public enum Style : Int, @unchecked Sendable {

        case unspecified = 0

        case doubleColumn = 1

        case tripleColumn = 2
    }
}

// MARK: - UISplitViewController.Column

extension UISplitViewController {

    @available(iOS 14.0, *)
    @preconcurrency public enum Column : Int, @unchecked Sendable {

        case primary = 0

        case supplementary = 1

        case secondary = 2

        case compact = 3
    }
}

// MARK: - UIPageViewController

@available(iOS 5.0, *)
@MainActor @preconcurrency open class UIPageViewController : UIViewController {

    @preconcurrency public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey : Any]? = nil) { super.init(nibName: nil, bundle: nil) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIPageViewController.init(coder:)") }

    @preconcurrency public convenience init() { self.init(nibName: nil, bundle: nil) }

    @preconcurrency public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { self.init(nibName: nil, bundle: nil); model_init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
}

// MARK: - UIPageViewController.OptionsKey

extension UIPageViewController {

    @preconcurrency public struct OptionsKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

        public var rawValue: String

        @preconcurrency public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// MARK: - UIPageViewController.TransitionStyle

extension UIPageViewController {

    @preconcurrency public enum TransitionStyle : Int, @unchecked Sendable {

        case pageCurl = 0

        case scroll = 1
    }
}

// MARK: - UIPageViewController.NavigationOrientation

extension UIPageViewController {

    @preconcurrency public enum NavigationOrientation : Int, @unchecked Sendable {

        case horizontal = 0

        case vertical = 1
    }
}

// MARK: - UINib

@available(iOS 4.0, *)
@MainActor @preconcurrency open class UINib : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init() }
}

// MARK: - UIScrollViewDelegate

@MainActor @preconcurrency public protocol UIScrollViewDelegate : NSObjectProtocol {
}

// MARK: - UIBarPositioningDelegate

@MainActor @preconcurrency public protocol UIBarPositioningDelegate : NSObjectProtocol {
}

// MARK: - UITableViewDataSource

@MainActor @preconcurrency public protocol UITableViewDataSource : NSObjectProtocol {
}

// MARK: - UITableViewDelegate

@MainActor @preconcurrency public protocol UITableViewDelegate : UIScrollViewDelegate {
}

// MARK: - UICollectionViewDataSource

@MainActor @preconcurrency public protocol UICollectionViewDataSource : NSObjectProtocol {
}

// MARK: - UICollectionViewDelegate

@MainActor @preconcurrency public protocol UICollectionViewDelegate : UIScrollViewDelegate {
}

// MARK: - UICollectionViewDragDelegate

@available(iOS 11.0, *)
@MainActor @preconcurrency public protocol UICollectionViewDragDelegate : NSObjectProtocol {
}

// MARK: - UICollectionViewDropDelegate

@available(iOS 11.0, *)
@MainActor @preconcurrency public protocol UICollectionViewDropDelegate : NSObjectProtocol {
}

// MARK: - UIPickerViewDataSource

@MainActor @preconcurrency public protocol UIPickerViewDataSource : NSObjectProtocol {
}

// MARK: - UIPickerViewDelegate

@MainActor @preconcurrency public protocol UIPickerViewDelegate : NSObjectProtocol {
}

// MARK: - UITextFieldDelegate

@MainActor @preconcurrency public protocol UITextFieldDelegate : NSObjectProtocol {
}

// MARK: - UITextViewDelegate

@MainActor @preconcurrency public protocol UITextViewDelegate : UIScrollViewDelegate {
}

// MARK: - UISearchBarDelegate

@MainActor @preconcurrency public protocol UISearchBarDelegate : UIBarPositioningDelegate {
}

// MARK: - UIGestureRecognizerDelegate

@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate : NSObjectProtocol {
}

// MARK: - UIViewControllerRestoration

@MainActor @preconcurrency public protocol UIViewControllerRestoration {

    @available(iOS 2.0, *)
    @discardableResult static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

// MARK: - UIEvent

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIEvent : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()
}

// MARK: - UIApplication

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIApplication : UIResponder {

    @preconcurrency open class var shared: UIApplication { model_shared }

    @preconcurrency @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { model_sendAction(action, to: target, from: sender, for: event) }
}

// MARK: - UIStoryboardSegue

@available(iOS 5.0, *)
@MainActor @preconcurrency open class UIStoryboardSegue : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public init(identifier: String?, source: UIViewController, destination: UIViewController) { super.init(); model_init(identifier: identifier, source: source, destination: destination) }

    @available(iOS 6.0, *)
    @preconcurrency public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) { self.init(identifier: identifier, source: source, destination: destination); model_init(identifier: identifier, source: source, destination: destination, performHandler: performHandler) }

    @preconcurrency open var identifier: String? { model_identifier }

    @preconcurrency open var source: UIViewController { model_source }

    @preconcurrency open var destination: UIViewController { model_destination }

    @preconcurrency open func perform() { model_perform() }

    @preconcurrency public convenience override init() { UIKitModel.notModelled("UIStoryboardSegue.init()") }
}

// MARK: - UIPresentationController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIPresentationController : NSObject, UITraitEnvironment {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { super.init(); model_init(presentedViewController: presentedViewController, presenting: presentingViewController) }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { UIKitModel.notModelled("UIPresentationController.traitCollection") }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { UIKitModel.notModelled("UIPresentationController.traitCollectionDidChange(_:)") }

    @preconcurrency public convenience override init() { UIKitModel.notModelled("UIPresentationController.init()") }
}

// MARK: - UIWindow

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIWindow : UIView {

    @available(iOS 4.0, *)
    @preconcurrency open var rootViewController: UIViewController? { get { UIKitModel.stored(self, "rootViewController") } set { UIKitModel.store(self, "rootViewController", newValue) } }

    @preconcurrency open func makeKeyAndVisible() { UIKitModel.notModelled("UIWindow.makeKeyAndVisible()") }
}

// MARK: - UIPopoverPresentationController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIPopoverPresentationController : UIPresentationController {

    @preconcurrency open var sourceView: UIView? { get { UIKitModel.stored(self, "sourceView") } set { UIKitModel.store(self, "sourceView", newValue) } }

    @preconcurrency open var sourceRect: CGRect { get { UIKitModel.stored(self, "sourceRect") } set { UIKitModel.store(self, "sourceRect", newValue) } }

    @available(iOS, introduced: 8.0, deprecated: 100000)
    @preconcurrency open var barButtonItem: UIBarButtonItem? { get { UIKitModel.stored(self, "barButtonItem") } set { UIKitModel.store(self, "barButtonItem", newValue) } }

    @preconcurrency open var permittedArrowDirections: UIPopoverArrowDirection { get { UIKitModel.stored(self, "permittedArrowDirections") } set { UIKitModel.store(self, "permittedArrowDirections", newValue) } }
}

// MARK: - UIPopoverArrowDirection

@preconcurrency public struct UIPopoverArrowDirection : OptionSet, @unchecked Sendable {

    public var rawValue: UInt

    @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

    @preconcurrency public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1) }

    @preconcurrency public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 2) }

    @preconcurrency public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 4) }

    @preconcurrency public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 8) }

    @preconcurrency public static var any: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 15) }

    @preconcurrency public static var unknown: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 18446744073709551615) }
}

// MARK: - UIGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UIGestureRecognizer : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public convenience override init() { self.init(target: nil, action: nil) }

    @preconcurrency weak open var delegate: (any UIGestureRecognizerDelegate)? { get { UIKitModel.storedWeak(self, "delegate") } set { UIKitModel.storeWeak(self, "delegate", newValue) } }

    @preconcurrency open var isEnabled: Bool { get { UIKitModel.stored(self, "isEnabled") } set { UIKitModel.store(self, "isEnabled", newValue) } }

    @preconcurrency open var cancelsTouchesInView: Bool { get { UIKitModel.stored(self, "cancelsTouchesInView") } set { UIKitModel.store(self, "cancelsTouchesInView", newValue) } }

    @preconcurrency open var delaysTouchesBegan: Bool { get { UIKitModel.stored(self, "delaysTouchesBegan") } set { UIKitModel.store(self, "delaysTouchesBegan", newValue) } }

    @preconcurrency open var delaysTouchesEnded: Bool { get { UIKitModel.stored(self, "delaysTouchesEnded") } set { UIKitModel.store(self, "delaysTouchesEnded", newValue) } }

    @available(iOS 9.2, *)
    @preconcurrency open var requiresExclusiveTouchType: Bool { get { UIKitModel.stored(self, "requiresExclusiveTouchType") } set { UIKitModel.store(self, "requiresExclusiveTouchType", newValue) } }

    @preconcurrency open func addTarget(_ target: Any, action: Selector) { model_addTarget(target, action: action) }

    @preconcurrency public init(target: Any?, action: Selector?) { super.init(); model_init(target: target, action: action) }
}

// MARK: - UITapGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UITapGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var numberOfTapsRequired: Int { get { UIKitModel.stored(self, "numberOfTapsRequired") } set { UIKitModel.store(self, "numberOfTapsRequired", newValue) } }

    @preconcurrency open var numberOfTouchesRequired: Int { get { UIKitModel.stored(self, "numberOfTouchesRequired") } set { UIKitModel.store(self, "numberOfTouchesRequired", newValue) } }
}

// MARK: - UISwipeGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UISwipeGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var direction: UISwipeGestureRecognizer.Direction { get { UIKitModel.stored(self, "direction") } set { UIKitModel.store(self, "direction", newValue) } }

    @preconcurrency open var numberOfTouchesRequired: Int { get { UIKitModel.stored(self, "numberOfTouchesRequired") } set { UIKitModel.store(self, "numberOfTouchesRequired", newValue) } }
}

// MARK: - UISwipeGestureRecognizer.Direction

extension UISwipeGestureRecognizer {

    @preconcurrency public struct Direction : OptionSet, @unchecked Sendable {

        public var rawValue: UInt

        @preconcurrency public init(rawValue: UInt) { self.rawValue = rawValue }

        @preconcurrency public static var right: UISwipeGestureRecognizer.Direction { UISwipeGestureRecognizer.Direction(rawValue: 1) }

        @preconcurrency public static var left: UISwipeGestureRecognizer.Direction { UISwipeGestureRecognizer.Direction(rawValue: 2) }

        @preconcurrency public static var up: UISwipeGestureRecognizer.Direction { UISwipeGestureRecognizer.Direction(rawValue: 4) }

        @preconcurrency public static var down: UISwipeGestureRecognizer.Direction { UISwipeGestureRecognizer.Direction(rawValue: 8) }
    }
}

// MARK: - UIPanGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UIPanGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var minimumNumberOfTouches: Int { get { UIKitModel.stored(self, "minimumNumberOfTouches") } set { UIKitModel.store(self, "minimumNumberOfTouches", newValue) } }

    @preconcurrency open var maximumNumberOfTouches: Int { get { UIKitModel.stored(self, "maximumNumberOfTouches") } set { UIKitModel.store(self, "maximumNumberOfTouches", newValue) } }
}

// MARK: - UIScreenEdgePanGestureRecognizer

@available(iOS 7.0, *)
@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer {

    @preconcurrency open var edges: UIRectEdge { get { UIKitModel.stored(self, "edges") } set { UIKitModel.store(self, "edges", newValue) } }
}

// MARK: - UILongPressGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UILongPressGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var minimumPressDuration: TimeInterval { get { UIKitModel.stored(self, "minimumPressDuration") } set { UIKitModel.store(self, "minimumPressDuration", newValue) } }

    @preconcurrency open var allowableMovement: CGFloat { get { UIKitModel.stored(self, "allowableMovement") } set { UIKitModel.store(self, "allowableMovement", newValue) } }

    @preconcurrency open var numberOfTapsRequired: Int { get { UIKitModel.stored(self, "numberOfTapsRequired") } set { UIKitModel.store(self, "numberOfTapsRequired", newValue) } }

    @preconcurrency open var numberOfTouchesRequired: Int { get { UIKitModel.stored(self, "numberOfTouchesRequired") } set { UIKitModel.store(self, "numberOfTouchesRequired", newValue) } }
}

// MARK: - UIPinchGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UIPinchGestureRecognizer : UIGestureRecognizer {
}

// MARK: - UIRotationGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UIRotationGestureRecognizer : UIGestureRecognizer {
}

// MARK: - UIHoverGestureRecognizer

@available(iOS 13.0, *)
@preconcurrency open class UIHoverGestureRecognizer : UIGestureRecognizer {
}

// MARK: - NSParagraphStyle

@available(iOS 6.0, *)
@preconcurrency open class NSParagraphStyle : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()
}

@available(*, unavailable)
extension NSParagraphStyle : @unchecked Sendable {
}

// MARK: - NSMutableParagraphStyle

@available(iOS 6.0, *)
@preconcurrency open class NSMutableParagraphStyle : NSParagraphStyle {

    @preconcurrency open var alignment: NSTextAlignment { get { UIKitModel.stored(self, "alignment") } set { UIKitModel.store(self, "alignment", newValue) } }

    @preconcurrency open var lineBreakMode: NSLineBreakMode { get { UIKitModel.stored(self, "lineBreakMode") } set { UIKitModel.store(self, "lineBreakMode", newValue) } }

    @preconcurrency open var baseWritingDirection: NSWritingDirection { get { UIKitModel.stored(self, "baseWritingDirection") } set { UIKitModel.store(self, "baseWritingDirection", newValue) } }

    @preconcurrency open var lineSpacing: CGFloat { get { UIKitModel.stored(self, "lineSpacing") } set { UIKitModel.store(self, "lineSpacing", newValue) } }

    @preconcurrency open var paragraphSpacing: CGFloat { get { UIKitModel.stored(self, "paragraphSpacing") } set { UIKitModel.store(self, "paragraphSpacing", newValue) } }

    @preconcurrency open var headIndent: CGFloat { get { UIKitModel.stored(self, "headIndent") } set { UIKitModel.store(self, "headIndent", newValue) } }

    @preconcurrency open var tailIndent: CGFloat { get { UIKitModel.stored(self, "tailIndent") } set { UIKitModel.store(self, "tailIndent", newValue) } }

    @preconcurrency open var firstLineHeadIndent: CGFloat { get { UIKitModel.stored(self, "firstLineHeadIndent") } set { UIKitModel.store(self, "firstLineHeadIndent", newValue) } }

    @preconcurrency open var minimumLineHeight: CGFloat { get { UIKitModel.stored(self, "minimumLineHeight") } set { UIKitModel.store(self, "minimumLineHeight", newValue) } }

    @preconcurrency open var maximumLineHeight: CGFloat { get { UIKitModel.stored(self, "maximumLineHeight") } set { UIKitModel.store(self, "maximumLineHeight", newValue) } }

    @preconcurrency open var lineHeightMultiple: CGFloat { get { UIKitModel.stored(self, "lineHeightMultiple") } set { UIKitModel.store(self, "lineHeightMultiple", newValue) } }

    @preconcurrency open var paragraphSpacingBefore: CGFloat { get { UIKitModel.stored(self, "paragraphSpacingBefore") } set { UIKitModel.store(self, "paragraphSpacingBefore", newValue) } }

    @preconcurrency open var hyphenationFactor: Float { get { UIKitModel.stored(self, "hyphenationFactor") } set { UIKitModel.store(self, "hyphenationFactor", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var defaultTabInterval: CGFloat { get { UIKitModel.stored(self, "defaultTabInterval") } set { UIKitModel.store(self, "defaultTabInterval", newValue) } }

    @available(iOS 9.0, *)
    @preconcurrency open var allowsDefaultTighteningForTruncation: Bool { get { UIKitModel.stored(self, "allowsDefaultTighteningForTruncation") } set { UIKitModel.store(self, "allowsDefaultTighteningForTruncation", newValue) } }

    @available(iOS 7.0, *)
    @preconcurrency open var tabStops: [NSTextTab]! { get { UIKitModel.stored(self, "tabStops") } set { UIKitModel.store(self, "tabStops", newValue) } }
}

// MARK: - NSTextTab

@available(iOS 7.0, *)
@preconcurrency open class NSTextTab : NSObject {
    private let modelCFInfo = UIKitModelCFInfo()

    @preconcurrency public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey : Any] = [:]) { super.init() }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("NSTextTab.init(coder:)") }

    @preconcurrency public convenience override init() { self.init(textAlignment: .natural, location: 0, options: [:]) }
}

@available(*, unavailable)
extension NSTextTab : @unchecked Sendable {
}

// MARK: - NSWritingDirection

@available(iOS 6.0, *)
@preconcurrency public enum NSWritingDirection : Int, @unchecked Sendable {

    case natural = -1

    case leftToRight = 0

    case rightToLeft = 1
}

// MARK: - NSUnderlineStyle

@available(iOS 6.0, *)
@preconcurrency public struct NSUnderlineStyle : OptionSet, @unchecked Sendable {

    public var rawValue: Int

    @preconcurrency public init(rawValue: Int) { self.rawValue = rawValue }

    @preconcurrency public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }

    @available(iOS 7.0, *)
    @preconcurrency public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 2) }

    @available(iOS 7.0, *)
    @preconcurrency public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 9) }

    @available(iOS 7.0, *)
    @preconcurrency public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 256) }

    @available(iOS 7.0, *)
    @preconcurrency public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 512) }

    @available(iOS 7.0, *)
    @preconcurrency public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 768) }

    @available(iOS 7.0, *)
    @preconcurrency public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1024) }

    @available(iOS 7.0, *)
    @preconcurrency public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 32768) }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension NSUnderlineStyle : Hashable {
}

// MARK: - NSAttributedString.Key

extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    @preconcurrency public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.foregroundColor") }
    @available(iOS 6.0, *)
    @preconcurrency public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.backgroundColor") }
    @available(iOS 6.0, *)
    @preconcurrency public static var font: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.font") }
    @available(iOS 6.0, *)
    @preconcurrency public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.paragraphStyle") }
    @available(iOS 6.0, *)
    @preconcurrency public static var kern: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.kern") }
    @available(iOS 6.0, *)
    @preconcurrency public static var ligature: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.ligature") }
    @available(iOS 6.0, *)
    @preconcurrency public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.underlineStyle") }
    @available(iOS 6.0, *)
    @preconcurrency public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.strikethroughStyle") }
    @available(iOS 7.0, *)
    @preconcurrency public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.baselineOffset") }
    @available(iOS 6.0, *)
    @preconcurrency public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.strokeWidth") }
    @available(iOS 6.0, *)
    @preconcurrency public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.strokeColor") }
    @available(iOS 7.0, *)
    @preconcurrency public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.underlineColor") }
    @available(iOS 7.0, *)
    @preconcurrency public static var obliqueness: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.obliqueness") }
    @available(iOS 7.0, *)
    @preconcurrency public static var expansion: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSAttributedString.Key.expansion") }
}

// MARK: - UIMenu

@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIMenu : UIMenuElement {
    override init(modelDesignated: Void) { super.init(modelDesignated: ()) }

    @preconcurrency public required init?(coder: NSCoder) { UIKitModel.notModelled("UIMenu.init(coder:)") }

    @preconcurrency public convenience init() { UIKitModel.notModelled("UIMenu.init()") }
}

// MARK: - NSTextTab.OptionKey

extension NSTextTab {

    @preconcurrency public struct OptionKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

        public var rawValue: String

        @preconcurrency public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// MARK: - _UIKitNumericRawRepresentable (Swift overlay)

@available(swift 4) public protocol _UIKitNumericRawRepresentable : Comparable, RawRepresentable where Self.RawValue : Comparable, Self.RawValue : Numeric {
}

extension _UIKitNumericRawRepresentable {

    public static func < (lhs: Self, rhs: Self) -> Bool { UIKitModel.notModelled("_UIKitNumericRawRepresentable.public static func < (lhs: Self, rhs: Self) -> Bool") }

    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }

    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }

    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }

    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { lhs.rawValue - rhs.rawValue }

    public static func += (lhs: inout Self, rhs: Self.RawValue) { lhs = Self(rawValue: lhs.rawValue + rhs)! }

    public static func -= (lhs: inout Self, rhs: Self.RawValue) { lhs = Self(rawValue: lhs.rawValue - rhs)! }
}
