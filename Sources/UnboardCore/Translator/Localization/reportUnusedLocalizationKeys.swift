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
    /// relative like the document's, to `base` (`nil`: the working directory).
    static func stringsTables(forDocumentAt path: String, name: String, in base: URL? = nil) -> [String] {
        var folder = (path as NSString).deletingLastPathComponent
        if (folder as NSString).lastPathComponent == "Base.lproj" {
            folder = (folder as NSString).deletingLastPathComponent
        }
        func onDisk(_ path: String) -> String {
            base.map { $0.appendingPathComponent(path).path } ?? (path.isEmpty ? "." : path)
        }
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: onDisk(folder))) ?? []
        return listed.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { language in
            let table = ((folder as NSString).appendingPathComponent(language) as NSString).appendingPathComponent(
                name + ".strings")
            return FileManager.default.fileExists(atPath: onDisk(table)) ? table : nil
        }
    }
}
