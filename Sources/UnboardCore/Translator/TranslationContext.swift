import Foundation

/// What the translation of one document knows about it, shared by the translator functions.
final class TranslationContext {
    let document: InterfaceDocument
    let source: SourceFile
    let diagnostics: DiagnosticCollector
    /// Names of images that are SF Symbols (`<image name= catalog="system">` in the resources).
    let systemImageNames: Set<String>
    /// Every object id of the document, with its line; built on first use, since the scene graphs' contexts rarely
    /// need it.
    private(set) lazy var documentIndex = DocumentIndex(document)
    /// Which controllers show which, built once per document: every layout asks it for its bars.
    private(set) lazy var controllerGraph = ControllerGraph(
        document.scenes.compactMap { scene in
            scene.viewController.map { ($0, collectSegues(in: scene, controller: $0).map(\.segue)) }
        })

    /// The iOS version the generated code must run on.
    let deploymentTarget: String
    /// The version of the `if #available` block being translated, when above the deployment target.
    var enclosingAvailability: String?
    /// Which classes other input xibs lay out, for views created through a nested xib's builder.
    var nestedXibs = NestedXibIndex.empty
    /// The bundle expression of `NSLocalizedString` lookups when the document is localized, else `nil`.
    var localizationBundle: String?
    /// Where the document's `.strings` tables are read from (see `LocalizationOptions.folder`).
    var localizationFolder: URL?
    /// The `.strings` keys the translated strings look up, for the unused-keys report.
    var usedLocalizationKeys: Set<String> = []
    /// The first part of the document's layout keys: its name, with its folder when another input has that name
    /// (`ja.lproj/Main`), so that keys stay unique.
    lazy var keyDocumentName = document.name
    /// The bundle expression images and named colors are looked up in, `nil` for the main bundle (`UIImage(named:)`).
    var resourceBundle: String?
    /// How views' `name` runtime attributes are translated.
    var viewNames = ViewNameMode.support
    /// The class `nibLoadingClasses` in `unboard.yml` says loads this xib, made its File's Owner's class.
    var configuredOwnerClass: String?

    init(
        document: InterfaceDocument, source: SourceFile, diagnostics: DiagnosticCollector,
        deploymentTarget: String = GenerationOptions.defaultDeploymentTarget
    ) {
        self.document = document
        self.deploymentTarget = deploymentTarget
        self.source = source
        self.diagnostics = diagnostics
        systemImageNames = Set(
            document.resources.filter { $0.name == "image" && $0.attributes["catalog"] == "system" }
                .compactMap { $0.attributes["name"] })
    }

    /// A context for the same document that sends its diagnostics elsewhere, so that layouts translated at once
    /// keep their diagnostics apart.
    init(sharing other: TranslationContext, diagnostics: DiagnosticCollector) {
        document = other.document
        source = other.source
        self.diagnostics = diagnostics
        systemImageNames = other.systemImageNames
        deploymentTarget = other.deploymentTarget
        documentIndex = other.documentIndex
        controllerGraph = other.controllerGraph
        nestedXibs = other.nestedXibs
        localizationBundle = other.localizationBundle
        keyDocumentName = other.keyDocumentName
        resourceBundle = other.resourceBundle
        viewNames = other.viewNames
        configuredOwnerClass = other.configuredOwnerClass
        localizationFolder = other.localizationFolder
    }

    func warning(
        _ message: String, line: Int, element: String? = nil, category: Diagnostic.Category? = nil,
        subject: String? = nil
    ) {
        var diagnostic = Diagnostic.warning(
            message, at: source.location(line: line, element: element), category: category)
        diagnostic.subject = subject
        diagnostics.emit(diagnostic)
    }

    func error(_ message: String, line: Int, element: String? = nil) {
        diagnostics.emit(.error(message, at: source.location(line: line, element: element)))
    }

    func unsupportedAttribute(_ name: String, on element: String, line: Int) {
        warning(
            "unsupported attribute '\(name)' on <\(element)> is not translated", line: line, element: element,
            category: .unsupportedAttribute, subject: "'\(name)' on <\(element)>")
    }

    func unsupportedElement(_ child: IBElement, in element: String) {
        let key = child.key.map { " key=\"\($0)\"" } ?? ""
        warning(
            "unsupported element <\(child.name)\(key)> in <\(element)> is not translated", line: child.line,
            element: child.name, category: .unsupportedElement, subject: "<\(child.name)\(key)> in <\(element)>")
    }
}
