import Foundation

extension Benchmark {
    /// `unboard generate` over the corpus on every core and on one, then the no-op run that follows.
    func measureCorpus() throws {
        guard let corpus = environment.corpus else {
            say("\nCorpus: ../shared/corpus is absent; skipped")
            return
        }
        let inputs = environment.corpusInputs()
        let folder = corpus.deletingLastPathComponent()
        let output = environment.work.appendingPathComponent("CorpusOutput")
        let bytes = inputs.reduce(0) { total, path in
            total
                + ((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size]
                    as? Int) ?? 0)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        say(
            "\nCorpus: \(inputs.count) files, \(Format.megabytes(Double(bytes))) (macOS and archive documents left out), "
                + "into an empty folder, \(options.repeats) runs each, median [min–max]")
        let base = [environment.unboard.path, "generate"] + inputs + ["--output", output.path, "--quiet"]
        var results: [(name: String, wall: Samples, cpu: Samples)] = []
        for (name, extra) in [("all \(cores) cores", [String]()), ("one core (--jobs 1)", ["--jobs", "1"])] {
            var wall = Samples()
            var cpu = Samples()
            for _ in 0..<options.repeats {
                try? FileManager.default.removeItem(at: output)
                let run = try ChildProcess.run(base + extra, in: folder)
                guard run.status == 0 else { throw BenchError("unboard generate failed on the corpus (\(run.status))") }
                wall.add(run.seconds)
                cpu.add(run.cpuSeconds)
            }
            results.append((name, wall, cpu))
            say("  \(Format.pad(name, 22))wall \(Format.spread(wall))   CPU \(Format.seconds(cpu.median))")
        }
        let speedup = results[1].wall.median / results[0].wall.median
        say("  speedup on \(cores) cores: \(Format.ratio(speedup))")
        verdict(
            goal: nil, "corpus in parallel, \(cores) cores / one",
            measured: Format.ratio(speedup),
            target: "> 1.1x",
            met: speedup > 1.1)
        try measureNoOp(base: base, inputs: inputs, folder: folder, output: output)
    }

    /// After a first run, a run with nothing changed must write nothing and be fast.
    private func measureNoOp(base: [String], inputs: [String], folder: URL, output: URL) throws {
        try? FileManager.default.removeItem(at: output)
        // The same command line each time: the stamp covers every argument, `--quiet` included.
        let command = base.filter { $0 != "--quiet" }
        let first = try ChildProcess.run(command, in: folder)
        guard first.status == 0 else { throw BenchError("unboard generate failed on the corpus") }
        let before = try snapshot(output)
        var wall = Samples()
        let log = environment.work.appendingPathComponent("noop.stdout.txt")
        for _ in 0..<max(options.repeats, 5) {
            let run = try ChildProcess.run(command, in: folder, stdout: log)
            guard run.status == 0 else { throw BenchError("the no-op run failed") }
            wall.add(run.seconds)
        }
        let unchanged = try snapshot(output) == before
        let message = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
        var start = Samples()
        for _ in 0..<max(options.repeats, 5) {
            start.add(try ChildProcess.run([environment.unboard.path, "--version"]).seconds)
        }
        let perHundred = wall.median * 100 / Double(inputs.count)
        say("\nNo-op run over the corpus (nothing changed since the first run)")
        say(
            "  first run \(Format.milliseconds(first.seconds)); no-op \(Format.milliseconds(wall.median)) "
                + "[\(Format.milliseconds(wall.min))–\(Format.milliseconds(wall.max))] for \(inputs.count) files = "
                + "\(Format.milliseconds(perHundred)) per 100 files; `unboard --version` alone takes \(Format.milliseconds(start.median))"
        )
        say("  output folder \(unchanged ? "untouched (same names, sizes and modification times)" : "CHANGED")")
        say("  unboard said: \(message)")
        verdict(
            goal: 5, "no-op run over the corpus, per 100 files",
            measured: "\(Format.milliseconds(perHundred)), \(unchanged ? "nothing written" : "files written")",
            target: "< 100 ms, nothing written", met: unchanged && perHundred < 0.1)
        try? FileManager.default.removeItem(at: output)
    }

    /// Every entry of a folder with its size and modification time.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            entries[name] =
                "\(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return entries
    }
}
