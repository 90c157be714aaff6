import Foundation

/// Runs generated builders for `Tests/Scripts/run-generated.sh`: every layout in every size-class state, entered
/// fresh and from every other state, and every `Scenes` factory. Prints `layout: ...` per layout and the closing
/// `executed: ...` line, and writes the executed layouts (JSON) to `$UNBOARD_EXECUTED_DUMP`.
@MainActor public final class UIKitModelDriver {
    /// What a builder made: its root view (nil for a controller-only builder), its `apply(_:)` and the views a table
    /// view shows that are not in the tree yet (a static table's cells, which its data source returns).
    public struct Layout {
        public var view: UIView?
        public var apply: ((UITraitCollection) -> Void)?
        public var shown: [UIView]
        public init(view: UIView?, apply: ((UITraitCollection) -> Void)?, shown: [UIView] = []) {
            self.view = view
            self.apply = apply
            self.shown = shown
        }
    }

    /// The nine size-class states.
    public static let states: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = {
        let classes: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        return classes.flatMap { h in classes.map { v in (h, v) } }
    }()

    private var builders: Set<String> = []
    private var layouts = 0
    private var statesEntered = 0
    private var scenes = 0
    private var starters = 0
    private var dump: [[String: Any]] = []

    public init() {}

    /// Executes one layout of a builder.
    public func layout(builder: String, key: String, make: () -> Layout) {
        guard !Self.skipped.contains("layout: \(builder) \(key)") else { return }
        print("layout: \(builder) \(key)")
        fflush(stdout)
        builders.insert(builder)
        layouts += 1
        var fresh: [String] = []
        var states: [[String: Any]] = []
        for (horizontal, vertical) in Self.states {
            let made = make()
            made.apply?(UIKitModel.traits(horizontal: horizontal, vertical: vertical))
            if made.apply != nil && made.view != nil { statesEntered += 1 }
            fresh.append(made.view.map { UIKitModel.snapshot($0, shown: made.shown) } ?? "")
            if let view = made.view {
                var state = UIKitModel.executedLayout(view, shown: made.shown)
                state["horizontal"] = Self.name(horizontal)
                state["vertical"] = Self.name(vertical)
                states.append(state)
            }
        }
        dump.append(["builder": builder, "key": key, "states": states])
        let made = make()
        guard let apply = made.apply, let view = made.view else { return }
        for (fromIndex, from) in Self.states.enumerated() {
            for (toIndex, to) in Self.states.enumerated() where toIndex != fromIndex {
                apply(UIKitModel.traits(horizontal: from.0, vertical: from.1))
                apply(UIKitModel.traits(horizontal: to.0, vertical: to.1))
                statesEntered += 1
                let snapshot = UIKitModel.snapshot(view, shown: made.shown)
                // Not a UIKit exception: the driver's own check that entering a size-class state from another one
                // gives the layout built fresh in that state (reported like one so that a run counts it).
                if snapshot != fresh[toIndex] {
                    UIKitModel.raise("size classes", "\(key): state \(Self.name(to.0))/\(Self.name(to.1)) entered from \(Self.name(from.0))/\(Self.name(from.1)) differs from the state built fresh:\n\(Self.difference(fresh[toIndex], snapshot))")
                }
            }
        }
    }

    /// Executes a `Scenes` factory and loads the controller's view (and its children's).
    public func scene(_ name: String, make: () -> UIViewController) {
        guard !Self.skipped.contains("scene: \(name)") else { return }
        print("scene: \(name)")
        fflush(stdout)
        scenes += 1
        let controller = make()
        controller.appear()
        for child in controller.children { _ = child.view }
    }

