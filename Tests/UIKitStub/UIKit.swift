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

    public init(_ str: String) { fatalError() }

    public init(stringLiteral value: String) { fatalError() }

    public typealias ExtendedGraphemeClusterLiteralType = String

    public typealias StringLiteralType = String

    public typealias UnicodeScalarLiteralType = String

    public var description: String { fatalError() }
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

    @preconcurrency open var cornerRadius: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var borderWidth: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var borderColor: CGColor? { get { fatalError() } set {} }

    @preconcurrency open var masksToBounds: Bool { get { fatalError() } set {} }

    @preconcurrency open var shadowColor: CGColor? { get { fatalError() } set {} }

    @preconcurrency open var shadowOpacity: Float { get { fatalError() } set {} }

    @preconcurrency open var shadowRadius: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var shadowOffset: CGSize { get { fatalError() } set {} }

    @preconcurrency open var zPosition: CGFloat { get { fatalError() } set {} }

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public init(layer: Any) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
}

// MARK: - NSObject

extension NSObject {
    @preconcurrency public func setValue(_ value: Any?, forKeyPath keyPath: String) { fatalError() }
    @preconcurrency public func setValue(_ value: Any?, forKey key: String) { fatalError() }
    @preconcurrency public func awakeFromNib() { fatalError() }
    @preconcurrency public var isAccessibilityElement: Bool { get { fatalError() } set {} }
    @preconcurrency public var accessibilityLabel: String? { get { fatalError() } set {} }
    @preconcurrency public var accessibilityHint: String? { get { fatalError() } set {} }
    @preconcurrency public var accessibilityValue: String? { get { fatalError() } set {} }
    @preconcurrency public var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set {} }
}

