extension BuilderFileTranslator {
    /// The type of the closure each layout stores to switch size-class configurations.
    static let applyClosureType = "@MainActor (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) -> Void"

    /// `apply(_:)`: the one entry point a view controller (or a cell, or a xib's owner) calls when size classes
    /// may have changed; `then` runs after the layout's own switch (nested builders' `apply(_:)`).
    func applyFunction(_ builder: BuilderModel, then: [SwiftStatement] = []) -> SwiftFunction {
        SwiftFunction(
            documentation: SwiftDocumentation(
                [
                    "Installs the views, constraints and property values that Interface Builder gives the size classes of",
                    "`traitCollection`, when they differ from those it last applied: calling it again with the same size",
                    "classes (another appearance, a change of appearance or text size) changes nothing, so values the app set",
                ] + Self.applyCallers(builder)),
            access: options.access, kind: .function(name: "apply"),
            parameters: [SwiftParameter(label: "_", name: "traitCollection", type: "UITraitCollection")],
            body: [
                .expression(
                    SwiftExpression.identifier("applySizeClasses")(
                        .unlabeled(SwiftExpression.identifier("traitCollection").dot("horizontalSizeClass")),
                        .unlabeled(SwiftExpression.identifier("traitCollection").dot("verticalSizeClass"))))
            ] + then)
    }

    /// Who calls `apply(_:)`: a view controller for a scene or a view controller's xib; for cells and views, which
    /// no controller applies size classes to, the cell or the view that installs them, or the outer builder.
    private static func applyCallers(_ builder: BuilderModel) -> [String] {
        if !builder.controllerLayouts.isEmpty
            || builder.layouts.contains(where: { $0.controller != nil || $0.viewController != nil })
        {
            return ["since stay. Call it from `viewIsAppearing(_:)` and whenever the size classes change."]
        }
        if builder.layouts.allSatisfy({ $0.rootParameter != nil }) {
            return [
                "since stay. No view controller calls it for a cell: call it from the cell's `traitCollectionDidChange(_:)`",
                "(a generated prototype class does).",
            ]
        }
        return [
            "since stay. No view controller calls it for a xib's views: the outer builder's `apply(_:)` calls it for a view",
            "it creates through this builder, and a view that installs them (`init(key:owner:)`) calls it from its",
            "`traitCollectionDidChange(_:)`.",
        ]
    }