    /// Runs a `migrate` starter's controller class as an app meets it: created as the app creates it (`make`), shown
    /// (its `loadView()`, `viewIsAppearing(_:)`), taken through every size-class state from the screen (its trait
    /// registration or `traitCollectionDidChange(_:)`), each of `segues` performed through its
    /// `performSegue(withIdentifier:sender:)` (what it presented dismissed again), then preserved and restored twice:
    /// as created at launch (found again in a hierarchy `make` creates anew, the same instance), and as created on
    /// demand (its class as restoration class: the restored controller must answer the same key, `restoredKey`), or
    /// the run reports an exception. With `built`
    /// (the view its builder makes for given traits, for a layout that varies by size class), the controller's view
    /// must be that view when it has appeared and in every state (unless it embeds children, whose views its builder
    /// does not make).
    public func starter(
        _ name: String, key: String, segues: [String], make: () -> UIViewController,
        restoredKey: (UIViewController) -> String?, built: ((UITraitCollection) -> UIView)? = nil
    ) {
        guard begin(starter: "\(name) \(key)") else { return }
        let screen = UIKitModel.screenTraits
        let controller = make()
        controller.appear()
        compare(controller, built, "\(name) \(key)")
        for (horizontal, vertical) in Self.states {
            UIKitModel.changeScreenTraits(to: UIKitModel.traits(horizontal: horizontal, vertical: vertical), shownFrom: controller)
            statesEntered += 1
            compare(controller, built, "\(name) \(key)")
        }
        UIKitModel.changeScreenTraits(to: screen, shownFrom: controller)
        for segue in segues {
            controller.performSegue(withIdentifier: segue, sender: nil)
            controller.presentedViewController?.dismiss(animated: false)
        }
        // Not UIKit exceptions: the driver's checks that state restoration finds or recreates the layout it saved.
        // Created at launch: the app creates it again at the next launch, and UIKit finds that one by its path.
        let relaunched = make()
        if UIKitModel.preserveAndRestore(controller, launched: relaunched) !== relaunched {
            UIKitModel.raise("restoration", "\(name) \(key) created at launch was not found again (a restoration class set?)")
        }
        // Created on demand: the app gives it its class as restoration class, as `init(codeInterfaceBuilderKey:)`'s
        // documentation says, which recreates the saved layout.
        controller.restorationClass = type(of: controller) as? any UIViewControllerRestoration.Type
        let restored = UIKitModel.preserveAndRestore(controller)
        if restored.flatMap(restoredKey) != key {
            UIKitModel.raise("restoration", "\(name) \(key) came back as \(restored.map { "\(type(of: $0)) \(restoredKey($0) ?? "without a key")" } ?? "nil")")
        }
    }

    /// Runs a `migrate` starter's view class (a cell, a File's Owner view, a xib's root view): `make` creates it and
    /// installs the builder as its initializer would (a xib root's starter's factory does both); then the view hears of every size-class state, as UIKit tells a view on screen.
    public func starter(_ name: String, key: String, make: () -> UIView) {
        guard begin(starter: "\(name) \(key)") else { return }
        let screen = UIKitModel.screenTraits
        let view = make()
        for (horizontal, vertical) in Self.states + [(screen.horizontalSizeClass, screen.verticalSizeClass)] {
            let previous = UIKitModel.screenTraits
            UIKitModel.screenTraits = UIKitModel.traits(horizontal: horizontal, vertical: vertical)
            view.traitCollectionDidChange(previous)
            statesEntered += 1
        }
        UIKitModel.screenTraits = screen
    }

    /// Not a UIKit exception: the driver's check that the starter applied the size classes of the screen.
    private func compare(_ controller: UIViewController, _ built: ((UITraitCollection) -> UIView)?, _ name: String) {
        guard let built, controller.children.isEmpty else { return }
        let traits = UIKitModel.screenTraits
        let expected = UIKitModel.snapshot(built(traits)), actual = UIKitModel.snapshot(controller.view)
        if actual != expected {
            UIKitModel.raise("size classes", "\(name): the view in \(Self.name(traits.horizontalSizeClass))/\(Self.name(traits.verticalSizeClass)) is not its builder's:\n\(Self.difference(expected, actual))")
        }
    }

    private func begin(starter name: String) -> Bool {
        guard !Self.skipped.contains("starter: \(name)") else { return false }
        print("starter: \(name)")
        fflush(stdout)
        starters += 1
        return true
    }

    /// The layouts and scenes an earlier run stopped in (`run-generated.sh --keep-going` lists them in the file
    /// `$UNBOARD_DRIVER_SKIP`, one `layout: ...` or `scene: ...` line each), so that a run reports every stop.
    static let skipped: Set<String> = {
        guard let path = ProcessInfo.processInfo.environment["UNBOARD_DRIVER_SKIP"],
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }()

