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
    /// How a view's `name` runtime attribute reaches the generated code.
    public var viewNames = ViewNameMode.support
    /// Custom view classes that load a xib themselves, with that xib (`nibLoadingClasses` in `unboard.yml`).
    public var nibLoadingClasses: [NibLoadingClass] = []
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

/// How a view's `name` runtime attribute (`<userDefinedRuntimeAttribute keyPath="name" type="string">`), which
/// Interface Builder sets with key-value coding, reaches the generated code.
public enum ViewNameMode: String, Sendable, CaseIterable {
    /// `UnboardSupport.swift` declares `name` and `view(named:)` on `UIView` (when some view has a name), and the
    /// builder assigns `name`.
    case support
    /// The app declares `name` on `UIView` itself, as the storyboard needed; the builder assigns it.
    case app
    /// The name only keys the builder's `view(named:)`; only custom classes get it, with key-value coding.
    case builder
}

/// A custom view class that loads its own xib (in `init(coder:)` or `awakeAfter(using:)`), so Interface Builder
/// shows its views empty: the xib is translated as if its File's Owner had the class.
public struct NibLoadingClass: Equatable, Sendable {
    /// The view class.
    public var className: String
    /// The xib's path as the inputs name it (relative to the configuration file's folder).
    public var xibPath: String
    /// Where the configuration names it, for warnings.
    public var location: Diagnostic.Location?

    /// Creates an entry.
    public init(className: String, xibPath: String, location: Diagnostic.Location? = nil) {
        self.className = className
        self.xibPath = xibPath
        self.location = location
    }
}
