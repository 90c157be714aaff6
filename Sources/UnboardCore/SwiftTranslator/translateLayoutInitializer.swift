/// What each layout initializer of a builder reads of the builder as a whole, found once per builder: found for each
/// layout, it walked every layout (every view, for the table section type's name) once per layout, which grew with the
/// square of a builder's layouts.
struct LayoutInitializerShared {
    var outlets: [MergedOutlet]
    var actions: [MergedAction]
    var nested: [MergedNestedBuilder]
    /// Whether the builder has `configureViewController`, which each initializer sets.
    var configures: Bool
    /// `TableSection`'s name (`tableSectionTypeName`), `nil` when no layout has a static table.
    var tableSectionType: String?
    /// Whether the builder fills table view cells (`hasRowHeight`).
    var hasRowHeight: Bool
    /// The type of the cell or reusable view parameter (`rootParameterType`), for layouts given their root.
    var rootParameterType: String
}

extension BuilderFileTranslator {
    /// The private initializer that builds one layout: views, constraints, then the stored properties; with
    /// `shared.configures` when the builder keeps a `configureViewController` closure, which every layout then assigns.
    func layoutInitializer(
        _ layout: LayoutModel, builder: BuilderModel, shared: LayoutInitializerShared
    ) -> SwiftFunction {
        var body: [SwiftStatement] = []
        let split = controllerSettingsSplit(of: layout)
        // Views a bar item or the navigation item holds that `configure(_:key:)` creates are not created here.
        let moved = split.movedNames
        if moved.isEmpty {
            body += viewStatements(layout.root, parent: nil)
            body += constraintStatements(layout.constraints)
        } else {
            var root = layout.root
            root.subviews.removeAll { moved.contains($0.name) }
            body += viewStatements(root, parent: nil)
            body += constraintStatements(layout.constraints.filter { !moved.contains($0.first.viewName) })
        }
        let elsewhere = Set((split.viewFreeObjects + split.adoptedObjects).map(\.name))
        if !split.adoptedEntries.isEmpty { body.append(.blankLine) }
        body += barItemAdoption(layout, of: builder)
        body += objectStatements(
            layout.objects.filter { !elsewhere.contains($0.name) }, settings: layout.objectSettings)
        body.append(.blankLine)
        body += sizeClassStatements(layout.sizeClasses, givenRoot: layout.rootParameter?.name)
        body += storedPropertyAssignments(layout, outlets: shared.outlets, actions: shared.actions)
        body += extraPropertyAssignments(layout, shared: shared)
        body += sceneControllerConnectionAssignment(layout, builder: builder)
        body += nestedBuilderAssignments(layout, merged: shared.nested)
        body += responderChainStatements(layout.responderChainActions)
        var parameters = [SwiftParameter(label: layout.keyConstant, name: "key", type: "CodeInterfaceBuilderKey")]
        if let root = layout.rootParameter {
            parameters.append(SwiftParameter(name: root.name, type: shared.rootParameterType))
        }
        if let adopting = adoptingParameter(builder) { parameters.append(adopting) }
        return SwiftFunction(
            documentation: SwiftDocumentation(["\(layout.key): \(layout.sourcePath), view `\(layout.root.id)`."]),
            access: .private, kind: .initializer, parameters: parameters, body: body)
    }

    /// Actions IB sends to First Responder, wired as a nib wires them: with a `nil` target, which UIKit answers by
    /// searching the responder chain ("If you specify nil, UIKit searches the responder chain for an object that
    /// responds to the specified action message", `UIControl.addTarget(_:action:for:)`; a bar button item's `target`:
    /// "If nil, UIKit searches the responder chain"). Two-argument selectors receive the event this way too. A
    /// prototype's actions to its scene's controller go the same way: the cell is in the controller's view. An action
    /// IB sent to a view or object the builder creates (a text field's own `resignFirstResponder`) gets that object
    /// as its target, as the nib connected it.
    func responderChainStatements(_ actions: [ResponderChainAction]) -> [SwiftStatement] {
        let groups = Dictionary(grouping: actions) {
            ResponderChainGroup(receiver: $0.receiver, isSegue: $0.segue != nil, isTargeted: $0.target != nil)
        }
        return groups.keys.sorted {
            ($0.isTargeted ? 1 : 0, $0.receiver ?? "", $0.isSegue ? 1 : 0)
                < ($1.isTargeted ? 1 : 0, $1.receiver ?? "", $1.isSegue ? 1 : 0)
        }
        .flatMap { group in
            let comment =
                group.isTargeted
                ? "Sent in Interface Builder to views and objects this builder creates, each its control's target."
                : group.receiver.map {
                    group.isSegue
                        ? "Performed segues of the scene's \($0) in Interface Builder: up the responder chain to the method its starter declares."
                        : "Sent to the scene's \($0) in Interface Builder, whose view holds this one: up the responder chain."
                } ?? "Sent to First Responder in Interface Builder: up the responder chain."
            return [.comment(comment)] + responderChainCalls(groups[group] ?? [])
        }
    }

