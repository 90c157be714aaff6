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

    // Not found in Apple's documentation; observed behaviour (unverified): a table view made without a style is plain.
    var model_style: UITableView.Style { UIKitModel.stored(self, "style", default: .plain) }

    // "Registers a class to use in creating new table cells." ... "Prior to dequeueing any cells, call this method or
    // the register(_:forCellReuseIdentifier:) method to tell the table view how to create new cells." "If you
    // previously registered a class or nib file with the same reuse identifier, the class you specify in the
    // `cellClass` parameter replaces the old entry."
    // (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct)
    func model_register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reuseState.cellClasses[identifier] = cellClass
        reuseState.cellNibs[identifier] = nil
    }

    // "If you previously registered a class or nib file with the same reuse identifier, the nib you specify in the
    // `nib` parameter replaces the old entry."
    // (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo)
    func model_register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        reuseState.cellNibs[identifier] = nib
        reuseState.cellClasses[identifier] = nil
    }

    // Not found in Apple's documentation; observed behaviour (unverified): a header/footer class registration is
    // kept like a cell's.
    func model_register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        reuseState.headerFooterClasses[identifier] = aClass
    }

    func model_register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        UIKitModel.notModelled("UITableView.register(_: UINib?, forHeaderFooterViewReuseIdentifier:)")
    }

    // "A UITableViewCell object with the associated `identifier`, or `nil` if no such object exists in the
    // reusable-cell queue." (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:))
    // A registered class makes one: "If a cell of the specified type isn’t currently in a reuse queue, the table view
    // uses the provided information to create a new cell object automatically."
    // (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct)
    func model_dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusedView(from: identifier) as? UITableViewCell { return cell }
        guard let cellClass = reuseState.cellClasses[identifier] as? UITableViewCell.Type else {
            if reuseState.cellNibs[identifier] != nil { UIKitModel.notModelled("cells from a UINib") }
            return nil
        }
        guard let cell = UIKitModel.make(cellClass) as? UITableViewCell else { return nil }
        UIKitModel.store(cell, "reuseIdentifier", identifier as String?)
        markDequeued(cell, from: identifier)
        UIKitModel.record("dequeue \(identifier) \(type(of: cell))")
        return cell
    }

    // "This method always returns a valid cell." "You must specify a cell with a matching identifier in your
    // storyboard file. You may also register a class or nib file using the register(_:forCellReuseIdentifier:) or
    // register(_:forCellReuseIdentifier:) method, but must do so before calling this method." "When creating cells
    // from a registered class, this method creates the cell and initializes it by calling its
    // init(style:reuseIdentifier:) method."
    // (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:))
    // UITableView.h: "newer dequeue method guarantees a cell is returned and resized properly, assuming identifier is
    // registered"
    // Not found in Apple's documentation; observed behaviour (unverified): for an identifier nobody registered UIKit
    // raises NSInternalInconsistencyException "unable to dequeue a cell with identifier ... - must register a nib or
    // a class for the identifier or connect a prototype cell in a storyboard".
    func model_dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = model_dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitModel.raise("NSInternalInconsistencyException", "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // UITableView.h (dequeueReusableHeaderFooterViewWithIdentifier:): "like dequeueReusableCellWithIdentifier:, but
    // for headers/footers"
    func model_dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusedView(from: identifier) as? UITableViewHeaderFooterView { return view }
        guard let viewClass = reuseState.headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
        let view = UIKitModel.make(viewClass) as? UITableViewHeaderFooterView
        view.map { UIKitModel.store($0, "reuseIdentifier", identifier as String?) }
        view.map { markDequeued($0, from: identifier) }
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

    // "Registers a class for use in creating new collection view cells." (as listed on
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:))
    // UICollectionView.h: "For each reuse identifier that the collection view will use, register either a class or a
    // nib from which to instantiate a cell."
    func model_register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuseState.cellClasses[identifier] = cellClass
    }

    func model_register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        reuseState.cellNibs[identifier] = nib
    }

    // Not found in Apple's documentation; observed behaviour (unverified): supplementary views are registered per kind
    // and identifier.
    func model_register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        reuseState.supplementaryClasses[elementKind + "/" + identifier] = viewClass
    }

    func model_register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        UIKitModel.notModelled("UICollectionView.register(_: UINib?, forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    // "You must register a class or nib file using the register(_:forCellWithReuseIdentifier:) or
    // register(_:forCellWithReuseIdentifier:) method before calling this method." "If you registered a class for the
    // specified `identifier` and a new cell must be created, this method initializes the cell by calling its
    // init(frame:) method."
    // (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:))
    // Not found in Apple's documentation; observed behaviour (unverified): for an identifier nobody registered UIKit
    // raises NSInternalInconsistencyException "could not dequeue a view of kind: UICollectionElementKindCell with
    // identifier ... - must register a nib or a class for the identifier or connect a prototype cell in a storyboard".
    func model_dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusedView(from: identifier) as? UICollectionViewCell { return cell }
        guard let cellClass = reuseState.cellClasses[identifier] as? UICollectionViewCell.Type else {
            if reuseState.cellNibs[identifier] != nil { UIKitModel.notModelled("cells from a UINib") }
            UIKitModel.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = UIKitModel.make(cellClass) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        UIKitModel.store(cell, "reuseIdentifier", identifier as String?)
        markDequeued(cell, from: identifier)
        UIKitModel.record("dequeue \(identifier) \(type(of: cell))")
        return cell
    }

    // "A supplementary view that identifies the header for a given section." (elementKindSectionHeader) Its value,
    // a string, is not in Apple's documentation; observed behaviour (unverified): UICollectionElementKindSectionHeader.
    static var model_elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    // "A supplementary view that identifies the footer for a given section." (elementKindSectionFooter)
    static var model_elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

    // Not found in Apple's documentation; observed behaviour (unverified): dequeueing a supplementary view nobody
    // registered raises NSInternalInconsistencyException "could not dequeue a view of kind: ...".
    func model_dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        if let view = reusedView(from: elementKind + "/" + identifier) as? UICollectionReusableView { return view }
        guard let viewClass = reuseState.supplementaryClasses[elementKind + "/" + identifier] as? UICollectionReusableView.Type else {
            UIKitModel.raise("NSInternalInconsistencyException", "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionReusableView(frame: .zero)
        }
        let view = UIKitModel.make(viewClass) as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
        UIKitModel.store(view, "reuseIdentifier", identifier as String?)
        markDequeued(view, from: elementKind + "/" + identifier)
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

    // "Initializes a table cell with a style and a reuse identifier and returns it to the caller."
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:))
    // The style decides which labels the cell has, UITableViewCell.h: "UITableViewCellStyleDefault, // Simple cell with
    // text label and optional image view (behavior of UITableViewCell in iPhoneOS 2.x)", "UITableViewCellStyleValue1,
    // // Left aligned label on left and right aligned label on right with blue text (Used in Settings)",
    // "UITableViewCellStyleValue2, // Right aligned label on left with blue text and left aligned label on right (Used
    // in Phone/Contacts)", "UITableViewCellStyleSubtitle // Left aligned label on top and left aligned label on bottom
    // with gray text (Used in iPod)."
    func model_init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        UIKitModel.store(self, "cellStyle", style)
        UIKitModel.store(self, "reuseIdentifier", reuseIdentifier as Any)
    }

    // "A string used to identify the cell object if it is to be reused for drawing multiple rows of a table view."
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:))
    var model_reuseIdentifier: String? { UIKitModel.stored(self, "reuseIdentifier", default: nil as String?) }
    var cellStyle: UITableViewCell.CellStyle { UIKitModel.stored(self, "cellStyle", default: .default) }

    // UITableViewCell.h (contentView): "Custom subviews should be added to the content view."
    // Not found in Apple's documentation; observed behaviour (unverified): the content view is the cell's first
    // subview, with the cell's bounds.
    var model_contentView: UIView {
        if let view = cellState.contentView { return view }
        let view = UIView(frame: bounds)
        cellState.contentView = view
        // Above the background view, which is "behind all other views" (backgroundView below).
        insertSubview(view, at: model_backgroundView?.superview === self ? 1 : 0)
        return view
    }

    // UITableViewCell.h (textLabel): "default is nil.  label will be created if necessary."
    // Not found in Apple's documentation; observed behaviour (unverified): the label is a subview of the content view.
    var model_textLabel: UILabel? {
        if let label = cellState.textLabel { return label }
        let label = UILabel()
        cellState.textLabel = label
        contentView.addSubview(label)
        return label
    }

    // "Holds the secondary (or detail) label of the cell. `UITableViewCell` adds an appropriate label when you create
    // the cell in a style that supports secondary labels. If the style doesn’t support detail labels, `nil` returns."
    // (https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel) UITableViewCell.h: "label will
    // be created if necessary (and the current style supports a detail label)." Which styles have one follows the
    // style descriptions above (.default has a single text label).
    var model_detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = cellState.detailTextLabel { return label }
        let label = UILabel()
        cellState.detailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    // UITableViewCell.h (imageView): "default is nil.  image view will be created if necessary."
    // Not found in Apple's documentation; observed behaviour (unverified): a .value2 cell has no image view (its
    // style description above mentions none).
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
    // Not found in Apple's documentation; observed behaviour (unverified): a dequeued view keeps the identifier it
    // was dequeued with.
    var model_reuseIdentifier: String? { UIKitModel.stored(self, "reuseIdentifier", default: nil as String?) }
}

