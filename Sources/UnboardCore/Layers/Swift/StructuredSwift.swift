/// A small structured representation of the Swift code Unboard emits; `TextRenderer` turns it into text.

/// A Swift source file.
public struct SwiftFile: Hashable, Sendable {
    /// The file name, e.g. `ViewControllerCodeInterfaceBuilder.swift`.
    public var name: String
    /// Lines of the header comment, without `//`.
    public var headerLines: [String]
    /// Imported modules, in order.
    public var imports: [String]
    /// The top-level declarations.
    public var declarations: [SwiftDeclaration]
    /// The output kind, which picks the template: `builder`, `keys`, `scenes`, `stubs` or `combined`.
    public var kind: String
    /// What the file's template may use besides the header, imports and rendered declarations; a builder's or
    /// scenes file's is empty when the run has no user template (`GenerationOptions.templates`).
    public var context: [String: TemplateValue]

    /// Creates a file.
    package init(
        name: String, headerLines: [String], imports: [String], declarations: [SwiftDeclaration],
        kind: String = "builder",
        context: [String: TemplateValue] = [:]
    ) {
        self.name = name
        self.headerLines = headerLines
        self.imports = imports
        self.declarations = declarations
        self.kind = kind
        self.context = context
    }
}

/// A declaration.
public indirect enum SwiftDeclaration: Hashable, Sendable {
    /// `struct Name: Conformances { members }`.
    case structure(SwiftTypeDeclaration)
    /// `extension Name { members }`.
    case extensionOf(SwiftTypeDeclaration)
    /// `typealias Name = Existing`.
    case typeAlias(SwiftDocumentation, access: SwiftAccess, name: String, existing: String)
    /// `let` or `var`.
    case variable(SwiftVariable)
    /// A function or initializer.
    case function(SwiftFunction)
    /// `class Name: Superclass { members }`, the superclass first among the conformances.
    case classType(SwiftTypeDeclaration)
    /// `class Name: Superclass {}`.
    case classStub(name: String, superclass: String)
    /// `enum Name { members }`, a namespace of static members, or an enum of `enumCase`s.
    case enumeration(SwiftTypeDeclaration)
    /// `case name = "rawValue"`, a case of an enum whose raw type is `String`.
    case enumCase(SwiftDocumentation, name: String, rawValue: String)
    /// `protocol Name: Conformances { requirements }`; function members are written as requirements, without bodies.
    case protocolDeclaration(SwiftTypeDeclaration)
    /// `#if condition`, `declarations`, `#else`, `elseDeclarations`, `#endif`: code that differs by platform.
    case conditional(String, declarations: [SwiftDeclaration], elseDeclarations: [SwiftDeclaration])
}

/// A doc comment (`///` lines); empty for none.
public struct SwiftDocumentation: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The lines, without `///`.
    public var lines: [String]

    /// Creates documentation from lines.
    package init(_ lines: [String]) { self.lines = lines }

    /// Creates a one-line documentation.
    public init(stringLiteral value: String) { self.lines = value.isEmpty ? [] : [value] }

    /// No documentation.
    public static let none = SwiftDocumentation([])
}

/// Access levels Unboard writes.
public enum SwiftAccess: String, Hashable, Sendable {
    /// No modifier (internal).
    case `internal` = ""
    /// `public`.
    case `public`
    /// `private`.
    case `private`
    /// `fileprivate`.
    case `fileprivate`
}

/// A struct or an extension.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    /// The doc comment.
    public var documentation: SwiftDocumentation
    /// Attributes such as `@MainActor`.
    public var attributes: [String]
    /// The access level.
    public var access: SwiftAccess
    /// The type name.
    public var name: String
    /// Conformances.
    public var conformances: [String]
    /// Members, in order.
    public var members: [SwiftDeclaration]

    /// Creates a type declaration.
    package init(
        documentation: SwiftDocumentation = .none, attributes: [String] = [], access: SwiftAccess = .internal,
        name: String, conformances: [String] = [], members: [SwiftDeclaration]
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.access = access
        self.name = name
        self.conformances = conformances
        self.members = members
    }
}

