extension TranslationContext {
    /// A color that must not be `nil` (an attributed string's attribute, where `nil` would become `NSNull`): a named
    /// asset color falls back to the components Interface Builder archived for it in `<resources>`, as a nib does
    /// when the asset catalog has no such color, else to `UIColor.clear`.
    func nonOptionalColor(_ element: IBElement) -> SwiftExpression? {
        guard let value = color(element) else { return nil }
        guard let name = element.attributes["name"], element.attributes["catalog"] == nil else { return value }
        let archived = document.resources.first { $0.name == "namedColor" && $0.attributes["name"] == name }?
            .children.first { $0.name == "color" && $0.attributes["name"] == nil }
        return .binary(value, "??", archived.flatMap(color) ?? SwiftExpression.identifier("UIColor").dot("clear"))
    }

    /// `named:` with `in: bundle, compatibleWith: nil` when resources live in another bundle than the main one
    /// (`.module` in a package): `UIImage(named:)` and `UIColor(named:)` look in the main bundle only.
    func namedResourceArguments(_ name: String) -> [SwiftArgument] {
        guard let resourceBundle else { return [SwiftArgument("named", .string(name))] }
        return [
            SwiftArgument("named", .string(name)), SwiftArgument("in", .identifier(resourceBundle)),
            SwiftArgument("compatibleWith", .literal(.nil)),
        ]
    }

    /// The `UIColor` expression for a `<color>` element: component colors, system colors, colors of a color list
    /// (`catalog="System"`) or named asset colors.
    func color(_ element: IBElement) -> SwiftExpression? {
        let a = element.attributes
        if let name = a["systemColor"] ?? a["cocoaTouchSystemColor"] {
            return systemColor(name, line: element.line)
        }
        if let name = a["name"], let catalog = a["catalog"] {
            return catalogColor(name, catalog: catalog, line: element.line)
        }
        if let name = a["name"] {
            return .call(.identifier("UIColor"), namedResourceArguments(name))
        }
        let alpha = a["alpha"].flatMap(Double.init) ?? 1
        if let white = a["white"].flatMap(Double.init) {
            return SwiftExpression.identifier("UIColor")(
                SwiftArgument("white", .number(white)), SwiftArgument("alpha", .number(alpha)))
        }
        guard let red = a["red"].flatMap(Double.init), let green = a["green"].flatMap(Double.init),
            let blue = a["blue"].flatMap(Double.init)
        else {
            warning(
                "color without components, name or system color is not translated", line: element.line, element: "color"
            )
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

    /// A color of a color list: IB's attributed-string editor offers AppKit's `System` list, whose names are
    /// `NSColor`'s (`textColor`, `labelColor`). A name that is also a `UIColor` member's (`labelColor`, AppKit's
    /// "The primary color to use for text labels.", is UIKit's `label`, "The color for text labels that contain
    /// primary content.": https://developer.apple.com/documentation/appkit/nscolor/labelcolor,
    /// https://developer.apple.com/documentation/uikit/uicolor/label) is that system color; any other (`textColor`,
    /// "The color to use for text.", `controlTextColor`) has no documented UIKit equivalent: a warning, and the
    /// attribute is skipped. Without a foreground color an attributed string "renders in black"
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor), where the
    /// asset lookup this was before made it `UIColor.clear`.
    func catalogColor(_ name: String, catalog: String, line: Int) -> SwiftExpression? {
        guard catalog == "System", name.hasSuffix("Color"),
            Self.systemColorProperties.contains(String(name.dropLast(5)))
        else {
            warning(
                "color '\(name)' of the color list '\(catalog)' has no UIKit equivalent and is not translated",
                line: line, element: "color", category: .unsupportedAttribute,
                subject: "color list '\(catalog)' color '\(name)'")
            return nil
        }
        return systemColor(name, line: line)
    }

    /// Colors added in iOS 15, with the closest earlier color for older deployment targets.
    private static let iOS15Colors = [
        "systemMint": "systemTeal", "systemCyan": "systemTeal", "tintColor": "systemBlue",
    ]

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
        "systemGray5", "systemGray6", "black", "white", "clear", "darkGray", "lightGray", "gray", "red", "green",
        "blue",
        "cyan", "yellow", "magenta", "orange", "purple", "brown", "darkText", "lightText",
    ]
}
