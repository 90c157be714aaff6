extension TranslationContext {
    /// A user-visible string: `NSLocalizedString("<objectID>.<property>", tableName: "<document>", ...)` with the
    /// base text as its value in a localized document, so the app's existing `.strings` files keep working; the
    /// literal otherwise.
    func text(_ value: String, objectID: String, property: String) -> SwiftExpression {
        guard let bundle = localizationBundle else { return .string(value) }
        let key = "\(objectID).\(property)"
        usedLocalizationKeys.insert(key)
        return SwiftExpression.identifier("NSLocalizedString")(
            .unlabeled(.string(key)), SwiftArgument("tableName", .string(document.name)),
            SwiftArgument("bundle", .identifier(bundle)), SwiftArgument("value", .string(value)),
            SwiftArgument("comment", .string("")))
    }
}

extension Rules {
    /// A string Interface Builder localizes under the attribute's name (`text`, `placeholder`, `title`, `prompt`).
    static func text(_ property: String) -> ViewClass.AttributeRule {
        { value, t in t.assign(property, value: t.context.text(value, objectID: t.view.id, property: property)) }
    }

    /// The same string written as an element (`<string key="text">` for multi-line text).
    static func textElement(_ property: String) -> ViewClass.ElementRule {
        { element, t in
            t.assign(property, value: t.context.text(element.text ?? "", objectID: t.view.id, property: property))
        }
    }
}
