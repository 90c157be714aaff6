/// Builds a coverage report by running the parser and translator over inputs, counting what they see and what
/// they report as unsupported.
public struct CoverageReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The report for inputs already read into memory.
    public func report(_ sources: [SourceFile]) -> CoverageReport {
        let sections = sources.map(section)
        let total = sections.reduce(into: emptySection("total")) { total, section in
            total.errors += section.errors
            total.seen = total.seen + section.seen
            total.translated = total.translated + section.translated
            total.unsupported = total.unsupported + section.unsupported
            total.designTime = total.designTime + section.designTime
            total.unsupportedFeatures = merge(total.unsupportedFeatures, section.unsupportedFeatures)
        }
        return CoverageReport(inputs: sections, total: total)
    }

    private func section(_ source: SourceFile) -> CoverageReport.Section {
        let diagnostics = AccumulatingDiagnosticCollector()
        var section = emptySection(source.path)
        let document: InterfaceDocument
        do {
            document = try InterfaceDocumentParser().parse(source, diagnostics: diagnostics)
        } catch {
            section.refused = (error as? Diagnostic)?.message ?? "\(error)"
            section.errors = 1
            return section
        }
        let translator = InterfaceTranslator()
        let builders = translator.translate([(document, source)], diagnostics: diagnostics)
        _ = translator.translateSceneGraphs([(document, source)], builders: builders, diagnostics: diagnostics)
        let counter = DocumentCounter(document)
        let all = diagnostics.diagnostics
        section.errors = all.count { $0.severity == .error }
        section.seen = counter.seen
        section.designTime = counter.designTime
        section.unsupported = counter.unsupported
        section.translated = section.seen - section.designTime - section.unsupported
        section.unsupportedFeatures = merge([], all.compactMap(feature))
        return section
    }

    private func feature(_ diagnostic: Diagnostic) -> CoverageReport.Unsupported? {
        guard let category = diagnostic.category else { return nil }
        let kind: String
        switch category {
        case .unsupportedAttribute: kind = "attribute"
        case .unsupportedElement: kind = "element"
        case .unsupportedVariation: kind = "variation"
        }
        let place = diagnostic.location.map { "\($0.filePath):\($0.line ?? 1)" } ?? ""
        return CoverageReport.Unsupported(
            kind: kind, subject: diagnostic.subject ?? diagnostic.message, count: 1, first: place)
    }

    /// Adds occurrences up by kind and subject, keeping the first place; most frequent first, then by name.
    private func merge(
        _ existing: [CoverageReport.Unsupported], _ more: [CoverageReport.Unsupported]
    ) -> [CoverageReport.Unsupported] {
        var byKey: [String: CoverageReport.Unsupported] = [:]
        var order: [String] = []
        for item in existing + more {
            let key = item.kind + "\u{0}" + item.subject
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = item
            } else {
                byKey[key]?.count += item.count
            }
        }
        return order.compactMap { byKey[$0] }.sorted {
            ($1.count, $0.kind, $0.subject) < ($0.count, $1.kind, $1.subject)
        }
    }

    private func emptySection(_ path: String) -> CoverageReport.Section {
        CoverageReport.Section(
            path: path, refused: nil, errors: 0, seen: .init(), translated: .init(), unsupported: .init(),
            designTime: .init(),
            unsupportedFeatures: [])
    }
}
