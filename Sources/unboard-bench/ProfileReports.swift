import Foundation

/// The profiles that explain a missed goal: where `generate`'s instructions go (goals 1 and 3), where its peak heap
/// is (goal 2) and which generated functions the type checker spends its time on (goal 4).
extension Benchmark {
    /// Prints the functions of a callgrind profile with the most instructions, demangled: inclusive (the stages and
    /// the hot spots inside them, without the process's entry, dispatch and thunks; `ProfileScaffolding`), then by
    /// their own instructions (the runtime's reference counting, hashing and malloc show there).
    func printProfile(_ file: URL, label: String, inclusiveTop: Int = 15, selfTop: Int = 10) {
        guard let annotate = ChildProcess.which("callgrind_annotate") else { return }
        func annotated(inclusive: Bool) -> String {
            let text = environment.work.appendingPathComponent("callgrind-annotate.txt")
            let arguments = [
                annotate, "--inclusive=\(inclusive ? "yes" : "no")", "--threshold=100", "--auto=no", file.path,
            ]
            guard (try? ChildProcess.run(arguments, stdout: text)) != nil,
                let annotated = try? String(contentsOf: text, encoding: .utf8)
            else { return "" }
            return demangled(annotated)
        }
        let text = annotated(inclusive: true)
        guard let total = CallgrindRow.programTotal(in: text), total > 0 else { return }
        let inclusive = CallgrindRow.rows(in: text)
        func line(_ row: CallgrindRow) -> String {
            let share = String(format: "%5.1f%%", Double(row.instructions) / Double(total) * 100)
            return "    " + Format.pad(Format.count(row.instructions), 16) + share + "  "
                + String(row.function.prefix(110))
        }
        say(
            "\nWhere generate's instructions go, \(label) (callgrind_annotate, demangled; shares of all threads' "
                + "\(Format.count(total)))")
        say("  inclusive, top \(inclusiveTop) (the process's entry, dispatch and thunks left out):")
        var seen: Set<String> = []
        inclusive.filter { !ProfileScaffolding.hides(function: $0.function, object: $0.object) }
            .filter { seen.insert($0.function).inserted }.prefix(inclusiveTop).forEach { say(line($0)) }
        say("  own instructions (self), top \(selfTop):")
        CallgrindRow.rows(in: annotated(inclusive: false)).prefix(selfTop).forEach { say(line($0)) }
    }

