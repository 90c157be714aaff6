extension BuilderFileTranslator {
    /// The reuse identifiers of the builder's prototypes (`ReuseIdentifier.mainDetail`) and one `register...(in:)`
    /// per prototype, which the table or collection view's layout calls where loading the storyboard registered it;
    /// the same for a xib's cell of the app's class, which the app calls where it registered the nib.
    func prototypeMembers(_ builder: BuilderModel) -> [SwiftDeclaration] {
        let registered = builder.layouts.filter { Self.reuseIdentifier($0) != nil }
        guard !registered.isEmpty else { return [] }
        let name = nestedTypeName("ReuseIdentifier", in: builder)
        let constants = registered.map { layout in
            SwiftDeclaration.variable(
                SwiftVariable(
                    documentation: SwiftDocumentation(["The reuse identifier of `.\(layout.keyConstant)`."]),
                    access: options.access, isStatic: true, name: layout.keyConstant,
                    value: .string(Self.reuseIdentifier(layout) ?? "")))
        }
        let identifiers = SwiftTypeDeclaration(
            documentation: registered.allSatisfy { $0.rootParameter?.isPrototype == true }
                ? "The reuse identifiers Interface Builder gives the prototypes."
                : "The reuse identifiers Interface Builder gives the cells.", access: options.access,
            name: name, members: constants)
        return [.enumeration(identifiers)] + registered.map { .function(registerFunction($0, identifiers: name)) }
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

    static func reuseIdentifier(_ layout: LayoutModel) -> String? {
        layout.rootParameter?.registeredReuseIdentifier ?? xibCellReuseIdentifier(layout)
    }

    /// The reuse identifier of a cell of the app's class that is the root of a xib: the app registered the nib
    /// (`register(UINib(nibName:bundle:), forCellReuseIdentifier:)`), and registers the class instead once the nib is
    /// gone. A plain `UITableViewCell` root gets none: registering UIKit's class would make empty cells.
    static func xibCellReuseIdentifier(_ layout: LayoutModel) -> String? {
        guard let parameter = layout.rootParameter, !parameter.isPrototype, layout.sourcePath.hasSuffix(".xib"),
            ["tableViewCell", "collectionViewCell"].contains(layout.root.element),
            layout.root.type != layout.root.baseType, let identifier = parameter.reuseIdentifier, !identifier.isEmpty
        else { return nil }
        return identifier
    }

    /// `UINib(nibName: "PostCell", bundle: nil)`'s name: the xib's file name without its extension.
    static func nibName(_ layout: LayoutModel) -> String {
        let file = layout.sourcePath.split(separator: "/").last.map(String.init) ?? layout.sourcePath
        return file.hasSuffix(".xib") ? String(file.dropLast(4)) : file
    }

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
    private func registerFunction(_ layout: LayoutModel, identifiers: String) -> SwiftFunction {
        let isTable = layout.root.element == "tableViewCell"
        let parameterName = isTable ? "tableView" : "collectionView"
        let cellClass = Self.generatesClass(layout) ? Self.generatedClassName(layout) : layout.root.type
        let identifier = SwiftExpression.identifier(identifiers).dot(layout.keyConstant)
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
        let registers = isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
        let documentation: SwiftDocumentation =
            layout.rootParameter?.isPrototype == true
            ? SwiftDocumentation([
                "Registers the class of `.\(layout.keyConstant)` for its reuse identifier, as loading the storyboard registered",
                "the prototype; the layout that holds the prototype calls it.",
            ])
            : SwiftDocumentation([
                "Registers the class of `.\(layout.keyConstant)` for its reuse identifier: call it where the app registered the",
                "nib, `\(parameterName).register(UINib(nibName: \"\(Self.nibName(layout))\", bundle: nil), \(registers): ...)`.",
                "The \(isTable ? "table" : "collection") view then creates the cell with `\(isTable ? "init(style:reuseIdentifier:)" : "init(frame:)")`, which must call its",
                "starter's `installCodeInterfaceBuilder(key:)`.",
            ])
        var function = SwiftFunction(
            documentation: documentation,
            access: options.access, kind: .function(name: Self.registerFunctionName(layout.keyConstant)),
            parameters: [
                SwiftParameter(label: "in", name: parameterName, type: isTable ? "UITableView" : "UICollectionView")
            ],
            body: [.expression(.call(SwiftExpression.identifier(parameterName).dot("register"), arguments))])
        function.isStatic = true
        return function
    }
}
