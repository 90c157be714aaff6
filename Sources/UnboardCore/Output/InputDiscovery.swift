import Foundation

/// Finds the Interface Builder files named on the command line, expanding folders.
public enum InputDiscovery {
    /// The extensions Unboard reads.
    public static let extensions: Set<String> = ["storyboard", "xib"]

    /// Files and folders to inputs, sorted by display path; folders are searched recursively.
    ///
    /// - Throws: `Diagnostic` errors for paths that do not exist.
    public static func inputs(_ paths: [String], workingDirectory: URL) throws -> [InputFile] {
        var found: [InputFile] = []
        let manager = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw Diagnostic.error("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue {
                found.append(InputFile(url: url, displayPath: displayPath(url, workingDirectory: workingDirectory)))
                continue
            }
            let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            while let file = enumerator?.nextObject() as? URL {
                if extensions.contains(file.pathExtension.lowercased()) {
                    let standardized = file.standardizedFileURL
                    found.append(InputFile(url: standardized, displayPath: displayPath(standardized, workingDirectory: workingDirectory)))
                }
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.url.path).inserted }.sorted { $0.displayPath < $1.displayPath }
    }

    /// The path relative to the working directory (with `..` when the file is outside it), so that generated
    /// headers never carry an absolute path and two inputs never share a display path.
    static func displayPath(_ url: URL, workingDirectory: URL) -> String {
        let base = workingDirectory.standardizedFileURL.pathComponents
        let path = url.standardizedFileURL.pathComponents
        let common = zip(base, path).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - common) + path[common...]
        return components.joined(separator: "/")
    }
}
