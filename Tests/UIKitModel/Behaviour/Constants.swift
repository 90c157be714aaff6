import Foundation

// Constants whose values the SDK does not print: the model gives each a distinct placeholder, which the generated code
// only passes on.

extension UICollectionViewFlowLayout {
    // "This is a non-zero, placeholder value that tells the collection view to query each cell for its actual size"
    // (automaticSize). The value itself is not found in Apple's documentation; the model's is its own.
    static var model_automaticSize: CGSize { CGSize(width: 50, height: 50) }
}

extension UIStackView {
    // "The default spacing for subviews within a stack view." is spacingUseDefault; spacingUseSystem's value is not found
    // in Apple's documentation; observed behaviour (unverified): a sentinel, never a real spacing.
    static var model_spacingUseSystem: CGFloat { -CGFloat.greatestFiniteMagnitude }
}
