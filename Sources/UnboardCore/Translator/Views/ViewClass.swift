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
    /// Attribute values that equal the class's own default in code, so they need no assignment: a view class's come
    /// from `CodeDefaults`, each with Apple's sentence.
    var defaults: [String: String] = [:]
    /// The values Interface Builder means when it writes no attribute (a stack view's `spacing` is 0): what a
    /// property that varies by size class returns to in the default configuration. Apart from `defaults`, which holds
    /// only the values documented for objects created in code; subclasses inherit all of them.
    var interfaceBuilderOmissions: [String: String] = [:]
    /// Attributes read by `construction` rather than by a rule.
    var constructionAttributes: Set<String> = []
    /// Keys of views an object class assigns to the property of the same name (a bar button item's `customView`).
    var keyedViews: Set<String> = []
    /// How the view is created; `Type()` when `nil`.
    var construction: (@Sendable (IBView, TranslationContext) -> SwiftExpression)?

    /// Adds another class's rules under this one's (this class wins on conflicts).
    func inheriting(from parent: ViewClass) -> ViewClass {
        var merged = self
        merged.attributes.merge(parent.attributes) { own, _ in own }
        merged.elements.merge(parent.elements) { own, _ in own }
        let shared = parent.defaults.filter { CodeDefaults.reachesSubclasses($0.key, from: parent.swiftType) }
        merged.defaults.merge(shared) { own, _ in own }
        merged.interfaceBuilderOmissions.merge(parent.interfaceBuilderOmissions) { own, _ in own }
        merged.constructionAttributes.formUnion(parent.constructionAttributes)
        merged.keyedViews.formUnion(parent.keyedViews)
        return merged
    }

    /// The element rule for a child element, by `name:key` first, then `name`; runtime attributes on any object.
    func elementRule(for element: IBElement) -> ElementRule? {
        if let key = element.key, let rule = elements["\(element.name):\(key)"] { return rule }
        return elements[element.name]
            ?? (element.name == "userDefinedRuntimeAttributes" ? Rules.runtimeAttributes : nil)
    }
}

/// The settings collected for one view while its rules run.
struct PropertyTranslation {
    let context: TranslationContext
    let view: IBView
    /// The layout being translated, which creates the objects (bar items) that some properties hold; `nil` where
    /// only values are translated (size-class variations).
    let scope: LayoutScope?
    private(set) var settings: [ViewSetting] = []
    /// Settings that refer to objects, which a layout creates after all its views: applied once those exist.
    private(set) var deferredSettings: [ViewSetting] = []

    init(context: TranslationContext, view: IBView, scope: LayoutScope? = nil) {
        self.context = context
        self.view = view
        self.scope = scope
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

    /// Any setting, such as one guarded by `if #available`.
    mutating func add(_ setting: ViewSetting) {
        settings.append(setting)
    }

    /// A Boolean attribute (`YES`/`NO`).
    func bool(_ value: String) -> SwiftExpression { .literal(.bool(value == "YES")) }

    /// A numeric attribute, reported when invalid.
    func number(_ value: String, _ attribute: String) -> SwiftExpression? {
        context.number(value, attribute: attribute, line: view.line, element: view.elementName).map(
            SwiftExpression.number)
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
                t.context.warning(
                    "'\(value)' is not an integer for '\(path.last ?? "")'", line: t.view.line,
                    element: t.view.elementName)
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

    static func attributedString(_ path: String...) -> ViewClass.ElementRule {
        { element, t in t.assignPath(path, t.context.attributedString(element)) }
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

    /// `view.path = value` once the layout's objects exist: `value` names an object.
    mutating func assignAfterObjects(_ path: [String], _ value: SwiftExpression) {
        deferredSettings.append(.assign(path: path, value: value))
    }

    /// Adds the settings of a nested translation (a navigation item's, set through `navigationItem`) under `path`.
    mutating func append(_ nested: PropertyTranslation, under path: [String]) {
        settings += nested.settings.map { $0.prefixed(with: path) }
        deferredSettings += nested.deferredSettings.map { $0.prefixed(with: path) }
    }

    /// Moves the deferred settings into the settings, for objects: they are created after the objects they refer to.
    mutating func resolveDeferredSettings() {
        settings += deferredSettings
        deferredSettings = []
    }
}

extension ViewSetting {
    /// The setting applied to a property of the view (`navigationItem.title = ...`).
    func prefixed(with path: [String]) -> ViewSetting {
        guard !path.isEmpty else { return self }
        switch self {
        case .assign(let own, let value): return .assign(path: path + own, value: value)
        case .call(let method, let arguments):
            return .call(method: (path + [method]).joined(separator: "."), arguments: arguments)
        case .available(let version, let settings):
            return .available(version: version, settings: settings.map { $0.prefixed(with: path) })
        case .unavailable(let version, let settings):
            return .unavailable(version: version, settings: settings.map { $0.prefixed(with: path) })
        }
    }
}