/// A stored or computed property, or a local variable.
public struct SwiftVariable: Hashable, Sendable {
    /// The doc comment.
    public var documentation: SwiftDocumentation
    /// Attributes such as `nonisolated`.
    public var attributes: [String]
    /// The access level.
    public var access: SwiftAccess
    /// Whether it is `static`.
    public var isStatic: Bool
    /// `let` (false) or `var` (true).
    public var isMutable: Bool
    /// The name.
    public var name: String
    /// The type annotation, when written.
    public var type: String?
    /// The initial value, when written.
    public var value: SwiftExpression?
    /// For a computed property, the getter's statements (then `value` and `isMutable` are ignored).
    public var getter: [SwiftStatement]?
    /// For a computed property with a setter, the setter's statements (`newValue` is the value set).
    public var setter: [SwiftStatement]?

    /// Creates a variable.
    package init(
        documentation: SwiftDocumentation = .none, attributes: [String] = [], access: SwiftAccess = .internal,
        isStatic: Bool = false, isMutable: Bool = false, name: String, type: String? = nil,
        value: SwiftExpression? = nil
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.access = access
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.value = value
    }
}

/// A function or an initializer.
public struct SwiftFunction: Hashable, Sendable {
    /// `func` or `init`.
    public enum Kind: Hashable, Sendable {
        /// `func name(...)`.
        case function(name: String)
        /// `init(...)`.
        case initializer
    }

    /// The doc comment.
    public var documentation: SwiftDocumentation
    /// The access level.
    public var access: SwiftAccess
    /// Function or initializer.
    public var kind: Kind
    /// The parameters.
    public var parameters: [SwiftParameter]
    /// The return type, when not `Void`.
    public var returnType: String?
    /// The body.
    public var body: [SwiftStatement]
    /// Attributes written on their own line before the declaration, such as `@discardableResult`.
    public var attributes: [String] = []
    /// Whether it is `static`.
    public var isStatic = false
    /// For an initializer, whether it is failable (`init?`).
    public var isFailable = false
    /// Modifiers written after the access level (`override`, `static`, `convenience`); an attribute among them
    /// (`@objc`) is written before it.
    public var modifiers: [String] = []
    /// The generic parameter clause without brackets (`View: UIView`), when generic.
    public var genericParameters: String?

