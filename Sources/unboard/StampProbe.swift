import Foundation
import UnboardCore

/// What `generate` checks against the output folder's `GenerationStamp` before doing any work, and records after.
struct StampProbe {
    /// The inputs as discovery finds them now.
    let files: [InputFile]
    /// The output folder.
    let output: URL
    /// The digest of the tool and every option.
    let configuration: String
    /// The folder's stamp and its bytes, read once for both `currentStamp` and `previousRun`.
    let previous: (stamp: GenerationStamp, data: Data)?
    /// The files `previousRun` gave, with the hash it checked, so that `stamp` does not hash them again.
    private let kept = KeptFiles()

    /// The files of the folder that a run kept: written only by `previousRun`'s reader, one call at a time.
    private final class KeptFiles: @unchecked Sendable {
        var byName: [String: (contents: String, hash: String)] = [:]
    }

    /// `nil` when the arguments do not resolve; `generate` then reports why.
    init?(_ arguments: GenerationArguments) {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let resolved = try? arguments.resolved(workingDirectory: workingDirectory, printsErrors: false),
            let output = resolved.output,
            !resolved.inputs.isEmpty,
            let files = try? InputDiscovery.inputs(
                resolved.inputs, workingDirectory: workingDirectory, root: resolved.configurationFolder)
        else { return nil }
        self.files = files
        self.output = URL(fileURLWithPath: output, relativeTo: workingDirectory).standardizedFileURL
        // Everything a run reads besides the inputs: the command line, the configuration files it may read and the
        // templates they name (whole, as they are now), the working directory, and the environment variables it
        // consults. An option added later is covered through the command line or the configuration file without
        // anyone listing it; a new file or variable that a run reads must be added here.
        let readFiles =
            [arguments.config, ConfigurationLoader.defaultName].compactMap { $0 }
            + resolved.templatePaths.sorted { $0.key < $1.key }.map(\.value)
        let contents = readFiles.map { path in
            path + "\n"
                + ((try? String(contentsOf: URL(fileURLWithPath: path, relativeTo: workingDirectory), encoding: .utf8))
                    ?? "")
        }
        let environment = ["XCODE_VERSION_ACTUAL"].map { "\($0)=\(ProcessInfo.processInfo.environment[$0] ?? "")" }
        configuration = GenerationStamp.configurationDigest(
            [Self.toolIdentity, workingDirectory.path] + CommandLine.arguments.dropFirst() + contents + environment)
        previous = GenerationStamp.readFile(from: self.output)
    }

    /// The folder's stamp, when it vouches for these inputs and this configuration.
    func currentStamp() -> GenerationStamp? {
        guard let stamp = previous?.stamp,
            stamp.isCurrent(configuration: configuration, inputs: files, directory: output)
        else { return nil }
        return stamp
    }

    /// Records a run that wrote its files, with the size and hash of the bytes it actually read; a failure only costs
    /// the next run time.
    func stamp(_ run: GenerationArguments.Run) {
        let hashes = run.result.inputHashes
        guard hashes.count == run.sources.count else { return }
        let stamp = GenerationStamp(
            configuration: configuration,
            inputs: zip(run.files, zip(run.sources, hashes)).map { ($0, $1.0.byteCount, $1.1) },
            outputs: run.result.files,
            directory: run.output,
            builderCount: run.result.builderCount,
            warningCount: run.result.diagnostics.filter { $0.severity == .warning }.count,
            diagnosticsText: run.diagnosticsText,
            hash: { [kept] file in
                // Equal text has the hash checked; a kept file's text is the very string read, compared in one step.
                guard let known = kept.byName[file.name], known.contents == file.contents else {
                    return ContentHash.hex(file.contents)
                }
                return known.hash
            })
        try? stamp.write(to: run.output)
        guard var record = run.result.record else { return }
        record.configuration = configuration
        try? record.write(to: run.output)
    }

    /// What the folder's previous run left for this one to redo only what changed, and the reader of the files it
    /// wrote: a file is given only when it is a regular file (never through a link) with the size and hash the
    /// stamp recorded, so that a file edited or replaced since means a full run.
    func previousRun() -> (record: IncrementalRecord, file: (String) -> String?)? {
        guard let (stamp, data) = previous, stamp.configuration == configuration,
            let record = IncrementalRecord.read(from: output, configuration: configuration, stamp: data)
        else { return nil }
        let outputs = Dictionary(stamp.outputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let folder = output.path + "/"
        return (
            record,
            { [kept] name in
                guard let recorded = outputs[name], OutputWriter.isSafeFileName(name),
                    let contents = FolderEntry.regularFileText(
                        atPath: folder + name, ifSizeIs: recorded.size,
                        accepting: { ContentHash.hex($0) == recorded.hash })
                else { return nil }
                kept.byName[name] = (contents, recorded.hash)
                return contents
            }
        )
    }

    /// Whether `file`'s text is the very text `previousRun`'s reader read from the folder under its name.
    func wasRead(_ file: RenderedFile) -> Bool {
        // The kept text is the string read: equal storage compares in one step.
        kept.byName[file.name]?.contents == file.contents
    }

    /// The version, and the executable's path, size and modification time, so that a rebuilt tool regenerates.
    private static var toolIdentity: String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        // stat, not FileManager's attributes, which also look up the owner's user and group names.
        var status = stat()
        guard stat(executable, &status) == 0 else { return "unboard \(Unboard.configuration.version) \(executable)" }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return
            "unboard \(Unboard.configuration.version) \(executable) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
