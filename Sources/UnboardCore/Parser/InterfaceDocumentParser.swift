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
        if let refusal = Self.refusalBeforeReading(source.data) {
            throw Diagnostic.error(refusal, at: Diagnostic.Location(filePath: source.path, line: 1, column: 1))
        }
        var builder = DocumentBuilder(source: source, start: .document)
        do {
            try XMLStreamReader(source: source, options: options).read(into: &builder)
        } catch {
            var location = source.location(line: max(error.line, 1))
            if let column = error.column { location.column = column }
            throw Diagnostic.error(error.message, at: location)
        }
        return try builder.document(diagnostics: diagnostics)
    }

    /// Files that are plainly not IB source documents, named for what they are before libxml2 sees them.
    static func refusalBeforeReading(_ data: Data) -> String? {
        let head = data.prefix(4096)
        if head.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "the file is empty" }
        if head.starts(with: Array("bplist".utf8)) || head.starts(with: Array("NIBArchive".utf8)) {
            return
                "this is a compiled .nib (binary), not an Interface Builder source document; convert the .storyboard or .xib it was compiled from"
        }
        let isUTF16 = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
        if !isUTF16, head.contains(0) { return "this is binary data, not an Interface Builder XML document" }
        return nil
    }
}
