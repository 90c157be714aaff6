import UIKit

final class VideoPlayerViewController: UIViewController {
    private var builder: VideoPlayerViewControllerCodeInterfaceBuilder!
    /// Set by `VideoPlayerViewController+iOS17.swift` once size-class changes arrive through
    /// `registerForTraitChanges` (iOS 17 and later).
    var isRegisteredForTraitChanges = false

    override func loadView() {
        builder = VideoPlayerViewControllerCodeInterfaceBuilder(key: .videoCommentsVideoPlayerViewController)
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        builder.addSendTappedAction(UIAction { [weak self] _ in
            self?.sendComment()
        })
        builder.addCommentsTappedAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.builder.commentsView.isHidden.toggle()
        })
    }

    // Before iOS 17 this is how size-class changes arrive; from iOS 17 on, the registration made in
    // VideoPlayerViewController+iOS17.swift applies them instead.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) {
            let sizeClassesChanged =
                previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
                || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass
            if sizeClassesChanged {
                applySizeClasses()
            }
        }
    }

    /// Installs the views, constraints and values of the size class in `traitCollection`.
    func applySizeClasses() {
        builder.apply(traitCollection)
    }

    private func sendComment() {
        guard let text = builder.commentField.text, !text.isEmpty else { return }
        builder.commentField.text = nil
        builder.commentField.resignFirstResponder()
    }
}
