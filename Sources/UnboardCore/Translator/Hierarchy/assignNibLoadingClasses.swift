extension InterfaceTranslator {
    /// Gives each xib that `nibLoadingClasses` names its class, which its File's Owner then stands for, so that the
    /// xib's builder installs its views into the class's views (`init(key:owner:)`). An entry whose xib is not among
    /// the inputs, or whose xib's File's Owner has another class, is a warning at its line in the configuration.
    static func assignNibLoadingClasses(
        _ classes: [NibLoadingClass], to contexts: [TranslationContext], diagnostics: DiagnosticCollector
    ) {
        for entry in classes {
            let location = entry.location ?? Diagnostic.Location(filePath: entry.xibPath)
            guard let context = contexts.first(where: { $0.document.kind == .xib && names($0.source.path, entry) })
            else {
                diagnostics.emit(
                    .warning(
                        "nibLoadingClasses: \(entry.xibPath) is not among the inputs; views of \(entry.className) are created empty with their initializer",
                        at: location))
                continue
            }
            if let ownerClass = context.document.filesOwner?.customClass?.name, ownerClass != entry.className {
                diagnostics.emit(
                    .warning(
                        "nibLoadingClasses: the File's Owner of \(entry.xibPath) is \(ownerClass), not \(entry.className); the entry is not applied",
                        at: location))
                continue
            }
            context.configuredOwnerClass = entry.className
        }
    }

    /// Whether an input path is the configured one: the same, or ending with it (inputs are named relative to the
    /// working directory or the configuration's folder, the configuration relative to its folder).
    private static func names(_ inputPath: String, _ entry: NibLoadingClass) -> Bool {
        let configured = entry.xibPath.hasPrefix("./") ? String(entry.xibPath.dropFirst(2)) : entry.xibPath
        return inputPath == configured || inputPath.hasSuffix("/" + configured)
    }
}

extension TranslationContext {
    /// The class a xib's File's Owner stands for: its own, else the one `nibLoadingClasses` gives the xib, unless a
    /// root view of the xib has that class (the xib then lays the class out as its root view).
    func filesOwnerClassName(_ owner: IBPlaceholder?, views: [IBView]) -> String? {
        guard let owner else { return nil }
        if let name = owner.customClass?.name { return name }
        guard let configured = configuredOwnerClass, !views.contains(where: { $0.customClass?.name == configured })
        else { return nil }
        return configured
    }
}
