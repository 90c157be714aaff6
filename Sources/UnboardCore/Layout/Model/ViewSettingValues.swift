/// Reads the values a layout needs back out of a view's settings (`isHidden`, `axis`, priorities, margins...),
/// so the layout engine works from the translator's output rather than from the document. Each kind of value is
/// read by the type that writes it (`LayoutPriorityExpression`, `EdgeInsetsExpression`, `FontExpression`, and
/// `SwiftExpression`'s literal values), so the reading cannot drift from the writing.
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

    func bool(_ property: String) -> Bool? { assigned(property)?.boolValue }

    func number(_ property: String) -> Double? { assigned(property)?.numberValue }

    /// The case name of an enumeration value (`.vertical` → `vertical`).
    func member(_ property: String) -> String? { assigned(property)?.memberName }

    /// The priority set by `setContentHuggingPriority` or `setContentCompressionResistancePriority` for an axis.
    func priority(_ method: String, axis: String) -> Double? {
        for setting in settings.reversed() {
            guard case .call(let name, let arguments) = setting, name == method, arguments.count == 2,
                case .member(nil, axis) = arguments[1].value
            else { continue }
            return LayoutPriorityExpression.value(of: arguments[0].value)
        }
        return nil
    }

    /// `layoutMargins` or `directionalLayoutMargins`, whichever was set last, as left-to-right insets.
    var layoutMargins: LayoutInsets? {
        for setting in settings.reversed() {
            guard case .assign(let path, let value) = setting,
                path == ["layoutMargins"] || path == ["directionalLayoutMargins"],
                let insets = EdgeInsetsExpression(value)
            else { continue }
            let v = insets.values
            return LayoutInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        return nil
    }

    /// The point size of the view's font, when a system font with a size was set.
    var fontSize: Double? { assigned("font").flatMap(FontExpression.init)?.systemFontSize }
}
