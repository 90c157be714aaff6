/// Counts the elements and attributes of a parsed document, and which of them are design-time only.
struct DocumentCounter {
    /// Attributes that describe IB's canvas or the document, not the app.
    static let designTimeAttributes: Set<String> = [
        "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "sceneMemberID", "colorMatched", "propertyAccessControl", "toolsVersion", "version", "targetRuntime",
        "useTraitCollections", "useSafeAreas", "launchScreen", "type", "initialViewController", "useAutolayout",
    ]

    /// Elements (by name, or `name:key`) that only IB's canvas or the document metadata use, with their subtree.
    static let designTimeElements: Set<String> = [
        "device", "dependencies", "point:canvasLocation", "size:freeformSize", "inferredMetricsTieBreakers",
        "attributedString:userComments", "freeformSimulatedSizeMetrics", "customFonts", "resources",
    ]

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
                for (name, _) in controller.attributes {
                    add(elements: 0, attributes: 1, designTime: Self.designTimeAttributes.contains(name), unsupported: controller.rootView == nil || !Self.designTimeAttributes.contains(name))
                }
                countConnections(controller.connections)
                elements += controller.layoutGuides
                for property in controller.properties { countSubtree(property, designTime: Self.isDesignTime(property), unsupported: true) }
                if let root = controller.rootView { views.append(root) }
            case .view(let view): views.append(view)
            case .placeholder(let placeholder):
                add(elements: 1, attributes: 2 + (placeholder.customClass == nil ? 0 : 1), designTime: false)
                countConnections(placeholder.connections)
            case .other(let element):
                countSubtree(element, designTime: false, unsupported: !["exit", "viewControllerPlaceholder"].contains(element.name))
            }
        }
        var pendingViews = views.map { (view: $0, skipped: false) }
        while let (view, skipped) = pendingViews.popLast() {
            count(view, skipped: skipped)
            pendingViews += view.subviews.map { ($0, skipped) }
            pendingViews += view.keyedViews.map { keyed in (keyed, skipped || !Self.isTranslatedKeyedView(keyed, in: view)) }
            let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? .uiView
            for property in view.properties {
                if isDesignTimeFrame(property, of: view) || Self.isDesignTime(property) {
                    countSubtree(property, designTime: true)
                } else {
                    countSubtree(property, designTime: false, unsupported: skipped || viewClass.elementRule(for: property) == nil)
                }
            }
        }
        for element in elements { countSubtree(element, designTime: Self.isDesignTime(element)) }
    }

    /// Cells' content views are translated; other keyed views (prototype cells, header views) are not yet.
    static func isTranslatedKeyedView(_ keyed: IBView, in parent: IBView) -> Bool {
        keyed.key == "contentView" && parent.elementName.hasSuffix("Cell")
    }

    private mutating func count(_ view: IBView, skipped: Bool) {
        let identity = [view.id, view.key, view.customClass?.name, view.customClass?.module, view.userLabel].compactMap { $0 }.count
        add(elements: 1, attributes: identity, designTime: false, unsupported: skipped)
        let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? .uiView
        for (name, _) in view.attributes {
            let known = viewClass.attributes[name] != nil || viewClass.constructionAttributes.contains(name)
            add(elements: 0, attributes: 1, designTime: Self.designTimeAttributes.contains(name), unsupported: skipped || !known)
        }
        for constraint in view.constraints {
            let structural = [constraint.firstItem, constraint.secondItem, constraint.secondAttribute, constraint.relation,
                              constraint.multiplier, constraint.constant, constraint.priority].compactMap { $0 }.count + 2
            add(elements: 1, attributes: structural + constraint.attributes.pairs.count, designTime: false)
            for variation in constraint.variations { count(variation) }
        }
        add(elements: view.layoutGuides.count, attributes: 2 * view.layoutGuides.count, designTime: false)
        for variation in view.variations { count(variation) }
        countConnections(view.connections)
    }

    private mutating func count(_ variation: IBVariation) {
        add(elements: 1, attributes: 1 + variation.attributes.pairs.count, designTime: false)
        for mask in variation.masks {
            add(elements: 1 + mask.includes.count + mask.excludes.count, attributes: 1 + mask.includes.count + mask.excludes.count, designTime: false)
        }
        for property in variation.properties { countSubtree(property, designTime: false) }
    }

    private mutating func countConnections(_ connections: [IBConnection]) {
        for connection in connections {
            let structural = [connection.id, connection.property, connection.selector, connection.eventType].compactMap { $0 }.count + 1
            add(elements: 1, attributes: structural + connection.attributes.pairs.count, designTime: false)
        }
    }

    private mutating func countSubtree(_ root: IBElement, designTime: Bool, unsupported: Bool = false) {
        var pending = [(root, designTime)]
        while let (element, inherited) = pending.popLast() {
            let elementIsDesignTime = inherited || Self.isDesignTime(element)
            add(elements: 1, attributes: 0, designTime: elementIsDesignTime, unsupported: unsupported)
            for (name, _) in element.attributes {
                add(elements: 0, attributes: 1, designTime: elementIsDesignTime || Self.designTimeAttributes.contains(name), unsupported: unsupported)
            }
            pending += element.children.map { ($0, elementIsDesignTime) }
        }
    }

    private func identityCount(_ controller: IBViewController) -> Int {
        [controller.id, controller.customClass?.name, controller.customClass?.module, controller.storyboardIdentifier, controller.userLabel]
            .compactMap { $0 }.count
    }

    /// A frame is design-time when constraints decide the view's frame.
    private func isDesignTimeFrame(_ element: IBElement, of view: IBView) -> Bool {
        element.name == "rect" && element.key == "frame" && view.attributes.bool("fixedFrame") != true
            && view.attributes.bool("translatesAutoresizingMaskIntoConstraints") == false
    }

    static func isDesignTime(_ element: IBElement) -> Bool {
        element.name.hasPrefix("simulated") || designTimeElements.contains(element.name)
            || element.key.map { designTimeElements.contains("\(element.name):\($0)") } == true
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
