import Foundation

/// What a run of `generate` leaves beside its stamp (`.unboard-cache`) so that the next run, after an edit, parses
/// and translates only the inputs the edit can reach and takes every other output file as it is.
///
/// It holds no translated model, only what the files that span all inputs need (the key constants, whether a builder
/// assigns view names), which input each builder and `Scenes` file was built from, the names that relate inputs
/// (`tokens`), and each input's diagnostics. It is trusted only beside the stamp it was written with
/// (`stampHash`), and only for the same tool and options (`configuration`); anything else means a full run.
public struct IncrementalRecord: Equatable, Sendable {
    /// The file name in the output folder; hidden, like the stamp.
    public static let fileName = ".unboard-cache"

    /// One input as the run read it.
    public struct Input: Equatable, Sendable {
        /// The display path, as builders and diagnostics name it.
        public var path: String
        /// `ContentHash` of its bytes.
        public var hash: String
        /// The names this input defines and uses, through which translating one input can depend on another
        /// (see `InputTokens`).
        public var tokens: InputTokens
        /// Its diagnostics, in the order a run prints them.
        public var diagnostics: [Diagnostic]
        /// Its diagnostics about the `.strings` tables named like it, which a run prints after every input's own
        /// (they are about no input).
        public var tableDiagnostics: [Diagnostic]
    }

    /// One layout's key, as the key file lists it.
    public struct Layout: Equatable, Sendable {
        public var key: String
        public var keyConstant: String
        public var sourcePath: String
        /// The constant the key names, when `keyConstant` is it numbered to be unique over all builders.
        public var numberedFrom: String?
    }

    /// One builder and the file it was rendered into.
    public struct Builder: Equatable, Sendable {
        public var className: String
        public var typeName: String
        public var sourcePaths: [String]
        /// View layouts, then controller layouts, in the builder's order.
        public var layouts: [Layout]
        public var assignsViewNames: Bool
        /// The file's name in the folder (made unique over all files).
        public var fileName: String
    }

    /// One storyboard's `Scenes` file.
    public struct Scenes: Equatable, Sendable {
        public var typeName: String
        public var sourcePath: String
        public var fileName: String
    }

    /// The digest of the tool and options the run had (the stamp's).
    public var configuration: String
    /// `ContentHash` of the stamp written after this record was made.
    public var stampHash = ""
    /// The inputs, in the order the run read them.
    public var inputs: [Input]
    /// The builders, sorted by type name.
    public var builders: [Builder]
    /// The `Scenes` files, sorted by type name.
    public var scenes: [Scenes]

    /// The record in `directory`, when it is a regular file (a link is never followed) written for `configuration`
    /// beside the stamp whose text hashes to `stampHash`; `stamp` is that stamp's bytes as the caller read them from
    /// the folder (`GenerationStamp.readFile`). `nil` for anything else, which means a full run.
    public static func read(from directory: URL, configuration: String, stamp: Data) -> IncrementalRecord? {
        let folder = directory.path + "/"
        guard let data = FolderEntry.regularFileContents(atPath: folder + fileName),
            let record = IncrementalRecord(text: String(decoding: data, as: UTF8.self)),
            record.configuration == configuration, record.stampHash == ContentHash.hex(stamp)
        else { return nil }
        return record
    }

    /// Writes the record beside the stamp now in `directory`, atomically and never through a link (like the stamp).
    public func write(to directory: URL) throws {
        let path = directory.appendingPathComponent(Self.fileName).path
        guard FolderEntry(atPath: path) != .directory,
            let stamp = FolderEntry.regularFileContents(
                atPath: directory.appendingPathComponent(GenerationStamp.fileName).path)
        else { return }
        var record = self
        record.stampHash = ContentHash.hex(stamp)
        try OutputWriter.replace(Self.fileName, inFolder: directory.path, with: record.text)
    }

    /// Removes the record, with the stamp, before the folder changes.
    public static func remove(from directory: URL) {
        // unlink, not removeItem: a folder planted under the name is not emptied.
        unlink(directory.appendingPathComponent(fileName).path)
    }
}

extension IncrementalRecord.Builder {
    /// What the key file and a later run need of `builder`, rendered into `fileName`.
    init(_ builder: BuilderModel, fileName: String) {
        func layout(key: String, keyConstant: String, sourcePath: String) -> IncrementalRecord.Layout {
            let base = LayoutModel.keyConstant(for: key)
            return IncrementalRecord.Layout(
                key: key, keyConstant: keyConstant, sourcePath: sourcePath,
                numberedFrom: base == keyConstant ? nil : base)
        }
        let layouts =
            builder.layouts.map { layout(key: $0.key, keyConstant: $0.keyConstant, sourcePath: $0.sourcePath) }
            + builder.controllerLayouts.map {
                layout(key: $0.key, keyConstant: $0.keyConstant, sourcePath: $0.sourcePath)
            }
        self.init(
            className: builder.className, typeName: builder.typeName, sourcePaths: builder.sourcePaths,
            layouts: layouts, assignsViewNames: builder.layouts.contains(where: \.assignsViewNames),
            fileName: fileName)
    }
}

