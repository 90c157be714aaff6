extension BuilderFileTranslator {
    /// The private initializer that builds one layout: views, constraints, then the stored properties.
    func layoutInitializer(_ layout: LayoutModel, builder: BuilderModel, outlets: [MergedOutlet], actions: [MergedAction]) -> SwiftFunction {
        var body: [SwiftStatement] = []
        body += viewStatements(layout.root, parent: nil)
        body += constraintStatements(layout.constraints)
        body.append(.blankLine)
        body += sizeClassStatements(layout.sizeClasses)
        body += storedPropertyAssignments(layout, outlets: outlets, actions: actions)
        return SwiftFunction(
            documentation: SwiftDocumentation(["\(layout.key): \(layout.sourcePath), line \(layout.line)."]),
            access: .private, kind: .initializer,
            parameters: [SwiftParameter(label: layout.keyConstant, name: "key", type: "CodeInterfaceBuilderKey")],
            body: body)
    }

    /// Creates a view, sets it up and adds it to its parent, then does the same for its subviews, in document order.
    ///
    /// Walks the tree with an explicit stack so that deep hierarchies cannot exhaust the call stack.
    func viewStatements(_ root: ViewNode, parent: ViewNode?) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        var pending: [(node: ViewNode, parent: ViewNode?)] = [(root, parent)]
        while let (node, parent) = pending.popLast() {
            if !statements.isEmpty { statements.append(.blankLine) }
            statements += creation(of: node)
            if let parent, node.attachment == .subview {
                let method = parent.arrangesSubviews ? "addArrangedSubview" : "addSubview"
                statements.append(.expression(SwiftExpression.identifier(parent.name).dot(method)(.unlabeled(.identifier(node.name)))))
            }
            pending += node.subviews.reversed().map { ($0, node) }
        }
        return statements
    }

    private func creation(of node: ViewNode) -> [SwiftStatement] {
        let view = SwiftExpression.identifier(node.name)
        var statements: [SwiftStatement] = [
            .variable(SwiftVariable(name: node.name, type: node.construction.isPlainInitializer(of: node.type) ? nil : node.type, value: node.construction))
        ]
        switch node.positioning {
        case .constraints:
            statements.append(.assignment(view.dot("translatesAutoresizingMaskIntoConstraints"), .literal(.bool(false))))
        case .frame(let frame, let autoresizing):
            if let frame { statements.append(.assignment(view.dot("frame"), rectExpression(frame))) }
            if !autoresizing.isEmpty {
                statements.append(.assignment(view.dot("autoresizingMask"), .array(autoresizing.map(SwiftExpression.dot))))
            }
        case .owner:
            if let frame = node.recordedFrame { statements.append(.assignment(view.dot("frame"), rectExpression(frame))) }
        }
        statements += node.settings.map { statement(for: $0, on: view) }
        return statements
    }

    /// `view.path = value` or `view.method(arguments)`.
    func statement(for setting: ViewSetting, on view: SwiftExpression) -> SwiftStatement {
        switch setting {
        case .assign(let path, let value): .assignment(memberPath(view, path), value)
        case .call(let method, let arguments): .expression(.call(view.dot(method), arguments))
        }
    }

    private func memberPath(_ base: SwiftExpression, _ path: [String]) -> SwiftExpression {
        path.reduce(base) { expression, component in
            component.hasSuffix("?") ? .optionalChain(expression.dot(String(component.dropLast()))) : expression.dot(component)
        }
    }

    func rectExpression(_ rect: LayoutRect) -> SwiftExpression {
        SwiftExpression.identifier("CGRect")(
            SwiftArgument("x", .number(rect.x)), SwiftArgument("y", .number(rect.y)),
            SwiftArgument("width", .number(rect.width)), SwiftArgument("height", .number(rect.height)))
    }

    private func storedPropertyAssignments(_ layout: LayoutModel, outlets: [MergedOutlet], actions: [MergedAction]) -> [SwiftStatement] {
        let this = SwiftExpression.identifier("self")
        var statements: [SwiftStatement] = [
            .assignment(this.dot("key"), .identifier("key")),
            .assignment(this.dot("view"), .identifier(layout.root.name)),
            .assignment(this.dot("applySizeClasses"), layout.sizeClasses.varies ? .identifier("applySizeClasses") : .closure(SwiftClosure(parameters: ["_", "_"], body: []))),
        ]
        for outlet in outlets {
            let value: SwiftExpression
            if let own = layout.outlets.first(where: { $0.name == outlet.model.name }) {
                value = own.isCollection ? .array(own.targets.map(SwiftExpression.identifier)) : .identifier(own.targets[0])
            } else {
                value = .literal(.nil)
            }
            statements.append(.assignment(this.dot(outlet.model.name), value))
        }
        for action in actions {
            let controls = layout.actions.first { $0.name == action.name }?.controls ?? []
            let pairs = controls.map { pair in
                SwiftExpression.tuple([SwiftArgument("control", .identifier(pair.control)), SwiftArgument("event", .dot(pair.event))])
            }
            statements.append(.assignment(this.dot(controlsPropertyName(action.name)), .array(pairs)))
        }
        return statements
    }
}

extension SwiftExpression {
    /// Whether the expression is `Type()`, whose type the reader sees without an annotation.
    func isPlainInitializer(of type: String) -> Bool {
        if case .call(.identifier(let name), _) = self { return name == type }
        return false
    }
}
