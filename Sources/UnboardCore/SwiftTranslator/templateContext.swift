extension BuilderFileTranslator {
    /// `make()`, or no context when the run has no user template: only templates read a file's context, and the
    /// builder and scenes files' contexts walk every layout, outlet and scene again (1.2% of `generate` at 1 MB).
    func contextForTemplates(_ make: () -> [String: TemplateValue]) -> [String: TemplateValue] {
        options.templates.isEmpty ? [:] : make()
    }

    /// What a builder file's template sees besides the header, imports and body (see `Templates/README.md`).
    func templateContext(_ builder: BuilderModel) -> [String: TemplateValue] {
        [
            "access": .string(options.access.rawValue),
            "typeName": .string(builder.typeName),
            "className": .string(builder.className),
            "sourcePaths": .list(builder.sourcePaths.map(TemplateValue.string)),
            "layouts": .list(
                builder.layouts.map { layout in
                    .dictionary([
                        "key": .string(layout.key), "keyConstant": .string(layout.keyConstant),
                        "sourcePath": .string(layout.sourcePath), "line": .int(layout.line),
                        "variesBySizeClass": .bool(layout.sizeClasses.varies),
                    ])
                }),
            "outlets": .list(
                mergedOutlets(builder).filter(\.model.isOutlet).map { outlet in
                    .dictionary([
                        "name": .string(outlet.model.name), "type": .string(outlet.typeText),
                        "isOptional": .bool(outlet.isOptional), "isCollection": .bool(outlet.model.isCollection),
                    ])
                }),
            "actions": .list(
                mergedActions(builder).map { action in
                    .dictionary([
                        "name": .string(action.name), "selector": .string(action.selector),
                        "method": .string("add\(action.name)Action"),
                    ])
                }),
        ]
    }
}
