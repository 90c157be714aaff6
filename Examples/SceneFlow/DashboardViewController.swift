import UIKit

/// The second tab: two container views, each with an embedded child, as the storyboard's embed segues did.
final class DashboardViewController: UIViewController {
    // Created with the view, in loadView(): SceneFlowScenes.makeDashboardViewController() sets the navigation title
    // before, without it.
    private lazy var builder = DashboardViewControllerCodeInterfaceBuilder(key: .sceneFlowDashboardViewController)
    private var summary: SummaryViewController?
    private var chart: ChartViewController?

    override func loadView() {
        view = builder.view
        // Embedding here keeps the storyboard's order: the children's views load before this viewDidLoad().
        summary = SceneFlowScenes.embedSummary(in: self, container: builder.summaryContainerView)
        chart = SceneFlowScenes.embedChart(in: self, container: builder.chartContainerView)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == SceneFlowScenes.SegueIdentifier.embedChart {
            segue.destination.view.backgroundColor = .secondarySystemBackground
        }
    }

    /// Swaps the chart for a new one, removing the old child in the reverse order of embedding.
    func reloadChart() {
        if let chart { SceneFlowScenes.removeEmbedded(chart) }
        chart = SceneFlowScenes.embedChart(in: self, container: builder.chartContainerView)
    }
}

/// Embedded by `embedSummary`.
final class SummaryViewController: UIViewController {
    override func loadView() {
        view = SummaryViewControllerCodeInterfaceBuilder(key: .sceneFlowSummaryViewController).view
    }
}

/// Embedded by `embedChart`.
final class ChartViewController: UIViewController {
    override func loadView() {
        view = ChartViewControllerCodeInterfaceBuilder(key: .sceneFlowChartViewController).view
    }
}

/// What the app's scene delegate does with its window instead of loading the storyboard's initial controller.
@MainActor
func showSceneFlow(in window: UIWindow) {
    window.rootViewController = SceneFlowScenes.makeInitialViewController()
    window.makeKeyAndVisible()
}
