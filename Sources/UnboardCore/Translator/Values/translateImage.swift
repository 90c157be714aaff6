extension TranslationContext {
    /// `UIImage(systemName:)` for SF Symbols listed in the resources, `UIImage(named:)` otherwise.
    func image(named name: String) -> SwiftExpression {
        let label = systemImageNames.contains(name) ? "systemName" : "named"
        return SwiftExpression.identifier("UIImage")(SwiftArgument(label, .string(name)))
    }
}
