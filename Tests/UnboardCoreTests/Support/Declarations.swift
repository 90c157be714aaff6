import Testing
import UnboardCore

/// Asserts that the declarations `names` of the generated `text`, joined by blank lines, are `expected` whole, as
/// swift-openapi-generator's snippet tests compare a rendered declaration; a mismatch prints a unified diff.
///
/// A name is written as Swift refers to the declaration: `titleLabel`, `makeMain`, `embed(_:in:of:)`,
/// `init(key:cell:)`, optionally after its enclosing types (`ItemCellCodeInterfaceBuilder.init(key:cell:)`).
func expectDeclarations(
    _ names: String..., in text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    var found: [String] = []
    for name in names {
        let matches = Declarations(text).named(name)
        guard matches.count == 1 else {
            let names = Declarations(text).all.map(\.fullName).joined(separator: ", ")
            Issue.record(
                "\(matches.count) declarations named \(name); the text declares: \(names)",
                sourceLocation: sourceLocation)
            return
        }
        found.append(matches[0].text)
    }
    let actual = found.joined(separator: "\n\n")
    if actual != expected {
        let diff = UnifiedDiff.diff(
            expected: expected, actual: actual, expectedName: "expected", actualName: "generated")
        Issue.record("declaration mismatch:\n\(diff)", sourceLocation: sourceLocation)
    }
}

/// The declarations of a text `TextRenderer` wrote, found by reading its layout back: it indents by four spaces per
/// level and closes a body, an array or a closure with a line at the indentation of the line that opened it, so a
/// declaration is its doc comment and attribute lines, its head, and the lines deeper than the head up to that
/// closing line. Members of types are declarations too; statements in function bodies are not.
struct Declarations {
    /// One declaration: its names and its lines, without the indentation of its scope.
    struct Declaration {
        /// The base name (`init` for an initializer).
        var name: String
        /// The name with argument labels for a function or initializer (`embed(_:in:of:)`), else the base name.
        var fullName: String
        /// The whole declaration.
        var text: String
        /// For a type or an extension, its members.
        var members: [Declaration]
    }

    /// The top-level declarations.
    let top: [Declaration]

    /// Reads the declarations of `text`.
    init(_ text: String) {
        top = Self.declarations(in: text.split(separator: "\n", omittingEmptySubsequences: false)[...], indent: 0)
    }

    /// Every declaration, members after their type.
    var all: [Declaration] { Self.flattened(top) }

    /// The declarations `path` names, a name after the names of its enclosing types (separated by dots).
    func named(_ path: String) -> [Declaration] {
        var scopes = [Declaration(name: "", fullName: "", text: "", members: top)]
        for name in path.split(separator: ".").map(String.init) {
            scopes = scopes.flatMap { Self.flattened($0.members) }.filter {
                (name.contains("(") ? $0.fullName : $0.name) == name
            }
        }
        return scopes
    }

    private static func flattened(_ declarations: [Declaration]) -> [Declaration] {
        declarations.flatMap { [$0] + flattened($0.members) }
    }

    private static let keywords: Set<Substring> = [
        "func", "init", "init?", "let", "var", "struct", "class", "enum", "extension", "protocol", "typealias",
    ]
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "static", "override", "convenience", "final",
        "nonisolated", "required", "lazy", "weak",
    ]
    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "extension", "protocol"]

    /// The declarations written at `indent` spaces in `lines`.
    private static func declarations(in lines: ArraySlice<Substring>, indent: Int) -> [Declaration] {
        var result: [Declaration] = []
        var start: Int?
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            let content = line.dropFirst(indent)
            guard !line.isEmpty, indentation(line) == indent else {
                start = nil
                index += 1
                continue
            }
            guard let head = head(content) else {
                start = content.hasPrefix("///") || content.hasPrefix("@") ? start ?? index : nil
                index += 1
                continue
            }
            let end = self.end(of: index, in: lines, indent: indent)
            let isType = typeKeywords.contains(head.keyword) && end > index
            result.append(
                Declaration(
                    name: head.name, fullName: head.fullName,
                    text: lines[(start ?? index)...end].map { $0.dropFirst(indent) }.joined(separator: "\n"),
                    members: isType ? declarations(in: lines[(index + 1)..<end], indent: indent + 4) : []))
            start = nil
            index = end + 1
        }
        return result
    }

    /// The last line of the declaration whose head is at `index`: the closing line at its indentation after the
    /// deeper lines that follow it, or the head itself.
    private static func end(of index: Int, in lines: ArraySlice<Substring>, indent: Int) -> Int {
        var next = index + 1
        while next < lines.endIndex, lines[next].isEmpty || indentation(lines[next]) > indent { next += 1 }
        guard next > index + 1, next < lines.endIndex, indentation(lines[next]) == indent,
            let first = lines[next].dropFirst(indent).first, "}])".contains(first)
        else { return index }
        return next
    }

    private static func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }

    /// The keyword and names of a declaration's head line, `nil` when the line is not one.
    private static func head(_ line: Substring) -> (keyword: Substring, name: String, fullName: String)? {
        var rest = line
        while case let word = rest.prefix(while: { $0 != " " }), word.count < rest.count,
            modifiers.contains(word) || word.hasPrefix("@") || word.hasPrefix("private(")
        {
            rest = rest.dropFirst(word.count + 1)
        }
        let first = rest.prefix { $0 != " " }
        let keyword = first.prefix { $0 != "(" && $0 != "<" }
        guard keywords.contains(keyword) else { return nil }
        let afterKeyword = keyword.hasPrefix("init") ? rest.dropFirst(keyword.count) : rest.dropFirst(keyword.count + 1)
        let name = keyword.hasPrefix("init") ? "init" : String(afterKeyword.prefix { !":=<({ ".contains($0) })
        guard keyword == "func" || keyword.hasPrefix("init") else { return (keyword, name, name) }
        return (keyword, name, name + "(" + labels(afterKeyword).map { $0 + ":" }.joined() + ")")
    }

    /// The argument labels of the parameter clause that starts at the first `(` of `text`.
    private static func labels(_ text: Substring) -> [Substring] {
        guard let open = text.firstIndex(of: "(") else { return [] }
        var depth = 0
        var parameters: [Substring] = []
        var parameterStart = text.index(after: open)
        for index in text[open...].indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ">" where text[text.index(before: index)] == "-": break  // the arrow of a function type
            case ")", "]", ">":
                depth -= 1
                guard depth == 0 else { continue }
                parameters.append(text[parameterStart..<index])
                return parameters.filter { !$0.isEmpty }.map { $0.drop { $0 == " " }.prefix { $0 != " " && $0 != ":" } }
            case "," where depth == 1:
                parameters.append(text[parameterStart..<index])
                parameterStart = text.index(after: index)
            default: break
            }
        }
        return parameters
    }
}
