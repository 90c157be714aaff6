import Foundation
import Testing
import UnboardCore

/// Compares generated files with the expected files in a folder, or writes them when recording.
enum Golden {
    /// Checks (or records) the files of `result` against `folder`; also fails on files that are expected but not produced.
    static func check(
        _ result: GenerationResult, against folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let manager = FileManager.default
        if TestPaths.isRecording {
            try? manager.removeItem(at: folder)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in result.files {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
            }
            return
        }
        let expectedNames = Set(
            ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") })
        let actualNames = Set(result.files.map(\.name))
        #expect(
            expectedNames == actualNames,
            "generated files differ from \(TestPaths.relative(folder)); re-record with UNBOARD_RECORD=1 swift test",
            sourceLocation: sourceLocation)
        for file in result.files where expectedNames.contains(file.name) {
            try checkText(
                file.contents, against: folder.appendingPathComponent(file.name), sourceLocation: sourceLocation)
        }
    }

    /// Checks (or records) one generated text against the file at `url`, failing with a unified diff.
    static func checkText(_ text: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if TestPaths.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if expected != text {
            let diff = UnifiedDiff.diff(
                expected: expected, actual: text, expectedName: TestPaths.relative(url),
                actualName: "generated/\(url.lastPathComponent)")
            Issue.record(
                "golden mismatch (re-record with UNBOARD_RECORD=1 swift test):\n\(diff)", sourceLocation: sourceLocation
            )
        }
    }
}
