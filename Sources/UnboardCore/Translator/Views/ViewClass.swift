/// How one IB element name becomes a UIKit view: its Swift type, how it is created, and which attributes and
/// child elements it translates. Anything a class does not list is reported as unsupported.
struct ViewClass: Sendable {
    typealias AttributeRule = @Sendable (_ value: String, _ translation: inout PropertyTranslation) -> Void
    typealias ElementRule = @Sendable (_ element: IBElement, _ translation: inout PropertyTranslation) -> Void

    /// The UIKit (or MapKit, WebKit) type.
    var swiftType: String
    /// The module to import besides UIKit, when the type lives elsewhere.
    var module: String?
    /// Attribute rules by attribute name.
    var attributes: [String: AttributeRule] = [:]
    /// Element rules by `name` or `name:key`.
    var elements: [String: ElementRule] = [:]
    /// Attribute values that equal the class's own default in code, so they need no assignment.
    var defaults: [String: String] = [:]
    /// Attributes read by `construction` rather than by a rule.
    var constructionAttributes: Set<String> = []
    /// How the view is created; `Type()` when `nil`.
    var construction: (@Sendable (IBView, TranslationContext) -> SwiftExpression)?

    /// Adds another class's rules under this one's (this class wins on conflicts).
    func inheriting(from parent: ViewClass) -> ViewClass {
        var merged = self
        merged.attributes.merge(parent.attributes) { own, _ in own }
        merged.elements.merge(parent.elements) { own, _ in own }
        merged.defaults.merge(parent.defaults) { own, _ in own }
        merged.constructionAttributes.formUnion(parent.constructionAttributes)
        return merged
    }

    /// The element rule for a child element, by `name:key` first, then `name`.
    func elementRule(for element: IBElement) -> ElementRule? {
        if let key = element.key, let rule = elements["\(element.name):\(key)"] { return rule }
        return elements[element.name]
    }
}

/// The settings collected for one view while its rules run.
struct PropertyTranslation {
    let context: TranslationContext
    let view: IBView
    private(set) var settings: [ViewSetting] = []

    init(context: TranslationContext, view: IBView) {
        self.context = context
        self.view = view
    }

    /// `view.path = value`, skipped when `value` is `nil` (the rule already reported why).
    mutating func assign(_ path: String..., value: SwiftExpression?) {
        guard let value else { return }
        settings.append(.assign(path: path, value: value))
    }

    /// `view.method(arguments)`.
    mutating func call(_ method: String, _ arguments: SwiftArgument...) {
        settings.append(.call(method: method, arguments: arguments))
    }

    /// A Boolean attribute (`YES`/`NO`).
    func bool(_ value: String) -> SwiftExpression { .literal(.bool(value == "YES")) }

    /// A numeric attribute, reported when invalid.
    func number(_ value: String, _ attribute: String) -> SwiftExpression? {
        context.number(value, attribute: attribute, line: view.line, element: view.elementName).map(SwiftExpression.number)
    }

    /// An enumeration attribute, reported when unknown.
    func enumeration(_ value: String, _ table: [String: String], _ attribute: String) -> SwiftExpression? {
        context.enumeration(value, in: table, attribute: attribute, line: view.line, element: view.elementName)
    }
}

/// Rule builders for the common shapes of attributes.
enum Rules {
    static func bool(_ path: String...) -> ViewClass.AttributeRule {
        { value, t in t.assignPath(path, t.bool(value)) }
    }

    static func number(_ path: String...) -> ViewClass.AttributeRule {
        { value, t in t.assignPath(path, t.number(value, path.joined(separator: "."))) }
    }

    static func integer(_ path: String...) -> ViewClass.AttributeRule {
        { value, t in
            guard let number = Int(value) else {
                t.context.warning("'\(value)' is not an integer for '\(path.last ?? "")'", line: t.view.line, element: t.view.elementName)
                return
            }
            t.assignPath(path, .literal(.int(number)))
        }
    }

    static func string(_ path: String...) -> ViewClass.AttributeRule {
        { value, t in t.assignPath(path, .string(value)) }
    }

    static func enumeration(_ table: [String: String], _ path: String...) -> ViewClass.AttributeRule {
        { value, t in t.assignPath(path, t.enumeration(value, table, path.last ?? "")) }
    }

    static func image(_ path: String...) -> ViewClass.AttributeRule {
        { value, t in t.assignPath(path, t.context.image(named: value)) }
    }

    static func color(_ path: String...) -> ViewClass.ElementRule {
        { element, t in t.assignPath(path, t.context.color(element)) }
    }

    static func font(_ path: String...) -> ViewClass.ElementRule {
        { element, t in t.assignPath(path, t.context.font(element)) }
    }

    /// A rule that reads nothing: the attribute or element is design-time only or read elsewhere.
    static let consumed: ViewClass.AttributeRule = { _, _ in }
    /// An element rule that reads nothing.
    static let consumedElement: ViewClass.ElementRule = { _, _ in }
}

extension PropertyTranslation {
    mutating func assignPath(_ path: [String], _ value: SwiftExpression?) {
        guard let value else { return }
        settings.append(.assign(path: path, value: value))
    }
}
