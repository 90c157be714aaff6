/// The short notation for size classes used on the command line and in reports: `wC-hR`, `wR-hAny`.
public enum SizeClassNotation {
    /// `wC-hR` for compact width and regular height.
    public static func text(_ traits: SizeClassTraits) -> String {
        "w\(letter(traits.horizontal))-h\(letter(traits.vertical))"
    }

    /// Parses `wC-hR`, `wR-hC`, `wAny-hR`... (case-insensitive); `nil` for anything else.
    public static func parse(_ text: String) -> SizeClassTraits? {
        let parts = text.lowercased().split(separator: "-")
        guard parts.count == 2, parts[0].hasPrefix("w"), parts[1].hasPrefix("h"),
            let horizontal = sizeClass(parts[0].dropFirst()), let vertical = sizeClass(parts[1].dropFirst())
        else { return nil }
        return SizeClassTraits(horizontal: horizontal, vertical: vertical)
    }

    private static func letter(_ sizeClass: SizeClass) -> String {
        switch sizeClass {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "Any"
        }
    }

    private static func sizeClass(_ letter: Substring) -> SizeClass? {
        switch letter {
        case "c": .compact
        case "r": .regular
        case "any", "a": .unspecified
        default: nil
        }
    }
}
