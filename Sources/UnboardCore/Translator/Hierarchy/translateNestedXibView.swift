extension LayoutScope {
    /// The builder that creates `view` when another input xib lays out its class with its root view; `nil` when
    /// no xib does (the view is created with its initializer, as is a File's Owner view, which installs its xib
    /// itself).
    ///
    /// The outer document's settings and constraints stay on the view: they are applied to what the builder
    /// returns, after the xib's own, so the outer document wins where both set a property.
    ///
    /// A view that closes a cycle of nested xibs is created with its initializer too (`NestedXibIndex` warns).
    ///
    /// A view its parent creates (a cell's `contentView`) and a cell (which its table creates) are left alone; a
    /// view assigned to its parent (`tableHeaderView`) is nested like a subview.
    func nestedBuilder(for view: IBView, name: String) -> NestedBuilder? {
        guard let custom = view.customClass, view.key != "contentView",
            TranslationContext.rootParameterName(view) == nil
        else { return nil }
        guard !context.nestedXibs.breaksCycle(path: context.source.path, viewID: view.id) else { return nil }
        switch context.nestedXibs.lookup(custom.name) {
        case .none:
            warnIfLoadsOwnXib(view, className: custom.name)
            return nil
        case .filesOwner:
            return nil
        case .ambiguous(let entries):
            let paths = entries.map(\.source.path).joined(separator: ", ")
            context.warning(
                "\(custom.name) is laid out by several xibs (\(paths)); this view is created with its initializer instead of one of their builders",
                line: view.line, element: view.elementName)
            return nil
        case .rootView(let entry):
            let typeName = entry.className + "CodeInterfaceBuilder"
            return NestedBuilder(
                name: self.name(viewID: view.id + ".builder", type: typeName, preferred: name + "Builder"),
                className: entry.className,
                key: entry.key, typeName: typeName,
                keyConstant: LayoutModel.keyConstant(for: entry.key))
        }
    }

    /// A view IB shows empty whose class has a xib of its name among the inputs that does not say it lays the class
    /// out: the class likely loads it in `init(coder:)` or `awakeAfter(using:)`, which code-created views skip.
    private func warnIfLoadsOwnXib(_ view: IBView, className: String) {
        guard view.subviews.isEmpty, let xib = context.nestedXibs.unclaimedXib(named: className) else { return }
        context.warning(
            "this \(className) is empty, and \(xib) among the inputs is named like its class but its File's Owner and root view do not have the class: if \(className) loads that xib itself (init(coder:), awakeAfter(using:)), add 'nibLoadingClasses: {\(className): \(xib)}' to unboard.yml so that the xib's builder lays it out; until then it is created empty with its initializer",
            line: view.line, element: view.elementName)
    }
}
