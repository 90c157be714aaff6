import Foundation

extension Benchmark {
    /// How many storyboards the incremental project has (goal 3 of issue 19 speaks of a 100-file project).
    static let incrementalProjectSize = 100

    /// Goal 3: a project of 100 storyboards generated into an empty folder, then again after one storyboard's label
    /// changed; the second run must cost under a tenth of the first and write what a full run writes.
    func measureIncremental() throws {
        let project = environment.work.appendingPathComponent("IncrementalProject")
        try? FileManager.default.removeItem(at: project)
        let log = environment.work.appendingPathComponent("incremental.stdout.txt")
        let synthesis = try ChildProcess.run(
            [environment.bench.path, "--synthesize-project", String(Self.incrementalProjectSize), project.path],
            stdout: log)
        guard synthesis.status == 0 else { throw BenchError("synthesizing the incremental project failed") }
        let inputs = try FileManager.default.contentsOfDirectory(atPath: project.path).filter {
            $0.hasSuffix(".storyboard")
        }.sorted()
        let bytes = try inputs.reduce(0) { total, name in
            total + (try Data(contentsOf: project.appendingPathComponent(name))).count
        }
        let edited = project.appendingPathComponent(inputs[inputs.count / 2])
        let original = try String(contentsOf: edited, encoding: .utf8)
        guard let label = original.range(of: #" text="[^"]+""#, options: .regularExpression) else {
            throw BenchError("the edited storyboard has no text to change")
        }
        say(
            "\nIncremental run: \(inputs.count) storyboards, \(Format.megabytes(Double(bytes))) (\(inputs.count) "
                + "one-round syntheses, every class and identifier of its own), generated into an empty folder, "
                + "then again after one label's text in \(edited.lastPathComponent) changed")
        let counts = ChildProcess.which("valgrind") != nil && options.countsInstructions
        let unboard = counts ? try environment.withoutDebugInfo(environment.unboard) : environment.unboard
        func generate(into output: String) -> [String] {
            [unboard.path, "generate"] + inputs + ["--output", output]
        }
        func measure(_ arguments: [String], profile: URL? = nil) throws -> Double {
            if counts, let count = try ChildProcess.instructions(arguments, in: project, profile: profile) {
                valgrind.wall += count.run.seconds
                valgrind.cpu += count.run.cpuSeconds
                return Double(count.instructions)
            }
            let run = try ChildProcess.run(arguments, in: project, stdout: log)
            guard run.status == 0 else { throw BenchError("unboard generate failed on the incremental project") }
            return run.seconds
        }
        try Data(original.utf8).write(to: edited)
        let full = try measure(generate(into: "Generated"))
        try Data(original.replacingCharacters(in: label, with: #" text="Edited label""#).utf8).write(to: edited)
        let profile = environment.work.appendingPathComponent("callgrind-incremental")
        let incremental = try measure(generate(into: "Generated"), profile: profile)
        // What the incremental run wrote against a full run of the edited project into an empty folder.
        let fresh = try ChildProcess.run(generate(into: "Fresh"), in: project, stdout: log)
        let identical =
            try fresh.status == 0
            && visibleFiles(project.appendingPathComponent("Generated"))
                == visibleFiles(project.appendingPathComponent("Fresh"))
        // Which inputs the incremental run redid, as it says: edit again and run without valgrind.
        try Data(original.replacingCharacters(in: label, with: #" text="Edited again""#).utf8).write(to: edited)
        let said = try ChildProcess.run(generate(into: "Generated"), in: project, stdout: log)
        let message = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard said.status == 0 else { throw BenchError("unboard generate failed on the incremental project") }
        let unit = counts ? "instructions" : "wall seconds (--no-valgrind)"
        let show: (Double) -> String = { counts ? Format.count(Int($0)) : Format.seconds($0) }
        let ratio = incremental / full
        say(
            "  full run \(show(full)) \(unit); after the edit \(show(incremental)) (\(String(format: "%.1f%%", ratio * 100)))"
        )
        say("  output \(identical ? "byte-identical to" : "DIFFERENT from") a full run into an empty folder")
        say("  unboard said: \(message)")
        verdict(
            goal: 3, "incremental \(counts ? "instructions" : "seconds"), 1 of \(inputs.count) edited / full",
            measured: String(format: "%.1f%%", ratio * 100) + (identical ? ", output identical" : ", output DIFFERENT"),
            target: "< 10%, identical", met: ratio < 0.1 && identical)
        if counts, ratio >= 0.1 { printProfile(profile, label: "the run after the edit") }
        try? FileManager.default.removeItem(at: project)
    }

    private func visibleFiles(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}

extension StoryboardSynthesizer {
    /// Writes `count` storyboards into `folder`, each one round over the template scenes as its own copy (ids,
    /// controller classes and storyboard identifiers numbered by the file) with every class, storyboard and reuse
    /// identifier, label and scene comment given the file's own prefix too, as the storyboards of one app have ids
    /// and classes of their own (copies of one round would share classes named after them, and so their builders).
    func writeProject(count: Int, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scratch = folder.appendingPathComponent(".round")
        let pattern = try NSRegularExpression(
            pattern: #"( (?:customClass|storyboardIdentifier|reuseIdentifier|userLabel)=")(?!UI)|(<!--)"#)
        for index in 0..<count {
            // Just over the head and resources: one round of the scenes, numbered as the file's own copy.
            _ = try write(targetBytes: 10_000, to: scratch, firstCopy: index)
            let round = try String(contentsOf: scratch, encoding: .utf8)
            try FileManager.default.removeItem(at: scratch)
            let prefix = "P\(index)x"
            let range = NSRange(round.startIndex..., in: round)
            let text = pattern.stringByReplacingMatches(
                in: round, range: range, withTemplate: "$1$2" + NSRegularExpression.escapedTemplate(for: prefix))
            try Data(text.utf8).write(to: folder.appendingPathComponent("Screen\(index).storyboard"))
        }
    }
}
