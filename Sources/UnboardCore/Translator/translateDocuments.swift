import Foundation

/// One translated layout, with the class whose builder it joins.
enum TranslatedLayout {
    case view(className: String, LayoutModel)
    case controller(className: String, ControllerLayoutModel)
}

/// A document's context, set up with what spans all inputs (nested xibs, localization), and the collector of the
/// diagnostics that finding its layouts reports.
struct PreparedDocument {
    let context: TranslationContext
    let finding: AccumulatingDiagnosticCollector
}

extension InterfaceTranslator {
    /// Translates every layout of every document on all cores, one task per layout so that a single large
    /// storyboard is spread over the cores too; layouts and diagnostics come back in the order of a serial run.
    func translateDocuments(_ documents: [PreparedDocument], diagnostics: DiagnosticCollector) -> [[TranslatedLayout]] {
        let plans = documents.map(DocumentPlan.init)
        let tasks = plans.indices.flatMap { document in (0..<plans[document].taskCount).map { (document, $0) } }
        let results = ParallelResults<TaskResult>(count: tasks.count)
        let workers = max(1, min(maximumConcurrency ?? ProcessInfo.processInfo.activeProcessorCount, tasks.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: tasks.count, by: workers) {
                let (document, task) = tasks[index]
                let collector = AccumulatingDiagnosticCollector()
                let context = TranslationContext(sharing: plans[document].context, diagnostics: collector)
                // Taken from its slot: the task holds its scene's views, which go with it once the layout is made.
                guard let translate = plans[document].tasks.take(task) else { continue }
                let layout = translate(context)
                results.set(
                    index,
                    TaskResult(
                        layout: layout, diagnostics: collector.diagnostics,
                        localizationKeys: context.usedLocalizationKeys))
            }
        }
        // Each result is taken from its slot, so that no layout is held twice while they are gathered.
        var next = 0
        var layouts: [[TranslatedLayout]] = []
        for plan in plans {
            plan.findingDiagnostics.forEach(diagnostics.emit)
            var document: [TranslatedLayout] = []
            document.reserveCapacity(plan.taskCount)
            var usedKeys: Set<String> = []
            for index in 0...plan.taskCount {
                if index == plan.controllerTasksStart { plan.controllerFindingDiagnostics.forEach(diagnostics.emit) }
                guard index < plan.taskCount else { continue }
                defer { next += 1 }
                guard let result = results.take(next) else { continue }
                result.diagnostics.forEach(diagnostics.emit)
                usedKeys.formUnion(result.localizationKeys)
                document.append(result.layout)
            }
            if plan.isValid {
                let reporter = TranslationContext(sharing: plan.context, diagnostics: diagnostics)
                reporter.usedLocalizationKeys = usedKeys
                reporter.reportUnusedLocalizationKeys()
            }
            layouts.append(document)
        }
        return layouts
    }
}

/// What one layout task produced: the layout, its diagnostics and the `.strings` keys its strings look up.
private struct TaskResult {
    var layout: TranslatedLayout
    var diagnostics: [Diagnostic]
    var localizationKeys: Set<String>
}

/// What a document needs translated, found serially (finding is cheap, and its diagnostics come first).
///
/// Unchecked because the tasks share the document's context, which they only read: its lazy properties, the
/// document index (which `validateDocument` reads) and the controller graph, are built here before any task runs.
/// Once the tasks are found, the context lets go of the document's scenes (`letGoOfScenes()`): each task holds the
/// parts of its scene it translates, and is taken from `tasks` when it runs.
private struct DocumentPlan: @unchecked Sendable {
    let context: TranslationContext
    private(set) var isValid = false
    private(set) var findingDiagnostics: [Diagnostic] = []
    private(set) var controllerFindingDiagnostics: [Diagnostic] = []
    /// The layouts of view roots, then those of container controllers.
    private(set) var tasks = ParallelResults<(TranslationContext) -> TranslatedLayout>(count: 0)
    private(set) var taskCount = 0
    private(set) var controllerTasksStart = 0

    init(_ prepared: PreparedDocument) {
        context = prepared.context
        var tasks: [(TranslationContext) -> TranslatedLayout] = []
        defer {
            findingDiagnostics = prepared.finding.diagnostics
            taskCount = tasks.count
            self.tasks = ParallelResults(tasks)
            context.letGoOfScenes()
        }
        guard context.validateDocument() else { return }
        isValid = true
        _ = context.controllerGraph
        let sources = context.findLayoutSources()
        for (source, key) in zip(sources, InterfaceTranslator.keys(for: sources, documentName: context.keyDocumentName))
        {
            tasks.append {
                .view(
                    className: InterfaceTranslator.builderClassName(source), $0.translateOwnedLayout(source, key: key))
            }
        }
        controllerTasksStart = tasks.count
        let controllerFinding = AccumulatingDiagnosticCollector()
        for found in TranslationContext(sharing: context, diagnostics: controllerFinding).findControllerSources() {
            let key = "\(context.keyDocumentName).\(found.className).\(found.disambiguator)"
            tasks.append { .controller(className: found.className, $0.translateControllerLayout(found, key: key)) }
        }
        controllerFindingDiagnostics = controllerFinding.diagnostics
    }
}

extension TranslationContext {
    /// A layout with what its owner is: a File's Owner view the builder installs into, or a view controller.
    func translateOwnedLayout(_ source: LayoutSource, key: String) -> LayoutModel {
        var layout = translateLayout(source, key: key)
        layout.installsIntoOwner =
            source.isFilesOwnerLayout && nestedXibs.ownerIsView(source.className, connections: source.ownerConnections)
        if source.isFilesOwnerLayout, !layout.installsIntoOwner {
            // A File's Owner whose `view` outlet holds the root is a view controller loaded with its nib.
            layout.viewController = ViewControllerOwner(customClass: source.className, type: "UIViewController")
        }
        return layout
    }
}
