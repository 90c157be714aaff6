import UIKit

/// The inbox screen: a title and an unread-messages button, each of whose parts is laid out by its own xib.
final class InboxViewController: UIViewController {
    private var builder: InboxViewControllerCodeInterfaceBuilder!

    override func loadView() {
        builder = InboxViewControllerCodeInterfaceBuilder(key: .inboxInboxViewController)
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The nested builders keep the outlets of the xibs: the button's count label, the caption inside it.
        builder.unreadButtonBuilder.countLabel.text = "3"
        builder.unreadButtonBuilder.caption.text = "Unread"
        builder.unreadButton.addAction(UIAction { [weak self] _ in
            self?.markAllRead()
        }, for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Applies the screen's size classes, then the button's (the generated `apply(_:)` passes them on).
        builder.apply(traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        builder.apply(traitCollection)
    }

    private func markAllRead() {
        builder.unreadButtonBuilder.countLabel.text = "0"
    }
}
