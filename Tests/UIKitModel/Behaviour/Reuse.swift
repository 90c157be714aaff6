import Foundation

// Cell reuse: the cells and reusable views a table or collection view takes back when their rows leave the screen,
// and hands out again from the next dequeue with their identifier.
//
// "A table view maintains a queue or list of UITableViewCell objects" ... "that the data source has marked for
// reuse." (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:); the
// second half from a verbatim copy of that page, https://quick-face-098.notion.site/dequeueReusableCell-withIdentifier-f71e2728df154bb1a54ab4bdeaee051a)
// "A table view uses cell objects to draw its visible rows and then caches those objects as long as the rows are
// visible." (Table View Programming Guide, https://developer.apple.com/library/ios/documentation/UserExperience/Conceptual/TableView_iPhone/TableViewCells/TableViewCells.html)
// A row scrolled off the screen is not visible; that its cell then enters the queue is inferred from these
// (partially verified). When it does is the test's to say: the model has no scrolling (`UIKitModel.endDisplaying`).

/// The cells and reusable views a table or collection view holds for reuse, by queue (a reuse identifier; a
/// supplementary view's kind and identifier), oldest first.
final class ReuseQueues {
    var views: [String: [UIView]] = [:]
}

/// The table or collection view that dequeued a view, and the queue the view goes back to.
final class ReuseOrigin {
    weak var owner: UIScrollView?
    let queue: String

    init(owner: UIScrollView, queue: String) {
        self.owner = owner
        self.queue = queue
    }
}

extension UIKitModel {
    /// Takes `view`, a cell, header or footer that `scrollView` dequeued, off the screen, as scrolling its row out of
    /// sight does: `scrollView` keeps it in the reuse queue of its identifier, and the next dequeue with that
    /// identifier (and kind) returns it, after calling its `prepareForReuse()`, instead of creating a new one. A view
    /// already in the queue stays there once.
    public static func endDisplaying(_ view: UIView, in scrollView: UIScrollView) {
        guard let origin = stored(view, "reuseOrigin", default: nil as ReuseOrigin?), origin.owner === scrollView else {
            notModelled("endDisplaying a \(type(of: view)) that this \(type(of: scrollView)) did not dequeue")
        }
        let queues = scrollView.reuseQueues
        guard !(queues.views[origin.queue] ?? []).contains(where: { $0 === view }) else { return }
        queues.views[origin.queue, default: []].append(view)
        record("endDisplaying \(origin.queue) \(type(of: view))")
    }
}

extension UIScrollView {
    var reuseQueues: ReuseQueues { modelState(of: self) { ReuseQueues() } }

    /// The view that waited longest in `queue`, told to prepare for reuse, or nil when the queue is empty.
    // UITableViewCell.prepareForReuse(): "If a UITableViewCell object has a reuse identifier, the table view invokes
    // this method just before returning the object from the UITableView method dequeueReusableCell(withIdentifier:)."
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse())
    // dequeueReusableCell(withIdentifier:): "This method dequeues an existing cell if one is available or creates a
    // new one using the class or nib file you previously registered." ... "If an existing cell was available for
    // reuse, this method calls the cell's prepareForReuse() method instead."
    // (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:); the search
    // corpus's copy of the page stops before these sentences, found in the verbatim copy cited above)
    // UICollectionReusableView.prepareForReuse(): "When the collection view dequeues your view for use, it calls this
    // method before the corresponding dequeue method returns the view to your code."
    // (https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse())
    // UITableViewHeaderFooterView.prepareForReuse(): "If your header or footer view is reusable — that is, it has a
    // reuse identifier — the table view calls this method just before returning the view from its
    // dequeueReusableHeaderFooterView(withIdentifier:) method."
    // (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse())
    // Which queued view comes back first is not documented: the model takes the oldest (unverified).
    func reusedView(from queue: String) -> UIView? {
        guard let view = reuseQueues.views[queue]?.first else { return nil }
        reuseQueues.views[queue]?.removeFirst()
        UIKitModel.record("reuse \(queue) \(type(of: view))")
        switch view {
        case let cell as UITableViewCell: cell.prepareForReuse()
        case let reusable as UICollectionReusableView: reusable.prepareForReuse()
        case let headerFooter as UITableViewHeaderFooterView: headerFooter.prepareForReuse()
        default: break
        }
        return view
    }

    /// Remembers that this view dequeued `view` from `queue`, where `UIKitModel.endDisplaying` puts it back.
    func markDequeued(_ view: UIView, from queue: String) {
        UIKitModel.store(view, "reuseOrigin", ReuseOrigin(owner: self, queue: queue) as ReuseOrigin?)
    }
}

extension UITableViewCell {
    // "If you override this method, you must be sure to invoke the superclass implementation."
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()) What the superclass resets
    // is not documented; the model resets nothing (unverified).
    func model_prepareForReuse() {}
}

extension UICollectionReusableView {
    // "The default implementation of this method does nothing."
    // (https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse())
    func model_prepareForReuse() {}
}

extension UITableViewHeaderFooterView {
    // "Subclasses can override this method and use it to reset attributes of the view to their default values."
    // (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()) What the class
    // itself resets is not documented; the model resets nothing (unverified).
    func model_prepareForReuse() {}
}
