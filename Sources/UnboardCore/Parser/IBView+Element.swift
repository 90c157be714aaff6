extension IBView {
    /// The view-shaped form of an element the IR keeps generically (a bar button item in a navigation item): its
    /// attributes, property elements, connections and keyed views, read as the parser reads a view. Connections it
    /// cannot read are reported to `diagnostics` at their line in `source`.
    init(_ element: IBElement, in source: SourceFile, diagnostics: DiagnosticCollector) {
        var builder = DocumentBuilder(source: source, start: .view)
        builder.replay(element)
        builder.warnings.forEach(diagnostics.emit)
        guard let view = builder.builtView else { preconditionFailure("a builder started with .view builds a view") }
        self = view
    }
}

extension DocumentBuilder {
    /// Hands an element and its subtree over as the reader would have.
    mutating func replay(_ element: IBElement) {
        startElement(element.name, attributes: element.attributes.pairs, line: element.line, comment: element.comment)
        if let text = element.text, wantsText { self.text(text) }
        for child in element.children { replay(child) }
        endElement()
    }
}