    /// Declares the layout's size-class switch and applies the unspecified configuration once, so the hierarchy is
    /// complete before any trait collection is known. `givenRoot` names the cell or reusable view the layout was
    /// given: that view keeps the builder, which keeps the closure, so the closure captures it `weak` and does
    /// nothing once it is gone (a copy of the builder, a struct, may outlive it: `unowned` would trap there). Its
    /// subviews are captured strongly: the superview keeps them ("This method establishes a strong reference to
    /// `view`", https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)) and, as far as is known, not
    /// the other way round (unverified: the documentation says nothing of `superview`'s ownership; UIView.h
    /// declares it `readonly` with no `strong`).
    func sizeClassStatements(_ model: SizeClassModel, givenRoot: String? = nil) -> [SwiftStatement] {
        guard model.varies, let fallback = model.configurations.max(by: { $0.traits.count < $1.traits.count }) else {
            return []
        }
        let cases = model.configurations.filter { $0.traits != fallback.traits }.map { configuration in
            SwiftSwitchCase(
                patterns: configuration.traits.map { traits in
                    .tuple([.unlabeled(.dot(traits.horizontal.rawValue)), .unlabeled(.dot(traits.vertical.rawValue))])
                },
                body: body(of: configuration, model))
        }
        var closure = SwiftClosure(
            parameters: ["horizontal", "vertical"],
            body: [
                // A pattern, not `appliedHorizontal == horizontal && ...`: the SDK's hundreds of `==` overloads make
                // that comparison type-check 4x slower (Tests/Scripts/typecheck-constructs.py).
                .switchOver(
                    .tuple([.unlabeled(.identifier("appliedHorizontal")), .unlabeled(.identifier("appliedVertical"))]),
                    cases: [
                        SwiftSwitchCase(
                            patterns: [
                                .tuple([
                                    .unlabeled(.optionalChain(.identifier("horizontal"))),
                                    .unlabeled(.optionalChain(.identifier("vertical"))),
                                ])
                            ],
                            body: [.returnValue(nil)])
                    ],
                    defaultBody: [.breakStatement]),
                .assignment(.identifier("appliedHorizontal"), .identifier("horizontal")),
                .assignment(.identifier("appliedVertical"), .identifier("vertical")),
                .switchOver(
                    .tuple([.unlabeled(.identifier("horizontal")), .unlabeled(.identifier("vertical"))]), cases: cases,
                    defaultBody: body(of: fallback, model)),
            ])
        if let givenRoot, closure.body.mentions(givenRoot) {
            closure.captures = ["weak \(givenRoot)"]
            closure.body.insert(.guardConditions([.identifier("let \(givenRoot)")]), at: 0)
        }
        return [
            .comment("The size classes last applied: only a change of size classes changes the layout."),
            .variable(
                SwiftVariable(
                    isMutable: true, name: "appliedHorizontal", type: "UIUserInterfaceSizeClass?", value: .literal(.nil)
                )),
            .variable(
                SwiftVariable(
                    isMutable: true, name: "appliedVertical", type: "UIUserInterfaceSizeClass?", value: .literal(.nil))),
            .variable(SwiftVariable(name: "applySizeClasses", type: Self.applyClosureType, value: .closure(closure))),
            .expression(
                SwiftExpression.identifier("applySizeClasses")(
                    .unlabeled(.dot("unspecified")), .unlabeled(.dot("unspecified")))),
            .blankLine,
        ]
    }

    /// Deactivates what leaves, removes and adds views, sets properties and constants, then activates what enters:
    /// deactivating first means the two sets are never active together.
    private func body(of configuration: SizeClassConfiguration, _ model: SizeClassModel) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        let leaving = model.varyingConstraints.filter { !configuration.activeConstraints.contains($0) }
        if !leaving.isEmpty {
            statements.append(
                .expression(
                    SwiftExpression.identifier("NSLayoutConstraint").dot("deactivate")(
                        .unlabeled(.array(leaving.map(SwiftExpression.identifier))))))
        }
        let installed = Dictionary(
            configuration.installedViews.map { ($0.name, $0.index) }, uniquingKeysWith: { first, _ in first })
        for view in model.toggledViews where installed[view.name] == nil {
            statements.append(.expression(SwiftExpression.identifier(view.name).dot("removeFromSuperview")()))
        }
        for view in model.toggledViews {
            guard let index = installed[view.name] else { continue }
            let parent = SwiftExpression.identifier(view.parent)
            let insert =
                view.isArranged
                ? parent.dot("insertArrangedSubview")(
                    .unlabeled(.identifier(view.name)), SwiftArgument("at", .literal(.int(index))))
                : parent.dot("insertSubview")(
                    .unlabeled(.identifier(view.name)), SwiftArgument("at", .literal(.int(index))))
            statements.append(
                .ifCondition(
                    // `===`, not `==`: the SDK's hundreds of `==` overloads make `== nil` type-check 7x slower.
                    .binary(SwiftExpression.identifier(view.name).dot("superview"), "===", .literal(.nil)),
                    body: [.expression(insert)], elseBody: nil))
        }
        for (view, setting) in configuration.settings {
            statements += self.statements(for: setting, on: .identifier(view))
        }
        for (constraint, value) in configuration.constants {
            statements.append(.assignment(SwiftExpression.identifier(constraint).dot("constant"), .number(value)))
        }
        if !configuration.activeConstraints.isEmpty {
            statements.append(
                .expression(
                    SwiftExpression.identifier("NSLayoutConstraint").dot("activate")(
                        .unlabeled(.array(configuration.activeConstraints.map(SwiftExpression.identifier))))))
        }
        return statements.isEmpty ? [.breakStatement] : statements
    }
}
