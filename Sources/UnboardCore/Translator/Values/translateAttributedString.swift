extension TranslationContext {
    /// An `<attributedString>` as an `NSAttributedString`: one fragment is one initializer; several fragments, or
    /// fragments with paragraph styles, are appended to a mutable string built in place.
    func attributedString(_ element: IBElement) -> SwiftExpression? {
        var fragments: [(text: String, attributes: [SwiftDictionaryEntry])] = []
        var setup: [SwiftStatement] = []
        for fragment in element.children {
            guard fragment.name == "fragment" else {
                unsupportedElement(fragment, in: element.name)
                continue
            }
            let text = fragment.attributes["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            let attributes = fragment.child("attributes").map { fragmentAttributes($0, setup: &setup) } ?? []
            fragments.append((text, attributes))
        }
        func piece(_ fragment: (text: String, attributes: [SwiftDictionaryEntry])) -> SwiftExpression {
            var arguments = [SwiftArgument("string", .string(fragment.text))]
            if !fragment.attributes.isEmpty {
                arguments.append(SwiftArgument("attributes", .dictionary(fragment.attributes)))
            }
            return .call(.identifier("NSAttributedString"), arguments)
        }
        if fragments.count == 1, setup.isEmpty { return piece(fragments[0]) }
        let text = SwiftExpression.identifier("text")
        let body: [SwiftStatement] =
            setup
            + [
                .variable(
                    SwiftVariable(
                        name: "text",
                        value: SwiftExpression.identifier("NSMutableAttributedString")(
                            SwiftArgument("string", .string("")))))
            ]
            + fragments.map { .expression(text.dot("append")(.unlabeled(piece($0)))) }
            + [.returnValue(text)]
        return .call(.closure(SwiftClosure(parameters: [], body: body)), [])
    }

    /// `<attributes>`: color, font, background, kerning, underline... by their `NS...` keys. A value that does not
    /// translate (a color UIKit lacks, an unknown `metaFont`) has said why, and only that attribute is skipped.
    private func fragmentAttributes(_ element: IBElement, setup: inout [SwiftStatement]) -> [SwiftDictionaryEntry] {
        var entries: [SwiftDictionaryEntry] = []
        for child in element.children {
            let value: SwiftExpression?
            let key = child.key ?? ""
            guard let name = Self.attributeKeys[key] else {
                unsupportedElement(child, in: "attributes")
                continue
            }
            switch (child.name, key) {
            case ("color", "NSColor"), ("color", "NSBackgroundColor"), ("color", "NSStrokeColor"),
                ("color", "NSUnderlineColor"):
                value = nonOptionalColor(child)
            case ("font", "NSFont"), ("fontDescription", "NSFont"): value = font(child)
            case ("paragraphStyle", "NSParagraphStyle"): value = paragraphStyle(child, setup: &setup)
            case ("real", _), ("integer", _):
                value = child.attributes["value"].flatMap(Double.init).map(SwiftExpression.number)
                if value == nil {
                    unknownValue(child.attributes["value"] ?? "", for: "value", line: child.line, element: child.name)
                }
            default:
                unsupportedElement(child, in: "attributes")
                continue
            }
            guard let value else { continue }
            entries.append(
                SwiftDictionaryEntry(
                    .dot(name), name == "underlineStyle" || name == "strikethroughStyle" ? underline(value) : value))
        }
        return entries
    }

    /// IB writes underline styles as their raw value; Swift wants `NSUnderlineStyle`.
    private func underline(_ value: SwiftExpression) -> SwiftExpression {
        SwiftExpression.identifier("NSUnderlineStyle")(SwiftArgument("rawValue", value)).dot("rawValue")
    }

    /// `NSAttributedString.Key` members by IB's `NS...Name` keys.
    private static let attributeKeys = [
        "NSColor": "foregroundColor", "NSBackgroundColor": "backgroundColor", "NSFont": "font",
        "NSParagraphStyle": "paragraphStyle", "NSKern": "kern", "NSLigature": "ligature",
        "NSUnderline": "underlineStyle",
        "NSStrikethrough": "strikethroughStyle", "NSBaselineOffset": "baselineOffset", "NSStrokeWidth": "strokeWidth",
        "NSStrokeColor": "strokeColor", "NSUnderlineColor": "underlineColor", "NSObliqueness": "obliqueness",
        "NSExpansion": "expansion",
    ]

    /// A paragraph style, set up before the string as `paragraphStyle`, `paragraphStyle2`...
    private func paragraphStyle(_ element: IBElement, setup: inout [SwiftStatement]) -> SwiftExpression {
        let count = setup.count { if case .variable = $0 { true } else { false } }
        let name = count == 0 ? "paragraphStyle" : "paragraphStyle\(count + 1)"
        let style = SwiftExpression.identifier(name)
        setup.append(
            .variable(SwiftVariable(name: name, value: SwiftExpression.identifier("NSMutableParagraphStyle")())))
        let enumerations: [String: (property: String, table: [String: String])] = [
            "alignment": ("alignment", IBEnumerations.textAlignment),
            "lineBreakMode": ("lineBreakMode", Self.paragraphLineBreakModes),
            "baseWritingDirection": ("baseWritingDirection", IBEnumerations.writingDirection),
        ]
        let numbers: Set<String> = [
            "lineSpacing", "paragraphSpacing", "headIndent", "tailIndent", "firstLineHeadIndent", "minimumLineHeight",
            "maximumLineHeight", "lineHeightMultiple", "paragraphSpacingBefore", "hyphenationFactor",
            "defaultTabInterval",
        ]
        for pair in element.attributes where pair.name != "key" {
            if let enumeration = enumerations[pair.name] {
                if let member = self.enumeration(
                    pair.value, in: enumeration.table, attribute: pair.name, line: element.line, element: element.name)
                {
                    setup.append(.assignment(style.dot(enumeration.property), member))
                }
            } else if numbers.contains(pair.name) {
                guard let number = number(pair.value, attribute: pair.name, line: element.line, element: element.name)
                else { continue }
                setup.append(.assignment(style.dot(pair.name), .number(number)))
            } else if pair.name == "tighteningFactorForTruncation" {
                // A macOS paragraph style property, which IB writes on iOS too; UIKit has no such property.
                continue
            } else if pair.name == "allowsDefaultTighteningForTruncation" {
                setup.append(.assignment(style.dot(pair.name), .literal(.bool(pair.value == "YES"))))
            } else {
                unsupportedAttribute(pair.name, on: element.name, line: element.line)
            }
        }
        for child in element.children {
            guard child.name == "tabStops" else {
                unsupportedElement(child, in: element.name)
                continue
            }
            let tabs: [SwiftExpression] = child.children.map { tab in
                let alignment = IBEnumerations.textAlignment[tab.attributes["alignment"] ?? "left"] ?? "left"
                return SwiftExpression.identifier("NSTextTab")(
                    SwiftArgument("textAlignment", .dot(alignment)),
                    SwiftArgument("location", .number(tab.attributes["location"].flatMap(Double.init) ?? 0)))
            }
            setup.append(.assignment(style.dot("tabStops"), .array(tabs)))
        }
        return style
    }

    /// `NSLineBreakMode`, as paragraph styles spell it (`wordWrapping`, not `wordWrap`).
    static let paragraphLineBreakModes = [
        "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping", "clipping": "byClipping",
        "truncatingHead": "byTruncatingHead", "truncatingTail": "byTruncatingTail",
        "truncatingMiddle": "byTruncatingMiddle",
    ]
}
