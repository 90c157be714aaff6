/// The one writer that turns structured Swift into text: four-space indentation, one declaration per line,
/// multi-line array literals with trailing commas. The same input always gives the same bytes.
public struct TextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Renders top-level declarations, separated by blank lines.
    public func render(_ declarations: [SwiftDeclaration]) -> String {
        var writer = LineWriter()
        render(declarations, into: &writer)
        return writer.text
    }

    /// Renders top-level declarations, separated by blank lines, after what `writer` already holds.
    func render(_ declarations: [SwiftDeclaration], into writer: inout LineWriter) {
        for (index, declaration) in declarations.enumerated() {
            if index > 0 { writer.line("") }
            render(declaration, into: &writer)
        }
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
        case .enumCase(let documentation, let name, let rawValue):
            renderDocumentation(documentation, into: &writer)
            writer.line { writer in
                writer.write("case \(name) = ")
                writer.writeStringLiteral(rawValue)
            }
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
                    writer.line { writeFunctionHead(requirement, into: &$0) }
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
        guard let getter = variable.getter else { return writer.line { writeVariable(variable, into: &$0) } }
        writer.line { writer in
            writeModifiers(variable, into: &writer)
            writer.write("var \(variable.name): \(variable.type ?? "Void") {")
        }
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
    private func writeModifiers(_ variable: SwiftVariable, into writer: inout LineWriter) {
        for attribute in variable.attributes where attribute.hasPrefix("@") {
            writer.write(attribute)
            writer.write(" ")
        }
        writer.write(prefix(variable.access))
        for modifier in variable.attributes where !modifier.hasPrefix("@") {
            writer.write(modifier)
            writer.write(" ")
        }
        if variable.isStatic { writer.write("static ") }
    }

    /// `let name: Type = value`, with its modifiers, into the line being written.
    private func writeVariable(_ variable: SwiftVariable, into writer: inout LineWriter) {
        let indent = writer.indentation
        writeModifiers(variable, into: &writer)
        writer.write(variable.isMutable ? "var " : "let ")
        writer.write(variable.name)
        if let type = variable.type {
            writer.write(": ")
            writer.write(type)
        }
        if let value = variable.value {
            writer.write(" = ")
            write(value, indent: indent, into: &writer)
        }
    }

    private func renderFunction(_ function: SwiftFunction, into writer: inout LineWriter) {
        renderDocumentation(function.documentation, into: &writer)
        for attribute in function.attributes { writer.line(attribute) }
        guard !function.body.isEmpty else {
            return writer.line { writer in
                writeFunctionHead(function, into: &writer)
                writer.write(" {}")
            }
        }
        writer.line { writer in
            writeFunctionHead(function, into: &writer)
            writer.write(" {")
        }
        writer.indented { renderStatements(function.body, into: &$0) }
        writer.line("}")
    }

    /// `static func name(label name: Type) -> Result`, without the body: written part by part, as statements are,
    /// not joined into a string first (~500 instructions a part).
    private func writeFunctionHead(_ function: SwiftFunction, into writer: inout LineWriter) {
        // An attribute after the access level (`public @objc func`) does not parse.
        for attribute in function.modifiers where attribute.hasPrefix("@") {
            writer.write(attribute)
            writer.write(" ")
        }
        writer.write(prefix(function.access))
        if function.isStatic { writer.write("static ") }
        for modifier in function.modifiers where !modifier.hasPrefix("@") {
            writer.write(modifier)
            writer.write(" ")
        }
        switch function.kind {
        case .function(let name):
            writer.write("func ")
            writer.write(name)
        case .initializer:
            writer.write(function.isFailable ? "init?" : "init")
        }
        if let generics = function.genericParameters {
            writer.write("<")
            writer.write(generics)
            writer.write(">")
        }
        writer.write("(")
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { writer.write(", ") }
            if let label = parameter.label {
                writer.write(label)
                writer.write(" ")
            }
            writer.write(parameter.name)
            writer.write(": ")
            writer.write(parameter.type)
        }
        writer.write(")")
        if let returnType = function.returnType {
            writer.write(" -> ")
            writer.write(returnType)
        }
    }

    private func renderDocumentation(_ documentation: SwiftDocumentation, into writer: inout LineWriter) {
        // Written part by part: joining `/// ` and the text first cost a string per line.
        for line in documentation.lines {
            writer.line { writer in
                writer.write(line.isEmpty ? "///" : "/// ")
                writer.write(Self.commentText(line))
            }
        }
    }

    func renderStatements(_ statements: [SwiftStatement], into writer: inout LineWriter) {
        for statement in statements { render(statement, into: &writer) }
    }

    private func render(_ statement: SwiftStatement, into writer: inout LineWriter) {
        let indent = writer.indentation
        switch statement {
        case .expression(let value):
            writer.line { write(value, indent: indent, into: &$0) }
        case .assignment(let target, let value):
            writer.line { writer in
                write(target, indent: indent, into: &writer)
                writer.write(" = ")
                write(value, indent: indent, into: &writer)
            }
        case .variable(let variable):
            writer.line { writeVariable(variable, into: &$0) }
        case .switchOver(let subject, let cases, let defaultBody):
            writer.line { writer in
                writer.write("switch ")
                write(subject, indent: indent, into: &writer)
                writer.write(" {")
            }
            for switchCase in cases {
                writer.line { writer in
                    writer.write("case ")
                    writeList(switchCase.patterns, indent: indent, into: &writer)
                    writer.write(":")
                }
                writer.indented { renderStatements(switchCase.body, into: &$0) }
            }
            if let defaultBody {
                writer.line("default:")
                writer.indented { renderStatements(defaultBody, into: &$0) }
            }
            writer.line("}")
        case .forIn(let pattern, let sequence, let body):
            writer.line { writer in
                writer.write("for ")
                writer.write(pattern)
                writer.write(" in ")
                write(sequence, indent: indent, into: &writer)
                writer.write(" {")
            }
            writer.indented { renderStatements(body, into: &$0) }
            writer.line("}")
        case .ifAvailable(let platform, let version, let body, let elseBody):
            renderIf(body: body, elseBody: elseBody, into: &writer) { writer in
                writer.write("#available(\(platform) \(version), *)")
            }
        case .ifCondition(let condition, let body, let elseBody):
            renderIf(body: body, elseBody: elseBody, into: &writer) { write(condition, indent: indent, into: &$0) }
        case .guardConditions(let conditions):
            writer.line { writer in
                writer.write("guard ")
                writeList(conditions, indent: indent, into: &writer)
                writer.write(" else { return }")
            }
        case .ifLet(let name, let value, let body, let elseBody):
            renderIf(body: body, elseBody: elseBody, into: &writer) { writer in
                writer.write("let ")
                writer.write(name)
                writer.write(" = ")
                write(value, indent: indent, into: &writer)
            }
        case .returnValue(let value):
            writer.line { writer in
                writer.write("return")
                guard let value else { return }
                writer.write(" ")
                write(value, indent: indent, into: &writer)
            }
        case .comment(let text):
            writer.line { writer in
                writer.write("// ")
                writer.write(Self.commentText(text))
            }
        case .blankLine:
            writer.line("")
        case .breakStatement:
            writer.line("break")
        }
    }

    private func renderIf(
        body: [SwiftStatement], elseBody: [SwiftStatement]?, into writer: inout LineWriter,
        condition: (inout LineWriter) -> Void
    ) {
        writer.line { writer in
            writer.write("if ")
            condition(&writer)
            writer.write(" {")
        }
        writer.indented { renderStatements(body, into: &$0) }
        if let elseBody {
            writer.line("} else {")
            writer.indented { renderStatements(elseBody, into: &$0) }
        }
        writer.line("}")
    }

    /// Renders an expression; multi-line parts (arrays of several elements, closures) indent from `indent`.
    func expression(_ value: SwiftExpression, indent: Int) -> String {
        var writer = LineWriter()
        write(value, indent: indent, into: &writer)
        return writer.text
    }

    /// Writes an expression into the line being written: one buffer for the whole file instead of a string per part.
    private func write(_ value: SwiftExpression, indent: Int, into writer: inout LineWriter) {
        switch value {
        case .identifier(let name):
            writer.write(name)
        case .member(let base, let name):
            if let base { write(base, indent: indent, into: &writer) }
            writer.write(".")
            writer.write(name)
        case .optionalChain(let base):
            write(base, indent: indent, into: &writer)
            writer.write("?")
        case .call(let callee, var arguments):
            write(callee, indent: indent, into: &writer)
            // A closure passed last goes after the parentheses, as people write it.
            if let last = arguments.last, last.label == nil, case .closure = last.value {
                arguments.removeLast()
                if !arguments.isEmpty {
                    writer.write("(")
                    writeArguments(arguments, indent: indent, into: &writer)
                    writer.write(")")
                }
                writer.write(" ")
                write(last.value, indent: indent, into: &writer)
                return
            }
            writer.write("(")
            writeArguments(arguments, indent: indent, into: &writer)
            writer.write(")")
        case .literal(.string(let value)):
            writer.writeStringLiteral(value)
        case .literal(let literal):
            writer.write(SwiftLiteralWriter.text(literal))
        case .array(let elements):
            writeArray(elements, indent: indent, into: &writer)
        case .dictionary(let entries):
            if entries.isEmpty {
                writer.write("[:]")
                return
            }
            writer.write("[\n")
            for entry in entries {
                writer.writePad(indent + 1)
                write(entry.key, indent: indent + 1, into: &writer)
                writer.write(": ")
                write(entry.value, indent: indent + 1, into: &writer)
                writer.write(",\n")
            }
            writer.writePad(indent)
            writer.write("]")
        case .binary(let lhs, let op, let rhs):
            write(lhs, indent: indent, into: &writer)
            writer.write(" ")
            writer.write(op)
            writer.write(" ")
            write(rhs, indent: indent, into: &writer)
        case .tuple(let elements):
            writer.write("(")
            writeArguments(elements, indent: indent, into: &writer)
            writer.write(")")
        case .closure(let closure):
            writeClosure(closure, indent: indent, into: &writer)
        }
    }

    private func writeClosure(_ closure: SwiftClosure, indent: Int, into writer: inout LineWriter) {
        var heads = closure.captures.isEmpty ? [] : ["[" + closure.captures.joined(separator: ", ") + "]"]
        if !closure.parameters.isEmpty { heads.append(closure.parameters.joined(separator: ", ")) }
        let signature = heads.isEmpty ? "" : " " + heads.joined(separator: " ") + " in"
        if closure.body.isEmpty {
            writer.write("{" + signature + " }")
            return
        }
        // `{ $0.text == text }`: a short closure of one expression reads best on one line.
        if signature.isEmpty, closure.body.count == 1, case .expression(let only) = closure.body[0] {
            let inline = expression(only, indent: indent)
            if !inline.contains("\n"), inline.count <= 60 {
                writer.write("{ ")
                writer.write(inline)
                writer.write(" }")
                return
            }
        }
        writer.write("{")
        writer.write(signature)
        writer.write("\n")
        let lineIndentation = writer.indentation
        writer.indentation = indent + 1
        renderStatements(closure.body, into: &writer)
        writer.indentation = lineIndentation
        writer.writePad(indent)
        writer.write("}")
    }

    private func writeArray(_ elements: [SwiftExpression], indent: Int, into writer: inout LineWriter) {
        if elements.isEmpty {
            writer.write("[]")
            return
        }
        // Short lists of names stay on one line; anything else gets a line per element, so that adding one element
        // changes one line of the diff.
        if elements.allSatisfy(\.isAtomic) {
            let inline = elements.map { expression($0, indent: indent) }
            if inline.joined().count <= 60 {
                writer.write("[")
                writer.write(inline.joined(separator: ", "))
                writer.write("]")
                return
            }
        }
        writer.write("[\n")
        for element in elements {
            writer.writePad(indent + 1)
            write(element, indent: indent + 1, into: &writer)
            writer.write(",\n")
        }
        writer.writePad(indent)
        writer.write("]")
    }

    private func writeArguments(_ arguments: [SwiftArgument], indent: Int, into writer: inout LineWriter) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { writer.write(", ") }
            if let label = argument.label {
                writer.write(label)
                writer.write(": ")
            }
            write(argument.value, indent: indent, into: &writer)
        }
    }

    /// Expressions separated by `, ` (a case's patterns, a guard's conditions).
    private func writeList(_ values: [SwiftExpression], indent: Int, into writer: inout LineWriter) {
        for (index, value) in values.enumerated() {
            if index > 0 { writer.write(", ") }
            write(value, indent: indent, into: &writer)
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

/// Accumulates indented lines as UTF-8 in one growing buffer: appending bytes costs a fraction of appending
/// `String`s, and a line's parts are written straight into it rather than joined first.
struct LineWriter {
    private var bytes: [UInt8] = []
    var indentation = 0
    /// Whether a line was started and nothing written on it yet: its indentation is written with its first text, so
    /// that an empty line stays empty.
    private var startsLine = false

    init(indentation: Int = 0) {
        self.indentation = indentation
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `content` as a line of its own.
    mutating func line(_ content: String) {
        line { $0.write(content) }
    }

    /// Writes a line whose parts `body` writes.
    mutating func line(_ body: (inout LineWriter) -> Void) {
        startsLine = true
        body(&self)
        startsLine = false
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends text to the line being written.
    mutating func write(_ text: String) {
        guard !text.isEmpty else { return }
        if startsLine { writeIndentation() }
        // From the string's UTF-8 buffer in one copy: appending its `utf8` view cost ~180 instructions a call.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the indentation of `level` (inside a multi-line expression).
    mutating func writePad(_ level: Int) {
        guard level > 0 else { return }
        if startsLine { writeIndentation() }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * level))
    }

    /// Appends a string literal (`SwiftLiteralWriter.stringLiteral`).
    mutating func writeStringLiteral(_ value: String) {
        if startsLine { writeIndentation() }
        SwiftLiteralWriter.appendStringLiteral(value, to: &bytes)
    }

    private mutating func writeIndentation() {
        startsLine = false
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * indentation))
    }

    mutating func indented(_ body: (inout LineWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }
}
