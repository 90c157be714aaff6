/// Reads the values a layout needs back out of a view's settings (`isHidden`, `axis`, priorities, margins...),
/// so the layout engine works from the translator's output rather than from the document.
///
/// Later settings win, so size-class settings appended after a view's own ones override them.
struct ViewSettingValues {
    let settings: [ViewSetting]

    /// The value last assigned to a one-component property path.
    func assigned(_ property: String) -> SwiftExpression? {
        for setting in settings.reversed() {
            if case .assign(let path, let value) = setting, path == [property] { return value }
        }
        return nil
    }

    func bool(_ property: String) -> Bool? {
        if case .literal(.bool(let value)) = assigned(property) { return value }
        return nil
    }

    func number(_ property: String) -> Double? { assigned(property).flatMap(Self.number) }

    /// The case name of an enumeration value (`.vertical` → `vertical`).
    func member(_ property: String) -> String? {
        if case .member(_, let name) = assigned(property) { return name }
        return nil
    }

    /// The priority set by `setContentHuggingPriority` or `setContentCompressionResistancePriority` for an axis.
    func priority(_ method: String, axis: String) -> Double? {
        for setting in settings.reversed() {
            guard case .call(let name, let arguments) = setting, name == method, arguments.count == 2,
                case .member(nil, axis) = arguments[1].value
            else { continue }
            return Self.priority(arguments[0].value)
        }
        return nil
    }

    /// `layoutMargins` or `directionalLayoutMargins`, whichever was set last, as left-to-right insets.
    var layoutMargins: LayoutInsets? {
        for setting in settings.reversed() {
            guard case .assign(let path, .call(_, let arguments)) = setting, path.count == 1 else { continue }
            let values = Dictionary(
                arguments.compactMap { a in a.label.flatMap { l in Self.number(a.value).map { (l, $0) } } },
                uniquingKeysWith: { $1 })
            if path[0] == "layoutMargins" {
                return LayoutInsets(
                    top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
                    right: values["right"] ?? 0)
            }
            if path[0] == "directionalLayoutMargins" {
                return LayoutInsets(
                    top: values["top"] ?? 0, left: values["leading"] ?? 0, bottom: values["bottom"] ?? 0,
                    right: values["trailing"] ?? 0)
            }
        }
        return nil
    }

    /// The point size of the view's font, when a font with a size was set.
    var fontSize: Double? {
        guard case .call(_, let arguments) = assigned("font") else { return nil }
        return arguments.first { $0.label == "ofSize" || $0.label == "size" }.flatMap { Self.number($0.value) }
    }

    static func number(_ expression: SwiftExpression) -> Double? {
        switch expression {
        case .literal(.number(let value)): value
        case .literal(.int(let value)): Double(value)
        default: nil
        }
    }

    /// `.required`, `.defaultHigh`... or `UILayoutPriority(rawValue: n)`.
    static func priority(_ expression: SwiftExpression) -> Double? {
        switch expression {
        case .member(nil, "required"): 1000
        case .member(nil, "defaultHigh"): 750
        case .member(nil, "defaultLow"): 250
        case .member(nil, "fittingSizeLevel"): 50
        case .call(_, let arguments): arguments.first.flatMap { number($0.value) }
        default: nil
        }
    }
}
