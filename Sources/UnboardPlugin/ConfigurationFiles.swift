import Foundation

/// The files an `unboard.yml` makes the tool read, found as the tool finds them: each input is a file, a folder
/// searched for storyboards and xibs, or a glob (`GlobPattern`, the tool's own file); templates are files.
///
/// A plugin cannot use the tool's YAML library, so this reads the two keys it needs from the plain forms the
/// README shows (a block or flow list of `inputs`, a mapping of `templates`). A form it does not understand makes
/// it fall back to every storyboard and xib below the configuration's folder, so that a build never misses one.
struct ConfigurationFiles {
    /// The storyboards and xibs, sorted.
    var documents: [URL] = []
    /// The template files.
    var templates: [URL] = []

    /// The extensions the tool reads.
    static let extensions: Set<String> = ["storyboard", "xib"]

    init(_ text: String, folder: URL) {
        let (inputs, templates) = Self.read(text)
        self.templates = templates.map { folder.appending(path: $0) }
        var found: Set<URL> = []
        for entry in inputs ?? ["."] {
            let paths = GlobPattern.isPattern(entry) ? GlobPattern.expand(entry, in: folder) : [entry]
            for path in paths { found.formUnion(Self.documents(at: folder.appending(path: path))) }
        }
        documents = found.sorted { $0.path < $1.path }
    }

    /// A file as it is; a folder's storyboards and xibs, recursively, through symbolic links. A file reached
    /// through a symbolic link is listed at both paths, so that an edit of the file it points to counts as a change
    /// however the build system looks at the link.
    static func documents(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        var found: [URL] = []
        if isDirectory.boolValue {
            let enumerator = FileManager.default.enumerator(
                at: url.resolvingSymlinksInPath(), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if extensions.contains(file.pathExtension.lowercased()) { found.append(file.standardizedFileURL) }
            }
        } else {
            found.append(url.standardizedFileURL)
        }
        return found + found.map { $0.resolvingSymlinksInPath() }
    }

    /// The `inputs` list (`nil` when absent or in a form not understood) and the template paths.
    static func read(_ text: String) -> (inputs: [String]?, templates: [String]) {
        var inputs: [String]?
        var templates: [String] = []
        var section = ""
        var understood = true
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = withoutComment(String(rawLine))
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indented = line.first == " " || line.first == "\t"
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !indented {
                let parts = trimmed.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                section = parts.first ?? ""
                let value = parts.count > 1 ? parts[1] : ""
                if section == "inputs" {
                    inputs = []
                    if value.hasPrefix("[") && value.hasSuffix("]") {
                        inputs = value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }.filter
                        { !$0.isEmpty }
                    } else if !value.isEmpty {
                        understood = false
                    }
                }
            } else if section == "inputs", trimmed.hasPrefix("-") {
                inputs?.append(unquoted(String(trimmed.dropFirst())))
            } else if section == "inputs" {
                understood = false
            } else if section == "templates", let colon = trimmed.firstIndex(of: ":") {
                templates.append(unquoted(String(trimmed[trimmed.index(after: colon)...])))
            }
        }
        return (understood ? inputs : nil, templates.filter { !$0.isEmpty })
    }

    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", index == line.startIndex || line[line.index(before: index)] == " " {
                return String(line[..<index])
            }
        }
        return line
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else {
            return trimmed
        }
        return String(trimmed.dropFirst().dropLast())
    }
}
