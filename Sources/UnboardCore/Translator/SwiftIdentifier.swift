/// Makes valid, readable Swift identifiers out of names found in documents.
public enum SwiftIdentifier {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// After a dot every keyword is a plain name (`.default`) except these few.
    static func escapedMember(_ name: String) -> String {
        ["init", "self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
    }

    /// A member declared with a name the document chose, as a key-value key must keep it: in backticks where it is a
    /// keyword (NordicSemiconductor's nRF Mesh `SetPublication.storyboard`, probe5: a cell's outlet named `switch`).
    static func declaredMember(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The builder's own stored members, which an outlet of the same name would redeclare.
    static let builderMembers: Set<String> = [
        "key", "view", "applySizeClasses", "tableSections", "rowHeight", "setPrimaryAction",
    ]

    /// The members a `migrate` starter declares on the app's controller class (`CodeInterfaceBuilderKey`'s
    /// requirement and the builder it keeps), which an outlet of the same name would redeclare.
    static let starterMembers: Set<String> = ["codeInterfaceBuilder", "codeInterfaceBuilderKey"]

    /// The builder member for an outlet the app names `name`: the name itself, unless it would redeclare one of the
    /// builder's own members, or name a type the builder's code may use, which the member would hide from it
    /// (`typeNames`: the document's custom classes; SDK-style names such as `UIView`; the standard library's and
    /// Unboard's own types), or be `Type` or `Protocol`, which cannot name members; then `name_`.
    static func builderMemberName(forOutlet name: String, typeNames: Set<String>) -> String {
        builderMembers.contains(name) || mayNameAType(name, typeNames: typeNames) ? name + "_" : name
    }

    private static func mayNameAType(_ name: String, typeNames: Set<String>) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, ("A"..."Z").contains(first) else { return false }
        if typeNames.contains(name) || generatedAndStandardTypes.contains(name)
            || name.hasSuffix("CodeInterfaceBuilder")
        {
            return true
        }
        // `UIView`, `NSLayoutConstraint`, `CGRect`, `MKMapView`: a framework prefix, then a capitalised word.
        let prefixes: Set<String> = ["UI", "NS", "CG", "CA", "MK", "WK", "CL", "AV"]
        return scalars.count > 2 && prefixes.contains(String(name.prefix(2))) && ("A"..."Z").contains(scalars[2])
    }

    private static let generatedAndStandardTypes: Set<String> = [
        "Type", "Protocol", "Self", "Any", "AnyObject", "String", "Int", "Double", "Float", "Bool", "Character",
        "Array",
        "Dictionary", "Set", "Optional", "Selector", "Date", "Locale", "URL", "Data", "CodeInterfaceBuilderKey",
        "TableSection", "MainActor",
    ]

    /// The name of a type Unboard declares inside another (`SceneRestoration` in a `Scenes` type, `TableSection` in a
    /// builder) whose code names the app's types unqualified: `base`, with `_` added while one of `appTypeNames` has
    /// it, so that it hides none of them.
    static func nestedTypeName(_ base: String, avoiding appTypeNames: Set<String>) -> String {
        var name = base
        while appTypeNames.contains(name) { name += "_" }
        return name
    }

    /// A local variable name for a user-chosen name: capitalised names start in lowercase (`UIView` → `uiView`),
    /// so that no local hides a type the code after it uses.
    static func localName(_ name: String) -> String {
        let capitals = name.prefix { $0.isASCII && $0.isUppercase }
        // The leading capitals are an acronym (`UIView`), except the last when a lowercase word follows it.
        let lowered = capitals.count > 1 && capitals.count < name.count ? capitals.count - 1 : capitals.count
        let local = name.prefix(lowered).lowercased() + name.dropFirst(lowered)
        return keywords.contains(local) ? local + "_" : local
    }

    /// Whether a string is a plain Swift identifier (ASCII letters, digits, underscore; not a keyword).
    public static func isValid(_ name: String) -> Bool {
        // Read as bytes, not scalars (a tenth of the instructions): every character allowed is ASCII, and no byte of
        // another character's UTF-8 is.
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        let allowed = name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return allowed && !keywords.contains(name)
    }

    /// Whether a string is a valid (possibly module-qualified) Swift type name.
    static func isValidTypeName(_ name: String) -> Bool {
        // Split on the byte, not on `Character`s, which costs a grapheme break test per character: a part with a
        // byte outside ASCII is invalid either way.
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isValid(String(decoding: $0, as: UTF8.self)) }
    }

    /// Words of a string: runs of letters and digits, split at case changes too.
    static func words(_ text: String) -> [String] {
        asciiWords(text, maximumWords: .max).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The words of `words(_:)` as UTF-8, up to `maximumWords`: read as bytes, not scalars, since only ASCII letters
    /// and digits make words and no byte of another character's UTF-8 is one (a name cost ~25,000 instructions).
    private static func asciiWords(_ text: String, maximumWords: Int) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var words: [ArraySlice<UInt8>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            guard words.count < maximumWords else { break }
            if isLetter(byte) || isDigit(byte) {
                if let first = start, isUppercase(byte), isLowercase(bytes[index - 1]) {
                    words.append(bytes[first..<index])
                    start = index
                } else if start == nil {
                    start = index
                }
            } else if let first = start {
                words.append(bytes[first..<index])
                start = nil
            }
        }
        if let first = start, words.count < maximumWords { words.append(bytes[first...]) }
        return words
    }

    /// `lowerCamelCase` from the words of a string; `nil` when it has no ASCII letters or digits.
    static func lowerCamel(_ text: String, maximumWords: Int = 4) -> String? {
        let parts = asciiWords(text, maximumWords: maximumWords)
        guard let first = parts.first else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(parts.reduce(1) { $0 + $1.count })
        // An all-caps word such as "URL" becomes "url", not "uRL" (`lowercaseFirst`).
        let lowersAll = first.count > 1 && !first.contains(where: isLowercase)
        for (index, byte) in first.enumerated() { result.append(index == 0 || lowersAll ? lowercased(byte) : byte) }
        for part in parts.dropFirst() {
            result.append(uppercased(part[part.startIndex]))
            result += part.dropFirst()
        }
        if isDigit(result[0]) { result.insert(UInt8(ascii: "v"), at: 0) }
        let name = String(decoding: result, as: UTF8.self)
        return keywords.contains(name) ? name + "_" : name
    }

    /// `UpperCamelCase` from the words of a string.
    static func upperCamel(_ text: String, maximumWords: Int = 8) -> String? {
        // `lowerCamel`'s names are ASCII: only the first byte changes.
        lowerCamel(text, maximumWords: maximumWords).map { name in
            var bytes = Array(name.utf8)
            bytes[0] = uppercased(bytes[0])
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func uppercaseFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func lowercaseFirst(_ text: String) -> String {
        // An all-caps word such as "URL" becomes "url", not "uRL".
        if text.count > 1, text == text.uppercased() { return text.lowercased() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        isLowercase(byte) || isUppercase(byte)
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

    private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 32 : byte }

    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 32 : byte }
}
