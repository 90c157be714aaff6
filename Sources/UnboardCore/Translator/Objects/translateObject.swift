extension LayoutScope {
    /// Translates an object element (a bar button item, navigation item, tab bar item, gesture recognizer) into an
    /// object the layout creates after its views, after the objects it holds; returns its Swift name.
    func translateObject(_ element: IBElement, in parent: String) -> String? {
        guard let object = makeObject(element, in: parent) else { return nil }
        objects.append(object)
        return object.name
    }

    /// The object node for an element, named and with its settings, not yet placed in the layout.
    func makeObject(_ element: IBElement, in parent: String) -> ObjectNode? {
        guard let objectClass = ObjectClassRegistry.byElementName[element.name] else {
            context.unsupportedElement(element, in: parent)
            return nil
        }
        let object = withoutControllerClass(IBView(element, in: context.source, diagnostics: context.diagnostics))
        let type = swiftType(of: object, viewClass: objectClass)
        let name = self.name(viewID: object.id, type: type, preferred: preferredName(for: object, type: type))
        var translation = PropertyTranslation(context: context, view: object, scope: self)
        applyObjectRules(objectClass, to: object, translation: &translation)
        translation.resolveDeferredSettings()
        recordObjectActions(object, name: name, isGesture: objectClass.swiftType.hasSuffix("GestureRecognizer"))
        return ObjectNode(
            id: object.id, name: name, type: type, baseType: objectClass.swiftType,
            construction: objectClass.construction?(object, context) ?? SwiftExpression.identifier(type)(),
            settings: translation.settings, line: object.line)
    }

    /// Runs an object class's rules, then places the views it holds by key (a bar button item's `customView`).
    func applyObjectRules(_ objectClass: ViewClass, to object: IBView, translation: inout PropertyTranslation) {
        applyRules(objectClass, to: object, translation: &translation)
        for keyed in object.keyedViews where objectClass.keyedViews.contains(keyed.key ?? "") {
            translation.assignPath([keyed.key ?? ""], .identifier(translateDetachedView(keyed)))
        }
        reportKeyedViews(of: object, except: objectClass.keyedViews)
    }

    /// A view an object holds (a bar button item's custom view, a navigation item's title view): created with the
    /// layout's views but added to none, with the frame the nib gave it (a custom view's size is its frame's), unless
    /// its owner sizes it (`keepsFrame` false: a table view controller's refresh control).
    func translateDetachedView(_ view: IBView, keepsFrame: Bool = true) -> String {
        addVariations(of: view)
        addConstrainedViews(of: view)
        var node = translateView(view)
        node.attachment = .detached
        node.positioning = .owner
        if !keepsFrame { node.recordedFrame = nil }
        detachedViews.append((view, node))
        return node.name
    }

    /// Reports the keyed views of a converted element that no rule places.
    func reportKeyedViews(of object: IBView, except handled: Set<String>) {
        for keyed in object.keyedViews where !handled.contains(keyed.key ?? "") {
            context.warning(
                "<\(keyed.elementName) key=\"\(keyed.key ?? "")\"> in <\(object.elementName)> is not generated yet",
                line: keyed.line,
                element: keyed.elementName, category: .unsupportedElement,
                subject: "<\(keyed.elementName) key=\"\(keyed.key ?? "")\"> in <\(object.elementName)>")
        }
    }

    /// Bar button items' and gesture recognizers' actions (`<action selector=...>` without an event), by selector.
    private func recordObjectActions(_ object: IBView, name: String, isGesture: Bool) {
        if object.elementName == "barButtonItem" {
            for connection in object.connections {
                guard var action = segueTriggerAction(connection, trigger: name) else { continue }
                action.barButtonItems = [name]
                barButtonItemSegueActions.append(action)
            }
        }
        // A recognizer or a scene's custom object is created after the views it can point to
        // (`translateGestureRecognizers`): its outlets are set by key, as the nib loader sets them.
        if isGesture || object.elementName == "customObject" {
            for connection in object.connections where connection.isOwnOutletOfItsView {
                connectOwnOutlet(connection, of: name, elementName: object.elementName, isRoot: false)
            }
        }
        for connection in object.connections where connection.kind == .action {
            guard let selector = connection.selector, Self.actionName(selector) != nil else {
                context.warning(
                    "action '\(connection.selector ?? "")' is not a valid Swift name and is skipped",
                    line: connection.line, element: "action")
                continue
            }
            if !isGesture, context.documentIndex.firstResponderIDs.contains(connection.destination) {
                responderChainActions.append(ResponderChainAction(selector: selector, sender: name, event: nil))
                continue
            }
            if filesOwnerIDs.contains(connection.destination) { filesOwnerSelectors.insert(selector) }
            if rootIDs.contains(connection.destination) { rootSelectors.insert(selector) }
            objectActions.append((selector, name, isGesture))
        }
    }
}
