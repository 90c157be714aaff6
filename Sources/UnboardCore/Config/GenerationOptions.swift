/// Options that shape the generated code.
public struct GenerationOptions: Sendable {
    /// The access level of generated declarations.
    public var access: SwiftAccess
    /// The module the generated code is compiled into; `customModule`s equal to it are not imported.
    public var moduleName: String?

    /// Whether views' `customModule`s are imported; off when custom classes are stubbed for type-checking.
    public var importsCustomModules: Bool
    /// When set, everything goes into one file of this name (stable for build plugins) instead of a file per builder.
    public var singleFileName: String?
    /// The iOS version the generated code must run on; API introduced later is guarded with `if #available`.
    public var deploymentTarget = GenerationOptions.defaultDeploymentTarget
    /// iOS 14: the first version with `UIAction` handlers, which builders use for actions.
    public static let defaultDeploymentTarget = "14.0"
    /// Whether `UnboardSupport.swift` (view finders for tests) is written with the builders.
    public var emitsSupportFile = true
    /// Which documents' strings are `NSLocalizedString` lookups in their `.strings` tables, and in which bundle.
    public var localization = LocalizationOptions()
    /// User templates (their text) by output kind: `builder`, `keys`, `stubs`, `combined`.
    public var templates: [String: String] = [:]
    /// The paths of those templates by output kind, which template errors name.
    public var templatePaths: [String: String] = [:]

    /// Creates options.
    public init(access: SwiftAccess = .internal, moduleName: String? = nil, importsCustomModules: Bool = true) {
        self.access = access
        self.moduleName = moduleName
        self.importsCustomModules = importsCustomModules
    }
}
