import ArgumentParser
import Foundation
import UnboardCore

/// Finds and reads `unboard.yml`, printing its errors in compiler style.
enum ConfigurationLoader {
    /// The file name looked for in the working directory when no inputs are named.
    static let defaultName = "unboard.yml"

    /// Reads the configuration at `path`; configuration errors print (unless `printsErrors` is false) and exit with
    /// status 2.
    static func load(_ path: String, workingDirectory: URL, printsErrors: Bool = true) throws -> (configuration: UnboardConfiguration, folder: URL) {
        let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ValidationError("cannot read the configuration file \(path)")
        }
        do {
            let configuration = try ConfigurationParser().parse(String(decoding: data, as: UTF8.self), path: path)
            return (configuration, url.deletingLastPathComponent())
        } catch let error as ConfigurationError {
            if printsErrors { DiagnosticPrinter(sources: [SourceFile(path: path, data: data)]).print(error.diagnostics) }
            throw ExitCode(2)
        }
    }

    /// The configuration's inputs as paths relative to the working directory, with globs expanded.
    static func inputs(_ configuration: UnboardConfiguration, folder: URL, workingDirectory: URL) -> [String] {
        configuration.inputs.flatMap { entry -> [String] in
            guard GlobPattern.isPattern(entry) else { return [folder.appendingPathComponent(entry).path] }
            return GlobPattern.expand(entry, in: folder).map { folder.appendingPathComponent($0).path }
        }.map { relative($0, to: workingDirectory) }
    }

    static func relative(_ path: String, to workingDirectory: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(base) ? String(standardized.dropFirst(base.count)) : standardized
    }
}
