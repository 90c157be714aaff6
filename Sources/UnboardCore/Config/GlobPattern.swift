import Foundation

/// A path pattern with `*` (within a path component), `?` and `**` (any number of components).
public struct GlobPattern {
    private let regex: NSRegularExpression

    init(_ pattern: String) {
        var expression = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    expression += "(?:.*/)?"
                } else {
                    expression += ".*"
                }
            case "*": expression += "[^/]*"
            case "?": expression += "[^/]"
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        // The pattern is built from escaped literals and fixed fragments, so it always compiles.
        regex = try! NSRegularExpression(pattern: expression + "$")
    }

    /// Whether a path (relative, with `/` separators) matches.
    func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    /// Whether a string uses any pattern character.
    public static func isPattern(_ text: String) -> Bool { text.contains("*") || text.contains("?") }

    /// The files below `base` whose path relative to `base` matches the pattern, sorted.
    public static func expand(_ pattern: String, in base: URL) -> [String] {
        let fixedPrefix = pattern.split(separator: "/", omittingEmptySubsequences: false).prefix {
            !isPattern(String($0))
        }.joined(separator: "/")
        let root = fixedPrefix.isEmpty ? base : base.appendingPathComponent(fixedPrefix)
        let glob = GlobPattern(pattern)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let basePath = base.standardizedFileURL.path + "/"
        return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .map { $0.hasPrefix(basePath) ? String($0.dropFirst(basePath.count)) : $0 }
            .filter(glob.matches).sorted()
    }
}
