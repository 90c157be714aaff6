import Foundation

extension ViewClass {
    /// `UIDatePicker`.
    static let uiDatePicker = ViewClass(
        swiftType: "UIDatePicker",
        attributes: [
            "datePickerMode": Rules.enumeration(IBEnumerations.datePickerMode, "datePickerMode"),
            "minuteInterval": Rules.integer("minuteInterval"),
            "countDownDuration": Rules.number("countDownDuration"),
            "style": Rules.enumeration(IBEnumerations.datePickerStyle, "preferredDatePickerStyle"),
            // With `useCurrentDate`, the picker shows the date it is created at: the recorded date is IB's.
            "useCurrentDate": Rules.consumed,
        ],
        elements: [
            "date:date": { element, t in
                guard t.view.attributes["useCurrentDate"] != "YES" else { return }
                t.assign("date", value: date(element))
            },
            "date:minimumDate": { element, t in t.assign("minimumDate", value: date(element)) },
            "date:maximumDate": { element, t in t.assign("maximumDate", value: date(element)) },
            "locale:locale": { element, t in
                t.assign(
                    "locale",
                    value: element.attributes["localeIdentifier"].map {
                        SwiftExpression.identifier("Locale")(SwiftArgument("identifier", .string($0)))
                    })
            },
        ],
        defaults: CodeDefaults.values(of: "UIDatePicker"),
        interfaceBuilderOmissions: [
            "datePickerMode": "dateAndTime", "minuteInterval": "1", "style": "automatic", "countDownDuration": "0",
        ]
    ).inheriting(from: .uiControl)

    /// `UIPickerView`; its rows come from its data source.
    static let uiPickerView = ViewClass(
        swiftType: "UIPickerView",
        // Ignored by UIKit since iOS 7, which always shows the selection.
        attributes: ["showsSelectionIndicator": Rules.consumed]
    ).inheriting(from: .uiView)

    /// `<date key="date" timeIntervalSinceReferenceDate="..."/>` as a `Date`.
    private static func date(_ element: IBElement) -> SwiftExpression? {
        guard let interval = element.attributes["timeIntervalSinceReferenceDate"].flatMap(Double.init) else {
            return nil
        }
        return SwiftExpression.identifier("Date")(SwiftArgument("timeIntervalSinceReferenceDate", .number(interval)))
    }
}
