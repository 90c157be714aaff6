import Foundation

/// The first pipeline stage: reads a `.storyboard` or `.xib` file into an `InterfaceDocument`.
public struct InterfaceDocumentParser: Sendable {
    /// Parser limits.
    public var options: ParserOptions

    /// Creates a parser.
    public init(options: ParserOptions = ParserOptions()) {
        self.options = options
    }

    /// Parses one file.
    ///
    /// - Throws: A `Diagnostic` with severity error when the file is not a document Unboard can convert.
    public func parse(_ source: SourceFile, diagnostics: DiagnosticCollector) throws -> InterfaceDocument {
        let root: IBElement
        do {
            root = try XMLStreamReader(source: source, options: options).readRoot()
        } catch {
            var location = source.location(line: max(error.line, 1))
            if let column = error.column { location.column = column }
            throw Diagnostic.error(error.message, at: location)
        }
        let builder = DocumentBuilder(source: source, diagnostics: diagnostics)
        return try builder.document(from: root)
    }
}
