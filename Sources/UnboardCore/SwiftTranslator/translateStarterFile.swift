import Foundation

extension BuilderFileTranslator {
    /// The starter `unboard migrate` writes once per view controller class: `<Class>+CodeInterfaceBuilder.swift`, an
    /// extension of the app's class that creates its views with the builder instead of loading them from a
    /// storyboard (for a container class with views beside it, `containerStarterFile(for:)`'s). `nil` when the
    /// builder's layouts are not scenes of one custom view controller class. `builders`, all of them, hold the
    /// prototypes whose buttons performed the controller's segues.
    public func starterFile(
        for builder: BuilderModel, sceneGraphs: [SceneGraphModel] = [], builders: [BuilderModel] = []
    ) -> SwiftFile? {
        containerStarterFile(for: builder)
            ?? settlingControllerSettingsSplits(of: builder).makeStarterFile(
                for: builder, sceneGraphs: sceneGraphs, builders: builders)
    }

    private func makeStarterFile(
        for builder: BuilderModel, sceneGraphs: [SceneGraphModel], builders: [BuilderModel]
    ) -> SwiftFile? {
        guard let owner = starterOwner(builder) else { return nil }
        let className = owner.className
        let starter = StarterNames(className: className, builderType: builder.typeName)
        var members: [SwiftDeclaration] = [
            .function(
                starterInitializer(
                    starter, configures: viewFreeConfigureType(builder) != nil,
                    fromStoryboard: builder.layouts.contains { $0.sourcePath.hasSuffix(".storyboard") })),
            .variable(starterKeyProperty(starter, builder: builder)),
            .variable(
                starterBuilderProperty(
                    starter,
                    documentation: "The builder that created the views and keeps their outlets, once `loadView()` ran."
                )),
            .function(starterLoadView(builder, starter: starter, sceneGraphs: sceneGraphs)),
            .function(starterViewIsAppearing()),
            .function(starterTraitCollectionDidChange()),
            .function(starterEncodeRestorableState()),
            .function(starterRestoration(starter)),
        ]
        let staticTable = starterStaticTableMembers(builder, ownerType: owner.type)
        members += staticTable
        let cellSegueMembers = cellSegueMembers(
            cellSegues(of: builder, sceneGraphs: sceneGraphs), ownerType: owner.type, keyed: builder.layouts.count > 1)
        members += cellSegueMembers
        members += starterPrototypeSegueMethods(className: className, builders: builders, sceneGraphs: sceneGraphs)
            .map { .function($0) }
        if let performSegue = starterPerformSegue(builder, starter: starter, sceneGraphs: sceneGraphs) {
            members.append(.function(performSegue))
        }
        let segueActions = starterSegueActions(className: className, sceneGraphs: sceneGraphs)
        members += segueActions.methods.map { .function($0) }
        let storage = [starter.builderStorage, starter.keyStorage].map { name in
            SwiftDeclaration.variable(associatedObjectAddress(name, where: "each controller keeps this value"))
        }
        let conformances = ["UIViewControllerRestoration", Self.layoutSelectingProtocol] + segueActions.conformances
        var declaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "`\(className)` with its views created in code by `\(builder.typeName)` instead of a storyboard.",
                "Create it with `\(className)(codeInterfaceBuilderKey:)` where the app instantiated the storyboard scene.",
            ]),
            name: className, conformances: conformances, members: members)
        if owner.declaresClass {
            // An extension of UIKit's own class would override its methods for every controller of the app.
            declaration.documentation = SwiftDocumentation([
                "The `\(owner.type)` that \(builder.sourcePaths.joined(separator: ", ")) lays out (its File's Owner is UIKit's own class),",
                "with its views created in code by `\(builder.typeName)`: create it with `\(className)(codeInterfaceBuilderKey:)`.",
            ])
            declaration.conformances = [owner.type] + conformances
            declaration.access = options.access
        }
        let alias = starter.memberShadowedAlias.map { alias in
            SwiftDeclaration.typeAlias(
                SwiftDocumentation(["`\(className)`, named where its members would shadow its name."]),
                access: .private,
                name: alias, existing: className)
        }
        return starterSwiftFile(
            className, builder: builder,
            declarations: storage + (alias.map { [$0] } ?? [])
                + [owner.declaresClass ? .classType(declaration) : .extensionOf(declaration)],
            headerNotes: (staticTable.isEmpty ? [] : Self.staticTableHeaderNote)
                + (cellSegueMembers.isEmpty ? [] : Self.cellSegueHeaderNote))
    }

    /// `<Class>+CodeInterfaceBuilder.swift`, the file of every kind of starter, with its header.
    func starterSwiftFile(
        _ className: String, builder: BuilderModel, declarations: [SwiftDeclaration], headerNotes: [String] = []
    ) -> SwiftFile {
        SwiftFile(
            name: "\(className)+CodeInterfaceBuilder.swift",
            headerLines: [
                "Starter for `\(className)`, written by `unboard migrate` from \(builder.sourcePaths.joined(separator: ", ")).",
                "It is yours to edit: `unboard migrate` never overwrites it.",
            ] + headerNotes,
            imports: ["UIKit"] + starterModules(builder), declarations: declarations, kind: "starter",
            context: ["className": .string(className), "builderType": .string(builder.typeName)])
    }

    /// The frameworks whose protocols the starter's data source and delegate lines name (`MKMapViewDelegate`): its
    /// views', and a xib root's own (`viewStarterDelegateOutlets(_:)`).
    private func starterModules(_ builder: BuilderModel) -> [String] {
        let conformances =
            builder.layouts.flatMap(\.ownerViewOutlets).map(\.conformance)
            + viewStarterDelegateOutlets(builder).map(\.conformance)
        return Set(conformances.compactMap { Self.frameworkModules[$0] }).sorted()
    }

    /// The custom view controller class a starter extends, and its UIKit type: only when every layout of the builder
    /// is a scene (or xib) of that one class. When that class is UIKit's own (`customClass="UIViewController"` on a
    /// xib's File's Owner), the starter declares a subclass named after the document instead (`declaresClass`).
    func starterOwner(_ builder: BuilderModel) -> (className: String, type: String, declaresClass: Bool)? {
        let owners = Set(builder.layouts.compactMap(\.viewController))
        guard !builder.layouts.isEmpty, owners.count == 1, let owner = owners.first, let className = owner.customClass,
            builder.layouts.allSatisfy({ $0.viewController != nil })
        else { return nil }
        guard Self.isPlatformClassName(className) || className == owner.type else {
            return (className, owner.type, false)
        }
        let document = InterfaceDocument.name(ofPath: builder.layouts[0].sourcePath)
        let name = (SwiftIdentifier.upperCamel(document) ?? "") + owner.type.dropFirst("UI".count)
        return (name, owner.type, true)
    }

    /// `fromStoryboard`: a storyboard created the controller, so its documentation says where setup the class did
    /// in `init(coder:)` and `awakeFromNib()` goes; a xib's File's Owner was created by the app's code already.
    private func starterInitializer(_ starter: StarterNames, configures: Bool, fromStoryboard: Bool) -> SwiftFunction {
        var body: [SwiftStatement] = []
        // Before the key: its setter gives the controller a restoration identifier only when it has none, so the
        // storyboard's identifier, which `configure(_:key:)` sets, is the one restoration sees.
        if configures {
            body.append(
                .expression(
                    SwiftExpression.identifier(starter.builderType).dot("configure")(
                        .unlabeled(.identifier("self")), SwiftArgument("key", .identifier("key")))))
        }
        body.append(.assignment(.identifier("codeInterfaceBuilderKey"), .identifier("key")))
        return keyInitializer(
            documentation: SwiftDocumentation(
                [
                    "Creates the controller with the layout `key` of `\(starter.builderType)`; its views are created when UIKit",
                    "first asks for `view`, in `loadView()`.",
                ]
                    + (configures
                        ? [
                            "",
                            "Its title, tab bar item and navigation item are set now, without its views, as a storyboard sets",
                            "them: a tab bar shows them before the view loads.",
                        ] : [])
                    + (fromStoryboard ? Self.nibSetupNote : [])),
            body: body)
    }

    /// `convenience init(codeInterfaceBuilderKey:)` with `body`, which sets the key: a controller starter's and a
    /// container starter's.
    func keyInitializer(documentation: SwiftDocumentation, body: [SwiftStatement]) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: documentation, kind: .initializer,
            parameters: [
                SwiftParameter(label: "codeInterfaceBuilderKey", name: "key", type: "CodeInterfaceBuilderKey")
            ],
            body: [
                .expression(
                    SwiftExpression.identifier("self").dot("init")(
                        SwiftArgument("nibName", .literal(.nil)), SwiftArgument("bundle", .literal(.nil))))
            ] + body)
        function.modifiers = ["convenience"]
        function.access = options.access
        return function
    }

    private func starterKeyProperty(_ starter: StarterNames, builder: BuilderModel) -> SwiftVariable {
        let defaultKey = builder.layouts[0].keyConstant
        var (variable, stored) = keptKeyProperty(
            starter, defaultKey: defaultKey,
            documentation: SwiftDocumentation([
                "The layout `loadView()` creates: `.\(defaultKey)` unless set before the view loads (as",
                "`init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).",
            ]))
        let reconfigures = viewFreeConfigureType(builder) != nil
        variable.setter =
            (reconfigures ? [.variable(SwiftVariable(name: "previous", value: stored))] : [])
            + [
                .expression(setAssociatedObject(starter.keyStorage, value: .identifier("newValue"))),
                // Set here rather than in `init(codeInterfaceBuilderKey:)` so that controllers the `Scenes` factories create
                // are preserved too: "UIKit preserves only the view controllers you tell it to preserve". No restoration
                // class: "Assigning a restoration class to a view controller prevents UIKit from searching for that view
                // controller implicitly", which finds the controllers the app created at launch (the View Controller
                // Programming Guide's "Preserving and Restoring State").
                .comment(
                    "State restoration saves controllers that have a restoration identifier. UIKit finds those the app created at"
                ),
                .comment(
                    "launch by it; give one created later `restorationClass = \(starter.className).self`, which recreates it."
                ),
                .assignment(
                    .identifier("restorationIdentifier"),
                    .binary(
                        .identifier("restorationIdentifier"), "??",
                        SwiftExpression.identifier("newValue").dot("rawValue"))),
            ] + (reconfigures ? starterReconfiguration(starter) : []) + starterBarItemOutlets(builder, starter: starter)
        return variable
    }

    /// The key setter's statement that gives the controller the controller settings of a layout chosen again before
    /// its view loads (the `Scenes` factories and `init(codeInterfaceBuilderKey:)` set the key once, right after
    /// `configure(_:key:)`, so `previous` is `nil` there and nothing is configured twice).
    private func starterReconfiguration(_ starter: StarterNames) -> [SwiftStatement] {
        let previous = SwiftExpression.identifier("previous")
        let condition = SwiftExpression.binary(
            .binary(
                .identifier("!isViewLoaded"), "&&", .binary(previous, "!=", .literal(.nil))),
            "&&", .binary(previous, "!=", .identifier("newValue")))
        return [
            .comment("Another layout, chosen before the view loads: its title, navigation item and bar items."),
            .ifCondition(
                condition,
                body: [
                    .expression(
                        SwiftExpression.identifier(starter.builderType).dot("configure")(
                            .unlabeled(.identifier("self")), SwiftArgument("key", .identifier("newValue"))))
                ], elseBody: nil),
        ]
    }

    /// `codeInterfaceBuilderKey`, kept as an associated object and `defaultKey` until set, and the expression that
    /// reads what is kept; the caller gives it its setter.
    func keptKeyProperty(
        _ starter: StarterNames, defaultKey: String, documentation: SwiftDocumentation
    ) -> (variable: SwiftVariable, stored: SwiftExpression) {
        var variable = SwiftVariable(
            documentation: documentation, access: options.access, name: "codeInterfaceBuilderKey",
            type: "CodeInterfaceBuilderKey")
        let stored = SwiftExpression.binary(
            getAssociatedObject(starter.keyStorage), "as?", .identifier("CodeInterfaceBuilderKey"))
        variable.getter = [.expression(.binary(stored, "??", .dot(defaultKey)))]
        return (variable, stored)
    }

    /// `codeInterfaceBuilder`, the builder the starter keeps as an associated object.
    func starterBuilderProperty(_ starter: StarterNames, documentation: SwiftDocumentation) -> SwiftVariable {
        var variable = SwiftVariable(
            documentation: documentation, access: options.access, name: "codeInterfaceBuilder",
            type: starter.builderType + "?")
        variable.getter = [
            .expression(.binary(getAssociatedObject(starter.builderStorage), "as?", .identifier(starter.builderType)))
        ]
        return variable
    }

    private func starterViewIsAppearing() -> SwiftFunction {
        overriding(
            "viewIsAppearing", parameters: [SwiftParameter(label: "_", name: "animated", type: "Bool")],
            documentation:
                "The trait collection is final here, before the view appears: the right moment to apply size classes.",
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("viewIsAppearing")(.unlabeled(.identifier("animated")))),
                .expression(
                    SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("apply")(
                        .unlabeled(.identifier("traitCollection")))),
            ])
    }

    private func starterTraitCollectionDidChange() -> SwiftFunction {
        let previous = SwiftParameter(label: "_", name: "previousTraitCollection", type: "UITraitCollection?")
        return overriding(
            "traitCollectionDidChange", parameters: [previous],
            documentation:
                "Before iOS 17, size-class changes arrive here; from iOS 17 on, the registration in `loadView()` handles them.",
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("traitCollectionDidChange")(
                        .unlabeled(.identifier("previousTraitCollection")))),
                .ifCondition(
                    .identifier("#unavailable(iOS 17.0)"),
                    body: [
                        .expression(
                            SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("apply")(
                                .unlabeled(.identifier("traitCollection"))))
                    ], elseBody: nil),
            ])
    }

    private func starterEncodeRestorableState() -> SwiftFunction {
        overriding(
            "encodeRestorableState", parameters: [SwiftParameter(label: "with", name: "coder", type: "NSCoder")],
            documentation: "Saves the layout key, so that state restoration recreates the same layout.",
            body: [
                .expression(
                    SwiftExpression.identifier("super").dot("encodeRestorableState")(
                        SwiftArgument("with", .identifier("coder")))),
                .expression(
                    SwiftExpression.identifier("coder").dot("encode")(
                        .unlabeled(SwiftExpression.identifier("codeInterfaceBuilderKey").dot("rawValue")),
                        SwiftArgument("forKey", .string(Self.restorationCoderKey)))),
            ])
    }

    private func starterRestoration(_ starter: StarterNames) -> SwiftFunction {
        let decoded = SwiftExpression.identifier("coder").dot("decodeObject")(
            SwiftArgument("of", SwiftExpression.identifier("NSString").dot("self")),
            SwiftArgument("forKey", .string(Self.restorationCoderKey)))
        return restorationMethod(
            documentation: [
                "Recreates a controller that `encodeRestorableState(with:)` saved, with the same layout: the restoration class",
                "of a controller created on demand with `init(codeInterfaceBuilderKey:)` (set `restorationClass` where it is",
                "created). Controllers created at launch need none: UIKit finds them by their restoration identifiers.",
            ],
            body: [
                // A key saved by an earlier version of the app may name a layout that no longer exists: no controller
                // then, as UIKit expects from a restoration class that cannot recreate one.
                .ifLet(
                    name: "key",
                    value: SwiftExpression.tuple([.unlabeled(.binary(decoded, "as", .identifier("String?")))]).dot(
                        "flatMap")(.unlabeled(.identifier("CodeInterfaceBuilderKey.init(rawValue:)"))),
                    body: [
                        .ifCondition(
                            SwiftExpression.identifier(starter.builderType).dot("layoutKeys").dot("contains")(
                                .unlabeled(.identifier("key"))),
                            body: [
                                .returnValue(
                                    SwiftExpression.identifier(starter.memberShadowedAlias ?? starter.className)(
                                        SwiftArgument("codeInterfaceBuilderKey", .identifier("key"))))
                            ], elseBody: nil)
                    ], elseBody: nil),
                .returnValue(.literal(.nil)),
            ])
    }

    /// An `override func` with the output's access: with `public` output the class is public (public factories
    /// return it), and an override in a public class must be as accessible as the class.
    func overriding(
        _ name: String, parameters: [SwiftParameter], documentation: SwiftDocumentation, body: [SwiftStatement]
    ) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: documentation, access: options.access, kind: .function(name: name), parameters: parameters,
            body: body)
        function.modifiers = ["override"]
        return function
    }

    /// `@MainActor private var name: UInt8 = 0`, whose address keys an associated object: extensions cannot add
    /// stored properties.
    func associatedObjectAddress(_ name: String, where keeps: String) -> SwiftVariable {
        SwiftVariable(
            documentation: SwiftDocumentation([
                "The address that names where \(keeps): extensions cannot add stored properties."
            ]),
            attributes: ["@MainActor"], access: .private, isMutable: true, name: name, type: "UInt8",
            value: .literal(.int(0)))
    }

    func setAssociatedObject(
        _ storage: String, value: SwiftExpression, on object: SwiftExpression = .identifier("self")
    ) -> SwiftExpression {
        SwiftExpression.identifier("objc_setAssociatedObject")(
            .unlabeled(object), .unlabeled(.identifier("&" + storage)), .unlabeled(value),
            .unlabeled(.dot("OBJC_ASSOCIATION_RETAIN_NONATOMIC")))
    }

    func getAssociatedObject(_ storage: String, on object: SwiftExpression = .identifier("self")) -> SwiftExpression {
        SwiftExpression.identifier("objc_getAssociatedObject")(
            .unlabeled(object), .unlabeled(.identifier("&" + storage)))
    }

    /// Where a controller's setup from `init(coder:)` and `awakeFromNib()` goes: the storyboard created it with
    /// `init(coder:)` ("Objects that conform to the NSCoding protocol (including all subclasses of UIView and
    /// UIViewController) are initialized using their initWithCoder: method") and then "The nib-loading
    /// infrastructure sends an awakeFromNib message to each object recreated from a nib archive"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib); this initializer goes
    /// through `init(nibName:bundle:)`, and nothing is recreated from an archive.
    static let nibSetupNote = [
        "",
        "Unlike the storyboard, nothing calls `init(coder:)` or `awakeFromNib()`: move the class's setup from them to",
        "`viewDidLoad()`, which runs for every controller of this class once its views and outlets exist. Setup that",
        "must run before the view loads (a tab's badge) goes at the end of this initializer, and where the app creates",
        "the controller otherwise: the `Scenes` factories use `init(nibName:bundle:)` and `configure(_:key:)`, not this.",
    ]

    /// The key the starter saves the layout key under in the restoration archive.
    static let restorationCoderKey = "codeInterfaceBuilderKey"
}

/// The names one starter uses.
struct StarterNames {
    var className: String
    var builderType: String
    var builderStorage: String { "codeInterfaceBuilderStorage" }
    var keyStorage: String { "codeInterfaceBuilderKeyStorage" }

    /// The file-private alias the starter's static members create the class by, where the class's own name could
    /// name one of its members: inside the class, `loadView(codeInterfaceBuilderKey:)` finds the `loadView()` method
    /// before the class `loadView` (Spot-Map's scene class). UIKit's Swift members all start in lower case ("Names
    /// of types and protocols are UpperCamelCase. Everything else is lowerCamelCase.", swift.org's API Design
    /// Guidelines), so a class whose name starts with a capital letter is named directly (`nil`).
    var memberShadowedAlias: String? {
        className.first?.isUppercase == true ? nil : "CodeInterfaceBuilderStarterClass"
    }
}
