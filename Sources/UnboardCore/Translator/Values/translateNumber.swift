import Foundation

extension TranslationContext {
    /// Reads a number IB wrote; reports and returns `nil` for anything that is not a finite number.
    func number(_ text: String, attribute: String, line: Int, element: String? = nil) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) < 1e9 else {
            error("'\(text)' is not a valid number for '\(attribute)'", line: line, element: element)
            return nil
        }
        return value
    }

    /// Reads a multiplier: a number (`0.5`) or a ratio, which IB writes as `3:4` (aspect ratios) or `1/3` (Xcode 6's
    /// launch-screen template), both meaning numerator over denominator.
    func multiplier(_ text: String, line: Int) -> Double? {
        for separator in [":", "/"] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let trimmed = parts.map { $0.trimmingCharacters(in: .whitespaces) }
            if let numerator = Double(trimmed[0]), let denominator = Double(trimmed[1]), denominator != 0,
                numerator.isFinite, denominator.isFinite
            {
                return numerator / denominator
            }
        }
        return number(
            text.trimmingCharacters(in: .whitespaces), attribute: "multiplier", line: line, element: "constraint")
    }
}

extension IBElement {
    /// The `x`, `y`, `width`, `height` attributes as a rectangle.
    var rect: LayoutRect? {
        guard let x = attributes["x"].flatMap(Double.parsing), let y = attributes["y"].flatMap(Double.parsing),
            let width = attributes["width"].flatMap(Double.parsing),
            let height = attributes["height"].flatMap(Double.parsing)
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }
}

extension Double {
    /// `Double(text)`, with a string of at most 15 digits (most of IB's frames: `0`, `375`) read from its bytes:
    /// `Double(String)` costs about 600 instructions, and every frame is read several times.
    static func parsing(_ text: String) -> Double? {
        let digits = text.utf8
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(isDigit) else { return Double(text) }
        return Double(digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
    }
}
