extension BuilderFileTranslator {
    /// The starter's `loadView()`: creates the builder, keeps it, assigns the view and the app's outlets, wires the
    /// app's action methods and registers for size-class changes.
    func starterLoadView(
        _ builder: BuilderModel, starter: StarterNames, sceneGraphs: [SceneGraphModel]
    ) -> SwiftFunction {
        let builderValue = SwiftExpression.identifier("builder")
        var body: [SwiftStatement] =
            starterUnconfiguredConfigure(builder, starter: starter) + [
                .variable(
                    SwiftVariable(
                        name: "builder",
                        value: .call(
                            .identifier(builder.typeName),
                            [SwiftArgument("key", .identifier("codeInterfaceBuilderKey"))]
                                + (adoptsBarItems(builder)
                                    ? [SwiftArgument("viewController", .identifier("self"))] : [])))),
                .expression(setAssociatedObject(starter.builderStorage, value: builderValue)),
                .assignment(.identifier("view"), builderValue.dot("view")),
            ] + starterManagedView(builder)
        // Views reachable only by `view(named:)`, and containers' properties Unboard adds, are not the class's outlets.
        let outlets = mergedOutlets(builder).filter(\.isOwnerOutlet)
        body += starterOutletAssignments(outlets, from: builderValue)
        body += starterOwnerOutlets(builder)
        body += starterTableViewControllerRoles(builder)
        if builderConfigureType(builder) != nil {
            body.append(
                .comment(
                    "The properties of the controller's own that hold the builder's views (bar items, a refresh control)."
                ))
            body.append(.expression(builderValue.dot("configure")(.unlabeled(.identifier("self")))))
        }
        body += starterEmbeds(builder, starter: starter, sceneGraphs: sceneGraphs)
        body += starterActionWiring(
            mergedActions(builder).filter { $0.segue == nil }, in: builder, className: starter.className)
        body += starterSegueTriggers(builder, starter: starter, sceneGraphs: sceneGraphs)
        body.append(
            .ifAvailable(platform: "iOS", version: "17.0", body: [.expression(traitRegistration())], elseBody: nil))
        return overriding(
            "loadView", parameters: [],
            documentation:
                "Creates the views in code. It does not call `super.loadView()`, which would look for a nib or storyboard.",
            body: body)
    }

    /// The data sources and delegates Interface Builder connected to the controller. A `UITableViewController`'s or
    /// `UICollectionViewController`'s own `loadView()` would connect its view; this `loadView()` replaces it.
    private func starterOwnerOutlets(_ builder: BuilderModel) -> [SwiftStatement] {
        let optional = Set(mergedOutlets(builder).filter(\.isOptional).map(\.model.name))
        var seen: Set<String> = []
        var statements: [SwiftStatement] = []
        let outlets = builder.layouts.flatMap { layout in
            layout.ownerViewOutlets.map { (outlet: $0, rootType: layout.root.baseType) }
        }
        for (outlet, rootType) in outlets where seen.insert(outlet.view + "." + outlet.property).inserted {
            var view = SwiftExpression.identifier("builder").dot(outlet.view)
            if outlet.view == "view" {
                // The builder's `view` is a `UIView`: the root of this layout is the table or collection view.
                view = .optionalChain(.tuple([.unlabeled(.binary(view, "as?", .identifier(rootType)))]))
            } else if optional.contains(outlet.view) {
                view = .optionalChain(view)
            }
            // Through `AnyObject`: a class that does not adopt the protocol leaves the property `nil`, where the nib
            // would have connected an object that does not answer its methods.
            let value = SwiftExpression.binary(
                .binary(.identifier("self"), "as", .identifier("AnyObject")), "as?", .identifier(outlet.conformance))
            statements.append(.assignment(view.dot(outlet.property), value))
        }
        guard !statements.isEmpty else { return [] }
        return [.comment("The data sources and delegates Interface Builder connected to this controller.")] + statements
    }

    /// `registerForTraitChanges([...]) { (self: Self, _: UITraitCollection) in ... }`: size-class changes from iOS 17 on.
    private func traitRegistration() -> SwiftExpression {
        let apply = SwiftExpression.optionalChain(SwiftExpression.identifier("self").dot("codeInterfaceBuilder")).dot(
            "apply")(
                .unlabeled(SwiftExpression.identifier("self").dot("traitCollection")))
        return SwiftExpression.identifier("registerForTraitChanges")(
            .unlabeled(
                .array([
                    SwiftExpression.identifier("UITraitHorizontalSizeClass").dot("self"),
                    SwiftExpression.identifier("UITraitVerticalSizeClass").dot("self"),
                ])),
            .unlabeled(
                .closure(SwiftClosure(parameters: ["(self: Self, _: UITraitCollection)"], body: [.expression(apply)]))))
    }

