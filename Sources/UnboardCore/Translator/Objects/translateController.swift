extension LayoutScope {
    /// The view controller's own properties (title, navigation item, tab bar item, toolbar items, presentation),
    /// which the builder's `configure(_:key:)` and `configure(_:)` set; the bar items they hold are objects of the
    /// layout.
    func translateController(_ controller: IBViewController) -> ControllerModel? {
        let controllerClass = ObjectClassRegistry.controllerClass(for: controller.elementName)
        var attributes = controller.attributes.pairs
        if let identifier = controller.storyboardIdentifier { attributes.append(("storyboardIdentifier", identifier)) }
        let view = IBView(
            elementName: controller.elementName, id: controller.id, key: nil, customClass: controller.customClass,
            userLabel: controller.userLabel, attributes: IBAttributes(attributes),
            properties: controller.properties.filter { !InterfaceBuilderVocabulary.isDesignTime($0) }, subviews: [],
            keyedViews: [],
            constraints: [], layoutGuides: [], variations: [], connections: [], line: controller.line)
        var translation = PropertyTranslation(context: context, view: view, scope: self)
        applyRules(controllerClass, to: view, translation: &translation)
        translation.resolveDeferredSettings()
        guard !translation.settings.isEmpty else { return nil }
        return ControllerModel(type: controllerClass.swiftType, settings: translation.settings)
    }

    /// Adds the bar button items and gesture recognizers wired to each selector to the control actions, and marks
    /// those sent to File's Owner or to the root.
    func mergeObjectActions(into actions: [ActionModel]) -> [ActionModel] {
        var merged = actions
        for (selector, object, isGesture) in objectActions {
            guard let name = Self.actionName(selector) else { continue }
            let index =
                merged.firstIndex { $0.selector == selector }
                ?? {
                    merged.append(ActionModel(name: name, selector: selector, controls: []))
                    return merged.count - 1
                }()
            if isGesture {
                merged[index].gestureRecognizers.append(object)
            } else {
                merged[index].barButtonItems.append(object)
            }
        }
        for index in merged.indices {
            let selector = merged[index].selector
            merged[index].isSentToFilesOwner =
                merged[index].isSentToFilesOwner || filesOwnerSelectors.contains(selector)
            merged[index].isSentToRoot = merged[index].isSentToRoot || rootSelectors.contains(selector)
        }
        return merged + barButtonItemSegueActions
    }
}

