/// The factories of one storyboard's scenes, by controller id and storyboard identifier, so that segues and
/// storyboard references (also from other storyboards) name the factory that creates their destination.
struct SceneCatalog {
    /// The `Scenes` type of the storyboard.
    var typeName: String
    /// The storyboard's name, which storyboard references give.
    var storyboardName: String
    /// The storyboard's path, which tells storyboards of one name apart.
    var path: String
    /// Each controller's factory, by controller id.
    var byControllerID: [String: SceneReference] = [:]
    /// Each controller's factory, by storyboard identifier.
    var byIdentifier: [String: SceneReference] = [:]
    /// The initial view controller's factory.
    var initial: SceneReference?

    /// Names the factories of a storyboard's scenes: `make` and the storyboard identifier, else the class, label or
    /// scene comment, numbered where two scenes would share a name. Numbers follow the controllers' ids, not the
    /// scenes' places in the document, so that moving scenes around renumbers nothing. `keyDocumentName` is the
    /// document's name in layout keys (`assignKeyDocumentNames`), which names the `Scenes` type.
    init(_ document: InterfaceDocument, keyDocumentName: String) {
        typeName = Self.typeName(storyboardName: keyDocumentName)
        storyboardName = document.name
        path = document.path
        var used = UniqueNames(reserved: ["makeInitialViewController"])
        let named = document.scenes.compactMap { scene -> (controller: IBViewController, stem: String)? in
            guard let controller = scene.viewController else { return nil }
            let stem =
                [controller.storyboardIdentifier, controller.customClass?.name, controller.userLabel, scene.comment]
                .lazy.compactMap { $0.flatMap { SwiftIdentifier.upperCamel($0) } }.first
                ?? SwiftIdentifier.upperCamel(controller.elementName + " " + scene.id) ?? "Scene"
            return (controller, stem)
        }
        // The keys are sorted rather than the pairs: sorting moved each whole controller at every step.
        let keys = named.map { (stem: $0.stem, id: $0.controller.id) }
        for index in keys.indices.sorted(by: { keys[$0] < keys[$1] }) {
            let (controller, stem) = named[index]
            let name = used.unique("make" + stem)
            byControllerID[controller.id] = SceneReference(
                typeName: nil, factoryName: name, className: Self.className(of: controller))
        }
        for (controller, _) in named {
            if let identifier = controller.storyboardIdentifier, byIdentifier[identifier] == nil {
                byIdentifier[identifier] = byControllerID[controller.id]
            }
        }
        initial = document.attributes["initialViewController"].flatMap { byControllerID[$0] }
    }

    /// `Main` → `MainScenes`; `a/Main` (one of several storyboards named `Main`) → `AMainScenes`. As many words as a
    /// key constant keeps, so that long paths stay apart.
    static func typeName(storyboardName: String) -> String {
        (SwiftIdentifier.upperCamel(storyboardName, maximumWords: 24) ?? "Storyboard") + "Scenes"
    }

    /// The class a scene's factory creates: the user's class, else the UIKit class of the element.
    static func className(of controller: IBViewController) -> String {
        if let custom = controller.customClass, SwiftIdentifier.isValidTypeName(custom.name) { return custom.name }
        return baseClassName(of: controller)
    }

    /// The UIKit class of the element.
    static func baseClassName(of controller: IBViewController) -> String {
        ObjectClassRegistry.controllerClass(for: controller.elementName).swiftType
    }

    /// The same factory, named from another storyboard's `Scenes` type.
    func external(_ reference: SceneReference) -> SceneReference {
        SceneReference(typeName: typeName, factoryName: reference.factoryName, className: reference.className)
    }
}
