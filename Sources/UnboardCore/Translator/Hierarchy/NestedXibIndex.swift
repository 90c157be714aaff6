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
        var uses: [Use]
    }

    /// A view of a custom class inside a xib.
    struct Use {
        var className: String
        var viewID: String
        var line: Int
        var element: String
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
    /// The paths of the input xibs, by document name (`ProfileCard` for `ProfileCard.xib`).
    private var xibPathsByName: [String: [String]] = [:]
    /// Views that would close a cycle of nested xibs, by source path and view id: created with their initializer.
    private var cycleBreaks: Set<[String]> = []

    private init() {}

    /// Indexes the xibs among `contexts` and breaks cycles (A contains B contains A) at one view each, with a warning.
    init(_ contexts: [TranslationContext], diagnostics: DiagnosticCollector) {
        for context in contexts { add(context) }
        breakCycles(diagnostics)
    }

    /// Whether the view `viewID` of the document at `path` closes a cycle, so it is not built through its xib.
    func breaksCycle(path: String, viewID: String) -> Bool {
        cycleBreaks.contains([path, viewID])
    }

    /// What the xibs say about `className`.
    func lookup(_ className: String) -> Lookup {
        guard let found = entries[className], let first = found.first else { return .none }
        if found.count > 1 { return .ambiguous(found) }
        return first.kind == .rootView ? .rootView(first) : .filesOwner(first)
    }

    /// The path of an input xib named like `className` that lays out no class of that name: a guess that the class
    /// loads it itself (from the file name alone), `nil` when there is no such xib or a xib lays the class out.
    func unclaimedXib(named className: String) -> String? {
        guard case .none = lookup(className) else { return nil }
        return xibPathsByName[className]?.first
    }

    /// A File's Owner is a view (not a view controller) when no `view` outlet connects it, or when a view of some
    /// input has its class.
    func ownerIsView(_ className: String, connections: [IBConnection]) -> Bool {
        !connections.contains { $0.kind == .outlet && $0.property == "view" } || viewClasses.contains(className)
    }

    private mutating func add(_ context: TranslationContext) {
        let document = context.document
        viewClasses.formUnion(context.documentIndex.viewClassNames)
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
        xibPathsByName[document.name, default: []].append(context.source.path)
        // As `xibLayouts()` decides: a File's Owner with a class makes the xib its layout, else each classed root.
        if let owner, let ownerClass = context.filesOwnerClassName(owner, views: views),
            !TranslationContext.ownerLoadsCells(owner, views: views)
        {
            let rootID = owner.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
            guard let root = views.first(where: { $0.id == rootID }) ?? views.first else { return }
            // A root of the owner's own class is the usual "the view loads its xib" pattern, not a view inside it.
            let entry = Entry(
                className: ownerClass, kind: .filesOwner, key: "\(document.name).\(ownerClass)", source: context.source,
                uses: Self.classUses(below: root, includingRoot: root.customClass?.name != ownerClass))
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
                className: name, kind: .rootView, key: key, source: context.source,
                uses: Self.classUses(below: root, includingRoot: false))
            entries[name, default: []].append(entry)
        }
    }

    private static func classUses(below root: IBView, includingRoot: Bool) -> [Use] {
        let views = DepthFirstSequence(
            includingRoot ? [root] : root.subviews + root.keyedViews, children: \.nestedViews)
        return views.compactMap { view in
            view.customClass.map {
                Use(className: $0.name, viewID: view.id, line: view.line, element: view.elementName)
            }
        }
    }

    /// Depth-first over "the xib of A contains a view of class B", in sorted order so the result is stable; every
    /// edge back to a class on the current path closes a cycle. The cycle is broken at its last view that a builder
    /// would expand (a view of a root-view xib's class), which is then created with its initializer, with a warning.
    private mutating func breakCycles(_ diagnostics: DiagnosticCollector) {
        var finished: Set<String> = []
        var path: [(className: String, via: (entry: Entry, use: Use)?)] = []
        var breaks: Set<[String]> = []
        func visit(_ className: String, via: (entry: Entry, use: Use)?) {
            path.append((className, via))
            for entry in entries[className] ?? [] {
                for use in entry.uses
                where entries[use.className] != nil && !breaks.contains([entry.source.path, use.viewID]) {
                    if let start = path.firstIndex(where: { $0.className == use.className }) {
                        let cycle = (path[start...].map(\.className) + [use.className]).joined(separator: " → ")
                        let edges = path[(start + 1)...].compactMap(\.via) + [(entry, use)]
                        let expanded =
                            edges.last { if case .rootView = lookup($0.use.className) { true } else { false } } ?? (
                                entry, use
                            )
                        breaks.insert([expanded.entry.source.path, expanded.use.viewID])
                        diagnostics.emit(
                            .warning(
                                "nested xibs form a cycle (\(cycle)): this \(expanded.use.className) is created with its initializer, not through its xib's builder, which would lead back to it without end",
                                at: expanded.entry.source.location(
                                    line: expanded.use.line, element: expanded.use.element)))
                    } else if !finished.contains(use.className) {
                        visit(use.className, via: (entry, use))
                    }
                }
            }
            path.removeLast()
            finished.insert(className)
        }
        for className in entries.keys.sorted() where !finished.contains(className) { visit(className, via: nil) }
        cycleBreaks = breaks
    }
}
