extension BuilderFileTranslator {
    /// The starter `unboard migrate` writes once per view controller class: `<Class>+CodeInterfaceBuilder.swift`, an
    /// extension of the app's class that creates its views with the builder instead of loading them from a
    /// storyboard. `nil` when the builder's layouts are not scenes of one custom view controller class.
    public func starterFile(for builder: BuilderModel, sceneGraphs: [SceneGraphModel] = []) -> SwiftFile? {
        guard let (className, _) = starterOwner(builder) else { return nil }
        let starter = StarterNames(className: className, builderType: builder.typeName)
        let members: [SwiftDeclaration] = [
            .function(starterInitializer(starter)),
            .variable(starterKeyProperty(starter, defaultKey: builder.layouts[0].keyConstant)),
            .variable(starterBuilderProperty(starter)),
            .function(starterLoadView(builder, starter: starter, sceneGraphs: sceneGraphs)),
            .function(starterViewIsAppearing()),
            .function(starterTraitCollectionDidChange()),
            .function(starterEncodeRestorableState()),
            .function(starterRestoration(starter)),
        ]
        let storage = [starter.builderStorage, starter.keyStorage].map { name in
            SwiftDeclaration.variable(SwiftVariable(
                documentation: "The address that names where each controller keeps this value: extensions cannot add stored properties.",
                attributes: ["@MainActor"], access: .private, isMutable: true, name: name, type: "UInt8", value: .literal(.int(0))))
        }
        let extensionDeclaration = SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "`\(className)` with its views created in code by `\(builder.typeName)` instead of a storyboard.",
                "Create it with `\(className)(codeInterfaceBuilderKey:)` where the app instantiated the storyboard scene.",
            ]),
            name: className, conformances: ["UIViewControllerRestoration", Self.layoutSelectingProtocol], members: members)
        return SwiftFile(
            name: "\(className)+CodeInterfaceBuilder.swift",
            headerLines: [
                "Starter for `\(className)`, written by `unboard migrate` from \(builder.sourcePaths.joined(separator: ", ")).",
                "It is yours to edit: `unboard migrate` never overwrites it.",
            ],
            imports: ["UIKit"], declarations: storage + [.extensionOf(extensionDeclaration)], kind: "starter",
            context: ["className": .string(className), "builderType": .string(builder.typeName)])
    }

    /// The custom view controller class a starter extends, and its UIKit type: only when every layout of the builder
    /// is a scene (or xib) of that one class.
    func starterOwner(_ builder: BuilderModel) -> (className: String, type: String)? {
        let owners = Set(builder.layouts.compactMap(\.viewController))
        guard !builder.layouts.isEmpty, owners.count == 1, let owner = owners.first, let className = owner.customClass,
            builder.layouts.allSatisfy({ $0.viewController != nil })
        else { return nil }
        return (className, owner.type)
    }

    private func starterInitializer(_ starter: StarterNames) -> SwiftFunction {
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "Creates the controller with the layout `key` of `\(starter.builderType)`; its views are created when UIKit",
                "first asks for `view`, in `loadView()`.",
            ]),
            kind: .initializer, parameters: [SwiftParameter(label: "codeInterfaceBuilderKey", name: "key", type: "CodeInterfaceBuilderKey")],
            body: [
                .expression(SwiftExpression.identifier("self").dot("init")(SwiftArgument("nibName", .literal(.nil)), SwiftArgument("bundle", .literal(.nil)))),
                .assignment(.identifier("codeInterfaceBuilderKey"), .identifier("key")),
                .comment("State restoration saves controllers that have a restoration identifier, and recreates them with this class."),
                .assignment(.identifier("restorationIdentifier"), .identifier("key")),
                .assignment(.identifier("restorationClass"), SwiftExpression.identifier(starter.className).dot("self")),
            ])
        function.modifiers = ["convenience"]
        return function
    }

    private func starterKeyProperty(_ starter: StarterNames, defaultKey: String) -> SwiftVariable {
        var variable = SwiftVariable(
            documentation: SwiftDocumentation([
                "The layout `loadView()` creates: `.\(defaultKey)` unless set before the view loads (as",
                "`init(codeInterfaceBuilderKey:)` and the `Scenes` factories do).",
            ]),
            name: "codeInterfaceBuilderKey", type: "CodeInterfaceBuilderKey")
        let stored = SwiftExpression.binary(getAssociatedObject(starter.keyStorage), "as?", .identifier("CodeInterfaceBuilderKey"))
        variable.getter = [.expression(.binary(stored, "??", .dot(defaultKey)))]
        variable.setter = [.expression(setAssociatedObject(starter.keyStorage, value: .identifier("newValue")))]
        return variable
    }

    private func starterBuilderProperty(_ starter: StarterNames) -> SwiftVariable {
        var variable = SwiftVariable(
            documentation: "The builder that created the views and keeps their outlets, once `loadView()` ran.",
            name: "codeInterfaceBuilder", type: starter.builderType + "?")
        variable.getter = [.expression(.binary(getAssociatedObject(starter.builderStorage), "as?", .identifier(starter.builderType)))]
        return variable
    }

    private func starterViewIsAppearing() -> SwiftFunction {
        overriding(
            "viewIsAppearing", parameters: [SwiftParameter(label: "_", name: "animated", type: "Bool")],
            documentation: "The trait collection is final here, before the view appears: the right moment to apply size classes.",
            body: [
                .expression(SwiftExpression.identifier("super").dot("viewIsAppearing")(.unlabeled(.identifier("animated")))),
                .expression(SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("apply")(.unlabeled(.identifier("traitCollection")))),
            ])
    }

    private func starterTraitCollectionDidChange() -> SwiftFunction {
        let previous = SwiftParameter(label: "_", name: "previousTraitCollection", type: "UITraitCollection?")
        return overriding(
            "traitCollectionDidChange", parameters: [previous],
            documentation: "Before iOS 17, size-class changes arrive here; from iOS 17 on, the registration in `loadView()` handles them.",
            body: [
                .expression(SwiftExpression.identifier("super").dot("traitCollectionDidChange")(.unlabeled(.identifier("previousTraitCollection")))),
                .ifCondition(.identifier("#unavailable(iOS 17.0)"), body: [
                    .expression(SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot("apply")(.unlabeled(.identifier("traitCollection")))),
                ], elseBody: nil),
            ])
    }

    private func starterEncodeRestorableState() -> SwiftFunction {
        overriding(
            "encodeRestorableState", parameters: [SwiftParameter(label: "with", name: "coder", type: "NSCoder")],
            documentation: "Saves the layout key, so that state restoration recreates the same layout.",
            body: [
                .expression(SwiftExpression.identifier("super").dot("encodeRestorableState")(SwiftArgument("with", .identifier("coder")))),
                .expression(SwiftExpression.identifier("coder").dot("encode")(
                    .unlabeled(.identifier("codeInterfaceBuilderKey")), SwiftArgument("forKey", .string(Self.restorationCoderKey)))),
            ])
    }

    private func starterRestoration(_ starter: StarterNames) -> SwiftFunction {
        let decoded = SwiftExpression.identifier("coder").dot("decodeObject")(
            SwiftArgument("of", SwiftExpression.identifier("NSString").dot("self")), SwiftArgument("forKey", .string(Self.restorationCoderKey)))
        var function = SwiftFunction(
            documentation: "Recreates a controller that `encodeRestorableState(with:)` saved, with the same layout.",
            kind: .function(name: "viewController"),
            parameters: [
                SwiftParameter(label: "withRestorationIdentifierPath", name: "identifierComponents", type: "[String]"),
                SwiftParameter(name: "coder", type: "NSCoder"),
            ],
            returnType: "UIViewController?",
            body: [
                .variable(SwiftVariable(name: "key", value: decoded)),
                .returnValue(SwiftExpression.identifier("key").dot("map")(.unlabeled(.closure(SwiftClosure(parameters: [], body: [
                    .expression(SwiftExpression.identifier(starter.className)(
                        SwiftArgument("codeInterfaceBuilderKey", .binary(.identifier("$0"), "as", .identifier("String"))))),
                ]))))),
            ])
        function.isStatic = true
        return function
    }

    /// An `override func` with internal access: the starter's methods replace UIKit's, whatever the output's access.
    func overriding(_ name: String, parameters: [SwiftParameter], documentation: SwiftDocumentation, body: [SwiftStatement]) -> SwiftFunction {
        var function = SwiftFunction(documentation: documentation, kind: .function(name: name), parameters: parameters, body: body)
        function.modifiers = ["override"]
        return function
    }

    func setAssociatedObject(_ storage: String, value: SwiftExpression) -> SwiftExpression {
        SwiftExpression.identifier("objc_setAssociatedObject")(
            .unlabeled(.identifier("self")), .unlabeled(.identifier("&" + storage)), .unlabeled(value),
            .unlabeled(.dot("OBJC_ASSOCIATION_RETAIN_NONATOMIC")))
    }

    private func getAssociatedObject(_ storage: String) -> SwiftExpression {
        SwiftExpression.identifier("objc_getAssociatedObject")(.unlabeled(.identifier("self")), .unlabeled(.identifier("&" + storage)))
    }

    /// The key the starter saves the layout key under in the restoration archive.
    static let restorationCoderKey = "codeInterfaceBuilderKey"
}

/// The names one starter uses.
struct StarterNames {
    var className: String
    var builderType: String
    var builderStorage: String { "codeInterfaceBuilderStorage" }
    var keyStorage: String { "codeInterfaceBuilderKeyStorage" }
}
