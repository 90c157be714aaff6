import Foundation

// MARK: - Table and collection views

final class ReuseState {
    var cellClasses: [String: AnyClass] = [:]
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: AnyClass] = [:]
    var supplementaryClasses: [String: AnyClass] = [:]
}

extension UIScrollView {
    var reuseState: ReuseState { modelState(of: self) { ReuseState() } }
}

extension UITableView {
    func model_init(frame: CGRect, style: UITableView.Style) {
        UIKitModel.store(self, "style", style)
    }

    var model_style: UITableView.Style { UIKitModel.stored(self, "style", default: .plain) }

    // "Registers a class to use in creating new table cells." ... "Before dequeueing any cells, call this method or
    // the register(_:forCellReuseIdentifier:) method to tell the table view how to create new cells."
    // (register(_:forCellReuseIdentifier:))
    func model_register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuseState.cellClasses[identifier] = cellClass
        reuseState.cellNibs[identifier] = nil
    }

    func model_register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuseState.cellNibs[identifier] = nib
        reuseState.cellClasses[identifier] = nil
    }

    func model_register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuseState.headerFooterClasses[identifier] = aClass
    }

    func model_register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UIKitModel.notModelled("UITableView.register(_: UINib?, forHeaderFooterViewReuseIdentifier:)")
    }

    // "A UITableViewCell object with the associated identifier, or nil if no such object exists in the reusable-cell
    // queue." (dequeueReusableCell(withIdentifier:)) A registered class makes one.
    func model_dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = reuseState.cellClasses[identifier] as? UITableViewCell.Type else {
            if reuseState.cellNibs[identifier] != nil { UIKitModel.notModelled("cells from a UINib") }
            return nil
        }
        guard let cell = UIKitModel.make(cellClass) as? UITableViewCell else { return nil }
        UIKitModel.store(cell, "reuseIdentifier", identifier as String?)
        UIKitModel.record("dequeue \(identifier) \(type(of: cell))")
        return cell
    }

    // "Important: You must register a class or nib file using the register(_:forCellReuseIdentifier:) or
    // register(_:forCellReuseIdentifier:) method before calling this method." (dequeueReusableCell(withIdentifier:for:))
    // UIKit raises NSInternalInconsistencyException "unable to dequeue a cell with identifier ... - must register a nib
    // or a class for the identifier or connect a prototype cell in a storyboard".
    func model_dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = model_dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitModel.raise("NSInternalInconsistencyException", "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func model_dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = reuseState.headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
        let view = UIKitModel.make(viewClass) as? UITableViewHeaderFooterView
        view.map { UIKitModel.store($0, "reuseIdentifier", identifier as String?) }
        return view
    }
}

extension UICollectionView {
    func model_init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        UIKitModel.store(self, "collectionViewLayout", layout)
    }

    var model_collectionViewLayout: UICollectionViewLayout {
        get { UIKitModel.stored(self, "collectionViewLayout") }
        set { UIKitModel.store(self, "collectionViewLayout", newValue) }
    }

    // "Register a class for use in creating new collection view cells." (register(_:forCellWithReuseIdentifier:))
    func model_register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuseState.cellClasses[identifier] = cellClass
    }

    func model_register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        reuseState.cellNibs[identifier] = nib
    }

    func model_register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        reuseState.supplementaryClasses[elementKind + "/" + identifier] = viewClass
    }

    func model_register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UIKitModel.notModelled("UICollectionView.register(_: UINib?, forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    // "Prior to calling the dequeueReusableCell(withReuseIdentifier:for:) method of the collection view, you must use
    // this method or the register(_:forCellWithReuseIdentifier:) method to tell the collection view how to create a
    // new cell of the given type." (register(_:forCellWithReuseIdentifier:))
    func model_dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = reuseState.cellClasses[identifier] as? UICollectionViewCell.Type else {
            if reuseState.cellNibs[identifier] != nil { UIKitModel.notModelled("cells from a UINib") }
            UIKitModel.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = UIKitModel.make(cellClass) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        UIKitModel.store(cell, "reuseIdentifier", identifier as String?)
        UIKitModel.record("dequeue \(identifier) \(type(of: cell))")
        return cell
    }

    // "A supplementary view that identifies the header for a given section." (elementKindSectionHeader) Its value,
    // a string, is not in Apple's documentation; observed behaviour (unverified): UICollectionElementKindSectionHeader.
    static var model_elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    // "A supplementary view that identifies the footer for a given section." (elementKindSectionFooter)
    static var model_elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

    func model_dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        guard let viewClass = reuseState.supplementaryClasses[elementKind + "/" + identifier] as? UICollectionReusableView.Type else {
            UIKitModel.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionReusableView(frame: .zero)
        }
        let view = UIKitModel.make(viewClass) as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
        UIKitModel.store(view, "reuseIdentifier", identifier as String?)
        return view
    }
}