extension UICollectionViewCell {
    // UICollectionViewCell.h (contentView): "add custom subviews to the cell's contentView"
    var model_contentView: UIView {
        if let view: UIView = UIKitModel.stored(self, "contentView", default: nil as UIView?) { return view }
        let view = UIView(frame: bounds)
        UIKitModel.store(self, "contentView", view as UIView?)
        // Above the background view, which "appears behind the content view" (backgroundView below).
        insertSubview(view, at: model_backgroundView?.superview === self ? 1 : 0)
        return view
    }
}

extension UITableViewHeaderFooterView {
    func model_init(reuseIdentifier: String?) {
        UIKitModel.store(self, "reuseIdentifier", reuseIdentifier as Any)
    }

    // Not found in Apple's documentation; observed behaviour (unverified): a header/footer's content view is its
    // first subview, like a cell's (UITableViewHeaderFooterView.h only declares contentView).
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

    // UIStackView.h (initWithArrangedSubviews:): "Adds views as subviews of the receiver."
    func model_init(arrangedSubviews views: [UIView]) {
        for view in views { addArrangedSubview(view) }
    }

    // "The stack view ensures that the arrangedSubviews array is always a subset of its subviews array. Therefore,
    // whenever the addArrangedSubview(_:) method is called, the stack view adds the view as a subview, if it isn’t
    // already." (https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews)
    // UIStackView.h (addArrangedSubview:): "Add a view to the end of the arrangedSubviews list." "Does not affect the
    // subview ordering if view is already a subview of the receiver."
    func model_addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    // "If index is already occupied, the stack view increases the size of the arrangedSubviews array and shifts all
    // of its contents at the index and above to the next higher space in the array." "This value must not be greater
    // than the number of views currently in this array. If the index is out of bounds, this method throws an
    // internalInconsistencyException exception."
    // (https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:))
    // UIStackView.h (insertArrangedSubview:atIndex:): "Adds the view as a subview of the container if it isn't already.
    // Updates the stack index (but not the subview index) of the arranged subview if it's already in the
    // arrangedSubviews list."
    // Not found in Apple's documentation; observed behaviour (unverified): the stack view sets the arranged view's
    // translatesAutoresizingMaskIntoConstraints to false.
    func model_insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        var views = arranged
        if !model_arrangedSubviews.contains(where: { $0 === view }) { forgetCustomSpacing(after: view) }
        if let existing = views.firstIndex(where: { $0 === view }) { views.remove(at: existing) }
        guard stackIndex <= views.count else {
            UIKitModel.raise("NSInternalInconsistencyException", "Index \(stackIndex) out of bounds for insertArrangedSubview: [0 .. \(views.count)]")
            return
        }
        views.insert(view, at: stackIndex)
        arranged = views
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    // "This method removes the provided view from the stack’s arrangedSubviews array. The stack view no longer manages
    // the view’s position and size. However, this method doesn’t remove the provided view from the stack’s subviews
    // array; therefore, the view is still displayed as part of the view hierarchy."
    // (https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:))
    func model_removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        forgetCustomSpacing(after: view)
    }

    var model_arrangedSubviews: [UIView] {
        // "Whenever an arranged view’s removeFromSuperview() method is called, the stack view removes the view from its
        // arrangedSubviews array." (https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews)
        // The model filters on read, so a view removed and later re-added as a plain subview reads as arranged again.
        arranged.filter { $0.superview === self }
    }

    // UIStackView.h (setCustomSpacing:afterView:): "Defaults to UIStackViewSpacingUseDefault (Swift:
    // UIStackView.spacingUseDefault), where resolved value will match the spacing property." "Maintained when the
    // arranged subview changes position in the stack view, but not after it is removed from the arrangedSubviews
    // list." "Ignored if arrangedSubview is not actually an arranged subview." A view removed from the stack with
    // removeFromSuperview() loses its spacing when it is arranged again.
    func model_setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard model_arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        var spacings: [ObjectIdentifier: CGFloat] = UIKitModel.stored(self, "customSpacing", default: [:])
        spacings[ObjectIdentifier(arrangedSubview)] = spacing
        UIKitModel.store(self, "customSpacing", spacings)
    }

    func model_customSpacing(after arrangedSubview: UIView) -> CGFloat {
        let spacings: [ObjectIdentifier: CGFloat] = UIKitModel.stored(self, "customSpacing", default: [:])
        return spacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // UIStackView.h: "static const CGFloat UIStackViewSpacingUseDefault API_AVAILABLE(ios(11.0),tvos(11.0)) = FLT_MAX;"
    // and "static const CGFloat UIStackViewSpacingUseSystem API_AVAILABLE(ios(11.0),tvos(11.0)) = FLT_MIN;"
    static var model_spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }
    static var model_spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }

    private func forgetCustomSpacing(after view: UIView) {
        var spacings: [ObjectIdentifier: CGFloat] = UIKitModel.stored(self, "customSpacing", default: [:])
        spacings[ObjectIdentifier(view)] = nil
        UIKitModel.store(self, "customSpacing", spacings)
    }
}

