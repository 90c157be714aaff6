import Foundation
import UnboardCore

/// Type-checks many inputs' generated code in few compiler calls, each input still judged by name.
///
/// Inputs whose names do not meet (declarations, file names, document names) are generated together, as a target
/// holding them all gets them, and type-checked in one call. A batch stands for its inputs only when each input's own
/// files (builders, scenes) come out byte-identical to its output alone, so that only the files every run writes once
/// (keys, support, stubs) are merged; otherwise its inputs are checked one by one. A failing batch is re-checked input
/// by input, so a failure names its input and shows the compiler's output for it alone.
struct TypeCheckBatch {
    /// One input: its IB files, and Swift files of its own (an example's controllers) checked with them.
    struct Input: Sendable {
        var name: String
        var files: [URL]
        var extraSources: [URL] = []
    }

    /// The verdicts: the inputs that do not type-check, with the compiler's output; and the calls made, each with
    /// the inputs it checked.
    struct Verdicts: Sendable {
        var failures: [String: String] = [:]
        var batches: [[String]] = []
        var calls = 0
    }

    /// Files a generation run writes once for all its inputs.
    static let mergedFiles: Set<String> = [
        "CodeInterfaceBuilderKey.swift", BuilderFileTranslator.supportFileName, "CustomClassStubs.swift",
    ]

    /// The most inputs in one call: a failing batch is re-checked input by input, which a smaller batch keeps short.
    var batchLimit = 12
    /// A generated file to break on purpose (a line that cannot type-check is appended), to show a failure is named.
    var breaking: String?
    /// Type-checks Swift files together.
    var typeCheck: @Sendable ([URL]) throws -> (status: Int32, output: String)

    /// Generates and type-checks inputs, in batches where their names allow.
    func verdicts(_ inputs: [Input]) throws -> Verdicts {
        let alone = try inputs.map { try generate([$0]) }
        let names = zip(inputs, alone).map { Self.names($0, $1) }
        var verdicts = Verdicts()
        for batch in group(names) {
            let members = batch.map { inputs[$0] }
            if batch.count > 1, let files = try generateBatch(batch, inputs: inputs, alone: alone) {
                verdicts.calls += 1
                verdicts.batches.append(members.map(\.name))
                if try check(files, extraSources: members.flatMap(\.extraSources)).status == 0 { continue }
            }
            try checkOneByOne(batch, inputs, alone, &verdicts)
        }
        return verdicts
    }

    /// Checks inputs alone; when a batch of them failed but each passes alone, the batch's failure is kept.
    private func checkOneByOne(
        _ batch: [Int], _ inputs: [Input], _ alone: [[RenderedFile]], _ verdicts: inout Verdicts
    ) throws {
        var failed = false
        for index in batch {
            verdicts.calls += 1
            verdicts.batches.append([inputs[index].name])
            let result = try check(alone[index], extraSources: inputs[index].extraSources)
            if result.status != 0 {
                verdicts.failures[inputs[index].name] = result.output
                failed = true
            }
        }
        if batch.count > 1, !failed {
            let together = batch.map { inputs[$0].name }
            for name in together {
                verdicts.failures[name] = "passes alone but fails with \(together) in one module: rerun to see why"
            }
        }
    }

    /// Greedy grouping: each input joins the first batch none of whose names it shares.
    private func group(_ names: [Set<String>]) -> [[Int]] {
        var batches: [(members: [Int], names: Set<String>)] = []
        for (index, own) in names.enumerated() {
            if let slot = batches.firstIndex(where: { $0.members.count < batchLimit && $0.names.isDisjoint(with: own) })
            {
                batches[slot].members.append(index)
                batches[slot].names.formUnion(own)
            } else {
                batches.append(([index], own))
            }
        }
        return batches.map(\.members)
    }

    /// The batch's inputs generated together, or nil when an input's own files differ from its output alone.
    private func generateBatch(_ batch: [Int], inputs: [Input], alone: [[RenderedFile]]) throws -> [RenderedFile]? {
        let files = try generate(batch.map { inputs[$0] })
        let together = Set(files)
        for index in batch
        where !alone[index].allSatisfy({ Self.mergedFiles.contains($0.name) || together.contains($0) }) {
            print(
                "TypeCheckBatch: \(inputs[index].name) generates differently with others; its batch is checked one by one"
            )
            return nil
        }
        return files
    }

    /// Generates inputs together with custom class stubs, except for the classes their own sources declare.
    private func generate(_ inputs: [Input]) throws -> [RenderedFile] {
        var files = try Generate.files(inputs.flatMap(\.files), stubs: true).files
        let declared = try Set(
            inputs.flatMap(\.extraSources).flatMap {
                Declarations(try String(contentsOf: $0, encoding: .utf8)).top.filter { $0.keyword == "class" }
            }.map(\.name))
        for index in files.indices {
            if files[index].name == "CustomClassStubs.swift" {
                files[index].contents = files[index].contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { line in !declared.contains { line.hasPrefix("class \($0):") } }.joined(separator: "\n")
            }
            if files[index].name == breaking { files[index].contents += "\nlet brokenOnPurpose: Int = \"text\"\n" }
        }
        return files
    }

    /// Writes generated files to a temporary folder and type-checks them with the inputs' own sources.
    private func check(_ files: [RenderedFile], extraSources: [URL]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unboard-typecheck-\(UUID().uuidString)")
        _ = try OutputWriter(directory: folder).write(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try typeCheck(files.map { folder.appendingPathComponent($0.name) } + extraSources)
    }

    /// What may clash between inputs in one module: the top-level declarations of its own files, stubs and
    /// sources, those files' names (a module cannot hold two files of one name), and its documents' names.
    private static func names(_ input: Input, _ files: [RenderedFile]) -> Set<String> {
        let own = files.filter { !mergedFiles.contains($0.name) || $0.name == "CustomClassStubs.swift" }
        let texts = own.map(\.contents) + input.extraSources.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        // An extension's name is the type it extends, so that two inputs extending one type are kept apart.
        return Set(texts.flatMap { Declarations($0).top.map(\.name) })
            .union(own.filter { !mergedFiles.contains($0.name) }.map { "file " + $0.name })
            .union(input.extraSources.map { "file " + $0.lastPathComponent })
            .union(input.files.map { "document " + $0.deletingPathExtension().lastPathComponent })
    }
}
