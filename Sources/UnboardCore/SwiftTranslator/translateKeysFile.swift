extension BuilderFileTranslator {
    /// The name of the key constants file, always the first file and so never numbered.
    static let keysFileName = "CodeInterfaceBuilderKey.swift"

    /// The file that declares `CodeInterfaceBuilderKey` and one constant per layout.
    func keysFile(_ builders: [BuilderModel]) -> SwiftFile {
        keysFile(builders.map { IncrementalRecord.Builder($0, fileName: "") })
    }

    /// The key constants file from what it needs of each builder, so that a run that redoes some builders can list
    /// the layouts of those it keeps as they are.
    func keysFile(_ builders: [IncrementalRecord.Builder]) -> SwiftFile {
        let layouts = builders.flatMap { builder in builder.layouts.map { (builder, $0) } }
            .sorted { $0.1.keyConstant < $1.1.keyConstant }
        let constants: [SwiftDeclaration] = layouts.map { builder, layout in
            .variable(
                SwiftVariable(
                    documentation: SwiftDocumentation(["The layout of `\(builder.className)` in \(layout.sourcePath)."]
                    ),
                    access: options.access, isStatic: true, name: layout.keyConstant,
                    value: SwiftExpression.identifier("CodeInterfaceBuilderKey")(
                        SwiftArgument("rawValue", .string(layout.key)))))
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
            name: Self.keysFileName, headerLines: Self.header(paths), imports: [],
            declarations: [
                .structure(keyTypeDeclaration()),
                .extensionOf(SwiftTypeDeclaration(name: "CodeInterfaceBuilderKey", members: constants)),
                .protocolDeclaration(layoutSelectingProtocolDeclaration()),
            ], kind: "keys",
            context: [
                "access": .string(options.access.rawValue), "sourcePaths": .list(paths.map(TemplateValue.string)),
                "keys": .list(keys),
            ])
    }

    /// `struct CodeInterfaceBuilderKey`: a type of its own, so that the constants are no members of `String`; its
    /// `rawValue` is the layout's name, which state restoration encodes.
    private func keyTypeDeclaration() -> SwiftTypeDeclaration {
        let initializer = SwiftFunction(
            documentation: "The key of the layout named `rawValue`; a builder's `layoutKeys` lists those it creates.",
            access: options.access, kind: .initializer,
            parameters: [SwiftParameter(name: "rawValue", type: "String")],
            body: [.assignment(SwiftExpression.identifier("self").dot("rawValue"), .identifier("rawValue"))])
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "Names one layout of a `CodeInterfaceBuilder`: a scene of a storyboard, or a xib. Its `rawValue`",
                "(`\"<document>.<scene>\"`, with the folder when documents share a name) can be encoded for state restoration.",
            ]),
            access: options.access, name: "CodeInterfaceBuilderKey",
            conformances: ["RawRepresentable", "Hashable", "Sendable"],
            members: [
                .variable(
                    SwiftVariable(
                        documentation: "The layout's name.", access: options.access, name: "rawValue", type: "String")),
                .function(initializer), .function(selectFunction()), .function(noLayoutFunction()),
            ])
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
