extension BuilderFileTranslator {
    /// The starter `unboard migrate` writes for a view class of the app's own that is the root of a xib whose builder
    /// creates it (`OmniBar()`): the app loaded such a view with `loadNibNamed(_:owner:options:)` or
    /// `UINib.instantiate(withOwner:options:)`, which set its outlets and connected the actions sent to it, then sent
    /// it `awakeFromNib()` ("The nib-loading infrastructure sends an awakeFromNib message to each object recreated from
    /// a nib archive, but only after all the objects in the archive have been loaded and initialized. When an object
    /// receives an awakeFromNib message, it is guaranteed to have all its outlet and action connections already
    /// established.", https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()). The
    /// starter's `makeWithCodeInterfaceBuilder(key:)` does the same with the builder, for the app to call instead.
    func xibRootStarterFile(for builder: BuilderModel, className: String) -> SwiftFile {
        let starter = StarterNames(className: className, builderType: builder.typeName)
        let key = builder.layouts[0].keyConstant
        let declaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "`\(className)` with its views created in code by `\(builder.typeName)`: create it with",
                "`\(className).\(Self.xibRootFactoryName)(key: .\(key))` where the app loaded its nib.",
            ]),
            name: className,
            members: [
                .function(xibRootFactory(starter, builder: builder)),
                .function(xibRootConnect(starter, builder: builder)),
            ])
        return starterSwiftFile(className, builder: builder, declarations: [.extensionOf(declaration)])
    }

    /// The class of the xib's root view that `builder` creates itself (`OmniBar()`) when a starter can connect it:
    /// every layout's root has that class of the app's own, none is a controller's view, a prototype or installed
    /// into File's Owner, the class has outlets or actions to connect (a guess at where a factory is worth its
    /// file: without them, `builder.view` lacks only `awakeFromNib()`), and no layout varies by size class or holds
    /// another xib's views (the view would have to keep a builder to apply them, and the builder keeps the view).
    func xibRootViewClass(_ builder: BuilderModel) -> String? {
        guard let first = builder.layouts.first, isXibRootOfAppClass(builder), !appliesSizeClasses(builder),
            builder.layouts.allSatisfy({ $0.root.type == first.root.type }),
            mergedOutlets(builder).contains(where: \.isOwnerOutlet) || !viewStarterActions(builder).isEmpty
        else { return nil }
        return first.root.type
    }

    /// Whether every layout of `builder` is a xib's root view that the builder creates itself and whose first
    /// layout's class is the app's.
    func isXibRootOfAppClass(_ builder: BuilderModel) -> Bool {
        guard let first = builder.layouts.first else { return false }
        return builder.layouts.allSatisfy({
            $0.rootParameter == nil && $0.viewController == nil && !$0.installsIntoOwner
                && $0.sourcePath.hasSuffix(".xib")
        }) && first.root.type != first.root.baseType && !Self.isPlatformClassName(first.root.type)
    }

    /// The warning for a xib root with a starter that other builders also create through its builder
    /// (`InboxViewControllerCodeInterfaceBuilder`'s `unreadButtonBuilder`): those views get no outlets or actions,
    /// since the generated builders cannot call a starter. `nil` when no builder nests it.
    public func nestedXibRootWarning(for builder: BuilderModel, among builders: [BuilderModel]) -> Diagnostic? {
        guard let className = xibRootViewClass(builder), let layout = builder.layouts.first else { return nil }
        let nesting = builders.flatMap { other in
            (other.layouts.map(\.root) + other.controllerLayouts.flatMap(\.views)).flatMap(\.nestedBuilders)
                .filter { $0.typeName == builder.typeName }.map { "\(other.typeName).\($0.name)" }
        }
        guard !nesting.isEmpty else { return nil }
        return .warning(
            "the \(className) views that \(nesting.joined(separator: ", ")) create get none of the outlets and actions "
                + "loading the nib connected (generated builders do not call starters): call "
                + "connectCodeInterfaceBuilder(_:) of \(className)+CodeInterfaceBuilder.swift with each such builder",
            at: Diagnostic.Location(filePath: layout.sourcePath, line: layout.line))
    }

    /// The name of the factory a xib root's starter declares.
    static let xibRootFactoryName = "makeWithCodeInterfaceBuilder"

    /// The note `unboard migrate` prints with a xib root's starter, at the first layout's element: the app creates
    /// the view with the starter's factory where it loaded the nib.
    func xibRootStarterNote(for builder: BuilderModel, className: String) -> Diagnostic? {
        guard let layout = builder.layouts.first else { return nil }
        return .note(
            "create \(className) with \(className).\(Self.xibRootFactoryName)(key: .\(layout.keyConstant)) "
                + "(\(className)+CodeInterfaceBuilder.swift) where the app loads the nib \"\(nibName(builder))\" "
                + "(loadNibNamed(_:owner:options:), UINib)"
                + ": it sets the outlets and actions the nib connected and sends awakeFromNib()",
            at: Diagnostic.Location(filePath: layout.sourcePath, line: layout.line))
    }

    /// The name the app loaded the builder's first xib by (`OmniBar` for `OmniBar.xib`).
    private func nibName(_ builder: BuilderModel) -> String {
        InterfaceDocument.name(ofPath: builder.sourcePaths.first ?? "")
    }

    /// `static func makeWithCodeInterfaceBuilder(key:) -> OmniBar`: the builder creates the view, with the root's own
    /// properties (frame, autoresizing mask, colors) and its subviews and constraints, as unarchiving did; the view
    /// then gets what loading the nib gave it afterwards.
    private func xibRootFactory(_ starter: StarterNames, builder: BuilderModel) -> SwiftFunction {
        let built = SwiftExpression.identifier("builder").dot("view")
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "Creates a view of this class with the views of the layout `key`, its outlets set and its",
                "actions wired, then sends it `awakeFromNib()`, as loading its nib did: call it where the app",
                "loaded the nib (`Bundle.main.loadNibNamed(\"\(nibName(builder))\", owner: nil)?.first as!",
                "\(starter.className)`, `UINib(nibName: \"\(nibName(builder))\", bundle: nil).instantiate(withOwner: nil)`).",
                "",
                "The builder creates the view with `init(frame:)`, where the nib called `init(coder:)`: move the",
                "class's setup from `init(coder:)` to `awakeFromNib()`. Only the view is sent `awakeFromNib()`,",
                "not its subviews, and the view does not keep the builder (the builder keeps the view).",
            ]),
            access: options.access, kind: .function(name: Self.xibRootFactoryName),
            parameters: [SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey")],
            returnType: starter.className,
            body: [
                .variable(
                    SwiftVariable(
                        name: "builder",
                        value: .identifier(starter.builderType)(SwiftArgument("key", .identifier("key"))))),
                .expression(built.dot("connectCodeInterfaceBuilder")(.unlabeled(.identifier("builder")))),
                .returnValue(built),
            ])
        function.isStatic = true
        return function
    }

    /// `connectCodeInterfaceBuilder(_:)`: the outlets and actions of the view's class, with a cell starter's
    /// assignments and a controller starter's wiring, then `awakeFromNib()`.
    private func xibRootConnect(_ starter: StarterNames, builder model: BuilderModel) -> SwiftFunction {
        let builder = SwiftExpression.identifier("builder")
        var body = starterOutletAssignments(viewStarterOutlets(model), from: builder)
        body += viewStarterInheritedDelegates(model, from: builder)
        body += starterActionWiring(viewStarterActions(model), in: model, className: starter.className)
        body.append(.comment("The nib loader sent it once every outlet and action was connected."))
        body.append(.expression(SwiftExpression.identifier("awakeFromNib")()))
        return SwiftFunction(
            documentation: SwiftDocumentation([
                "Sets the outlets of the class to the builder's views and constraints and wires the actions",
                "sent to the view to its methods, as loading the nib did, then sends `awakeFromNib()`: once per",
                "view, which `\(Self.xibRootFactoryName)(key:)` does; call it for a view that another",
                "builder creates through `\(starter.builderType)`.",
            ]),
            access: options.access, kind: .function(name: "connectCodeInterfaceBuilder"),
            parameters: [SwiftParameter(label: "_", name: "builder", type: starter.builderType)],
            body: body)
    }
}
