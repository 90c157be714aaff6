extension LayoutScope {
    /// Translates a view and its subtree into `ViewNode`s, reporting what it cannot translate.
    ///
    /// Depth is bounded by the parser's nesting limit, so the recursion cannot exhaust the stack.
    func translateView(
        _ view: IBView, isRoot: Bool = false, rootName: String = "view", preferredName preferred: String? = nil,
        ownProperty: String? = nil
    ) -> ViewNode {
        let view = withoutControllerClass(view)
        let viewClass = ViewClassRegistry.viewClass(for: view.elementName) ?? unknownClass(view)
        let type =
            (ownProperty ?? builtInViews[view.id]?.property).map { ownedType(of: view, viewClass: viewClass, $0) }
            ?? swiftType(of: view, viewClass: viewClass)
        let name =
            isRoot
            ? self.name(viewID: view.id, type: type, preferred: rootName)
            : self.name(
                viewID: view.id, type: type, preferred: preferred ?? preferredName(for: view, type: type))
        registerGuides(of: view)
        registerBuiltInViews(of: view, cellName: name)
        if view.elementName == "webView" { reportWebView(view) }
        let prelude = translatePrelude(of: view, type: type)
        var translation = PropertyTranslation(context: context, view: view, scope: self)
        applyRules(viewClass, to: view, translation: &translation)
        objectSettings += translation.deferredSettings.map { ObjectSetting(target: name, setting: $0) }
        let positioning = isRoot ? .owner : positioning(of: view)
        var subviews = view.subviews.map { translateView($0) }
        subviews += view.keyedViews.compactMap { translateKeyedView($0, parent: view, parentName: name) }
        subviews += translateStaticSections(of: view)
        var node = ViewNode(
            id: view.id, name: name, type: type,
            construction: prelude?.construction ?? viewClass.construction?(view, context)
                ?? SwiftExpression.identifier(type)(),
            settings: translation.settings, positioning: positioning,
            recordedFrame: view.property("rect", key: "frame")?.rect,
            subviews: subviews, arrangesSubviews: view.elementName == "stackView", line: view.line)
        node.prelude = prelude?.objects ?? []
        node.note = embeddedControllerNote(of: view)
        // Registered where loading the storyboard registered them; those that cannot be are dropped on resolving.
        node.prototypes = view.separateLayouts.map { PrototypeRegistration(prototypeID: $0.id) }
        if !isRoot, let nested = nestedBuilder(for: view, name: name) {
            node.nestedBuilder = nested
            node.construction = SwiftExpression.identifier(nested.name).dot("view")
        }
        if let builtIn = builtInViews[view.id] {
            // A cell created with another style lacks this view; the settings then go to one that is never shown.
            node.construction = .binary(
                SwiftExpression.identifier(builtIn.cell).dot(builtIn.property), "??", SwiftExpression.identifier(type)()
            )
            node.positioning = .owner
            node.recordedFrame = nil
            node.attachment = .property
        }
        // IB wires actions only to controls: a custom class on a plain view that has actions is a UIControl.
        let hasActions = view.connections.contains { $0.kind == .action }
        node.baseType = hasActions && viewClass.swiftType == "UIView" ? "UIControl" : viewClass.swiftType
        if toggledViews.contains(view.id) { node.attachment = .sizeClass }
        node.designFlags = Set(["misplaced", "ambiguous"].filter { view.attributes.bool($0) == true })
        node.element = view.elementName
        node.canvasFrame = node.recordedFrame
        node.placeholderIntrinsicSize = (
            view.attributes["placeholderIntrinsicWidth"].flatMap(Double.init),
            view.attributes["placeholderIntrinsicHeight"].flatMap(Double.init)
        )
        return node
    }

    /// `0.0` and `0` are the same value; IB writes both.
    private static func isSame(_ value: String, _ defaultValue: String) -> Bool {
        if value == defaultValue { return true }
        guard let number = Double(value), let defaultNumber = Double(defaultValue) else { return false }
        return number == defaultNumber
    }

    /// The view or bar item without its custom class when that class is a view controller's in the same document,
    /// with a warning: the app's class is a view controller, which no view or bar item can be, and code creating one
    /// as such does not compile (raymonddiamonds/Makestagram's `Home.storyboard` and `Main.storyboard`, a scene's
    /// class set on its root view and a tab bar controller's on tab bar items).
    func withoutControllerClass(_ view: IBView) -> IBView {
        guard let custom = view.customClass, context.documentIndex.controllerClassNames.contains(custom.name) else {
            return view
        }
        let base =
            ViewClassRegistry.viewClass(for: view.elementName)?.swiftType
            ?? ObjectClassRegistry.byElementName[view.elementName]?.swiftType ?? "UIView"
        context.warning(
            "custom class '\(custom.name)' of <\(view.elementName)> is a view controller's class in this document, which a <\(view.elementName)> cannot be; it is created as a \(base)",
            line: view.line, element: view.elementName, category: .unsupportedAttribute,
            subject: "customClass of a view controller on a view")
        var plain = view
        plain.customClass = nil
        return plain
    }

    private func unknownClass(_ view: IBView) -> ViewClass {
        context.warning(
            "unknown view element <\(view.elementName)> is created as a plain UIView", line: view.line,
            element: view.elementName, category: .unsupportedElement, subject: "<\(view.elementName)> (unknown view)")
        return .uiView
    }

    func swiftType(of view: IBView, viewClass: ViewClass) -> String {
        if let module = viewClass.module { imports.insert(module) }
        guard let custom = view.customClass else { return viewClass.swiftType }
        if let module = custom.module, !custom.moduleIsTarget { imports.insert(module) }
        return custom.name
    }

    /// The type of a view its superview creates (a cell's `contentView`, the `textLabel` of its style): the UIKit
    /// class, since the generated code takes the superview's own instance, which cannot be of a class IB names for
    /// it; such a class is warned about and not applied (Provenance's `Cheats.storyboard` names one for a cell's
    /// content view, GitHawk's `Settings.storyboard` for cells' text labels: their output did not compile).
    private func ownedType(of view: IBView, viewClass: ViewClass, _ property: String) -> String {
        if let custom = view.customClass {
            context.warning(
                "custom class '\(custom.name)' of <\(view.elementName)> is not applied: the generated code uses its superview's own \(property), a \(viewClass.swiftType)",
                line: view.line, element: view.elementName, category: .unsupportedAttribute,
                subject: "customClass on a superview's own \(property)")
        }
        if let module = viewClass.module { imports.insert(module) }
        return viewClass.swiftType
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
    func applyRules(
        _ viewClass: ViewClass, to view: IBView, translation: inout PropertyTranslation, skipsDefaults: Bool = true
    ) {
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
            // IB's simulated metrics and other canvas state describe the canvas, not the app.
            if InterfaceBuilderVocabulary.isDesignTime(element) { continue }
            guard let rule = viewClass.elementRule(for: element) else {
                context.unsupportedElement(element, in: view.elementName)
                continue
            }
            rule(element, &translation)
        }
    }

    /// A view held by a key: a view the parent creates (a cell's `contentView`) is configured in place, one the
    /// layout creates is assigned (`tableHeaderView`); prototypes are layouts of their own.
    private func translateKeyedView(_ keyed: IBView, parent: IBView, parentName: String) -> ViewNode? {
        switch parent.role(ofKeyed: keyed) {
        case .ownProperty(let property):
            // `cellContentView` rather than a second `contentView` with an id appended.
            let preferred =
                ["cell", "view"].contains(parentName) || outletNames[keyed.id] != nil
                ? nil : parentName + SwiftIdentifier.uppercaseFirst(property)
            var node = translateView(keyed, preferredName: preferred, ownProperty: property)
            node.construction = SwiftExpression.identifier(parentName).dot(property)
            node.positioning = .owner
            node.recordedFrame = nil
            node.attachment = .property
            return node
        case .assigned(let property):
            var node = translateView(keyed)
            node.attachment = .assigned(property)
            return node
        case .separateLayout:
            return nil
        case .unsupported:
            context.warning(
                "<\(keyed.elementName)\(keyed.key.map { " key=\"\($0)\"" } ?? "")> in <\(parent.elementName)> is not generated yet",
                line: keyed.line, element: keyed.elementName, category: .unsupportedElement,
                subject: "<\(keyed.elementName)\(keyed.key.map { " key=\"\($0)\"" } ?? "")> in <\(parent.elementName)>")
            return nil
        }
    }

    /// A cell's `textLabel`, `detailTextLabel` and `imageView` attributes name views of its content view that are
    /// the cell's own, which its style creates.
    private func registerBuiltInViews(of view: IBView, cellName: String) {
        guard view.elementName == "tableViewCell" else { return }
        for property in ["textLabel", "detailTextLabel", "imageView"] {
            if let id = view.attributes[property] { builtInViews[id] = (cellName, property) }
        }
    }

    /// A container view's embed segue is the view controller's to perform: the note says which controller goes there.
    private func embeddedControllerNote(of view: IBView) -> String? {
        guard view.elementName == "containerView",
            let segue = view.connections.first(where: { $0.kind == .segue && $0.attributes["kind"] == "embed" })
        else { return nil }
        return
            "Interface Builder embeds \(controllerName(segue.destination)) here: add it with addChild(_:), this view as its view's superview."
    }

    /// `SettingsViewController`, or `the controller Settings in Settings.storyboard` for a storyboard reference.
    private func controllerName(_ id: String) -> String {
        // From the document's index: the scenes are let go of as their layouts are translated.
        switch context.documentIndex.controllerDescriptions[id] {
        case .controller(let name): return name
        case .reference(let storyboardName, let identifier):
            let storyboard = storyboardName.map { "\($0).storyboard" } ?? "this storyboard"
            return "the \(identifier.map { "controller \($0)" } ?? "initial controller") of \(storyboard)"
        case nil: return "a controller"
        }
    }

    private func reportWebView(_ view: IBView) {
        context.warning(
            "UIWebView is no longer supported by the App Store; <webView> is created as a WKWebView", line: view.line,
            element: view.elementName)
    }
}
