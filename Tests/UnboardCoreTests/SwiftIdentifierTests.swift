import Testing

@testable import UnboardCore

/// Which names from a document are Swift identifiers and type names (`CodeNames` refuses the others).
@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("Screen", true), ("_private", true), ("a1", true), ("A_b_2", true), ("_", false), ("", false),
        ("1Screen", false), ("class", false), ("Self", false), ("my-view", false), ("my view", false),
        (" Screen", false), ("Café", false), ("名前", false), ("\u{212A}elvin", false), ("Screen\u{0301}", false),
        ("a\u{0}b", false), ("Z", true), ("z9", true), ("@", false), ("[", false), ("`", false), ("{", false),
    ])
    func identifiersAreASCIILettersDigitsAndUnderscoresButNoKeyword(name: String, isValid: Bool) {
        #expect(SwiftIdentifier.isValid(name) == isValid)
    }

    @Test(arguments: [
        ("Screen", true), ("App.Screen", true), ("App.Screen.Inner", true), ("App.", false), (".Screen", false),
        ("App..Screen", false), ("App.class", false), ("Äpp.Screen", false),
    ])
    func typeNamesAreIdentifiersJoinedByDots(name: String, isValid: Bool) {
        #expect(SwiftIdentifier.isValidTypeName(name) == isValid)
    }
}
