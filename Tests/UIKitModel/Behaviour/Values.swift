import Foundation

// Colors, fonts and images are values in the model: each remembers how it was made ("UIColor.systemBackground",
// "UIFont.systemFont(ofSize: 17.0)"), which is what tests compare. This is the model's own representation, not a
// behaviour of UIKit's (nothing to cite).

extension UIColor {
    convenience init(modelDescription: String) {
        self.init(white: 0, alpha: 1)
        UIKitModel.store(self, "description", modelDescription)
    }

    func model_init(white: CGFloat, alpha: CGFloat) {
        describe(self, "UIColor(white: \(white), alpha: \(alpha))")
    }

    func model_init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        describe(self, "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))")
    }
}

extension UIFont {
    convenience init(modelDescription: String) {
        self.init()
        UIKitModel.store(self, "description", modelDescription)
    }
}

extension UIImage {
    convenience init(modelDescription: String) {
        self.init(data: Data())!
        UIKitModel.store(self, "description", modelDescription)
    }
}

func describe(_ object: AnyObject, _ description: String) {
    if UIKitModel.stored(object, "description", default: nil as String?) == nil {
        UIKitModel.store(object, "description", description as String?)
    }
}

extension UIKitModel {
    /// How a color, font or image was made, e.g. `UIColor.systemBackground`.
    public static func valueDescription(_ object: AnyObject) -> String {
        UIKitModel.stored(object, "description", default: "\(type(of: object))")
    }
}

extension UIEdgeInsets {
    static var model_zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

extension NSDirectionalEdgeInsets {
    static var model_zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// MARK: - Traits

extension UITraitCollection {
    func model_init() {}

    // Not found in Apple's documentation; observed behaviour (unverified): init(horizontalSizeClass:) and
    // init(verticalSizeClass:) make a collection that holds only that trait.
    func model_init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        UIKitModel.store(self, "horizontalSizeClass", horizontalSizeClass)
    }

    func model_init(verticalSizeClass: UIUserInterfaceSizeClass) {
        UIKitModel.store(self, "verticalSizeClass", verticalSizeClass)
    }

    // UITraitCollection.h (horizontalSizeClass, verticalSizeClass): "unspecified: UIUserInterfaceSizeClassUnspecified"
    // The same header gives "unspecified: UIUserInterfaceIdiomUnspecified" (userInterfaceIdiom), "unspecified:
    // UIUserInterfaceStyleUnspecified" (userInterfaceStyle) and "unspecified: 0.0" (displayScale).
    var model_horizontalSizeClass: UIUserInterfaceSizeClass { UIKitModel.stored(self, "horizontalSizeClass", default: .unspecified) }
    var model_verticalSizeClass: UIUserInterfaceSizeClass { UIKitModel.stored(self, "verticalSizeClass", default: .unspecified) }
    var model_userInterfaceIdiom: UIUserInterfaceIdiom { UIKitModel.stored(self, "userInterfaceIdiom", default: .unspecified) }
    var model_userInterfaceStyle: UIUserInterfaceStyle { UIKitModel.stored(self, "userInterfaceStyle", default: .unspecified) }
    var model_displayScale: CGFloat { UIKitModel.stored(self, "displayScale", default: 0) }
}

extension UIKitModel {
    /// A trait collection with both size classes, as the screen of a device in that state has: the model's device is
    /// an iPhone (idiom `.phone`, scale 3) in light mode.
    public static func traits(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        let traits = UITraitCollection()
        UIKitModel.store(traits, "horizontalSizeClass", horizontal)
        UIKitModel.store(traits, "verticalSizeClass", vertical)
        UIKitModel.store(traits, "userInterfaceIdiom", UIUserInterfaceIdiom.phone)
        UIKitModel.store(traits, "userInterfaceStyle", UIUserInterfaceStyle.light)
        UIKitModel.store(traits, "displayScale", CGFloat(3))
        return traits
    }

