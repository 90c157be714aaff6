/// Counts the elements and attributes of a parsed document, and which of them are design-time only.
struct DocumentCounter {
    private(set) var seen = CoverageReport.Counts()
    private(set) var designTime = CoverageReport.Counts()
    /// What Unboard skips, with the whole subtree of a skipped element.
    private(set) var unsupported = CoverageReport.Counts()

    init(_ document: InterfaceDocument) {
        add(elements: 1, attributes: document.attributes.pairs.count, designTime: true)
        var elements = document.otherElements + document.resources + [document.device].compactMap { $0 }
        var views: [IBView] = []
        var objects = document.objects
        for scene in document.scenes {
            add(elements: 1, attributes: 1, designTime: false)
            objects += scene.objects
        }
        for object in objects {
            switch object {
            case .viewController(let controller):
                add(elements: 1, attributes: identityCount(controller), designTime: false)
                // A controller without a view is translated only when its builder configures it.
                let skipped = controller.rootView == nil && !TranslationContext.configuresWithoutView(controller)
                let controllerClass = ObjectClassRegistry.controllerClass(for: controller.elementName)
                for (name, _) in controller.attributes {
                    add(
                        elements: 0, attributes: 1,
                        designTime: InterfaceBuilderVocabulary.designTimeAttributes.contains(name),
                        unsupported: skipped || controllerClass.attributes[name] == nil)
                }
                countConnections(controller.connections)
                elements += controller.layoutGuides
                for property in controller.properties { countChild(property, of: controllerClass, skipped: skipped) }
                if let root = controller.rootView { views.append(root) }
            case .view(let view): views.append(view)
            case .placeholder(let placeholder):
                add(elements: 1, attributes: 2 + (placeholder.customClass == nil ? 0 : 1), designTime: false)
                countConnections(placeholder.connections)
            case .other(let element):
                if let objectClass = ObjectClassRegistry.byElementName[element.name] {
                    countElement(element, as: objectClass, skipped: false)
                } else {
                    countSubtree(
                        element, designTime: false,
                        unsupported: !["exit", "viewControllerPlaceholder"].contains(element.name))
                }
            }
        }
        let roots = Set(views.map(\.id))
        var pendingViews = views.map { (view: $0, skipped: false) }
        while let (view, skipped) = pendingViews.popLast() {
            count(view, skipped: skipped)
            // A layout root's outlets are its builder's; any other view's own outlets are not generated.
            countConnections(
                view.connections,
                viewOutletsUnsupported: !roots.contains(view.id) && TranslationContext.rootParameterName(view) == nil)
            pendingViews += view.subviews.map { ($0, skipped) }
            pendingViews += view.keyedViews.map { keyed in
                (keyed, skipped || !Self.isTranslatedKeyedView(keyed, in: view))
            }
            let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? .uiView
            for property in view.properties {
                if isDesignTimeFrame(property, of: view) {
                    countSubtree(property, designTime: true)
                } else {
                    countChild(property, of: viewClass, skipped: skipped)
                }
            }
            // `<sections>` and each section's `<cells>` hold no attributes.
            if !view.sections.isEmpty {
                add(elements: 1 + view.sections.count, attributes: 0, designTime: false, unsupported: skipped)
            }
            for section in view.sections {
                add(elements: 1, attributes: 1, designTime: false, unsupported: skipped)
                for (name, _) in section.attributes {
                    add(
                        elements: 0, attributes: 1, designTime: false,
                        unsupported: skipped || !["headerTitle", "footerTitle", "userLabel"].contains(name))
                }
                for property in section.properties {
                    countSubtree(
                        property, designTime: false,
                        unsupported: skipped || !["headerTitle", "footerTitle"].contains(property.key ?? ""))
                }
                pendingViews += section.cells.map { ($0, skipped) }
            }
        }
        for element in elements { countSubtree(element, designTime: InterfaceBuilderVocabulary.isDesignTime(element)) }
    }

    /// Content views, headers and background views are part of their parent's layout; prototypes are layouts of
    /// their own; other keyed views are not translated.
    static func isTranslatedKeyedView(_ keyed: IBView, in parent: IBView) -> Bool {
        switch parent.role(ofKeyed: keyed) {
        case .ownProperty, .assigned: true
        case .separateLayout: true
        case .unsupported: false
        }
    }

    /// A property element of a view, controller or object: design-time, unsupported without a rule, counted as the
    /// objects it creates (bar items) or the properties it sets (a controller's navigation item), or translated whole.
    private mutating func countChild(_ element: IBElement, of owner: ViewClass, skipped: Bool) {
        if InterfaceBuilderVocabulary.isDesignTime(element) { return countSubtree(element, designTime: true) }
        if element.name == "connections" {
            add(
                elements: 1 + element.children.count,
                attributes: element.children.reduce(0) { $0 + $1.attributes.pairs.count }, designTime: false)
            return
        }
        if element.key != nil, owner.keyedViews.contains(element.key ?? ""),
            ViewClassRegistry.viewClass(for: element.name) != nil
        {
            return countSubtree(element, designTime: false, unsupported: skipped)
        }
        guard !skipped, owner.elementRule(for: element) != nil else {
            return countSubtree(element, designTime: false, unsupported: true)
        }
        if let nested = ObjectClassRegistry.byElementName[element.name] ?? ViewClassRegistry.byElementName[element.name]
        {
            return countElement(element, as: nested, skipped: false)
        }
        let objectChildren = element.children.filter { ObjectClassRegistry.byElementName[$0.name] != nil }
        if !element.children.isEmpty, objectChildren.count == element.children.count {
            add(elements: 1, attributes: element.attributes.pairs.count, designTime: false)
            for child in objectChildren {
                countElement(child, as: ObjectClassRegistry.byElementName[child.name] ?? .uiView, skipped: false)
            }
            return
        }
        countSubtree(element, designTime: false)
    }

