extension Rules {
    /// `layoutMarginsFollowReadableWidth`, IB's "Follow Readable Width" for a view's layout margins. UIKit has no
    /// public property for it on `UIView` (only `UITableView.cellLayoutMarginsFollowReadableWidth`, for the cells),
    /// so what it decides is expressed where it is used: constraints to the view's horizontal margins are made to its
    /// `readableContentGuide` (`item(_:attribute:line:)` in `translateConstraint.swift`). What else reads the margins
    /// (subviews that preserve them, a cell's or a stack or scroll view's own use) still sees the plain margins,
    /// which is a warning.
    static let followsReadableWidth: ViewClass.AttributeRule = { value, t in
        guard value == "YES" else { return }
        let users = plainMarginUsers(of: t.view)
        guard !users.isEmpty else { return }
        t.context.warning(
            "layoutMarginsFollowReadableWidth on <\(t.view.elementName)> has no UIKit property: constraints to its horizontal margins are made to its readableContentGuide, but these keep its plain layout margins: \(users.joined(separator: ", "))",
            line: t.view.line, element: t.view.elementName, category: .unsupportedAttribute,
            subject: "'layoutMarginsFollowReadableWidth' on <\(t.view.elementName)>")
    }

    /// Besides constraints, what reads a view's layout margins: the view itself where its class lays out by them,
    /// and subviews that preserve their superview's margins.
    private static func plainMarginUsers(of view: IBView) -> [String] {
        var users: [String] = []
        if classesUsingOwnMargins.contains(view.elementName) { users.append("the \(view.elementName)'s own layout") }
        let preserving = view.subviews.filter { $0.attributes["preservesSuperviewLayoutMargins"] == "YES" }
        if !preserving.isEmpty { users.append("\(preserving.count) subview(s) that preserve its margins") }
        return users
    }

    /// Views whose own layout (cells' content, arranged subviews, scrolled content, text) follows their margins.
    private static let classesUsingOwnMargins: Set<String> = [
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "stackView", "tableView",
        "collectionView", "scrollView", "textView",
    ]
}
