extension IBView {
    /// The string a designer gave the view with a `name` runtime attribute, to find it without an outlet.
    var runtimeName: String? {
        let attributes = property("userDefinedRuntimeAttributes")?.children ?? []
        let name = attributes.first { $0.attributes["keyPath"] == "name" && $0.attributes["type"] == "string" }
        return name?.attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The name `view(named:)` finds the view by: its `name` runtime attribute, else its label in IB's outline.
    var interfaceBuilderName: String? { runtimeName ?? userLabel }
}

extension LayoutScope {
    /// The outlets, with the IB name of each outlet's view, followed by the views that have an IB name but no
    /// outlet, as builder properties named like their local variables (what `view(named:)` returns).
    func addingNamedViews(_ views: [IBView], rootID: String, to outlets: [OutletModel]) -> [OutletModel] {
        var result = outlets
        var named: Set<String> = []
        for view in views where view.id != rootID {
            guard let ibName = view.interfaceBuilderName, let localName = viewNames[view.id],
                let type = viewTypes[view.id],
                named.insert(ibName).inserted
            else { continue }
            if let index = result.firstIndex(where: { !$0.isCollection && $0.targets == [localName] }) {
                result[index].interfaceBuilderName = ibName
            } else {
                var model = OutletModel(name: localName, type: type, targets: [localName], isCollection: false)
                model.interfaceBuilderName = ibName
                model.isOutlet = false
                result.append(model)
            }
        }
        return result
    }
}