extension UIKitModel {
    /// How to make an object of a class that is registered by its metatype (`register(MyCell.self, ...)`): Objective-C
    /// allocates and initializes a class object, Swift on Linux cannot call a non-`required` initializer through a
    /// metatype, so the driver registers a maker for every view class the code declares.
    nonisolated(unsafe) public static var makers: [ObjectIdentifier: () -> AnyObject] = [
        ObjectIdentifier(UITableViewCell.self): { UITableViewCell(style: .default, reuseIdentifier: nil) },
        ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell(frame: .zero) },
        ObjectIdentifier(UICollectionReusableView.self): { UICollectionReusableView(frame: .zero) },
        ObjectIdentifier(UITableViewHeaderFooterView.self): { UITableViewHeaderFooterView(reuseIdentifier: nil) },
    ]

    static func make(_ type: AnyClass) -> AnyObject {
        guard let maker = makers[ObjectIdentifier(type)] else {
            notModelled("making \(type) from its class (register a maker in UIKitModel.makers)")
        }
        return maker()
    }
}

// MARK: - Cells

final class CellState {
    var contentView: UIView?
    var textLabel: UILabel?
    var detailTextLabel: UILabel?
    var imageView: UIImageView?
}

extension UITableViewCell {
    var cellState: CellState { modelState(of: self) { CellState() } }

    // "Initializes a table cell with a style and a reuse identifier and returns it to the caller." The style decides
    // which labels the cell has: ".default: A basic style for a cell with a text label (black and left-aligned) and an
    // optional image view." ".subtitle ... .value1 ... .value2: A style for a cell with a label on the left side of the
    // cell with text that's right-aligned and blue; on the right side of the cell is another label with smaller text
    // that's left-aligned and black. The Phone/Contacts application uses cells in this style." .value2 has no image view.
    func model_init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        UIKitModel.store(self, "cellStyle", style)
        UIKitModel.store(self, "reuseIdentifier", reuseIdentifier as Any)
    }

    var model_reuseIdentifier: String? { UIKitModel.stored(self, "reuseIdentifier", default: nil as String?) }
    var cellStyle: UITableViewCell.CellStyle { UIKitModel.stored(self, "cellStyle", default: .default) }

    // "The content view of a UITableViewCell object is the default superview for content that the cell displays."
    var model_contentView: UIView {
        if let view = cellState.contentView { return view }
        let view = UIView(frame: bounds)
        cellState.contentView = view
        insertSubview(view, at: 0)
        return view
    }

    // "Holds the main textual content of the cell." (textLabel) Created on first use, in the content view.
    var model_textLabel: UILabel? {
        if let label = cellState.textLabel { return label }
        let label = UILabel()
        cellState.textLabel = label
        contentView.addSubview(label)
        return label
    }

    // "UITableViewCell creates the label in a cell of a style that supports secondary text" (detailTextLabel): nil
    // for .default.
    var model_detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = cellState.detailTextLabel { return label }
        let label = UILabel()
        cellState.detailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    // "An image view for the table view cell. (read-only) ... The image view isn't created until you access this
    // property" — a .value2 cell has none.
    var model_imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let view = cellState.imageView { return view }
        let view = UIImageView(image: nil)
        cellState.imageView = view
        contentView.addSubview(view)
        return view
    }
}

extension UICollectionReusableView {
    var model_reuseIdentifier: String? { UIKitModel.stored(self, "reuseIdentifier", default: nil as String?) }
}

extension UICollectionViewCell {
    // "When configuring a cell, you add any custom views representing your cell's content to this view."
    var model_contentView: UIView {
        if let view: UIView = UIKitModel.stored(self, "contentView", default: nil as UIView?) { return view }
        let view = UIView(frame: bounds)
        UIKitModel.store(self, "contentView", view as UIView?)
        insertSubview(view, at: 0)
        return view
    }
}

extension UITableViewHeaderFooterView {
    func model_init(reuseIdentifier: String?) {
        UIKitModel.store(self, "reuseIdentifier", reuseIdentifier as Any)
    }

    var model_contentView: UIView {
        if let view: UIView = UIKitModel.stored(self, "contentView", default: nil as UIView?) { return view }
        let view = UIView(frame: bounds)
        UIKitModel.store(self, "contentView", view as UIView?)
        insertSubview(view, at: 0)
        return view
    }
}

// MARK: - Stack views

extension UIStackView {
    var arranged: [UIView] {
        get { UIKitModel.stored(self, "arrangedSubviews", default: []) }
        set { UIKitModel.store(self, "arrangedSubviews", newValue) }
    }

    func model_init(arrangedSubviews views: [UIView]) {
        for view in views { addArrangedSubview(view) }
    }

