import UIKit

final class ProfileViewController: UIViewController {
    private var builder: ProfileViewControllerCodeInterfaceBuilder!

    override func loadView() {
        let builder = ProfileViewControllerCodeInterfaceBuilder(key: .profileProfileViewController)
        self.builder = builder
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The avatar has no outlet: the storyboard names it with a `name` runtime attribute.
        if let avatar = builder.view(named: "avatar") as? UIImageView {
            avatar.image = UIImage(systemName: "person.crop.circle.fill")
        }
        builder.addSaveTappedAction(UIAction { [weak self] _ in
            self?.save()
        })
    }

    private func save() {
        let name = builder.displayNameField.text ?? ""
        builder.nameLabel.text = name.isEmpty ? builder.nameLabel.text : name
        builder.view(named: "badge")?.isHidden = name.isEmpty
    }
}
