/// The one check for every name an input hands to generated code as a type or module name: the custom class and
/// module of any element (views, cells, controllers, placeholders, gesture recognizers, segues, bar items, layouts).
///
/// It runs on every element as the parser reads it, so no later stage sees an unchecked name. A name is used
/// exactly as written or the document is refused: a class with surrounding spaces is refused too, not trimmed,
/// because UIKit would not find that class at run time either and trimming could merge two distinct names.
/// Everything else from a document reaches code only as an escaped string literal (identifiers, key paths, titles)
/// or through `SwiftIdentifier`'s camel-casing, which yields identifiers only.
enum CodeNames {
    /// An attribute whose value becomes a Swift name.
    struct Rule {
        var attribute: String
        var what: String
        var isValid: @Sendable (String) -> Bool
    }

    static let rules = [
        Rule(attribute: "customClass", what: "custom class", isValid: SwiftIdentifier.isValidTypeName),
        Rule(attribute: "customModule", what: "custom module", isValid: SwiftIdentifier.isValid),
    ]

    /// The rules' attributes, to pass over the elements that have none (almost all) in one cheap scan.
    private static let ruleAttributes = AttributeNames(rules.map(\.attribute))

    /// The invalid names on one element, as errors at the attribute's line and column. The parser checks every
    /// element as it is read, in document order, so no later stage sees an unchecked name.
    static func problems(in tag: StartTag, source: SourceFile) -> [Diagnostic] {
        guard hasRuleAttribute(tag.attributes) else { return [] }
        var problems: [Diagnostic] = []
        for rule in rules {
            guard let value = tag.attributes[rule.attribute], !value.isEmpty, !rule.isValid(value),
                !namesAppTarget(rule, tag.attributes)
            else {
                continue
            }
            var location = source.location(line: tag.line, element: tag.name)
            if let text = source.line(tag.line), let range = text.range(of: " \(rule.attribute)=\"") {
                location.column = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 2
            }
            problems.append(
                .error(
                    "\(rule.what) '\(value)' \(reason(value, rule)); correct it in Interface Builder's Identity inspector",
                    at: location))
        }
        return problems
    }

    /// Whether the name is the app target's own module (`customModuleProvider="target"`), which generated code never
    /// imports or names (`translateView`), so it reaches no code: Xcode writes the target's module name as it is,
    /// `出什么` in UncleJerry/Cos-What's `Main.storyboard` (probe9), a name Swift's identifier grammar allows.
    private static func namesAppTarget(_ rule: Rule, _ attributes: IBAttributes) -> Bool {
        rule.attribute == "customModule" && attributes["customModuleProvider"] == "target"
    }

    /// Whether an element has an attribute the rules check; read in place, without copying each name and value.
    private static func hasRuleAttribute(_ attributes: IBAttributes) -> Bool {
        let names = ruleAttributes
        let pairs = attributes.pairs
        for index in pairs.indices where names.contains(pairs[index].name) { return true }
        return false
    }

    private static func reason(_ value: String, _ rule: Rule) -> String {
        let kind = rule.attribute == "customModule" ? "a valid Swift module name" : "a valid Swift type name"
        if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
            return
                "is not \(kind): it has spaces around it, which Interface Builder never writes and UIKit would not find"
        }
        return "is not \(kind)"
    }
}
