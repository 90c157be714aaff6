extension BuilderFileTranslator {
    /// `view(named:)`: a switch over the IB names (`name` runtime attributes and outline labels) of the views the
    /// builder keeps, for code that finds views by name rather than by outlet. Empty when no view has a name.
    func namedViewFunction(_ outlets: [MergedOutlet]) -> [SwiftDeclaration] {
        var seen: Set<String> = []
        let named = outlets.compactMap { outlet in outlet.model.interfaceBuilderName.map { ($0, outlet.model.name) } }
            .sorted { $0.0 < $1.0 }
            .filter { seen.insert($0.0).inserted }
        guard !named.isEmpty else { return [] }
        let cases = named.map { name, property in
            // `self.`: a view may be named like the parameter (`name`).
            SwiftSwitchCase(
                patterns: [.string(name)], body: [.returnValue(SwiftExpression.identifier("self").dot(property))])
        }
        return [
            .function(
                SwiftFunction(
                    documentation: SwiftDocumentation([
                        "The view Interface Builder names `name` (its `name` runtime attribute or its label in the document",
                        "outline), `nil` when this layout has none of that name.",
                    ]),
                    access: options.access, kind: .function(name: "view"),
                    parameters: [SwiftParameter(label: "named", name: "name", type: "String")], returnType: "UIView?",
                    body: [.switchOver(.identifier("name"), cases: cases, defaultBody: [.returnValue(.literal(.nil))])])
            )
        ]
    }

    /// The declaration of an outlet, or of a view kept only for `view(named:)` (private: `view(named:)` is its API).
    func outletDeclaration(_ outlet: MergedOutlet) -> SwiftDeclaration {
        guard outlet.model.isOutlet else {
            return .variable(SwiftVariable(access: .private, name: outlet.model.name, type: outlet.typeText))
        }
        return .variable(
            SwiftVariable(
                documentation: SwiftDocumentation([
                    "The `\(outlet.model.name)` outlet\(outlet.isOptional ? ", `nil` in layouts without it" : "")."
                ]),
                access: options.access, name: outlet.model.name, type: outlet.typeText))
    }
}
