import Foundation

// A user's tap on a row or item: the cells a table or collection view shows, and the delegate it tells.
//
// "Returns any existing visible or prepared cell for the index path. Returns nil when no cell exists, or if index path
// is out of range." (`cellForRowAtIndexPath:`, UITableView.h; `cellForItemAtIndexPath:`, UICollectionView.h) The model
// shows no cell by itself: a cell is visible once a test showed it (`UIKitModel.show`) or tapped its row.

extension UITableView {
    func model_cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        UIKitModel.stored(self, "visibleCells", default: [IndexPath: UIView]())[indexPath] as? UITableViewCell
    }
}

extension UICollectionView {
    func model_cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        UIKitModel.stored(self, "visibleCells", default: [IndexPath: UIView]())[indexPath] as? UICollectionViewCell
    }
}

// A table view controller adopts the delegate protocol; what its own implementation does on a selection is not
// documented: the model does nothing (unverified), so a subclass's override is what runs.
extension UITableViewController {
    func model_tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    func model_tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

extension UICollectionViewController {
    func model_collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

extension UIKitModel {
    /// Shows `cell` at `indexPath` of `view` (a table or collection view), as the view does with the cell its data
    /// source returned: the cell becomes its subview and `cellForRow(at:)` / `cellForItem(at:)` return it.
    public static func show(_ cell: UIView, at indexPath: IndexPath, in view: UIScrollView) {
        var cells = stored(view, "visibleCells", default: [IndexPath: UIView]())
        cells[indexPath] = cell
        store(view, "visibleCells", cells)
        if cell.superview !== view { view.addSubview(cell) }
    }

    /// A user's tap on the row at `indexPath`: its cell is shown first (a `UITableViewController` data source's
    /// `tableView(_:cellForRowAt:)` gives it, as for any row the table shows), then the table tells its delegate:
    /// "Called after the user changes the selection." (`tableView:didSelectRowAtIndexPath:`, UITableView.h)
    public static func selectRow(at indexPath: IndexPath, in tableView: UITableView) {
        showRow(at: indexPath, in: tableView)
        record("select row \(indexPath.section).\(indexPath.row)")
        tell(tableView.delegate, "tableView:didSelectRowAtIndexPath:", indexPath) {
            $0.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// A user's tap on the detail button of the row at `indexPath`: "Tells the delegate that the user tapped the detail
    /// button for the specified row."
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:))
    public static func tapAccessoryButton(ofRowAt indexPath: IndexPath, in tableView: UITableView) {
        showRow(at: indexPath, in: tableView)
        record("tap accessory button of row \(indexPath.section).\(indexPath.row)")
        tell(tableView.delegate, "tableView:accessoryButtonTappedForRowWithIndexPath:", indexPath) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// A user's tap on the item at `indexPath`, whose cell a test showed (`show(_:at:in:)`): "The sequence of calls
    /// leading to selection from a user touch is: ... 4. -collectionView:didSelectItemAtIndexPath:" (UICollectionView.h;
    /// the model has no highlighting and no `shouldSelect`).
    public static func selectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
        record("select item \(indexPath.section).\(indexPath.row)")
        let delegate = collectionView.delegate
        if let controller = delegate as? UICollectionViewController {
            controller.collectionView(collectionView, didSelectItemAt: indexPath)
        } else if let delegate {
            _ = deliver("collectionView:didSelectItemAtIndexPath:", to: delegate, from: indexPath)
        }
    }

    private static func showRow(at indexPath: IndexPath, in tableView: UITableView) {
        guard tableView.cellForRow(at: indexPath) == nil else { return }
        guard let source = tableView.dataSource as? UITableViewController else {
            notModelled("a tap on a row a test did not show, in a table whose data source is not a UITableViewController")
        }
        show(source.tableView(tableView, cellForRowAt: indexPath), at: indexPath, in: tableView)
    }

    /// Sends a table delegate method: a `UITableViewController` has it; another delegate only if a test declared that
    /// its class implements the selector (`implement`), which is given the index path as its sender. Linux has no
    /// Objective-C runtime to ask whether an object responds to an optional protocol method.
    private static func tell(
        _ delegate: (any UITableViewDelegate)?, _ selector: String, _ indexPath: IndexPath,
        _ send: (UITableViewController) -> Void
    ) {
        if let controller = delegate as? UITableViewController {
            send(controller)
        } else if let delegate {
            _ = deliver(selector, to: delegate, from: indexPath)
        }
    }
}
