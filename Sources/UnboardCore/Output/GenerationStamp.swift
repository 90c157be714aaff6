import Foundation

/// What produced an output folder, kept in the folder as `.unboard-stamp`, so that a run in which nothing changed
/// can skip parsing and writing altogether (a build phase runs on every build).
///
/// The stamp is only trusted when everything that decides the output is the same: the tool and its options (one
/// digest, `configuration`), the list of inputs in order with each one's size and content hash, and every output
/// file it lists with its content hash, with no other generated file beside them. Contents are always hashed, never
/// trusted from modification times, which copies and checkouts can preserve or reset; so a touched file that did not
/// change still skips, and a changed file with an old time still regenerates.
public struct GenerationStamp: Equatable, Sendable {
    /// The stamp's file name in the output folder; hidden, so no tool takes it for generated code.
    public static let fileName = ".unboard-stamp"
    static let currentFormat = 1

    /// One input as it was read.
    public struct Input: Equatable, Sendable {
        /// The path read, relative to the stamp's folder: the stamp holds no absolute path, so it says nothing about
        /// the machine and stays valid when the checkout moves with its output folder.
        public var path: String
        /// The path headers and diagnostics show.
        public var displayPath: String
        /// The size in bytes.
        public var size: Int
        /// `ContentHash` of the bytes.
        public var hash: String
    }

    /// One file written into the folder.
    public struct Output: Equatable, Sendable {
        /// The file name inside the folder.
        public var name: String
        /// The size in bytes.
        public var size: Int
        /// `ContentHash` of the UTF-8 text.
        public var hash: String
    }

    /// The stamp's own format; a stamp of another format is never trusted.
    public var format: Int
    /// A digest of the tool's identity and every option (see `configurationDigest`).
    public var configuration: String
    /// The inputs, in the order the run read them.
    public var inputs: [Input]
    /// The files the run produced.
    public var outputs: [Output]
    /// How many builders the run produced, for the summary a skipped run prints.
    public var builderCount: Int
    /// How many warnings the run reported.
    public var warningCount: Int
    /// The diagnostics as printed, replayed by a skipped run so that warnings do not vanish from build logs.
    public var diagnosticsText: String

    /// Records a run: the inputs with the size and `ContentHash` of the bytes the pipeline read
    /// (`SourceFile.byteCount`, `GenerationResult.inputHashes`: the bytes themselves are let go once parsed), and the
    /// files it produced into `directory`; `hash` gives a file's `ContentHash` (a caller that read a kept file and
    /// checked its hash passes it on rather than hashing the text again).
    public init(
        configuration: String, inputs: [(file: InputFile, size: Int, hash: String)], outputs: [RenderedFile],
        directory: URL, builderCount: Int, warningCount: Int, diagnosticsText: String,
        hash: (RenderedFile) -> String = { ContentHash.hex($0.contents) }
    ) {
        format = Self.currentFormat
        self.configuration = configuration
        self.inputs = inputs.map { input in
            Input(
                path: InputDiscovery.relativePath(input.file.url, from: directory), displayPath: input.file.displayPath,
                size: input.size, hash: input.hash)
        }
        self.outputs = outputs.map { file in
            Output(name: file.name, size: file.contents.utf8.count, hash: hash(file))
        }
        self.builderCount = builderCount
        self.warningCount = warningCount
        self.diagnosticsText = diagnosticsText
    }

    /// One digest of everything besides the inputs that decides the output: the tool's version and build, the
    /// options, the configuration file's text. Callers pass too much rather than too little; a needless rerun only
    /// costs time, a missing part would keep stale code.
    public static func configurationDigest(_ parts: [String]) -> String {
        ContentHash.hex(
            "unboard-stamp \(currentFormat)\n" + parts.map { "\($0.utf8.count):\($0)" }.joined(separator: "\n"))
    }

    /// The stamp in `directory`, when there is a readable one.
    public static func read(from directory: URL) -> GenerationStamp? {
        readFile(from: directory)?.stamp
    }

    /// The stamp in `directory` with the bytes it was read from, which `IncrementalRecord.read` checks the record
    /// against, so that one reading serves both.
    public static func readFile(from directory: URL) -> (stamp: GenerationStamp, data: Data)? {
        guard let data = FolderEntry.regularFileContents(atPath: directory.appendingPathComponent(fileName).path),
            let stamp = GenerationStamp(text: String(decoding: data, as: UTF8.self))
        else { return nil }
        return (stamp, data)
    }

    /// Writes the stamp atomically into `directory`; a stamp that its line format cannot hold (a path with a line
    /// break) is not written, so such inputs simply always regenerate.
    public func write(to directory: URL) throws {
        guard let text, FolderEntry(atPath: directory.appendingPathComponent(Self.fileName).path) != .directory else {
            return
        }
        try OutputWriter.replace(Self.fileName, inFolder: directory.path, with: text)
    }

    /// Removes the stamp from `directory`, before the folder changes, so that an interrupted write never leaves
    /// a stamp that vouches for it.
    public static func remove(from directory: URL) {
        // unlink, not removeItem: a folder planted under the stamp's name is not emptied.
        unlink(directory.appendingPathComponent(fileName).path)
        IncrementalRecord.remove(from: directory)
    }

    /// Whether a run with this configuration over these inputs would write exactly what `directory` holds.
    ///
    /// Reads and hashes every input and every listed output; stops at the first difference, looking at every
    /// input's size before reading any: an edit that changes a file's size is seen without hashing the others.
    public func isCurrent(configuration: String, inputs files: [InputFile], directory: URL) -> Bool {
        guard format == Self.currentFormat, configuration == self.configuration, files.count == inputs.count else {
            return false
        }
        for (file, recorded) in zip(files, inputs) {
            var status = stat()
            guard stat(file.url.path, &status) == 0, Int(clamping: status.st_size) == recorded.size else {
                return false
            }
        }
        for (file, recorded) in zip(files, inputs) {
            guard InputDiscovery.relativePath(file.url, from: directory) == recorded.path,
                file.displayPath == recorded.displayPath,
                Self.matches(file.url.path, size: recorded.size, hash: recorded.hash, followsLinks: true)
            else { return false }
        }
        let folder = directory.path + "/"
        for output in outputs {
            // A name from the stamp file must not lead out of the folder.
            guard !output.name.isEmpty, !output.name.hasPrefix("."), !output.name.utf8.contains(UInt8(ascii: "/")),
                Self.matches(folder + output.name, size: output.size, hash: output.hash)
            else { return false }
        }
        return !Self.hasOtherGeneratedFiles(in: directory, besides: Set(outputs.map(\.name)))
    }

    private static func matches(_ path: String, size: Int, hash: String, followsLinks: Bool = false) -> Bool {
        guard let data = FolderEntry.regularFileContents(atPath: path, followsLinks: followsLinks), data.count == size
        else { return false }
        return ContentHash.hex(data) == hash
    }

    /// A generated file that the stamp does not list would be removed by a full run, and an interrupted run's
    /// temporary file would be cleaned up, so either means the folder is not what the stamp describes.
    private static func hasOtherGeneratedFiles(in directory: URL, besides listed: Set<String>) -> Bool {
        !OutputWriter.generatedFileNames(in: directory, besides: listed).isEmpty
            || !OutputWriter.temporaryLeftovers(in: directory).isEmpty
    }
}
