extension TranslationContext {
    /// The `UIFont` expression for a `<fontDescription>` (or legacy `<font>`) element.
    func font(_ element: IBElement) -> SwiftExpression? {
        let a = element.attributes
        let font = SwiftExpression.identifier("UIFont")
        if let style = a["style"] {
            guard let textStyle = Self.textStyles[style] else {
                unknownValue(style, for: "style", line: element.line, element: element.name)
                return nil
            }
            return font.dot("preferredFont")(SwiftArgument("forTextStyle", .dot(textStyle)))
        }
        let size = a["pointSize"].flatMap(Double.init) ?? a["size"].flatMap(Double.init) ?? 17
        if let name = a["name"], a["type"] == nil {
            return .binary(
                font(SwiftArgument("name", .string(name)), SwiftArgument("size", .number(size))), "??",
                font.dot("systemFont")(SwiftArgument("ofSize", .number(size))))
        }
        switch a["type"] ?? "system" {
        case "system":
            if let weight = a["weight"] {
                guard Self.weights.contains(weight) else {
                    unknownValue(weight, for: "weight", line: element.line, element: element.name)
                    return font.dot("systemFont")(SwiftArgument("ofSize", .number(size)))
                }
                return font.dot("systemFont")(
                    SwiftArgument("ofSize", .number(size)), SwiftArgument("weight", .dot(weight)))
            }
            return font.dot("systemFont")(SwiftArgument("ofSize", .number(size)))
        case "boldSystem":
            return font.dot("boldSystemFont")(SwiftArgument("ofSize", .number(size)))
        case "italicSystem":
            return font.dot("italicSystemFont")(SwiftArgument("ofSize", .number(size)))
        default:
            unknownValue(a["type"] ?? "", for: "type", line: element.line, element: element.name)
            return font.dot("systemFont")(SwiftArgument("ofSize", .number(size)))
        }
    }

    static let weights: Set<String> = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    static let textStyles: [String: String] = [
        "UICTFontTextStyleLargeTitle": "largeTitle", "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]
}
