import Foundation

/// Where the tests find the package, its examples, the fixtures and the shared corpus.
enum TestPaths {
    /// The package root, found from this file's path so tests run from any directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples = packageRoot.appendingPathComponent("Examples")
    static let fixtures = packageRoot.appendingPathComponent("Tests/UnboardCoreTests/Resources/Fixtures")
    static let snippetTypeCheck = packageRoot.appendingPathComponent("Tests/UnboardCoreTests/Resources/TypeCheck")
    /// `../shared/corpus` next to the package, present on developer machines and in CI.
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Whether golden files should be re-recorded (`UNBOARD_RECORD=1 swift test`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["UNBOARD_RECORD"] == "1" }

    /// The IB files directly in a folder and in its `Base.lproj` (where base-localized documents live), sorted.
    static func interfaceFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let base = names.contains("Base.lproj") ? interfaceFiles(in: folder.appendingPathComponent("Base.lproj")) : []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map {
            folder.appendingPathComponent($0)
        } + base
    }

    /// The path of a file relative to the package root, as headers show it.
    static func relative(_ url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
    }
}
