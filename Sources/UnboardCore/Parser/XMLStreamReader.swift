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

/// Reads XML with libxml2's SAX2 push parser and hands each element to an `XMLElementHandler` as it is parsed, so
/// neither libxml2 nor Unboard builds a generic tree of the whole document only to take it apart.
///
/// The parser never touches the network and is given no callback that declares, looks up or loads an entity or a
/// DTD, so only the five predefined entities and character references are ever replaced; a document that declares
/// a DOCTYPE is refused as soon as its name is read, before any declaration in it, since IB never writes one and
/// entity declarations are the usual way to attack a parser.
struct XMLStreamReader {
    /// Why reading stopped.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int?
    }

    let source: SourceFile
    let options: ParserOptions

    /// The deepest nesting read whatever `options` allow: the bound libxml2 puts on the trees it builds
    /// (`xmlParserMaxDepth`), which Unboard read through until it parsed with SAX2 and which the recursive walks of
    /// the later stages rely on.
    static let depthLimit = 256

    /// How many bytes are handed to libxml2 at a time: its buffer stays this small instead of copying the file.
    private static let chunkSize = 65_536

    /// Reads the whole document into `handler`.
    func read<Handler: XMLElementHandler>(into handler: inout Handler) throws(Failure) {
        guard !source.data.isEmpty else { throw Failure(message: "the file is empty", line: 1) }
        var session = SAXSession(handler: handler, maximumDepth: min(options.maximumDepth, Self.depthLimit))
        let failure: Failure? = source.data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return Failure(message: "the file is empty", line: 1)
            }
            return push(base, count: buffer.count, into: &session)
        }
        // The session holds the handler it was given: the cast cannot fail.
        handler = session.handler as! Handler
        if let failure { throw failure }
        guard session.sawRoot else { throw Failure(message: "the file contains no XML element", line: 1) }
    }

    /// Parses the bytes with `session` receiving the events; the first failure met, if any.
    private func push(_ base: UnsafePointer<CChar>, count: Int, into session: inout SAXSession) -> Failure? {
        var handlers = SAXSession.handlers
        // The first bytes, as libxml2's own readers pass them, tell the parser the encoding.
        let head = min(4, count)
        return withUnsafeMutablePointer(to: &session) { session in
            guard let context = xmlCreatePushParserCtxt(&handlers, session, base, Int32(head), nil) else {
                return Failure(message: "libxml2 could not start reading the file", line: 1)
            }
            defer { xmlFreeParserCtxt(context) }
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
            session.pointee.context = context
            return parse(base, from: head, count: count, context: context, session: session)
        }
    }

    /// Hands the bytes after `start` to the parser a chunk at a time, then tells it they have ended.
    private func parse(
        _ base: UnsafePointer<CChar>, from start: Int, count: Int, context: xmlParserCtxtPtr,
        session: UnsafeMutablePointer<SAXSession>
    ) -> Failure? {
        var offset = start
        while offset < count, session.pointee.failure == nil {
            let size = min(Self.chunkSize, count - offset)
            _ = xmlParseChunk(context, base + offset, Int32(size), 0)
            offset += size
        }
        let status = session.pointee.failure == nil ? xmlParseChunk(context, nil, 0, 1) : 0
        if let failure = session.pointee.failure { return failure }
        if status != 0 { return Failure(message: "malformed XML", line: session.pointee.currentLine) }
        return nil
    }
}
