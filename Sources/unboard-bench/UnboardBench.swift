import Foundation
import UnboardCore

/// What to measure, from the command line.
struct BenchOptions {
    /// Sizes of the synthesized storyboards, in MB (10^6 bytes).
    var sizes: [Int] = [1, 10, 50]
    /// Runs per measured case.
    var repeats = 5
    /// Whether to count instructions with valgrind.
    var countsInstructions = true
    /// The largest size whose instructions are counted: valgrind runs ~50x slower, so the 50 MB counts take most of
    /// the run (`usage`); a lower limit makes a quick run.
    var instructionSizeLimit = 50
    /// The kinds of synthetic storyboard measured.
    var kinds = StoryboardSynthesizer.Kind.allCases
    /// Whether to measure only the incremental run (goal 3), a few minutes under valgrind.
    var measuresOnlyIncremental = false
    /// Whether to measure the corpus, the no-op run and the type-check time.
    var measuresCorpus = true
    var measuresTypeCheck = true
    /// An `unboard` executable to measure instead of the one built beside the bench.
    var unboard: String?
    /// Whether to build `unboard` beside the bench first.
    var buildsUnboard = true
    /// The scratch folder.
    var work: String?
    /// The folder of an extracted iOS SDK (../shared/ios-typecheck/README.md); `/tmp/ios-sdk` when not given.
    var iosSDK: String?

    static let usage = """
        usage: unboard-bench [--sizes 1,10,50] [--kinds fresh,repeated] [--repeat 5] [--no-valgrind]
                             [--valgrind-up-to 50] [--no-corpus] [--no-typecheck] [--incremental-only]
                             [--unboard <path>] [--no-build] [--work <dir>] [--ios-sdk <dir>]

        Instructions are counted with callgrind up to --valgrind-up-to MB (50: every size). valgrind runs ~50x
        slower, on one core: the 50 MB counts, about 58,000 M instructions over both kinds, take about 4.5
        minutes of CPU; on a shared 2-core machine they took 8 of the 17 minutes of a whole run (--repeat 1)
        at a load of 5-10, 23 of 34 at 12-22. --valgrind-up-to 10 leaves them out; --no-valgrind measures
        seconds and RSS only (no instructions, no profiles): a few minutes.
        """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\(Self.usage)") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                sizes = try value(argument).split(separator: ",").map { part in
                    guard let size = Int(part), size > 0 else { throw BenchError("bad size '\(part)'") }
                    return size
                }
            case "--repeat":
                guard let count = Int(try value(argument)), count > 0 else { throw BenchError("bad --repeat") }
                repeats = count
            case "--kinds":
                kinds = try value(argument).split(separator: ",").map { part in
                    guard let kind = StoryboardSynthesizer.Kind(rawValue: String(part)) else {
                        throw BenchError("bad kind '\(part)'")
                    }
                    return kind
                }
            case "--valgrind-up-to":
                guard let size = Int(try value(argument)), size > 0 else { throw BenchError("bad --valgrind-up-to") }
                instructionSizeLimit = size
            case "--no-valgrind": countsInstructions = false
            case "--incremental-only": measuresOnlyIncremental = true
            case "--no-corpus": measuresCorpus = false
            case "--no-typecheck": measuresTypeCheck = false
            case "--unboard": unboard = try value(argument)
            case "--no-build": buildsUnboard = false
            case "--work": work = try value(argument)
            case "--ios-sdk": iosSDK = try value(argument)
            case "-h", "--help":
                say(Self.usage)
                exit(0)
            default: throw BenchError("unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }
}

/// `unboard-bench`: measures `unboard generate` against libxml2's own streaming speed, its peak memory, parallel
/// and no-op runs over the corpus, and the type-check time of the generated code.
@main
enum UnboardBench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            // Hidden sub-mode: the raw libxml2 pass, run as a child so that its memory and instructions are its own.
            if arguments.first == "--raw-libxml2-pass", arguments.count == 2 {
                _ = try RawLibXMLPass.run(arguments[1])
                return
            }
            // Hidden sub-mode: Unboard's parser alone (XML to the typed document), to see what the stages cost.
            if arguments.first == "--parse-only", arguments.count == 2 {
                let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
                let source = SourceFile(path: arguments[1], data: data)
                _ = try InterfaceDocumentParser().parse(source, diagnostics: AccumulatingDiagnosticCollector())
                return
            }
            // Hidden sub-mode: the whole pipeline in memory (parse, translate, render), without printing or writing.
            if arguments.first == "--pipeline-only", arguments.count == 2 {
                let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
                _ = GeneratorPipeline().run([SourceFile(path: arguments[1], data: data)])
                return
            }
            // Hidden sub-mode: synthesis, in a child so that the bench's own peak memory stays small (see ChildProcess).
            if arguments.first == "--synthesize", arguments.count == 4, let megabytes = Int(arguments[1]),
                let kind = StoryboardSynthesizer.Kind(rawValue: arguments[3])
            {
                let synthesizer = try StoryboardSynthesizer(
                    templates: BenchEnvironment.templates(packageRoot: BenchEnvironment.packageRoot), kind: kind)
                let output = try synthesizer.write(
                    targetBytes: megabytes * 1_000_000, to: URL(fileURLWithPath: arguments[2]))
                say("\(output.bytes) \(output.scenes) \(output.views)")
                return
            }
            // Hidden sub-mode: the 100 storyboards of the incremental project (see `measureIncremental`).
            if arguments.first == "--synthesize-project", arguments.count == 3, let count = Int(arguments[1]) {
                let synthesizer = try StoryboardSynthesizer(
                    templates: BenchEnvironment.templates(packageRoot: BenchEnvironment.packageRoot), kind: .fresh)
                try synthesizer.writeProject(count: count, to: URL(fileURLWithPath: arguments[2]))
                return
            }
            let options = try BenchOptions(arguments)
            let environment = try BenchEnvironment.prepare(options: options)
            try Benchmark(options: options, environment: environment).run()
        } catch {
            FileHandle.standardError.write(Data("unboard-bench: \(error)\n".utf8))
            exit(1)
        }
    }
}
