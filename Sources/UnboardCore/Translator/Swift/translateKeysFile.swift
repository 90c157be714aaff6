extension BuilderFileTranslator {
    /// The file that declares `CodeInterfaceBuilderKey` and one constant per layout.
    func keysFile(_ builders: [BuilderModel]) -> SwiftFile {
        let layouts = builders.flatMap { builder in
            builder.layouts.map { (builder, (key: $0.key, keyConstant: $0.keyConstant, sourcePath: $0.sourcePath)) }
                + builder.controllerLayouts.map { (builder, (key: $0.key, keyConstant: $0.keyConstant, sourcePath: $0.sourcePath)) }
        }.sorted { $0.1.keyConstant < $1.1.keyConstant }
        let constants: [SwiftDeclaration] = layouts.map { builder, layout in
            .variable(SwiftVariable(
                documentation: SwiftDocumentation(["The layout of `\(builder.className)` in \(layout.sourcePath)."]),
                access: options.access, isStatic: true, name: layout.keyConstant, type: "CodeInterfaceBuilderKey",
                value: .string(layout.key)))
        }
        let paths = Array(Set(builders.flatMap(\.sourcePaths))).sorted()
        let keys: [TemplateValue] = layouts.map { builder, layout in
            .dictionary([
                "constant": .string(layout.keyConstant), "value": .string(layout.key), "className": .string(builder.className),
                "builder": .string(builder.typeName), "sourcePath": .string(layout.sourcePath),
            ])
        }
        return SwiftFile(
            name: "CodeInterfaceBuilderKey.swift", headerLines: Self.header(paths), imports: [],
            declarations: [
                .typeAlias(
                    SwiftDocumentation([
                        "Names one layout of a `CodeInterfaceBuilder`: a scene of a storyboard, or a xib.",
                        "It is a string so that it can be encoded for state restoration.",
                    ]),
                    access: options.access, name: "CodeInterfaceBuilderKey", existing: "String"),
                .extensionOf(SwiftTypeDeclaration(name: "CodeInterfaceBuilderKey", members: constants)),
            ], kind: "keys",
            context: ["access": .string(options.access.rawValue), "sourcePaths": .list(paths.map(TemplateValue.string)), "keys": .list(keys)])
    }
}
