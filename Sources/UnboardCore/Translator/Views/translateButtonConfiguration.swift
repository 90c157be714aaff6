extension ViewClass {
    /// `<buttonConfiguration key="configuration" style="plain" title="..." image="...">`: a `UIButton.Configuration`,
    /// which is iOS 15 API and set inside `if #available` below that deployment target.
    static let translateButtonConfiguration: ElementRule = { element, t in
        let context = t.context
        let setting = context.assumingAvailability(of: "15.0") { configurationSetting(element, context) }
        t.add(
            t.context.needsAvailabilityGuard(since: "15.0") ? .available(version: "15.0", settings: [setting]) : setting
        )
    }

    /// The configuration's assignment, its values translated for code that runs on iOS 15.
    private static func configurationSetting(_ element: IBElement, _ context: TranslationContext) -> ViewSetting {
        let style = context.enumeration(
            element.attributes["style"] ?? "plain", in: buttonConfigurationStyles, attribute: "style",
            line: element.line,
            element: element.name)
        let configuration = SwiftExpression.identifier("configuration")
        var body: [SwiftStatement] = [
            .variable(
                SwiftVariable(
                    isMutable: true, name: "configuration",
                    value: SwiftExpression.identifier("UIButton").dot("Configuration").dot(
                        memberName(style ?? .dot("plain")))()))
        ]
        for pair in element.attributes where !["key", "style", "catalog"].contains(pair.name) {
            guard let value = configurationValue(pair.name, pair.value, element: element, context: context) else {
                context.unsupportedAttribute(pair.name, on: element.name, line: element.line)
                continue
            }
            body.append(.assignment(configuration.dot(value.property), value.expression))
        }
        for child in element.children {
            guard let property = child.key, let value = configurationValue(child, context: context) else {
                context.unsupportedElement(child, in: element.name)
                continue
            }
            body.append(.assignment(configuration.dot(property), value))
        }
        let plain = SwiftExpression.identifier("UIButton").dot("Configuration").dot(
            memberName(style ?? .dot("plain")))()
        body.append(.returnValue(configuration))
        // A configuration with nothing to set is the factory's value itself (a `var` never changed is a warning).
        let value =
            body.count == 2 ? plain : SwiftExpression.call(.closure(SwiftClosure(parameters: [], body: body)), [])
        return ViewSetting.assign(path: ["configuration"], value: value)
    }

    /// `UIButton.Configuration`'s factory methods.
    static let buttonConfigurationStyles = Dictionary(
        uniqueKeysWithValues: [
            "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent",
        ].map { ($0, $0) })

    private static func memberName(_ member: SwiftExpression) -> String {
        if case .member(nil, let name) = member { return name }
        return "plain"
    }

    /// An attribute of the configuration: its property and value.
    private static func configurationValue(
        _ name: String, _ value: String, element: IBElement, context: TranslationContext
    ) -> (property: String, expression: SwiftExpression)? {
        func number() -> SwiftExpression? {
            context.number(value, attribute: name, line: element.line).map(SwiftExpression.number)
        }
        func member(_ names: [String], _ property: String) -> (String, SwiftExpression)? {
            names.contains(value) ? (property, .dot(value)) : nil
        }
        switch name {
        case "title", "subtitle": return (name, .string(value))
        case "image": return ("image", context.image(named: value))
        case "imagePadding", "titlePadding": return number().map { (name, $0) }
        case "showsActivityIndicator": return (name, .literal(.bool(value == "YES")))
        case "imagePlacement": return member(["leading", "trailing", "top", "bottom"], "imagePlacement")
        case "cornerStyle": return member(["fixed", "dynamic", "small", "medium", "large", "capsule"], "cornerStyle")
        case "buttonSize": return member(["mini", "small", "medium", "large"], "buttonSize")
        case "titleAlignment": return member(["automatic", "leading", "center", "trailing"], "titleAlignment")
        default: return nil
        }
    }

    /// A child element of the configuration (`<color key="baseForegroundColor">`), as the value of the property its key names.
    private static func configurationValue(_ child: IBElement, context: TranslationContext) -> SwiftExpression? {
        switch (child.name, child.key) {
        case ("color", "baseForegroundColor"), ("color", "baseBackgroundColor"): context.color(child)
        case ("imageReference", "image"): context.imageReference(child)
        case ("preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"):
            context.symbolConfiguration(child)
        case ("directionalEdgeInsets", "contentInsets"):
            EdgeInsetsExpression(.directional, child).expression
        default: nil
        }
    }
}
