extension TranslationContext {
    /// The embed segues of a scene's container views: which child goes into which builder property.
    func translateEmbeds(
        of controller: IBViewController, parentClass: String, catalog: SceneCatalog, catalogs: [String: SceneCatalog]
    ) -> [EmbedModel] {
        guard let root = controller.rootView else { return [] }
        let properties = embedContainerProperties(below: root, ownerConnections: controller.connections)
        var embeds: [EmbedModel] = []
        var pending = [root]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            pending += view.subviews
            guard view.elementName == "containerView", let property = properties[view.id] else { continue }
            for segue in view.connections where Self.isEmbed(segue) {
                guard let child = resolveDestination(segue, catalog: catalog, catalogs: catalogs) else { continue }
                if let selector = segue.attributes["destinationCreationSelector"] {
                    warning(
                        "the embed segue's child was created by the @IBSegueAction '\(selector)' from a coder, which code does not have; its embed method creates it with the scene's factory: create it there with your initializer",
                        line: segue.line, element: "segue", category: .unsupportedAttribute, subject: "@IBSegueAction")
                }
                let identifier = segue.attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }
                let stem =
                    property.hasSuffix("ContainerView") ? String(property.dropLast("ContainerView".count)) : property
                embeds.append(
                    EmbedModel(
                        identifier: identifier,
                        identifierConstant: identifier.flatMap { SwiftIdentifier.lowerCamel($0, maximumWords: 12) },
                        methodName: "embed" + SwiftIdentifier.uppercaseFirst(stem.isEmpty ? "child" : stem),
                        parentClassName: parentClass,
                        containerProperty: property, destination: child, line: segue.line))
            }
        }
        return embeds
    }
}
