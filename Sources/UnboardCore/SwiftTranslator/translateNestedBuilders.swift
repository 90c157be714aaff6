/// A nested builder as the outer builder stores it across all its layouts.
struct MergedNestedBuilder {
    var model: NestedBuilder
    /// Whether some layout lacks it.
    var isOptional: Bool
}

extension BuilderFileTranslator {
    /// The type of `view`: the class itself for a xib whose root view has the builder's class, so that an outer
    /// builder gets the typed view from a nested one; `UIView` for scenes, File's Owner xibs and cells.
    func rootViewType(_ builder: BuilderModel) -> String {
        let typed =
            !builder.layouts.isEmpty
            && builder.layouts.allSatisfy { layout in
                layout.rootParameter == nil && layout.controller == nil && !layout.installsIntoOwner
                    && layout.root.type == builder.className
                    && layout.root.type != layout.root.baseType
            }
        return typed ? builder.className : "UIView"
    }

    /// The nested builders of every layout, by name: optional unless every layout has it.
    func mergedNestedBuilders(_ builder: BuilderModel) -> [MergedNestedBuilder] {
        let byLayout = builder.layouts.map(\.root.nestedBuilders)
        // How many layouts have each nested builder (name and type), counted once per layout.
        var layoutCounts: [String: Int] = [:]
        for nestedBuilders in byLayout {
            for key in Set(nestedBuilders.map { $0.name + " " + $0.typeName }) { layoutCounts[key, default: 0] += 1 }
        }
        var merged: [String: MergedNestedBuilder] = [:]
        for nested in byLayout.joined() where merged[nested.name] == nil {
            merged[nested.name] = MergedNestedBuilder(
                model: nested,
                isOptional: layoutCounts[nested.name + " " + nested.typeName, default: 0] < byLayout.count)
        }
        return merged.values.sorted { $0.model.name < $1.model.name }
    }

    /// `let badgeButtonBuilder: BadgeButtonCodeInterfaceBuilder`, one per nested builder.
    func nestedBuilderProperties(_ merged: [MergedNestedBuilder]) -> [SwiftDeclaration] {
        merged.map { nested in
            .variable(
                SwiftVariable(
                    documentation: SwiftDocumentation([
                        "The builder that created `\(nested.model.name.dropLast("Builder".count))` from its xib (\(nested.model.key)), with its outlets and",
                        "actions\(nested.isOptional ? "; `nil` in layouts without it" : "").",
                    ]),
                    access: options.access, name: nested.model.name,
                    type: nested.model.typeName + (nested.isOptional ? "?" : "")))
        }
    }

    /// `let badgeButtonBuilder = BadgeButtonCodeInterfaceBuilder(key: .badgeButton)`, before the view it creates.
    func nestedBuilderCreation(_ node: ViewNode) -> [SwiftStatement] {
        guard let nested = node.nestedBuilder else { return [] }
        return [
            .variable(
                SwiftVariable(
                    name: nested.name,
                    value: SwiftExpression.identifier(nested.typeName)(SwiftArgument("key", .dot(nested.keyConstant)))))
        ]
    }

    /// `self.badgeButtonBuilder = badgeButtonBuilder`, or `nil` where this layout lacks it.
    func nestedBuilderAssignments(_ layout: LayoutModel, merged: [MergedNestedBuilder]) -> [SwiftStatement] {
        let own = layout.root.nestedBuilders
        return merged.map { nested in
            let present = own.contains { $0.name == nested.model.name && $0.typeName == nested.model.typeName }
            return .assignment(
                SwiftExpression.identifier("self").dot(nested.model.name),
                present ? .identifier(nested.model.name) : .literal(.nil))
        }
    }

    /// `badgeButtonBuilder.apply(traitCollection)`: a nested xib's size classes follow the outer layout's.
    func nestedApplyCalls(_ merged: [MergedNestedBuilder]) -> [SwiftStatement] {
        merged.map { nested in
            let builder = SwiftExpression.identifier(nested.model.name)
            return .expression(
                (nested.isOptional ? .optionalChain(builder) : builder).dot("apply")(
                    .unlabeled(.identifier("traitCollection"))))
        }
    }

    /// `init(key:owner:)` for the File's Owner xib of a view: creates the layout and installs its root in the owner,
    /// pinned to its edges, as a view that loads its xib in `init(coder:)` does.
    func ownerInitializer(_ builder: BuilderModel) -> SwiftFunction? {
        guard builder.layouts.contains(where: \.installsIntoOwner) else { return nil }
        let view = SwiftExpression.identifier("view")
        let owner = SwiftExpression.identifier("owner")
        func pin(_ first: SwiftExpression, _ second: SwiftExpression, _ anchor: String) -> SwiftExpression {
            first.dot(anchor + "Anchor").dot("constraint")(SwiftArgument("equalTo", second.dot(anchor + "Anchor")))
        }
        return SwiftFunction(
            documentation: SwiftDocumentation([
                "Creates the views of the layout named by `key` and installs its root view in `owner`, pinned to its edges.",
                "Call it from the owner's `init(frame:)` and `init(coder:)`, keep the builder for its outlets, and call",
                "`apply(_:)` from the owner's `traitCollectionDidChange(_:)` when the layout has size classes.",
            ]),
            access: options.access, kind: .initializer,
            parameters: [
                SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey"),
                SwiftParameter(name: "owner", type: "UIView"),
            ],
            body: [
                .expression(SwiftExpression.identifier("self").dot("init")(SwiftArgument("key", .identifier("key")))),
                .assignment(view.dot("translatesAutoresizingMaskIntoConstraints"), .literal(.bool(false))),
                .expression(owner.dot("addSubview")(.unlabeled(view))),
                .expression(
                    SwiftExpression.identifier("NSLayoutConstraint").dot("activate")(
                        .unlabeled(
                            .array([
                                pin(view, owner, "top"), pin(view, owner, "leading"), pin(owner, view, "trailing"),
                                pin(owner, view, "bottom"),
                            ])))),
            ])
    }
}
