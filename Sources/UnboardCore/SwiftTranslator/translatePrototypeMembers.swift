extension BuilderFileTranslator {
    /// The reuse identifiers of the builder's prototypes (`ReuseIdentifier.mainDetail`) and one `register...(in:)`
    /// per prototype, which the table or collection view's layout calls where loading the storyboard registered it.
    func prototypeMembers(_ builder: BuilderModel) -> [SwiftDeclaration] {
        let registered = builder.layouts.filter { Self.reuseIdentifier($0) != nil }
        guard !registered.isEmpty else { return [] }
        let constants = registered.map { layout in
            SwiftDeclaration.variable(
                SwiftVariable(
                    documentation: SwiftDocumentation(["The reuse identifier of `.\(layout.keyConstant)`."]),
                    access: options.access, isStatic: true, name: layout.keyConstant,
                    value: .string(Self.reuseIdentifier(layout) ?? "")))
        }
        let identifiers = SwiftTypeDeclaration(
            documentation: "The reuse identifiers Interface Builder gives the prototypes.", access: options.access,
            name: "ReuseIdentifier", members: constants)
        return [.enumeration(identifiers)] + registered.map { .function(registerFunction($0)) }
    }

    /// The generated classes of the prototypes that have no class of their own in Interface Builder.
    func generatedPrototypeClasses(_ builder: BuilderModel) -> [SwiftDeclaration] {
        builder.layouts.filter(Self.generatesClass).map { .classType(generatedClass($0, builder: builder)) }
    }

    /// The statements that register a table or collection view's prototypes, by their builders.
    func prototypeRegistrationStatements(_ node: ViewNode, on view: SwiftExpression) -> [SwiftStatement] {
        node.prototypes.map { registration in
            .expression(
                SwiftExpression.identifier(registration.typeName).dot(
                    Self.registerFunctionName(registration.keyConstant))(
                        SwiftArgument("in", view)))
        }
    }

    static func registerFunctionName(_ keyConstant: String) -> String {
        "register" + SwiftIdentifier.uppercaseFirst(keyConstant)
    }

    static func reuseIdentifier(_ layout: LayoutModel) -> String? { layout.rootParameter?.registeredReuseIdentifier }

    /// A prototype without a custom class: a plain `UITableViewCell` would lose its style and content.
    static func generatesClass(_ layout: LayoutModel) -> Bool {
        layout.rootParameter?.isPrototype == true && layout.root.type == layout.root.baseType
    }

    /// `MainDetailCell`: named after the layout's key constant, unique in the module as the constants are.
    static func generatedClassName(_ layout: LayoutModel) -> String {
        PrototypeRegistration.className(
            SwiftIdentifier.uppercaseFirst(layout.keyConstant), element: layout.root.element)
    }

    /// `register(_:forCellReuseIdentifier:)` and its collection view forms, with the prototype's class: "If you
    /// registered a class for the specified identifier and a new cell must be created, this method initializes the
    /// cell by calling its init(style:reuseIdentifier:) method. ... If an existing cell was available for reuse, this
    /// method calls the cell's prepareForReuse() method instead." (`dequeueReusableCell(withIdentifier:)`)
    private func registerFunction(_ layout: LayoutModel) -> SwiftFunction {
        let isTable = layout.root.element == "tableViewCell"
        let parameterName = isTable ? "tableView" : "collectionView"
        let cellClass = Self.generatesClass(layout) ? Self.generatedClassName(layout) : layout.root.type
        let identifier = SwiftExpression.identifier("ReuseIdentifier").dot(layout.keyConstant)
        var arguments = [SwiftArgument.unlabeled(SwiftExpression.identifier(cellClass).dot("self"))]
        switch layout.root.element {
        case "tableViewCell": arguments.append(SwiftArgument("forCellReuseIdentifier", identifier))
        case "collectionViewCell": arguments.append(SwiftArgument("forCellWithReuseIdentifier", identifier))
        default:
            let kind = layout.rootParameter?.supplementaryKey == "sectionFooterView" ? "Footer" : "Header"
            arguments += [
                SwiftArgument(
                    "forSupplementaryViewOfKind",
                    SwiftExpression.identifier("UICollectionView").dot("elementKindSection" + kind)),
                SwiftArgument("withReuseIdentifier", identifier),
            ]
        }
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "Registers the class of `.\(layout.keyConstant)` for its reuse identifier, as loading the storyboard registered",
                "the prototype; the layout that holds the prototype calls it.",
            ]),
            access: options.access, kind: .function(name: Self.registerFunctionName(layout.keyConstant)),
            parameters: [
                SwiftParameter(label: "in", name: parameterName, type: isTable ? "UITableView" : "UICollectionView")
            ],
            body: [.expression(.call(SwiftExpression.identifier(parameterName).dot("register"), arguments))])
        function.isStatic = true
        return function
    }
}
