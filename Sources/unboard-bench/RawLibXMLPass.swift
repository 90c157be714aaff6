import CLibXML2
import Foundation

/// The floor for parsing: libxml2's streaming reader over a file, with the reader API and flags that Unboard's
/// parser uses, touching each name, attribute and text once and building nothing.
enum RawLibXMLPass {
    /// Reads the file as `unboard` does (whole, into memory) and streams through it; returns the node count.
    static func run(_ path: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let flags = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue)
        return try data.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(buffer.count), nil, nil, flags)
            else { throw BenchError("libxml2 could not start reading \(path)") }
            defer { xmlFreeTextReader(reader) }
            var nodes = 0
            var touched = 0
            while true {
                let status = xmlTextReaderRead(reader)
                if status == 0 { break }
                guard status > 0 else { throw BenchError("\(path) is not well-formed") }
                nodes += 1
                switch xmlTextReaderNodeType(reader) {
                case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                    touched &+= Int(xmlTextReaderConstName(reader)?.pointee ?? 0)
                    touched &+= Int(xmlTextReaderGetParserLineNumber(reader))
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        touched &+= Int(xmlTextReaderConstName(reader)?.pointee ?? 0)
                        touched &+= Int(xmlTextReaderConstValue(reader)?.pointee ?? 0)
                    }
                    xmlTextReaderMoveToElement(reader)
                    touched &+= Int(xmlTextReaderIsEmptyElement(reader))
                case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_COMMENT.rawValue):
                    touched &+= Int(xmlTextReaderConstValue(reader)?.pointee ?? 0)
                default:
                    break
                }
            }
            // Printed by the caller's caller only if anyone asks; keeps the compiler from dropping the touches.
            return nodes &+ (touched & 1)
        }
    }
}
