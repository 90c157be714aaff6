import Foundation
import UnboardCore

/// Prints diagnostics to standard error in compiler style, each followed by its XML line and a caret.
struct DiagnosticPrinter {
    let sources: [SourceFile]
    /// The path to print for a display path (relative to the working directory, or absolute for Xcode's issue
    /// navigator); by default the display path itself.
    var printedPath: @Sendable (String) -> String = { $0 }

    func print(_ diagnostics: [Diagnostic]) {
        FileHandle.standardError.write(Data(text(diagnostics).utf8))
    }

    /// The text `print` writes.
    func text(_ diagnostics: [Diagnostic]) -> String {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var text = ""
        // Once per path: resolving one through URLs costs about 100,000 instructions, and an input's warnings share it.
        var printedPaths: [String: String] = [:]
        for diagnostic in diagnostics {
            var printed = diagnostic
            if let path = diagnostic.location?.filePath {
                let shown = printedPaths[path] ?? printedPath(path)
                printedPaths[path] = shown
                printed.location?.filePath = shown
            }
            text += printed.description + "\n"
            if let location = diagnostic.location, let line = location.line, let source = byPath[location.filePath],
                let lineText = source.line(line),
                let snippet = SourceExcerpt(text: lineText).caretSnippet(line: 1, column: location.column ?? 1)
            {
                text += snippet + "\n"
            }
        }
        return text
    }
}
