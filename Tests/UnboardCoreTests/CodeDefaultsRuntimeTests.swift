import Foundation
import Testing

@testable import UnboardCore

/// The values the translator leaves out because Apple documents them as a view's own when it is created in code
/// (`CodeDefaults`). The behavioural UIKit model follows Apple's documentation on its own
/// (`Tests/UIKitModel/Behaviour/Defaults.swift`): run on it, a view whose storyboard attributes all equal its class's
/// left-out values must have each of them, so a wrong table entry (a value, or a class that does not have it) fails.
@Suite(.serialized) struct CodeDefaultsRuntimeTests {
    /// The view elements a plain view can hold, each with its class's left-out attributes.
    static let elements = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider", "segmentedControl",
        "stackView", "scrollView", "activityIndicatorView", "progressView", "pageControl", "stepper", "tableView",
        "collectionView", "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar", "mapView", "wkWebView",
    ]

    /// Objects no plain view holds, made by the program as the generated code makes them.
    static let madeInCode = [
        "UITableViewCell": "UITableViewCell(style: .default, reuseIdentifier: nil)",
        "UICollectionViewFlowLayout": "UICollectionViewFlowLayout()",
    ]

    /// The table's entries for an attribute value a view class leaves out.
    static func entries(_ attribute: String, _ value: String) -> [CodeDefault] {
        CodeDefaults.table.filter { $0.attribute == attribute && $0.value == value }
    }

    /// Every value a view class leaves out is in the table, with a source; entries of one attribute value assign
    /// the same property the same value.
    @Test func everyLeftOutValueIsATableEntryWithItsSource() {
        for (element, viewClass) in ViewClassRegistry.byElementName {
            for (attribute, value) in viewClass.defaults {
                let found = Self.entries(attribute, value)
                #expect(!found.isEmpty, "<\(element) \(attribute)=\"\(value)\"> is left out without a table entry")
                #expect(Set(found.map { "\($0.property) = \($0.swiftValue)" }).count <= 1, "\(found)")
            }
        }
        for entry in CodeDefaults.table {
            #expect(entry.source.contains("default") || entry.source.contains("Default"), "\(entry)")
        }
    }

    /// A label with the default values of UIView and no others still gets `contentMode = .scaleToFill` and
    /// `clipsToBounds = false`, which UILabel changes ("label has default content mode of UIViewContentModeRedraw").
    @Test func aSubclassDoesNotInheritTheUIViewValuesItChanges() {
        let label = ViewClassRegistry.viewClass(for: "label")!.defaults
        #expect(label["contentMode"] == "redraw" && label["clipsSubviews"] == "YES" && label["alpha"] == "1")
        let field = ViewClassRegistry.viewClass(for: "textField")!.defaults
        #expect(field["opaque"] == nil && field["clipsSubviews"] == nil && field["enabled"] == "YES")
    }

    @Test func leftOutValuesAreTheModelsValues() throws {
        var views: [String] = []
        var checks: [String] = []
        var covered = Set<String>()
        for (index, element) in Self.elements.enumerated() {
            let viewClass = try #require(ViewClassRegistry.viewClass(for: element))
            let defaults = viewClass.defaults.sorted { $0.key < $1.key }
            let attributes = defaults.map { " \($0.key)=\"\($0.value)\"" }.joined()
            let child =
                element == "collectionView"
                ? #"<collectionViewFlowLayout key="collectionViewLayout" id="lay-00-000"/>"# : ""
            views.append(
                #"<\#(element) id="v\#(index)-00-000" userLabel="v\#(index)"\#(attributes)><rect key="frame" x="0" y="0" width="100" height="50"/>\#(child)</\#(element)>"#
            )
            for (attribute, value) in defaults {
                let entry = try #require(Self.entries(attribute, value).first)
                covered.formUnion(Self.entries(attribute, value).map { "\($0.type).\($0.attribute)" })
                checks.append(
                    #"check("\#(element).\#(entry.property)", view("v\#(index)", \#(viewClass.swiftType).self).\#(entry.property) == \#(entry.swiftValue))"#
                )
            }
        }
        for entry in CodeDefaults.table {
            guard let object = Self.madeInCode[entry.type] else { continue }
            covered.insert("\(entry.type).\(entry.attribute)")
            checks.append(
                #"check("\#(entry.type).\#(entry.property)", \#(object).\#(entry.property) == \#(entry.swiftValue))"#)
        }
        let uncovered = CodeDefaults.table.map { "\($0.type).\($0.attribute)" }.filter { !covered.contains($0) }
        #expect(uncovered.isEmpty, "entries no check reads: \(uncovered)")

        let document = Generate.storyboard(
            scenes: Generate.scene("00-000", class: "DefaultsViewController", subviews: views.joined(separator: "\n")))
        let result = Generate.text(document)
        let text = Generate.builderText(result, "DefaultsViewControllerCodeInterfaceBuilder.swift")
        for entry in CodeDefaults.table {
            #expect(!text.contains(".\(entry.property) = \(entry.swiftValue)\n"), "assigned: \(entry)")
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unboard-defaults-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Defaults.storyboard")
        try document.write(to: input, atomically: true, encoding: .utf8)
        let run = try RuntimeTests.generateAndRun(
            [input],
            program: """
                import UIKit
                import MapKit
                import WebKit
                var failed = 0
                @MainActor func check(_ name: String, _ holds: Bool) {
                    if !holds { failed += 1; print("differs: \\(name)") }
                }
                let builder = DefaultsViewControllerCodeInterfaceBuilder(key: .defaultsDefaultsViewController)
                @MainActor func view<View>(_ name: String, _ type: View.Type) -> View { builder.view(named: name)! as! View }
                \(checks.joined(separator: "\n"))
                print("checked: \(checks.count), differing: \\(failed)")
                """)
        #expect(run.output.contains("checked: \(checks.count), differing: 0"), "\(run.output)")
    }
}
