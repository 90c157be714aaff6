extension TranslationContext {
    /// Says what becomes of a cell xib's connections to File's Owner, the object that loaded the nib: "The object to
    /// use as the owner of the nib file. If the nib file has an owner, you must specify a valid object for this
    /// parameter." (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)). The
    /// table or collection view now creates the cell without a nib, so the builder cannot know that object: its
    /// `add<Name>Target(_:action:)` sends the action to the one the app passes. The starter of a cell that is its own
    /// File's Owner passes the cell; another owner is a note at the action's line, and an owner without a class a
    /// warning. Outlets of another File's Owner are warnings (no object of the app's is there to set them on); a
    /// cell's own are its outlets.
    func reportFilesOwnerConnections(
        _ owner: IBPlaceholder, of root: IBView, objects: [IBElement], actions: [ActionModel]
    ) {
        let ownerClass = filesOwnerClassName(owner, views: [])
        // A cell that is its own File's Owner: its starter makes the cell the target.
        let selfOwned = ownerClass != nil && ownerClass == root.customClass?.name
        let fromViews = root.descendants(through: \.layoutChildren).flatMap { view in
            view.connections.filter { $0.kind == .action }.map { ($0.selector, $0.destination, $0.line) }
        }
        let fromObjects = DepthFirstSequence(objects, children: \.children).filter { $0.name == "action" }.map {
            ($0.attributes["selector"], $0.attributes["destination"] ?? "", $0.line)
        }
        for (selector, destination, line) in fromViews + fromObjects where destination == owner.id && !selfOwned {
            guard let selector, let action = actions.first(where: { $0.selector == selector && $0.isSentToFilesOwner })
            else { continue }
            let call = "add\(action.name)Target(_:action:)"
            if let ownerClass {
                diagnostics.emit(
                    .note(
                        "action '\(selector)' is sent to File's Owner, the \(ownerClass) that loaded the nib: the code that loaded it with that owner now calls \(call) on the cell's builder with it",
                        at: source.location(line: line, element: "action")))
            } else {
                warning(
                    "action '\(selector)' is sent to File's Owner, which has no custom class: the object that loaded the nib is unknown, so call \(call) on the cell's builder with it",
                    line: line, element: "action", category: .unsupportedElement,
                    subject: "action to a File's Owner without a class")
            }
        }
        for connection in owner.connections
        where !selfOwned && (connection.kind == .outlet || connection.kind == .outletCollection) {
            warning(
                "outlet '\(connection.property ?? "")' of File's Owner is not generated: the table or collection view creates the cell without a nib, so read the view from the cell's builder instead",
                line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                subject: "outlet of File's Owner of a cell xib")
        }
    }
}
