extension LayoutScope {
    /// Objects a view's construction needs, created just before it, and that construction: a collection view's
    /// layout, a web view's configuration.
    func translatePrelude(of view: IBView, type: String) -> (objects: [ObjectNode], construction: SwiftExpression)? {
        switch view.elementName {
        case "collectionView": collectionViewLayout(of: view, type: type)
        case "wkWebView": webViewConfiguration(of: view, type: type)
        default: nil
        }
    }

    private func collectionViewLayout(
        of view: IBView, type: String
    ) -> (objects: [ObjectNode], construction: SwiftExpression)? {
        guard let element = view.properties.first(where: { $0.key == "collectionViewLayout" }),
            let layout = makeObject(element, in: view.elementName)
        else { return nil }
        let construction = SwiftExpression.identifier(type)(
            SwiftArgument("frame", .dot("zero")), SwiftArgument("collectionViewLayout", .identifier(layout.name)))
        return ([layout], construction)
    }

    /// `<wkWebViewConfiguration key="configuration">`: which media need a user action to play; other settings are
    /// reported. WebKit copies the configuration when the view is created, so it is set up first.
    private func webViewConfiguration(
        of view: IBView, type: String
    ) -> (objects: [ObjectNode], construction: SwiftExpression)? {
        guard let element = view.property("wkWebViewConfiguration", key: "configuration") else { return nil }
        var settings: [ViewSetting] = []
        for pair in element.attributes where pair.name != "key" {
            context.unsupportedAttribute(pair.name, on: element.name, line: element.line)
        }
        for child in element.children {
            switch (child.name, child.key) {
            case ("audiovisualMediaTypes", "mediaTypesRequiringUserActionForPlayback"):
                let types =
                    child.attributes["all"] == "YES"
                    ? ["all"] : ["audio", "video"].filter { child.attributes.bool($0) == true }
                settings.append(
                    .assign(
                        path: ["mediaTypesRequiringUserActionForPlayback"],
                        value: .array(types.map(SwiftExpression.dot))))
            case ("wkPreferences", "preferences") where child.attributes.pairs.count == 1 && child.children.isEmpty:
                continue
            default:
                context.unsupportedElement(child, in: element.name)
            }
        }
        let name = self.name(
            viewID: view.id + ".configuration", type: "WKWebViewConfiguration",
            preferred: (viewNames[view.id] ?? "webView") + "Configuration")
        let configuration = ObjectNode(
            id: view.id + ".configuration", name: name, type: "WKWebViewConfiguration",
            baseType: "WKWebViewConfiguration",
            construction: SwiftExpression.identifier("WKWebViewConfiguration")(), settings: settings, line: element.line
        )
        let construction = SwiftExpression.identifier(type)(
            SwiftArgument("frame", .dot("zero")), SwiftArgument("configuration", .identifier(name)))
        return ([configuration], construction)
    }
}
