// Starter for `FeedViewController`, written by `unboard migrate` from Examples/SceneFlow/SceneFlow.storyboard, Tests/UnboardCoreTests/Resources/Fixtures/TablesAndBars/TablesAndBars.storyboard.
// It is yours to edit: `unboard migrate` never overwrites it.

import UIKit

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderStorage: UInt8 = 0

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderKeyStorage: UInt8 = 0

/// `FeedViewController` with its views created in code by `FeedViewControllerCodeInterfaceBuilder` instead of a storyboard.
/// Create it with `FeedViewController(codeInterfaceBuilderKey:)` where the app instantiated the storyboard scene.
extension FeedViewController: UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {
    /// Creates the controller with the layout `key` of `FeedViewControllerCodeInterfaceBuilder`; its views are created when UIKit
    /// first asks for `view`, in `loadView()`.
    ///
    /// Its title, tab bar item and navigation item are set now, without its views, as a storyboard sets
    /// them: a tab bar shows them before the view loads.
    ///
    /// Unlike the storyboard, nothing calls `init(coder:)` or `awakeFromNib()`: move the class's setup from them to
    /// `viewDidLoad()`, which runs for every controller of this class once its views and outlets exist. Setup that
    /// must run before the view loads (a tab's badge) goes at the end of this initializer, and where the app creates
    /// the controller otherwise: the `Scenes` factories use `init(nibName:bundle:)` and `configure(_:key:)`, not this.
    convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey) {
        self.init(nibName: nil, bundle: nil)
        FeedViewControllerCodeInterfaceBuilder.configure(self, key: key)
        codeInterfaceBuilderKey = key
    }

    /// The layout `loadView()` creates: `.sceneFlowFeedViewController` unless set before the view loads (as
    /// `init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).
    var codeInterfaceBuilderKey: CodeInterfaceBuilderKey {
        get {
            objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey ?? .sceneFlowFeedViewController
        }
        set {
            let previous = objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey
            objc_setAssociatedObject(self, &codeInterfaceBuilderKeyStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // State restoration saves controllers that have a restoration identifier. UIKit finds those the app created at
            // launch by it; give one created later `restorationClass = FeedViewController.self`, which recreates it.
            restorationIdentifier = restorationIdentifier ?? newValue.rawValue
            // Another layout, chosen before the view loads: its title, navigation item and bar items.
            if !isViewLoaded && previous != nil && previous != newValue {
                FeedViewControllerCodeInterfaceBuilder.configure(self, key: newValue)
            }
            // The bar item outlets, set now, before the view loads, as the storyboard connected them.
            if let kept = FeedViewControllerCodeInterfaceBuilder.keptTablesAndBarsFeedViewControllerBarItems(of: self) {
                addButton = kept.addButton
            }
        }
    }

    /// The builder that created the views and keeps their outlets, once `loadView()` ran.
    var codeInterfaceBuilder: FeedViewControllerCodeInterfaceBuilder? {
        objc_getAssociatedObject(self, &codeInterfaceBuilderStorage) as? FeedViewControllerCodeInterfaceBuilder
    }

    /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
    override func loadView() {
        // Created with a plain initializer: configured now, so that the builder adopts bar items on screen.
        if codeInterfaceBuilderKey == .sceneFlowFeedViewController && FeedViewControllerCodeInterfaceBuilder.keptSceneFlowFeedViewControllerBarItems(of: self) == nil || codeInterfaceBuilderKey == .tablesAndBarsFeedViewController && FeedViewControllerCodeInterfaceBuilder.keptTablesAndBarsFeedViewControllerBarItems(of: self) == nil {
            FeedViewControllerCodeInterfaceBuilder.configure(self, key: codeInterfaceBuilderKey)
        }
        let builder = FeedViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey, viewController: self)
        objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view = builder.view
        // The outlets the class declares for Interface Builder, now set from code.
        aboutButton = builder.aboutButton
        addButton = builder.addButton
        detailsButton = builder.detailsButton
        infoButton = builder.infoButton
        tapRecognizer = builder.tapRecognizer
        // The action methods Interface Builder sent to, now called from code.
        builder.addAddTarget(self, action: #selector(FeedViewController.add(_:)))
        builder.addCardTappedTarget(self, action: #selector(FeedViewController.cardTapped(_:)))
        builder.addEditTarget(self, action: #selector(FeedViewController.edit(_:)))
        builder.addShareTarget(self, action: #selector(FeedViewController.share(_:)))
        // The buttons and bar button items that performed segues in the storyboard.
        if codeInterfaceBuilderKey == .sceneFlowFeedViewController {
            SceneFlowScenes.addSegueTriggers(to: self, builder: builder)
        }
        if #available(iOS 17.0, *) {
            registerForTraitChanges([
                UITraitHorizontalSizeClass.self,
                UITraitVerticalSizeClass.self,
            ]) { (self: Self, _: UITraitCollection) in
                self.codeInterfaceBuilder?.apply(self.traitCollection)
            }
        }
    }

    /// The trait collection is final here, before the view appears: the right moment to apply size classes.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        codeInterfaceBuilder?.apply(traitCollection)
    }

    /// Before iOS 17, size-class changes arrive here; from iOS 17 on, the registration in `loadView()` handles them.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) {
            codeInterfaceBuilder?.apply(traitCollection)
        }
    }

    /// Saves the layout key, so that state restoration recreates the same layout.
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(codeInterfaceBuilderKey.rawValue, forKey: "codeInterfaceBuilderKey")
    }

    /// Recreates a controller that `encodeRestorableState(with:)` saved, with the same layout: the restoration class
    /// of a controller created on demand with `init(codeInterfaceBuilderKey:)` (set `restorationClass` where it is
    /// created). Controllers created at launch need none: UIKit finds them by their restoration identifiers.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        if let key = (coder.decodeObject(of: NSString.self, forKey: "codeInterfaceBuilderKey") as String?).flatMap(CodeInterfaceBuilderKey.init(rawValue:)) {
            if FeedViewControllerCodeInterfaceBuilder.layoutKeys.contains(key) {
                return FeedViewController(codeInterfaceBuilderKey: key)
            }
        }
        return nil
    }

    /// Performs the segues of the storyboard scene through its `Scenes` methods, which create the destination, call
    /// `prepare(for:sender:)` with `sender` and show it: the controller has no storyboard to find them in. It does not
    /// ask `shouldPerformSegue(withIdentifier:sender:)`, as UIKit does not: "This method is not invoked when
    /// -performSegueWithIdentifier:sender: is used." (UIViewController.h). Other identifiers go to `super`,
    /// which raises as it did for identifiers the storyboard lacked; so do the segues of a scene that shares
    /// its class with another scene of the same storyboard. A popover points at the anchor the storyboard
    /// names, one of the views: before they load, it goes to `super` too.
    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        switch identifier {
        case SceneFlowScenes.SegueIdentifier.compose:
            if codeInterfaceBuilderKey == .sceneFlowFeedViewController {
                SceneFlowScenes.performComposeSegue(from: self, sender: sender)
                return
            }
        case SceneFlowScenes.SegueIdentifier.showDetail:
            if codeInterfaceBuilderKey == .sceneFlowFeedViewController {
                SceneFlowScenes.performShowDetailSegue(from: self, sender: sender)
                return
            }
        case SceneFlowScenes.SegueIdentifier.showInfo:
            if codeInterfaceBuilderKey == .sceneFlowFeedViewController {
                if let anchor = codeInterfaceBuilder?.infoButton {
                    SceneFlowScenes.performShowInfoSegue(from: self, anchor: anchor, sender: sender)
                    return
                }
            }
        case SceneFlowScenes.SegueIdentifier.fadeToAbout:
            if codeInterfaceBuilderKey == .sceneFlowFeedViewController {
                SceneFlowScenes.performFadeToAboutSegue(from: self, sender: sender)
                return
            }
        default:
            break
        }
        super.performSegue(withIdentifier: identifier, sender: sender)
    }
}
