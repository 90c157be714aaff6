import Stencil

/// Renders whole files: the declarations with `TextRenderer`, the file around them with a Stencil template, the
/// default one or a user's template for that output kind.
public struct FileRenderer: Sendable {
    /// User templates by output kind (`builder`, `keys`, `scenes`, `stubs`, `combined`); kinds not listed use the default.
    public var templates: [String: String]
    /// The template files' paths by output kind, for errors; a kind not listed is named by its kind.
    public var templatePaths: [String: String] = [:]

    /// The default template of every kind: the header, the imports, then the declarations.
    public static let defaultTemplate = """
        {% for line in headerLines %}// {{ line }}
        {% endfor %}{% for line in importLines %}{% if forloop.first %}
        {% endif %}{{ line }}
        {% endfor %}
        {{ body }}
        """

    /// Creates a renderer.
    public init(templates: [String: String] = [:], templatePaths: [String: String] = [:]) {
        self.templates = templates
        self.templatePaths = templatePaths
    }

    /// Renders a file.
    ///
    /// - Throws: A `Diagnostic` error naming the template (at its file and line when Stencil says where) when a user
    ///   template does not parse or render, or exceeds its `TemplateBudget`.
    public func render(_ file: SwiftFile) throws -> String {
        guard let template = templates[file.kind] else { return Self.renderDefault(file) }
        let budget = TemplateBudget()
        let text: String
        do {
            let prepared = try TemplateBudget.prepared(template)
            text = try budget.environment().renderTemplate(
                string: prepared, context: Self.context(of: file).mapValues(\.stencilValue))
        } catch let error as TemplateBudgetError {
            throw Diagnostic.error("the \(file.kind) template is refused: \(error); simplify the template")
        } catch let error as TemplateSyntaxError where budget.exceeded == nil {
            let message = "the \(file.kind) template cannot render \(file.name): \(error.reason)"
            guard let path = templatePaths[file.kind], let location = error.token?.sourceMap.location,
                location.lineNumber > 0
            else {
                throw Diagnostic.error(message)
            }
            throw Diagnostic.error(
                message, at: .init(filePath: path, line: Int(location.lineNumber), column: location.lineOffset + 1))
        } catch {
            if let exceeded = budget.exceeded {
                throw Diagnostic.error(
                    "the \(file.kind) template was stopped rendering \(file.name): \(exceeded); simplify the template")
            }
            throw Diagnostic.error("the \(file.kind) template cannot render \(file.name): \(error)")
        }
        guard text.utf8.count <= TemplateBudget.maximumOutputBytes else {
            throw Diagnostic.error(
                "the \(file.kind) template was stopped rendering \(file.name): it produced more than \(TemplateBudget.maximumOutputBytes >> 20) MB; simplify the template"
            )
        }
        // Only files that start with the header are ever replaced or removed, so every file written starts with it.
        guard !text.hasPrefix(OutputWriter.headerPrefix) else { return text }
        return file.headerLines.map { "// " + TextRenderer.commentText($0) + "\n" }.joined() + text
    }

    /// What `defaultTemplate` renders, written directly: Stencil would parse the template again for every file and
    /// cost more than the declarations themselves. `FileRendererTests` checks the two agree byte for byte.
    static func renderDefault(_ file: SwiftFile) -> String {
        // One buffer for the whole file, so that the declarations, most of it, are copied once.
        var writer = LineWriter()
        for line in file.headerLines { writer.line("// " + TextRenderer.commentText(line)) }
        if !file.imports.isEmpty { writer.line("") }
        for module in file.imports { writer.line(TextRenderer.importLine(module)) }
        writer.line("")
        TextRenderer().render(file.declarations, into: &writer)
        return writer.text
    }

    /// Everything a template sees: the file's own context plus its name, header, imports and rendered body.
    public static func context(of file: SwiftFile) -> [String: TemplateValue] {
        var context = file.context
        context["fileName"] = .string(file.name)
        context["kind"] = .string(file.kind)
        context["headerLines"] = .list(file.headerLines.map { .string(TextRenderer.commentText($0)) })
        context["imports"] = .list(
            file.imports.map { .string($0.replacingOccurrences(of: "@preconcurrency ", with: "")) })
        context["importLines"] = .list(file.imports.map { .string(TextRenderer.importLine($0)) })
        context["body"] = .string(TextRenderer().render(file.declarations))
        return context
    }
}
