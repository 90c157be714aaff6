extension LayoutScope {
    /// Translates a view and its subtree into `ViewNode`s, reporting what it cannot translate.
    ///
    /// Depth is bounded by the parser's nesting limit, so the recursion cannot exhaust the stack.
    func translateView(_ view: IBView, isRoot: Bool = false) -> ViewNode {
        let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? unknownClass(view)
        let type = swiftType(of: view, viewClass: viewClass)
        let name = isRoot ? self.name(viewID: view.id, type: type, preferred: "view") : self.name(
            viewID: view.id, type: type, preferred: preferredName(for: view, type: type))
        registerGuides(of: view)
        var translation = PropertyTranslation(context: context, view: view)
        applyRules(viewClass, to: view, translation: &translation)
        let positioning = isRoot ? .owner : positioning(of: view)
        var subviews = view.subviews.map { translateView($0) }
        subviews += view.keyedViews.compactMap { translateKeyedView($0, parent: view, parentName: name) }
        var node = ViewNode(
            id: view.id, name: name, type: type,
            construction: viewClass.construction?(view, context) ?? SwiftExpression.identifier(type)(),
            settings: translation.settings, positioning: positioning, recordedFrame: view.property("rect", key: "frame")?.rect,
            subviews: subviews, arrangesSubviews: view.elementName == "stackView", line: view.line)
        // IB wires actions only to controls: a custom class on a plain view that has actions is a UIControl.
        let hasActions = view.connections.contains { $0.kind == .action }
        node.baseType = hasActions && viewClass.swiftType == "UIView" ? "UIControl" : viewClass.swiftType
        if toggledViews.contains(view.id) { node.attachment = .sizeClass }
        node.designFlags = Set(["misplaced", "ambiguous"].filter { view.attributes.bool($0) == true })
        node.element = view.elementName
        node.canvasFrame = node.recordedFrame
        node.placeholderIntrinsicSize = (
            view.attributes["placeholderIntrinsicWidth"].flatMap(Double.init), view.attributes["placeholderIntrinsicHeight"].flatMap(Double.init)
        )
        return node
    }

    /// `0.0` and `0` are the same value; IB writes both.
    private static func isSame(_ value: String, _ defaultValue: String) -> Bool {
        if value == defaultValue { return true }
        guard let number = Double(value), let defaultNumber = Double(defaultValue) else { return false }
        return number == defaultNumber
    }

    private func unknownClass(_ view: IBView) -> ViewClass {
        context.warning(
            "unknown view element <\(view.elementName)> is created as a plain UIView", line: view.line,
            element: view.elementName, category: .unsupportedElement, subject: "<\(view.elementName)> (unknown view)")
        return .uiView
    }

    private func swiftType(of view: IBView, viewClass: ViewClass) -> String {
        if let module = viewClass.module { imports.insert(module) }
        guard let custom = view.customClass else { return viewClass.swiftType }
        if let module = custom.module, !custom.moduleIsTarget { imports.insert(module) }
        return custom.name
    }

    private func registerGuides(of view: IBView) {
        for guide in view.layoutGuides {
            guard let key = guide.key, let kind = Self.guideKinds[key] else {
                context.warning(
                    "unsupported layout guide '\(guide.key ?? "")'", line: guide.line, element: "viewLayoutGuide",
                    category: .unsupportedElement, subject: "<viewLayoutGuide key=\"\(guide.key ?? "")\">")
                continue
            }
            registerGuide(id: guide.id, viewID: view.id, kind: kind)
        }
    }

    private static let guideKinds: [String: LayoutGuideKind] = [
        "safeArea": .safeArea, "contentLayoutGuide": .content, "frameLayoutGuide": .frame,
        "layoutMargins": .layoutMargins, "readableContent": .readableContent,
    ]

    /// Runs the class's rules over a view's attributes and property elements; `skipsDefaults` leaves out values
    /// equal to UIKit's defaults (off for size-class variations, which must be able to return to them).
    func applyRules(_ viewClass: ViewClass, to view: IBView, translation: inout PropertyTranslation, skipsDefaults: Bool = true) {
        for (name, value) in view.attributes {
            if viewClass.constructionAttributes.contains(name) { continue }
            guard let rule = viewClass.attributes[name] else {
                context.unsupportedAttribute(name, on: view.elementName, line: view.line)
                continue
            }
            if skipsDefaults, let defaultValue = viewClass.defaults[name], Self.isSame(value, defaultValue) { continue }
            rule(value, &translation)
        }
        for element in view.properties {
            // IB's simulated metrics describe the canvas, not the app.
            if element.name.hasPrefix("simulated") { continue }
            guard let rule = viewClass.elementRule(for: element) else {
                context.unsupportedElement(element, in: view.elementName)
                continue
            }
            rule(element, &translation)
        }
    }

    /// A cell's `contentView` is the cell's own view, configured in place; other keyed views come later.
    private func translateKeyedView(_ keyed: IBView, parent: IBView, parentName: String) -> ViewNode? {
        guard keyed.key == "contentView", parent.elementName.hasSuffix("Cell") else {
            context.warning(
                "<\(keyed.elementName)\(keyed.key.map { " key=\"\($0)\"" } ?? "")> in <\(parent.elementName)> is not generated yet",
                line: keyed.line, element: keyed.elementName, category: .unsupportedElement,
                subject: "<\(keyed.elementName)\(keyed.key.map { " key=\"\($0)\"" } ?? "")> in <\(parent.elementName)>")
            return nil
        }
        var node = translateView(keyed)
        node.construction = SwiftExpression.identifier(parentName).dot("contentView")
        node.positioning = .owner
        node.recordedFrame = nil
        node.attachment = .property
        return node
    }
}
