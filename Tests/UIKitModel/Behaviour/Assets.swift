import Foundation

// Named images and colors, found in the asset catalog of a bundle the test sets up with `UIKitModel.addAssets`.

final class AssetState {
    var images: [String: Set<String>] = [:]
    var colors: [String: Set<String>] = [:]
}

extension UIKitModel {
    nonisolated(unsafe) static let assets = AssetState()

    /// Puts images and colors with these names in `bundle`'s asset catalog (the main bundle unless given).
    public static func addAssets(images: [String] = [], colors: [String] = [], in bundle: Bundle = .main) {
        assets.images[bundle.bundlePath, default: []].formUnion(images)
        assets.colors[bundle.bundlePath, default: []].formUnion(colors)
    }

    /// Whether `name` is an asset of `bundle` (nil: the main bundle) in `catalog`, or every name exists.
    static func hasAsset(_ name: String, in bundle: Bundle?, _ catalog: [String: Set<String>]) -> Bool {
        everyAssetExists || assetNames.contains(name)
            || catalog[(bundle ?? .main).bundlePath]?.contains(name) == true
    }
}

extension UIImage {
    // "The bundle containing the image file or asset catalog. Specify nil to search the app's main bundle." ... Return
    // value: "The image object that best matches the desired traits with the given name, or nil if no suitable image
    // was found." (init(named:in:compatibleWith:))
    func model_init(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) -> Bool {
        UIKitModel.hasAsset(name, in: bundle, UIKitModel.assets.images)
    }

    // "Specify nil to search the app's main bundle." ... "or nil if no suitable image was found." (init(named:in:with:))
    func model_init(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) -> Bool {
        UIKitModel.hasAsset(name, in: bundle, UIKitModel.assets.images)
    }

    // init(named:) searches the main bundle: its documentation's "Return Value" is not found in the pages the model
    // cites; it answers as init(named:in:compatibleWith:) with nil.
    func model_init(named name: String) -> Bool {
        UIKitModel.hasAsset(name, in: nil, UIKitModel.assets.images)
    }
}

extension UIColor {
    // "Creates a color object using the named asset that's compatible with the specified trait collection."
    // (init(named:in:compatibleWith:)) The initializer is failable; that it returns nil for a name the bundle lacks is
    // not found in Apple's documentation; observed behaviour (unverified).
    func model_init(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) -> Bool {
        UIKitModel.hasAsset(name, in: bundle, UIKitModel.assets.colors)
    }

    // "Creates a color object using the information from the named asset." (init(named:)) In the main bundle.
    func model_init(named name: String) -> Bool {
        UIKitModel.hasAsset(name, in: nil, UIKitModel.assets.colors)
    }
}
