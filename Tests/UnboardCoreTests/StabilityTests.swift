import Foundation
import Testing
import UnboardCore

/// Names come from IB facts, not counters, and order follows the document: inserting a view changes only the
/// lines about that view.
@Suite struct StabilityTests {
    @Test func insertingAViewTouchesOnlyItsOwnLines() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Controls/Controls.storyboard")
        let original = try String(contentsOf: url, encoding: .utf8)
        let anchor = try #require(original.range(of: "<imageView "))
        let indentation = original[..<anchor.lowerBound].reversed().prefix { $0 == " " }
        let inserted =
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Inserted Note" translatesAutoresizingMaskIntoConstraints="NO" id="new-In-001"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" type="system" pointSize="12"/></label>"#
        let edited = original.replacingCharacters(
            in: anchor.lowerBound..<anchor.lowerBound, with: inserted + "\n" + String(indentation))

        let before = Generate.builderText(
            Generate.text(original, path: "Controls.storyboard"), "ControlsViewControllerCodeInterfaceBuilder.swift")
        let after = Generate.builderText(
            Generate.text(edited, path: "Controls.storyboard"), "ControlsViewControllerCodeInterfaceBuilder.swift")
        try #require(!before.isEmpty && before != after)
        let diff = UnifiedDiff.diff(expected: before, actual: after, expectedName: "before", actualName: "after")
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        #expect(changed.allSatisfy { !$0.hasPrefix("-") }, "nothing already generated changes:\n\(diff)")
        let unrelated = changed.filter {
            !$0.contains("insertedNoteLabel") && $0.trimmingCharacters(in: .whitespaces) != "+"
        }
        #expect(unrelated.isEmpty, "only lines about the new view are added:\n\(diff)")
        #expect(changed.count >= 4)
    }
}
