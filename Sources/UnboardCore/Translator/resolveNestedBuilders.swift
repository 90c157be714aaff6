extension InterfaceTranslator {
    /// The classes input xibs lay out; without a xib among the inputs there is nothing to nest.
    static func nestedXibIndex(_ contexts: [TranslationContext], diagnostics: DiagnosticCollector) -> NestedXibIndex {
        guard contexts.contains(where: { $0.document.kind == .xib }) else { return .empty }
        return NestedXibIndex(contexts, diagnostics: diagnostics)
    }

    /// Names each nested builder by its final type and key constant, known only once all builders are made (a
    /// key constant may have been made unique with a number).
    static func resolveNestedBuilders(_ builders: inout [BuilderModel]) {
        var byKey: [String: (typeName: String, keyConstant: String)] = [:]
        for builder in builders {
            for layout in builder.layouts { byKey[layout.key] = (builder.typeName, layout.keyConstant) }
        }
        for b in builders.indices {
            for l in builders[b].layouts.indices {
                builders[b].layouts[l].root.resolveNestedBuilders { nested in
                    guard let found = byKey[nested.key] else { return nested }
                    var resolved = nested
                    resolved.typeName = found.typeName
                    resolved.keyConstant = found.keyConstant
                    return resolved
                }
            }
        }
    }
}
