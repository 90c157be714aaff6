import Foundation

extension CoverageReport {
    /// The report as text: a line per input, then the total and the unsupported features.
    public var text: String {
        var lines = ["Unboard coverage report", ""]
        for input in inputs { lines += Self.lines(input, features: 5) }
        lines += ["", "Total over \(inputs.count) input(s):"] + Self.lines(total, features: 40)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON with sorted keys, so that it diffs well.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    private static func lines(_ section: Section, features: Int) -> [String] {
        if let refused = section.refused { return ["\(section.path): refused: \(refused)"] }
        let share = String(format: "%.2f%%", section.unsupportedAttributeShare * 100)
        var lines = [
            "\(section.path): \(section.errors) error(s)",
            "  elements:   \(section.seen.elements) seen, \(section.translated.elements) translated, \(section.unsupported.elements) unsupported, \(section.designTime.elements) design-time",
            "  attributes: \(section.seen.attributes) seen, \(section.translated.attributes) translated, \(section.unsupported.attributes) unsupported (\(share) of non-design-time), \(section.designTime.attributes) design-time",
        ]
        for feature in section.unsupportedFeatures.prefix(features) {
            lines.append(
                "  unsupported \(feature.kind) \(feature.subject): \(feature.count)x, first at \(feature.first)")
        }
        if section.unsupportedFeatures.count > features {
            lines.append("  ... and \(section.unsupportedFeatures.count - features) more unsupported feature(s)")
        }
        return lines
    }
}
