import Foundation

/// Runs every measurement in order and prints the report, ending with each target met or missed.
final class Benchmark {
    let options: BenchOptions
    let environment: BenchEnvironment
    /// One row per target, printed last.
    var verdicts: [Verdict] = []
    /// Wall and CPU seconds spent under valgrind, said at the end with the whole run's.
    var valgrind = (wall: 0.0, cpu: 0.0)

    init(options: BenchOptions, environment: BenchEnvironment) {
        self.options = options
        self.environment = environment
    }

    /// A synthesized storyboard.
    struct Input {
        var megabytes: Int
        var kind: StoryboardSynthesizer.Kind
        var url: URL
        var output: StoryboardSynthesizer.Output

        /// `10 MB repeated`.
        var label: String { "\(megabytes) MB \(kind.rawValue)" }
    }

    func run() throws {
        let start = ContinuousClock.now
        defer { printDuration(since: start) }
        printMachine()
        if options.measuresOnlyIncremental {
            try measureIncremental()
            printVerdicts()
            return
        }
        let inputs = try synthesize()
        for input in inputs { try measureThroughput(input) }
        if options.countsInstructions {
            try countInstructions(inputs.filter { $0.megabytes <= options.instructionSizeLimit })
        }
        if options.countsInstructions, verdicts.contains(where: { $0.goal == 2 && !$0.met }) {
            // A profile explains a figure already measured: its failure is said, not fatal to the run.
            do { try profileMemory(inputs) } catch { say("\nHeap profile: failed: \(error)") }
        }
        if options.measuresCorpus { try measureCorpus() }
        if options.measuresTypeCheck, let smallest = inputs.first(where: { $0.kind == .fresh }) ?? inputs.first {
            try measureTypeCheck(smallest)
        }
        try measureIncremental()
        printVerdicts()
    }

    private func printVerdicts() {
        say("\nGoals of issue 19 (measured / target / met; '-': the bench's own target)")
        Verdict.table(verdicts).forEach { say("  " + $0) }
    }

    /// Records a target as measured / target / met, under its goal's number in issue 19 (`nil`: the bench's own).
    func verdict(goal: Int?, _ name: String, measured: String, target: String, met: Bool) {
        verdicts.append(Verdict(goal: goal, name: name, measured: measured, target: target, met: met))
    }

    private func printDuration(since start: ContinuousClock.Instant) {
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        guard valgrind.wall > 0 else {
            say("\nThe bench took \(Format.minutes(seconds))")
            return
        }
        say(
            "\nThe bench took \(Format.minutes(seconds)), \(Format.minutes(valgrind.wall)) of it under valgrind "
                + "(callgrind and massif; \(Format.minutes(valgrind.cpu)) of CPU: valgrind runs a program on one core, "
                + "so on an idle machine its wall time is its CPU time)")
    }

    private func printMachine() {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
        say(
            "Unboard benchmark, \(date): \(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), "
                + "\(ProcessInfo.processInfo.operatingSystemVersionString)")
        say(
            "unboard: \(environment.unboard.path)\(environment.isRelease ? "" : "  (NOT a release build: figures are meaningless)")"
        )
    }

    private func synthesize() throws -> [Input] {
        let templates = BenchEnvironment.templates(packageRoot: environment.packageRoot)
        say(
            "\nSynthesized storyboards: the scenes of \(templates.count) example and fixture storyboards plus a table scene, "
                + "repeated with fresh ids and storyboard identifiers per copy; 'fresh': with fresh controller classes per copy "
                + "(a builder per scene), 'repeated': with the templates' classes and segue identifiers (a builder of many layouts, "
                + "as real apps repeat a class over scenes)")
        var inputs: [Input] = []
        let report = environment.work.appendingPathComponent("synthesis.txt")
        for size in options.sizes.sorted() {
            for kind in options.kinds {
                let url = environment.work.appendingPathComponent("Synthetic\(size)MB-\(kind.rawValue).storyboard")
                let run = try ChildProcess.run(
                    [environment.bench.path, "--synthesize", String(size), url.path, kind.rawValue], stdout: report)
                let numbers = try String(contentsOf: report, encoding: .utf8).split(whereSeparator: \.isWhitespace)
                    .compactMap { Int($0) }
                guard run.status == 0, numbers.count == 3 else {
                    throw BenchError("synthesizing the \(size) MB storyboard failed")
                }
                let output = StoryboardSynthesizer.Output(bytes: numbers[0], scenes: numbers[1], views: numbers[2])
                let input = Input(megabytes: size, kind: kind, url: url, output: output)
                say(
                    "  \(Format.pad(input.label + ":", 17))\(Format.pad(Format.count(output.bytes) + " bytes", 18))"
                        + "\(Format.count(output.scenes)) scenes, \(Format.count(output.views)) views  \(url.path)")
                inputs.append(input)
            }
        }
        if ChildProcess.gnuTime == nil {
            let floor = try ChildProcess.run(["true"]).peakBytes
            say(
                "  (GNU time is not installed: a child's peak RSS reads at least \(Format.megabytes(Double(floor))), the bench's "
                    + "own peak, which a spawned process inherits on Linux)")
        }
        return inputs
    }
}