    /// `method(in: parent, container: builder.<container>)`, the embed of a container view's child; inside
    /// `if let` where the builder's property is optional, because another layout of its class has no such container.
    func embedCall(
        _ method: SwiftExpression, in parent: SwiftExpression, container: String, of builder: BuilderModel?
    ) -> SwiftStatement {
        let property = SwiftExpression.identifier("builder").dot(container)
        let call = { (container: SwiftExpression) -> SwiftStatement in
            .expression(method(SwiftArgument("in", parent), SwiftArgument("container", container)))
        }
        guard let builder, mergedOutlets(builder).contains(where: { $0.model.name == container && $0.isOptional })
        else {
            return call(property)
        }
        return .ifLet(name: "container", value: property, body: [call(.identifier("container"))], elseBody: nil)
    }

    /// The children the storyboard embedded while it loaded the view, embedded at the same moment through the
    /// `Scenes` methods; for a class with several layouts, each layout's own, chosen by its storyboard.
    private func starterEmbeds(
        _ builder: BuilderModel, starter: StarterNames, sceneGraphs: [SceneGraphModel]
    ) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        for graph in sceneGraphs {
            let embeds = graph.embeds.filter { $0.parentClassName == starter.className }
            let layouts = builder.layouts.filter { $0.sourcePath == graph.sourcePath }
            guard !embeds.isEmpty, layouts.count == 1 else { continue }
            let calls: [SwiftStatement] = embeds.map { embed in
                embedCall(
                    SwiftExpression.identifier(graph.typeName).dot(embed.methodName), in: .identifier("self"),
                    container: embed.containerProperty, of: builder)
            }
            if builder.layouts.count == 1 {
                statements += calls
            } else {
                statements.append(
                    .ifCondition(
                        .binary(.identifier("codeInterfaceBuilderKey"), "==", .dot(layouts[0].keyConstant)),
                        body: calls, elseBody: nil))
            }
        }
        guard !statements.isEmpty else { return [] }
        return [.comment("The children the storyboard embedded while it loaded this view, in the same order.")]
            + statements
    }

    /// The buttons and bar button items that performed segues, wired by each storyboard's `Scenes` type; for a class
    /// with layouts in several storyboards, each layout's own.
    private func starterSegueTriggers(
        _ builder: BuilderModel, starter: StarterNames, sceneGraphs: [SceneGraphModel]
    ) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        for graph in sceneGraphs {
            let layouts = builder.layouts.filter { $0.sourcePath == graph.sourcePath }
            guard !segueTriggers(graph, builders: [builder]).isEmpty, layouts.count == 1 else { continue }
            let call = SwiftStatement.expression(
                SwiftExpression.identifier(graph.typeName).dot("addSegueTriggers")(
                    SwiftArgument("to", .identifier("self")), SwiftArgument("builder", .identifier("builder"))))
            statements.append(
                builder.layouts.count == 1
                    ? call
                    : .ifCondition(
                        .binary(.identifier("codeInterfaceBuilderKey"), "==", .dot(layouts[0].keyConstant)),
                        body: [call], elseBody: nil))
        }
        guard !statements.isEmpty else { return [] }
        return [.comment("The buttons and bar button items that performed segues in the storyboard.")] + statements
    }

    /// Each action calls the method of the same selector of `className`, the controller's or view's class the
    /// starter extends, as Interface Builder's target-action did.
    func starterActionWiring(
        _ actions: [MergedAction], in builder: BuilderModel, className: String
    ) -> [SwiftStatement] {
        guard !actions.isEmpty else { return [] }
        var statements: [SwiftStatement] = [
            .comment("The action methods Interface Builder sent to, now called from code.")
        ]
        for action in actions {
            // First: a bar button item that has a target and action keeps them through `add<Name>Action(_:)`.
            if action.hasTargetFunction {
                statements.append(
                    .expression(
                        SwiftExpression.identifier("builder").dot("add\(action.name)Target")(
                            .unlabeled(.identifier("self")),
                            SwiftArgument("action", selectorExpression(action.selector, className: className))))
                )
            }
            // Bar button items are wired with a target and action, as Interface Builder wired them: the app's own,
            // set later, replace them, which a `primaryAction` would ignore.
            if action.hasControls && !action.controlsTakeTarget {
                // `[weak self]`: the builder's controls keep the action, and the controller keeps the builder.
                let handler = SwiftExpression.identifier("UIAction")(
                    .unlabeled(
                        .closure(
                            SwiftClosure(parameters: ["action"], body: actionCall(action, in: builder)).capturing(
                                "weak self"))))
                statements.append(
                    .expression(
                        SwiftExpression.identifier("builder").dot("add\(action.name)Action")(.unlabeled(handler))))
            }
        }
        return statements
    }

    /// `self?.tapped()` for `tapped`, `self?.tapped(sender)` for `tapped:` with the sender cast with `as?` to the type
    /// of the controls wired to it (a `UIAction`'s sender is `Any?`).
    private func actionCall(_ action: MergedAction, in builder: BuilderModel) -> [SwiftStatement] {
        let parsed = ObjCSelector(action.selector)
        let method = SwiftExpression.optionalChain(.identifier("self")).dot(parsed.name)
        guard parsed.argumentCount == 1 else { return [.expression(method())] }
        let sender = SwiftExpression.identifier("action").dot("sender")
        guard let type = senderType(action, in: builder) else {
            return [.expression(method(.unlabeled(.binary(sender, "as", .identifier("Any")))))]
        }
        return [
            .ifLet(
                name: "sender", value: .binary(sender, "as?", .identifier(type)),
                body: [
                    .expression(method(.unlabeled(.identifier("sender"))))
                ], elseBody: nil)
        ]
    }

    /// `#selector(ViewController.tapped(_:))`, checked by the compiler against the class's `@IBAction`s;
    /// `#selector(ViewController.close as (ViewController) -> () -> Void)` without arguments.
    private func selectorExpression(_ selector: String, className: String) -> SwiftExpression {
        let parsed = ObjCSelector(selector)
        guard parsed.isSwiftName else {
            return SwiftExpression.uncheckedSelector(selector)
        }
        let method = SwiftExpression.identifier(className)
        guard parsed.argumentCount == 0 else {
            let labels = "(" + (["_"] + parsed.labels).map { $0 + ":" }.joined() + ")"
            return SwiftExpression.identifier("#selector")(.unlabeled(method.dot(parsed.name + labels)))
        }
        // A bare name is ambiguous when anything else in the class has that base name (`dismiss` and UIKit's
        // `dismiss(animated:completion:)`, or the app's own overloads); the function type picks the action.
        let type = SwiftExpression.identifier("(\(className)) -> () -> Void")
        return SwiftExpression.identifier("#selector")(.unlabeled(.binary(method.dot(parsed.name), "as", type)))
    }

    /// The type of the sender when every control wired to the action has one type: UIKit passes the control that
    /// sent the action, as it did to the storyboard's target-action.
    private func senderType(_ action: MergedAction, in builder: BuilderModel) -> String? {
        var types: Set<String> = []
        for layout in builder.layouts {
            let nodeTypes = layout.root.typesByName
            for model in layout.actions where model.selector == action.selector {
                types.formUnion(model.controls.compactMap { nodeTypes[$0.control] })
                if !model.barButtonItems.isEmpty { types.insert("UIBarButtonItem") }
            }
        }
        return types.count == 1 ? types.first : nil
    }
}

