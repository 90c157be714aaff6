extension TranslationContext {
    /// The builder property of each container view with an embed segue below `root`, by container view id: its
    /// outlet when the controller has one, else a name from the segue identifier or the child's class
    /// (`embedSummary` or `SummaryViewController` → `summaryContainerView`).
    func embedContainerProperties(below root: IBView, ownerConnections: [IBConnection]) -> [String: String] {
        var outlets: [String: String] = [:]
        for connection in ownerConnections where connection.kind == .outlet {
            if let property = connection.property, outlets[connection.destination] == nil {
                outlets[connection.destination] = property
            }
        }
        var used = UniqueNames(reserved: Set(outlets.values))
        var properties: [String: String] = [:]
        var pending = [root]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            pending += view.subviews
            guard view.elementName == "containerView", let embed = view.connections.first(where: Self.isEmbed) else {
                continue
            }
            if let outlet = outlets[view.id] {
                properties[view.id] = outlet
                continue
            }
            let stem = SwiftIdentifier.lowerCamel(containerStem(view, embed: embed), maximumWords: 6) ?? "container"
            properties[view.id] = used.unique(stem + "ContainerView")
        }
        return properties
    }

    /// Outlets the builder gets for container views that have none, so that the child can be embedded in them.
    func embedContainerOutlets(below root: IBView, ownerConnections: [IBConnection]) -> [IBConnection] {
        let existing = Set(ownerConnections.filter { $0.kind == .outlet }.map(\.destination))
        return embedContainerProperties(below: root, ownerConnections: ownerConnections)
            .filter { !existing.contains($0.key) }.sorted { $0.value < $1.value }
            .map { id, property in
                IBConnection(
                    kind: .outlet, id: nil, destination: id, property: property, selector: nil, eventType: nil,
                    attributes: IBAttributes(), line: documentIndex.lines[id] ?? 0)
            }
    }

    static func isEmbed(_ connection: IBConnection) -> Bool {
        connection.kind == .segue && connection.attributes["kind"] == "embed"
    }

    private func containerStem(_ view: IBView, embed: IBConnection) -> String {
        if let label = view.userLabel, label != "Container View" { return label }
        if let identifier = embed.attributes["identifier"] {
            let words = SwiftIdentifier.words(identifier)
            let rest = words.first?.lowercased() == "embed" ? Array(words.dropFirst()) : words
            if !rest.isEmpty { return rest.joined(separator: " ") }
        }
        let child = controllerGraph.controller(withID: embed.destination)
        guard let name = child?.customClass?.name ?? child?.storyboardIdentifier else { return "container" }
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name != suffix {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