    // "The stack view ensures that the arrangedSubviews array is always a subset of its subviews array. Therefore,
    // whenever the addArrangedSubview(_:) method is called, the stack view adds the view as a subview, if it isn't
    // already." (arrangedSubviews)
    func model_addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    // "If index is already occupied, the stack view increases the size of the arrangedSubviews array and shifts all
    // of its contents at the index and above to the next higher space in the array. ... If the view is not already a
    // subview, the stack view adds it as a subview" (insertArrangedSubview(_:at:)); an index beyond the count raises.
    func model_insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        var views = arranged
        if let existing = views.firstIndex(where: { $0 === view }) { views.remove(at: existing) }
        guard stackIndex <= views.count else {
            UIKitModel.raise("NSInvalidArgumentException", "Index \(stackIndex) out of bounds for insertArrangedSubview: [0 .. \(views.count)]")
            return
        }
        views.insert(view, at: stackIndex)
        arranged = views
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    // "This method removes the provided view from the stack's arrangedSubviews array. The view's position and size
    // will no longer be managed by the stack view. However, this method does not remove the provided view from the
    // stack's subviews array" (removeArrangedSubview(_:))
    func model_removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
    }

    var model_arrangedSubviews: [UIView] {
        // "if a view is removed from the subviews array, the stack view also removes it from the arrangedSubviews array".
        arranged.filter { $0.superview === self }
    }

    func model_setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        var spacings: [ObjectIdentifier: CGFloat] = UIKitModel.stored(self, "customSpacing", default: [:])
        spacings[ObjectIdentifier(arrangedSubview)] = spacing
        UIKitModel.store(self, "customSpacing", spacings)
    }

    func model_customSpacing(after arrangedSubview: UIView) -> CGFloat {
        let spacings: [ObjectIdentifier: CGFloat] = UIKitModel.stored(self, "customSpacing", default: [:])
        return spacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
}

// MARK: - Scroll views

extension UIScrollView {
    // "Use this layout guide when you want to create Auto Layout constraints related to the content area of a scroll
    // view." (contentLayoutGuide) "Use this layout guide when you want to create Auto Layout constraints that
    // explicitly involve the frame rectangle of the scroll view itself" (frameLayoutGuide)
    var model_contentLayoutGuide: UILayoutGuide { scrollGuide("contentLayoutGuide", "UIScrollView-contentLayoutGuide") }
    var model_frameLayoutGuide: UILayoutGuide { scrollGuide("frameLayoutGuide", "UIScrollView-frameLayoutGuide") }

    private func scrollGuide(_ key: String, _ identifier: String) -> UILayoutGuide {
        if let guide: UILayoutGuide = UIKitModel.stored(self, key, default: nil as UILayoutGuide?) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.guideState.owningView = self
        UIKitModel.store(self, key, guide as UILayoutGuide?)
        return guide
    }

    func model_setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    func model_scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

// MARK: - Bars

extension UITabBarController {
    var model_tabBar: UITabBar {
        if let bar: UITabBar = UIKitModel.stored(self, "tabBar", default: nil as UITabBar?) { return bar }
        let bar = UITabBar(frame: .zero)
        UIKitModel.store(self, "tabBar", bar as UITabBar?)
        return bar
    }
}

extension UINavigationController {
    var model_navigationBar: UINavigationBar {
        if let bar: UINavigationBar = UIKitModel.stored(self, "navigationBar", default: nil as UINavigationBar?) { return bar }
        let bar = UINavigationBar(frame: .zero)
        UIKitModel.store(self, "navigationBar", bar as UINavigationBar?)
        return bar
    }

    var model_toolbar: UIToolbar! {
        if let bar: UIToolbar = UIKitModel.stored(self, "toolbar", default: nil as UIToolbar?) { return bar }
        let bar = UIToolbar(frame: .zero)
        UIKitModel.store(self, "toolbar", bar as UIToolbar?)
        return bar
    }

    func model_init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {}
}

// MARK: - Images and colors

extension UIImageView {
    // "This method adjusts the frame of the receiver to match the size of the specified image." (init(image:))
    func model_init(image: UIImage?) {
        self.image = image
    }

    func model_init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
    }

    var model_image: UIImage? {
        get { UIKitModel.stored(self, "image", default: nil as UIImage?) }
        set { UIKitModel.store(self, "image", newValue as Any) }
    }
}

extension UIColor {
    var model_cgColor: CGColor { CGColor() }
}

extension UIActivityIndicatorView {
    func model_init(style: UIActivityIndicatorView.Style) {
        self.style = style
    }
}

extension UIVisualEffectView {
    func model_init(effect: UIVisualEffect?) {
        self.effect = effect
    }

    // "Use this view to add subviews to a visual effect view." (contentView)
    var model_contentView: UIView {
        if let view: UIView = UIKitModel.stored(self, "contentView", default: nil as UIView?) { return view }
        let view = UIView(frame: bounds)
        UIKitModel.store(self, "contentView", view as UIView?)
        insertSubview(view, at: 0)
        return view
    }
}
