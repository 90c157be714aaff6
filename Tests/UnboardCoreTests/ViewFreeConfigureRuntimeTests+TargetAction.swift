import Foundation
import Testing
import UnboardCore

/// Issue 15 items 3 and 9: a storyboard's action connection on a bar button item is the item's target and action, and
/// a target and action the app sets on the item later replace it ("The object that receives an action when the user
/// selects the item.", https://developer.apple.com/documentation/uikit/uibarbuttonitem/target; "The selector
/// defining the action message to send to the target object when the user taps this bar button item.",
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem/action). A `primaryAction` would silence them: "If
/// this property has a non-nil value, the system ignores the item's target and action properties."
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction). The `migrate` starter therefore
/// wires a bar button item's storyboard action with `add<Name>Target(self, action:)`.
extension ViewFreeConfigureRuntimeTests {
    /// `classes` with the second tab's action wired as the starter now wires it: the item's target and action.
    static let targetActionClasses = classes.replacingOccurrences(
        of: "builder.addRefreshAction(UIAction { [weak self] _ in self?.refreshes += 1 })",
        with: "builder.addRefreshTarget(self, action: Selector(\"refresh:\"))")

    /// The storyboard's action runs when the item is tapped; once the app gives the item a target and action of its
    /// own, a tap sends the app's action instead.
    static let laterTargetActionScenario = """
        final class Saver { var saves = 0 }
        UIKitModel.implement("save:", in: Saver.self) { saver, _ in saver.saves += 1 }
        UIKitModel.implement("refresh:", in: SecondViewController.self) { controller, _ in controller.refreshes += 1 }
        let saver = Saver()
        let tabs = TabsScenes.makeInitialViewController()
        let second = tabs.viewControllers![1] as! SecondViewController
        second.loadViewIfNeeded()
        let item = second.navigationItem.rightBarButtonItem!
        UIKitModel.tap(item)
        print("storyboard's action: \\(second.refreshes)")
        item.target = saver
        item.action = Selector("save:")
        UIKitModel.tap(item)
        print("after the app's target and action: app's \\(saver.saves), storyboard's \\(second.refreshes)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    @Test func aTargetAndActionTheAppSetsLaterReplaceTheStoryboardsAction() throws {
        #expect(Self.targetActionClasses != Self.classes)
        let run = try run(Self.laterTargetActionScenario, classes: Self.targetActionClasses)
        #expect(run.status == 0, "\(run.output)")
        for line in ["storyboard's action: 1", "after the app's target and action: app's 1, storyboard's 1"] {
            #expect(run.output.contains(line), "\(line)\n\(run.output)")
        }
    }

    /// Negative check: the same program with the action wired as the item's `primaryAction` (`add<Name>Action(_:)`, as
    /// the starter wired it before) ignores the app's target and action.
    @Test func wiredAsThePrimaryActionTheAppsLaterTargetAndActionAreIgnored() throws {
        let run = try run(Self.laterTargetActionScenario)
        #expect(run.output.contains("after the app's target and action: app's 0, storyboard's 2"), "\(run.output)")
    }

    /// Negative check on the output: an `add<Name>Target(_:action:)` that sets the item's `primaryAction` as well
    /// silences the app's target and action too.
    @Test func aTargetFunctionThatAlsoSetsThePrimaryActionIgnoresTheAppsTargetAndAction() throws {
        let run = try run(Self.laterTargetActionScenario, classes: Self.targetActionClasses) { output in
            let file = output.appendingPathComponent("SecondViewControllerCodeInterfaceBuilder.swift")
            let contents = try String(contentsOf: file, encoding: .utf8)
            let assignment = "            item.action = action\n"
            #expect(contents.contains(assignment), "\(contents)")
            try contents.replacingOccurrences(
                of: assignment,
                with: assignment + "            item.primaryAction = UIAction { _ in }\n"
            ).write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(run.output.contains("app's 0"), "\(run.output)")
    }
}
