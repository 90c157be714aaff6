import UIKit

/// The first tab: buttons that perform the storyboard's segues through `SceneFlowScenes`.
final class FeedViewController: UIViewController, SceneFlowScenes.UnwindToFeedDestination {
    // Created with the view, in loadView(): SceneFlowScenes.makeFeedViewController() sets the navigation title and
    // the compose button before, without it; the builder adopts that button, whose segue it wires.
    private lazy var builder = FeedViewControllerCodeInterfaceBuilder(
        key: .sceneFlowFeedViewController, viewController: self)
    private(set) var composedCount = 0

    override func loadView() {
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The buttons and the compose item performed these segues themselves in the storyboard; in code, the Scenes
        // type wires them, asking shouldPerformSegue(withIdentifier:sender:) first as UIKit did.
        SceneFlowScenes.addSegueTriggers(to: self, builder: builder)
    }

    /// The same place as with the storyboard: the segue methods call it before showing the destination.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case SceneFlowScenes.SegueIdentifier.showDetail:
            (segue.destination as? DetailViewController)?.itemTitle = "Item \(composedCount + 1)"
        case SceneFlowScenes.SegueIdentifier.compose:
            segue.destination.isModalInPresentation = true
        default:
            break
        }
    }

    /// The unwind action `unwindToFeed:`, reached from the compose screen's Done button.
    @IBAction func unwindToFeed(_ segue: UIStoryboardSegue) {
        composedCount += 1
    }
}

/// Pushed by the `showDetail` segue.
final class DetailViewController: UIViewController {
    private lazy var builder = DetailViewControllerCodeInterfaceBuilder(key: .sceneFlowDetailViewController)
    /// Set by the feed in `prepare(for:sender:)`.
    var itemTitle = ""

    override func loadView() {
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        builder.titleLabel.text = itemTitle
    }
}

/// Presented modally by the `compose` segue; its Done button unwinds to the feed.
final class ComposeViewController: UIViewController {
    private lazy var builder = ComposeViewControllerCodeInterfaceBuilder(key: .sceneFlowComposeViewController)

    override func loadView() {
        view = builder.view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        SceneFlowScenes.addSegueTriggers(to: self, builder: builder)
    }
}

/// Shown in a popover by the `showInfo` segue.
final class InfoViewController: UIViewController {
    override func loadView() {
        view = InfoViewControllerCodeInterfaceBuilder(key: .sceneFlowInfoViewController).view
        preferredContentSize = CGSize(width: 300, height: 200)
    }
}

/// The custom segue class of `fadeToAbout`: presents the destination with a cross-dissolve.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}
