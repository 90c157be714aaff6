extension Rules {
    /// `<userDefinedRuntimeAttributes>`, which Interface Builder allows on every object.
    static let runtimeAttributes: ViewClass.ElementRule = { element, t in t.translateRuntimeAttributes(element) }
}

extension PropertyTranslation {
    /// `<userDefinedRuntimeAttributes>`: a typed assignment where the key path is a known UIKit property of a view
    /// (`layer.cornerRadius = 8`), `setValue(_:forKeyPath:)` (what Interface Builder itself calls) for the rest.
    mutating func translateRuntimeAttributes(_ element: IBElement) {
        var localizedIndex = 0
        for attribute in element.children {
            guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute.attributes["keyPath"],
                !keyPath.isEmpty
            else {
                context.unsupportedElement(attribute, in: element.name)
                continue
            }
            let a = attribute.attributes
            let type = a["type"] ?? ""
            // The `name` people give views to find them without an outlet: `view(named:)`'s key, and the view's
            // `name` where the support file or the app declares it on `UIView` (UIKit's classes have no such key).
            if keyPath == "name", type == "string", isView {
                if context.viewNames != .builder {
                    // An empty name names nothing (`IBView.runtimeName`), so it is not assigned either.
                    if let name = a["value"], !name.isEmpty { assignPath(["name"], .string(name)) }
                    continue
                }
                if view.customClass == nil { continue }
            }
            guard let value = runtimeAttributeValue(attribute, type: type, localizedIndex: &localizedIndex) else {
                continue
            }
            if isView, let typed = RuntimeAttributeValue.typedKeyPaths[keyPath], typed.type == type {
                assignPath(typed.path, typed.path.first == "layer" && type == "color" ? value.cgColor : value.typed)
            } else {
                call("setValue", .unlabeled(value.object), SwiftArgument("forKeyPath", .string(keyPath)))
            }
        }
    }

    /// Whether the object is a view (which has a `layer`), not a controller, bar item or gesture recognizer.
    private var isView: Bool { ViewClassRegistry.viewClass(for: view.elementName) != nil }

    private func runtimeAttributeValue(
        _ attribute: IBElement, type: String, localizedIndex: inout Int
    ) -> RuntimeAttributeValue? {
        let a = attribute.attributes
        let child = attribute.children.first { $0.key == "value" }
        switch type {
        case "boolean":
            return RuntimeAttributeValue(.literal(.bool(a["value"] == "YES")))
        case "string":
            return RuntimeAttributeValue(.string(a["value"] ?? ""))
        case "localizedString":
            let key = "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(localizedIndex)]"
            localizedIndex += 1
            return RuntimeAttributeValue(context.text(a["value"] ?? "", objectID: view.id, property: key))
        case "number":
            return numberValue(child)
        case "point", "size", "rect", "range":
            return geometryValue(type, child)
        case "color":
            return child.flatMap(context.color).map(RuntimeAttributeValue.init)
        case "image":
            return RuntimeAttributeValue(context.image(named: a["value"] ?? ""))
        case "nil":
            return RuntimeAttributeValue(.literal(.nil))
        default:
            context.warning(
                "runtime attribute '\(a["keyPath"] ?? "")' has unknown type '\(type)' and is not translated",
                line: attribute.line,
                element: attribute.name, category: .unsupportedAttribute, subject: "runtime attribute type '\(type)'")
            return nil
        }
    }

    private func numberValue(_ element: IBElement?) -> RuntimeAttributeValue? {
        guard let element, let text = element.attributes["value"] else { return malformed(element) }
        if element.name == "integer", let integer = Int(text) { return RuntimeAttributeValue(.literal(.int(integer))) }
        return context.number(text, attribute: "value", line: element.line, element: element.name).map {
            RuntimeAttributeValue(.number($0))
        }
    }

    /// `CGPoint(x:y:)` assigned, `NSValue(cgPoint:)` through key-value coding (which unboxes it like IB does).
    private func geometryValue(_ type: String, _ element: IBElement?) -> RuntimeAttributeValue? {
        let shapes: [String: (element: String, swiftType: String, box: String, labels: [String])] = [
            "point": ("point", "CGPoint", "cgPoint", ["x", "y"]),
            "size": ("size", "CGSize", "cgSize", ["width", "height"]),
            "rect": ("rect", "CGRect", "cgRect", ["x", "y", "width", "height"]),
            "range": ("range", "NSRange", "range", ["location", "length"]),
        ]
        guard let shape = shapes[type], let element, element.name == shape.element else { return malformed(element) }
        var arguments: [SwiftArgument] = []
        for label in shape.labels {
            guard let number = element.attributes[label].flatMap(Double.init) else { return malformed(element) }
            arguments.append(SwiftArgument(label, type == "range" ? .literal(.int(Int(number))) : .number(number)))
        }
        let value = SwiftExpression.call(.identifier(shape.swiftType), arguments)
        return RuntimeAttributeValue(
            typed: value, object: SwiftExpression.identifier("NSValue")(SwiftArgument(shape.box, value)))
    }

    private func malformed(_ element: IBElement?) -> RuntimeAttributeValue? {
        context.warning(
            "runtime attribute value <\(element?.name ?? "missing")> is malformed and is not translated",
            line: element?.line ?? view.line,
            element: element?.name, category: .unsupportedElement, subject: "malformed runtime attribute value")
        return nil
    }
}

/// A runtime attribute's value as a typed Swift expression and as the object key-value coding takes.
struct RuntimeAttributeValue {
    /// The value for a typed assignment (`CGSize(width: 1, height: 2)`).
    var typed: SwiftExpression
    /// The value for `setValue(_:forKeyPath:)`: the same, or boxed in an `NSValue` where Swift would not box it.
    var object: SwiftExpression

    init(_ value: SwiftExpression) {
        typed = value
        object = value
    }

    init(typed: SwiftExpression, object: SwiftExpression) {
        self.typed = typed
        self.object = object
    }

    /// The `CGColor` a layer takes: `UIColor(named:)` is optional, so it is chained.
    var cgColor: SwiftExpression {
        if case .call(.identifier("UIColor"), let arguments) = typed, arguments.first?.label == "named" {
            return SwiftExpression.optionalChain(typed).dot("cgColor")
        }
        return typed.dot("cgColor")
    }

    /// Key paths of `UIView` (and its layer) assigned with their Swift name when IB's type matches theirs.
    static let typedKeyPaths: [String: (type: String, path: [String])] = [
        "layer.cornerRadius": ("number", ["layer", "cornerRadius"]),
        "layer.borderWidth": ("number", ["layer", "borderWidth"]),
        "layer.masksToBounds": ("boolean", ["layer", "masksToBounds"]),
        "layer.borderColor": ("color", ["layer", "borderColor"]),
        "layer.shadowColor": ("color", ["layer", "shadowColor"]),
        "layer.shadowOpacity": ("number", ["layer", "shadowOpacity"]),
        "layer.shadowRadius": ("number", ["layer", "shadowRadius"]),
        "layer.shadowOffset": ("size", ["layer", "shadowOffset"]),
        "layer.zPosition": ("number", ["layer", "zPosition"]),
        "clipsToBounds": ("boolean", ["clipsToBounds"]),
        "hidden": ("boolean", ["isHidden"]),
        "alpha": ("number", ["alpha"]),
        "backgroundColor": ("color", ["backgroundColor"]),
        "tintColor": ("color", ["tintColor"]),
        "accessibilityIdentifier": ("string", ["accessibilityIdentifier"]),
    ]
}
