import Foundation

/// A row of `callgrind_annotate`'s function table: `1,234,567 (12.34%)  file:function [object]`.
struct CallgrindRow: Equatable {
    /// Instructions, inclusive or self as the table was asked for.
    var instructions: Int
    /// The function's name as the table prints it (demangled when the text was), without its source file.
    var function: String
    /// The executable or library the function is in; empty when the row names none.
    var object: String

    /// The function rows of `callgrind_annotate`'s output, in its order (most instructions first); the header, the
    /// program's total and the per-file source annotations are skipped.
    static func rows(in text: String) -> [CallgrindRow] {
        text.split(separator: "\n").compactMap { row(String($0)) }
    }

    /// The instructions of the whole program (`PROGRAM TOTALS`), every thread's; `nil` when the text has none.
    static func programTotal(in text: String) -> Int? {
        text.split(separator: "\n").first { $0.hasSuffix("PROGRAM TOTALS") }.flatMap { line in
            Int(line.drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }.filter(\.isNumber))
        }
    }

    private static func row(_ line: String) -> CallgrindRow? {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isNumber || $0 == "," }
        guard !digits.isEmpty, let count = Int(digits.filter(\.isNumber)) else { return nil }
        var rest = trimmed.dropFirst(digits.count).drop { $0 == " " }
        // The share of the total, `(12.34%)`, is printed when the table has percentages.
        if rest.hasPrefix("("), let close = rest.range(of: "%)") { rest = rest[close.upperBound...] }
        let text = rest.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.contains("PROGRAM TOTALS") else { return nil }
        var function = text
        var object = ""
        if text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) {
            object = String(text[open.upperBound..<text.index(before: text.endIndex)])
            function = String(text[..<open.lowerBound])
        }
        return CallgrindRow(instructions: count, function: withoutSourceFile(function), object: object)
    }

    /// `???:f` and `./csu/../csu/libc-start.c:f` name `f`; a Swift name's own colons (`run(_:)`) are kept.
    private static func withoutSourceFile(_ text: String) -> String {
        if text.hasPrefix("???:") { return String(text.dropFirst(4)) }
        guard let colon = text.firstIndex(of: ":") else { return text }
        let file = text[..<colon]
        return file.contains("/") && !file.contains("(") ? String(text[text.index(after: colon)...]) : text
    }
}

/// Frames of a profile that only carry the work to the code doing it: the process's start and `main`, the
/// command's `run()`, dispatch's `concurrentPerform` and the thunks Swift makes around closures. A list of the
/// heaviest functions without them starts at the pipeline's stages.
enum ProfileScaffolding {
    /// Libraries whose frames hold the work without doing it (the loader, libc's start, dispatch's apply).
    static let carrierLibraries = ["ld-linux", "libc.so", "libdispatch.so", "libswiftDispatch.so"]
    /// Wrappers Swift generates around a function, which repeat that function's instructions or bytes.
    static let wrapperPrefixes = [
        "partial apply for ", "thunk for ", "reabstraction thunk", "protocol witness for ", "(below main)", "0x",
        "merged ", "???",
    ]
    /// The command's entry, above `GenerationArguments.run`.
    static let entryPoints: Set<String> = [
        "main", "unboard_main", "static Unboard.main()", "specialized static Unboard.main()", "Generate.run()",
    ]

    /// Whether a frame is scaffolding, by its demangled name and its object's path.
    static func hides(function: String, object: String) -> Bool {
        let library = object.split(separator: "/").last.map(String.init) ?? object
        return carrierLibraries.contains { library.hasPrefix($0) } || entryPoints.contains(function)
            || wrapperPrefixes.contains { function.hasPrefix($0) } || function.isEmpty
    }
}
