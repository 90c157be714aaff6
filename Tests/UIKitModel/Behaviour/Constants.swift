import Foundation

// Constants whose values the SDK does not print: the model gives each a distinct placeholder, which the generated code
// only passes on. (UIStackView's spacing sentinels are in Containers.swift, with the values UIStackView.h gives.)

extension UICollectionViewFlowLayout {
    // "This is a non-zero, placeholder value that tells the collection view to query each cell for its actual size"
    // (automaticSize). The value itself is not found in Apple's documentation; the model's is its own.
    static var model_automaticSize: CGSize { CGSize(width: 50, height: 50) }
}

extension UITableView {
    // UITableView.h declares `UITableViewAutomaticDimension` without printing its value; the model's placeholder is
    // the -1 Interface Builder writes for it. (Only compared and passed on.)
    class var model_automaticDimension: CGFloat { -1 }
}

extension UIFont {
    // UIFont.h declares the standard sizes ("The size, in points, of the standard system font.",
    // https://developer.apple.com/documentation/uikit/uifont/systemfontsize) without printing their values; the
    // model's placeholders are quarter points, which no size Interface Builder writes has, so a test tells a standard
    // size from a written one. (Only passed on to the font made with them.)
    class var model_systemFontSize: CGFloat { 14.25 }
    class var model_smallSystemFontSize: CGFloat { 12.25 }
    class var model_labelFontSize: CGFloat { 17.25 }
}
