extension ExecutedLayoutVerifier {
    /// The view tree a layout's generated code leaves when it runs, as the document describes it, with the document's
    /// constraints among its views: the document's outline where UIKit keeps it, and UIKit's tree where it places views
    /// itself. A nested xib's view holds its own layout's views (before the ones the document adds); a table's or
    /// collection view's background view and a cell's sit behind their siblings, a table's header and footer views in
    /// front; a static table's cells are the views the table view shows (`~0`, `~1`, ...); a scene's extra views, a
    /// bar button item's custom view, a selected background view and a text field's input views are outside the tree.
    struct ExecutedHierarchy {
        /// The document's view at each executed path ("" root, "0.2", "~1.0"); a nested layout's views are its
        /// layout's, except its root, which is the view of the document that holds it.
        private(set) var nodes: [String: ViewNode] = [:]
        /// The views of nested layouts below their roots, whose frames their own layouts verify.
        private(set) var nestedIDs: Set<String> = []
        /// The document's views that are not in the executed tree.
        private(set) var outsideIDs: Set<String> = []
        /// The constraints the document and its nested layouts install among the views of `nodes` in this state.
        private(set) var constraints: [ConstraintModel] = []
        /// The document's constraints with a view outside the executed tree, which the run cannot show.
        private(set) var outsideConstraints = 0

        private let traits: SizeClassTraits
        private let layouts: [String: LayoutModel]
        /// A view of a resolved layout (the document's or a nested one's), and how deep in nested layouts it is.
        private typealias Entry = (layout: ResolvedLayout, index: Int, depth: Int)
        private var shown: [Entry] = []
        private var pending: [ConstraintModel] = []

        /// The hierarchy of `layout` in `traits`; `layouts` holds the nested layouts by key.
        init(_ layout: LayoutModel, traits: SizeClassTraits, layouts: [String: LayoutModel]) {
            self.traits = traits
            self.layouts = layouts
            let resolved = ResolvedLayout(layout, traits: traits)
            pending = resolved.constraints
            add((resolved, 0, 0), path: "")
            for (position, cell) in shown.enumerated() { add(cell, path: "~\(position)") }
            for constraint in pending {
                let items = [constraint.first.viewID] + (constraint.second.map { [$0.viewID] } ?? [])
                if items.contains(where: outsideIDs.contains) {
                    outsideConstraints += 1
                } else {
                    constraints.append(constraint)
                }
            }
        }

        /// Whether `constraint` has an item among the views of a nested layout.
        func isNested(_ constraint: ConstraintModel) -> Bool {
            nestedIDs.contains(constraint.first.viewID)
                || constraint.second.map { nestedIDs.contains($0.viewID) } == true
        }

        /// Where UIKit puts a view the document holds below `parent`.
        enum Placement { case behind, front, shownByTable, outside }

        static func placement(of node: ViewNode, in parent: ViewNode) -> Placement {
            switch node.attachment {
            case .subview, .property, .sizeClass: .front
            case .detached where node.element == "tableViewCell" && parent.element == "tableView": .shownByTable
            case .detached: .outside
            case .assigned("backgroundView"): .behind
            case .assigned("tableHeaderView"), .assigned("tableFooterView"): .front
            case .assigned: .outside
            }
        }

        private mutating func add(_ entry: Entry, path: String) {
            let node = entry.layout.views[entry.index].node
            nodes[path] = node
            if entry.depth > 0 { nestedIDs.insert(node.id) }
            var behind: [Entry] = [], nested: [Entry] = [], front: [Entry] = []
            // The depth bound stops a xib that would nest itself.
            if let key = node.nestedBuilder?.key, entry.depth < 8, let layout = layouts[key] {
                // The nested builder creates the view with its own subviews before the document adds its.
                let inner = ResolvedLayout(layout, traits: traits)
                let host = LayoutItem(viewName: node.name, viewID: node.id)
                nested = inner.views[0].children.map { (inner, $0, entry.depth + 1) }
                pending += inner.constraints.map { Self.replacing(inner.views[0].node.id, with: host, in: $0) }
            }
            for child in entry.layout.views[entry.index].children {
                let childEntry: Entry = (entry.layout, child, entry.depth)
                switch Self.placement(of: entry.layout.views[child].node, in: node) {
                case .behind: behind.append(childEntry)
                case .front: front.append(childEntry)
                case .shownByTable: shown.append(childEntry)
                case .outside: markOutside(child, in: entry.layout)
                }
            }
            for (position, child) in (behind + nested + front).enumerated() {
                add(child, path: path.isEmpty ? "\(position)" : "\(path).\(position)")
            }
        }

        private mutating func markOutside(_ index: Int, in resolved: ResolvedLayout) {
            outsideIDs.insert(resolved.views[index].node.id)
            for child in resolved.views[index].children { markOutside(child, in: resolved) }
        }

        /// `constraint` with the view `id` (a nested layout's root) replaced by `item` (the document's view).
        static func replacing(_ id: String, with item: LayoutItem, in constraint: ConstraintModel) -> ConstraintModel {
            var result = constraint
            if result.first.viewID == id {
                result.first.viewName = item.viewName
                result.first.viewID = item.viewID
            }
            if result.second?.viewID == id {
                result.second?.viewName = item.viewName
                result.second?.viewID = item.viewID
            }
            return result
        }
    }
}