    private func responderChainCalls(_ actions: [ResponderChainAction]) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        for action in actions {
            let selector = SwiftExpression.uncheckedSelector(action.selector)
            let sender = SwiftExpression.identifier(action.sender)
            let target = action.target.map(SwiftExpression.identifier) ?? .literal(.nil)
            if let event = action.event {
                statements.append(
                    .expression(
                        sender.dot("addTarget")(
                            .unlabeled(target), SwiftArgument("action", selector), SwiftArgument("for", .dot(event)))))
            } else {
                if action.target != nil { statements.append(.assignment(sender.dot("target"), target)) }
                statements.append(.assignment(sender.dot("action"), selector))
            }
        }
        return statements
    }

    /// Creates the objects (bar items, gesture recognizers) once the views exist, then connects them to views.
    func objectStatements(_ objects: [ObjectNode], settings: [ObjectSetting]) -> [SwiftStatement] {
        guard !objects.isEmpty || !settings.isEmpty else { return [] }
        var statements: [SwiftStatement] = []
        for object in objects {
            statements.append(.blankLine)
            statements += creation(of: object)
        }
        if !settings.isEmpty { statements.append(.blankLine) }
        statements += settings.flatMap { self.statements(for: $0.setting, on: .identifier($0.target)) }
        return statements
    }

    /// `let name = Type()` and the object's settings.
    func creation(of object: ObjectNode) -> [SwiftStatement] {
        let typeAnnotation = object.construction.isPlainInitializer(of: object.type) ? nil : object.type
        return [.variable(SwiftVariable(name: object.name, type: typeAnnotation, value: object.construction))]
            + object.settings.flatMap { statements(for: $0, on: .identifier(object.name)) }
    }

    /// Creates a view, sets it up and adds it to its parent, then does the same for its subviews, in document order.
    ///
    /// Walks the tree with an explicit stack so that deep hierarchies cannot exhaust the call stack.
    func viewStatements(_ root: ViewNode, parent: ViewNode?) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        var pending: [(node: ViewNode, parent: ViewNode?)] = [(root, parent)]
        while let (node, parent) = pending.popLast() {
            if !statements.isEmpty { statements.append(.blankLine) }
            for object in node.prelude { statements += creation(of: object) }
            statements += nestedBuilderCreation(node)
            statements += creation(of: node)
            if let parent, node.attachment == .subview {
                let method = parent.arrangesSubviews ? "addArrangedSubview" : "addSubview"
                statements.append(
                    .expression(SwiftExpression.identifier(parent.name).dot(method)(.unlabeled(.identifier(node.name))))
                )
            } else if let parent, case .assigned(let property) = node.attachment {
                statements.append(
                    .assignment(SwiftExpression.identifier(parent.name).dot(property), .identifier(node.name)))
            }
            pending += node.subviews.reversed().map { ($0, node) }
        }
        return statements
    }

    private func creation(of node: ViewNode) -> [SwiftStatement] {
        let view = SwiftExpression.identifier(node.name)
        var statements: [SwiftStatement] = node.note.map { [.comment($0)] } ?? []
        // A cell the builder receives is already named by its parameter.
        if node.construction != .identifier(node.name) {
            statements.append(
                .variable(
                    SwiftVariable(
                        name: node.name, type: node.construction.isPlainInitializer(of: node.type) ? nil : node.type,
                        value: node.construction)))
        }
        switch node.positioning {
        case .constraints:
            statements.append(
                .assignment(view.dot("translatesAutoresizingMaskIntoConstraints"), .literal(.bool(false))))
            // A header or footer IB lays out with constraints still has the frame the nib gives it, which the table reads.
            if case .assigned(let property) = node.attachment, ViewNode.framedTableProperties.contains(property),
                let frame = node.recordedFrame
            {
                statements.append(.assignment(view.dot("frame"), rectExpression(frame)))
            }
        case .frame(let frame, let autoresizing):
            if let frame { statements.append(.assignment(view.dot("frame"), rectExpression(frame))) }
            if !autoresizing.isEmpty {
                statements.append(
                    .assignment(view.dot("autoresizingMask"), .array(autoresizing.map(SwiftExpression.dot))))
            }
        case .owner:
            if let frame = node.recordedFrame {
                statements.append(.assignment(view.dot("frame"), rectExpression(frame)))
            }
        }
        statements += node.settings.flatMap { self.statements(for: $0, on: view) }
        statements += prototypeRegistrationStatements(node, on: view)
        return statements
    }

    /// `view.path = value` or `view.method(arguments)`.
    func statements(for setting: ViewSetting, on view: SwiftExpression) -> [SwiftStatement] {
        switch setting {
        case .assign(let path, let value): return [.assignment(memberPath(view, path), value)]
        case .call(let method, let arguments): return [.expression(.call(view.dot(method), arguments))]
        case .available(let version, let settings):
            return [
                .ifAvailable(
                    platform: "iOS", version: version, body: settings.flatMap { statements(for: $0, on: view) },
                    elseBody: nil)
            ]
        case .unavailable(let version, let settings):
            return [
                .ifCondition(
                    .identifier("#unavailable(iOS \(version))"),
                    body: settings.flatMap { statements(for: $0, on: view) }, elseBody: nil)
            ]
        }
    }

    private func memberPath(_ base: SwiftExpression, _ path: [String]) -> SwiftExpression {
        path.reduce(base) { expression, component in
            component.hasSuffix("?")
                ? .optionalChain(expression.dot(String(component.dropLast()))) : expression.dot(component)
        }
    }

    func rectExpression(_ rect: LayoutRect) -> SwiftExpression {
        SwiftExpression.identifier("CGRect")(
            SwiftArgument("x", .number(rect.x)), SwiftArgument("y", .number(rect.y)),
            SwiftArgument("width", .number(rect.width)), SwiftArgument("height", .number(rect.height)))
    }

    private func storedPropertyAssignments(
        _ layout: LayoutModel, outlets: [MergedOutlet], actions: [MergedAction]
    ) -> [SwiftStatement] {
        let this = SwiftExpression.identifier("self")
        var statements: [SwiftStatement] = [.assignment(this.dot("key"), .identifier("key"))]
        // A root the layout was given keeps the builder: the builder has no `view` (see `rootViewProperty`).
        if layout.rootParameter == nil {
            statements.append(.assignment(this.dot("view"), .identifier(layout.root.name)))
        }
        statements.append(
            .assignment(
                this.dot("applySizeClasses"),
                layout.sizeClasses.varies
                    ? .identifier("applySizeClasses") : .closure(SwiftClosure(parameters: ["_", "_"], body: []))))
        return statements + outletAndActionAssignments(layout.outlets, layout.actions, merged: outlets, actions)
    }

    /// `self.outlet = view` for every outlet of the builder (`nil` where this layout lacks it), and the controls,
    /// bar button items and gesture recognizers of every action.
    func outletAndActionAssignments(
        _ own: [OutletModel], _ ownActions: [ActionModel], merged outlets: [MergedOutlet], _ actions: [MergedAction]
    ) -> [SwiftStatement] {
        let this = SwiftExpression.identifier("self")
        var statements: [SwiftStatement] = []
        for outlet in outlets {
            let value: SwiftExpression
            if let own = own.first(where: { $0.name == outlet.model.name }) {
                value =
                    own.isCollection ? .array(own.targets.map(SwiftExpression.identifier)) : .identifier(own.targets[0])
            } else {
                value = .literal(.nil)
            }
            statements.append(.assignment(this.dot(outlet.model.name), value))
        }
        for action in actions {
            let model = ownActions.first { $0.name == action.name }
            if action.hasControls {
                let pairs = (model?.controls ?? []).map { pair in
                    SwiftExpression.tuple([
                        SwiftArgument("control", .identifier(pair.control)), SwiftArgument("event", .dot(pair.event)),
                    ])
                }
                statements.append(.assignment(this.dot(controlsPropertyName(action.name)), .array(pairs)))
            }
            if action.hasBarButtonItems {
                let items = (model?.barButtonItems ?? []).map(SwiftExpression.identifier)
                statements.append(.assignment(this.dot(barButtonItemsPropertyName(action.name)), .array(items)))
            }
            if action.hasGestureRecognizers {
                let recognizers = (model?.gestureRecognizers ?? []).map(SwiftExpression.identifier)
                statements.append(
                    .assignment(this.dot(gestureRecognizersPropertyName(action.name)), .array(recognizers)))
            }
        }
        return statements
    }

    /// The static table's sections, a cell's row height and the controller configuration, where the builder has them.
    private func extraPropertyAssignments(_ layout: LayoutModel, shared: LayoutInitializerShared) -> [SwiftStatement] {
        let this = SwiftExpression.identifier("self")
        var statements: [SwiftStatement] = []
        if let type = shared.tableSectionType {
            statements.append(
                .assignment(
                    this.dot("tableSections"),
                    .array(layout.tableSections.map { tableSectionExpression($0, type: type) })))
        }
        if shared.hasRowHeight {
            statements.append(
                .assignment(
                    this.dot("rowHeight"), layout.rootParameter?.rowHeight.map(SwiftExpression.number) ?? .literal(.nil)
                ))
        }
        if shared.configures {
            statements.append(
                .assignment(
                    this.dot("configureViewController"),
                    controllerClosure(
                        controllerStatements(controllerSettingsSplit(of: layout).withBuilder, on: "viewController"))))
        }
        return statements
    }

    private func tableSectionExpression(_ section: TableSectionModel, type: String) -> SwiftExpression {
        SwiftExpression.identifier(type)(
            SwiftArgument(
                "headerTitle",
                section.localizedTitles["headerTitle"] ?? section.headerTitle.map(SwiftExpression.string)
                    ?? .literal(.nil)),
            SwiftArgument(
                "footerTitle",
                section.localizedTitles["footerTitle"] ?? section.footerTitle.map(SwiftExpression.string)
                    ?? .literal(.nil)),
            SwiftArgument("cells", .array(section.cells.map(SwiftExpression.identifier))),
            SwiftArgument(
                "rowHeights", .array(section.rowHeights.map { $0.map(SwiftExpression.number) ?? .literal(.nil) })))
    }

    /// `{ viewController in viewController.title = ... }` with `statements` (on `viewController`), or `{ _ in }` for
    /// a layout without such settings.
    func controllerClosure(_ statements: [SwiftStatement]) -> SwiftExpression {
        .closure(SwiftClosure(parameters: [statements.isEmpty ? "_" : "viewController"], body: statements))
    }

    /// The statements that set `settings` on the controller named `name`.
    func controllerStatements(_ settings: [ViewSetting], on name: String) -> [SwiftStatement] {
        let viewController = SwiftExpression.identifier(name)
        return settings.flatMap { setting -> [SwiftStatement] in
            // Restoration finds the controller by the identifier it was saved with, which the app may have set before
            // `configure` runs: the storyboard's only where there is none.
            guard case .assign(["restorationIdentifier"], let value) = setting else {
                return self.statements(for: setting, on: viewController)
            }
            let identifier = viewController.dot("restorationIdentifier")
            return [.assignment(identifier, .binary(identifier, "??", value))]
        }
    }
}

extension SwiftExpression {
    /// Whether the expression is `Type()`, whose type the reader sees without an annotation.
    func isPlainInitializer(of type: String) -> Bool {
        if case .call(.identifier(let name), _) = self { return name == type }
        return false
    }
}

/// The actions one comment of the builder's responder chain wiring covers: those to one receiver, segues apart.
private struct ResponderChainGroup: Hashable {
    var receiver: String?
    var isSegue: Bool
    var isTargeted: Bool
}
