import Foundation

/// Builds the typed IR straight from the reader's elements as they are read, reporting structural problems.
///
/// Each element's role (a scene, a view, a constraint, a generic property element, ...) is known when it starts,
/// from its name, its `key` and the role of its parent; only the elements the IR keeps generically are built as
/// `IBElement`s. The values under construction sit on one stack per type, so the innermost view is always
/// `views.last` and each finished value is appended where its parent keeps it.
struct DocumentBuilder: XMLElementHandler {
    /// What the first element is read as.
    enum Start {
        /// A whole document: `<document>` (any other root is refused by `DocumentFormat`).
        case document
        /// One view, from an element the IR kept generically (see `IBView.init(_:in:diagnostics:)`).
        case view
    }

    let source: SourceFile
    let start: Start
    /// Warnings met while building, reported once the document is known to be accepted.
    var warnings: [Diagnostic] = []
    /// Invalid class and module names (`CodeNames`), in document order.
    var nameProblems: [Diagnostic] = []

    var roles: [ElementRole] = []
    var root: IBElement?
    var device: IBElement?
    var scenes: [IBScene] = []
    var objects: [IBObject] = []
    var resources: [IBElement] = []
    var others: [IBElement] = []
    /// The view read for `Start.view`.
    var builtView: IBView?

    var openScenes: [(scene: IBScene, hasObjects: Bool)] = []
    var placeholders: [(placeholder: IBPlaceholder, hasConnections: Bool)] = []
    var controllers: [IBViewController] = []
    var views: [IBView] = []
    var sections: [(section: IBTableSection, hasCells: Bool)] = []
    var constraints: [IBConstraint] = []
    var variations: [IBVariation] = []
    var masks: [IBMask] = []
    var connections: [IBConnection] = []
    var elements: [PartialElement] = []

    init(source: SourceFile, start: Start) {
        self.source = source
        self.start = start
    }

    var wantsText: Bool {
        guard case .element = roles.last else { return false }
        return elements[elements.count - 1].children.isEmpty
    }

    mutating func startElement(
        _ name: String, attributes pairs: [(name: String, value: String)], line: Int, comment: String?
    ) {
        let tag = StartTag(name: name, attributes: IBAttributes(pairs), line: line, comment: comment)
        if start == .document {
            // Appending an empty array is not free: 11.6 M instructions over the 77,793 elements of 10 MB.
            let problems = CodeNames.problems(in: tag, source: source)
            if !problems.isEmpty { nameProblems += problems }
        }
        let role: ElementRole
        if let parent = roles.last {
            role = childRole(tag, in: parent)
        } else {
            role = rootRole(tag)
        }
        begin(role, tag)
        roles.append(role)
    }

    mutating func text(_ text: String) {
        elements[elements.count - 1].text.append(text)
    }

    mutating func endElement() {
        guard let role = roles.popLast() else { return }
        finish(role)
    }

    /// The document read, once the reader has finished without error.
    ///
    /// - Throws: A `Diagnostic` when the document is not one Unboard converts or names a class or module that is
    ///   not valid Swift (each invalid name but the last is emitted first).
    func document(diagnostics: DiagnosticCollector) throws -> InterfaceDocument {
        guard let root else {
            throw Diagnostic.error("the file contains no XML element", at: source.location(line: 1))
        }
        let kind: InterfaceDocument.Kind
        switch DocumentFormat.classify(root) {
        case .storyboard: kind = .storyboard
        case .xib: kind = .xib
        case .refused(let reason):
            throw Diagnostic.error(reason, at: source.location(line: root.line, element: root.name))
        }
        var invalidNames = nameProblems
        if let last = invalidNames.popLast() {
            invalidNames.forEach(diagnostics.emit)
            throw last
        }
        warnings.forEach(diagnostics.emit)
        return InterfaceDocument(
            path: source.path, name: InterfaceDocument.name(ofPath: source.path), kind: kind,
            attributes: root.attributes, device: device, scenes: scenes, objects: objects, resources: resources,
            otherElements: others, line: root.line)
    }
}

/// An element's name, attributes, line and preceding comment, as the reader hands them over.
struct StartTag {
    var name: String
    var attributes: IBAttributes
    var line: Int
    var comment: String?

    var key: String? { attributes["key"] }
}

/// An element the IR keeps generically whose end tag the reader has not reached yet.
struct PartialElement {
    var name: String
    var attributes: IBAttributes
    var line: Int
    var comment: String?
    var children: [IBElement] = []
    var text = ""

    init(_ tag: StartTag) {
        name = tag.name
        attributes = tag.attributes
        line = tag.line
        comment = tag.comment
    }

    /// The element; text beside child elements is dropped.
    var element: IBElement {
        let keepsText = children.isEmpty && !text.isEmpty
        return IBElement(
            name: name, attributes: attributes, children: children, text: keepsText ? text : nil, line: line,
            comment: comment)
    }
}
