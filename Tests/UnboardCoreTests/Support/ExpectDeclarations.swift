import Testing
import UnboardCore

/// Asserts that the declarations `names` of the generated `text`, joined by blank lines, are `expected` whole, as
/// swift-openapi-generator's snippet tests compare a rendered declaration; a mismatch prints a unified diff.
///
/// A name is written as Swift refers to the declaration: `titleLabel`, `makeMain`, `embed(_:in:of:)`,
/// `init(key:cell:)`, optionally after its enclosing types (`ItemCellCodeInterfaceBuilder.init(key:cell:)`) and
/// with its keyword where a type and its extension share the name (`extension CodeInterfaceBuilderKey`).
func expectDeclarations(
    _ names: String..., in text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let declarations = Declarations(text)
    let found = names.compactMap { declarations.unique($0, sourceLocation: sourceLocation) }
    guard found.count == names.count else { return }
    expectText(found.map(\.text).joined(separator: "\n\n"), expected, sourceLocation: sourceLocation)
}

/// Asserts that the head of the type `name` of `text` (its doc comment, attributes and first line) is `expected`
/// whole, for a type too long to compare whole; its members are compared with `expectDeclarations`.
func expectDeclarationHead(
    _ name: String, in text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let found = Declarations(text).unique(name, sourceLocation: sourceLocation) else { return }
    expectText(found.head, expected, sourceLocation: sourceLocation)
}

/// Asserts that the lines of `text` before its first declaration (the header comment and the imports) are
/// `expected` whole.
func expectFileHeader(in text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectText(Declarations(text).header, expected, sourceLocation: sourceLocation)
}

private func expectText(_ actual: String, _ expected: String, sourceLocation: SourceLocation) {
    guard actual != expected else { return }
    let diff = UnifiedDiff.diff(expected: expected, actual: actual, expectedName: "expected", actualName: "generated")
    Issue.record("generated text mismatch:\n\(diff)", sourceLocation: sourceLocation)
}
