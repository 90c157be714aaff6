import Foundation

extension TranslationContext {
    /// Warns about each key of the document's `.strings` tables (`xx.lproj/<Name>.strings` beside its `Base.lproj`)
    /// that no generated lookup uses: an object deleted since the table was exported, or a property not translated.
    func reportUnusedLocalizationKeys() {
        guard localizationBundle != nil else { return }
        for path in Self.stringsTables(forDocumentAt: document.path, name: document.name, in: localizationFolder) {
            let location = localizationFolder.map { $0.appendingPathComponent(path).path } ?? path
            guard let data = FileManager.default.contents(atPath: location) else { continue }
            let table: StringsFile
            do {
                table = try StringsFile(data: data)
            } catch {
                diagnostics.emit(
                    .warning(
                        "\(error.message); the table is not checked for unused keys",
                        at: .init(filePath: path, line: error.line)))
                continue
            }
            for entry in table.entries where !usedLocalizationKeys.contains(entry.key) {
                diagnostics.emit(
                    .warning(
                        "key '\(entry.key)' is used by no object of \(URL(fileURLWithPath: document.path).lastPathComponent)",
                        at: .init(filePath: path, line: entry.line)))
            }
        }
    }

    /// `<folder>/*.lproj/<name>.strings` for a document in `<folder>/Base.lproj` (or `<folder>`), sorted; paths are
    /// relative like the document's, to `base` (`nil`: the working directory), with `..` where the tables are outside
    /// it (`../ja.lproj/Main.strings` when the inputs are all in `Base.lproj`).
    static func stringsTables(forDocumentAt path: String, name: String, in base: URL? = nil) -> [String] {
        var folder = LocalizationOptions.location(ofDocumentAt: path, in: base).deletingLastPathComponent()
        if folder.lastPathComponent == "Base.lproj" { folder = folder.deletingLastPathComponent() }
        let relativeTo = base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return listed.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { language in
            let table = folder.appendingPathComponent(language).appendingPathComponent(name + ".strings")
            guard FileManager.default.fileExists(atPath: table.path) else { return nil }
            return InputDiscovery.relativePath(table, from: relativeTo)
        }
    }
}
