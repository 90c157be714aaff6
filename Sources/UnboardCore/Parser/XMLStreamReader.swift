import CLibXML2
import Foundation

/// Reads XML into a tree of `IBElement`s with libxml2's streaming reader.
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

    /// Parses the whole document and returns its root element.
    func readRoot() throws(Failure) -> IBElement {
        let errors = ErrorSink()
        let flags = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue)
        guard !source.data.isEmpty else { throw Failure(message: "the file is empty", line: 1) }
        let result: Result<IBElement, Failure> = source.data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return .failure(Failure(message: "the file is empty", line: 1))
            }
            guard let reader = xmlReaderForMemory(base, Int32(buffer.count), nil, nil, flags) else {
                return .failure(Failure(message: "libxml2 could not start reading the file", line: 1))
            }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(
                reader,
                { context, error in
                    guard let context, let error else { return }
                    Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue().record(error)
                }, Unmanaged.passUnretained(errors).toOpaque())
            return Result { () throws(Failure) -> IBElement in try walk(reader, errors: errors) }
        }
        return try result.get()
    }

    private func walk(_ reader: xmlTextReaderPtr, errors: ErrorSink) throws(Failure) -> IBElement {
        var stack: [PartialElement] = []
        var root: IBElement?
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
                if let open = stack.last { failure.message += " (<\(open.name)> from line \(open.line) is not closed)" }
                throw failure
            }
            let type = xmlTextReaderNodeType(reader)
            switch type {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                var element = startElement(reader, comment: pendingComment, names: &names)
                if element.line >= Self.lineFieldLimit, let line = bigLines?.line(ofStartTag: elementCount) {
                    element.line = line
                }
                elementCount += 1
                pendingComment = nil
                if stack.count >= options.maximumDepth {
                    throw Failure(
                        message: "elements are nested deeper than \(options.maximumDepth) levels", line: element.line)
                }
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    finish(element, stack: &stack, root: &root)
                } else {
                    stack.append(element)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                guard let element = stack.popLast() else { break }
                finish(element, stack: &stack, root: &root)
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                // Text beside child elements is dropped when the element is built, so none is kept after the first.
                if let top = stack.indices.last, stack[top].children.isEmpty,
                    let value = xmlTextReaderConstValue(reader)
                {
                    stack[top].text.append(indentations.text(value))
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
        guard let root else { throw Failure(message: "the file contains no XML element", line: 1) }
        return root
    }

    private func startElement(
        _ reader: xmlTextReaderPtr, comment: String?, names: inout InternedNames
    ) -> PartialElement {
        let name = names.name(xmlTextReaderConstName(reader), reader: reader)
        let line = currentLine(reader)
        var attributes: [(name: String, value: String)] = []
        let count = Int(xmlTextReaderAttributeCount(reader))
        if count > 0 {
            attributes.reserveCapacity(count)
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                let attributeName = names.name(xmlTextReaderConstName(reader), reader: reader)
                let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                attributes.append((attributeName, value))
            }
            xmlTextReaderMoveToElement(reader)
        }
        return PartialElement(name: name, attributes: attributes, line: line, comment: comment)
    }

    private func finish(_ partial: PartialElement, stack: inout [PartialElement], root: inout IBElement?) {
        let element = partial.element
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
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

/// An element whose end tag the reader has not reached yet.
private struct PartialElement {
    var name: String
    var attributes: [(name: String, value: String)]
    var line: Int
    var comment: String?
    var children: [IBElement] = []
    var text = ""

    var element: IBElement {
        let keepsText = children.isEmpty && !text.isEmpty
        var element = IBElement(
            name: name, attributes: IBAttributes(attributes), children: children, text: keepsText ? text : nil,
            line: line)
        element.comment = comment
        return element
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
