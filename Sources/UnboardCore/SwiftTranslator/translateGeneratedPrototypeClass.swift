extension BuilderFileTranslator {
    /// The class of a prototype that has no class of its own: it installs the prototype's views once, when its table
    /// or collection view creates it (a reused cell is not created again), with the prototype's cell style, and
    /// applies the size classes when its traits change, since no controller applies them for it.
    func generatedClass(_ layout: LayoutModel, builder: BuilderModel) -> SwiftTypeDeclaration {
        let isTableCell = layout.root.element == "tableViewCell"
        let install = SwiftStatement.assignment(
            .identifier("codeInterfaceBuilder"),
            SwiftExpression.identifier(builder.typeName)(
                SwiftArgument("key", SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(layout.keyConstant)),
                SwiftArgument(layout.rootParameter?.name ?? "cell", .identifier("self"))))
        let builderVariable = SwiftVariable(
            documentation: "The builder that installed the prototype's views, which keeps its outlets.",
            attributes: ["private(set)"], access: options.access, isMutable: true, name: "codeInterfaceBuilder",
            type: builder.typeName + "?")
        var members: [SwiftDeclaration] = [.variable(builderVariable)]
        members.append(
            .function(isTableCell ? tableCellInitializer(layout, install: install) : frameInitializer(install)))
        members.append(.function(coderInitializer(install)))
        if layout.sizeClasses.varies || !layout.root.nestedBuilders.isEmpty {
            members.append(.function(traitChangeFunction(applying: "the prototype")))
        }
        if !layout.sceneControllerOutlets.isEmpty { members.append(.function(sceneControllerConnectingFunction())) }
        let base = layout.root.baseType
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "The class of `.\(layout.keyConstant)`, a prototype without a class of its own in Interface Builder:",
                "its views are installed once, when its \(isTableCell ? "table" : "collection") view creates it, and kept when it is reused.",
            ]),
            access: options.access, name: Self.generatedClassName(layout), conformances: [base],
            members: members)
    }

    /// `init(style:reuseIdentifier:)`, which creates the cell with the prototype's style whatever style it is asked
    /// for: a registered class is created with `.default`.
    private func tableCellInitializer(_ layout: LayoutModel, install: SwiftStatement) -> SwiftFunction {
        let style = layout.rootParameter?.cellStyle ?? "default"
        var function = SwiftFunction(
            documentation: "Creates the cell with the prototype's style and installs its views.",
            access: options.access,
            kind: .initializer,
            parameters: [
                SwiftParameter(label: "style", name: "_", type: "UITableViewCell.CellStyle"),
                SwiftParameter(name: "reuseIdentifier", type: "String?"),
            ],
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("init")(
                        SwiftArgument("style", .dot(style)),
                        SwiftArgument("reuseIdentifier", .identifier("reuseIdentifier")))),
                install,
            ])
        function.modifiers = ["override"]
        return function
    }

    private func frameInitializer(_ install: SwiftStatement) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: "Creates the view and installs its views.", access: options.access, kind: .initializer,
            parameters: [SwiftParameter(name: "frame", type: "CGRect")],
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("init")(SwiftArgument("frame", .identifier("frame")))),
                install,
            ])
        function.modifiers = ["override"]
        return function
    }

    private func coderInitializer(_ install: SwiftStatement) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: "Decodes the view and installs its views.", access: options.access, kind: .initializer,
            parameters: [SwiftParameter(name: "coder", type: "NSCoder")],
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("init")(SwiftArgument("coder", .identifier("coder")))),
                install,
            ])
        function.modifiers = ["required"]
        function.isFailable = true
        return function
    }

    /// "The system calls this method when the iOS interface environment changes" (`traitCollectionDidChange(_:)`):
    /// a cell joining its table, a view joining a window, or a size-class change; `apply(_:)` changes nothing when the
    /// size classes are the same. For a generated prototype class and for the starters of cells and views.
    func traitChangeFunction(applying what: String) -> SwiftFunction {
        overriding(
            "traitCollectionDidChange",
            parameters: [SwiftParameter(label: "_", name: "previousTraitCollection", type: "UITraitCollection?")],
            documentation: SwiftDocumentation([
                "Applies the size classes Interface Builder gives \(what), when they change."
            ]),
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("traitCollectionDidChange")(
                        .unlabeled(.identifier("previousTraitCollection")))),
                .expression(
                    SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("apply")(
                        .unlabeled(.identifier("traitCollection")))),
            ])
    }
}
