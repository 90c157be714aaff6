import Foundation

/// One line of `swiftc -Xfrontend -debug-time-function-bodies`: how long the type checker took over one body.
struct FunctionBodyTime: Equatable {
    var milliseconds: Double
    /// The body's file and line.
    var file: String
    var line: Int
    /// The declaration as the compiler names it: `initializer main.(file).XCodeInterfaceBuilder.init(key:)`.
    var declaration: String

    /// The timed bodies in a compiler's output (`0.51ms\t/path/File.swift:29:5\tinitializer main.(file)....@...`);
    /// its diagnostics and other lines are skipped.
    static func parse(_ text: String) -> [FunctionBodyTime] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2))
            else { return nil }
            let location = fields[1].split(separator: ":")
            guard location.count >= 3, let line = Int(location[location.count - 2]) else { return nil }
            var declaration = fields[2]
            if let at = declaration.lastIndex(of: "@") { declaration = declaration[..<at] }
            return FunctionBodyTime(
                milliseconds: milliseconds, file: location.dropLast(2).joined(separator: ":"), line: line,
                declaration: String(declaration))
        }
    }

    /// The function's own name with its labels: `init(key:)`, `apply(_:)`; an accessor's kind (`getter`).
    var name: String {
        guard declaration.hasSuffix(")"), let open = declaration.lastIndex(of: "(") else {
            return declaration.split(separator: ".").last.map(String.init) ?? declaration
        }
        let base = declaration[..<open]
        let start = base.lastIndex(of: ".").map { base.index(after: $0) } ?? base.startIndex
        return String(declaration[start...])
    }

    /// The kind of generated function the body is, so that the cost of each shape the generator writes adds up.
    var kind: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        if fileName.hasSuffix("CodeInterfaceBuilder.swift") {
            if name == "init(key:)" { return "builders' init(key:)" }
            if declaration.hasPrefix("initializer ") { return "layout initializers (each view's statements)" }
            if name.hasPrefix("configure(") { return "configure(_:key:)" }
            if name == "apply(_:)" { return "apply(_:) (size classes)" }
            if name.hasPrefix("add"), name.contains("Action(") { return "add…Action(_:)" }
            return "other builder functions"
        }
        if fileName.hasSuffix("Scenes.swift") {
            return name.hasPrefix("make") ? "Scenes factories (make…())" : "other Scenes functions"
        }
        if fileName == "CodeInterfaceBuilderKey.swift" { return "the key file" }
        return "other files (support, stubs, SDK additions)"
    }

    /// The bodies' time by kind, most first: the kind, how many bodies and their milliseconds.
    static func byKind(_ times: [FunctionBodyTime]) -> [(kind: String, count: Int, milliseconds: Double)] {
        var groups: [String: (count: Int, milliseconds: Double)] = [:]
        for time in times {
            groups[time.kind, default: (0, 0)].count += 1
            groups[time.kind, default: (0, 0)].milliseconds += time.milliseconds
        }
        return groups.map { (kind: $0.key, count: $0.value.count, milliseconds: $0.value.milliseconds) }.sorted {
            $0.milliseconds != $1.milliseconds ? $0.milliseconds > $1.milliseconds : $0.kind < $1.kind
        }
    }
}