    /// The traits of the screen every window is on: compact width, regular height (an iPhone in portrait) unless a
    /// test changes them.
    nonisolated(unsafe) public static var screenTraits = traits(horizontal: .compact, vertical: .regular)
}

extension NSObject {
    // "Sets the value for the property identified by a given key path to a given value."
    // (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:))
    // Key-value coding needs the Objective-C runtime: the model keeps the value under the key path, where
    // `UIKitModel.keyValue(_:_:)` reads it.
    func model_setValue(_ value: Any?, forKeyPath keyPath: String) {
        UIKitModel.store(self, "keyPath:" + keyPath, value as Any)
    }
}

extension NSObject {
    // "Sets the property of the receiver specified by a given key to a given value."
    // (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)); for a key it
    // finds no property for, "The default implementation raises an NSUndefinedKeyException"
    // (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forundefinedkey:)), whose
    // value is the name `NSUnknownKeyException`. Linux has no Objective-C runtime to find the property a key names:
    // the model knows a key a test declared with `UIKitModel.declareKey(_:in:_:)` (which sets the property) or a
    // stored property `Mirror` shows, and keeps any key of its own UIKit classes unchecked; any other key raises. The
    // value is also kept, readable with `keyValue`.
    func model_setValue(_ value: Any?, forKey key: String) {
        guard
            UIKitModel.setDeclaredKey(key, of: self, to: value) || UIKitModel.hasStoredProperty(key, self)
                || UIKitModel.isModelClass(type(of: self))
        else {
            UIKitModel.raise(
                "NSUnknownKeyException",
                "[<\(type(of: self))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
            return
        }
        UIKitModel.store(self, "keyPath:" + key, value as Any)
    }
}

extension UIKitModel {
    /// Called with each object sent `awakeFromNib()`: what an app's override would see, which Swift on Linux cannot
    /// declare for a method an extension of `NSObject` declares.
    nonisolated(unsafe) public static var awakeFromNibObserver: ((NSObject) -> Void)?
}

extension NSObject {
    // "Although the default implementation of this method does nothing, many UIKit classes provide non-empty
    // implementations." (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()) The
    // model does nothing either, besides telling `UIKitModel.awakeFromNibObserver`.
    func model_awakeFromNib() {
        UIKitModel.awakeFromNibObserver?(self)
    }
}

final class KeyState {
    var setters: [(key: String, set: (AnyObject, Any?) -> Bool)] = []
}

extension UIKitModel {
    nonisolated(unsafe) static let keys = KeyState()

    /// Declares that instances of `type` have the key-value coding key `key` (an app's `@IBOutlet`, private or not),
    /// and how to set it: Swift on Linux cannot find a property by name, so a test says which of the app's classes
    /// have which key; `setValue(_:forKey:)` calls `set` on an object that is a `type`.
    public static func declareKey<Object: AnyObject>(
        _ key: String, in type: Object.Type, _ set: @escaping (Object, Any?) -> Void
    ) {
        keys.setters.append(
            (
                key,
                { object, value in
                    guard let object = object as? Object else { return false }
                    set(object, value)
                    return true
                }
            ))
    }

    static func setDeclaredKey(_ key: String, of object: AnyObject, to value: Any?) -> Bool {
        keys.setters.contains { $0.key == key && $0.set(object, value) }
    }

    /// Whether `type` is one of the model's own UIKit classes, whose properties it stores elsewhere: their keys are
    /// kept, not checked.
    static func isModelClass(_ type: AnyClass) -> Bool {
        ["UIKit.", "MapKit.", "WebKit."].contains { String(reflecting: type).hasPrefix($0) }
    }

    /// Whether `object`'s class or a superclass has a stored property `key`.
    static func hasStoredProperty(_ key: String, _ object: AnyObject) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if current.children.contains(where: { $0.label == key }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    /// A value set with `setValue(_:forKeyPath:)` or `setValue(_:forKey:)`.
    public static func keyValue(_ object: NSObject, _ keyPath: String) -> Any? {
        stored(object, "keyPath:" + keyPath, default: nil as Any?)
    }
}

extension UIImage.Configuration {
    // Not found in Apple's documentation; observed behaviour (unverified): applying(_:) merges the two
    // configurations. The model's configurations carry nothing to merge.
    func model_applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
}

extension UIActivityIndicatorView {
    // Not found in Apple's documentation; observed behaviour (unverified): isAnimating is true between
    // startAnimating() and stopAnimating(). The model tracks only whether it animates.
    func model_startAnimating() { UIKitModel.store(self, "isAnimating", true) }
    func model_stopAnimating() { UIKitModel.store(self, "isAnimating", false) }
    var model_isAnimating: Bool { UIKitModel.stored(self, "isAnimating", default: false) }
}
