extension TranslationContext {
    /// The `UIFont` expression for a `<fontDescription>` (or legacy `<font>`) element.
    func font(_ element: IBElement) -> SwiftExpression? { fontValue(element)?.expression }

    private func fontValue(_ element: IBElement) -> FontExpression? {
        let a = element.attributes
        if let style = a["style"] {
            guard let textStyle = Self.textStyles[style] else {
                unknownValue(style, for: "style", line: element.line, element: element.name)
                return nil
            }
            return .textStyle(textStyle)
        }
        let size = a["pointSize"].flatMap(Double.init) ?? a["size"].flatMap(Double.init) ?? 17
        if let name = a["name"], a["type"] == nil { return .named(name, size: size) }
        switch a["type"] ?? "system" {
        case "system":
            if let weight = a["weight"] {
                guard Self.weights.contains(weight) else {
                    unknownValue(weight, for: "weight", line: element.line, element: element.name)
                    return .system(size: size, weight: nil)
                }
                return .system(size: size, weight: weight)
            }
            return .system(size: size, weight: nil)
        case "boldSystem":
            return .boldSystem(size: size)
        case "italicSystem":
            return .italicSystem(size: size)
        default:
            unknownValue(a["type"] ?? "", for: "type", line: element.line, element: element.name)
            return .system(size: size, weight: nil)
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
