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
        var text = text
        guard let stamp = text.withUTF8({ GenerationStamp(bytes: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = stamp
    }

    /// Reads the stamp line by line over its bytes: through `Substring`, splitting the lines of a 3,400-file folder
    /// cost about 50 M instructions.
    private init?(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        /// The next line's byte range, up to its line feed (by bytes: by characters, "\r\n" would be one character
        /// and hide its line break); `nil` when no line feed follows.
        func line() -> Range<Int>? {
            guard let end = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
            defer { offset = end + 1 }
            return offset..<end
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func value(_ key: String) -> String? {
            let prefix = Array((key + " ").utf8)
            guard let range = line(), range.count >= prefix.count,
                bytes[range.prefix(prefix.count)].elementsEqual(prefix)
            else { return nil }
            return string(range.lowerBound + prefix.count..<range.upperBound)
        }
        func entry() -> (size: Int, hash: String, name: String)? {
            guard let range = line(), let first = bytes[range].firstIndex(of: 0x20),
                let second = bytes[(first + 1)..<range.upperBound].firstIndex(of: 0x20),
                let size = Int(string(range.lowerBound..<first))
            else { return nil }
            return (size, string(first + 1..<second), string(second + 1..<range.upperBound))
        }
        guard let format = value("unboard-stamp").flatMap({ Int($0) }), let configuration = value("configuration"),
            let builders = value("builders").flatMap({ Int($0) }),
            let warnings = value("warnings").flatMap({ Int($0) }),
            let inputCount = value("inputs").flatMap({ Int($0) }), inputCount >= 0
        else { return nil }
        var inputs: [Input] = []
        for _ in 0..<inputCount {
            guard let entry = entry(), let displayPath = line() else { return nil }
            inputs.append(Input(path: entry.name, displayPath: string(displayPath), size: entry.size, hash: entry.hash))
        }
        guard let outputCount = value("outputs").flatMap({ Int($0) }), outputCount >= 0 else { return nil }
        var outputs: [Output] = []
        for _ in 0..<outputCount {
            guard let entry = entry() else { return nil }
            outputs.append(Output(name: entry.name, size: entry.size, hash: entry.hash))
        }
        guard let last = line(), bytes[last].elementsEqual("diagnostics".utf8) else { return nil }
        self.format = format
        self.configuration = configuration
        self.inputs = inputs
        self.outputs = outputs
        builderCount = builders
        warningCount = warnings
        diagnosticsText = string(offset..<bytes.count)
    }
}
