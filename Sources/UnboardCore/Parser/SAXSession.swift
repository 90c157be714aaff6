import CLibXML2
import Foundation

/// The receiving end of libxml2's SAX2 callbacks for one document: turns each event into Swift names, attributes
/// and text for its handler and keeps what the reader checks (open elements, the pending comment, the first
/// failure).
///
/// The callbacks reach it through a pointer, so that neither a reference count nor the runtime's exclusivity check
/// of a class's properties is paid on every event; the handler is held as `any XMLElementHandler`, since a C
/// function pointer cannot capture a generic parameter.
struct SAXSession {
    typealias Failure = XMLStreamReader.Failure

    var handler: any XMLElementHandler
    /// The parser, once created.
    var context: xmlParserCtxtPtr?
    /// The first failure: libxml2's first error or warning, or a refusal of the reader's own.
    private(set) var failure: Failure?
    private(set) var sawRoot = false
    /// The open elements, for the depth limit and to name the one a truncated file leaves open.
    private var open: [(name: String, line: Int)] = []
    private var pendingComment: String?
    private var names = InternedNames()
    private var indentations = Indentations()
    private let maximumDepth: Int

    init(handler: any XMLElementHandler, maximumDepth: Int) {
        self.handler = handler
        self.maximumDepth = maximumDepth
    }

    /// The line the parser is on: for an element, the line its start tag ends on, as libxml2's trees record it.
    var currentLine: Int {
        guard let input = context?.pointee.input else { return 1 }
        return Int(input.pointee.line)
    }

    fileprivate mutating func startElement(
        _ localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int
    ) {
        guard failure == nil else { return }
        let line = currentLine
        if open.count >= maximumDepth {
            return refuse("elements are nested deeper than \(maximumDepth) levels", line: line)
        }
        let name = qualifiedName(localName, prefix: prefix)
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(namespaceCount + attributeCount)
        // Namespace declarations first, named as libxml2's reader names them.
        for index in 0..<namespaceCount {
            let declared = namespaces?[2 * index]
            let attributeName =
                declared.map { qualifiedName($0, prefix: Self.xmlns) } ?? qualifiedName(Self.xmlns, prefix: nil)
            pairs.append((attributeName, Self.string(namespaces?[2 * index + 1])))
        }
        for index in 0..<attributeCount {
            let fields = attributes! + 5 * index
            let value = fields[3].map { Self.attributeValue($0, end: fields[4]!) } ?? ""
            pairs.append((qualifiedName(fields[0], prefix: fields[1]), value))
        }
        handler.startElement(name, attributes: pairs, line: line, comment: pendingComment)
        pendingComment = nil
        sawRoot = true
        open.append((name, line))
    }

    fileprivate mutating func endElement() {
        guard failure == nil, open.popLast() != nil else { return }
        handler.endElement()
    }

    fileprivate mutating func characters(_ bytes: UnsafePointer<xmlChar>?, count: Int) {
        guard failure == nil, !open.isEmpty, handler.wantsText, let bytes else { return }
        handler.text(indentations.text(UnsafeBufferPointer(start: bytes, count: count)))
    }

    fileprivate mutating func comment(_ text: UnsafePointer<xmlChar>?) {
        pendingComment = text.map { String(cString: $0) }
    }

    fileprivate mutating func refuse(_ message: String, line: Int) {
        guard failure == nil else { return }
        failure = Failure(message: message, line: line)
        if let context { xmlStopParser(context) }
    }

    fileprivate mutating func record(_ error: UnsafePointer<xmlError>) {
        guard failure == nil else { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        var message = "malformed XML: " + raw.trimmingCharacters(in: .whitespacesAndNewlines)
        // libxml2 says "extra content" for a truncated file; name what is left open.
        if error.pointee.code == Int32(XML_ERR_DOCUMENT_END.rawValue), let last = open.last {
            message += " (<\(last.name)> from line \(last.line) is not closed)"
        }
        failure = Failure(
            message: message, line: Int(error.pointee.line),
            column: error.pointee.int2 > 0 ? Int(error.pointee.int2) : nil)
    }

    /// `prefix:name`, or `name` without a prefix, each made into a Swift string once per document.
    private mutating func qualifiedName(_ name: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
        guard let dictionary = context?.pointee.dict else { return Self.string(name) }
        guard let prefix else { return names.name(name, in: dictionary) }
        return names.name(xmlDictQLookup(dictionary, prefix, name), in: dictionary)
    }

    private static var xmlns: UnsafePointer<xmlChar> {
        UnsafeRawPointer(("xmlns" as StaticString).utf8Start).assumingMemoryBound(to: xmlChar.self)
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// An attribute's value from libxml2's span of it.
    ///
    /// Without entity substitution (`XML_PARSE_NOENT`, which Unboard leaves off) libxml2 writes each `&` that a
    /// value spells as a reference (`&amp;`, `&#38;`) as `&#38;`, for its tree builder to read back; no other `&`
    /// can reach a value, since a bare one is malformed and no entity is ever declared.
    static func attributeValue(_ start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        // `memchr` scans many bytes a step; a Swift loop over every byte cost 18 M at 10 MB.
        guard memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            decoded.append(bytes[index])
            index += bytes[index] == UInt8(ascii: "&") && bytes[index...].starts(with: "&#38;".utf8) ? 5 : 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The callbacks, each passing its event on to the `SAXSession` libxml2 is given a pointer to as user data.
    static var handlers: xmlSAXHandler {
        var handlers = xmlSAXHandler()
        handlers.initialized = UInt32(XML_SAX2_MAGIC)
        handlers.startElementNs = { events, localName, prefix, _, namespaceCount, namespaces, count, _, attributes in
            SAXSession.of(events).pointee.startElement(
                localName, prefix: prefix, namespaces: namespaces, namespaceCount: Int(namespaceCount),
                attributes: attributes, attributeCount: Int(count))
        }
        handlers.endElementNs = { events, _, _, _ in SAXSession.of(events).pointee.endElement() }
        handlers.characters = { events, bytes, count in
            SAXSession.of(events).pointee.characters(bytes, count: Int(count))
        }
        // Blanks are text like any other: with this, libxml2 never asks whether they are ignorable.
        handlers.ignorableWhitespace = handlers.characters
        handlers.cdataBlock = handlers.characters
        handlers.comment = { events, text in SAXSession.of(events).pointee.comment(text) }
        handlers.internalSubset = { events, _, _, _ in
            let session = SAXSession.of(events)
            session.pointee.refuse(
                "the document has a DOCTYPE declaration; Interface Builder never writes one, so it is refused",
                line: session.pointee.currentLine)
        }
        // Never called while no entity can be declared; refused rather than dropped should that change.
        handlers.reference = { events, _ in
            let session = SAXSession.of(events)
            session.pointee.refuse(
                "the document uses an entity reference, which is refused", line: session.pointee.currentLine)
        }
        handlers.serror = { events, error in
            guard let events, let error else { return }
            SAXSession.of(events).pointee.record(UnsafePointer(error))
        }
        return handlers
    }

    fileprivate static func of(_ events: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXSession> {
        events!.assumingMemoryBound(to: SAXSession.self)
    }
}
