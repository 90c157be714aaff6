extension TranslationContext {
    /// Translates one layout source into a layout model with a key, views, constraints, outlets, actions and
    /// size-class configurations.
    func translateLayout(_ source: LayoutSource, key: String) -> LayoutModel {
        let root = source.rootView
        let outletTargets = Dictionary(
            source.ownerConnections.filter { $0.kind == .outlet }.compactMap { c in
                c.property.map { (c.destination, $0) }
            },
            uniquingKeysWith: { first, _ in first })
        let scope = LayoutScope(
            context: self, outletNames: outletTargets, constrainedIDs: constrainedIDs(in: root),
            reserved: Set([
                "key", "self", "horizontal", "vertical", "applySizeClasses", "appliedHorizontal", "appliedVertical",
                "configureViewController", "viewController", "tableSections", "rowHeight", "sceneControllerConnection",
                "sceneController",
            ])
            .union(
                Self.actionStorageNames(root: root, extraViews: source.extraViews, sceneObjects: source.sceneObjects)))
        scope.addVariations(of: root)
        scope.wiresBuiltTargets = true
        scope.sceneController = source.sceneController
        scope.sceneControllerHasClass = source.sceneControllerHasClass
        scope.generatesPrototypeClass = source.isPrototype && root.customClass == nil
        if let owner = source.filesOwner { scope.filesOwnerIDs = [owner.id] }
        // A cell's, or a xib root view's of the app's class: actions sent to it are the class's own.
        if source.rootParameter != nil || (source.controller == nil && !source.isFilesOwnerLayout) {
            scope.rootIDs = [root.id]
        }
        if source.rootParameter == nil {
            scope.ownerIDs =
                source.controller.map { [$0.id] } ?? (source.isFilesOwnerLayout ? documentIndex.filesOwnerIDs : [])
        }
        var rootNode = scope.translateView(root, isRoot: true, rootName: source.rootParameter ?? "view")
        if source.rootParameter != nil {
            // The table or collection view creates and sizes the cell; the builder receives it.
            rootNode.construction = .identifier(rootNode.name)
            rootNode.recordedFrame = nil
        } else if source.controller != nil || Self.isOwnersView(root, source: source),
            !Self.hasAutoresizingSubviews(rootNode)
        {
            // UIKit sizes a view controller's view to where it shows it; IB's canvas is one device. Subviews that
            // autoresize need it, as in the nib: they follow the change from the canvas's size to the shown one.
            rootNode.recordedFrame = nil
        } else if document.kind == .xib, case .frame(_, let mask) = scope.positioning(of: root), !mask.isEmpty {
            // A xib's view keeps the autoresizing mask the nib gave it, which sizes it in its superview.
            rootNode.settings.append(.assign(path: ["autoresizingMask"], value: .array(mask.map(SwiftExpression.dot))))
        }
        for view in source.extraViews { _ = scope.translateDetachedView(view) }
        let controller = source.controller.flatMap { scope.translateController($0) }
        scope.translateGestureRecognizers(source.sceneObjects, views: [root] + scope.detachedViews.map(\.view))
        rootNode.subviews += scope.detachedViews.map(\.node)
        let detachedRoots = scope.detachedViews.map(\.view)
        let tree = LayoutScope.ViewTree([root] + detachedRoots)
        let variations = scope.variations
        for guide in source.legacyGuides where guide.name == "viewControllerLayoutGuide" {
            if let id = guide.attributes["id"] {
                scope.registerLegacyGuide(id: id, rootViewID: root.id, isTop: guide.attributes["type"] == "top")
            }
        }
        let holders = constraintHolders(tree)
        reportDanglingMaskReferences(variations, tree: tree, holders: holders)
        let translated = ([root] + detachedRoots).map { scope.translateConstraints(in: $0, outletNames: outletTargets) }
        let constraints = scope.resolveConstraints(
            translated.flatMap(\.constraints), holders: holders,
            tree: tree, variations: variations, outletIDs: Set(outletTargets.keys))
        let constraintNames = Dictionary(
            constraints.compactMap { c in c.name.map { (c.id, $0) } }, uniquingKeysWith: { first, _ in first })
        var layout = LayoutModel(
            key: key, keyConstant: LayoutModel.keyConstant(for: key),
            sourcePath: document.path,
            line: source.line, root: rootNode, constraints: constraints,
            outlets: scope.addingNamedViews(
                tree.all, rootID: root.id,
                to: scope.translateOutlets(
                    source.ownerConnections, rootViewID: root.id, constraintNames: constraintNames)),
            actions: scope.mergeObjectActions(
                into: ([root] + detachedRoots).flatMap { scope.translateActions(in: $0) }),
            imports: scope.imports)
        if let device = document.device, let id = device.attributes["id"] {
            layout.device = (id, device.attributes["orientation"] ?? "portrait")
        }
        layout.simulatedBars = simulatedBars(root: root)
        layout.interfaceBuilder = interfaceBuilder
        layout.rootParameter = source.rootParameter.map { name in
            var parameter = RootParameter(
                name: name, reuseIdentifier: root.attributes["reuseIdentifier"],
                cellStyle: root.elementName == "tableViewCell" ? ViewClass.cellStyle(of: root, context: nil) : nil,
                rowHeight: root.attributes["rowHeight"].flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil })
            parameter.isPrototype = source.isPrototype
            parameter.containerWidth = source.containerWidth
            parameter.containerHidesSeparators = source.containerHidesSeparators
            parameter.containerIsControllerView = source.containerIsControllerView
            parameter.supplementaryKey = root.elementName == "collectionReusableView" ? root.key : nil
            return parameter
        }
        if let controller = source.controller {
            reportControllerObjectOutlets(controller, objects: source.sceneObjects, scope: scope)
        }
        layout.tableSections = scope.tableSections
        layout.filesOwnerClass = source.filesOwner.flatMap { filesOwnerClassName($0, views: []) }
        if let owner = source.filesOwner {
            reportFilesOwnerConnections(owner, of: root, objects: source.sceneObjects, actions: layout.actions)
        }
        layout.designTimeConstraints = translated.flatMap(\.placeholderSizes)
        layout.responderChainActions = scope.responderChainActions
        layout.assignsViewNames =
            viewNames != .builder && tree.all.contains { $0.runtimeName != nil }
        scope.exposeOwnerOutletViews(&layout.outlets, rootName: rootNode.name)
        scope.exposeSceneObjects(source.sceneObjects, in: &layout.outlets)
        layout.popoverAnchors = scope.exposePopoverAnchors(source.popoverAnchors, in: &layout.outlets, rootID: root.id)
        layout.ownerViewOutlets = scope.ownerViewOutlets
        layout.sceneControllerOutlets = scope.sceneControllerOutlets
        layout.sceneControllerClass = scope.sceneControllerOutlets.isEmpty ? nil : source.sceneController?.className
        layout.extraViewIDs = Set(source.extraViews.map(\.id))
        layout.objects = scope.objects
        layout.objectSettings = scope.objectSettings
        layout.controller = controller
        layout.viewController = source.controller.map { controller in
            ViewControllerOwner(
                customClass: controller.customClass?.name,
                type: ObjectClassRegistry.controllerClass(for: controller.elementName).swiftType)
        }
        layout.sizeClasses = scope.sizeClassModel(
            constraints: constraints, toggled: scope.toggledViews, tree: tree, variations: variations,
            properties: scope.translatePropertyVariations(tree, variations), holders: holders)
        return layout
    }

    /// A scene's custom object connected to a UIKit property of a controller with a view (one without a class of the
    /// app's): the builder creates the object, but only a container's `configure(_:)` sets such properties.
    private func reportControllerObjectOutlets(_ controller: IBViewController, objects: [IBElement], scope: LayoutScope)
    {
        for (property, name) in Self.controllerPropertyObjectOutlets(controller, objects: objects, scope: scope) {
            let line = controller.connections.first { $0.property == property }?.line ?? controller.line
            warning(
                "outlet '\(property)' of the controller to the scene's object is not set: the builder creates the object (`builder.\(name)`); set the controller's '\(property)' to it where the app creates the controller, and keep it",
                line: line, element: "outlet", category: .unsupportedElement,
                subject: "outlet of a controller without a class to a scene object")
        }
    }

    /// Whether a subview of `root` is positioned by a frame with a flexible autoresizing mask.
    static func hasAutoresizingSubviews(_ root: ViewNode) -> Bool {
        root.subviews.contains { subview in
            if case .frame(_, let mask) = subview.positioning, subview.attachment == .subview {
                !mask.isEmpty
            } else {
                false
            }
        }
    }

    /// Whether the root is the view of a xib's File's Owner that is a view controller (its `view` outlet).
    static func isOwnersView(_ root: IBView, source: LayoutSource) -> Bool {
        source.isFilesOwnerLayout
            && source.ownerConnections.contains {
                $0.kind == .outlet && $0.property == "view" && $0.destination == root.id
            }
    }

    /// The id of the view that holds each constraint.
    private func constraintHolders(_ tree: LayoutScope.ViewTree) -> [String: String] {
        var holders: [String: String] = [:]
        for view in tree.all {
            for constraint in view.constraints { holders[constraint.id] = view.id }
        }
        return holders
    }

    private func reportDanglingMaskReferences(
        _ variations: LayoutVariations, tree: LayoutScope.ViewTree, holders: [String: String]
    ) {
        let known = Set(tree.all.map(\.id)).union(holders.keys)
        for reference in variations.maskReferences where !known.contains(reference.id) {
            error(
                "variation mask refers to id '\(reference.id)', which is no view or constraint of this scene",
                line: reference.line)
        }
    }

    /// Ids of the views that constraints position, in the tree at `root` (the layout's root view or a view it
    /// creates detached): a constraint positions each of its items against the other, but not a view against what
    /// is inside it (its subviews, its own guides and theirs): `label.top == header.top` places the label, not the
    /// header. A constraint of one item (a width) sizes it; one without a first item has its holder as that item.
    /// A stack view positions its arranged subviews.
    func constrainedIDs(in root: IBView) -> Set<String> {
        var parents: [String: String] = [:]
        for view in root.descendants(through: \.layoutChildren) {
            for child in view.layoutChildren { parents[child.id] = view.id }
            for guide in view.layoutGuides { parents[guide.id] = view.id }
        }
        func isInside(_ id: String, _ view: String) -> Bool {
            var current = id
            while let parent = parents[current] {
                if parent == view { return true }
                current = parent
            }
            return false
        }
        var ids: Set<String> = []
        for view in root.descendants(through: \.layoutChildren) {
            for constraint in view.constraints where constraint.attributes.bool("placeholder") != true {
                let first = constraint.firstItem ?? view.id
                guard let second = constraint.secondItem else {
                    ids.insert(first)
                    continue
                }
                if !isInside(second, first) { ids.insert(first) }
                if !isInside(first, second) { ids.insert(second) }
            }
            if view.elementName == "stackView" { ids.formUnion(view.subviews.map(\.id)) }
        }
        return ids
    }

    /// The builder's stored properties for actions (`<action>Controls`, `<action>BarButtonItems`,
    /// `<action>GestureRecognizers`), which no view may be named like.
    static func actionStorageNames(root: IBView? = nil, extraViews: [IBView], sceneObjects: [IBElement]) -> Set<String>
    {
        var selectors: [String] = []
        for view in DepthFirstSequence(
            (root.map { [$0] } ?? []) + extraViews, children: { $0.subviews + $0.keyedViews })
        {
            selectors += view.connections.filter { $0.kind == .action }.compactMap(\.selector)
        }
        var elements = sceneObjects
        while let element = elements.popLast() {
            if element.name == "action", let selector = element.attributes["selector"] { selectors.append(selector) }
            elements += element.children
        }
        let names = selectors.compactMap(LayoutScope.actionName).map(SwiftIdentifier.lowercaseFirst)
        return Set(names.flatMap { [$0 + "Controls", $0 + "BarButtonItems", $0 + "GestureRecognizers"] })
    }
}
