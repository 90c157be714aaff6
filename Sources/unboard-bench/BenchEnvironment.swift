import Foundation

/// Where the benchmark finds the package, the `unboard` executable, the corpus and its scratch folder.
struct BenchEnvironment {
    /// The package root, from this file's path.
    let packageRoot: URL
    /// The `unboard` executable that is measured.
    let unboard: URL
    /// The bench executable itself, re-run for the raw libxml2 pass.
    let bench: URL
    /// A scratch folder for synthesized inputs and outputs.
    let work: URL
    /// `../shared/corpus`, when present.
    let corpus: URL?
    /// Whether the executables were built in release mode.
    let isRelease: Bool
    /// An extracted iOS SDK (`<dir>/iPhoneOS*.sdk` beside `<dir>/res`), when present.
    let iosSDK: URL?

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func prepare(options: BenchOptions) throws -> BenchEnvironment {
        let packageRoot = Self.packageRoot
        #if os(Linux)
        let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let bench = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        let folder = bench.deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        let unboard = options.unboard.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("unboard")
        if options.unboard == nil, options.buildsUnboard {
            try buildUnboard(packageRoot: packageRoot, buildFolder: folder, configuration: configuration)
        }
        guard FileManager.default.isExecutableFile(atPath: unboard.path) else {
            throw BenchError("no unboard executable at \(unboard.path); build it with `swift build -c release`")
        }
        let work = URL(
            fileURLWithPath: options.work
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("unboard-bench").path)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        let sdkFolder = URL(fileURLWithPath: options.iosSDK ?? "/tmp/ios-sdk")
        let sdk = ((try? FileManager.default.contentsOfDirectory(atPath: sdkFolder.path)) ?? [])
            .filter { $0.hasPrefix("iPhoneOS") && $0.hasSuffix(".sdk") }.sorted().last.map {
                sdkFolder.appendingPathComponent($0)
            }
        return BenchEnvironment(
            packageRoot: packageRoot, unboard: unboard, bench: bench, work: work,
            corpus: FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil,
            isRelease: configuration == "release",
            iosSDK: sdk)
    }

    /// `swift run unboard-bench` builds only the bench, so `unboard` beside it may be missing or stale: build it in
    /// the same scratch folder and configuration (a no-op when it is current).
    private static func buildUnboard(packageRoot: URL, buildFolder: URL, configuration: String) throws {
        let scratch = buildFolder.deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path),
            let swift = ChildProcess.which("swift")
        else { return }
        say("Building unboard (\(configuration)) in \(scratch.lastPathComponent)...")
        let log = scratch.appendingPathComponent("unboard-bench-build.log")
        let run = try ChildProcess.run(
            [swift, "build", "-c", configuration, "--product", "unboard", "--scratch-path", scratch.path],
            in: packageRoot, stdout: log, stderr: log)
        guard run.status == 0 else { throw BenchError("building unboard failed; see \(log.path)") }
    }

    /// A copy of an executable without debug information, for valgrind: 3.19 gives up on the DWARF 5 that
    /// clang writes for C dependencies (Yams). The instructions run are the same.
    func withoutDebugInfo(_ executable: URL) throws -> URL {
        guard let strip = ChildProcess.which("strip") else { return executable }
        let copy = work.appendingPathComponent(executable.lastPathComponent + "-stripped")
        let run = try ChildProcess.run([strip, "--strip-debug", "-o", copy.path, executable.path])
        return run.status == 0 ? copy : executable
    }

    /// The storyboards whose scenes make the synthesized inputs: every example and fixture storyboard (xibs have
    /// no scenes), VideoComments first for its header.
    static func templates(packageRoot: URL) -> [URL] {
        let folders = ["Examples", "Tests/UnboardCoreTests/Resources/Fixtures"].map {
            packageRoot.appendingPathComponent($0)
        }
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "storyboard" { files.append(url) }
            }
        }
        func order(_ url: URL) -> String { url.lastPathComponent == "VideoComments.storyboard" ? "" : url.path }
        return files.sorted { order($0) < order($1) }
    }

    /// The corpus files `unboard` converts, relative to the corpus's parent; macOS and archive documents, which
    /// it refuses, are left out (as in `CorpusTests`), since one refused input makes the whole run fail.
    func corpusInputs() -> [String] {
        guard let corpus else { return [] }
        let parent = corpus.deletingLastPathComponent().path + "/"
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard ["storyboard", "xib"].contains(url.pathExtension),
                let handle = try? FileHandle(forReadingFrom: url)
            else { continue }
            let head = String(decoding: handle.readData(ofLength: 400), as: UTF8.self)
            try? handle.close()
            if head.contains("targetRuntime=\"MacOSX") || head.contains("<archive ") { continue }
            files.append(url.standardizedFileURL.path.replacingOccurrences(of: parent, with: ""))
        }
        return files.sorted()
    }
}
