import Foundation
import Testing

/// The examples' `migrate` output as a user meets it (issue 14 item 3), beside `RuntimeTests`' SceneFlow and NahaMap
/// scenarios: each runs an example's checked-in output with its own controllers through the behavioural UIKit model,
/// and each has a negative check, the same scenario on output with one mistake, which the scenario catches.
@Suite(.serialized) struct ExampleScenarioTests {
    /// Removes `text` from the generated file `name` of a copied example, failing when it is not there.
    static func remove(_ text: String, from name: String) -> (URL) throws -> Void {
        { folder in
            let file = folder.appendingPathComponent(name)
            let contents = try String(contentsOf: file, encoding: .utf8)
            #expect(contents.contains(text), "\(name) no longer contains \(text)")
            try contents.replacingOccurrences(of: text, with: "").write(to: file, atomically: true, encoding: .utf8)
        }
    }

    static let nestedXibsProgram = """
        import UIKit
        let inbox = InboxScenes.makeInitialViewController()
        inbox.modelAppear()
        let badges = inbox.view.findViews(subclassOf: BadgeButton.self)
        print("badge buttons: \\(badges.count)")
        let badge = badges[0]
        print("caption shown: \\(badge.findViews(subclassOf: CaptionLabel.self).flatMap { $0.findLabels(with: "Unread") }.count)")
        print("count shown: \\(badge.findLabels(with: "3").count)")
        badge.sendActions(for: .touchUpInside)
        print("after the tap: \\(badge.findLabels(with: "0").count) zero, \\(badge.findLabels(with: "3").count) three")
        for (horizontal, vertical) in [(UIUserInterfaceSizeClass.regular, UIUserInterfaceSizeClass.compact), (.compact, .regular)] {
            UIKitModel.changeScreenTraits(to: UIKitModel.traits(horizontal: horizontal, vertical: vertical), shownFrom: inbox)
            let count = badge.findLabels(with: "0")[0]
            print("count font at \\(horizontal == .regular ? "regular" : "compact") width: \\(UIKitModel.valueDescription(count.font))")
        }
        print("after rotating: \\(inbox.view.findViews(subclassOf: BadgeButton.self).count) badge, \\(badge.findLabels(with: "0").count) zero")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// NestedXibs: the inbox from `InboxScenes` shows the unread button laid out by BadgeButton.xib, with the caption
    /// laid out by CaptionLabel.xib inside it ("Unread") and the count the controller set ("3"); tapping the button
    /// marks all read ("0"); rotating and back keeps it all, and the button's own size classes (BadgeButton.xib's
    /// larger count in regular width) follow the screen's: the controller applies the screen's builder, which passes
    /// the size classes on to the builder of the view it created from the xib.
    @Test func nestedXibsScenario() throws {
        let run = try RuntimeTests.runExample("NestedXibs", program: Self.nestedXibsProgram)
        #expect(run.status == 0, "\(run.output)")
        for expected in [
            "badge buttons: 1", "caption shown: 1", "count shown: 1", "after the tap: 1 zero, 0 three",
            "count font at regular width: UIFont.boldSystemFont(ofSize: 17.0)",
            "count font at compact width: UIFont.boldSystemFont(ofSize: 13.0)",
            "after rotating: 1 badge, 1 zero", "0 exceptions",
        ] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// The screen's builder not passing its size classes on to the badge's builder: nothing else applies them (no
    /// controller calls `apply(_:)` for a view from a xib), so the count keeps its compact font in regular width.
    @Test func nestedXibsScenarioCatchesSizeClassesNotPassedOn() throws {
        let run = try RuntimeTests.runExample(
            "NestedXibs", program: Self.nestedXibsProgram,
            edit: Self.remove(
                "        unreadButtonBuilder.apply(traitCollection)\n",
                from: "InboxViewControllerCodeInterfaceBuilder.swift"))
        #expect(
            run.output.contains("count font at regular width: UIFont.boldSystemFont(ofSize: 13.0)"), "\(run.output)")
    }

    /// The badge's builder leaving its caption out of the button (the xib's subview not added): the scenario sees no
    /// caption, and UIKit's exception for the caption's constraints, whose views share no ancestor.
    @Test func nestedXibsScenarioCatchesACaptionLeftOut() throws {
        let run = try RuntimeTests.runExample(
            "NestedXibs", program: Self.nestedXibsProgram,
            edit: Self.remove("        view.addSubview(caption)\n", from: "BadgeButtonCodeInterfaceBuilder.swift"))
        #expect(run.output.contains("caption shown: 0"), "\(run.output)")
        #expect(run.output.contains("exception: NSGenericException: Unable to activate constraint"), "\(run.output)")
        #expect(run.status != 0, "\(run.output)")
    }

    /// VideoComments as a user meets it. The app applies size classes from `viewIsAppearing` and its iOS 17 trait
    /// registration (`VideoPlayerViewController+iOS17.swift`, which needs the iOS 17 SDK the stand-in is older than)
    /// or, before iOS 17, from `traitCollectionDidChange` behind `#unavailable(iOS 17.0)`, which is false on Linux: so
    /// the program calls `applySizeClasses()` where those would, after each change of the screen's size classes.
    static let videoCommentsProgram = """
        import UIKit
        let player = VideoCommentsScenes.makeInitialViewController()
        @MainActor func show(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) {
            UIKitModel.changeScreenTraits(to: UIKitModel.traits(horizontal: horizontal, vertical: vertical), shownFrom: player)
            player.applySizeClasses()
            let field = player.view.findViews(subclassOf: UITextField.self).first
            print("\\(horizontal == .compact ? "compact" : "regular")/\\(vertical == .compact ? "compact" : "regular"): send \\(player.view.findButtons(with: "Send").count), comments \\(player.view.findButtons(with: "Comments").count), field \\(field == nil ? 0 : 1)")
        }
        UIKitModel.changeScreenTraits(to: UIKitModel.traits(horizontal: .compact, vertical: .regular), shownFrom: player)
        player.modelAppear()
        player.applySizeClasses()
        let field = player.view.findViews(subclassOf: UITextField.self)[0]
        field.text = "Nice goal"
        UIKitModel.tap(player.view.findButtons(with: "Send")[0])
        print("field after send: \\(field.text ?? "nil")")
        show(.compact, .compact)
        let comments = player.view.findButtons(with: "Comments")[0]
        let shown = player.view.recursiveSubviews.map(\\.isHidden)
        @MainActor func hiddenByTaps() -> Int { zip(shown, player.view.recursiveSubviews.map(\\.isHidden)).filter { $0 != $1 }.count }
        UIKitModel.tap(comments)
        print("views hidden after a tap: \\(hiddenByTaps())")
        UIKitModel.tap(comments)
        print("views hidden after a second tap: \\(hiddenByTaps())")
        show(.compact, .regular)
        show(.regular, .compact)
        show(.compact, .regular)
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// VideoComments: in portrait the comment field and Send show; sending clears the field; in landscape the input
    /// row goes and the Comments button comes, each tap of it hiding then showing the comments panel; back in
    /// portrait, the input row is back.
    @Test func videoCommentsScenario() throws {
        let run = try RuntimeTests.runExample("VideoComments", program: Self.videoCommentsProgram)
        #expect(run.status == 0, "\(run.output)")
        for expected in [
            "field after send: nil", "compact/compact: send 0, comments 1, field 0", "views hidden after a tap: 1",
            "views hidden after a second tap: 0", "compact/regular: send 1, comments 0, field 1",
            "regular/compact: send 0, comments 1, field 0", "0 exceptions",
        ] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// Output whose landscape states leave the input row installed: the scenario sees Send in landscape.
    @Test func videoCommentsScenarioCatchesTheInputRowLeftInLandscape() throws {
        let run = try RuntimeTests.runExample(
            "VideoComments", program: Self.videoCommentsProgram,
            edit: Self.remove(
                "                inputStackView.removeFromSuperview()\n",
                from: "VideoPlayerViewControllerCodeInterfaceBuilder.swift"))
        #expect(run.output.contains("compact/compact: send 1, comments 1, field 1"), "\(run.output)")
    }

    /// LocalizedProfile as a user meets it, in the development language (the model's `Bundle.main` holds no `.strings`
    /// table, so `NSLocalizedString` answers the document's text). `BadgeView+ObjC.swift` declares the badge's
    /// properties `@objc` for the key-value coding the builder sets runtime attributes with, which Swift on Linux does
    /// not have: the program declares the class, and the model records each `setValue(_:forKeyPath:)`.
    static let localizedProfileProgram = """
        import UIKit
        final class BadgeView: UIView {}
        let profile = ProfileScenes.makeInitialViewController()
        profile.modelAppear()
        let view = profile.view!
        print("title: \\(profile.title ?? "nil")")
        print("shown: \\(view.findLabels(with: "Your name").count) name label, \\(view.findButtons(with: "Save").count) save button")
        print("avatar image: \\(view.findViews(subclassOf: UIImageView.self).contains { $0.image != nil })")
        let badge = view.findViews(subclassOf: BadgeView.self)[0]
        print("badge: \\(UIKitModel.keyValue(badge, "caption") as? String ?? "nil"), level \\(UIKitModel.keyValue(badge, "level") as? Int ?? -1)")
        let field = view.findViews(subclassOf: UITextField.self)[0]
        let save = view.findButtons(with: "Save")[0]
        field.text = "Aiko"
        UIKitModel.tap(save)
        print("after saving Aiko: \\(view.findLabels(with: "Aiko").count) label, badge hidden \\(badge.isHidden)")
        field.text = ""
        UIKitModel.tap(save)
        print("after saving nothing: \\(view.findLabels(with: "Aiko").count) label, badge hidden \\(badge.isHidden)")
        print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
        """

    /// LocalizedProfile: the profile from `ProfileScenes` shows its title, name label, Save button, the avatar the
    /// controller sets and the badge with its runtime attributes; saving a name shows it and the badge, saving none
    /// keeps the name and hides the badge.
    @Test func localizedProfileScenario() throws {
        let run = try RuntimeTests.runExample("LocalizedProfile", program: Self.localizedProfileProgram)
        #expect(run.status == 0, "\(run.output)")
        for expected in [
            "title: Profile", "shown: 1 name label, 1 save button", "avatar image: true",
            "badge: Verified member, level 3", "after saving Aiko: 1 label, badge hidden false",
            "after saving nothing: 1 label, badge hidden true", "0 exceptions",
        ] {
            #expect(run.output.contains(expected), "\(expected) missing:\n\(run.output)")
        }
    }

    /// Output that drops the Save button's `saveTapped:` wiring: saving shows nothing.
    @Test func localizedProfileScenarioCatchesAnActionNotWired() throws {
        let run = try RuntimeTests.runExample(
            "LocalizedProfile", program: Self.localizedProfileProgram,
            edit: Self.remove(
                "            (control: saveButton, event: .touchUpInside),\n",
                from: "ProfileViewControllerCodeInterfaceBuilder.swift"))
        #expect(run.output.contains("after saving Aiko: 0 label"), "\(run.output)")
    }
}
