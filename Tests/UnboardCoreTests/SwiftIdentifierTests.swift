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

    /// Values of the scalar-based implementation these replaced (measured with it), so the byte-based one cannot drift:
    /// only ASCII letters and digits make words, split at a lowercase-to-uppercase change; a non-ASCII letter separates.
    @Test(
        arguments: [
            ("Main.SettingsViewController", 24, "mainSettingsViewController", "MainSettingsViewController"),
            ("URL string", 4, "urlString", "UrlString"),
            ("url", 4, "url", "Url"),
            ("A", 4, "a", "A"),
            ("AB", 4, "ab", "Ab"),
            ("iPhone X", 4, "iPhoneX", "IPhoneX"),
            ("3 columns", 4, "v3Columns", "V3Columns"),
            ("default", 4, "default_", "Default_"),
            ("self", 4, "self_", "Self_"),
            ("Caf\u{E9} au lait", 4, "cafAuLait", "CafAuLait"),
            ("\u{540D}\u{524D} name", 4, "name", "Name"),
            ("show-Detail_segue", 4, "showDetailSegue", "ShowDetailSegue"),
            ("oneTwoThreeFourFive", 4, "oneTwoThreeFour", "OneTwoThreeFour"),
            ("one two three four five", 3, "oneTwoThree", "OneTwoThree"),
            ("URLString", 4, "uRLString", "URLString"),
            ("", 4, nil, nil),
            ("--", 4, nil, nil),
            ("a1B2c3", 4, "a1B2c3", "A1B2c3"),
            ("\u{C4}\u{D6}\u{DC}", 4, nil, nil),
            ("x\u{301}y", 4, "xY", "XY"),
            ("HTTPServer", 8, "hTTPServer", "HTTPServer"),
            ("Scene abc-12-xyz", 8, "sceneAbc12Xyz", "SceneAbc12Xyz"),
            ("in", 4, "in_", "In_"),
            ("Type", 4, "type", "Type"),
        ] as [(String, Int, String?, String?)])
    func camelCaseNamesComeFromTheASCIIWords(text: String, maximumWords: Int, lower: String?, upper: String?) {
        #expect(SwiftIdentifier.lowerCamel(text, maximumWords: maximumWords) == lower)
        #expect(SwiftIdentifier.upperCamel(text, maximumWords: maximumWords) == upper)
    }

    @Test func wordsSplitAtCaseChangesAndSeparators() {
        #expect(SwiftIdentifier.words("show-DetailSegue 2x") == ["show", "Detail", "Segue", "2x"])
    }
}
