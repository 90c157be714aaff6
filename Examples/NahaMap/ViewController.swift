import UIKit

final class ViewController: UIViewController, CodeInterfaceBuilderLayoutSelecting {
    private var builder: ViewControllerCodeInterfaceBuilder!
    /// Set by `MainScenes` and `ModalScenes` for the scene they create.
    var codeInterfaceBuilderKey: CodeInterfaceBuilderKey = .mainViewController
    private var tapCount = 0

    override func loadView() {
        let builder = ViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
        self.builder = builder
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        builder.addOkinawaButtonTappedAction(UIAction { [weak self] _ in
            self?.okinawaTapped()
        })
    }

    private func okinawaTapped() {
        tapCount += 1
        builder.countLabel.text = "\(tapCount) taps"
        let alert = UIAlertController(title: "Okinawa", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
