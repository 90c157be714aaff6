extension GeneratorPipeline {
    /// An error for each file name the output folder cannot take, at the document line the name comes from, so
    /// that such an input is refused like any other bad input, before anything is written.
    static func fileNameErrors(
        _ names: [String], builders: [BuilderModel], sceneGraphs: [SceneGraphModel], sources: [SourceFile]
    ) -> [Diagnostic] {
        let refused = names.filter { !OutputWriter.isSafeFileName($0) }
        guard !refused.isEmpty else { return [] }
        var origins: [String: (path: String, line: Int)] = [:]
        for builder in builders {
            let origin =
                builder.layouts.first.map { ($0.sourcePath, $0.line) }
                ?? builder.controllerLayouts.first.map { ($0.sourcePath, $0.line) }
            origins[builder.typeName] = origin
            origins[builder.className + "+CodeInterfaceBuilder"] = origin
        }
        for graph in sceneGraphs { origins[graph.typeName] = (graph.sourcePath, 1) }
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return refused.map { name in
            let message =
                "the generated file name '\(name)' is \(name.utf8.count) bytes, longer than file systems accept "
                + "(\(OutputWriter.maximumNameBytes)); give the class or document a shorter name"
            let stem = String(name.dropLast(".swift".count))
            guard let origin = origins[stem] ?? origins[String(stem.prefix { $0 != "-" })] else {
                return .error(message)
            }
            let location =
                byPath[origin.path]?.location(line: origin.line)
                ?? Diagnostic.Location(filePath: origin.path, line: origin.line)
            return .error(message, at: location)
        }
    }
}