    /// An element the translator reads with a class's rules: its attributes by rule, its children as properties.
    private mutating func countElement(_ element: IBElement, as objectClass: ViewClass, skipped: Bool) {
        add(elements: 1, attributes: 0, designTime: false, unsupported: skipped)
        for (name, _) in element.attributes {
            let known =
                objectClass.attributes[name] != nil || objectClass.constructionAttributes.contains(name)
                || InterfaceBuilderVocabulary.identityAttributes.contains(name)
            add(
                elements: 0, attributes: 1, designTime: InterfaceBuilderVocabulary.designTimeAttributes.contains(name),
                unsupported: skipped || !known)
        }
        for child in element.children { countChild(child, of: objectClass, skipped: skipped) }
    }

    private mutating func count(_ view: IBView, skipped: Bool) {
        let provider = view.customClass?.moduleIsTarget == true ? "target" : nil
        let identity = [view.id, view.key, view.customClass?.name, view.customClass?.module, provider, view.userLabel]
            .compactMap { $0 }.count
        add(elements: 1, attributes: identity, designTime: false, unsupported: skipped)
        let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? .uiView
        for (name, _) in view.attributes {
            let known = viewClass.attributes[name] != nil || viewClass.constructionAttributes.contains(name)
            add(
                elements: 0, attributes: 1, designTime: InterfaceBuilderVocabulary.designTimeAttributes.contains(name),
                unsupported: skipped || !known)
        }
        for constraint in view.constraints {
            let structural =
                [
                    constraint.firstItem, constraint.secondItem, constraint.secondAttribute, constraint.relation,
                    constraint.multiplier, constraint.constant, constraint.priority,
                ].compactMap { $0 }.count + 2
            add(elements: 1, attributes: structural + constraint.attributes.pairs.count, designTime: false)
            for variation in constraint.variations { count(variation) }
        }
        add(elements: view.layoutGuides.count, attributes: 2 * view.layoutGuides.count, designTime: false)
        for variation in view.variations { count(variation) }
    }

    private mutating func count(_ variation: IBVariation) {
        add(elements: 1, attributes: 1 + variation.attributes.pairs.count, designTime: false)
        for mask in variation.masks {
            add(
                elements: 1 + mask.includes.count + mask.excludes.count,
                attributes: 1 + mask.includes.count + mask.excludes.count, designTime: false)
        }
        for property in variation.properties { countSubtree(property, designTime: false) }
    }

    private mutating func countConnections(_ connections: [IBConnection], viewOutletsUnsupported: Bool = false) {
        for connection in connections {
            let structural =
                [connection.id, connection.property, connection.selector, connection.eventType].compactMap { $0 }.count
                + 1
            add(
                elements: 1, attributes: structural + connection.attributes.pairs.count, designTime: false,
                unsupported: viewOutletsUnsupported && connection.isOwnOutletOfItsView)
        }
    }

    private mutating func countSubtree(_ root: IBElement, designTime: Bool, unsupported: Bool = false) {
        var pending = [(root, designTime)]
        while let (element, inherited) = pending.popLast() {
            let elementIsDesignTime = inherited || InterfaceBuilderVocabulary.isDesignTime(element)
            add(elements: 1, attributes: 0, designTime: elementIsDesignTime, unsupported: unsupported)
            for (name, _) in element.attributes {
                add(
                    elements: 0, attributes: 1,
                    designTime: elementIsDesignTime || InterfaceBuilderVocabulary.designTimeAttributes.contains(name),
                    unsupported: unsupported)
            }
            pending += element.children.map { ($0, elementIsDesignTime) }
        }
    }

    private func identityCount(_ controller: IBViewController) -> Int {
        let provider = controller.customClass?.moduleIsTarget == true ? "target" : nil
        return [
            controller.id, controller.customClass?.name, controller.customClass?.module, provider,
            controller.storyboardIdentifier, controller.userLabel,
        ]
        .compactMap { $0 }.count
    }

    /// A frame is design-time when constraints decide the view's frame.
    private func isDesignTimeFrame(_ element: IBElement, of view: IBView) -> Bool {
        element.name == "rect" && element.key == "frame" && view.attributes.bool("fixedFrame") != true
            && view.attributes.bool("translatesAutoresizingMaskIntoConstraints") == false
    }

    /// Counts what was seen; design-time wins over unsupported, since IB's canvas state needs no translation.
    private mutating func add(elements: Int, attributes: Int, designTime: Bool, unsupported: Bool = false) {
        seen.elements += elements
        seen.attributes += attributes
        if designTime {
            self.designTime.elements += elements
            self.designTime.attributes += attributes
        } else if unsupported {
            self.unsupported.elements += elements
            self.unsupported.attributes += attributes
        }
    }
}
