/// A segue found in a scene, with what triggers it in Interface Builder.
struct FoundSegue {
    /// The segue.
    var segue: IBConnection
    /// `the controller`, or the element that triggers it (`<button> "Details"`, `<barButtonItem>`, ...).
    var trigger: String
    /// The element name of the trigger (`viewController`, `button`, `barButtonItem`, ...).
    var triggerElement: String
    /// The trigger's id.
    var triggerID: String
    /// Where a cell trigger is, and whether its selection reaches the scene's controller.
    var cell: FoundCell?
}

/// A cell that performs a segue, as its table or collection view holds it.
struct FoundCell {
    /// Its prototype's reuse identifier or its static section and row; `nil` for a prototype without an identifier,
    /// which no table can dequeue.
    var place: CellSegueTrigger.Place?
    /// Whether the table or collection view tells the scene's controller of selections: it is the view of a table or
    /// collection view controller (whose own `loadView()` makes it the delegate) with no other delegate, or its
    /// `delegate` outlet is the controller.
    var delegatesToController: Bool
}

extension TranslationContext {
    /// Every segue whose source is in the scene: the controller's, its views' (buttons, cells, container views),
    /// its bar button items' and its gesture recognizers', in document order of their sources.
    func collectSegues(in scene: IBScene, controller: IBViewController) -> [FoundSegue] {
        var found = controller.connections.filter { $0.kind == .segue }.map {
            FoundSegue(
                segue: $0, trigger: "the controller", triggerElement: controller.elementName, triggerID: controller.id)
        }
        found += controller.properties.flatMap(segues(inElement:))
        var pending = controller.rootView.map { [$0] } ?? []
        var cells: [String: FoundCell] = [:]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            cells.merge(Self.cellsOf(view, in: controller), uniquingKeysWith: { first, _ in first })
            found += view.connections.filter { $0.kind == .segue }.map {
                var segue = FoundSegue(
                    segue: $0, trigger: Self.describe(view), triggerElement: view.elementName, triggerID: view.id)
                segue.cell = cells[view.id]
                return segue
            }
            found += view.properties.flatMap(segues(inElement:))
            pending += view.subviews + view.keyedViews + view.sections.flatMap(\.cells)
        }
        for object in scene.objects.dropFirst() {
            if case .other(let element) = object { found += segues(inElement: element) }
        }
        return found
    }

    /// Segues of generic elements (bar button items in navigation items and toolbars, gesture recognizers).
    private func segues(inElement element: IBElement) -> [FoundSegue] {
        var found: [FoundSegue] = []
        for child in element.children {
            if child.name == "connections" {
                found += child.children.filter { $0.name == "segue" }.compactMap { segue in
                    guard let destination = segue.attributes["destination"] else { return nil }
                    var connection = IBConnection(
                        kind: .segue, id: segue.attributes["id"], destination: destination, property: nil,
                        selector: nil,
                        eventType: nil, attributes: segue.attributes.removing(["id", "destination"]), line: segue.line)
                    connection.children = segue.children
                    let title = element.attributes["title"] ?? element.attributes["systemItem"]
                    return FoundSegue(
                        segue: connection, trigger: "<\(element.name)>" + (title.map { " \"\($0)\"" } ?? ""),
                        triggerElement: element.name, triggerID: element.attributes["id"] ?? "")
                }
            } else {
                found += segues(inElement: child)
            }
        }
        return found
    }

    /// The cells of a table or collection view, by id: its prototypes by reuse identifier, a static table's cells by
    /// section and row.
    static func cellsOf(_ view: IBView, in controller: IBViewController) -> [String: FoundCell] {
        guard ["tableView", "collectionView"].contains(view.elementName) else { return [:] }
        let delegate = view.connections.first { $0.kind == .outlet && $0.property == "delegate" }?.destination
        let managed =
            controller.rootView?.id == view.id
            && ["tableViewController", "collectionViewController"].contains(controller.elementName)
        let delegates = delegate == controller.id || (managed && delegate == nil)
        var cells: [String: FoundCell] = [:]
        for prototype in view.keyedViews where prototype.elementName.hasSuffix("Cell") {
            let identifier = prototype.attributes["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
            cells[prototype.id] = FoundCell(
                place: identifier.map { .prototype(reuseIdentifier: $0) }, delegatesToController: delegates)
        }
        for (section, cellsOfSection) in view.sections.map(\.cells).enumerated() {
            for (row, cell) in cellsOfSection.enumerated() {
                cells[cell.id] = FoundCell(
                    place: .staticCell(section: section, row: row), delegatesToController: delegates)
            }
        }
        return cells
    }

    /// `<button> "Details"`: the element and its title or label.
    static func describe(_ view: IBView) -> String {
        let title =
            view.userLabel ?? view.property("state")?.attributes["title"] ?? view.attributes["text"]
            ?? view.attributes["reuseIdentifier"]
        return "<\(view.elementName)>" + (title.map { " \"\($0)\"" } ?? "")
    }
}