// MARK: - UIResponder

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIResponder : NSObject {

    @preconcurrency open var next: UIResponder? { fatalError() }

    @preconcurrency open var canBecomeFirstResponder: Bool { fatalError() }

    @preconcurrency @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }

    @preconcurrency open var canResignFirstResponder: Bool { fatalError() }

    @preconcurrency @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

    @preconcurrency open var isFirstResponder: Bool { fatalError() }
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

    @preconcurrency open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }

    @preconcurrency open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }

    @preconcurrency open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }

    @available(iOS 12.0, *)
    @preconcurrency open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }

    @preconcurrency open var displayScale: CGFloat { fatalError() }

    @preconcurrency public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }

    @preconcurrency public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
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

    @preconcurrency public init(frame: CGRect) { fatalError() }

    @preconcurrency open var layer: CALayer { fatalError() }

    @preconcurrency open func addSubview(_ view: UIView) { fatalError() }

    @preconcurrency open func insertSubview(_ view: UIView, at index: Int) { fatalError() }

    @preconcurrency open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }

    @preconcurrency open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }

    @preconcurrency open func bringSubviewToFront(_ view: UIView) { fatalError() }

    @preconcurrency open func sendSubviewToBack(_ view: UIView) { fatalError() }

    @preconcurrency open func removeFromSuperview() { fatalError() }

    @preconcurrency open var subviews: [UIView] { fatalError() }

    @preconcurrency open var superview: UIView? { fatalError() }

    @preconcurrency @discardableResult open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }

    @preconcurrency open var frame: CGRect { get { fatalError() } set {} }

    @preconcurrency open var bounds: CGRect { get { fatalError() } set {} }

    @preconcurrency open var center: CGPoint { get { fatalError() } set {} }

    @preconcurrency open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set {} }

    @preconcurrency open var autoresizesSubviews: Bool { get { fatalError() } set {} }

    @preconcurrency open var backgroundColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var tintColor: UIColor! { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { fatalError() } set {} }

    @preconcurrency open var alpha: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var isHidden: Bool { get { fatalError() } set {} }

    @preconcurrency open var clipsToBounds: Bool { get { fatalError() } set {} }

    @preconcurrency open var isOpaque: Bool { get { fatalError() } set {} }

    @preconcurrency open var clearsContextBeforeDrawing: Bool { get { fatalError() } set {} }

    @preconcurrency open var contentMode: UIView.ContentMode { get { fatalError() } set {} }

    @preconcurrency open var tag: Int { get { fatalError() } set {} }

    @preconcurrency open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var isMultipleTouchEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var isExclusiveTouch: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var safeAreaInsets: UIEdgeInsets { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var layoutMarginsGuide: UILayoutGuide { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var readableContentGuide: UILayoutGuide { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var widthAnchor: NSLayoutDimension { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var heightAnchor: NSLayoutDimension { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open var constraints: [NSLayoutConstraint] { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var layoutGuides: [UILayoutGuide] { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open var intrinsicContentSize: CGSize { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func invalidateIntrinsicContentSize() { fatalError() }

    @preconcurrency @discardableResult open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

    @preconcurrency open func sizeToFit() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }

    @preconcurrency open func setNeedsLayout() { fatalError() }

    @preconcurrency open func layoutIfNeeded() { fatalError() }

    @preconcurrency open func layoutSubviews() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func setNeedsUpdateConstraints() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateConstraints() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateConstraintsIfNeeded() { fatalError() }

    @preconcurrency open func setNeedsDisplay() { fatalError() }

    @preconcurrency open func didMoveToSuperview() { fatalError() }

    @preconcurrency open func didMoveToWindow() { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open func tintColorDidChange() { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func layoutMarginsDidChange() { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open func safeAreaInsetsDidChange() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public class var noIntrinsicMetric: CGFloat { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public class var layoutFittingCompressedSize: CGSize { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public class var layoutFittingExpandedSize: CGSize { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var accessibilityIdentifier: String? { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    @available(iOS 3.2, *)
    @preconcurrency open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }

    @available(iOS 3.2, *)
    @preconcurrency open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationIdentifier: String? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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

    @preconcurrency open var identifier: String { get { fatalError() } set {} }

    @preconcurrency open var layoutFrame: CGRect { fatalError() }

    @preconcurrency weak open var owningView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    @preconcurrency open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    @preconcurrency open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }

    @preconcurrency open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }

    @preconcurrency open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    @preconcurrency open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    @preconcurrency open var widthAnchor: NSLayoutDimension { fatalError() }

    @preconcurrency open var heightAnchor: NSLayoutDimension { fatalError() }

    @preconcurrency open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }

    @preconcurrency open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
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

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - NSLayoutXAxisAnchor

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor> {

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - NSLayoutYAxisAnchor

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor> {

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - NSLayoutDimension

@available(iOS 9.0, *)
@MainActor @preconcurrency open class NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension> {

    @preconcurrency @discardableResult open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @preconcurrency @discardableResult open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: - NSLayoutConstraint

@available(iOS 6.0, *)
@MainActor @preconcurrency open class NSLayoutConstraint : NSObject {

    @available(iOS 6.0, *)
    @preconcurrency public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open var isActive: Bool { get { fatalError() } set {} }

    @preconcurrency open var priority: UILayoutPriority { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var identifier: String? { get { fatalError() } set {} }

    @preconcurrency open var constant: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var multiplier: CGFloat { fatalError() }

    @preconcurrency open var relation: NSLayoutConstraint.Relation { fatalError() }

    @preconcurrency open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }

    @preconcurrency open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }

    @preconcurrency open var firstItem: AnyObject? { fatalError() }

    @preconcurrency open var secondItem: AnyObject? { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }
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

    @preconcurrency public init() { fatalError() }

    @preconcurrency public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }

    @preconcurrency public var top: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var left: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var bottom: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var right: CGFloat { get { fatalError() } set {} }

    @preconcurrency public static var zero: UIEdgeInsets { fatalError() }
}

extension UIEdgeInsets : Equatable {
}

// MARK: - NSDirectionalEdgeInsets

@available(iOS 11.0, *)
@preconcurrency public struct NSDirectionalEdgeInsets : @unchecked Sendable {

    @preconcurrency public init() { fatalError() }

    @preconcurrency public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }

    @preconcurrency public var top: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var leading: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var bottom: CGFloat { get { fatalError() } set {} }

    @preconcurrency public var trailing: CGFloat { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency public static var zero: NSDirectionalEdgeInsets { fatalError() }
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
    @preconcurrency public convenience init(cgPoint point: CGPoint) { fatalError() }
    @preconcurrency public convenience init(cgSize size: CGSize) { fatalError() }
    @preconcurrency public convenience init(cgRect rect: CGRect) { fatalError() }
}

// MARK: - UIColor

@available(iOS 2.0, *)
@preconcurrency open class UIColor : NSObject, @unchecked Sendable {

    @preconcurrency public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    @preconcurrency public init(white: CGFloat, alpha: CGFloat) { fatalError() }

    @preconcurrency public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }

    @preconcurrency public init(cgColor: CGColor) { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public convenience init?(named name: String) { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }

    @preconcurrency @discardableResult open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }

    @preconcurrency open var cgColor: CGColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var label: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondaryLabel: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiaryLabel: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var quaternaryLabel: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGroupedBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemGroupedBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemGroupedBackground: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemFill: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var secondarySystemFill: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var tertiarySystemFill: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var quaternarySystemFill: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var placeholderText: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var separator: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var opaqueSeparator: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var link: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemRed: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemGreen: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemBlue: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemOrange: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemYellow: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemPink: UIColor { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open class var systemPurple: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemTeal: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemIndigo: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemBrown: UIColor { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open class var systemMint: UIColor { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open class var systemCyan: UIColor { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open class var systemGray: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray2: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray3: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray4: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray5: UIColor { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open class var systemGray6: UIColor { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open class var tintColor: UIColor { fatalError() }

    @preconcurrency open class var black: UIColor { fatalError() }

    @preconcurrency open class var white: UIColor { fatalError() }

    @preconcurrency open class var clear: UIColor { fatalError() }

    @preconcurrency open class var darkGray: UIColor { fatalError() }

    @preconcurrency open class var lightGray: UIColor { fatalError() }

    @preconcurrency open class var gray: UIColor { fatalError() }

    @preconcurrency open class var red: UIColor { fatalError() }

    @preconcurrency open class var green: UIColor { fatalError() }

    @preconcurrency open class var blue: UIColor { fatalError() }

    @preconcurrency open class var cyan: UIColor { fatalError() }

    @preconcurrency open class var yellow: UIColor { fatalError() }

    @preconcurrency open class var magenta: UIColor { fatalError() }

    @preconcurrency open class var orange: UIColor { fatalError() }

    @preconcurrency open class var purple: UIColor { fatalError() }

    @preconcurrency open class var brown: UIColor { fatalError() }

    @preconcurrency open class var darkText: UIColor { fatalError() }

    @preconcurrency open class var lightText: UIColor { fatalError() }

    @available(iOS, introduced: 2.0, deprecated: 13.0)
    @preconcurrency open class var groupTableViewBackground: UIColor { fatalError() }

    @preconcurrency public init(patternImage image: UIImage) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
}

// MARK: - UIFont

@available(iOS 2.0, *)
@preconcurrency open class UIFont : NSObject, @unchecked Sendable {

    @preconcurrency @discardableResult open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

    @available(iOS 8.2, *)
    @preconcurrency @discardableResult open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }

    @preconcurrency @discardableResult open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

    @preconcurrency @discardableResult open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency @discardableResult open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }

    @preconcurrency public convenience init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    @preconcurrency @discardableResult open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }

    @preconcurrency open var pointSize: CGFloat { fatalError() }

    @preconcurrency open var fontName: String { fatalError() }

    @preconcurrency open var familyName: String { fatalError() }

    @available(iOS 4.0, *)
    @preconcurrency open var lineHeight: CGFloat { fatalError() }

    @preconcurrency open class var labelFontSize: CGFloat { fatalError() }

    @preconcurrency open class var buttonFontSize: CGFloat { fatalError() }

    @preconcurrency open class var systemFontSize: CGFloat { fatalError() }

    @preconcurrency open class var smallSystemFontSize: CGFloat { fatalError() }
}

// MARK: - UIFont.Weight

extension UIFont {

    @preconcurrency public struct Weight : Hashable, Equatable, RawRepresentable, @unchecked Sendable {

        public var rawValue: CGFloat

        @preconcurrency public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        @preconcurrency public init(rawValue: CGFloat) { self.rawValue = rawValue }

        @available(iOS 8.2, *)
        @preconcurrency public static var ultraLight: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var thin: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var light: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var regular: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var medium: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var semibold: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var bold: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var heavy: UIFont.Weight { fatalError() }

        @available(iOS 8.2, *)
        @preconcurrency public static var black: UIFont.Weight { fatalError() }

        @available(iOS 13.0, *)
        @preconcurrency @discardableResult public func symbolWeight() -> UIImage.SymbolWeight { fatalError() }
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
        @preconcurrency public static var largeTitle: UIFont.TextStyle { fatalError() }

        @available(iOS 9.0, *)
        @preconcurrency public static var title1: UIFont.TextStyle { fatalError() }

        @available(iOS 9.0, *)
        @preconcurrency public static var title2: UIFont.TextStyle { fatalError() }

        @available(iOS 9.0, *)
        @preconcurrency public static var title3: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var headline: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var subheadline: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var body: UIFont.TextStyle { fatalError() }

        @available(iOS 9.0, *)
        @preconcurrency public static var callout: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var footnote: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var caption1: UIFont.TextStyle { fatalError() }

        @available(iOS 7.0, *)
        @preconcurrency public static var caption2: UIFont.TextStyle { fatalError() }
    }
}

// MARK: - UIImage

@available(iOS 2.0, *)
@preconcurrency open class UIImage : NSObject, @unchecked Sendable {

    @preconcurrency public convenience init?(named name: String) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    @preconcurrency open var size: CGSize { fatalError() }

    @available(iOS 4.0, *)
    @preconcurrency open var scale: CGFloat { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open var renderingMode: UIImage.RenderingMode { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency @discardableResult open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open var isSymbolImage: Bool { fatalError() }

    @preconcurrency public init?(contentsOfFile path: String) { fatalError() }

    @preconcurrency public init?(data: Data) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public init?(data: Data, scale: CGFloat) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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

        @preconcurrency @discardableResult open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { fatalError() }
    }
}

// MARK: - UIImage.SymbolConfiguration

extension UIImage {

    @available(iOS 13.0, *)
    @preconcurrency open class SymbolConfiguration : UIImage.Configuration, @unchecked Sendable {

        @preconcurrency public convenience init(pointSize: CGFloat) { fatalError() }

        @preconcurrency public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }

        @preconcurrency public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { fatalError() }

        @preconcurrency public convenience init(scale: UIImage.SymbolScale) { fatalError() }

        @preconcurrency public convenience init(weight: UIImage.SymbolWeight) { fatalError() }

        @preconcurrency public convenience init(textStyle: UIFont.TextStyle) { fatalError() }

        @preconcurrency public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { fatalError() }

        @preconcurrency public convenience init(font: UIFont) { fatalError() }

        @preconcurrency public convenience init(font: UIFont, scale: UIImage.SymbolScale) { fatalError() }

        @available(iOS 15.0, *)
        @preconcurrency public convenience init(hierarchicalColor: UIColor) { fatalError() }

        @available(iOS 15.0, *)
        @preconcurrency public convenience init(paletteColors: [UIColor]) { fatalError() }

        @available(iOS 15.0, *)
        @preconcurrency @discardableResult open class func preferringMulticolor() -> Self { fatalError() }
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
        @preconcurrency @discardableResult public func fontWeight() -> UIFont.Weight { fatalError() }
    }
}

// MARK: - UILabel

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UILabel : UIView {

    @preconcurrency open var text: String? { get { fatalError() } set {} }

    @preconcurrency open var font: UIFont! { get { fatalError() } set {} }

    @preconcurrency open var textColor: UIColor! { get { fatalError() } set {} }

    @preconcurrency open var textAlignment: NSTextAlignment { get { fatalError() } set {} }

    @preconcurrency open var numberOfLines: Int { get { fatalError() } set {} }

    @preconcurrency open var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }

    @preconcurrency open var baselineAdjustment: UIBaselineAdjustment { get { fatalError() } set {} }

    @preconcurrency open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var minimumScaleFactor: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }

    @preconcurrency open var isEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var isHighlighted: Bool { get { fatalError() } set {} }

    @preconcurrency open var highlightedTextColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString? { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set {} }

    @preconcurrency open var shadowColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var shadowOffset: CGSize { get { fatalError() } set {} }

    @preconcurrency open var showsExpansionTextWhenTruncated: Bool { get { fatalError() } set {} }
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

    @preconcurrency weak open var delegate: (any UITextFieldDelegate)? { get { fatalError() } set {} }

    @preconcurrency open var text: String? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString? { get { fatalError() } set {} }

    @preconcurrency open var placeholder: String? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedPlaceholder: NSAttributedString? { get { fatalError() } set {} }

    @preconcurrency open var font: UIFont? { get { fatalError() } set {} }

    @preconcurrency open var textColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var textAlignment: NSTextAlignment { get { fatalError() } set {} }

    @preconcurrency open var borderStyle: UITextField.BorderStyle { get { fatalError() } set {} }

    @preconcurrency open var clearButtonMode: UITextField.ViewMode { get { fatalError() } set {} }

    @preconcurrency open var leftView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var leftViewMode: UITextField.ViewMode { get { fatalError() } set {} }

    @preconcurrency open var rightView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var rightViewMode: UITextField.ViewMode { get { fatalError() } set {} }

    @preconcurrency open var minimumFontSize: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }

    @preconcurrency open var background: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var disabledBackground: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var clearsOnBeginEditing: Bool { get { fatalError() } set {} }

    @preconcurrency open var isEditing: Bool { fatalError() }

    @preconcurrency open var isSecureTextEntry: Bool { get { fatalError() } set {} }

    @preconcurrency open var keyboardType: UIKeyboardType { get { fatalError() } set {} }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { fatalError() } set {} }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set {} }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { fatalError() } set {} }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { fatalError() } set {} }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { fatalError() } set {} }

    @preconcurrency open var inputView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var inputAccessoryView: UIView? { get { fatalError() } set {} }
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

    @preconcurrency weak open var delegate: (any UITextViewDelegate)? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency public init(frame: CGRect, textContainer: NSTextContainer?) { fatalError() }

    @preconcurrency open var text: String! { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var attributedText: NSAttributedString! { get { fatalError() } set {} }

    @preconcurrency open var font: UIFont? { get { fatalError() } set {} }

    @preconcurrency open var textColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var textAlignment: NSTextAlignment { get { fatalError() } set {} }

    @preconcurrency open var isEditable: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var isSelectable: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var textContainerInset: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var dataDetectorTypes: UIDataDetectorTypes { get { fatalError() } set {} }

    @preconcurrency open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }

    @preconcurrency open var isSecureTextEntry: Bool { get { fatalError() } set {} }

    @preconcurrency open var keyboardType: UIKeyboardType { get { fatalError() } set {} }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { fatalError() } set {} }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set {} }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { fatalError() } set {} }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { fatalError() } set {} }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { fatalError() } set {} }

    @preconcurrency open var inputView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var inputAccessoryView: UIView? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
}

