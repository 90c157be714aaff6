extension TranslationContext {
    /// The line of every object id in the document (views, constraints, guides, controllers, placeholders,
    /// connections), for dangling-reference checks.
    var objectLines: [String: Int] { documentIndex.lines }

    /// Reports what makes a document unsafe to convert before any layout is translated: duplicate ids and negative
    /// frame sizes (invalid class and module names are refused earlier, by `CodeNames`). Returns whether the
    /// document may be translated.
    func validateDocument() -> Bool {
        var valid = true
        for duplicate in documentIndex.duplicates {
            error(
                "duplicate object id '\(duplicate.id)' (first used on line \(duplicate.firstLine))",
                line: duplicate.line)
            valid = false
        }
        for view in documentIndex.negativeFrames {
            error("frame has a negative size (\(view.width) x \(view.height))", line: view.line, element: view.element)
            valid = false
        }
        return valid
    }
}

/// Every object of a document with its id, found by walking the IR once. It keeps ids, lines and names only, no
/// view: a scene's views are held by the scene alone, which a layout task lets go once translated.
struct DocumentIndex {
    struct Duplicate {
        var id: String
        var line: Int
        var firstLine: Int
    }

    /// A view whose frame has a negative width or height, which `validateDocument` refuses.
    struct NegativeFrame {
        var line: Int
        var element: String
        var width: Double
        var height: Double
    }

    /// A scene's controller or storyboard reference, as a warning names it (`controllerDescriptions`).
    enum ControllerDescription {
        /// A controller's class, storyboard identifier, label, else `a <element>`.
        case controller(String)
        /// A `viewControllerPlaceholder`: the storyboard and identifier it refers to.
        case reference(storyboardName: String?, identifier: String?)
    }

    private(set) var lines: [String: Int] = [:]
    private(set) var duplicates: [Duplicate] = []
    /// The views with a negative frame size, by line.
    private(set) var negativeFrames: [NegativeFrame] = []
    /// The custom class names of the document's views (`NestedXibIndex` looks for a File's Owner's class among them).
    private(set) var viewClassNames: Set<String> = []
    /// The controllers and storyboard references of the scenes by id, the first of an id in document order.
    private(set) var controllerDescriptions: [String: ControllerDescription] = [:]
    /// The ids of the First Responder placeholders, whose actions go up the responder chain.
    private(set) var firstResponderIDs: Set<String> = []
    /// The ids of the File's Owner placeholders.
    private(set) var filesOwnerIDs: Set<String> = []
    /// Each view controller's custom class, else its element name (`tableViewController`), by id: a warning names
    /// the controller an outlet of another scene points to.
    private(set) var controllerNames: [String: String] = [:]
    /// The custom class names of the document's view controllers, which no view or bar item can be.
    private(set) var controllerClassNames: Set<String> = []
    /// The custom class names of the document's views and controllers, which outlet members must not shadow.
    private(set) var customClassNames: Set<String> = []
    /// The views whose layout margins follow the readable width (`layoutMarginsFollowReadableWidth="YES"`), found
    /// here once per document: each layout's context is a new one, so a lazy set there was rebuilt per layout.
    private(set) var readableWidthMarginViewIDs: Set<String> = []

    init(_ document: InterfaceDocument) {
        var rootViews: [IBView] = []
        var pendingElements: [IBElement] = []
        var objects = document.objects + document.scenes.flatMap(\.objects)
        while let object = objects.popLast() {
            switch object {
            case .viewController(let controller):
                record(controller.id, controller.line)
                controllerNames[controller.id] = controller.customClass?.name ?? controller.elementName
                if let name = controller.customClass?.name { controllerClassNames.insert(name) }
                controller.connections.forEach { record($0.id, $0.line) }
                pendingElements += controller.layoutGuides + controller.properties
                if let root = controller.rootView { rootViews.append(root) }
            case .view(let view): rootViews.append(view)
            case .placeholder(let placeholder):
                record(placeholder.id, placeholder.line)
                if placeholder.placeholderIdentifier == "IBFirstResponder" { firstResponderIDs.insert(placeholder.id) }
                if placeholder.isFilesOwner { filesOwnerIDs.insert(placeholder.id) }
                placeholder.connections.forEach { record($0.id, $0.line) }
            case .other(let element): pendingElements.append(element)
            }
        }
        for view in DepthFirstSequence(rootViews, children: \.nestedViews) {
            record(view.id, view.line)
            if let name = view.customClass?.name { viewClassNames.insert(name) }
            if let frame = view.property("rect", key: "frame")?.rect, frame.width < 0 || frame.height < 0 {
                negativeFrames.append(
                    NegativeFrame(line: view.line, element: view.elementName, width: frame.width, height: frame.height))
            }
            if view.attributes["layoutMarginsFollowReadableWidth"] == "YES" {
                readableWidthMarginViewIDs.insert(view.id)
            }
            view.constraints.forEach { record($0.id, $0.line) }
            view.layoutGuides.forEach { record($0.id, $0.line) }
            view.connections.forEach { record($0.id, $0.line) }
            view.sections.forEach { record($0.id, $0.line) }
            pendingElements += view.properties
            for section in view.sections { pendingElements += section.properties }
        }
        // Objects the IR keeps generically: static cells in sections, bar button items, gesture recognizers.
        while let element = pendingElements.popLast() {
            if element.name != "reference" { record(element.attributes["id"], element.line) }
            pendingElements += element.children
        }
        negativeFrames.sort { $0.line < $1.line }
        duplicates.sort { $0.line < $1.line }
        customClassNames = viewClassNames.union(document.scenes.compactMap { $0.viewController?.customClass?.name })
        for object in document.scenes.lazy.flatMap(\.objects) {
            switch object {
            case .viewController(let controller) where controllerDescriptions[controller.id] == nil:
                controllerDescriptions[controller.id] = .controller(
                    controller.customClass?.name ?? controller.storyboardIdentifier ?? controller.userLabel
                        ?? "a \(controller.elementName)")
            case .other(let element) where element.name == "viewControllerPlaceholder":
                guard let id = element.attributes["id"], controllerDescriptions[id] == nil else { continue }
                controllerDescriptions[id] = .reference(
                    storyboardName: element.attributes["storyboardName"],
                    identifier: element.attributes["referencedIdentifier"])
            default:
                continue
            }
        }
    }

    private mutating func record(_ id: String?, _ line: Int) {
        guard let id, !id.isEmpty else { return }
        // One probe for the id met first, as nearly all are.
        guard let first = lines.updateValue(line, forKey: id) else { return }
        let (earlier, later) = first <= line ? (first, line) : (line, first)
        duplicates.append(Duplicate(id: id, line: later, firstLine: earlier))
        lines[id] = earlier
    }
}
