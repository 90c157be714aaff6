/// A view whose class another input xib lays out with its root view: the layout creates it through that xib's
/// builder, which it keeps (`badgeButtonBuilder`) so that the nested outlets and size classes stay reachable.
public struct NestedBuilder: Hashable, Sendable {
    /// The name of the local constant and of the stored property that hold the nested builder.
    public var name: String
    /// The class the nested xib lays out.
    public var className: String
    /// The key of the nested xib's layout (`BadgeButton.BadgeButton`).
    public var key: String
    /// The nested builder's type, final once all builders are named.
    public var typeName: String
    /// The constant naming `key`, final once all key constants are unique.
    public var keyConstant: String
}

extension ViewNode {
    /// The nested builders of this view and the views below it, in document order.
    public var nestedBuilders: [NestedBuilder] { descendants.compactMap(\.nestedBuilder) }

    /// Sets the final type and key constant of every nested builder at or below this view.
    mutating func resolveNestedBuilders(_ resolve: (NestedBuilder) -> NestedBuilder) {
        updateDescendants { node in node.nestedBuilder = node.nestedBuilder.map(resolve) }
    }
}
