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
        let subviews = view.subviews.filter { !excluded.contains($0.id) }.map { translateView($0) }
        reportSkippedViews(view)
        return ViewNode(
            id: view.id, name: name, type: type,
            construction: viewClass.construction?(view, context) ?? SwiftExpression.identifier(type)(),
            settings: translation.settings, positioning: positioning, recordedFrame: view.property("rect", key: "frame")?.rect,
            subviews: subviews, arrangesSubviews: view.elementName == "stackView", line: view.line)
    }

    private func unknownClass(_ view: IBView) -> ViewClass {
        context.warning(
            "unknown view element <\(view.elementName)> is created as a plain UIView", line: view.line,
            element: view.elementName, category: .unsupportedElement)
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
                    category: .unsupportedElement)
                continue
            }
            registerGuide(id: guide.id, viewID: view.id, kind: kind)
        }
    }

    private static let guideKinds: [String: LayoutGuideKind] = [
        "safeArea": .safeArea, "contentLayoutGuide": .content, "frameLayoutGuide": .frame,
        "layoutMargins": .layoutMargins, "readableContent": .readableContent,
    ]

    private func applyRules(_ viewClass: ViewClass, to view: IBView, translation: inout PropertyTranslation) {
        for (name, value) in view.attributes {
            if viewClass.constructionAttributes.contains(name) { continue }
            guard let rule = viewClass.attributes[name] else {
                context.unsupportedAttribute(name, on: view.elementName, line: view.line)
                continue
            }
            if viewClass.defaults[name] == value { continue }
            rule(value, &translation)
        }
        for element in view.properties {
            guard let rule = viewClass.elementRule(for: element) else {
                context.unsupportedElement(element, in: view.elementName)
                continue
            }
            rule(element, &translation)
        }
    }

    private func reportSkippedViews(_ view: IBView) {
        for keyed in view.keyedViews {
            context.warning(
                "<\(keyed.elementName)\(keyed.key.map { " key=\"\($0)\"" } ?? "")> in <\(view.elementName)> is not generated yet",
                line: keyed.line, element: keyed.elementName, category: .unsupportedElement)
        }
    }
}
