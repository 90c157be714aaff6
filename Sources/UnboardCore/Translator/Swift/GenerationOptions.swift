/// Options that shape the generated code.
public struct GenerationOptions: Sendable {
    /// The access level of generated declarations.
    public var access: SwiftAccess
    /// The module the generated code is compiled into; `customModule`s equal to it are not imported.
    public var moduleName: String?

    /// Creates options.
    public init(access: SwiftAccess = .internal, moduleName: String? = nil) {
        self.access = access
        self.moduleName = moduleName
    }
}
