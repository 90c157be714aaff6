/// Which input xib lays out which class, found in one pass over all inputs before any is translated: a view of
/// such a class elsewhere is then created through that xib's builder instead of as an empty view.
///
/// Built from the views every translation context has already indexed, so it costs one walk over the xibs' views.
struct NestedXibIndex {
    /// How a xib lays out its class.
    enum Kind {
        /// The xib's root view has the class: the xib's builder creates the view.
        case rootView
        /// File's Owner has the class: the view loads the xib itself and adds its root as a subview.
        case filesOwner
    }

    /// One xib laying out one class.
    struct Entry {
        var className: String
        var kind: Kind
        var key: String
        var source: SourceFile
        /// The custom classes of the views the xib creates (not the root of a root-view xib), in document order.
        var uses: [(className: String, line: Int, element: String)]
    }

    /// What a view of some class is made of.
    enum Lookup {
        /// No input xib lays the class out: the view is created as before.
        case none
        /// Created through the xib's builder.
        case rootView(Entry)
        /// The view installs its xib itself; it is created with its initializer.
        case filesOwner(Entry)
        /// Several xibs lay the class out: the view is created as before, with a warning.
        case ambiguous([Entry])
    }

    static let empty = NestedXibIndex()

    private var entries: [String: [Entry]] = [:]
    /// Every class some view of some input has, so that a File's Owner of such a class is known to be a view.
    private var viewClasses: Set<String> = []

    private init() {}

    /// Indexes the xibs among `contexts` and reports cycles (A contains B contains A) as errors.
    init(_ contexts: [TranslationContext], diagnostics: DiagnosticCollector) {
        for context in contexts { add(context) }
        reportCycles(diagnostics)
    }

    /// What the xibs say about `className`.
    func lookup(_ className: String) -> Lookup {
        guard let found = entries[className], let first = found.first else { return .none }
        if found.count > 1 { return .ambiguous(found) }
        return first.kind == .rootView ? .rootView(first) : .filesOwner(first)
    }

    /// A File's Owner is a view (not a view controller) when no `view` outlet connects it, or when a view of some
    /// input has its class.
    func ownerIsView(_ className: String, connections: [IBConnection]) -> Bool {
        !connections.contains { $0.kind == .outlet && $0.property == "view" } || viewClasses.contains(className)
    }

    private mutating func add(_ context: TranslationContext) {
        let document = context.document
        for view in context.documentIndex.views {
            if let name = view.customClass?.name { viewClasses.insert(name) }
        }
        guard document.kind == .xib else { return }
        var views: [IBView] = []
        var owner: IBPlaceholder?
        for object in document.objects {
            switch object {
            case .view(let view): views.append(view)
            case .placeholder(let placeholder) where placeholder.isFilesOwner: owner = owner ?? placeholder
            default: break
            }
        }
        // As `xibLayouts()` decides: a File's Owner with a class makes the xib its layout, else each classed root.
        if let owner, let ownerClass = owner.customClass?.name {
            let rootID = owner.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
            guard let root = views.first(where: { $0.id == rootID }) ?? views.first else { return }
            let entry = Entry(
                className: ownerClass, kind: .filesOwner, key: "\(document.name).\(ownerClass)", source: context.source,
                uses: Self.classUses(below: root, includingRoot: true))
            entries[ownerClass, default: []].append(entry)
            return
        }
        let roots = views.filter { $0.customClass != nil && TranslationContext.rootParameterName($0) == nil }
        var counts: [String: Int] = [:]
        for root in roots { counts[root.customClass?.name ?? "", default: 0] += 1 }
        for root in roots {
            guard let name = root.customClass?.name else { continue }
            let key = counts[name, default: 0] > 1 ? "\(document.name).\(name).\(root.id)" : "\(document.name).\(name)"
            let entry = Entry(
                className: name, kind: .rootView, key: key, source: context.source, uses: Self.classUses(below: root, includingRoot: false))
            entries[name, default: []].append(entry)
        }
    }

    private static func classUses(below root: IBView, includingRoot: Bool) -> [(className: String, line: Int, element: String)] {
        var uses: [(className: String, line: Int, element: String)] = []
        var pending = includingRoot ? [root] : (root.subviews + root.keyedViews).reversed()
        while let view = pending.popLast() {
            if let name = view.customClass?.name { uses.append((name, view.line, view.elementName)) }
            pending += (view.subviews + view.keyedViews + view.sections.flatMap(\.cells)).reversed()
        }
        return uses
    }

    /// Depth-first over "the xib of A contains a view of class B", in sorted order so the report is stable; every
    /// edge back to a class on the current path closes a cycle, reported at the view that closes it.
    private func reportCycles(_ diagnostics: DiagnosticCollector) {
        var finished: Set<String> = []
        var path: [String] = []
        func visit(_ className: String) {
            path.append(className)
            for entry in entries[className] ?? [] {
                for use in entry.uses where entries[use.className] != nil {
                    if let start = path.firstIndex(of: use.className) {
                        let cycle = (path[start...] + [use.className]).joined(separator: " → ")
                        diagnostics.emit(.error(
                            "nested xibs form a cycle (\(cycle)): this \(use.className) is laid out by a xib that leads back to \(className), so their builders would create each other without end",
                            at: entry.source.location(line: use.line, element: use.element)))
                    } else if !finished.contains(use.className) {
                        visit(use.className)
                    }
                }
            }
            path.removeLast()
            finished.insert(className)
        }
        for className in entries.keys.sorted() where !finished.contains(className) { visit(className) }
    }
}
