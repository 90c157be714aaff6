extension TranslationContext {
    /// Reads a number IB wrote; reports and returns `nil` for anything that is not a finite number.
    func number(_ text: String, attribute: String, line: Int, element: String? = nil) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) < 1e9 else {
            error("'\(text)' is not a valid number for '\(attribute)'", line: line, element: element)
            return nil
        }
        return value
    }

    /// Reads a multiplier, either a number or a ratio such as `3:4` (which means 3/4).
    func multiplier(_ text: String, line: Int) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0,
            numerator.isFinite, denominator.isFinite
        {
            return numerator / denominator
        }
        return number(text, attribute: "multiplier", line: line, element: "constraint")
    }
}

extension IBElement {
    /// The `x`, `y`, `width`, `height` attributes as a rectangle.
    var rect: LayoutRect? {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
            let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init)
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }
}