extension SwiftClosure {
    /// The closure with a capture list.
    func capturing(_ captures: String...) -> SwiftClosure {
        var closure = self
        closure.captures = captures
        return closure
    }
}

extension ViewNode {
    /// The Swift type of every view in the subtree, by local name.
    var typesByName: [String: String] {
        var types = [name: type]
        for subview in subviews { types.merge(subview.typesByName) { own, _ in own } }
        return types
    }
}

/// An Objective-C selector as IB writes it (`tapped:forEvent:`), read as the Swift method it names.
struct ObjCSelector {
    /// The base name (`tapped`).
    var name: String
    /// The argument labels after the first argument (`forEvent`).
    var labels: [String]
    /// How many arguments it takes: one per colon.
    var argumentCount: Int
    /// Whether it ends with its last colon (`tapped:`), or has none, as selectors with arguments do.
    private var isWellFormed: Bool

    init(_ selector: String) {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        name = parts[0]
        labels = Array(parts.dropFirst().dropLast())
        argumentCount = parts.count - 1
        isWellFormed = parts.count == 1 || parts.last == ""
    }

    /// Whether the base name and every label are Swift identifiers, so that the method can be named in Swift.
    var isSwiftName: Bool { isWellFormed && ([name] + labels).allSatisfy(SwiftIdentifier.isValid) }
}
