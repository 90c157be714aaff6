import Foundation
@testable import UnboardCore

/// Writes the builder model (the middle representation, between the IB document and structured Swift) as YAML, the way
/// SwiftGen snapshots its parsed context: when a golden file breaks, the snapshot says whether the translator (model
/// changed) or the Swift translator and renderer (model unchanged) broke.
///
/// The walk uses `Mirror`, so a new model property shows up without touching this file. Swift expressions inside the
/// model are written as the Swift text the renderer makes of them, which is how a reader recognises them; strings are
/// quoted as the renderer quotes them, so that no text in a document can change the snapshot's structure.
enum ModelSnapshot {
    /// The YAML text of the builders and scene graphs of `result`.
    static func yaml(of result: GenerationResult) -> String {
        var lines: [String] = []
        append("builders", result.builders, indent: 0, into: &lines)
        append("sceneGraphs", result.sceneGraphs, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ label: String, _ value: Any, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        switch node(value) {
        case .scalar(let text): lines.append("\(pad)\(label): \(text)")
        case .mapping(let entries) where entries.isEmpty: lines.append("\(pad)\(label): {}")
        case .sequence(let items) where items.isEmpty: lines.append("\(pad)\(label): []")
        case .mapping(let entries):
            lines.append("\(pad)\(label):")
            for (key, child) in entries { append(key, child, indent: indent + 1, into: &lines) }
        case .sequence(let items):
            lines.append("\(pad)\(label):")
            for item in items { appendItem(item, indent: indent + 1, into: &lines) }
        }
    }

    /// A sequence item: `- scalar`, `- key: value` for a mapping, or `-` followed by a nested sequence.
    private static func appendItem(_ value: Any, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        switch node(value) {
        case .scalar(let text): lines.append("\(pad)- \(text)")
        case .mapping(let entries) where entries.isEmpty: lines.append("\(pad)- {}")
        case .sequence(let items) where items.isEmpty: lines.append("\(pad)- []")
        case .mapping(let entries):
            // `- first: value` with the other entries under it, as YAML writers lay out a list of mappings.
            let start = lines.count
            for (key, child) in entries { append(key, child, indent: indent + 1, into: &lines) }
            lines[start] = pad + "- " + lines[start].dropFirst(pad.count + 2)
        case .sequence(let items):
            lines.append("\(pad)-")
            for item in items { appendItem(item, indent: indent + 1, into: &lines) }
        }
    }

    private enum Node {
        case scalar(String)
        case mapping([(String, Any)])
        case sequence([Any])
    }

    private static func node(_ value: Any) -> Node {
        if let expression = value as? SwiftExpression {
            return .scalar(SwiftLiteralWriter.stringLiteral(TextRenderer().expression(expression, indent: 0)))
        }
        if let text = value as? String { return .scalar(SwiftLiteralWriter.stringLiteral(text)) }
        if value is Bool || value is Int || value is Double || value is Float { return .scalar("\(value)") }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { node($0.value) } ?? .scalar("null")
        case .collection:
            return .sequence(mirror.children.map(\.value))
        case .set:
            return .sequence(mirror.children.map(\.value).sorted { "\($0)" < "\($1)" })
        case .dictionary:
            let pairs = mirror.children.map { Mirror(reflecting: $0.value).children.map(\.value) }
            return .mapping(pairs.map { ("\($0[0])", $0[1]) }.sorted { $0.0 < $1.0 })
        case .enum:
            guard let payload = mirror.children.first else { return .scalar(".\(value)") }
            return .mapping([(".\(payload.label ?? "case")", payload.value)])
        case .tuple:
            return .mapping(mirror.children.enumerated().map { ($1.label ?? ".\($0)", $1.value) })
        case .struct, .class:
            return .mapping(mirror.children.enumerated().map { ($1.label ?? ".\($0)", $1.value) })
        default:
            return .scalar(SwiftLiteralWriter.stringLiteral("\(value)"))
        }
    }
}
