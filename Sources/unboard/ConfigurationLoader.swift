import ArgumentParser
import Foundation
import UnboardCore

/// Finds and reads `unboard.yml`, printing its errors in compiler style.
enum ConfigurationLoader {
    /// The file name looked for in the working directory when no inputs are named.
    static let defaultName = "unboard.yml"

    /// A configuration file as read: its values, its folder, and its text for diagnostics.
    struct Loaded {
        var configuration: UnboardConfiguration
        var folder: URL
        var source: SourceFile
    }

    /// Reads the configuration at `path`; configuration errors exit with status 2, printed when `printsErrors`
    /// (a caller that only probes passes `false`, so that the errors print once).
    static func load(_ path: String, workingDirectory: URL, printsErrors: Bool = true) throws -> Loaded {
        let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ValidationError("cannot read the configuration file \(path)")
        }
        let source = SourceFile(path: path, data: data)
        do {
            let configuration = try ConfigurationParser().parse(String(decoding: data, as: UTF8.self), path: path)
            return Loaded(configuration: configuration, folder: url.deletingLastPathComponent(), source: source)
        } catch let error as ConfigurationError {
            if printsErrors { DiagnosticPrinter(sources: [source]).print(error.diagnostics) }
            throw ExitCode(2)
        }
    }

    /// The configuration's inputs as paths relative to the working directory, with globs expanded, and a warning
    /// at its line for each input that matches no storyboard or xib.
    static func inputs(_ loaded: Loaded, workingDirectory: URL) -> (paths: [String], warnings: [Diagnostic]) {
        var paths: [String] = []
        var warnings: [Diagnostic] = []
        let configuration = loaded.configuration
        for (index, entry) in configuration.inputs.enumerated() {
            let matches =
                GlobPattern.isPattern(entry)
                ? GlobPattern.expand(entry, in: loaded.folder).map { loaded.folder.appendingPathComponent($0) }
                : [entry.hasPrefix("/") ? URL(fileURLWithPath: entry) : loaded.folder.appendingPathComponent(entry)]
            // A file named outright stays, so that reading it says what it is; a glob keeps what Unboard reads.
            let found = matches.filter { url in
                guard let files = try? InputDiscovery.inputs([url.path], workingDirectory: workingDirectory) else {
                    return false
                }
                return !GlobPattern.isPattern(entry) && !url.hasDirectoryPath && files.count == 1
                    || files.contains { InputDiscovery.extensions.contains($0.url.pathExtension.lowercased()) }
            }
            if found.isEmpty {
                let line = index < configuration.inputLines.count ? configuration.inputLines[index] : 1
                warnings.append(
                    .warning(
                        "input '\(entry)' matches no storyboard or xib",
                        at: .init(filePath: loaded.source.path, line: line, column: 1)))
            }
            paths += found.map { relative($0.path, to: workingDirectory) }
        }
        return (paths, warnings)
    }

    static func relative(_ path: String, to workingDirectory: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(base) ? String(standardized.dropFirst(base.count)) : standardized
    }
}
