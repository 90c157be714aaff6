import Foundation

extension Benchmark {
    /// The commands compared on one input: the raw libxml2 pass, `xmllint --stream` when installed, and
    /// `unboard generate` end to end into an empty folder.
    ///
    /// With `stages`, also Unboard's parser alone and the in-memory pipeline (parse, translate, render), to show
    /// where the instructions go. Without `rawPass`, the raw libxml2 pass is left out when xmllint is there to
    /// compare with (under valgrind, where each command costs minutes at 50 MB).
    private func commands(
        for input: Input, output: URL, stages: Bool = false, rawPass: Bool = true
    )
        -> [(name: String, arguments: [String])]
    {
        var commands: [(String, [String])] = []
        let xmllint = ChildProcess.which("xmllint")
        if rawPass || xmllint == nil {
            commands.append(("libxml2 reader pass", [environment.bench.path, "--raw-libxml2-pass", input.url.path]))
        }
        if let xmllint {
            commands.append(("xmllint --stream", [xmllint, "--stream", "--noout", input.url.path]))
        }
        if stages {
            commands.append(("parse (XML to IR)", [environment.bench.path, "--parse-only", input.url.path]))
            commands.append(("parse+translate+render", [environment.bench.path, "--pipeline-only", input.url.path]))
        }
        commands.append(
            (
                "unboard generate",
                [environment.unboard.path, "generate", input.url.lastPathComponent, "--output", output.path, "--quiet"]
            ))
        return commands
    }

    /// Runs each command `repeats` times, interleaved so that a noisy moment hits all of them alike.
    func measureThroughput(_ input: Input) throws {
        let output = environment.work.appendingPathComponent("Output\(input.megabytes)MB-\(input.kind.rawValue)")
        let log = environment.work.appendingPathComponent(
            "generate-\(input.megabytes)MB-\(input.kind.rawValue).stderr.txt")
        let commands = commands(for: input, output: output)
        var seconds = Array(repeating: Samples(), count: commands.count)
        var peaks = Array(repeating: Samples(), count: commands.count)
        for _ in 0..<options.repeats {
            for (index, command) in commands.enumerated() {
                try? FileManager.default.removeItem(at: output)
                let run = try ChildProcess.run(
                    command.arguments, in: environment.work, stderr: log, measuresMemory: true)
                guard run.status == 0 else {
                    throw BenchError("\(command.name) failed on \(input.url.lastPathComponent); see \(log.path)")
                }
                seconds[index].add(run.seconds)
                peaks[index].add(Double(run.peakBytes))
            }
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }.count
        let warnings =
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").components(separatedBy: ": warning: ").count - 1
        let bytes = Double(input.output.bytes)
        say(
            "\n\(input.label) storyboard (\(Format.count(input.output.bytes)) bytes; generate writes \(files) files, "
                + "\(warnings) warnings): \(options.repeats) runs each, wall seconds median [min–max]")
        say(
            "  " + Format.pad("", 22) + Format.pad("seconds", 28) + Format.pad("MB/s", 9)
                + Format.pad("peak RSS (max)", 16) + "RSS/input")
        for (index, command) in commands.enumerated() {
            let peak = peaks[index].max
            say(
                "  " + Format.pad(command.name, 22) + Format.pad(Format.spread(seconds[index]), 28)
                    + Format.pad(String(format: "%.1f", bytes / 1_000_000 / seconds[index].median), 9)
                    + Format.pad(Format.megabytes(peak), 16) + Format.ratio(peak / bytes))
        }
        let ratio = seconds[commands.count - 1].median / seconds[0].median
        say("  time ratio, generate / libxml2 reader pass (medians): \(Format.ratio(ratio))")
        let peakRatio = peaks[commands.count - 1].max / bytes
        if input.megabytes >= 10 {
            verdict(
                goal: 2, "generate's peak RSS, \(input.label)",
                measured: "\(Format.ratio(peakRatio)) the input (\(Format.megabytes(peaks[commands.count - 1].max)))",
                target: "< 3x", met: peakRatio < 3)
        }
        try? FileManager.default.removeItem(at: output)
    }

