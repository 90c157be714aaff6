extension DocumentBuilder {
    /// The attributes `IBConstraint` and `IBConnection` hold as properties; built once, not per element.
    static let constraintFields: AttributeNames = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority",
    ]
    static let connectionFields: AttributeNames = ["id", "destination", "property", "selector", "eventType"]
    static let sectionFields: AttributeNames = ["id"]
    static let variationFields: AttributeNames = ["key"]
    static let controllerFields = InterfaceBuilderVocabulary.identityAttributes.union(["storyboardIdentifier"])

    /// Opens the value an element of `role` builds.
    mutating func begin(_ role: ElementRole, _ tag: StartTag) {
        let a = tag.attributes
        switch role {
        case .scene:
            openScenes.append(
                (IBScene(id: a["sceneID"] ?? "", objects: [], comment: tag.comment, line: tag.line), false))
        case .placeholder:
            let placeholder = IBPlaceholder(
                id: a["id"] ?? "", placeholderIdentifier: a["placeholderIdentifier"] ?? "",
                customClass: customClass(a), connections: [], line: tag.line)
            placeholders.append((placeholder, false))
        case .controller:
            controllers.append(
                IBViewController(
                    elementName: tag.name, id: a["id"] ?? "", customClass: customClass(a),
                    storyboardIdentifier: a["storyboardIdentifier"], userLabel: a["userLabel"], rootView: nil,
                    layoutGuides: [], connections: [], attributes: a.removing(Self.controllerFields), properties: [],
                    line: tag.line))
        case .view:
            views.append(
                IBView(
                    elementName: tag.name, id: a["id"] ?? "", key: a["key"], customClass: customClass(a),
                    userLabel: a["userLabel"], attributes: a.removing(InterfaceBuilderVocabulary.identityAttributes),
                    properties: [], subviews: [], keyedViews: [], constraints: [], layoutGuides: [], variations: [],
                    connections: [], line: tag.line))
        case .section:
            sections.append(
                (
                    IBTableSection(
                        id: a["id"] ?? "", attributes: a.removing(Self.sectionFields), properties: [], cells: [],
                        line: tag.line),
                    false
                ))
        case .constraint:
            constraints.append(
                IBConstraint(
                    id: a["id"] ?? "", firstItem: a["firstItem"], firstAttribute: a["firstAttribute"] ?? "",
                    secondItem: a["secondItem"], secondAttribute: a["secondAttribute"], relation: a["relation"],
                    multiplier: a["multiplier"], constant: a["constant"], priority: a["priority"],
                    attributes: a.removing(Self.constraintFields), variations: [], line: tag.line))
        case .variation:
            variations.append(
                IBVariation(
                    key: tag.key ?? "", masks: [], attributes: a.removing(Self.variationFields), properties: [],
                    line: tag.line))
        case .mask:
            masks.append(IBMask(key: tag.key ?? "", includes: [], excludes: [], line: tag.line))
        case .element:
            elements.append(PartialElement(tag))
        case .document, .ignored, .sceneList, .objectList, .viewList, .sectionList, .constraintList,
            .connectionList, .connection, .elementList:
            // Lists reset in `documentChildRole`; a connection is opened by `connectionRole`, which may refuse it.
            break
        }
    }

    /// Closes the value an element of `role` built and hands it to its parent.
    mutating func finish(_ role: ElementRole) {
        switch role {
        case .scene:
            scenes.append(openScenes.removeLast().scene)
        case .placeholder:
            add(.placeholder(placeholders.removeLast().placeholder))
        case .controller:
            add(.viewController(controllers.removeLast()))
        case .view:
            add(views.removeLast())
        case .section:
            let section = sections.removeLast().section
            views[views.count - 1].sections.append(section)
        case .constraint:
            let constraint = constraints.removeLast()
            views[views.count - 1].constraints.append(constraint)
        case .variation:
            let variation = variations.removeLast()
            if case .constraint = roles.last {
                constraints[constraints.count - 1].variations.append(variation)
            } else {
                views[views.count - 1].variations.append(variation)
            }
        case .mask:
            let mask = masks.removeLast()
            variations[variations.count - 1].masks.append(mask)
        case .connection:
            add(connections.removeLast())
        case .element:
            add(elements.removeLast().element)
        case .document, .ignored, .sceneList, .objectList, .viewList, .sectionList, .constraintList,
            .connectionList, .elementList:
            break
        }
    }

    private mutating func add(_ object: IBObject) {
        guard case .objectList(let owner) = roles.last else { return }
        switch owner {
        case .document: objects.append(object)
        case .scene: openScenes[openScenes.count - 1].scene.objects.append(object)
        }
    }

    private mutating func add(_ view: IBView) {
        switch roles.last {
        case .viewList(.subviews): views[views.count - 1].subviews.append(view)
        case .viewList(.keyedViews), .view: views[views.count - 1].keyedViews.append(view)
        case .viewList(.sectionCells): sections[sections.count - 1].section.cells.append(view)
        case .controller: controllers[controllers.count - 1].rootView = view
        case .objectList: add(.view(view))
        case nil: builtView = view
        default: break
        }
    }

    private mutating func add(_ connection: IBConnection) {
        guard case .connectionList(let owner) = roles.last else { return }
        switch owner {
        case .placeholder: placeholders[placeholders.count - 1].placeholder.connections.append(connection)
        case .controller: controllers[controllers.count - 1].connections.append(connection)
        case .view: views[views.count - 1].connections.append(connection)
        }
    }

    private mutating func add(_ element: IBElement) {
        switch roles.last {
        case .element: elements[elements.count - 1].children.append(element)
        case .connection: connections[connections.count - 1].children.append(element)
        case .view: views[views.count - 1].properties.append(frame(fromInset: element))
        case .controller: controllers[controllers.count - 1].properties.append(element)
        case .section: sections[sections.count - 1].section.properties.append(element)
        case .variation: variations[variations.count - 1].properties.append(element)
        case .objectList: add(.other(element))
        case .elementList(.resources): resources.append(element)
        case .elementList(.controllerLayoutGuides): controllers[controllers.count - 1].layoutGuides.append(element)
        case .document:
            if element.name == "device" { device = element } else { others.append(element) }
        default: break
        }
    }

    /// A view's fixed frame as Xcode 8.0 writes it, `<frame key="frameInset">` (tools versions 11191 to 11201), read
    /// as the `<rect key="frame">` every other version writes: the insets `minX` and `minY` from the superview's
    /// leading and top edges (0 when absent) and the size `width` and `height`, which, when absent, is the
    /// superview's less the insets on both sides (`maxX`, `maxY`, 0 when absent); with `maxX` and a width but no
    /// `minX`, the view ends `maxX` before the superview's trailing edge. Inferred from the 6 files of 6 repositories
    /// that write it in the sets we may read: labels and image views with `minX`, `minY`, `width` and `height` in
    /// EvMakou/Color-Thinking's `Main.storyboard` and Iwark/IWTapGesture's demo `Main.storyboard` (11201, probe8) and
    /// mattneub/Programming-iOS-Book-Examples' `LaunchScreen.xib` (11191, visible), cells' content views (`width` and
    /// `height` only) in Ramotion/navigation-stack's demo `Main.storyboard` (11201, probe), and a visual effect
    /// view's content view written `<frame key="frameInset"/>`, which fills its effect view (as a content view
    /// does), in blink's `SmartKeys.xib` (probe3) and ViewDeck's `ItemCollectionViewCell.xib` (probe6), both 11201.
    /// No file writes `maxX` or `maxY`: their reading is a **guess**. Apple documents neither spelling. Left as it
    /// is (and warned about as unsupported) when a size is absent and the superview has no frame.
    private func frame(fromInset element: IBElement) -> IBElement {
        guard element.name == "frame", element.attributes["key"] == "frameInset" else { return element }
        let superview = views.count > 1 ? views[views.count - 2].property("rect", key: "frame")?.rect : nil
        func span(_ minKey: String, _ maxKey: String, _ sizeKey: String, in extent: Double?) -> (Double, Double)? {
            let value = { (key: String) in element.attributes[key].flatMap(Double.parsing) }
            let size = value(sizeKey) ?? extent.map { $0 - (value(minKey) ?? 0) - (value(maxKey) ?? 0) }
            guard let size else { return nil }
            if value(minKey) == nil, let end = value(maxKey), let extent { return (extent - end - size, size) }
            return (value(minKey) ?? 0, size)
        }
        guard let (x, width) = span("minX", "maxX", "width", in: superview?.width),
            let (y, height) = span("minY", "maxY", "height", in: superview?.height)
        else { return element }
        let values = [("x", x), ("y", y), ("width", width), ("height", height)].map {
            (name: $0.0, value: Self.frameNumber($0.1))
        }
        return IBElement(
            name: "rect", attributes: IBAttributes([(name: "key", value: "frame")] + values), children: [], text: nil,
            line: element.line, comment: element.comment)
    }

    /// A frame value as IB writes it: `0.0` for zero, a whole number without a fraction otherwise.
    private static func frameNumber(_ value: Double) -> String {
        value == 0 ? "0.0" : value == value.rounded() ? String(Int(value)) : String(value)
    }

    private func customClass(_ attributes: IBAttributes) -> IBCustomClass? {
        guard let name = attributes["customClass"], !name.isEmpty else { return nil }
        return IBCustomClass(
            name: name, module: attributes["customModule"],
            moduleIsTarget: attributes["customModuleProvider"] == "target")
    }
}
