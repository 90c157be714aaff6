extension BuilderFileTranslator {
    /// The name of the key file, always the first file and so never numbered.
    static let keysFileName = "CodeInterfaceBuilderKey.swift"

    /// The file that declares `CodeInterfaceBuilderKey`, a case per layout, the protocol of controllers that are told
    /// their layout and the named font function.
    func keysFile(_ builders: [BuilderModel]) -> SwiftFile {
        keysFile(builders.map { IncrementalRecord.Builder($0, fileName: "") })
    }

    /// The key file from what it needs of each builder, so that a run that redoes some builders can list the layouts
    /// of those it keeps as they are.
    func keysFile(_ builders: [IncrementalRecord.Builder]) -> SwiftFile {
        let layouts = builders.flatMap { builder in builder.layouts.map { (builder, $0) } }
            .sorted { $0.1.keyConstant < $1.1.keyConstant }
        let cases: [SwiftDeclaration] = layouts.map { builder, layout in
            .enumCase(
                SwiftDocumentation(["The layout of `\(builder.className)` in \(layout.sourcePath)."]),
                name: layout.keyConstant, rawValue: layout.key)
        }
        let paths = Array(Set(builders.flatMap(\.sourcePaths))).sorted()
        let keys: [TemplateValue] = layouts.map { builder, layout in
            .dictionary([
                "constant": .string(layout.keyConstant), "value": .string(layout.key),
                "className": .string(builder.className),
                "builder": .string(builder.typeName), "sourcePath": .string(layout.sourcePath),
            ])
        }
        return SwiftFile(
            name: Self.keysFileName, headerLines: Self.header(paths), imports: ["UIKit"],
            declarations: [
                .enumeration(keyTypeDeclaration(cases: cases)),
                .protocolDeclaration(layoutSelectingProtocolDeclaration()),
                .extensionOf(namedFontExtension()),
            ], kind: "keys",
            context: [
                "access": .string(options.access.rawValue), "sourcePaths": .list(paths.map(TemplateValue.string)),
                "keys": .list(keys),
            ])
    }

    /// `enum CodeInterfaceBuilderKey`, a case per layout: a type of its own, so that the keys are no members of
    /// `String`; its `rawValue` is the layout's name, which state restoration encodes. An enum rather than a struct of
    /// constants, because a builder's `switch` over its keys then matches cases, where a struct's constants are
    /// matched through `~=`, which takes the type checker about 0.3 ms more a case.
    private func keyTypeDeclaration(cases: [SwiftDeclaration]) -> SwiftTypeDeclaration {
        let functions: [SwiftDeclaration] = [.function(selectFunction()), .function(noLayoutFunction())]
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "Names one layout of a `CodeInterfaceBuilder`: a scene of a storyboard, or a xib. Its `rawValue`",
                "(`\"<document>.<scene>\"`, with the folder when documents share a name) can be encoded for state restoration;",
                "`init(rawValue:)` gives `nil` for a name no layout has.",
            ]),
            access: options.access, name: "CodeInterfaceBuilderKey",
            conformances: cases.isEmpty
                ? ["RawRepresentable", "Hashable", "Sendable"] : ["String", "Hashable", "Sendable"],
            members: (cases.isEmpty ? noCaseRawValueMembers() : cases) + functions)
    }

    /// With no layout, the enum has no case and so no raw type ("an enum with no cases cannot declare a raw type"):
    /// it declares `RawRepresentable`'s members itself, so that its API is the same.
    private func noCaseRawValueMembers() -> [SwiftDeclaration] {
        var initializer = SwiftFunction(
            documentation: "`nil`: there is no layout.", access: options.access, kind: .initializer,
            parameters: [SwiftParameter(name: "rawValue", type: "String")], body: [.returnValue(.literal(.nil))])
        initializer.isFailable = true
        var rawValue = SwiftVariable(
            documentation: "The layout's name (there is no layout).", access: options.access, name: "rawValue",
            type: "String")
        rawValue.getter = [.switchOver(.identifier("self"), cases: [], defaultBody: nil)]
        return [.function(initializer), .variable(rawValue)]
    }

    /// `UIFont.codeInterfaceBuilderFont(named:size:)` (`FontExpression.namedFontFunction`), with which builders
    /// create a font a document names. In this file because every output has it (the support file is optional). Not
    /// `public` with `--access public`: it is the builders' own, not the app's API.
    private func namedFontExtension() -> SwiftTypeDeclaration {
        // `init?(name fontName: String, size fontSize: CGFloat)`, "fontName: The fully specified name of the font."
        // (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)); that it is nil for a name no
        // installed font has is unverified (the page says only that it is failable).
        let size = SwiftExpression.identifier("size")
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "The font whose PostScript name is `name`, at `size` points; the system font of that size when the app",
                "has no font of that name (the name is mistyped, or the font was not added to the app).",
            ]),
            kind: .function(name: FontExpression.namedFontFunction),
            parameters: [
                SwiftParameter(label: "named", name: "name", type: "String"),
                SwiftParameter(name: "size", type: "CGFloat"),
            ],
            returnType: "UIFont",
            body: [
                .returnValue(
                    .binary(
                        SwiftExpression.identifier("UIFont")(
                            SwiftArgument("name", .identifier("name")), SwiftArgument("size", size)),
                        "??", SwiftExpression.identifier("UIFont").dot("systemFont")(SwiftArgument("ofSize", size))))
            ])
        function.isStatic = true
        return SwiftTypeDeclaration(name: "UIFont", members: [.function(function)])
    }

    /// `fail(noLayoutIn:)`, the `default` of every builder's switch over its keys (`noLayoutFailure(_:)`).
    private func noLayoutFunction() -> SwiftFunction {
        SwiftFunction(
            documentation: "Stops the app: `builder` has no layout of this key (a programming error).",
            access: options.access, kind: .function(name: Self.noLayoutFunction),
            parameters: [SwiftParameter(label: "noLayoutIn", name: "builder", type: "String")],
            returnType: "Never",
            body: [
                .expression(
                    SwiftExpression.identifier("preconditionFailure")(
                        .unlabeled(
                            .binary(
                                .binary(.identifier("builder"), "+", .string(" has no layout named ")), "+",
                                .identifier("rawValue")))))
            ])
    }

    /// The name of the protocol through which `Scenes` factories choose the layout of a class with several.
    static let layoutSelectingProtocol = "CodeInterfaceBuilderLayoutSelecting"

    /// `select(for:)`, with which the `Scenes` factories tell a controller its layout. The parameter is `AnyObject`
    /// so that the cast compiles without a warning whether the class adopts the protocol or not, and whether or not it
    /// is final: cast from the class itself, it would warn that it always succeeds, or always fails.
    private func selectFunction() -> SwiftFunction {
        let selecting = SwiftExpression.binary(
            .identifier("controller"), "as?", .identifier("any " + Self.layoutSelectingProtocol))
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "Makes this the layout `controller` creates when its class adopts `\(Self.layoutSelectingProtocol)`",
                "(a `migrate` starter does), and returns `true`; leaves any other controller as it is, and returns `false`.",
            ]),
            access: options.access, kind: .function(name: "select"),
            parameters: [SwiftParameter(label: "for", name: "controller", type: "AnyObject")],
            returnType: "Bool",
            body: [
                .ifLet(
                    name: "selecting", value: selecting,
                    body: [
                        .assignment(
                            SwiftExpression.identifier("selecting").dot("codeInterfaceBuilderKey"), .identifier("self")),
                        .returnValue(.literal(.bool(true))),
                    ], elseBody: nil),
                .returnValue(.literal(.bool(false))),
            ])
        function.attributes = ["@MainActor", "@discardableResult"]
        return function
    }

    /// `protocol CodeInterfaceBuilderLayoutSelecting`: a controller that creates its views in the layout it is told.
    func layoutSelectingProtocolDeclaration() -> SwiftTypeDeclaration {
        SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "A view controller that creates its views with a `CodeInterfaceBuilder` in the layout `codeInterfaceBuilderKey`",
                "names. The `Scenes` factories set it for a class that several scenes lay out; `unboard migrate` starters adopt it.",
            ]),
            attributes: ["@MainActor"], access: options.access, name: Self.layoutSelectingProtocol,
            conformances: ["AnyObject"],
            members: [
                .variable(
                    SwiftVariable(
                        documentation: "The layout to create; set before the view loads.", isMutable: true,
                        name: "codeInterfaceBuilderKey",
                        type: "CodeInterfaceBuilderKey"))
            ])
    }
}
