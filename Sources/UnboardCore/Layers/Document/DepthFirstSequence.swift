/// The nodes of trees, depth first in document order: each node before the nodes below it, siblings in order. The one
/// walk over view trees (the document's `IBView`s and the model's `ViewNode`s); it keeps its own stack, so deep
/// hierarchies cannot exhaust the call stack.
public struct DepthFirstSequence<Node>: Sequence, IteratorProtocol {
    private var pending: [Node]
    private let children: (Node) -> [Node]

    /// The nodes of the trees at `roots`, in order, each tree's children given by `children`.
    public init(_ roots: [Node], children: @escaping (Node) -> [Node]) {
        self.pending = roots.reversed()
        self.children = children
    }

    /// The next node, after which come the nodes below it.
    public mutating func next() -> Node? {
        guard let node = pending.popLast() else { return nil }
        pending += children(node).reversed()
        return node
    }
}

extension IBView {
    /// This view and the views below it that `children` names, depth first in document order.
    public func descendants(through children: @escaping (IBView) -> [IBView]) -> DepthFirstSequence<IBView> {
        DepthFirstSequence([self], children: children)
    }

    /// Every view the document nests in this one: subviews, keyed views and static table cells.
    public var nestedViews: [IBView] {
        // Most views have neither keyed views nor sections: their subviews are returned as they are, not copied.
        keyedViews.isEmpty && sections.isEmpty ? subviews : subviews + keyedViews + sections.flatMap(\.cells)
    }
}