extension TranslationContext {
    /// A scene whose controller has no view (navigation, tab bar, split view controller): its properties and bars,
    /// and the views beside it in the scene (IB's extra views), which the builder creates detached with their
    /// subviews and the constraints between them, as loading the scene creates every object of the scene; each is
    /// the builder's, by its outlet's name or its own.
    func translateControllerLayout(_ source: ControllerSource, key: String) -> ControllerLayoutModel {
        let controller = source.controller
        let outletTargets = Dictionary(
            controller.connections.filter { $0.kind == .outlet }.compactMap { c in
                c.property.map { (c.destination, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        let scope = LayoutScope(
            context: self, outletNames: outletTargets, constrainedIDs: [],
            reserved: Set(["key", "self", "configureViewController", "viewController"]).union(
                Self.actionStorageNames(extraViews: source.extraViews, sceneObjects: source.sceneObjects)))
        for view in source.extraViews { _ = scope.translateDetachedView(view) }
        var model =
            scope.translateController(controller)
            ?? ControllerModel(
                type: ObjectClassRegistry.controllerClass(for: controller.elementName).swiftType, settings: [])
        let roots = scope.detachedViews.map(\.view)
        scope.translateGestureRecognizers(source.sceneObjects, views: roots)
        let actions = scope.mergeObjectActions(into: roots.flatMap { scope.translateActions(in: $0) })
        for action in scope.responderChainActions {
            warning(
                "action '\(action.selector)' of a bar button item or view of a container controller's scene is sent to First Responder; it is not generated",
                line: controller.line, element: "action", category: .unsupportedElement,
                subject: "First Responder action of a container controller")
        }
        reportVariations(scope.variations, besideContainer: controller)
        let constraints = roots.flatMap { scope.translateConstraints(in: $0, outletNames: outletTargets).constraints }
        let constraintNames = Dictionary(
            constraints.compactMap { c in c.name.map { (c.id, $0) } }, uniquingKeysWith: { first, _ in first })
        var outlets = scope.translateOutlets(controller.connections, rootViewID: "", constraintNames: constraintNames)
        let objectOutlets = Self.controllerPropertyObjectOutlets(controller, objects: source.sceneObjects, scope: scope)
        for (property, name) in objectOutlets {
            // As the nib loader sets outlets, by key: the property is UIKit's, its protocol the app's class's.
            model.settings.append(
                .call(
                    method: "setValue",
                    arguments: [.unlabeled(.identifier(name)), SwiftArgument("forKey", .string(property))]))
            if let index = outlets.firstIndex(where: { $0.ownerName == property }) {
                outlets[index].isDeclaredByOwner = false
            }
        }
        scope.exposeSceneObjects(source.sceneObjects, in: &outlets)
        var layout = ControllerLayoutModel(
            key: key, keyConstant: LayoutModel.keyConstant(for: key),
            sourcePath: document.path,
            line: controller.line, objects: scope.objects,
            outlets: outlets + Self.unheldRoots(scope.detachedViews.map(\.node), outlets: outlets),
            actions: actions, controller: model)
        layout.customClass = controller.customClass?.name
        layout.views = scope.detachedViews.map(\.node)
        layout.constraints = constraints
        layout.objectSettings = scope.objectSettings
        layout.imports = scope.imports
        layout.keptObjects = objectOutlets.map(\.name)
        return layout
    }

    /// The controller's outlets to the scene's custom objects that are properties of its UIKit class (every outlet
    /// of a controller without a class of the app's, and a container's `delegate`), with the objects' names: the
    /// app's class does not declare them, so no starter sets them.
    static func controllerPropertyObjectOutlets(
        _ controller: IBViewController, objects: [IBElement], scope: LayoutScope
    ) -> [(property: String, name: String)] {
        let objectIDs = Set(objects.filter { $0.name == "customObject" }.compactMap { $0.attributes["id"] })
        let uikitOwned = uikitObjectProperties[controller.elementName] ?? []
        return controller.connections.compactMap { connection in
            guard connection.kind == .outlet, let property = connection.property,
                objectIDs.contains(connection.destination), let name = scope.viewNames[connection.destination],
                controller.customClass == nil || uikitOwned.contains(property)
            else { return nil }
            return (property, name)
        }
    }

    /// The object properties of container controllers that IB lets one connect to a scene's object.
    static let uikitObjectProperties: [String: Set<String>] = [
        "splitViewController": ["delegate"], "navigationController": ["delegate"], "tabBarController": ["delegate"],
        "pageViewController": ["delegate", "dataSource"],
    ]

    /// The builder's members for the views beside a container that no outlet holds: the builder owns every view it
    /// creates, so the app reaches each (`builder.label`); they are not the class's outlets.
    private static func unheldRoots(_ roots: [ViewNode], outlets: [OutletModel]) -> [OutletModel] {
        let held = Set(outlets.flatMap(\.targets))
        return roots.filter { !held.contains($0.name) }.map { root in
            var model = OutletModel(name: root.name, type: root.type, targets: [root.name], isCollection: false)
            model.isOutlet = false
            return model
        }
    }

    /// A container's builder has no `apply(_:)` (no view controller's view calls it), so the views beside the
    /// container keep their base values: size-class variations of theirs are a warning, not dropped silently.
    private func reportVariations(_ variations: LayoutVariations, besideContainer controller: IBViewController) {
        guard !variations.installation.isEmpty || !variations.constants.isEmpty || !variations.properties.isEmpty
        else { return }
        warning(
            "the size-class variations of the views beside <\(controller.elementName)> are not applied: its builder has no apply(_:), so they keep their base values",
            line: controller.line, element: controller.elementName, category: .unsupportedElement,
            subject: "size-class variations of views beside a container controller")
    }
}
