import Foundation

/// One translated layout, with the class whose builder it joins.
enum TranslatedLayout {
    case view(className: String, LayoutModel)
    case controller(className: String, ControllerLayoutModel)
}

extension InterfaceTranslator {
    /// Translates every layout of every document on all cores, one task per layout so that a single large
    /// storyboard is spread over the cores too; layouts and diagnostics come back in the order of a serial run.
    func translateDocuments(
        _ inputs: [(document: InterfaceDocument, source: SourceFile)], diagnostics: DiagnosticCollector
    ) -> [[TranslatedLayout]] {
        let plans = inputs.map { DocumentPlan($0, deploymentTarget: deploymentTarget) }
        let tasks = plans.indices.flatMap { document in plans[document].tasks.indices.map { (document, $0) } }
        let results = ParallelResults<(layout: TranslatedLayout, diagnostics: [Diagnostic])>(count: tasks.count)
        let workers = max(1, min(maximumConcurrency ?? ProcessInfo.processInfo.activeProcessorCount, tasks.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: tasks.count, by: workers) {
                let (document, task) = tasks[index]
                let collector = AccumulatingDiagnosticCollector()
                let context = TranslationContext(sharing: plans[document].context, diagnostics: collector)
                results.set(index, (plans[document].tasks[task](context), collector.diagnostics))
            }
        }
        var translated = results.values.makeIterator()
        var layouts: [[TranslatedLayout]] = []
        for plan in plans {
            plan.findingDiagnostics.forEach(diagnostics.emit)
            var document: [TranslatedLayout] = []
            for index in 0...plan.tasks.count {
                if index == plan.controllerTasksStart { plan.controllerFindingDiagnostics.forEach(diagnostics.emit) }
                guard index < plan.tasks.count, let result = translated.next() ?? nil else { continue }
                result.diagnostics.forEach(diagnostics.emit)
                document.append(result.layout)
            }
            layouts.append(document)
        }
        return layouts
    }
}

/// What a document needs translated, found serially (finding is cheap, and its diagnostics come first).
///
/// Unchecked because the tasks share the document's context, which they only read: its one lazy property, the
/// controller graph, is built here before any task runs.
private struct DocumentPlan: @unchecked Sendable {
    let context: TranslationContext
    private(set) var findingDiagnostics: [Diagnostic] = []
    private(set) var controllerFindingDiagnostics: [Diagnostic] = []
    /// The layouts of view roots, then those of container controllers.
    private(set) var tasks: [(TranslationContext) -> TranslatedLayout] = []
    private(set) var controllerTasksStart = 0

    init(_ input: (document: InterfaceDocument, source: SourceFile), deploymentTarget: String) {
        let finding = AccumulatingDiagnosticCollector()
        context = TranslationContext(document: input.document, source: input.source, diagnostics: finding, deploymentTarget: deploymentTarget)
        defer { findingDiagnostics = finding.diagnostics }
        guard context.validateDocument() else { return }
        _ = context.controllerGraph
        let sources = context.findLayoutSources()
        for (source, key) in zip(sources, InterfaceTranslator.keys(for: sources, documentName: input.document.name)) {
            tasks.append { .view(className: InterfaceTranslator.builderClassName(source), $0.translateLayout(source, key: key)) }
        }
        controllerTasksStart = tasks.count
        let controllerFinding = AccumulatingDiagnosticCollector()
        for found in TranslationContext(sharing: context, diagnostics: controllerFinding).findControllerSources() {
            let key = "\(input.document.name).\(found.className).\(found.disambiguator)"
            tasks.append { .controller(className: found.className, $0.translateControllerLayout(found.controller, key: key)) }
        }
        controllerFindingDiagnostics = controllerFinding.diagnostics
    }

}
