/// How a view that its parent holds by key (or in `<prototypes>`, `<cells>`), not in `<subviews>`, joins a layout.
enum KeyedViewRole: Equatable {
    /// A view the parent creates itself, configured in place (`cell.contentView`, `effectView.contentView`).
    case ownProperty(String)
    /// A view the layout creates and assigns to a property of the parent (`tableView.tableHeaderView = header`).
    case assigned(String)
    /// A layout of its own: a prototype cell, or a collection view's supplementary view.
    case separateLayout
    /// Not translated; reported where the parent is translated.
    case unsupported
}

extension IBView {
    /// The role of one of this view's keyed views.
    func role(ofKeyed keyed: IBView) -> KeyedViewRole {
        switch (keyed.key, elementName) {
        case ("contentView", "tableViewCell"), ("contentView", "collectionViewCell"),
            ("contentView", "visualEffectView"):
            return .ownProperty("contentView")
        case (nil, "tableView"), (nil, "collectionView"), ("sectionHeaderView", "collectionView"),
            ("sectionFooterView", "collectionView"):
            return .separateLayout
        case ("tableHeaderView", "tableView"), ("tableFooterView", "tableView"), ("backgroundView", "tableView"),
            ("backgroundView", "collectionView"), ("backgroundView", "tableViewCell"),
            ("backgroundView", "collectionViewCell"),
            ("selectedBackgroundView", "tableViewCell"), ("selectedBackgroundView", "collectionViewCell"),
            ("multipleSelectionBackgroundView", "tableViewCell"), ("inputAccessoryView", "textField"),
            ("inputAccessoryView", "textView"), ("inputView", "textField"), ("inputView", "textView"):
            return .assigned(keyed.key ?? "")
        default:
            return .unsupported
        }
    }

    /// The views a layout creates below this one, in document order: the subviews, the keyed views that belong to
    /// the layout (a cell's content view, a table's header and footer) and a static table's cells.
    ///
    /// Every walk over a layout's views uses this, so constraints, actions and variations inside cells are found.
    var layoutChildren: [IBView] {
        // Most views have neither: their subviews are returned as they are, not copied into a new array.
        if keyedViews.isEmpty, sections.isEmpty { return subviews }
        return subviews
            + keyedViews.filter { role(ofKeyed: $0) != .separateLayout && role(ofKeyed: $0) != .unsupported }
            + sections.flatMap(\.cells)
    }

    /// Prototype cells and supplementary views: the keyed views that are layouts of their own.
    var separateLayouts: [IBView] {
        keyedViews.filter { role(ofKeyed: $0) == .separateLayout }
    }
}
