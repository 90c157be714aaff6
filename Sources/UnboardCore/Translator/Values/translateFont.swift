extension TranslationContext {
    /// The `UIFont` expression for a `<fontDescription>` (or legacy `<font>`) element.
    func font(_ element: IBElement) -> SwiftExpression? { fontValue(element)?.expression }

    private func fontValue(_ element: IBElement) -> FontExpression? {
        let a = element.attributes
        for pair in element.attributes where !Self.fontAttributes.contains(pair.name) {
            unsupportedAttribute(pair.name, on: element.name, line: element.line)
        }
        if let style = a["style"] {
            guard let textStyle = Self.textStyles[style] else {
                unknownValue(style, for: "style", line: element.line, element: element.name)
                return nil
            }
            return .textStyle(textStyle)
        }
        let writtenSize = a["pointSize"].flatMap(Double.init) ?? a["size"].flatMap(Double.init)
        if let metaFont = a["metaFont"] { return self.metaFont(metaFont, size: writtenSize, element: element) }
        let size = writtenSize ?? 17
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

    /// A `metaFont` (AppKit's name for a standard font, which IB's attributed-string editor writes on iOS too): the
    /// system font, bold or not, at the size IB wrote, else at the size `UIFont` names for it. A meta font without
    /// a documented UIKit meaning (`menu`, `toolTip`...), or without a size UIKit names (`miniSystem` alone), is a
    /// warning and the font is skipped.
    private func metaFont(_ value: String, size: Double?, element: IBElement) -> FontExpression? {
        guard let meta = Self.metaFonts[value] else {
            unknownValue(value, for: "metaFont", line: element.line, element: element.name)
            return nil
        }
        if let size { return meta.bold ? .boldSystem(size: size) : .system(size: size, weight: nil) }
        guard let standardSize = meta.standardSize else {
            warning(
                "metaFont '\(value)' without a size has no UIKit size and is not translated", line: element.line,
                element: element.name, category: .unsupportedAttribute, subject: "'metaFont' value '\(value)'")
            return nil
        }
        return .standardSize(standardSize, bold: meta.bold)
    }

    /// The attributes of `<fontDescription>`/`<font>` the translation reads. `family` is written beside `name` (a
    /// PostScript name, which alone picks the font: `UIFont(name:size:)`); `key` names the property.
    static let fontAttributes: Set<String> = [
        "key", "name", "family", "pointSize", "size", "type", "style", "weight", "metaFont",
    ]

    /// IB's `metaFont` values: whether the font is bold, and the `UIFont` size property of the same standard font.
    /// AppKit: "Returns the standard system font with the specified size." (`systemFont(ofSize:)`), "Returns the
    /// standard system font in boldface type with the specified size." (`boldSystemFont(ofSize:)`), "Returns the
    /// size of the standard small system font." (`smallSystemFontSize`), and `messageFont(ofSize:)`: "This method is
    /// equivalent to systemFont(ofSize:)."
    /// (https://developer.apple.com/documentation/appkit/nsfont). UIKit: "The size, in points, of the standard system
    /// font." (`UIFont.systemFontSize`), `smallSystemFontSize`, and "The standard font size, in points, for labels."
    /// (`UIFont.labelFontSize`, https://developer.apple.com/documentation/uikit/uifont/labelfontsize), a label's font
    /// being "the system font" (https://developer.apple.com/documentation/uikit/uilabel/font). `system`,
    /// `systemBold`, `smallSystem`, `message` and `label` are seen in the corpus; `smallSystemBold`, `miniSystem` and
    /// `miniSystemBold` follow AppKit's standard fonts (a guess at IB's spelling), `mini` having no UIKit size.
    static let metaFonts: [String: (bold: Bool, standardSize: String?)] = [
        "system": (false, "systemFontSize"), "systemBold": (true, "systemFontSize"),
        "smallSystem": (false, "smallSystemFontSize"), "smallSystemBold": (true, "smallSystemFontSize"),
        "miniSystem": (false, nil), "miniSystemBold": (true, nil),
        "message": (false, "systemFontSize"), "label": (false, "labelFontSize"),
    ]

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
