// Starter for `SettingsViewController`, written by `unboard migrate` from Tests/UnboardCoreTests/Resources/Fixtures/TablesAndBars/TablesAndBars.storyboard.
// It is yours to edit: `unboard migrate` never overwrites it.
// It serves the storyboard's static table from the builder (`numberOfSections(in:)`, `tableView(_:cellForRowAt:)`...):
// where the class overrides these methods too, the compiler reports the duplicates; merge each pair into one.

import UIKit

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderStorage: UInt8 = 0

/// The address that names where each controller keeps this value: extensions cannot add stored properties.
@MainActor private var codeInterfaceBuilderKeyStorage: UInt8 = 0

/// `SettingsViewController` with its views created in code by `SettingsViewControllerCodeInterfaceBuilder` instead of a storyboard.
/// Create it with `SettingsViewController(codeInterfaceBuilderKey:)` where the app instantiated the storyboard scene.
extension SettingsViewController: UIViewControllerRestoration, CodeInterfaceBuilderLayoutSelecting {
    /// Creates the controller with the layout `key` of `SettingsViewControllerCodeInterfaceBuilder`; its views are created when UIKit
    /// first asks for `view`, in `loadView()`.
    ///
    /// Unlike the storyboard, nothing calls `init(coder:)` or `awakeFromNib()`: move the class's setup from them to
    /// `viewDidLoad()`, which runs for every controller of this class once its views and outlets exist. Setup that
    /// must run before the view loads (a tab's badge) goes at the end of this initializer, and where the app creates
    /// the controller otherwise: the `Scenes` factories use `init(nibName:bundle:)` and `configure(_:key:)`, not this.
    convenience init(codeInterfaceBuilderKey key: CodeInterfaceBuilderKey) {
        self.init(nibName: nil, bundle: nil)
        codeInterfaceBuilderKey = key
    }

    /// The layout `loadView()` creates: `.tablesAndBarsSettingsViewController` unless set before the view loads (as
    /// `init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).
    var codeInterfaceBuilderKey: CodeInterfaceBuilderKey {
        get {
            objc_getAssociatedObject(self, &codeInterfaceBuilderKeyStorage) as? CodeInterfaceBuilderKey ?? .tablesAndBarsSettingsViewController
        }
        set {
            objc_setAssociatedObject(self, &codeInterfaceBuilderKeyStorage, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // State restoration saves controllers that have a restoration identifier. UIKit finds those the app created at
            // launch by it; give one created later `restorationClass = SettingsViewController.self`, which recreates it.
            restorationIdentifier = restorationIdentifier ?? newValue.rawValue
        }
    }

    /// The builder that created the views and keeps their outlets, once `loadView()` ran.
    var codeInterfaceBuilder: SettingsViewControllerCodeInterfaceBuilder? {
        objc_getAssociatedObject(self, &codeInterfaceBuilderStorage) as? SettingsViewControllerCodeInterfaceBuilder
    }

    /// Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.
    override func loadView() {
        let builder = SettingsViewControllerCodeInterfaceBuilder(key: codeInterfaceBuilderKey)
        objc_setAssociatedObject(self, &codeInterfaceBuilderStorage, builder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        view = builder.view
        // The table view the controller manages, which its own `loadView()` sets: `view` is not documented to.
        tableView = builder.view as? UITableView
        // The outlets the class declares for Interface Builder, now set from code.
        notificationsSwitch = builder.notificationsSwitch
        // The table view controller's own `loadView()`, which this one replaces, made it the table's dataSource and delegate.
        tableView.dataSource = self
        tableView.delegate = self
        // The action methods Interface Builder sent to, now called from code.
        builder.addNotificationsChangedAction(UIAction { [weak self] action in
            if let sender = action.sender as? UISwitch {
                self?.notificationsChanged(sender)
            }
        })
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
            if SettingsViewControllerCodeInterfaceBuilder.layoutKeys.contains(key) {
                return SettingsViewController(codeInterfaceBuilderKey: key)
            }
        }
        return nil
    }

    /// The static table's sections, which the storyboard's table view controller served itself: created in
    /// code it has no static content, and `super` reports none.
    override func numberOfSections(in tableView: UITableView) -> Int {
        return codeInterfaceBuilder?.tableSections.count ?? 0
    }

    /// The static table's rows in `section`. A class that hid rows by calling
    /// `super.tableView(_:numberOfRowsInSection:)` from its own override gets the storyboard's rows from this
    /// method now (`super` reports none in code): move that override's logic here.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return codeInterfaceBuilder?.tableSections[section].cells.count ?? 0
    }

    /// The static table's cells, created once by the builder with their content. Never `UITableViewCell()`:
    /// without the builder, `numberOfSections(in:)` reports no sections.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return codeInterfaceBuilder?.tableSections[indexPath.section].cells[indexPath.row] ?? UITableViewCell()
    }

    /// The header title Interface Builder gives `section`, `nil` where it has none.
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return codeInterfaceBuilder?.tableSections[section].headerTitle
    }

    /// The footer title Interface Builder gives `section`, `nil` where it has none.
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return codeInterfaceBuilder?.tableSections[section].footerTitle
    }

    /// The row height Interface Builder gives the cell, the table view's `rowHeight` where it gives none
    /// (as the builder's `TableSection.rowHeights` documents).
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return codeInterfaceBuilder?.tableSections[indexPath.section].rowHeights[indexPath.row] ?? tableView.rowHeight
    }
}
