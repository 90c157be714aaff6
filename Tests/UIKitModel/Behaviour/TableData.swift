import Foundation

// A table asks its data source; the model declares data source methods only as `UITableViewController` members (the
// starter of a static table overrides them), so only a table view controller can answer. A table whose data source
// is anything else is not modelled; one without a data source has no rows (unverified).
extension UITableView {
    // "UITableView gets the value in this property from its data source and caches it."
    // (https://developer.apple.com/documentation/uikit/uitableview/numberofsections; the cache is not modelled.)
    var model_numberOfSections: Int {
        guard let source = dataSource else { return 0 }
        guard let controller = source as? UITableViewController else {
            UIKitModel.notModelled("UITableView.numberOfSections of a data source that is not a UITableViewController")
        }
        return controller.numberOfSections(in: self)
    }

    // "UITableView gets the value in this property from its data source and caches it."
    // (https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:); not cached here.)
    func model_numberOfRows(inSection section: Int) -> Int {
        guard let source = dataSource else { return 0 }
        guard let controller = source as? UITableViewController else {
            UIKitModel.notModelled("UITableView.numberOfRows(inSection:) of a data source that is not a UITableViewController")
        }
        return controller.tableView(self, numberOfRowsInSection: section)
    }
}

// A table view controller created in code has no static content to serve: a table with the data source protocol's
// default number of sections ("The default value is 1.",
// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)) and no rows in them
// (not found in Apple's documentation: unverified). The methods that would return a row's content trap, as a
// table without rows never calls them.
extension UITableViewController {
    func model_numberOfSections(in tableView: UITableView) -> Int { 1 }

    func model_tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}

// "An index number identifying a section in a table view or collection view."
// (https://developer.apple.com/documentation/foundation/indexpath/section) "An index number identifying a row in a
// section of a table view." (https://developer.apple.com/documentation/foundation/indexpath/row) The first and
// second indexes: the model's choice, as `IndexPath(row:section:)` would make them (unverified).
extension IndexPath {
    var model_section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    var model_row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