// MARK: - Scroll views

extension UIScrollView {
    // UIScrollView.h (contentLayoutGuide): "contentLayoutGuide anchors (e.g., contentLayoutGuide.centerXAnchor, etc.)
    // refer to the untranslated content area of the scroll view." (frameLayoutGuide): "frameLayoutGuide anchors (e.g.,
    // frameLayoutGuide.centerXAnchor) refer to the untransformed frame of the scroll view."
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
    // "The image you specified is used to configure the initial size of the image view itself." "This method disables
    // user interactions for the image view by setting the isUserInteractionEnabled property to false."
    // (https://developer.apple.com/documentation/uikit/uiimageview/init(image:)) The model's images have no size
    // (UIImage.size is not modelled), so the frame keeps the size init(frame:) gave it: zero.
    // Not found in Apple's documentation; observed behaviour (unverified): init(image:highlightedImage:) also
    // disables user interactions.
    func model_init(image: UIImage?) {
        self.image = image
        isUserInteractionEnabled = false
    }

    func model_init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    var model_image: UIImage? {
        get { UIKitModel.stored(self, "image", default: nil as UIImage?) }
        set { UIKitModel.store(self, "image", newValue as Any) }
    }

    // "This class changes the default value of this property to false."
    // (https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled)
    var model_isUserInteractionEnabled: Bool {
        get { UIKitModel.stored(self, "isUserInteractionEnabled", default: false) }
        set { UIKitModel.store(self, "isUserInteractionEnabled", newValue) }
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

    // UIVisualEffectView.h (contentView): "Do not add subviews directly to UIVisualEffectView, use this view instead."
    var model_contentView: UIView {
        if let view: UIView = UIKitModel.stored(self, "contentView", default: nil as UIView?) { return view }
        let view = UIView(frame: bounds)
        UIKitModel.store(self, "contentView", view as UIView?)
        insertSubview(view, at: 0)
        return view
    }
}

// MARK: - Views a table, collection view or cell places itself

extension UIView {
    /// Makes `view` the subview a property of this view holds in place of `old` (removed): at the back when `behind`,
    /// else in front.
    func modelPlaceHeldView(_ view: UIView?, replacing old: UIView?, behind: Bool) {
        if let old, old !== view, old.superview === self { old.removeFromSuperview() }
        guard let view else { return }
        if behind { insertSubview(view, at: 0) } else { addSubview(view) }
    }
}

extension UITableView {
    // "The header view is the first item to appear in the table’s view’s scrolling content"
    // (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview): the table view's scrolling content
    // is its subviews, so the header is one (inferred from that sentence; where UIKit inserts it among the table's own
    // subviews is unverified: the model adds it in front).
    var model_tableHeaderView: UIView? {
        get { UIKitModel.stored(self, "modelTableHeaderView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_tableHeaderView, behind: false)
            UIKitModel.store(self, "modelTableHeaderView", newValue as UIView?)
        }
    }

    // As the header (https://developer.apple.com/documentation/uikit/uitableview/tablefooterview, "The view that
    // displays below the table’s content."): a subview of the table view (inferred, as above).
    var model_tableFooterView: UIView? {
        get { UIKitModel.stored(self, "modelTableFooterView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_tableFooterView, behind: false)
            UIKitModel.store(self, "modelTableFooterView", newValue as UIView?)
        }
    }

    // "Your background view appears behind all cells, header views, and footer views and doesn’t scroll with the rest
    // of the table’s content." (https://developer.apple.com/documentation/uikit/uitableview/backgroundview)
    var model_backgroundView: UIView? {
        get { UIKitModel.stored(self, "modelBackgroundView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_backgroundView, behind: true)
            UIKitModel.store(self, "modelBackgroundView", newValue as UIView?)
        }
    }
}

extension UICollectionView {
    // "The view (if any) in this property is positioned underneath all of the other content and sized automatically to
    // fill the entire bounds of the collection view."
    // (https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview)
    var model_backgroundView: UIView? {
        get { UIKitModel.stored(self, "modelBackgroundView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_backgroundView, behind: true)
            UIKitModel.store(self, "modelBackgroundView", newValue as UIView?)
        }
    }
}

extension UITableViewCell {
    // "UITableViewCell adds the background view as a subview behind all other views and uses its current frame
    // location." (https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview)
    var model_backgroundView: UIView? {
        get { UIKitModel.stored(self, "modelBackgroundView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_backgroundView, behind: true)
            UIKitModel.store(self, "modelBackgroundView", newValue as UIView?)
        }
    }
}

extension UICollectionViewCell {
    // "The background view appears behind the content view and its frame automatically adjusts so that it fills the
    // bounds of the cell." (https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview)
    var model_backgroundView: UIView? {
        get { UIKitModel.stored(self, "modelBackgroundView", default: nil as UIView?) }
        set {
            modelPlaceHeldView(newValue, replacing: model_backgroundView, behind: true)
            UIKitModel.store(self, "modelBackgroundView", newValue as UIView?)
        }
    }
}