    /// Prints the closing line and writes the dump.
    public func finish() {
        if let path = ProcessInfo.processInfo.environment["UNBOARD_EXECUTED_DUMP"] {
            let data = try! JSONSerialization.data(withJSONObject: ["layouts": dump], options: [.sortedKeys])
            try! data.write(to: URL(fileURLWithPath: path))
        }
        if starters > 0 { print("starters: \(starters) runs") }
        print("executed: \(builders.count) builders, \(layouts) layouts, \(statesEntered) size-class states, \(UIKitModel.exceptions.count) exceptions")
    }

    static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        default: "unspecified"
        }
    }

    static func difference(_ expected: String, _ actual: String) -> String {
        let e = Set(expected.split(separator: "\n")), a = Set(actual.split(separator: "\n"))
        return (e.subtracting(a).sorted().map { "  - \($0)" } + a.subtracting(e).sorted().map { "  + \($0)" }).joined(separator: "\n")
    }
}

extension UIKitModel {
    /// The executed hierarchy and its active constraints, views named by their index path from the root ("" for the
    /// root, "0.2" for the root's first subview's third subview) or from one of the `shown` views ("~1.0" for the
    /// second one's first subview), layout guides by their view's path and identifier ("#UIViewSafeAreaLayoutGuide"),
    /// items outside the hierarchy as "?".
    public static func executedLayout(_ root: UIView, shown: [UIView] = []) -> [String: Any] {
        var paths: [ObjectIdentifier: String] = [:]
        var views: [[String: Any]] = []
        func walk(_ view: UIView, _ path: String) {
            paths[ObjectIdentifier(view)] = path
            views.append(["path": path, "type": "\(type(of: view))", "hidden": view.isHidden,
                          "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints,
                          "frame": [Double(view.frame.minX), Double(view.frame.minY), Double(view.frame.width), Double(view.frame.height)]])
            for (index, subview) in view.subviews.enumerated() { walk(subview, path.isEmpty ? "\(index)" : "\(path).\(index)") }
        }
        walk(root, "")
        for (index, view) in shown.enumerated() { walk(view, "~\(index)") }
        var constraints: [[String: Any]] = []
        for view in ([root] + shown).flatMap({ [$0] + $0.recursiveModelSubviews }) {
            for constraint in view.constraints {
                let state = constraint.constraintState
                func item(_ object: AnyObject?) -> Any {
                    guard let object else { return NSNull() }
                    if let guide = object as? UILayoutGuide {
                        let owner = guide.owningView.flatMap { paths[ObjectIdentifier($0)] } ?? "?"
                        return "\(owner)#\(guide.identifier)"
                    }
                    return paths[ObjectIdentifier(object)] ?? "?"
                }
                var entry: [String: Any] = [
                    "first": item(state.firstItem), "firstAttribute": attributeName(state.firstAttribute),
                    "relation": state.relation == .equal ? "equal" : state.relation == .lessThanOrEqual ? "lessThanOrEqual" : "greaterThanOrEqual",
                    "second": item(state.secondItem), "secondAttribute": attributeName(state.secondAttribute),
                    "multiplier": Double(state.multiplier), "constant": Double(state.constant),
                    "priority": Double(state.priority.rawValue), "holder": paths[ObjectIdentifier(view)] ?? "?",
                ]
                if let identifier = state.identifier { entry["identifier"] = identifier }
                if let spacing = state.systemSpacingMultiplier { entry["systemSpacing"] = Double(spacing) }
                constraints.append(entry)
            }
        }
        return ["views": views, "constraints": constraints]
    }

    /// A text form of `executedLayout`, one line per view and per constraint, for comparing states.
    public static func snapshot(_ root: UIView, shown: [UIView] = []) -> String {
        let layout = executedLayout(root, shown: shown)
        let views = (layout["views"] as! [[String: Any]]).map { "\($0["path"]!) \($0["type"]!) hidden=\($0["hidden"]!)" }
        let constraints = (layout["constraints"] as! [[String: Any]]).map { entry in
            ["first", "firstAttribute", "relation", "second", "secondAttribute", "multiplier", "constant", "priority", "holder"]
                .map { "\(entry[$0].map { "\($0)" } ?? "-")" }.joined(separator: " ")
        }.sorted()
        return (views + constraints).joined(separator: "\n")
    }

    static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
        switch attribute {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        default: "notAnAttribute"
        }
    }
}

extension UIViewController {
    /// Loads the view and sends the appearance callbacks, as when UIKit puts the controller on screen.
    public func modelAppear() { appear() }
}
