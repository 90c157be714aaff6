extension TranslationContext {
    /// The layouts of a document: one per scene with a view, or one per xib root view.
    func findLayoutSources() -> [LayoutSource] {
        switch document.kind {
        case .storyboard: document.scenes.compactMap(sceneLayout)
        case .xib: xibLayouts()
        }
    }

    private func sceneLayout(_ scene: IBScene) -> LayoutSource? {
        guard let controller = scene.viewController else { return nil }
        guard let root = controller.rootView else {
            warning(
                "scene '\(scene.comment ?? controller.elementName)' (\(controller.elementName)) has no view of its own; it is not generated",
                line: controller.line, element: controller.elementName)
            return nil
        }
        guard let className = className(of: controller, scene: scene) else { return nil }
        reportControllerProperties(controller)
        for object in scene.objects.dropFirst() {
            if case .other(let element) = object, !["exit", "viewControllerPlaceholder"].contains(element.name) {
                unsupportedElement(element, in: "scene")
            }
        }
        return LayoutSource(
            className: className, disambiguator: controller.storyboardIdentifier ?? scene.id, rootView: root,
            ownerConnections: controller.connections, legacyGuides: controller.layoutGuides, line: controller.line)
    }

    /// A controller's own properties (navigation item, tab bar item, title, presentation style...) belong to the
    /// view controller, not to the builder's views; they are reported until scenes are generated.
    private func reportControllerProperties(_ controller: IBViewController) {
        for (name, _) in controller.attributes where !DocumentCounter.designTimeAttributes.contains(name) {
            unsupportedAttribute(name, on: controller.elementName, line: controller.line)
        }
        for property in controller.properties where !DocumentCounter.isDesignTime(property) {
            unsupportedElement(property, in: controller.elementName)
        }
    }

    /// The custom class, or a stable name from the storyboard identifier, then the label.
    private func className(of controller: IBViewController, scene: IBScene) -> String? {
        if let custom = controller.customClass {
            guard SwiftIdentifier.isValidTypeName(custom.name) else {
                error("custom class '\(custom.name)' is not a valid Swift type name", line: controller.line, element: controller.elementName)
                return nil
            }
            return custom.name
        }
        let candidates = [controller.storyboardIdentifier, controller.userLabel, scene.comment]
        for candidate in candidates {
            if let candidate, let name = SwiftIdentifier.upperCamel(candidate) { return name }
        }
        return SwiftIdentifier.upperCamel("Scene " + scene.id) ?? "Scene"
    }

    private func xibLayouts() -> [LayoutSource] {
        let views = document.objects.compactMap { object -> IBView? in
            if case .view(let view) = object { return view }
            return nil
        }
        let owner = document.objects.lazy.compactMap { object -> IBPlaceholder? in
            if case .placeholder(let placeholder) = object, placeholder.isFilesOwner { return placeholder }
            return nil
        }.first
        if let owner, let ownerClass = owner.customClass {
            guard SwiftIdentifier.isValidTypeName(ownerClass.name) else {
                error("custom class '\(ownerClass.name)' is not a valid Swift type name", line: owner.line, element: "placeholder")
                return []
            }
            let rootID = owner.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
            guard let root = views.first(where: { $0.id == rootID }) ?? views.first else { return [] }
            reportOtherTopLevelViews(views, except: root.id)
            return [LayoutSource(
                className: ownerClass.name, disambiguator: root.id, rootView: root, ownerConnections: owner.connections,
                legacyGuides: [], line: owner.line)]
        }
        return views.compactMap { view in
            let name = view.customClass?.name ?? SwiftIdentifier.upperCamel(document.name) ?? "View"
            guard SwiftIdentifier.isValidTypeName(name) else {
                error("custom class '\(name)' is not a valid Swift type name", line: view.line, element: view.elementName)
                return nil
            }
            return LayoutSource(
                className: name, disambiguator: view.id, rootView: view, ownerConnections: view.connections,
                legacyGuides: [], line: view.line)
        }
    }

    private func reportOtherTopLevelViews(_ views: [IBView], except rootID: String) {
        for view in views where view.id != rootID {
            warning(
                "top-level <\(view.elementName)> beside File's Owner's view is not generated yet", line: view.line,
                element: view.elementName, category: .unsupportedElement,
                subject: "top-level <\(view.elementName)> beside File's Owner's view")
        }
    }
}