// MARK: - NSTextContainer

@available(iOS 7.0, *)
@preconcurrency open class NSTextContainer : NSObject {

    @available(iOS 7.0, *)
    @preconcurrency public init(size: CGSize) { fatalError() }

    @preconcurrency public required init(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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
    @preconcurrency public static var name: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var namePrefix: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var givenName: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var middleName: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var familyName: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var nameSuffix: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var nickname: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var jobTitle: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var organizationName: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var location: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var fullStreetAddress: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var streetAddressLine1: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var streetAddressLine2: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressCity: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressState: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var addressCityAndState: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var sublocality: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var countryName: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var postalCode: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var telephoneNumber: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var emailAddress: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var URL: UITextContentType { fatalError() }

    @available(iOS 10.0, *)
    @preconcurrency public static var creditCardNumber: UITextContentType { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public static var username: UITextContentType { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public static var password: UITextContentType { fatalError() }

    @available(iOS 12.0, *)
    @preconcurrency public static var newPassword: UITextContentType { fatalError() }

    @available(iOS 12.0, *)
    @preconcurrency public static var oneTimeCode: UITextContentType { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency public static var shipmentTrackingNumber: UITextContentType { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency public static var flightNumber: UITextContentType { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency public static var dateTime: UITextContentType { fatalError() }
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
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }

    @preconcurrency open var isEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var isSelected: Bool { get { fatalError() } set {} }

    @preconcurrency open var isHighlighted: Bool { get { fatalError() } set {} }

    @preconcurrency open var state: UIControl.State { fatalError() }

    @preconcurrency open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { fatalError() } set {} }

    @preconcurrency open var contentVerticalAlignment: UIControl.ContentVerticalAlignment { get { fatalError() } set {} }

    @preconcurrency open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) { fatalError() }

    @preconcurrency open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }

    @preconcurrency open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }

    @preconcurrency open func sendActions(for controlEvents: UIControl.Event) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency open var showsMenuAsPrimaryAction: Bool { get { fatalError() } set {} }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    @preconcurrency open var title: String { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open var subtitle: String? { get { fatalError() } set {} }

    @preconcurrency open var image: UIImage? { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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

    @available(iOS 13.0, tvOS 14.0, *)
    @preconcurrency @_disfavoredOverload @MainActor public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { fatalError() }

    @preconcurrency open override var title: String { get { fatalError() } set {} }

    @preconcurrency open override var image: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var discoverabilityTitle: String? { get { fatalError() } set {} }

    @preconcurrency open var identifier: UIAction.Identifier { fatalError() }

    @preconcurrency open var attributes: UIMenuElement.Attributes { get { fatalError() } set {} }

    @preconcurrency open var state: UIMenuElement.State { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var sender: Any? { fatalError() }
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

    @preconcurrency public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }

    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency @MainActor public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }

    @preconcurrency open var buttonType: UIButton.ButtonType { fatalError() }

    @preconcurrency open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }

    @preconcurrency open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }

