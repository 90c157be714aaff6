import Yams

/// The values a file template sees, as a tree of strings, numbers, Booleans, lists and dictionaries.
///
/// It is part of the contract with users' templates: `Templates/README.md` documents it and a snapshot test
/// keeps it stable.
public indirect enum TemplateValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary([String: TemplateValue])

    /// The value as Stencil reads it.
    var stencilValue: Any {
        switch self {
        case .string(let value): value
        case .int(let value): value
        case .bool(let value): value
        case .list(let values): values.map(\.stencilValue)
        case .dictionary(let values): values.mapValues(\.stencilValue)
        }
    }

    /// The value as YAML with sorted keys, for documentation and snapshots.
    public func yaml() throws -> String {
        try Yams.dump(object: stencilValue, width: -1, sortKeys: true)
    }
}
