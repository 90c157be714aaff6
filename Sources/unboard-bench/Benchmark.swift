import Foundation

/// Runs every measurement in order and prints the report, ending with each target met or missed.
final class Benchmark {
    let options: BenchOptions
    let environment: BenchEnvironment
    /// One line per target, printed last.
    var verdicts: [String] = []

    init(options: BenchOptions, environment: BenchEnvironment) {
        self.options = options
        self.environment = environment
    }

    /// A synthesized storyboard.
    struct Input {
        var megabytes: Int
        var url: URL
        var output: StoryboardSynthesizer.Output
    }

    func run() throws {
        printMachine()
        let inputs = try synthesize()
        for input in inputs { try measureThroughput(input) }
        if options.countsInstructions { try countInstructions(inputs.filter { $0.megabytes <= 10 }) }
        if options.measuresCorpus { try measureCorpus() }
        if options.measuresTypeCheck, let smallest = inputs.first { try measureTypeCheck(smallest) }
        say("\nTargets")
        verdicts.forEach { say("  " + $0) }
    }

    /// Records whether a target was met, with the measured value.
    func verdict(_ met: Bool, _ target: String, _ measured: String) {
        verdicts.append("\(met ? "[met]   " : "[missed]") \(target): \(measured)")
    }

    private func printMachine() {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
        say("Unboard benchmark, \(date): \(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), "
            + "\(ProcessInfo.processInfo.operatingSystemVersionString)")
        say("unboard: \(environment.unboard.path)\(environment.isRelease ? "" : "  (NOT a release build: figures are meaningless)")")
    }

    private func synthesize() throws -> [Input] {
        let templates = BenchEnvironment.templates(packageRoot: environment.packageRoot)
        say("\nSynthesized storyboards: the scenes of \(templates.count) example and fixture storyboards plus a table scene, "
            + "repeated with fresh ids, classes and identifiers per copy")
        var inputs: [Input] = []
        let report = environment.work.appendingPathComponent("synthesis.txt")
        for size in options.sizes.sorted() {
            let url = environment.work.appendingPathComponent("Synthetic\(size)MB.storyboard")
            let run = try ChildProcess.run([environment.bench.path, "--synthesize", String(size), url.path], stdout: report)
            let numbers = try String(contentsOf: report, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard run.status == 0, numbers.count == 3 else { throw BenchError("synthesizing the \(size) MB storyboard failed") }
            let output = StoryboardSynthesizer.Output(bytes: numbers[0], scenes: numbers[1], views: numbers[2])
            say("  \(Format.pad("\(size) MB:", 8))\(Format.pad(Format.count(output.bytes) + " bytes", 18))"
                + "\(Format.count(output.scenes)) scenes, \(Format.count(output.views)) views  \(url.path)")
            inputs.append(Input(megabytes: size, url: url, output: output))
        }
        if ChildProcess.gnuTime == nil {
            let floor = try ChildProcess.run(["true"]).peakBytes
            say("  (GNU time is not installed: a child's peak RSS reads at least \(Format.megabytes(Double(floor))), the bench's "
                + "own peak, which a spawned process inherits on Linux)")
        }
        return inputs
    }
}
