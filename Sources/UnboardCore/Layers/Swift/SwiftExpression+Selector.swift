extension SwiftExpression {
    /// `Selector(String("name:"))`, a selector the compiler cannot check. A string literal, with parentheses or not,
    /// warns when it names a method the module knows ("use '#selector' instead of explicitly constructing a
    /// 'Selector'": the app's own `@IBAction`s and UIKit's edit actions); `#selector` needs the declaring type and
    /// Objective-C interoperability.
    static func uncheckedSelector(_ name: String) -> SwiftExpression {
        SwiftExpression.identifier("Selector")(
            .unlabeled(SwiftExpression.identifier("String")(.unlabeled(.string(name)))))
    }
}
