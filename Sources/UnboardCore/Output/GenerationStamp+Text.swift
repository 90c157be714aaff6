/// The stamp's file format: a few lines, then the diagnostics verbatim, so that reading it costs next to nothing
/// (a JSON decoder spent more on the escaped diagnostics than the rest of a skipped run).
///
/// ```
/// unboard-stamp 1
/// configuration <hash>
/// builders <count>
/// warnings <count>
/// inputs <count>
/// <size> <hash> <path>          (relative to the folder, then a line with the display path, per input)
/// outputs <count>
/// <size> <hash> <name>
/// diagnostics
/// <the diagnostics text, to the end of the file>
/// ```
extension GenerationStamp {
    /// The stamp as text; `nil` when a path or name contains a line break.
    var text: String? {
        var lines = [
            "unboard-stamp \(format)", "configuration \(configuration)", "builders \(builderCount)",
            "warnings \(warningCount)",
            "inputs \(inputs.count)",
        ]
        for input in inputs { lines += ["\(input.size) \(input.hash) \(input.path)", input.displayPath] }
        lines.append("outputs \(outputs.count)")
        for output in outputs { lines.append("\(output.size) \(output.hash) \(output.name)") }
        // By bytes: Foundation's `contains` on a string searches through CFString, thousands of instructions a call.
        guard !lines.contains(where: { $0.utf8.contains { $0 == 0x0A || $0 == 0x0D } }) else { return nil }
        return lines.joined(separator: "\n") + "\ndiagnostics\n" + diagnosticsText
    }

    /// Reads a stamp written by `text`; `nil` for anything else.
    init?(text: String) {
        var rest = Substring(text)
        func line() -> Substring? {
            // By bytes: by characters, "\r\n" would be one character and hide its line break.
            guard let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { rest = rest[rest.index(after: end)...] }
            return rest[..<end]
        }
        func value(_ key: String) -> Substring? {
            guard let line = line(), line.hasPrefix(key + " ") else { return nil }
            return line.dropFirst(key.count + 1)
        }
        func entry() -> (size: Int, hash: String, name: String)? {
            let parts = line()?.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false) ?? []
            guard parts.count == 3, let size = Int(parts[0]) else { return nil }
            return (size, String(parts[1]), String(parts[2]))
        }
        guard let format = value("unboard-stamp").flatMap({ Int($0) }), let configuration = value("configuration"),
            let builders = value("builders").flatMap({ Int($0) }),
            let warnings = value("warnings").flatMap({ Int($0) }),
            let inputCount = value("inputs").flatMap({ Int($0) }), inputCount >= 0
        else { return nil }
        var inputs: [Input] = []
        for _ in 0..<inputCount {
            guard let entry = entry(), let displayPath = line() else { return nil }
            inputs.append(Input(path: entry.name, displayPath: String(displayPath), size: entry.size, hash: entry.hash))
        }
        guard let outputCount = value("outputs").flatMap({ Int($0) }), outputCount >= 0 else { return nil }
        var outputs: [Output] = []
        for _ in 0..<outputCount {
            guard let entry = entry() else { return nil }
            outputs.append(Output(name: entry.name, size: entry.size, hash: entry.hash))
        }
        guard line() == "diagnostics" else { return nil }
        self.format = format
        self.configuration = String(configuration)
        self.inputs = inputs
        self.outputs = outputs
        builderCount = builders
        warningCount = warnings
        diagnosticsText = String(rest)
    }
}
