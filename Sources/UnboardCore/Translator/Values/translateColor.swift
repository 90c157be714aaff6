extension TranslationContext {
    /// The `UIColor` expression for a `<color>` element: component colors, system colors or named asset colors.
    func color(_ element: IBElement) -> SwiftExpression? {
        let a = element.attributes
        if let name = a["systemColor"] ?? a["cocoaTouchSystemColor"] {
            return systemColor(name, line: element.line)
        }
        if let name = a["name"] {
            return SwiftExpression.identifier("UIColor")(SwiftArgument("named", .string(name)))
        }
        let alpha = a["alpha"].flatMap(Double.init) ?? 1
        if let white = a["white"].flatMap(Double.init) {
            return SwiftExpression.identifier("UIColor")(SwiftArgument("white", .number(white)), SwiftArgument("alpha", .number(alpha)))
        }
        guard let red = a["red"].flatMap(Double.init), let green = a["green"].flatMap(Double.init),
            let blue = a["blue"].flatMap(Double.init)
        else {
            warning("color without components, name or system color is not translated", line: element.line, element: "color")
            return nil
        }
        let firstLabel = a["customColorSpace"] == "displayP3" ? "displayP3Red" : "red"
        return SwiftExpression.identifier("UIColor")(
            SwiftArgument(firstLabel, .number(red)), SwiftArgument("green", .number(green)),
            SwiftArgument("blue", .number(blue)), SwiftArgument("alpha", .number(alpha)))
    }

    /// `UIColor.label` for `labelColor`; older names map to their modern equivalents.
    func systemColor(_ name: String, line: Int) -> SwiftExpression? {
        if let renamed = Self.renamedSystemColors[name] {
            return guardedColor(renamed)
        }
        guard name.hasSuffix("Color"), name.count > 5 else {
            unknownValue(name, for: "systemColor", line: line, element: "color")
            return nil
        }
        let property = String(name.dropLast(5))
        guard Self.systemColorProperties.contains(property) else {
            unknownValue(name, for: "systemColor", line: line, element: "color")
            return nil
        }
        return guardedColor(property)
    }

    /// Colors added in iOS 15, with the closest earlier color for older deployment targets.
    private static let iOS15Colors = ["systemMint": "systemTeal", "systemCyan": "systemTeal", "tintColor": "systemBlue"]

    private func guardedColor(_ property: String) -> SwiftExpression {
        let color = SwiftExpression.identifier("UIColor").dot(property)
        guard let fallback = Self.iOS15Colors[property] else { return color }
        return available(color, since: "15.0", fallback: SwiftExpression.identifier("UIColor").dot(fallback))
    }

    static let renamedSystemColors: [String: String] = [
        "groupTableViewBackgroundColor": "systemGroupedBackground",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
        "tableCellPlainBackgroundColor": "systemBackground",
        "viewFlipsideBackgroundColor": "darkGray",
        "scrollViewTexturedBackgroundColor": "systemGroupedBackground",
        "underPageBackgroundColor": "systemGroupedBackground",
        "tableSeparatorDarkColor": "separator",
        "tableSeparatorLightColor": "separator",
        "tableBackgroundColor": "systemBackground",
        "tableGroupedTopShadowColor": "clear",
        "tableGroupedSeparatorLightColor": "separator",
        "tintColor": "tintColor",
    ]

    static let systemColorProperties: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "placeholderText", "separator", "opaqueSeparator", "link", "systemRed", "systemGreen",
        "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
        "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "black", "white", "clear", "darkGray", "lightGray", "gray", "red", "green", "blue",
        "cyan", "yellow", "magenta", "orange", "purple", "brown", "darkText", "lightText",
    ]
}