    /// Counts instructions with callgrind for the raw pass, xmllint and generate, on the inputs given (valgrind runs
    /// ~50x slower: `--valgrind-up-to`), then checks the ratio to `xmllint --stream` at each size and that generate's
    /// instructions per input byte do not grow with the size. A kind whose goal is missed gets the profile of its
    /// largest input.
    func countInstructions(_ inputs: [Input]) throws {
        guard ChildProcess.which("valgrind") != nil else {
            say("\nInstructions: valgrind is not installed; skipped")
            return
        }
        say(
            "\nInstructions (valgrind --tool=callgrind, up to \(options.instructionSizeLimit) MB: valgrind runs ~50x "
                + "slower; columns: instructions, per input byte, x `xmllint --stream` of the same input, valgrind's wall (CPU) time)"
        )
        let stripped = [
            environment.unboard.path: try environment.withoutDebugInfo(environment.unboard).path,
            environment.bench.path: try environment.withoutDebugInfo(environment.bench).path,
        ]
        var perByte: [StoryboardSynthesizer.Kind: [(megabytes: Int, perByte: Double)]] = [:]
        var profiles: [StoryboardSynthesizer.Kind: (label: String, file: URL)] = [:]
        var missed: Set<StoryboardSynthesizer.Kind> = []
        let smallest = inputs.map(\.megabytes).min()
        for input in inputs {
            let output = environment.work.appendingPathComponent("Output\(input.megabytes)MB-\(input.kind.rawValue)")
            var counts: [(name: String, instructions: Int, run: ChildRun)] = []
            let profile = environment.work.appendingPathComponent(
                "callgrind-\(input.megabytes)MB-\(input.kind.rawValue)")
            // The stage breakdown and the raw pass at the smallest size only: each is another valgrind run.
            let isSmallest = input.megabytes == smallest
            for command in commands(for: input, output: output, stages: isSmallest, rawPass: isSmallest) {
                try? FileManager.default.removeItem(at: output)
                let arguments = [stripped[command.arguments[0]] ?? command.arguments[0]] + command.arguments.dropFirst()
                let isGenerate = command.arguments[0] == environment.unboard.path
                guard
                    let count = try ChildProcess.instructions(
                        arguments, in: environment.work, profile: isGenerate ? profile : nil)
                else { return }
                valgrind.wall += count.run.seconds
                valgrind.cpu += count.run.cpuSeconds
                counts.append((command.name, count.instructions, count.run))
            }
            let bytes = Double(input.output.bytes)
            let xmllint = Double(counts.first { $0.name == "xmllint --stream" }?.instructions ?? counts[0].instructions)
            for count in counts {
                say(
                    "  \(Format.pad(input.label, 18))\(Format.pad(count.name, 24))"
                        + Format.pad(Format.count(count.instructions), 16)
                        + Format.pad(String(format: "%.1f/byte", Double(count.instructions) / bytes), 12)
                        + Format.pad(Format.ratio(Double(count.instructions) / xmllint), 8)
                        + "\(Format.minutes(count.run.seconds)) (\(Format.minutes(count.run.cpuSeconds)) CPU)")
            }
            profiles[input.kind] = (input.label, profile)
            try? FileManager.default.removeItem(at: output)
            let reference = counts.contains { $0.name == "xmllint --stream" } ? "xmllint --stream" : "the libxml2 pass"
            let generate = Double(counts[counts.count - 1].instructions)
            perByte[input.kind, default: []].append((input.megabytes, generate / bytes))
            if generate / xmllint > 2.5 { missed.insert(input.kind) }
            verdict(
                goal: 1, "generate / \(reference) instructions, \(input.label)",
                measured: Format.ratio(generate / xmllint), target: "<= 2.5x", met: generate / xmllint <= 2.5)
        }
        for (kind, values) in perByte.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where values.count > 1 {
            let growth = PerByteGrowth(values)
            if !growth.isFlat { missed.insert(kind) }
            verdict(
                goal: 1, "generate's instructions per byte, \(kind.rawValue)", measured: growth.measured,
                target: "steps, last / first <= 1.10x", met: growth.isFlat)
        }
        for (kind, profile) in profiles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where missed.contains(kind) {
            printProfile(profile.file, label: profile.label)
        }
    }
}