    /// Goal 2's profile: the heap at the peak of `generate` on the 10 MB fresh input (or the nearest measured),
    /// by the Unboard function that allocated it and by inclusive bytes, beside what an empty storyboard's run
    /// takes (the runtime, Foundation and the code: the fixed part of the peak RSS).
    func profileMemory(_ inputs: [Input]) throws {
        let large = inputs.filter { $0.megabytes >= 10 }.sorted { $0.megabytes < $1.megabytes }
        guard let input = large.first(where: { $0.kind == .fresh }) ?? large.first else { return }
        let unboard = try environment.withoutDebugInfo(environment.unboard)
        let empty = environment.work.appendingPathComponent("Empty.storyboard")
        try Data(Self.emptyStoryboard.utf8).write(to: empty)
        let output = environment.work.appendingPathComponent("OutputHeapProfile")
        func generate(_ url: URL) -> [String] {
            [unboard.path, "generate", url.lastPathComponent, "--output", output.path, "--quiet"]
        }
        var emptyRSS = Samples()
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: output)
            let run = try ChildProcess.run(generate(empty), in: environment.work, measuresMemory: true)
            emptyRSS.add(Double(run.peakBytes))
        }
        var heaps: [MassifProfile] = []
        for url in [empty, input.url] {
            try? FileManager.default.removeItem(at: output)
            let file = environment.work.appendingPathComponent(
                "massif-\(url.deletingPathExtension().lastPathComponent)")
            guard let run = try ChildProcess.heapProfile(generate(url), in: environment.work, profile: file) else {
                return
            }
            valgrind.wall += run.seconds
            valgrind.cpu += run.cpuSeconds
            guard let profile = MassifProfile(text: try String(contentsOf: file, encoding: .utf8)) else {
                throw BenchError("no peak snapshot in \(file.path)")
            }
            heaps.append(profile)
        }
        try? FileManager.default.removeItem(at: output)
        printHeap(heaps[1], of: input, emptyHeap: heaps[0], emptyRSS: emptyRSS.median)
    }

    private func printHeap(_ heap: MassifProfile, of input: Input, emptyHeap: MassifProfile, emptyRSS: Double) {
        let peak = Double(heap.heapBytes + heap.extraBytes)
        say(
            "\nWhere generate's peak memory is, \(input.label) (valgrind --tool=massif, the Swift runtime's allocators "
                + "as allocation functions)")
        say(
            "  peak heap \(Format.megabytes(Double(heap.heapBytes))) + \(Format.megabytes(Double(heap.extraBytes))) "
                + "malloc overhead = \(Format.ratio(peak / Double(input.output.bytes))) the input; an empty storyboard's "
                + "run: peak RSS \(Format.megabytes(emptyRSS)) (median of 3; the runtime, Foundation, the code), "
                + "peak heap \(Format.megabytes(Double(emptyHeap.heapBytes + emptyHeap.extraBytes)))")
        let names = Dictionary(uniqueKeysWithValues: zip(heap.functions, demangled(heap.functions)))
        // Specializations of one function demangle alike: disjoint allocation sites add up; on one stack, the
        // outermost (the first, the largest) stands for the others.
        func lines(_ rows: [(function: String, bytes: Int)], adding: Bool) {
            var merged: [(name: String, bytes: Int)] = []
            var index: [String: Int] = [:]
            for row in rows {
                let name = names[row.function] ?? row.function
                if let at = index[name] {
                    if adding { merged[at].bytes += row.bytes }
                } else {
                    index[name] = merged.count
                    merged.append((name, row.bytes))
                }
            }
            for row in merged.sorted(by: { $0.bytes > $1.bytes }).prefix(12) {
                let share = String(format: "%5.1f%%", Double(row.bytes) / Double(heap.heapBytes) * 100)
                say(
                    "    " + Format.pad(Format.megabytes(Double(row.bytes)), 10) + share + "  "
                        + String(row.name.prefix(110)))
            }
        }
        say("  by the function of Unboard's that allocated (its first frame above the allocation), top 12:")
        lines(heap.sites { MassifProfile.isUnboard($0.function) }, adding: true)
        say("  inclusive, top 12 (the process's entry, dispatch and thunks left out):")
        lines(
            heap.inclusive { ProfileScaffolding.hides(function: names[$0.function] ?? $0.function, object: $0.object) },
            adding: false)
    }

    /// Goal 4's profile: the type-check `command` run once more with `-Xfrontend -debug-time-function-bodies`, its
    /// bodies' time by kind of generated function, and the slowest bodies.
    func printFunctionBodies(_ command: [String], label: String) {
        let log = environment.work.appendingPathComponent("typecheck-function-bodies.log")
        let run = try? ChildProcess.run(
            command + ["-Xfrontend", "-debug-time-function-bodies"], stdout: log, stderr: log)
        let times = FunctionBodyTime.parse((try? String(contentsOf: log, encoding: .utf8)) ?? "")
        guard let run, run.status == 0, !times.isEmpty else {
            say("\nType-check function bodies: no times read; see \(log.path)")
            return
        }
        let total = times.reduce(0) { $0 + $1.milliseconds }
        say(
            "\nWhere the type-check goes, \(label) (-Xfrontend -debug-time-function-bodies): function bodies "
                + "\(Format.seconds(total / 1000)) of \(Format.seconds(run.cpuSeconds)) CPU, by kind of generated function"
        )
        say("    " + Format.pad("kind", 48) + Format.pad("bodies", 8) + Format.pad("seconds", 10) + "each")
        for group in FunctionBodyTime.byKind(times) {
            say(
                "    " + Format.pad(group.kind, 48) + Format.pad(Format.count(group.count), 8)
                    + Format.pad(Format.seconds(group.milliseconds / 1000), 10)
                    + String(format: "%.2f ms", group.milliseconds / Double(group.count)))
        }
        say("  slowest bodies:")
        for time in times.sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(5) {
            let file = time.file.split(separator: "/").last.map(String.init) ?? time.file
            say(
                "    " + Format.pad(String(format: "%.1f ms", time.milliseconds), 10)
                    + "\(file):\(time.line) \(time.name)")
        }
    }

    /// An empty storyboard: what `generate` costs before any scene.
    static let emptyStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <scenes/>
        </document>

        """

    /// Swift names demangled by `swift demangle --simplified --compact`, line for line; unchanged without `swift`.
    func demangled(_ names: [String]) -> [String] {
        let lines = demangled(names.joined(separator: "\n") + "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        return lines.count > names.count ? lines.prefix(names.count).map(String.init) : names
    }

    /// A text with every Swift name in it demangled; unchanged without `swift`.
    func demangled(_ text: String) -> String {
        guard let swift = ChildProcess.which("swift") else { return text }
        let input = environment.work.appendingPathComponent("demangle-in.txt")
        let output = environment.work.appendingPathComponent("demangle-out.txt")
        guard (try? Data(text.utf8).write(to: input)) != nil,
            let run = try? ChildProcess.run(
                [
                    "/bin/sh", "-c", "\"$0\" demangle --simplified --compact < \"$1\" > \"$2\"", swift, input.path,
                    output.path,
                ]),
            run.status == 0, let result = try? String(contentsOf: output, encoding: .utf8)
        else { return text }
        return result
    }
}
