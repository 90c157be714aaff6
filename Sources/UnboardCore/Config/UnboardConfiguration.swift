/// The contents of an `unboard.yml` file: what to generate, from what, and how.
///
/// Paths are relative to the folder that holds the file. Options given on the command line override it.
public struct UnboardConfiguration: Equatable, Sendable {
    /// Files, folders or glob patterns (`*`, `?`, `**`) naming the storyboards and xibs.
    public var inputs: [String] = []
    /// The line of each input in the file, for warnings about one that matches nothing.
    public var inputLines: [Int] = []
    /// The folder the Swift files go into.
    public var output: String?
    /// `internal` or `public`.
    public var access: SwiftAccess?
    /// The module the generated code is compiled into.
    public var moduleName: String?
    /// Whether to write `CustomClassStubs.swift`.
    public var customClassStubs: Bool?
    /// Whether to write `UnboardSupport.swift` (view finders for tests); on unless set to false.
    public var supportFile: Bool?
    /// The deepest element nesting accepted in an input.
    public var maxDepth: Int?
    /// The iOS version the generated code must run on.
    public var deploymentTarget: String?
    /// Which documents' strings are `NSLocalizedString` lookups: `auto` (in `Base.lproj`), `always` or `never`.
    public var localize: LocalizationOptions.Mode?
    /// The Swift expression of the bundle that holds the `.strings` tables.
    public var localizationBundle: String?
    /// Write everything into this one file instead of a file per builder (what a build plugin declares up front).
    public var singleFile: String?
    /// How views' `name` runtime attributes reach the generated code (`support` unless set).
    public var viewNames: ViewNameMode?
    /// Custom view classes that load their own xib, with that xib's path, in the file's order.
    public var nibLoadingClasses: [NibLoadingClass] = []
    /// Stencil templates that override the file shapes, by output kind (`builder`, `keys`, `scenes`).
    public var templates: [String: String] = [:]

    /// Creates an empty configuration.
    public init() {}

    /// The keys the file may contain, with what each takes; the JSON Schema in `Templates/unboard.schema.json`
    /// lists the same keys.
    public static let keys: [String: String] = [
        "inputs": "a list of files, folders or glob patterns",
        "output": "a folder",
        "access": "internal or public",
        "moduleName": "a Swift module name",
        "customClassStubs": "true or false",
        "supportFile": "true or false",
        "maxDepth": "a positive integer",
        "singleFile": "a file name ending in .swift",
        "deploymentTarget": "an iOS version such as 14.0",
        "localize": "auto, always or never",
        "localizationBundle": "a Swift expression of type Bundle, such as .main or .module",
        "viewNames": "support, app or builder",
        "nibLoadingClasses": "a mapping from a custom view class to the path of the xib it loads",
        "templates": "a mapping from builder, keys, scenes, support or starter to a template path",
    ]

    /// Whether a string is a version number such as `14.0` or `15`.
    public static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// The output kinds a template can shape.
    public static let templateKinds: Set<String> = ["builder", "keys", "scenes", "support", "starter"]
}