    @preconcurrency open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }

    @preconcurrency open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }

    @preconcurrency open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { fatalError() }

    @preconcurrency @discardableResult open func title(for state: UIControl.State) -> String? { fatalError() }

    @preconcurrency @discardableResult open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }

    @preconcurrency @discardableResult open func image(for state: UIControl.State) -> UIImage? { fatalError() }

    @preconcurrency open var currentTitle: String? { fatalError() }

    @preconcurrency open var currentImage: UIImage? { fatalError() }

    @available(iOS 3.0, *)
    @preconcurrency open var titleLabel: UILabel? { fatalError() }

    @available(iOS 3.0, *)
    @preconcurrency open var imageView: UIImageView? { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open override var tintColor: UIColor! { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var contentEdgeInsets: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var titleEdgeInsets: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var imageEdgeInsets: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var adjustsImageWhenHighlighted: Bool { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var adjustsImageWhenDisabled: Bool { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    @preconcurrency open var reversesTitleShadowWhenHighlighted: Bool { get { fatalError() } set {} }

    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @preconcurrency open var showsTouchWhenHighlighted: Bool { get { fatalError() } set {} }

    @preconcurrency open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var role: UIButton.Role { get { fatalError() } set {} }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency @MainActor public var configuration: UIButton.Configuration? { get { fatalError() } set {} }

    @available(iOS 15.0, *)
    @preconcurrency open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get { fatalError() } set {} }

    @available(iOS 15.0, *)
    @preconcurrency public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    @available(iOS 15.0, *)
    @preconcurrency open func setNeedsUpdateConfiguration() { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open func updateConfiguration() { fatalError() }

    @available(iOS 15.0, *)
    @preconcurrency open var automaticallyUpdatesConfiguration: Bool { get { fatalError() } set {} }

    @available(iOS 15.0, *)
    @preconcurrency open var changesSelectionAsPrimaryAction: Bool { get { fatalError() } set {} }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
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

        public static func plain() -> UIButton.Configuration { fatalError() }

        public static func tinted() -> UIButton.Configuration { fatalError() }

        public static func gray() -> UIButton.Configuration { fatalError() }

        public static func filled() -> UIButton.Configuration { fatalError() }

        public static func borderless() -> UIButton.Configuration { fatalError() }

        public static func bordered() -> UIButton.Configuration { fatalError() }

        public static func borderedTinted() -> UIButton.Configuration { fatalError() }

        public static func borderedProminent() -> UIButton.Configuration { fatalError() }

        public var title: String? { get { fatalError() } set {} }

        public var subtitle: String? { get { fatalError() } set {} }

        public var attributedTitle: AttributedString? { get { fatalError() } set {} }

        public var attributedSubtitle: AttributedString? { get { fatalError() } set {} }

        public var image: UIImage? { get { fatalError() } set {} }

        public var imagePlacement: NSDirectionalRectEdge { get { fatalError() } set {} }

        public var imagePadding: CGFloat { get { fatalError() } set {} }

        public var titlePadding: CGFloat { get { fatalError() } set {} }

        public var titleAlignment: UIButton.Configuration.TitleAlignment { get { fatalError() } set {} }

        public var baseForegroundColor: UIColor? { get { fatalError() } set {} }

        public var baseBackgroundColor: UIColor? { get { fatalError() } set {} }

        public var cornerStyle: UIButton.Configuration.CornerStyle { get { fatalError() } set {} }

        public var buttonSize: UIButton.Configuration.Size { get { fatalError() } set {} }

        public var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set {} }

        public var showsActivityIndicator: Bool { get { fatalError() } set {} }

        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? { get { fatalError() } set {} }

        public func updated(for button: UIButton) -> UIButton.Configuration { fatalError() }
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

    @preconcurrency public init(image: UIImage?) { fatalError() }

    @available(iOS 3.0, *)
    @preconcurrency public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }

    @preconcurrency open var image: UIImage? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var highlightedImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var isHighlighted: Bool { get { fatalError() } set {} }

    @available(iOS 13.0, *)
    @preconcurrency open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get { fatalError() } set {} }

    @preconcurrency open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open override var tintColor: UIColor! { get { fatalError() } set {} }

    @preconcurrency open override var isUserInteractionEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
}

// MARK: - UISwitch

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISwitch : UIControl {

    @preconcurrency open var isOn: Bool { get { fatalError() } set {} }

    @preconcurrency open func setOn(_ on: Bool, animated: Bool) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var onTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var thumbTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var title: String? { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var preferredStyle: UISwitch.Style { get { fatalError() } set {} }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
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

    @preconcurrency open var value: Float { get { fatalError() } set {} }

    @preconcurrency open func setValue(_ value: Float, animated: Bool) { fatalError() }

    @preconcurrency open var minimumValue: Float { get { fatalError() } set {} }

    @preconcurrency open var maximumValue: Float { get { fatalError() } set {} }

    @preconcurrency open var isContinuous: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var minimumTrackTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var maximumTrackTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var thumbTintColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var minimumValueImage: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var maximumValueImage: UIImage? { get { fatalError() } set {} }
}

// MARK: - UISegmentedControl

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UISegmentedControl : UIControl {

    @preconcurrency public init(items: [Any]?) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, actions: [UIAction]) { fatalError() }

    @preconcurrency open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { fatalError() }

    @preconcurrency open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency open func insertSegment(action: UIAction, at segment: Int, animated: Bool) { fatalError() }

    @preconcurrency open func removeSegment(at segment: Int, animated: Bool) { fatalError() }

    @preconcurrency open func removeAllSegments() { fatalError() }

    @preconcurrency open func setTitle(_ title: String?, forSegmentAt segment: Int) { fatalError() }

    @preconcurrency @discardableResult open func titleForSegment(at segment: Int) -> String? { fatalError() }

    @preconcurrency open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { fatalError() }

    @preconcurrency open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { fatalError() }

    @preconcurrency @discardableResult open func isEnabledForSegment(at segment: Int) -> Bool { fatalError() }

    @preconcurrency open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { fatalError() }

    @preconcurrency open var numberOfSegments: Int { fatalError() }

    @preconcurrency open var selectedSegmentIndex: Int { get { fatalError() } set {} }

    @available(iOS 13.0, *)
    @preconcurrency open var selectedSegmentTintColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var isMomentary: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var apportionsSegmentWidthsByContent: Bool { get { fatalError() } set {} }

    @preconcurrency public class var noSegment: Int { fatalError() }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
}

// MARK: - UIStepper

@available(iOS 5.0, *)
@MainActor @preconcurrency open class UIStepper : UIControl {

    @preconcurrency open var value: Double { get { fatalError() } set {} }

    @preconcurrency open var minimumValue: Double { get { fatalError() } set {} }

    @preconcurrency open var maximumValue: Double { get { fatalError() } set {} }

    @preconcurrency open var stepValue: Double { get { fatalError() } set {} }

    @preconcurrency open var isContinuous: Bool { get { fatalError() } set {} }

    @preconcurrency open var autorepeat: Bool { get { fatalError() } set {} }

    @preconcurrency open var wraps: Bool { get { fatalError() } set {} }
}

// MARK: - UIPageControl

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIPageControl : UIControl {

    @preconcurrency open var numberOfPages: Int { get { fatalError() } set {} }

    @preconcurrency open var currentPage: Int { get { fatalError() } set {} }

    @preconcurrency open var hidesForSinglePage: Bool { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var pageIndicatorTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var currentPageIndicatorTintColor: UIColor? { get { fatalError() } set {} }
}

// MARK: - UIActivityIndicatorView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIActivityIndicatorView : UIView {

    @preconcurrency public init(style: UIActivityIndicatorView.Style) { fatalError() }

    @preconcurrency open var style: UIActivityIndicatorView.Style { get { fatalError() } set {} }

    @preconcurrency open var hidesWhenStopped: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var color: UIColor! { get { fatalError() } set {} }

    @preconcurrency open func startAnimating() { fatalError() }

    @preconcurrency open func stopAnimating() { fatalError() }

    @preconcurrency open var isAnimating: Bool { fatalError() }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
}

@available(*, unavailable)
extension UIBezierPath : @unchecked Sendable {
}