    /// Creates a function.
    package init(
        documentation: SwiftDocumentation = .none, access: SwiftAccess = .internal, kind: Kind,
        parameters: [SwiftParameter] = [], returnType: String? = nil, body: [SwiftStatement]
    ) {
        self.documentation = documentation
        self.access = access
        self.kind = kind
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// A function parameter: `label name: Type`.
public struct SwiftParameter: Hashable, Sendable {
    /// The argument label; `nil` writes the name only, `"_"` hides the label.
    public var label: String?
    /// The parameter name.
    public var name: String
    /// The type.
    public var type: String

    /// Creates a parameter.
    package init(label: String? = nil, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// A statement. Only the cases with a large or nested payload are boxed: an expression or an assignment, most
/// statements, is stored in place, which saves an allocation and a release for each.
public enum SwiftStatement: Hashable, Sendable {
    /// An expression on its own line.
    case expression(SwiftExpression)
    /// `lhs = rhs`.
    case assignment(SwiftExpression, SwiftExpression)
    /// A local `let` or `var`.
    indirect case variable(SwiftVariable)
    /// `switch subject { cases default: ... }`.
    indirect case switchOver(SwiftExpression, cases: [SwiftSwitchCase], defaultBody: [SwiftStatement]?)
    /// `for pattern in sequence { body }`.
    indirect case forIn(pattern: String, sequence: SwiftExpression, body: [SwiftStatement])
    /// `if #available(platform version, *) { body } else { elseBody }`.
    indirect case ifAvailable(platform: String, version: String, body: [SwiftStatement], elseBody: [SwiftStatement]?)
    /// `if condition { body } else { elseBody }`.
    indirect case ifCondition(SwiftExpression, body: [SwiftStatement], elseBody: [SwiftStatement]?)
    /// `guard condition, ... else { return }`; a condition may be `.identifier("let name")`, unwrapping `name`.
    case guardConditions([SwiftExpression])
    /// `if let name = value { body } else { elseBody }`.
    indirect case ifLet(name: String, value: SwiftExpression, body: [SwiftStatement], elseBody: [SwiftStatement]?)
    /// `return value`.
    case returnValue(SwiftExpression?)
    /// A `//` comment line.
    case comment(String)
    /// An empty line, to group statements.
    case blankLine
    /// `break`.
    case breakStatement
}

/// One `case` of a `switch`.
public struct SwiftSwitchCase: Hashable, Sendable {
    /// The patterns.
    public var patterns: [SwiftExpression]
    /// The body.
    public var body: [SwiftStatement]

    /// Creates a case.
    package init(patterns: [SwiftExpression], body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }
}

/// An expression. Only the cases that nest an expression are boxed: names and literals, most of the leaves, are
/// stored in place, which saves an allocation and a release for each.
public enum SwiftExpression: Hashable, Sendable {
    /// A name: a variable, a type, `self`.
    case identifier(String)
    /// `base.name`; a `nil` base writes an implicit member `.name`.
    indirect case member(SwiftExpression?, String)
    /// `base?`, for optional chaining.
    indirect case optionalChain(SwiftExpression)
    /// `callee(arguments)`.
    indirect case call(SwiftExpression, [SwiftArgument])
    /// A literal value.
    case literal(SwiftLiteral)
    /// `[elements]`.
    case array([SwiftExpression])
    /// `[key: value, ...]`, in the given order.
    case dictionary([SwiftDictionaryEntry])
    /// `lhs op rhs`.
    indirect case binary(SwiftExpression, String, SwiftExpression)
    /// `(elements)`.
    case tuple([SwiftArgument])
    /// `{ parameters in body }`.
    indirect case closure(SwiftClosure)

    /// `.name`.
    public static func dot(_ name: String) -> SwiftExpression { .member(nil, name) }

    /// `base.name`.
    public func dot(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `self(arguments)`.
    public func callAsFunction(_ arguments: SwiftArgument...) -> SwiftExpression { .call(self, arguments) }

    /// A string literal.
    public static func string(_ value: String) -> SwiftExpression { .literal(.string(value)) }

    /// A floating-point or integer literal from a number IB wrote.
    public static func number(_ value: Double) -> SwiftExpression { .literal(.number(value)) }
}

/// A call argument: `label: value` or just `value`.
public struct SwiftArgument: Hashable, Sendable {
    /// The label, when written.
    public var label: String?
    /// The value.
    public var value: SwiftExpression

    /// Creates an argument.
    package init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An unlabeled argument.
    public static func unlabeled(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }
}

/// One `key: value` entry of a dictionary literal.
public struct SwiftDictionaryEntry: Hashable, Sendable {
    /// The key.
    public var key: SwiftExpression
    /// The value.
    public var value: SwiftExpression

    /// Creates an entry.
    package init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// A closure.
public struct SwiftClosure: Hashable, Sendable {
    /// The parameter names (`_` for unused).
    public var parameters: [String]
    /// The body.
    public var body: [SwiftStatement]
    /// The capture list without brackets (`unowned self`), when it has one.
    public var captures: [String] = []

    /// Creates a closure.
    package init(parameters: [String], body: [SwiftStatement]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A literal.
public enum SwiftLiteral: Hashable, Sendable {
    /// A string literal; the renderer escapes it.
    case string(String)
    /// A number, written in the shortest form that round-trips (`17`, `0.5`).
    case number(Double)
    /// An integer.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case `nil`
}
