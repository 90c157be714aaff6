/// The builders of the scenes, by `<source path>:<line of the controller>`, which a scene's factory uses.
typealias SceneBuilderIndex = [String: SceneBuilderReference]

extension TranslationContext {
    /// How the factory of a scene creates its controller and which controllers it holds through relationship segues;
    /// the builder that lays it out or configures it is given once the layouts are translated (`resolvedSceneGraph`).
    func translateScene(
        _ controller: IBViewController, catalog: SceneCatalog, catalogs: [String: SceneCatalog]
    ) -> SceneModel? {
        guard let reference = catalog.byControllerID[controller.id] else { return nil }
        let kind = Self.sceneKind(controller.elementName)
        let relationships = controller.connections.filter {
            $0.kind == .segue && $0.attributes["kind"] == "relationship"
        }
        .compactMap { segue -> RelationshipModel? in
            guard let relationship = segue.attributes["relationship"],
                let destination = resolveDestination(segue, catalog: catalog, catalogs: catalogs)
            else { return nil }
            if let selector = segue.attributes["destinationCreationSelector"] {
                warning(
                    "the \(relationship) relationship's controller was created by the @IBSegueAction '\(selector)' from a coder, which code does not have; the container's factory creates it with the scene's factory: create it there with your initializer",
                    line: segue.line, element: "segue", category: .unsupportedAttribute, subject: "@IBSegueAction")
            }
            return RelationshipModel(relationship: relationship, destination: destination)
        }
        return SceneModel(
            id: controller.id, factoryName: reference.factoryName, className: reference.className,
            baseClassName: SceneCatalog.baseClassName(of: controller),
            isCustomClass: reference.className != SceneCatalog.baseClassName(of: controller),
            storyboardIdentifier: controller.storyboardIdentifier, kind: kind,
            initializer: Self.initializerArguments(controller, kind: kind, relationships: relationships),
            builder: nil, relationships: relationships,
            line: controller.line)
    }

    private static func sceneKind(_ elementName: String) -> SceneModel.Kind {
        switch elementName {
        case "navigationController": .navigation
        case "tabBarController": .tabBar
        case "splitViewController": .split
        case "pageViewController": .page
        default: .plain
        }
    }

    /// `nibName: nil, bundle: nil`; a page view controller's transition style and orientation; a column-style split
    /// view controller's style.
    private static func initializerArguments(
        _ controller: IBViewController, kind: SceneModel.Kind, relationships: [RelationshipModel]
    ) -> [(label: String, value: String)] {
        switch kind {
        case .page:
            return [
                ("transitionStyle", "." + (controller.attributes["transitionStyle"] ?? "pageCurl")),
                ("navigationOrientation", "." + (controller.attributes["navigationOrientation"] ?? "horizontal")),
            ]
        case .split where relationships.contains { $0.relationship == "supplementaryViewController" }:
            return [("style", ".tripleColumn")]
        case .split where controller.attributes.bool("allowDoubleColumnStyle") == true:
            return [("style", ".doubleColumn")]
        default:
            return [("nibName", "nil"), ("bundle", "nil")]
        }
    }

    /// The factory that creates a segue's destination: a scene of this storyboard, or the scene a storyboard
    /// reference names in another storyboard among the inputs. Anything else is reported and skipped.
    func resolveDestination(
        _ segue: IBConnection, catalog: SceneCatalog, catalogs: [String: SceneCatalog]
    ) -> SceneReference? {
        if let reference = catalog.byControllerID[segue.destination] { return reference }
        let placeholder = document.scenes.flatMap(\.objects).lazy.compactMap { object -> IBElement? in
            if case .other(let element) = object, element.name == "viewControllerPlaceholder",
                element.attributes["id"] == segue.destination
            {
                return element
            }
            return nil
        }.first
        guard let placeholder else {
            warning(
                "segue destination '\(segue.destination)' is no view controller of this storyboard; the segue is not generated",
                line: segue.line, element: "segue")
            return nil
        }
        let storyboard = placeholder.attributes["storyboardName"] ?? document.name
        let identifier = placeholder.attributes["referencedIdentifier"]
        let target = referencedCatalog(named: storyboard, catalog: catalog, catalogs: catalogs)
        guard let found = identifier.map({ target?.byIdentifier[$0] }) ?? target?.initial, let target else {
            warning(
                "storyboard reference to \(identifier.map { "'\($0)' in " } ?? "the initial controller of ")\(storyboard).storyboard "
                    + "is not among the inputs; the segue is not generated",
                line: placeholder.line, element: "viewControllerPlaceholder", category: .unsupportedElement,
                subject: "storyboard reference outside the inputs")
            return nil
        }
        return storyboard == document.name ? found : target.external(found)
    }

    /// The storyboard a reference names: this one, else the input of that name, else (several storyboards of one
    /// name, as an app's and its extension's) the one whose path shares the most folders with this document's, the
    /// first by path among equally near ones. That the nearest is the one bundled with this storyboard is a guess.
    func referencedCatalog(
        named name: String, catalog: SceneCatalog, catalogs: [String: SceneCatalog]
    ) -> SceneCatalog? {
        guard name != document.name else { return catalog }
        let folders = document.path.split(separator: "/").dropLast()
        func nearness(_ candidate: SceneCatalog) -> Int {
            zip(folders, candidate.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        return catalogs.values.filter { $0.storyboardName == name }.min { first, second in
            (-nearness(first), first.path) < (-nearness(second), second.path)
        }
    }
}
