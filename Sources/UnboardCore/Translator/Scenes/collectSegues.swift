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
        while !pending.isEmpty {
            let view = pending.removeFirst()
            found += view.connections.filter { $0.kind == .segue }.map {
                FoundSegue(
                    segue: $0, trigger: Self.describe(view), triggerElement: view.elementName, triggerID: view.id)
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

    /// `<button> "Details"`: the element and its title or label.
    static func describe(_ view: IBView) -> String {
        let title =
            view.userLabel ?? view.property("state")?.attributes["title"] ?? view.attributes["text"]
            ?? view.attributes["reuseIdentifier"]
        return "<\(view.elementName)>" + (title.map { " \"\($0)\"" } ?? "")
    }
}
