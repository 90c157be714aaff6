import Testing

/// The declarations of a text `TextRenderer` wrote, found by reading its layout back: it indents by four spaces per
/// level and closes a body, an array or a closure with a line at the indentation of the line that opened it, so a
/// declaration is its doc comment and attribute lines, its head, and the lines deeper than the head up to that
/// closing line. Members of types are declarations too; statements in function bodies are not.
struct Declarations {
    /// One declaration: its names and its lines, without the indentation of its scope.
    struct Declaration {
        /// The keyword: `func`, `init`, `let`, `var`, `struct`, `extension`...
        var keyword: String
        /// The base name (`init` for an initializer).
        var name: String
        /// The name with argument labels for a function or initializer (`embed(_:in:of:)`), else the base name.
        var fullName: String
        /// The whole declaration.
        var text: String
        /// Its doc comment, attributes and first line.
        var head: String
        /// The index of its first line (its doc comment's, when it has one) in the text.
        var firstLine: Int
        /// For a type or an extension, its members.
        var members: [Declaration]
    }

    /// The top-level declarations.
    let top: [Declaration]
    /// The lines before the first declaration, without the blank lines that end them.
    let header: String

    /// Reads the declarations of `text`.
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        top = Self.declarations(in: lines[...], indent: 0)
        var headerLines = lines.prefix(top.first?.firstLine ?? lines.count)
        while headerLines.last?.isEmpty == true { headerLines.removeLast() }
        header = headerLines.joined(separator: "\n")
    }

    /// The one declaration `path` names, recording an issue listing the declarations when there is not one.
    func unique(_ path: String, sourceLocation: SourceLocation) -> Declaration? {
        let matches = named(path)
        guard matches.count != 1 else { return matches[0] }
        let names = all.map { ($0.keyword.hasPrefix("init") ? "" : $0.keyword + " ") + $0.fullName }.joined(
            separator: ", ")
        Issue.record(
            "\(matches.count) declarations named \(path); the text declares: \(names)", sourceLocation: sourceLocation)
        return nil
    }

    /// Every declaration, members after their type.
    var all: [Declaration] { Self.flattened(top) }

    /// The declarations `path` names, a name after the names of its enclosing types (separated by dots).
    func named(_ path: String) -> [Declaration] {
        var scopes = [Declaration(keyword: "", name: "", fullName: "", text: "", head: "", firstLine: 0, members: top)]
        for component in path.split(separator: ".") {
            let words = component.split(separator: " ")
            let name = String(words.last ?? "")
            scopes = scopes.flatMap { Self.flattened($0.members) }.filter {
                (name.contains("(") ? $0.fullName : $0.name) == name && (words.count == 1 || $0.keyword == words[0])
            }
        }
        return scopes
    }

    private static func flattened(_ declarations: [Declaration]) -> [Declaration] {
        declarations.flatMap { [$0] + flattened($0.members) }
    }

    private static let keywords: Set<Substring> = [
        "func", "init", "init?", "let", "var", "case", "struct", "class", "enum", "extension", "protocol", "typealias",
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
                    keyword: String(head.keyword), name: head.name, fullName: head.fullName,
                    text: lines[(start ?? index)...end].map { $0.dropFirst(indent) }.joined(separator: "\n"),
                    head: lines[(start ?? index)...index].map { $0.dropFirst(indent) }.joined(separator: "\n"),
                    firstLine: start ?? index,
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
