import Foundation

/// Finds the Interface Builder files named on the command line, expanding folders.
public enum InputDiscovery {
    /// The extensions Unboard reads.
    public static let extensions: Set<String> = ["storyboard", "xib"]

    /// Files and folders to inputs, sorted by display path; folders are searched recursively.
    ///
    /// Display paths, which generated headers and comments carry, are relative to `root` (the configuration file's
    /// folder), or without one to the folder that holds all inputs, never to the working directory: the same
    /// inputs give the same generated text from any folder.
    ///
    /// - Throws: `Diagnostic` errors for paths that do not exist.
    public static func inputs(_ paths: [String], workingDirectory: URL, root: URL? = nil) throws -> [InputFile] {
        var found: [InputFile] = []
        let manager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw Diagnostic.error("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue {
                found.append(InputFile(url: url, displayPath: ""))
                continue
            }
            let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if extensions.contains(file.pathExtension.lowercased()) {
                    let standardized = file.standardizedFileURL
                    found.append(InputFile(url: standardized, displayPath: ""))
                }
            }
        }
        var seen: Set<String> = []
        found = found.filter { seen.insert($0.url.path).inserted }
        let base = root ?? commonFolder(of: found.map(\.url))
        for index in found.indices { found[index].displayPath = relativePath(found[index].url, from: base) }
        return found.sorted { $0.displayPath < $1.displayPath }
    }

    /// The deepest folder that holds every file.
    public static func commonFolder(of files: [URL]) -> URL {
        let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: "/") }
        for folder in folders.dropFirst() { common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0)) }
        return URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common))
    }

    /// The path relative to a folder (with `..` when the file is outside it), so that generated headers never
    /// carry an absolute path and two inputs never share a display path.
    public static func relativePath(_ url: URL, from folder: URL) -> String {
        let base = folder.standardizedFileURL.pathComponents
        let path = url.standardizedFileURL.pathComponents
        let common = zip(base, path).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - common) + path[common...]
        return components.joined(separator: "/")
    }
}
