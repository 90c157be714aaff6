extension IBView {
    /// The view-shaped form of an element the IR keeps generically (a bar button item in a navigation item): its
    /// attributes, property elements, connections and keyed views, read as the parser reads a view. Connections it
    /// cannot read are reported to `diagnostics` at their line in `source`.
    init(_ element: IBElement, in source: SourceFile, diagnostics: DiagnosticCollector) {
        self = DocumentBuilder(source: source, diagnostics: diagnostics).view(element)
    }
}
