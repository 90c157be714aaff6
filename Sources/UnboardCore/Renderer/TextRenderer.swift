/// The one writer that turns structured Swift into text: four-space indentation, one declaration per line,
/// multi-line array literals with trailing commas. The same input always gives the same bytes.
public struct TextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders top-level declarations, separated by blank lines.
    public func render(_ declarations: [SwiftDeclaration]) -> String {
        var writer = LineWriter()
        for declaration in declarations {
            if !writer.text.isEmpty { writer.line("") }
            render(declaration, into: &writer)
        }
        return writer.text
    }

    /// `import UIKit`, or `@preconcurrency import UIKit` for `@preconcurrency UIKit`.
    static func importLine(_ module: String) -> String {
        module.hasPrefix("@") ? module.replacingOccurrences(of: " ", with: " import ") : "import \(module)"
    }

    func render(_ declaration: SwiftDeclaration, into writer: inout LineWriter) {
        switch declaration {
        case .structure(let type): renderType(type, keyword: "struct", into: &writer)
        case .extensionOf(let type): renderType(type, keyword: "extension", into: &writer)
        case .classType(let type): renderType(type, keyword: "class", into: &writer)
        case .typeAlias(let documentation, let access, let name, let existing):
            renderDocumentation(documentation, into: &writer)
            writer.line(prefix(access) + "typealias \(name) = \(existing)")
        case .variable(let variable): renderVariable(variable, into: &writer)
        case .function(let function): renderFunction(function, into: &writer)
        case .classStub(let name, let superclass): writer.line("class \(name): \(superclass) {}")
        case .enumeration(let type): renderType(type, keyword: "enum", into: &writer)
        case .protocolDeclaration(let type): renderType(type, keyword: "protocol", into: &writer)
        case .conditional(let condition, let declarations, let elseDeclarations):
            renderConditional(condition, declarations, elseDeclarations, into: &writer)
        }
    }

    /// The branches' declarations are not indented, as `.swift-format` (`indentConditionalCompilationBlocks`)
    /// writes them.
    private func renderConditional(
        _ condition: String, _ declarations: [SwiftDeclaration], _ elseDeclarations: [SwiftDeclaration],
        into writer: inout LineWriter
    ) {
        writer.line("#if " + condition)
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { writer.line("") }
            render(declaration, into: &writer)
        }
        for (index, declaration) in elseDeclarations.enumerated() {
            writer.line(index == 0 ? "#else" : "")
            render(declaration, into: &writer)
        }
        writer.line("#endif")
    }

    private func renderType(_ type: SwiftTypeDeclaration, keyword: String, into writer: inout LineWriter) {
        let isProtocol = keyword == "protocol"
        renderDocumentation(type.documentation, into: &writer)
        for attribute in type.attributes { writer.line(attribute) }
        let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
        guard !type.members.isEmpty else {
            return writer.line(prefix(type.access) + "\(keyword) \(type.name)\(conformances) {}")
        }
        writer.line(prefix(type.access) + "\(keyword) \(type.name)\(conformances) {")
        writer.indented { writer in
            var previousWasFunction = false
            for (index, member) in type.members.enumerated() {
                let isFunction: Bool
                switch member {
                case .function, .enumeration, .protocolDeclaration: isFunction = true
                case .variable(let variable): isFunction = variable.getter != nil
                default: isFunction = false
                }
                if index > 0, isFunction || previousWasFunction { writer.line("") }
                if isProtocol, case .function(let requirement) = member {
                    renderDocumentation(requirement.documentation, into: &writer)
                    writer.line(functionHead(requirement))
                } else if isProtocol, case .variable(let requirement) = member {
                    renderDocumentation(requirement.documentation, into: &writer)
                    writer.line(
                        "var \(requirement.name): \(requirement.type ?? "Void") { \(requirement.isMutable ? "get set" : "get") }"
                    )
                } else {
                    render(member, into: &writer)
                }
                previousWasFunction = isFunction
            }
        }
        writer.line("}")
    }

    private func renderVariable(_ variable: SwiftVariable, into writer: inout LineWriter) {
        renderDocumentation(variable.documentation, into: &writer)
        guard let getter = variable.getter else { return writer.line(variableText(variable, writer: writer)) }
        writer.line(variableModifiers(variable) + "var \(variable.name): \(variable.type ?? "Void") {")
        if let setter = variable.setter {
            writer.indented { writer in
                for (accessor, statements) in [("get", getter), ("set", setter)] {
                    writer.line(accessor + " {")
                    writer.indented { renderStatements(statements, into: &$0) }
                    writer.line("}")
                }
            }
        } else {
            writer.indented { renderStatements(getter, into: &$0) }
        }
        writer.line("}")
    }

    /// `@MainActor public private(set) static `: `@` attributes, access, the other modifiers (`weak`, `unowned`,
    /// `private(set)`) and `static`, before `var` or `let`, in the order Swift's own style writes them.
    private func variableModifiers(_ variable: SwiftVariable) -> String {
        let attributes = variable.attributes.filter { $0.hasPrefix("@") }.map { $0 + " " }.joined()
        let modifiers = variable.attributes.filter { !$0.hasPrefix("@") }.map { $0 + " " }.joined()
        return attributes + prefix(variable.access) + modifiers + (variable.isStatic ? "static " : "")
    }

    private func variableText(_ variable: SwiftVariable, writer: LineWriter) -> String {
        var text = variableModifiers(variable)
        text += variable.isMutable ? "var " : "let "
        text += variable.name
        if let type = variable.type { text += ": " + type }
        if let value = variable.value { text += " = " + expression(value, indent: writer.indentation) }
        return text
    }

    private func renderFunction(_ function: SwiftFunction, into writer: inout LineWriter) {
        renderDocumentation(function.documentation, into: &writer)
        for attribute in function.attributes { writer.line(attribute) }
        guard !function.body.isEmpty else { return writer.line(functionHead(function) + " {}") }
        writer.line(functionHead(function) + " {")
        writer.indented { renderStatements(function.body, into: &$0) }
        writer.line("}")
    }

    /// `static func name(label name: Type) -> Result`, without the body.
    private func functionHead(_ function: SwiftFunction) -> String {
        let parameters = function.parameters.map { parameter in
            (parameter.label.map { $0 + " " } ?? "") + "\(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
        let generics = function.genericParameters.map { "<\($0)>" } ?? ""
        let head: String
        switch function.kind {
        case .function(let name): head = "func \(name)\(generics)(\(parameters))"
        case .initializer: head = "init\(function.isFailable ? "?" : "")\(generics)(\(parameters))"
        }
        let returns = function.returnType.map { " -> " + $0 } ?? ""
        let modifiers = function.modifiers.map { $0 + " " }.joined()
        return prefix(function.access) + (function.isStatic ? "static " : "") + modifiers + head + returns
    }

    private func renderDocumentation(_ documentation: SwiftDocumentation, into writer: inout LineWriter) {
        for line in documentation.lines { writer.line(line.isEmpty ? "///" : "/// " + Self.commentText(line)) }
    }

    func renderStatements(_ statements: [SwiftStatement], into writer: inout LineWriter) {
        for statement in statements { render(statement, into: &writer) }
    }

    private func render(_ statement: SwiftStatement, into writer: inout LineWriter) {
        switch statement {
        case .expression(let value):
            writer.line(expression(value, indent: writer.indentation))
        case .assignment(let target, let value):
            let indent = writer.indentation
            writer.line(expression(target, indent: indent) + " = " + expression(value, indent: indent))
        case .variable(let variable):
            writer.line(variableText(variable, writer: writer))
        case .switchOver(let subject, let cases, let defaultBody):
            writer.line("switch \(expression(subject, indent: writer.indentation)) {")
            for switchCase in cases {
                let patterns = switchCase.patterns.map { expression($0, indent: writer.indentation) }
                writer.line("case " + patterns.joined(separator: ", ") + ":")
                writer.indented { renderStatements(switchCase.body, into: &$0) }
            }
            if let defaultBody {
                writer.line("default:")
                writer.indented { renderStatements(defaultBody, into: &$0) }
            }
            writer.line("}")
        case .forIn(let pattern, let sequence, let body):
            writer.line("for \(pattern) in \(expression(sequence, indent: writer.indentation)) {")
            writer.indented { renderStatements(body, into: &$0) }
            writer.line("}")
        case .ifAvailable(let platform, let version, let body, let elseBody):
            renderIf("#available(\(platform) \(version), *)", body: body, elseBody: elseBody, into: &writer)
        case .ifCondition(let condition, let body, let elseBody):
            renderIf(expression(condition, indent: writer.indentation), body: body, elseBody: elseBody, into: &writer)
        case .guardConditions(let conditions):
            let rendered = conditions.map { expression($0, indent: writer.indentation) }
            writer.line("guard " + rendered.joined(separator: ", ") + " else { return }")
        case .ifLet(let name, let value, let body, let elseBody):
            renderIf(
                "let \(name) = " + expression(value, indent: writer.indentation), body: body, elseBody: elseBody,
                into: &writer)
        case .returnValue(let value):
            writer.line("return" + (value.map { " " + expression($0, indent: writer.indentation) } ?? ""))
        case .comment(let text):
            writer.line("// " + Self.commentText(text))
        case .blankLine:
            writer.line("")
        case .breakStatement:
            writer.line("break")
        }
    }

    private func renderIf(
        _ condition: String, body: [SwiftStatement], elseBody: [SwiftStatement]?, into writer: inout LineWriter
    ) {
        writer.line("if \(condition) {")
        writer.indented { renderStatements(body, into: &$0) }
        if let elseBody {
            writer.line("} else {")
            writer.indented { renderStatements(elseBody, into: &$0) }
        }
        writer.line("}")
    }

    /// Renders an expression; multi-line parts (arrays of several elements, closures) indent from `indent`.
    func expression(_ value: SwiftExpression, indent: Int) -> String {
        var text = ""
        write(value, indent: indent, into: &text)
        return text
    }

    /// Appends an expression to `text`: one buffer for the whole expression instead of a string per part.
    private func write(_ value: SwiftExpression, indent: Int, into text: inout String) {
        switch value {
        case .identifier(let name):
            text += name
        case .member(let base, let name):
            if let base { write(base, indent: indent, into: &text) }
            text += "."
            text += name
        case .optionalChain(let base):
            write(base, indent: indent, into: &text)
            text += "?"
        case .call(let callee, var arguments):
            write(callee, indent: indent, into: &text)
            // A closure passed last goes after the parentheses, as people write it.
            if let last = arguments.last, last.label == nil, case .closure = last.value {
                arguments.removeLast()
                if !arguments.isEmpty {
                    text += "("
                    writeArguments(arguments, indent: indent, into: &text)
                    text += ")"
                }
                text += " "
                write(last.value, indent: indent, into: &text)
                return
            }
            text += "("
            writeArguments(arguments, indent: indent, into: &text)
            text += ")"
        case .literal(let literal):
            text += SwiftLiteralWriter.text(literal)
        case .array(let elements):
            writeArray(elements, indent: indent, into: &text)
        case .dictionary(let entries):
            if entries.isEmpty {
                text += "[:]"
                return
            }
            text += "[\n"
            for entry in entries {
                text += LineWriter.pad(indent + 1)
                write(entry.key, indent: indent + 1, into: &text)
                text += ": "
                write(entry.value, indent: indent + 1, into: &text)
                text += ",\n"
            }
            text += LineWriter.pad(indent)
            text += "]"
        case .binary(let lhs, let op, let rhs):
            write(lhs, indent: indent, into: &text)
            text += " \(op) "
            write(rhs, indent: indent, into: &text)
        case .tuple(let elements):
            text += "("
            writeArguments(elements, indent: indent, into: &text)
            text += ")"
        case .closure(let closure):
            var heads = closure.captures.isEmpty ? [] : ["[" + closure.captures.joined(separator: ", ") + "]"]
            if !closure.parameters.isEmpty { heads.append(closure.parameters.joined(separator: ", ")) }
            let signature = heads.isEmpty ? "" : " " + heads.joined(separator: " ") + " in"
            if closure.body.isEmpty {
                text += "{" + signature + " }"
                return
            }
            // `{ $0.text == text }`: a short closure of one expression reads best on one line.
            if signature.isEmpty, closure.body.count == 1, case .expression(let only) = closure.body[0] {
                let inline = expression(only, indent: indent)
                if !inline.contains("\n"), inline.count <= 60 {
                    text += "{ " + inline + " }"
                    return
                }
            }
            var writer = LineWriter(indentation: indent + 1)
            renderStatements(closure.body, into: &writer)
            text += "{" + signature + "\n"
            text += writer.text
            text += LineWriter.pad(indent)
            text += "}"
        }
    }

    private func writeArray(_ elements: [SwiftExpression], indent: Int, into text: inout String) {
        if elements.isEmpty {
            text += "[]"
            return
        }
        // Short lists of names stay on one line; anything else gets a line per element, so that adding one element
        // changes one line of the diff.
        if elements.allSatisfy(\.isAtomic) {
            let inline = elements.map { expression($0, indent: indent) }
            if inline.joined().count <= 60 {
                text += "[" + inline.joined(separator: ", ") + "]"
                return
            }
        }
        text += "[\n"
        for element in elements {
            text += LineWriter.pad(indent + 1)
            write(element, indent: indent + 1, into: &text)
            text += ",\n"
        }
        text += LineWriter.pad(indent)
        text += "]"
    }

    private func writeArguments(_ arguments: [SwiftArgument], indent: Int, into text: inout String) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            if let label = argument.label {
                text += label
                text += ": "
            }
            write(argument.value, indent: indent, into: &text)
        }
    }

    /// Comment text from a document (paths, selectors, keys) on one line: every character that could end the
    /// line, and so turn the rest into code, becomes a space.
    static func commentText(_ text: String) -> String {
        // Nearly every comment is printable ASCII, which needs no rebuilding; checked on the bytes in place, since
        // stepping through `utf8` costs several times more and every documentation line passes here.
        let isPrintableASCII: (UInt8) -> Bool = { $0 >= 0x20 && $0 < 0x7F }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPrintableASCII) })
            ?? text.utf8.allSatisfy(isPrintableASCII)
        {
            return text
        }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85
                        || (0x2028...0x2029).contains(scalar.value)
                        ? " " : scalar
                }))
    }

    private func prefix(_ access: SwiftAccess) -> String {
        access == .internal ? "" : access.rawValue + " "
    }
}

extension SwiftExpression {
    /// Literals and implicit members (`.flexibleWidth`), which short arrays keep on one line.
    var isAtomic: Bool {
        switch self {
        case .literal, .member(nil, _): true
        case .identifier(let name): name.hasPrefix("$")
        default: false
        }
    }
}

/// Accumulates indented lines.
struct LineWriter {
    private(set) var text = ""
    var indentation = 0

    init(indentation: Int = 0) {
        self.indentation = indentation
    }

    private static let pads = (0..<16).map { String(repeating: "    ", count: $0) }

    static func pad(_ level: Int) -> String {
        level < pads.count ? pads[level] : String(repeating: "    ", count: level)
    }

    mutating func line(_ content: String) {
        if !content.isEmpty {
            text += Self.pad(indentation)
            text += content
        }
        text += "\n"
    }

    mutating func indented(_ body: (inout LineWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }
}
