import Foundation
import Testing

/// A title view whose contents vary by size class stays with the builder (`movableTree` leaves a tree the size-class
/// closure changes to the builder's initializer; the builder's `configure(_:)` sets it when the view loads, as the
/// `migrate` starter calls it), and its variations follow the size classes the controller applies, as a storyboard's
/// did.
extension BarItemViewsRuntimeTests {
    /// The scene of `BarItemViewsRuntimeTests.scene` whose title view's label turns red in compact height.
    static let varyingTitleView = storyboard.replacingOccurrences(
        of: #"<nil key="highlightedColor"/>"#,
        with:
            #"<nil key="highlightedColor"/><variation key="heightClass=compact"><color key="backgroundColor" systemColor="systemRedColor"/></variation>"#
    )

    /// `classes` with what the `migrate` starter adds for such a title view: the builder's `configure(_:)` sets it.
    static let configuringClasses = classes.replacingOccurrences(
        of: "titleLabel = builder.titleLabel\n",
        with: "titleLabel = builder.titleLabel\n        builder.configure(self)\n")

    /// The title view on screen after the view loads is the one the builder applies size classes to: its label is red
    /// in compact height and not in regular height. The negative runs the same program on output whose size-class
    /// closure leaves the label alone.
    @Test func aTitleViewThatVariesBySizeClassFollowsTheAppliedSizeClasses() throws {
        let program = """
            let tabs = TitledScenes.makeInitialViewController()
            let titled = tabs.viewControllers![0] as! TitledViewController
            titled.loadViewIfNeeded()
            let label = titled.titleLabel
            print("label in the title view: \\(label != nil && label?.superview === titled.navigationItem.titleView)")
            titled.builder?.apply(UIKitModel.traits(horizontal: .compact, vertical: .compact))
            print("compact height: \\(label?.backgroundColor.map(UIKitModel.valueDescription) ?? "nil")")
            titled.builder?.apply(UIKitModel.traits(horizontal: .compact, vertical: .regular))
            print("regular height: \\(label?.backgroundColor.map(UIKitModel.valueDescription) ?? "nil")")
            print("executed: 0 builders, 0 layouts, 0 size-class states, \\(UIKitModel.exceptions.count) exceptions")
            """
        #expect(Self.configuringClasses.contains("builder.configure(self)"))
        let applied = try run(program, storyboard: Self.varyingTitleView, classes: Self.configuringClasses)
        #expect(applied.output.contains("label in the title view: true"), "\(applied.output)")
        #expect(applied.output.contains("compact height: UIColor.systemRed"), "\(applied.output)")
        #expect(applied.output.contains("regular height: nil"), "\(applied.output)")
        let unapplied = try run(program, storyboard: Self.varyingTitleView, classes: Self.configuringClasses) {
            output in
            try Self.replace(
                "titleLabel.backgroundColor = UIColor.systemRed", with: "_ = UIColor.systemRed",
                in: "TitledViewController", of: output)
        }
        #expect(unapplied.output.contains("compact height: nil"), "\(unapplied.output)")
    }
}
