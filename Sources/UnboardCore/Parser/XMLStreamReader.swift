import CLibXML2
import Foundation

/// Receives a document's elements from `XMLStreamReader` in document order, as they are read.
protocol XMLElementHandler {
    /// Whether the text of the innermost open element is kept (the reader makes no string for text nobody keeps).
    var wantsText: Bool { get }
    /// An element starts; `comment` is the XML comment written just before it.
    mutating func startElement(_ name: String, attributes: [(name: String, value: String)], line: Int, comment: String?)
    /// Text inside the innermost open element, when `wantsText`; may come in several pieces.
    mutating func text(_ text: String)
    /// The innermost open element ends.
    mutating func endElement()
}

/// Reads XML with libxml2's streaming reader and hands each element to an `XMLElementHandler` as it is read, so no
/// generic tree of the whole document is built only to be taken apart.
///
/// The reader never touches the network, loads no DTD and substitutes no entities; a document that declares a
/// DOCTYPE is refused, since IB never writes one and entity declarations are the usual way to attack a parser.
struct XMLStreamReader {
    /// Why reading stopped.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int?
    }

    let source: SourceFile
    let options: ParserOptions

    /// Reads the whole document into `handler`.
    func read(into handler: inout some XMLElementHandler) throws(Failure) {
        let errors = ErrorSink()
        let flags = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue)
        guard !source.data.isEmpty else { throw Failure(message: "the file is empty", line: 1) }
        let failure: Failure? = source.data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return Failure(message: "the file is empty", line: 1)
            }
            guard let reader = xmlReaderForMemory(base, Int32(buffer.count), nil, nil, flags) else {
                return Failure(message: "libxml2 could not start reading the file", line: 1)
            }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(
                reader,
                { context, error in
                    guard let context, let error else { return }
                    Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue().record(error)
                }, Unmanaged.passUnretained(errors).toOpaque())
            do throws(Failure) {
                try walk(reader, errors: errors, handler: &handler)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private func walk(
        _ reader: xmlTextReaderPtr, errors: ErrorSink, handler: inout some XMLElementHandler
    ) throws(Failure) {
        /// The open elements, for the depth limit and to name the one a truncated file leaves open.
        var open: [(name: String, line: Int)] = []
        var sawRoot = false
        var pendingComment: String?
        var names = InternedNames()
        var indentations = Indentations()
        var elementCount = 0
        var bigLines = StartTagLines.canScan(source.data) ? StartTagLines(source.data) : nil
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            if status < 0 {
                var failure = errors.failure ?? Failure(message: "malformed XML", line: currentLine(reader))
                // libxml2's streaming reader says "extra content" for a truncated file; name what is left open.
                if let last = open.last { failure.message += " (<\(last.name)> from line \(last.line) is not closed)" }
                throw failure
            }
            // A text node nobody keeps needs no type, which libxml2 works out by looking for `xml:space` on every
            // ancestor of a blank one.
            if !handler.wantsText, let node = xmlTextReaderCurrentNode(reader), node.pointee.type == XML_TEXT_NODE {
                continue
            }
            let type = xmlTextReaderNodeType(reader)
            switch type {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let name = names.name(xmlTextReaderConstName(reader), reader: reader)
                var line = currentLine(reader)
                if line >= Self.lineFieldLimit, let counted = bigLines?.line(ofStartTag: elementCount) {
                    line = counted
                }
                elementCount += 1
                if open.count >= options.maximumDepth {
                    throw Failure(message: "elements are nested deeper than \(options.maximumDepth) levels", line: line)
                }
                let attributes = readAttributes(reader, names: &names)
                handler.startElement(name, attributes: attributes, line: line, comment: pendingComment)
                pendingComment = nil
                sawRoot = true
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    handler.endElement()
                } else {
                    open.append((name, line))
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard open.popLast() != nil else { break }
                handler.endElement()
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                if !open.isEmpty, handler.wantsText, let value = xmlTextReaderConstValue(reader) {
                    handler.text(indentations.text(value))
                }
            case Int32(XML_READER_TYPE_COMMENT.rawValue):
                pendingComment = xmlTextReaderConstValue(reader).map { String(cString: $0) }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw Failure(
                    message:
                        "the document has a DOCTYPE declaration; Interface Builder never writes one, so it is refused",
                    line: currentLine(reader))
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                throw Failure(
                    message: "the document uses an entity reference, which is refused", line: currentLine(reader))
            default:
                break
            }
        }
        if let failure = errors.failure { throw failure }
        guard sawRoot else { throw Failure(message: "the file contains no XML element", line: 1) }
    }

    /// The attributes of the element the reader is on, in document order.
    private func readAttributes(
        _ reader: xmlTextReaderPtr, names: inout InternedNames
    ) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        let count = Int(xmlTextReaderAttributeCount(reader))
        guard count > 0 else { return attributes }
        attributes.reserveCapacity(count)
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            let attributeName = names.name(xmlTextReaderConstName(reader), reader: reader)
            let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
            attributes.append((attributeName, value))
        }
        xmlTextReaderMoveToElement(reader)
        return attributes
    }

    /// The largest line libxml2 stores in a node; larger ones are stored as this.
    static let lineFieldLimit = 65_535

    private func currentLine(_ reader: xmlTextReaderPtr) -> Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0, line < Self.lineFieldLimit { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }
}

/// Keeps the first error libxml2 reports while reading.
private final class ErrorSink {
    var failure: XMLStreamReader.Failure?

    func record(_ error: UnsafePointer<xmlError>) {
        guard failure == nil else { return }
        let raw = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        failure = XMLStreamReader.Failure(
            message: "malformed XML: \(message)", line: Int(error.pointee.line),
            column: error.pointee.int2 > 0 ? Int(error.pointee.int2) : nil)
    }
}
