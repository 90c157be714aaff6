import Foundation

extension Benchmark {
    /// The commands compared on one input: the raw libxml2 pass, `xmllint --stream` when installed, and
    /// `unboard generate` end to end into an empty folder.
    ///
    /// With `stages`, also Unboard's parser alone and the in-memory pipeline (parse, translate, render), to show
    /// where the instructions go.
    private func commands(for input: Input, output: URL, stages: Bool = false) -> [(name: String, arguments: [String])]
    {
        var commands: [(String, [String])] = [
            ("libxml2 reader pass", [environment.bench.path, "--raw-libxml2-pass", input.url.path])
        ]
        if let xmllint = ChildProcess.which("xmllint") {
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
                "peak RSS of generate, \(input.label)",
                measured: "\(Format.ratio(peakRatio)) the input (\(Format.megabytes(peaks[commands.count - 1].max)))",
                target: "< 3x", met: peakRatio < 3)
        }
        try? FileManager.default.removeItem(at: output)
    }

    /// Counts instructions with callgrind for the raw pass, xmllint and generate, on the inputs given (the small ones:
    /// valgrind runs ~50x slower), then checks the ratio to `xmllint --stream` at each size and that generate's
    /// instructions per input byte do not grow with the size.
    func countInstructions(_ inputs: [Input]) throws {
        guard ChildProcess.which("valgrind") != nil else {
            say("\nInstructions: valgrind is not installed; skipped")
            return
        }
        say(
            "\nInstructions (valgrind --tool=callgrind; up to \(options.instructionSizeLimit) MB, since valgrind runs ~50x slower)"
        )
        let stripped = [
            environment.unboard.path: try environment.withoutDebugInfo(environment.unboard).path,
            environment.bench.path: try environment.withoutDebugInfo(environment.bench).path,
        ]
        var perByte: [StoryboardSynthesizer.Kind: [(megabytes: Int, value: Double)]] = [:]
        var profiles: [StoryboardSynthesizer.Kind: (label: String, file: URL)] = [:]
        defer {
            for (_, profile) in profiles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                printProfile(profile.file, label: profile.label)
            }
        }
        let smallest = inputs.map(\.megabytes).min()
        for input in inputs {
            let output = environment.work.appendingPathComponent("Output\(input.megabytes)MB-\(input.kind.rawValue)")
            var counts: [(String, Int)] = []
            let profile = environment.work.appendingPathComponent(
                "callgrind-\(input.megabytes)MB-\(input.kind.rawValue)")
            // The stage breakdown at the smallest size only: each stage is another valgrind run.
            for command in commands(for: input, output: output, stages: input.megabytes == smallest) {
                try? FileManager.default.removeItem(at: output)
                let arguments = [stripped[command.arguments[0]] ?? command.arguments[0]] + command.arguments.dropFirst()
                let isGenerate = command.arguments[0] == environment.unboard.path
                guard
                    let count = try ChildProcess.instructions(
                        arguments, in: environment.work, profile: isGenerate ? profile : nil)
                else { return }
                counts.append((command.name, count))
            }
            profiles[input.kind] = (input.label, profile)
            try? FileManager.default.removeItem(at: output)
            let bytes = Double(input.output.bytes)
            let xmllint = Double(counts.first { $0.0 == "xmllint --stream" }?.1 ?? counts[0].1)
            let reference = counts.contains { $0.0 == "xmllint --stream" } ? "xmllint --stream" : "the libxml2 pass"
            for (name, count) in counts {
                say(
                    "  \(Format.pad(input.label, 18))\(Format.pad(name, 24))\(Format.pad(Format.count(count), 16))"
                        + Format.pad(String(format: "%.1f/byte", Double(count) / bytes), 12)
                        + Format.ratio(Double(count) / xmllint) + " of \(reference)")
            }
            let generate = Double(counts[counts.count - 1].1)
            perByte[input.kind, default: []].append((input.megabytes, generate / bytes))
            verdict(
                "generate / \(reference) instructions, \(input.label)", measured: Format.ratio(generate / xmllint),
                target: "<= 2.5x",
                met: generate / xmllint <= 2.5)
        }
        for (kind, values) in perByte.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where values.count > 1 {
            let sorted = values.sorted { $0.megabytes < $1.megabytes }
            let growth = sorted[sorted.count - 1].value / sorted[0].value
            verdict(
                "generate instructions per byte, \(sorted[sorted.count - 1].megabytes) MB / \(sorted[0].megabytes) MB, \(kind.rawValue)",
                measured: String(
                    format: "%.1f / %.1f = %.2fx", sorted[sorted.count - 1].value, sorted[0].value, growth),
                target: "<= 1.10x (flat)", met: growth <= 1.1)
        }
    }

    /// Prints the functions of `generate` with the most inclusive instructions (the stages and the hot spots
    /// inside them), demangled, so that a missed instruction goal comes with where the instructions go.
    private func printProfile(_ file: URL, label: String, top: Int = 25) {
        guard let annotate = ChildProcess.which("callgrind_annotate"), let swift = ChildProcess.which("swift") else {
            return
        }
        let text = environment.work.appendingPathComponent("callgrind-annotate.txt")
        let demangled = environment.work.appendingPathComponent("callgrind-demangled.txt")
        guard
            (try? ChildProcess.run([annotate, "--inclusive=yes", "--threshold=100", file.path], stdout: text)) != nil,
            (try? ChildProcess.run(
                [
                    "/bin/sh", "-c", "\"$0\" demangle --simplified --compact < \"$1\" > \"$2\"", swift, text.path,
                    demangled.path,
                ]
            )) != nil,
            let lines = try? String(contentsOf: demangled, encoding: .utf8).split(separator: "\n")
        else { return }
        // Rows look like `1,234,567 (12.34%)  file:function [binary]`, after a header that ends with a dashed line.
        let rows = lines.map { $0.drop { $0 == " " } }.filter { row in
            row.first?.isNumber == true && row.contains("%)") && !row.contains("PROGRAM TOTALS")
        }
        say("\nWhere generate's instructions go, \(label) (callgrind_annotate --inclusive=yes, top \(top))")
        for row in rows.prefix(top) {
            let cut = row.replacingOccurrences(of: "???:", with: "")
            say("  " + String(cut.prefix(150)))
        }
    }
}