// MARK: - UIRefreshControl

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UIRefreshControl : UIControl {

    @preconcurrency public init() { fatalError() }

    @preconcurrency open override var tintColor: UIColor! { get { fatalError() } set {} }

    @preconcurrency open var attributedTitle: NSAttributedString? { get { fatalError() } set {} }

    @preconcurrency open var isRefreshing: Bool { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func beginRefreshing() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func endRefreshing() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }

    @available(iOS 14.0, *)
    @preconcurrency public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
}

// MARK: - UIProgressView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIProgressView : UIView {

    @preconcurrency public convenience init(progressViewStyle style: UIProgressView.Style) { fatalError() }

    @preconcurrency open var progress: Float { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open func setProgress(_ progress: Float, animated: Bool) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var progressTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var trackTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var progressImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var trackImage: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var progressViewStyle: UIProgressView.Style { get { fatalError() } set {} }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    @preconcurrency public convenience init(arrangedSubviews views: [UIView]) { fatalError() }

    @preconcurrency open func addArrangedSubview(_ view: UIView) { fatalError() }

    @preconcurrency open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }

    @preconcurrency open func removeArrangedSubview(_ view: UIView) { fatalError() }

    @preconcurrency open var arrangedSubviews: [UIView] { fatalError() }

    @preconcurrency open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }

    @preconcurrency open var distribution: UIStackView.Distribution { get { fatalError() } set {} }

    @preconcurrency open var alignment: UIStackView.Alignment { get { fatalError() } set {} }

    @preconcurrency open var spacing: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var isBaselineRelativeArrangement: Bool { get { fatalError() } set {} }

    @preconcurrency open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency @discardableResult open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public class var spacingUseDefault: CGFloat { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency public class var spacingUseSystem: CGFloat { fatalError() }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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
    @preconcurrency open var contentLayoutGuide: UILayoutGuide { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open var frameLayoutGuide: UILayoutGuide { fatalError() }

    @preconcurrency open var contentSize: CGSize { get { fatalError() } set {} }

    @preconcurrency open var contentOffset: CGPoint { get { fatalError() } set {} }

    @preconcurrency open var contentInset: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var adjustedContentInset: UIEdgeInsets { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set {} }

    @preconcurrency open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set {} }

    @preconcurrency open var showsVerticalScrollIndicator: Bool { get { fatalError() } set {} }

    @preconcurrency open var isPagingEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var isScrollEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var bounces: Bool { get { fatalError() } set {} }

    @preconcurrency open var alwaysBounceVertical: Bool { get { fatalError() } set {} }

    @preconcurrency open var alwaysBounceHorizontal: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set {} }

    @preconcurrency open var indicatorStyle: UIScrollView.IndicatorStyle { get { fatalError() } set {} }

    @preconcurrency open var minimumZoomScale: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var maximumZoomScale: CGFloat { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var zoomScale: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var isDirectionalLockEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var scrollsToTop: Bool { get { fatalError() } set {} }

    @preconcurrency open var delaysContentTouches: Bool { get { fatalError() } set {} }

    @preconcurrency open var canCancelContentTouches: Bool { get { fatalError() } set {} }

    @preconcurrency open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }

    @preconcurrency open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }

    @available(iOS 11.1, *)
    @preconcurrency open var verticalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 11.1, *)
    @preconcurrency open var horizontalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set {} }
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

    @preconcurrency public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func encodeRestorableState(with coder: NSCoder) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func decodeRestorableState(with coder: NSCoder) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationClass: (any UIViewControllerRestoration.Type)? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency @discardableResult open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func show(_ vc: UIViewController, sender: Any?) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func showDetailViewController(_ vc: UIViewController, sender: Any?) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }

    @preconcurrency open var navigationController: UINavigationController? { fatalError() }

    @preconcurrency open var tabBarController: UITabBarController? { fatalError() }

    @preconcurrency open var splitViewController: UISplitViewController? { fatalError() }

    @preconcurrency open var view: UIView! { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var viewIfLoaded: UIView? { fatalError() }

    @available(iOS 3.0, *)
    @preconcurrency open var isViewLoaded: Bool { fatalError() }

    @preconcurrency open func loadView() { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open func loadViewIfNeeded() { fatalError() }

    @preconcurrency open func viewDidLoad() { fatalError() }

    @preconcurrency open func viewWillAppear(_ animated: Bool) { fatalError() }

    @preconcurrency open func viewIsAppearing(_ animated: Bool) { fatalError() }

    @available(iOS 17.0, *)
    @preconcurrency @discardableResult public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration { fatalError() }

    @preconcurrency open func viewDidAppear(_ animated: Bool) { fatalError() }

    @preconcurrency open func viewWillDisappear(_ animated: Bool) { fatalError() }

    @preconcurrency open func viewDidDisappear(_ animated: Bool) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func viewWillLayoutSubviews() { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func viewDidLayoutSubviews() { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func updateViewConstraints() { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open func viewSafeAreaInsetsDidChange() { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open func viewLayoutMarginsDidChange() { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    @preconcurrency open var title: String? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var preferredContentSize: CGSize { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 13.0, *)
    @preconcurrency open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var presentedViewController: UIViewController? { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var presentingViewController: UIViewController? { fatalError() }

    @available(iOS 13.0, *)
    @preconcurrency open var isModalInPresentation: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var children: [UIViewController] { fatalError() }

    @preconcurrency weak open var parent: UIViewController? { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func addChild(_ childController: UIViewController) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func removeFromParent() { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func willMove(toParent parent: UIViewController?) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func didMove(toParent parent: UIViewController?) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open var restorationIdentifier: String? { get { fatalError() } set {} }

    @preconcurrency open var hidesBottomBarWhenPushed: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var definesPresentationContext: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var providesPresentationContextTransitionStyle: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var extendedLayoutIncludesOpaqueBars: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var modalPresentationCapturesStatusBarAppearance: Bool { get { fatalError() } set {} }

    @available(iOS 3.2, *)
    @preconcurrency open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError() } set {} }

    @preconcurrency open var navigationItem: UINavigationItem { fatalError() }

    @preconcurrency open var tabBarItem: UITabBarItem! { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var toolbarItems: [UIBarButtonItem]? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var edgesForExtendedLayout: UIRectEdge { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
}

// MARK: - UIAlertController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIAlertController : UIViewController {

    @preconcurrency public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }

    @preconcurrency open func addAction(_ action: UIAlertAction) { fatalError() }

    @preconcurrency open var actions: [UIAlertAction] { fatalError() }

    @available(iOS 9.0, *)
    @preconcurrency open var preferredAction: UIAlertAction? { get { fatalError() } set {} }

    @preconcurrency open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError() }

    @preconcurrency open var textFields: [UITextField]? { fatalError() }

    @preconcurrency open override var title: String? { get { fatalError() } set {} }

    @preconcurrency open var message: String? { get { fatalError() } set {} }

    @preconcurrency open var preferredStyle: UIAlertController.Style { fatalError() }
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

    @preconcurrency public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }

    @preconcurrency open var title: String? { fatalError() }

    @preconcurrency open var style: UIAlertAction.Style { fatalError() }

    @preconcurrency open var isEnabled: Bool { get { fatalError() } set {} }
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

    @preconcurrency public static var none: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var button: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var link: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency public static var header: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var searchField: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var image: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var selected: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var playsSound: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var keyboardKey: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var staticText: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var summaryElement: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var notEnabled: UIAccessibilityTraits { get { fatalError() } set {} }

    @preconcurrency public static var updatesFrequently: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 4.0, *)
    @preconcurrency public static var startsMediaSession: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 4.0, *)
    @preconcurrency public static var adjustable: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency public static var allowsDirectInteraction: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency public static var causesPageTurn: UIAccessibilityTraits { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency public static var tabBar: UIAccessibilityTraits { get { fatalError() } set {} }
}

extension UIAccessibilityTraits : OptionSet {
}

// MARK: - UITableView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITableView : UIScrollView {

    @preconcurrency weak open var dataSource: (any UITableViewDataSource)? { get { fatalError() } set {} }

    @preconcurrency weak open var delegate: (any UITableViewDelegate)? { get { fatalError() } set {} }

    @preconcurrency public init(frame: CGRect, style: UITableView.Style) { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }

    @preconcurrency @discardableResult open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency @discardableResult open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { fatalError() }

    @preconcurrency open var style: UITableView.Style { fatalError() }

    @preconcurrency open var rowHeight: CGFloat { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var sectionHeaderHeight: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var sectionFooterHeight: CGFloat { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedSectionHeaderHeight: CGFloat { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var estimatedSectionFooterHeight: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var separatorStyle: UITableViewCell.SeparatorStyle { get { fatalError() } set {} }

    @preconcurrency open var separatorColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var separatorInset: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 3.2, *)
    @preconcurrency open var backgroundView: UIView? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var allowsSelection: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var allowsMultipleSelection: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency public class var automaticDimension: CGFloat { fatalError() }

    @preconcurrency open var allowsSelectionDuringEditing: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var allowsMultipleSelectionDuringEditing: Bool { get { fatalError() } set {} }

    @preconcurrency open var isEditing: Bool { get { fatalError() } set {} }

    @preconcurrency open var sectionIndexMinimumDisplayRowCount: Int { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var cellLayoutMarginsFollowReadableWidth: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var insetsContentViewsToSafeArea: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var remembersLastFocusedIndexPath: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var dragInteractionEnabled: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var separatorInsetReference: UITableView.SeparatorInsetReference { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var sectionIndexColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var sectionIndexBackgroundColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var sectionIndexTrackingBackgroundColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var tableHeaderView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var tableFooterView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var numberOfSections: Int { fatalError() }

    @preconcurrency @discardableResult open func numberOfRows(inSection section: Int) -> Int { fatalError() }

    @preconcurrency @discardableResult open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
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
    @preconcurrency public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }

    @preconcurrency open var contentView: UIView { fatalError() }

    @preconcurrency open var reuseIdentifier: String? { fatalError() }

    @preconcurrency open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set {} }

    @preconcurrency open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set {} }

    @preconcurrency open var accessoryView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var backgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var selectedBackgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var editingAccessoryType: UITableViewCell.AccessoryType { get { fatalError() } set {} }

    @preconcurrency open var indentationLevel: Int { get { fatalError() } set {} }

    @preconcurrency open var indentationWidth: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var shouldIndentWhileEditing: Bool { get { fatalError() } set {} }

    @preconcurrency open var showsReorderControl: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var focusStyle: UITableViewCell.FocusStyle { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var userInteractionEnabledWhileDragging: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var separatorInset: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var textLabel: UILabel? { fatalError() }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var detailTextLabel: UILabel? { fatalError() }

    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    @preconcurrency open var imageView: UIImageView? { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency open var multipleSelectionBackgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open func prepareForReuse() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
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

    @preconcurrency open var reuseIdentifier: String? { fatalError() }

    @preconcurrency open func prepareForReuse() { fatalError() }
}

// MARK: - UICollectionViewCell

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewCell : UICollectionReusableView {

    @preconcurrency open var contentView: UIView { fatalError() }

    @preconcurrency open var backgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var selectedBackgroundView: UIView? { get { fatalError() } set {} }
}

// MARK: - UICollectionView

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionView : UIScrollView {

    @preconcurrency weak open var dataSource: (any UICollectionViewDataSource)? { get { fatalError() } set {} }

    @preconcurrency weak open var delegate: (any UICollectionViewDelegate)? { get { fatalError() } set {} }

    @preconcurrency @discardableResult open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency weak open var dragDelegate: (any UICollectionViewDragDelegate)? { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency weak open var dropDelegate: (any UICollectionViewDropDelegate)? { get { fatalError() } set {} }

    @preconcurrency public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public class var elementKindSectionHeader: String { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public class var elementKindSectionFooter: String { fatalError() }

    @preconcurrency open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }

    @preconcurrency open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { fatalError() }

    @preconcurrency open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { fatalError() }

    @preconcurrency open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { fatalError() }

    @preconcurrency @discardableResult open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }

    @preconcurrency @discardableResult open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

    @preconcurrency open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }

    @preconcurrency open var backgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var allowsSelection: Bool { get { fatalError() } set {} }

    @preconcurrency open var allowsMultipleSelection: Bool { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var allowsSelectionDuringEditing: Bool { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var allowsMultipleSelectionDuringEditing: Bool { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var isPrefetchingEnabled: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var remembersLastFocusedIndexPath: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var dragInteractionEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
}

// MARK: - UICollectionViewLayout

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewLayout : NSObject {

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
}

// MARK: - UICollectionViewFlowLayout

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewFlowLayout : UICollectionViewLayout {

    @preconcurrency open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var itemSize: CGSize { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var estimatedItemSize: CGSize { get { fatalError() } set {} }

    @preconcurrency open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set {} }

    @preconcurrency open var headerReferenceSize: CGSize { get { fatalError() } set {} }

    @preconcurrency open var footerReferenceSize: CGSize { get { fatalError() } set {} }

    @preconcurrency open var sectionInset: UIEdgeInsets { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency public class var automaticSize: CGSize { fatalError() }

    @available(iOS 11.0, *)
    @preconcurrency open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var sectionHeadersPinToVisibleBounds: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var sectionFootersPinToVisibleBounds: Bool { get { fatalError() } set {} }
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
}

// MARK: - UIBlurEffect

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIBlurEffect : UIVisualEffect {

    @preconcurrency public convenience init(style: UIBlurEffect.Style) { fatalError() }
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

    @preconcurrency public init(effect: UIVisualEffect?) { fatalError() }

    @preconcurrency open var contentView: UIView { fatalError() }

    @preconcurrency open var effect: UIVisualEffect? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
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

    @preconcurrency weak open var delegate: (any UISearchBarDelegate)? { get { fatalError() } set {} }

    @preconcurrency open var text: String? { get { fatalError() } set {} }

    @preconcurrency open var placeholder: String? { get { fatalError() } set {} }

    @preconcurrency open var prompt: String? { get { fatalError() } set {} }

    @preconcurrency open var barStyle: UIBarStyle { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var searchBarStyle: UISearchBar.Style { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { fatalError() } set {} }

    @preconcurrency open var showsCancelButton: Bool { get { fatalError() } set {} }

    @preconcurrency open var showsBookmarkButton: Bool { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var showsScopeBar: Bool { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var scopeButtonTitles: [String]? { get { fatalError() } set {} }

    @available(iOS 3.2, *)
    @preconcurrency open var showsSearchResultsButton: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var backgroundImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var scopeBarBackgroundImage: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set {} }

    @preconcurrency open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var spellCheckingType: UITextSpellCheckingType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartQuotesType: UITextSmartQuotesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartDashesType: UITextSmartDashesType { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var smartInsertDeleteType: UITextSmartInsertDeleteType { get { fatalError() } set {} }

    @preconcurrency open var keyboardType: UIKeyboardType { get { fatalError() } set {} }

    @preconcurrency open var keyboardAppearance: UIKeyboardAppearance { get { fatalError() } set {} }

    @preconcurrency open var returnKeyType: UIReturnKeyType { get { fatalError() } set {} }

    @preconcurrency open var enablesReturnKeyAutomatically: Bool { get { fatalError() } set {} }

    @preconcurrency open var isSecureTextEntry: Bool { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var textContentType: UITextContentType! { get { fatalError() } set {} }

    @preconcurrency public override init(frame: CGRect) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    @preconcurrency open var barStyle: UIBarStyle { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { fatalError() } set {} }

    @preconcurrency open var items: [UIBarButtonItem]? { get { fatalError() } set {} }
}

// MARK: - UINavigationBar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationBar : UIView {

    @preconcurrency open var barStyle: UIBarStyle { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var isTranslucent: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var prefersLargeTitles: Bool { get { fatalError() } set {} }

    @preconcurrency open var items: [UINavigationItem]? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var shadowImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var backIndicatorImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var backIndicatorTransitionMaskImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var titleTextAttributes: [NSAttributedString.Key : Any]? { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var largeTitleTextAttributes: [NSAttributedString.Key : Any]? { get { fatalError() } set {} }
}

// MARK: - UITabBar

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBar : UIView {

    @available(iOS 7.0, *)
    @preconcurrency open var barStyle: UIBarStyle { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var barTintColor: UIColor? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var isTranslucent: Bool { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var unselectedItemTintColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var items: [UITabBarItem]? { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var itemPositioning: UITabBar.ItemPositioning { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var itemSpacing: CGFloat { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var itemWidth: CGFloat { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var backgroundImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var shadowImage: UIImage? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var selectionIndicatorImage: UIImage? { get { fatalError() } set {} }
}

// MARK: - UIPickerView

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIPickerView : UIView {

    @preconcurrency weak open var dataSource: (any UIPickerViewDataSource)? { get { fatalError() } set {} }

    @preconcurrency weak open var delegate: (any UIPickerViewDelegate)? { get { fatalError() } set {} }
}

// MARK: - UIDatePicker

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIDatePicker : UIControl {

    @preconcurrency open var datePickerMode: UIDatePicker.Mode { get { fatalError() } set {} }

    @available(iOS 13.4, *)
    @preconcurrency open var preferredDatePickerStyle: UIDatePickerStyle { get { fatalError() } set {} }

    @preconcurrency open var date: Date { get { fatalError() } set {} }

    @preconcurrency open var minimumDate: Date? { get { fatalError() } set {} }

    @preconcurrency open var maximumDate: Date? { get { fatalError() } set {} }

    @preconcurrency open var minuteInterval: Int { get { fatalError() } set {} }

    @preconcurrency open var locale: Locale? { get { fatalError() } set {} }

    @preconcurrency open var countDownDuration: TimeInterval { get { fatalError() } set {} }
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

    @preconcurrency public init(reuseIdentifier: String?) { fatalError() }

    @preconcurrency open var contentView: UIView { fatalError() }

    @preconcurrency open var backgroundView: UIView? { get { fatalError() } set {} }

    @preconcurrency open func prepareForReuse() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(frame: CGRect) { fatalError() }
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
    @preconcurrency public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { fatalError() }

    @preconcurrency public convenience init(blurEffect: UIBlurEffect) { fatalError() }
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

    @preconcurrency open var title: String? { get { fatalError() } set {} }

    @preconcurrency open var image: UIImage? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var landscapeImagePhone: UIImage? { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var largeContentSizeImage: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var isEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var tag: Int { get { fatalError() } set {} }

    @preconcurrency open var imageInsets: UIEdgeInsets { get { fatalError() } set {} }

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
}

// MARK: - UIBarButtonItem

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIBarButtonItem : UIBarItem {

    @preconcurrency public override init() { fatalError() }

    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency @MainActor public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }

    @preconcurrency open var style: UIBarButtonItem.Style { get { fatalError() } set {} }

    @preconcurrency open var width: CGFloat { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var isSpringLoaded: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var tintColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency open var customView: UIView? { get { fatalError() } set {} }

    @preconcurrency weak open var target: AnyObject? { get { fatalError() } set {} }

    @preconcurrency open var action: Selector? { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var primaryAction: UIAction? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
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

    @preconcurrency public override init() { fatalError() }

    @preconcurrency public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { fatalError() }

    @available(iOS 7.0, *)
    @preconcurrency open var selectedImage: UIImage? { get { fatalError() } set {} }

    @preconcurrency open var badgeValue: String? { get { fatalError() } set {} }

    @available(iOS 10.0, *)
    @preconcurrency open var badgeColor: UIColor? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }
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

    @preconcurrency public init(title: String) { fatalError() }

    @preconcurrency open var title: String? { get { fatalError() } set {} }

    @preconcurrency open var prompt: String? { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var backButtonTitle: String? { get { fatalError() } set {} }

    @preconcurrency open var hidesBackButton: Bool { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var leftItemsSupplementBackButton: Bool { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode { get { fatalError() } set {} }

    @available(iOS 11.0, *)
    @preconcurrency open var hidesSearchBarWhenScrolling: Bool { get { fatalError() } set {} }

    @preconcurrency open var leftBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }

    @preconcurrency open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }

    @preconcurrency open var backBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var leftBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set {} }

    @available(iOS 5.0, *)
    @preconcurrency open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set {} }

    @preconcurrency open var titleView: UIView? { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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
    public var section: Int { get { fatalError() } set {} }
    public var row: Int { get { fatalError() } set {} }
}

// MARK: - UITableViewController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITableViewController : UIViewController, UITableViewDelegate, UITableViewDataSource {

    @available(iOS 3.2, *)
    @preconcurrency open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set {} }

    @preconcurrency open var tableView: UITableView! { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency @discardableResult open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }

    @available(iOS 2.0, *)
    @preconcurrency open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { fatalError() }

    @preconcurrency public init(style: UITableView.Style) { fatalError() }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
}

// MARK: - UICollectionViewController

@available(iOS 6.0, *)
@MainActor @preconcurrency open class UICollectionViewController : UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {

    @preconcurrency open var collectionView: UICollectionView! { get { fatalError() } set {} }

    @available(iOS 6.0, *)
    @preconcurrency open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { fatalError() }

    @preconcurrency open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var installsStandardGestureForInteractiveMovement: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var useLayoutToLayoutNavigationTransitions: Bool { get { fatalError() } set {} }

    @preconcurrency public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
}

// MARK: - UINavigationController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationController : UIViewController {

    @preconcurrency open var viewControllers: [UIViewController] { get { fatalError() } set {} }

    @preconcurrency open var topViewController: UIViewController? { fatalError() }

    @preconcurrency open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }

    @preconcurrency @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }

    @preconcurrency @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }

    @preconcurrency @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { fatalError() }

    @preconcurrency open var isNavigationBarHidden: Bool { get { fatalError() } set {} }

    @available(iOS 3.0, *)
    @preconcurrency open var isToolbarHidden: Bool { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsOnSwipe: Bool { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsOnTap: Bool { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsWhenKeyboardAppears: Bool { get { fatalError() } set {} }

    @available(iOS 8.0, *)
    @preconcurrency open var hidesBarsWhenVerticallyCompact: Bool { get { fatalError() } set {} }

    @preconcurrency open var navigationBar: UINavigationBar { fatalError() }

    @available(iOS 3.0, *)
    @preconcurrency open var toolbar: UIToolbar! { fatalError() }

    @available(iOS 5.0, *)
    @preconcurrency public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }

    @preconcurrency public init(rootViewController: UIViewController) { fatalError() }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
}

// MARK: - UITabBarController

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBarController : UIViewController {

    @available(iOS 3.0, *)
    @preconcurrency open var tabBar: UITabBar { fatalError() }

    @preconcurrency open var viewControllers: [UIViewController]? { get { fatalError() } set {} }

    @preconcurrency open var selectedIndex: Int { get { fatalError() } set {} }

    @preconcurrency open var selectedViewController: UIViewController? { get { fatalError() } set {} }
}

// MARK: - UISplitViewController

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UISplitViewController : UIViewController {

    @available(iOS 14.0, *)
    @preconcurrency public init(style: UISplitViewController.Style) { fatalError() }

    @preconcurrency open var viewControllers: [UIViewController] { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open var preferredDisplayMode: UISplitViewController.DisplayMode { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var preferredSplitBehavior: UISplitViewController.SplitBehavior { get { fatalError() } set {} }

    @available(iOS 13.0, *)
    @preconcurrency open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle { get { fatalError() } set {} }

    @available(iOS 5.1, *)
    @preconcurrency open var presentsWithGesture: Bool { get { fatalError() } set {} }

    @available(iOS 14.0, *)
    @preconcurrency open var showsSecondaryOnlyButton: Bool { get { fatalError() } set {} }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    @preconcurrency public init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey : Any]? = nil) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }

    @preconcurrency public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
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

    @preconcurrency public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
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
}

// MARK: - UIApplication

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIApplication : UIResponder {

    @preconcurrency open class var shared: UIApplication { fatalError() }

    @preconcurrency @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { fatalError() }
}

// MARK: - UIStoryboardSegue

@available(iOS 5.0, *)
@MainActor @preconcurrency open class UIStoryboardSegue : NSObject {

    @preconcurrency public init(identifier: String?, source: UIViewController, destination: UIViewController) { fatalError() }

    @available(iOS 6.0, *)
    @preconcurrency public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) { fatalError() }

    @preconcurrency open var identifier: String? { fatalError() }

    @preconcurrency open var source: UIViewController { fatalError() }

    @preconcurrency open var destination: UIViewController { fatalError() }

    @preconcurrency open func perform() { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
}

// MARK: - UIPresentationController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIPresentationController : NSObject, UITraitEnvironment {

    @preconcurrency public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open var traitCollection: UITraitCollection { fatalError() }

    @available(iOS 8.0, *)
    @preconcurrency open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
}

// MARK: - UIWindow

@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIWindow : UIView {

    @available(iOS 4.0, *)
    @preconcurrency open var rootViewController: UIViewController? { get { fatalError() } set {} }

    @preconcurrency open func makeKeyAndVisible() { fatalError() }
}

// MARK: - UIPopoverPresentationController

@available(iOS 8.0, *)
@MainActor @preconcurrency open class UIPopoverPresentationController : UIPresentationController {

    @preconcurrency open var sourceView: UIView? { get { fatalError() } set {} }

    @preconcurrency open var sourceRect: CGRect { get { fatalError() } set {} }

    @available(iOS, introduced: 8.0, deprecated: 100000)
    @preconcurrency open var barButtonItem: UIBarButtonItem? { get { fatalError() } set {} }

    @preconcurrency open var permittedArrowDirections: UIPopoverArrowDirection { get { fatalError() } set {} }
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

    @preconcurrency public convenience override init() { fatalError() }

    @preconcurrency weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set {} }

    @preconcurrency open var isEnabled: Bool { get { fatalError() } set {} }

    @preconcurrency open var cancelsTouchesInView: Bool { get { fatalError() } set {} }

    @preconcurrency open var delaysTouchesBegan: Bool { get { fatalError() } set {} }

    @preconcurrency open var delaysTouchesEnded: Bool { get { fatalError() } set {} }

    @available(iOS 9.2, *)
    @preconcurrency open var requiresExclusiveTouchType: Bool { get { fatalError() } set {} }

    @preconcurrency open func addTarget(_ target: Any, action: Selector) { fatalError() }

    @preconcurrency public init(target: Any?, action: Selector?) { fatalError() }
}

// MARK: - UITapGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UITapGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var numberOfTapsRequired: Int { get { fatalError() } set {} }

    @preconcurrency open var numberOfTouchesRequired: Int { get { fatalError() } set {} }
}

// MARK: - UISwipeGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UISwipeGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var direction: UISwipeGestureRecognizer.Direction { get { fatalError() } set {} }

    @preconcurrency open var numberOfTouchesRequired: Int { get { fatalError() } set {} }
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

    @preconcurrency open var minimumNumberOfTouches: Int { get { fatalError() } set {} }

    @preconcurrency open var maximumNumberOfTouches: Int { get { fatalError() } set {} }
}

// MARK: - UIScreenEdgePanGestureRecognizer

@available(iOS 7.0, *)
@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer {

    @preconcurrency open var edges: UIRectEdge { get { fatalError() } set {} }
}

// MARK: - UILongPressGestureRecognizer

@available(iOS 3.2, *)
@MainActor @preconcurrency open class UILongPressGestureRecognizer : UIGestureRecognizer {

    @preconcurrency open var minimumPressDuration: TimeInterval { get { fatalError() } set {} }

    @preconcurrency open var allowableMovement: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var numberOfTapsRequired: Int { get { fatalError() } set {} }

    @preconcurrency open var numberOfTouchesRequired: Int { get { fatalError() } set {} }
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
}

@available(*, unavailable)
extension NSParagraphStyle : @unchecked Sendable {
}

// MARK: - NSMutableParagraphStyle

@available(iOS 6.0, *)
@preconcurrency open class NSMutableParagraphStyle : NSParagraphStyle {

    @preconcurrency open var alignment: NSTextAlignment { get { fatalError() } set {} }

    @preconcurrency open var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }

    @preconcurrency open var baseWritingDirection: NSWritingDirection { get { fatalError() } set {} }

    @preconcurrency open var lineSpacing: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var paragraphSpacing: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var headIndent: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var tailIndent: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var firstLineHeadIndent: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var minimumLineHeight: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var maximumLineHeight: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var lineHeightMultiple: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var paragraphSpacingBefore: CGFloat { get { fatalError() } set {} }

    @preconcurrency open var hyphenationFactor: Float { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var defaultTabInterval: CGFloat { get { fatalError() } set {} }

    @available(iOS 9.0, *)
    @preconcurrency open var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set {} }

    @available(iOS 7.0, *)
    @preconcurrency open var tabStops: [NSTextTab]! { get { fatalError() } set {} }
}

// MARK: - NSTextTab

@available(iOS 7.0, *)
@preconcurrency open class NSTextTab : NSObject {

    @preconcurrency public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey : Any] = [:]) { fatalError() }

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience override init() { fatalError() }
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
    @preconcurrency public static var foregroundColor: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var backgroundColor: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var font: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var paragraphStyle: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var kern: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var ligature: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var underlineStyle: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var strikethroughStyle: NSAttributedString.Key { fatalError() }
    @available(iOS 7.0, *)
    @preconcurrency public static var baselineOffset: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var strokeWidth: NSAttributedString.Key { fatalError() }
    @available(iOS 6.0, *)
    @preconcurrency public static var strokeColor: NSAttributedString.Key { fatalError() }
    @available(iOS 7.0, *)
    @preconcurrency public static var underlineColor: NSAttributedString.Key { fatalError() }
    @available(iOS 7.0, *)
    @preconcurrency public static var obliqueness: NSAttributedString.Key { fatalError() }
    @available(iOS 7.0, *)
    @preconcurrency public static var expansion: NSAttributedString.Key { fatalError() }
}

// MARK: - UIMenu

@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIMenu : UIMenuElement {

    @preconcurrency public required init?(coder: NSCoder) { fatalError() }

    @preconcurrency public convenience init() { fatalError() }
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

    public static func < (lhs: Self, rhs: Self) -> Bool { fatalError() }

    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { fatalError() }

    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { fatalError() }

    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { fatalError() }

    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { fatalError() }

    public static func += (lhs: inout Self, rhs: Self.RawValue) { fatalError() }

    public static func -= (lhs: inout Self, rhs: Self.RawValue) { fatalError() }
}
