/// The files of a run that span all builders, in the order the folder lists them around the builders' own files,
/// with the names those files take: settled before any builder's file is made, so that each builder can be let go as
/// soon as its file is rendered.
struct SpanningFiles {
    /// The files before the builders' files: the key file, or the one file holding everything.
    var leading: [SwiftFile]
    /// The name of each builder's file, in builder order, made unique over all files; empty when one file holds
    /// everything.
    var builderNames: [String]
    /// The files after the builders' files: the `Scenes` files, then the support file.
    var trailing: [SwiftFile]
    /// The translator with each builder's controller settings splits settled (`settlingControllerSettingsSplits`),
    /// by type name, for the builders the `Scenes` files use: worked out for those files, then handed on to the
    /// builder's own (a type name that two builders share is left out).
    var settled: [String: BuilderFileTranslator] = [:]
}
