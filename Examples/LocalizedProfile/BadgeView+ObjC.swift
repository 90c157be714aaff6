import UIKit

/// The custom view the storyboard configures through runtime attributes: Interface Builder sets these with
/// key-value coding, and so does the builder, so they are `@objc`. Its `name` runtime attribute is `UIView.name`,
/// which `UnboardSupport.swift` declares.
final class BadgeView: UIView {
    @objc var isVerified = false
    @objc var level = 0
    @objc var progress: CGFloat = 0
    @objc var identifierText = ""
    @objc var caption = ""
    @objc var anchor = CGPoint.zero
    @objc var iconSize = CGSize.zero
    @objc var hitArea = CGRect.zero
    @objc var highlightRange = NSRange(location: 0, length: 0)
    @objc var fillColor: UIColor?
    @objc var icon: UIImage?
    @objc var overlay: UIView?
}