/// The names through which translating one input can depend on another, read from the bytes without parsing.
///
/// An input *defines* its document name (storyboard references, nested xibs named like a class, documents of one name
/// told apart by their folder), its builders' class and type names (added from the translation) and, for a xib, every
/// class it names (a xib lays its root or File's Owner class out for every view of that class elsewhere). It *uses*
/// the other `customClass` and `storyboardName` values. Two inputs depend on each other when one defines a name the
/// other defines or uses; two that only use one class (a custom button in many storyboards) do not. That this is
/// every way one input's translation reads another's is a guess from reading `InterfaceTranslator` (nested xib
/// index, builders merged by class, key document names, scene catalogs by storyboard name); the tests compare
/// incremental runs with full ones, and a run checks the builders it redid against those it keeps (see
/// `GeneratorPipeline.runIncrementally`).
public struct InputTokens: Equatable, Sendable {
    /// The names the input defines.
    public var defines: [String]
    /// The names the input uses.
    public var uses: [String]

    static let attributes = ["customClass", "storyboardName"]

    /// Tokens defining and using the names given.
    public init(defines: [String] = [], uses: [String] = []) {
        self.defines = defines
        self.uses = uses
    }

    /// The tokens of `source` (the names of its builders not yet added); `nil` when a value holds an entity
    /// reference, whose decoded name is not known here.
    static func scan(_ source: SourceFile) -> InputTokens? {
        let name = InterfaceDocument.name(ofPath: source.path)
        let isXib = (source.path as NSString).pathExtension.lowercased() == "xib"
        var named: Set<String> = []
        let names = attributes.map { Array($0.utf8) }
        // One pass over the `=` signs (memchr), each checked against the attribute names before it.
        let found: Bool = source.data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            while index < bytes.count, let hit = memchr(base + index, Int32(UInt8(ascii: "=")), bytes.count - index) {
                let equals = base.distance(to: UnsafeRawPointer(hit))
                index = equals + 1
                var end = equals
                while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
                let isAttribute = names.contains { name in
                    end - name.count > 0 && isSpace(bytes[end - name.count - 1])
                        && name.withUnsafeBytes { memcmp(base + end - name.count, $0.baseAddress!, name.count) } == 0
                }
                guard isAttribute, let value = value(in: bytes, after: end) else { continue }
                guard !value.contains(UInt8(ascii: "&")) else { return false }
                // Every scene's First Responder placeholder says `UIResponder`: no builder or nested xib reads it.
                guard !isFirstResponder(value, in: bytes, at: equals) else { continue }
                named.insert(String(decoding: value, as: UTF8.self))
            }
            return true
        }
        guard found else { return nil }
        let defines = isXib ? named.union([name]) : [name]
        return InputTokens(defines: defines.sorted(), uses: named.subtracting(defines).sorted())
    }

    /// With the class and type names of `builders` defined too, and the class names without the suffix a builder
    /// of one class's layouts gets beside another (`Merged.stems`): `XController` depends on whether `X` has views.
    func defining(_ builders: [IncrementalRecord.Builder]) -> InputTokens {
        let defined = Set(defines).union(builders.flatMap { Merged.stems($0.className) + [$0.typeName] })
        return InputTokens(defines: defined.sorted(), uses: Set(uses).subtracting(defined).sorted())
    }

    /// Whether the value is First Responder's class, `<placeholder placeholderIdentifier="IBFirstResponder" ...
    /// customClass="UIResponder"/>`.
    private static func isFirstResponder(_ value: [UInt8], in bytes: UnsafeRawBufferPointer, at position: Int) -> Bool {
        guard value.elementsEqual("UIResponder".utf8) else { return false }
        var start = position
        while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
        var end = position
        while end < bytes.count - 1, bytes[end] != UInt8(ascii: ">") { end += 1 }
        let tag = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
        return tag.hasPrefix("<placeholder ") && tag.contains(#"placeholderIdentifier="IBFirstResponder""#)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The quoted value after an attribute name (`= "value"`, spaces allowed around `=`), `nil` when none follows.
    private static func value(in bytes: UnsafeRawBufferPointer, after start: Int) -> [UInt8]? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let end = (valueStart..<bytes.count).first(where: { bytes[$0] == quote }) else { return nil }
        return Array(bytes[valueStart..<end])
    }
}
