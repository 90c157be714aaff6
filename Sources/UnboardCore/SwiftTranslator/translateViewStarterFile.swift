import Foundation

extension BuilderFileTranslator {
    /// The starter `unboard migrate` writes for a cell or reusable view class of the app's own, or a view that is
    /// its xib's File's Owner: UIKit creates a registered class with `init(style:reuseIdentifier:)` or
    /// `init(frame:)`, never from the storyboard, so the class must install its views itself, by calling the
    /// starter's `installCodeInterfaceBuilder(key:)`. Where its layout varies by size class, no view controller
    /// applies them for such a view, so the starter also overrides `traitCollectionDidChange(_:)`. A xib's root view
    /// of the app's class gets `xibRootStarterFile(for:className:)` instead. `nil` for other builders.
    public func viewStarterFile(for builder: BuilderModel) -> SwiftFile? {
        guard let owner = viewStarterOwner(builder) else { return nil }
        guard let parameter = owner.parameter else {
            return xibRootStarterFile(for: builder, className: owner.className)
        }
        let starter = StarterNames(className: owner.className, builderType: builder.typeName)
        let key = builder.layouts[0].keyConstant
        let varies = appliesSizeClasses(builder)
        var members: [SwiftDeclaration] = [
            .variable(
                starterBuilderProperty(
                    starter,
                    documentation:
                        "The builder that installed the views and keeps their outlets, once `installCodeInterfaceBuilder(key:)` ran."
                )),
            .function(
                viewStarterInstall(
                    starter, builder: builder, owner: (owner.className, parameter, owner.initializers),
                    ownActions: filesOwnerActions(builder, sentTo: owner.className))),
        ]
        if varies { members.append(.function(traitChangeFunction(applying: "the layout"))) }
        let storage = SwiftDeclaration.variable(
            associatedObjectAddress(starter.builderStorage, where: "each view keeps its builder"))
        let call = "`installCodeInterfaceBuilder(key: .\(key))` from \(owner.initializers)"
        let declaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation(
                ["`\(owner.className)` with its views created in code by `\(builder.typeName)`: call"]
                    + (varies
                        ? [
                            call + ", and the view applies",
                            "its size classes itself, which no view controller does for it.",
                        ]
                        : [call + "."])),
            name: owner.className, members: members)
        return starterSwiftFile(owner.className, builder: builder, declarations: [storage, .extensionOf(declaration)])
    }

    /// Whether `viewStarterFile(for:)` writes a starter for `builder`: its class is the app's.
    func hasViewStarter(_ builder: BuilderModel) -> Bool {
        viewStarterOwner(builder) != nil
    }

    /// Whether the view starter of `builder` overrides `traitCollectionDidChange(_:)`: some layout has size classes
    /// or nested builders to apply.
    func appliesSizeClasses(_ builder: BuilderModel) -> Bool {
        builder.layouts.contains(where: { $0.sizeClasses.varies || !$0.root.nestedBuilders.isEmpty })
    }

    /// The note `unboard migrate` prints with a view starter, at the first layout's element: an extension cannot
    /// override the class's designated initializer, so the app must call `installCodeInterfaceBuilder(key:)` from
    /// it; until it does, every such view stays empty and its outlets are `nil`.
    public func viewStarterNote(for builder: BuilderModel) -> Diagnostic? {
        guard let owner = viewStarterOwner(builder), let layout = builder.layouts.first else { return nil }
        guard owner.parameter != nil else { return xibRootStarterNote(for: builder, className: owner.className) }
        let initializers = owner.initializers.replacingOccurrences(of: "`", with: "")
        var message =
            "call installCodeInterfaceBuilder(key: .\(layout.keyConstant)) from \(owner.className)'s \(initializers) "
            + "(\(owner.className)+CodeInterfaceBuilder.swift): until then every \(owner.className) "
            + "stays empty and its outlets are nil"
        if Self.xibCellReuseIdentifier(layout) != nil {
            let view = layout.root.element == "tableViewCell" ? "tableView" : "collectionView"
            message +=
                "; and where the app registered the nib (\(view).register(UINib(nibName: \"\(Self.nibName(layout))\", "
                + "bundle: nil), ...)), register the class instead: "
                + "\(builder.typeName).\(Self.registerFunctionName(layout.keyConstant))(in: \(view))"
        }
        return .note(message, at: Diagnostic.Location(filePath: layout.sourcePath, line: layout.line))
    }

    /// The warning `unboard migrate` gives for a xib whose root is a view of the app's class that the builder creates
    /// itself (`CardView()`) and that gets no starter (`xibRootViewClass(_:)` says when it does): loading the nib
    /// connected the root's outlets and the actions sent to it ("When an object receives an awakeFromNib message, it
    /// is guaranteed to have all its outlet and action connections already established",
    /// https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib), the builder does not, so
    /// the app must. `nil` when there are none.
    public func rootViewWithoutStarterWarning(for builder: BuilderModel) -> Diagnostic? {
        guard let layout = builder.layouts.first, isXibRootOfAppClass(builder), xibRootViewClass(builder) == nil
        else { return nil }
        let reason =
            appliesSizeClasses(builder)
            ? "its layout varies by size class or holds another xib's views, which it would apply through a "
                + "builder it kept, and the builder keeps it"
            : "its xib's root views are of several classes"
        let outlets = mergedOutlets(builder).filter(\.isOwnerOutlet).map(\.model)
        let actions = mergedActions(builder).filter { $0.isSentToRoot && $0.segue == nil }
        guard !outlets.isEmpty || !actions.isEmpty else { return nil }
        let example = [
            outlets.first.map { "view.\($0.ownerName) = builder.\($0.name)" },
            actions.first.map { "builder.add\($0.name)Action(_:)" },
        ].compactMap { $0 }.joined(separator: ", ")
        let lost = [
            outlets.isEmpty ? nil : "outlets (\(outlets.map(\.ownerName).joined(separator: ", ")))",
            actions.isEmpty ? nil : "actions (\(actions.map(\.selector).joined(separator: ", ")))",
        ].compactMap { $0 }.joined(separator: " and ")
        return .warning(
            "\(layout.root.type) gets no starter (\(reason)): the \(lost) that loading the nib connected are not set when \(builder.typeName) creates it; set them from the builder after creating it (\(example))",
            at: Diagnostic.Location(filePath: layout.sourcePath, line: layout.line))
    }

    /// The app's view class a view starter extends, the builder's parameter that takes it, and the initializers
    /// UIKit creates it with: a prototype's own class (every layout's root), or a File's Owner view; or a xib's root
    /// view that the builder creates itself, without a parameter.
    func viewStarterOwner(_ builder: BuilderModel) -> (className: String, parameter: String?, initializers: String)? {
        guard let first = builder.layouts.first else { return nil }
        if builder.layouts.allSatisfy(\.installsIntoOwner), !Self.isPlatformClassName(builder.className) {
            return (builder.className, "owner", "`init(frame:)` and `init(coder:)`")
        }
        if let className = xibRootViewClass(builder) {
            return (className, nil, "`\(Self.xibRootFactoryName)(key:)`")
        }
        guard let parameter = first.rootParameter?.name, first.root.type != first.root.baseType,
            !Self.isPlatformClassName(first.root.type),
            builder.layouts.allSatisfy({ $0.rootParameter?.name == parameter && $0.root.type == first.root.type })
        else { return nil }
        let initializer =
            first.root.element == "tableViewCell" ? "`init(style:reuseIdentifier:)`" : "`init(frame:)`"
        return (first.root.type, parameter, initializer)
    }

    /// `installCodeInterfaceBuilder(key:)`, whose documentation says where the class's setup from `init(coder:)` and
    /// `awakeFromNib()` goes: code creates the view (a registered cell class gets `init(style:reuseIdentifier:)`,
    /// a builder creates a view with `init(frame:)`), so UIKit calls neither; a nib archive called both
    /// ("The nib-loading infrastructure sends an awakeFromNib message to each object recreated from a nib archive",
    /// https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib).
    private func viewStarterInstall(
        _ starter: StarterNames, builder model: BuilderModel,
        owner: (className: String, parameter: String, initializers: String), ownActions: [MergedAction]
    ) -> SwiftFunction {
        let builder = SwiftExpression.identifier("builder")
        var body: [SwiftStatement] = [
            .variable(
                SwiftVariable(
                    name: "builder",
                    value: .identifier(starter.builderType)(
                        SwiftArgument("key", .identifier("key")), SwiftArgument(owner.parameter, .identifier("self"))))),
            .expression(setAssociatedObject(starter.builderStorage, value: builder)),
        ]
        body += starterOutletAssignments(viewStarterOutlets(model), from: builder)
        body += starterActionWiring(viewStarterActions(model), in: model, className: owner.className)
        if !ownActions.isEmpty {
            body.append(
                .comment("Sent to File's Owner, this cell, in Interface Builder: the nib connected them to it."))
        }
        for action in ownActions {
            let selector = SwiftExpression.uncheckedSelector(action.selector)
            body.append(
                .expression(
                    builder.dot("add\(action.name)Target")(
                        .unlabeled(.identifier("self")), SwiftArgument("action", selector))))
        }
        let creation =
            owner.parameter == "owner"
            ? "A builder that places this view creates it with `init(frame:)`"
            : "UIKit creates this view, whose class the builder registers, with \(owner.initializers)"
        return SwiftFunction(
            documentation: SwiftDocumentation([
                "Installs the views of the layout `key` in this view and keeps the builder: call it once, from",
                "\(owner.initializers).",
                "",
                "\(creation),",
                "not `init(coder:)`, and sends it no `awakeFromNib()`: move the class's setup from them to after this call,",
                "where the views and the class's outlets exist (`codeInterfaceBuilder` holds the builder's).",
            ]),
            access: options.access, kind: .function(name: "installCodeInterfaceBuilder"),
            parameters: [SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey")],
            body: body)
    }

    /// The actions a cell xib sent to File's Owner when every layout's File's Owner is `className`, the cell's own
    /// class: the cell loaded its nib itself, so its starter makes itself their target.
    private func filesOwnerActions(_ builder: BuilderModel, sentTo className: String) -> [MergedAction] {
        guard builder.layouts.allSatisfy({ $0.filesOwnerClass == className }) else { return [] }
        return mergedActions(builder).filter(\.isSentToFilesOwner)
    }

    /// The actions Interface Builder sent to the view itself (the cell's button to the cell), which its starter wires
    /// to the class's methods as a controller's starter wires its own.
    func viewStarterActions(_ builder: BuilderModel) -> [MergedAction] {
        mergedActions(builder).filter { $0.isSentToRoot && $0.segue == nil }
    }

    /// The outlets of a view starter's class that Interface Builder connected, which the starter sets as loading the
    /// nib did; not those naming a property UIKit's base class declares (`contentView`, `gestureRecognizers`, a text
    /// field's `delegate`), which a stand-in cannot declare again.
    func viewStarterOutlets(_ builder: BuilderModel) -> [MergedOutlet] {
        guard let base = viewStarterBase(builder) else { return [] }
        let inherited = Self.inheritedViewProperties[base, default: []].union(["gestureRecognizers"])
            .union(LayoutScope.inheritedOutletProperties[base, default: []])
        return mergedOutlets(builder).filter { $0.isOwnerOutlet && !inherited.contains($0.model.ownerName) }
    }

    /// The outlets of `viewStarterInheritedDelegates(_:from:)`, each with the protocol of its property
    /// (`MKMapViewDelegate`, which the starter's file imports MapKit for).
    func viewStarterDelegateOutlets(_ builder: BuilderModel) -> [(outlet: MergedOutlet, conformance: String)] {
        guard let base = viewStarterBase(builder), let element = builder.layouts.first?.root.element else { return [] }
        let inherited = LayoutScope.inheritedOutletProperties[base, default: []]
        return mergedOutlets(builder).compactMap { outlet in
            let property = outlet.model.ownerName
            guard outlet.isOwnerOutlet, inherited.contains(property), !outlet.model.isCollection,
                let conformance = LayoutScope.ownerOutletConformances[element]?[property]
            else { return nil }
            return (outlet, conformance)
        }
    }

    /// The UIKit class a view starter's class derives from: the root's, or `UIView` for a File's Owner view.
    private func viewStarterBase(_ builder: BuilderModel) -> String? {
        guard let owner = viewStarterOwner(builder) else { return nil }
        return owner.parameter == "owner" ? "UIView" : builder.layouts[0].root.baseType
    }

    /// The data source and delegate properties of the view's UIKit class that Interface Builder connected on the view
    /// itself (a text field that is its own `delegate`, LoopKit's `PaddedTextField` kind), set through `AnyObject`
    /// as the controller starter sets its views' (a class that does not adopt the protocol leaves it `nil`).
    /// `gestureRecognizers` is not among them: the builder added the recognizers to the view.
    func viewStarterInheritedDelegates(_ builder: BuilderModel, from source: SwiftExpression) -> [SwiftStatement] {
        let statements = viewStarterDelegateOutlets(builder).map { outlet, conformance -> SwiftStatement in
            let value = SwiftExpression.binary(
                .binary(source.dot(outlet.model.name), "as", .identifier("AnyObject")), "as?",
                .identifier(conformance))
            return .assignment(.identifier(outlet.model.ownerName), value)
        }
        guard !statements.isEmpty else { return [] }
        return [.comment("The data sources and delegates of UIKit's class that Interface Builder connected.")]
            + statements
    }

    /// Properties of UIKit's cell and reusable view classes that a subclass neither declares again nor sets.
    static let inheritedViewProperties: [String: Set<String>] = [
        "UITableViewCell": [
            "contentView", "textLabel", "detailTextLabel", "imageView", "backgroundView", "selectedBackgroundView",
            "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
        ],
        "UICollectionViewCell": ["contentView", "backgroundView", "selectedBackgroundView"],
    ]

    /// The starter's assignments of the outlets the class declares for Interface Builder from `builder`'s
    /// properties, after a comment saying so; none when it has no such outlets.
    func starterOutletAssignments(_ outlets: [MergedOutlet], from builder: SwiftExpression) -> [SwiftStatement] {
        guard !outlets.isEmpty else { return [] }
        // `self.` only where an outlet is named like the local (`builder`), to keep the common case short; by key
        // where it is named like a read-only property of `UIResponder`, which Swift cannot assign, or like a
        // protocol-typed property of `UIViewController`, which the connected object's type need not adopt.
        return [.comment("The outlets the class declares for Interface Builder, now set from code.")]
            + outlets.map { outlet in
                let property = outlet.model.ownerName
                if Self.propertiesSetByKey.contains(property) {
                    return .expression(
                        SwiftExpression.identifier("setValue")(
                            .unlabeled(builder.dot(outlet.model.name)), SwiftArgument("forKey", .string(property))))
                }
                let target =
                    property == "builder" ? SwiftExpression.identifier("self").dot(property) : .identifier(property)
                return .assignment(target, builder.dot(outlet.model.name))
            }
    }
}
