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
        let optional = outlet.isOptional ? ", `nil` in layouts without it" : ""
        // A property Unboard adds (a container view, a popover's anchor, a table the starter connects) is no outlet;
        // an outlet Swift cannot declare (`Type`, kept as `Type_`) is one still.
        let documentation =
            outlet.model.isDeclaredByOwner || outlet.model.ownerName != outlet.model.name
            ? ["The `\(outlet.model.name)` outlet\(optional)."]
            : [
                "The `\(outlet.model.name)` \(Self.kind(of: outlet.model.type))\(optional), which the generated code reaches:",
                "no outlet of the app's class is set with it.",
            ]
        return .variable(
            SwiftVariable(
                documentation: SwiftDocumentation(documentation), access: options.access,
                name: outlet.model.name, type: outlet.typeText))
    }

    /// `view`, `bar button item`, `bar item` or `constraint`, after the property's type.
    private static func kind(of type: String) -> String {
        if type.hasSuffix("BarButtonItem") { return "bar button item" }
        if type.hasSuffix("BarItem") { return "bar item" }
        return type == "NSLayoutConstraint" ? "constraint" : "view"
    }
}
