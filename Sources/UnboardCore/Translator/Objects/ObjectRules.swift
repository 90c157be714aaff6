/// Rule builders for properties that hold objects a layout creates (bar items, navigation items) and for
/// properties of properties (a controller's `navigationItem`).
extension Rules {
    /// An object element (`<barButtonItem key="rightBarButtonItem">`), created by the layout and assigned to `path`.
    static func object(_ path: String...) -> ViewClass.ElementRule {
        { element, t in
            guard let name = t.scope?.translateObject(element, in: t.view.elementName) else { return }
            t.assignAfterObjects(path, .identifier(name))
        }
    }

    /// A list of object elements (`<rightBarButtonItems>`, a toolbar's `<items>`), assigned to `path` as an array.
    static func objects(_ path: String...) -> ViewClass.ElementRule {
        { element, t in
            guard let scope = t.scope, !element.children.isEmpty else { return }
            let names = element.children.compactMap { scope.translateObject($0, in: element.name) }
            t.assignAfterObjects(path, .array(names.map(SwiftExpression.identifier)))
        }
    }

    /// An element whose attributes and children set the properties of the property at `path`, by `objectClass`'s
    /// rules (a controller's `<navigationItem key="navigationItem">` sets `navigationItem.title`...).
    static func nested(_ objectClass: ViewClass, _ path: String...) -> ViewClass.ElementRule {
        { element, t in
            guard let scope = t.scope else { return }
            let nested = IBView(element, in: t.context.source, diagnostics: t.context.diagnostics)
            var translation = PropertyTranslation(context: t.context, view: nested, scope: scope)
            scope.applyObjectRules(objectClass, to: nested, translation: &translation)
            t.append(translation, under: path)
        }
    }
}
