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

    /// Adds the bar button items and gesture recognizers wired to each selector to the control actions.
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
        return merged + barButtonItemSegueActions
    }
}

extension TranslationContext {
    /// A scene whose controller has no view (navigation, tab bar, split view controller): its properties and bars.
    func translateControllerLayout(_ controller: IBViewController, key: String) -> ControllerLayoutModel {
        let outletTargets = Dictionary(
            controller.connections.filter { $0.kind == .outlet }.compactMap { c in
                c.property.map { (c.destination, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        let scope = LayoutScope(
            context: self, outletNames: outletTargets, constrainedIDs: [],
            reserved: ["key", "self", "configureViewController", "viewController"])
        let model =
            scope.translateController(controller)
            ?? ControllerModel(
                type: ObjectClassRegistry.controllerClass(for: controller.elementName).swiftType, settings: [])
        for action in scope.responderChainActions {
            warning(
                "action '\(action.selector)' of a bar button item of a container controller is sent to First Responder; it is not generated",
                line: controller.line, element: "action", category: .unsupportedElement,
                subject: "First Responder action of a container controller")
        }
        return ControllerLayoutModel(
            key: key, keyConstant: LayoutModel.keyConstant(for: key),
            sourcePath: document.path,
            line: controller.line, objects: scope.objects,
            outlets: scope.translateOutlets(controller.connections, rootViewID: "", constraintNames: [:]),
            actions: scope.mergeObjectActions(into: []), controller: model)
    }
}
