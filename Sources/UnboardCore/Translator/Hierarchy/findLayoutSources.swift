extension TranslationContext {
    /// The layouts of a document: one per scene with a view, or one per xib root view, then one per prototype cell
    /// (or supplementary view) with a reuse identifier found in them.
    func findLayoutSources() -> [LayoutSource] {
        let sources =
            switch document.kind {
            case .storyboard: document.scenes.compactMap(sceneLayout)
            case .xib: xibLayouts()
            }
        return sources + sources.flatMap { prototypeLayouts(below: $0) }
    }

    /// Controllers that show other controllers and have no view of their own, which IB lets one configure.
    static let containerControllers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "pageViewController",
    ]

    private func sceneLayout(_ scene: IBScene) -> LayoutSource? {
        guard let controller = scene.viewController else { return nil }
        guard let root = controller.rootView else {
            if !Self.configuresWithoutView(controller) {
                warning(
                    "scene '\(scene.comment ?? controller.elementName)' (\(controller.elementName)) has no view of its own; it is not generated",
                    line: controller.line, element: controller.elementName)
            }
            return nil
        }
        guard let className = className(of: controller, scene: scene) else { return nil }
        let (sceneObjects, extraViews) = contents(besideControllerOf: scene)
        var source = LayoutSource(
            className: className, disambiguator: controller.storyboardIdentifier ?? scene.id, rootView: root,
            ownerConnections: controller.connections
                + embedContainerOutlets(below: root, ownerConnections: controller.connections),
            legacyGuides: controller.layoutGuides, line: controller.line)
        source.controller = controller
        source.sceneObjects = sceneObjects
        source.extraViews = extraViews
        source.popoverAnchors = popoverAnchors(in: scene, controller: controller)
        return source
    }

    /// The top-level objects of a scene beside its controller: the gesture recognizers and custom objects (which the
    /// builder creates with the scene) and the extra views (which outlets hold); other objects are reported.
    private func contents(besideControllerOf scene: IBScene) -> (gestures: [IBElement], views: [IBView]) {
        var gestures: [IBElement] = []
        var views: [IBView] = []
        for object in scene.objects.dropFirst() {
            switch object {
            case .other(let element)
            where GestureRecognizerClass.byElementName[element.name] != nil || element.name == "customObject":
                gestures.append(element)
            case .other(let element) where !["exit", "viewControllerPlaceholder"].contains(element.name):
                unsupportedElement(element, in: "scene")
            case .view(let view): views.append(view)
            default: break
            }
        }
        return (gestures, views)
    }

    /// Whether a scene without a view of its own is generated, its builder configuring the controller: a container
    /// controller, or another whose class creates its view and that IB gives properties (a tab bar item, a
    /// navigation item), which a tab bar shows before that view exists.
    static func configuresWithoutView(_ controller: IBViewController) -> Bool {
        containerControllers.contains(controller.elementName)
            || controller.properties.contains { !InterfaceBuilderVocabulary.isDesignTime($0) }
    }

    /// The scenes without a view of their own (navigation, tab bar, split view controllers, and controllers whose
    /// class creates its view), whose builders configure the controller and create the views and gesture
    /// recognizers beside it in the scene.
    func findControllerSources() -> [ControllerSource] {
        document.scenes.compactMap { scene in
            guard let controller = scene.viewController, controller.rootView == nil,
                Self.configuresWithoutView(controller),
                let className = className(of: controller, scene: scene)
            else { return nil }
            let (gestures, views) = contents(besideControllerOf: scene)
            return ControllerSource(
                className: className, disambiguator: controller.storyboardIdentifier ?? scene.id,
                controller: controller, extraViews: views, sceneObjects: gestures)
        }
    }

    /// Prototype cells and supplementary views below `owner`'s root view, each a layout whose root the builder
    /// receives, knowing `owner`'s controller; those without a reuse identifier cannot be dequeued, which is reported.
    private func prototypeLayouts(below owner: LayoutSource) -> [LayoutSource] {
        owner.rootView.descendants(through: { $0.layoutChildren + $0.separateLayouts }).flatMap {
            container in
            container.separateLayouts.map { prototype in
                var source = prototypeLayout(prototype)
                source.sceneController = owner.controller.map { ($0.id, owner.className) }
                source.containerWidth = container.property("rect", key: "frame")?.rect?.width
                source.containerHidesSeparators = container.attributes["separatorStyle"] == "none"
                source.containerIsControllerView = container.elementName == "tableView" && container.key == "view"
                source.sceneControllerHasClass =
                    owner.controller.flatMap(\.customClass).map {
                        !BuilderFileTranslator.isPlatformClassName($0.name)
                    } ?? false
                return source
            }
        }
    }

    private func prototypeLayout(_ prototype: IBView) -> LayoutSource {
        let reuseIdentifier = prototype.attributes["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
        if reuseIdentifier == nil {
            warning(
                "prototype <\(prototype.elementName)> has no reuse identifier, so no table or collection view can dequeue it; it is generated without a registration",
                line: prototype.line, element: prototype.elementName)
        }
        let className: String
        if let custom = prototype.customClass {
            className = custom.name
        } else {
            let base = reuseIdentifier.flatMap { SwiftIdentifier.upperCamel($0) } ?? "Prototype"
            className = PrototypeRegistration.className(base, element: prototype.elementName)
        }
        var source = LayoutSource(
            className: className, disambiguator: prototype.id, rootView: prototype,
            ownerConnections: prototype.connections,
            legacyGuides: [], line: prototype.line)
        source.rootParameter = Self.rootParameterName(prototype)
        source.keyName = reuseIdentifier
        source.isPrototype = true
        return source
    }

    /// Cells and reusable views are created by their table or collection view and passed to the builder.
    static func rootParameterName(_ root: IBView) -> String? {
        switch root.elementName {
        case "tableViewCell", "collectionViewCell": "cell"
        case "collectionReusableView", "tableViewHeaderFooterView": "view"
        default: nil
        }
    }

    /// The custom class, or a stable name from the storyboard identifier, then the label.
    private func className(of controller: IBViewController, scene: IBScene) -> String? {
        if let custom = controller.customClass { return custom.name }
        let candidates = [controller.storyboardIdentifier, controller.userLabel, scene.comment]
        for candidate in candidates {
            if let candidate, let name = SwiftIdentifier.upperCamel(candidate) { return name }
        }
        return SwiftIdentifier.upperCamel("Scene " + scene.id) ?? "Scene"
    }

    private func xibLayouts() -> [LayoutSource] {
        let objects = xibObjects
        let views = document.objects.compactMap { object -> IBView? in
            if case .view(let view) = object { return view }
            return nil
        }
        if let owner = document.filesOwner, let ownerClass = filesOwnerClassName(owner, views: views),
            !Self.ownerLoadsCells(owner, views: views)
        {
            let rootID = owner.connections.first { $0.kind == .outlet && $0.property == "view" }?.destination
            guard let root = views.first(where: { $0.id == rootID }) ?? views.first else { return [] }
            reportOtherTopLevelViews(views, except: root.id)
            var source = LayoutSource(
                className: ownerClass, disambiguator: root.id, rootView: root, ownerConnections: owner.connections,
                legacyGuides: [], line: owner.line)
            source.sceneObjects = objects
            source.isFilesOwnerLayout = true
            return [source]
        }
        return views.map { view in
            // A custom class was checked by the parser (`CodeNames`); the camel-cased document name is an identifier.
            let name = view.customClass?.name ?? SwiftIdentifier.upperCamel(document.name) ?? "View"
            var source = LayoutSource(
                className: name, disambiguator: view.id, rootView: view, ownerConnections: view.connections,
                legacyGuides: [], line: view.line)
            source.sceneObjects = objects
            source.rootParameter = Self.rootParameterName(view)
            if source.rootParameter != nil, let owner = document.filesOwner {
                source.filesOwner = owner
                if filesOwnerClassName(owner, views: []) == view.customClass?.name {
                    // The cell is its own File's Owner: the owner's outlets are the cell's.
                    source.ownerConnections += owner.connections.filter {
                        $0.kind == .outlet || $0.kind == .outletCollection
                    }
                }
            }
            return source
        }
    }

    /// Whether File's Owner is the object that loads the nib to get its cells (a controller, or the cell's class),
    /// not a view that installs the root: it has no `view` outlet and every root is a cell or reusable view, which
    /// its table or collection view creates. Each root is then a layout of its own.
    static func ownerLoadsCells(_ owner: IBPlaceholder, views: [IBView]) -> Bool {
        !owner.connections.contains { $0.kind == .outlet && $0.property == "view" } && !views.isEmpty
            && views.allSatisfy { rootParameterName($0) != nil }
    }

    /// A xib's top-level gesture recognizers, which its views refer to; other objects are reported.
    private var xibObjects: [IBElement] {
        document.objects.compactMap { object in
            guard case .other(let element) = object else { return nil }
            guard GestureRecognizerClass.byElementName[element.name] != nil else {
                unsupportedElement(element, in: "objects")
                return nil
            }
            return element
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
