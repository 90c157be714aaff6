import Foundation
import Testing
import UnboardCore

/// The behavioural UIKit model does what Apple's documentation says where the model once did otherwise (the
/// "contradicted" rows of `Tests/UIKitModel/README.md`, now "verified"): one program, one line per behaviour.
@Suite(.serialized) struct ModelDocumentationRuntimeTests {
    static let program = #"""
        import UIKit

        func show(_ label: String, _ value: Any) { print("\(label): \(value)") }
        func rect(_ r: CGRect) -> String { "\(r.minX),\(r.minY),\(r.width),\(r.height)" }

        let sized = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        sized.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        show("bounds keeps the center", rect(sized.frame))

        let owner = UIViewController(nibName: nil, bundle: nil), inner = UIView()
        owner.view.addSubview(inner)
        show("margins", "root \(owner.view.layoutMargins.left),\(owner.view.layoutMargins.top) subview \(inner.layoutMargins.left)")

        let stack = UIStackView(frame: .zero)
        stack.insertArrangedSubview(UIView(), at: 2)
        show("insert out of bounds", UIKitModel.exceptions.last?.name ?? "none")
        let first = UIView(), second = UIView(), loose = UIView()
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        stack.setCustomSpacing(12, after: first)
        stack.setCustomSpacing(7, after: second)
        stack.setCustomSpacing(5, after: loose)
        stack.insertArrangedSubview(second, at: 0)
        stack.removeArrangedSubview(first)
        stack.addArrangedSubview(first)
        show("custom spacing", "moved \(stack.customSpacing(after: second)) removed \(stack.customSpacing(after: first) == UIStackView.spacingUseDefault) not arranged \(stack.customSpacing(after: loose) == UIStackView.spacingUseDefault)")

        show("image view interactive", "\(UIImageView(image: nil).isUserInteractionEnabled) \(UIImageView(frame: .zero).isUserInteractionEnabled)")

        final class Tracked: UIViewController {
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                UIKitModel.events.append("didDisappear \(title ?? "")")
            }
        }
        let bottom = Tracked(nibName: nil, bundle: nil), middle = Tracked(nibName: nil, bundle: nil), top = Tracked(nibName: nil, bundle: nil)
        (bottom.title, middle.title, top.title) = ("bottom", "middle", "top")
        bottom.present(middle, animated: false, completion: nil)
        middle.present(top, animated: false, completion: nil)
        UIKitModel.events = []
        bottom.dismiss(animated: false) { UIKitModel.events.append("completion") }
        show("dismiss", UIKitModel.events.filter { $0.hasPrefix("didDisappear") || $0 == "completion" }.joined(separator: ","))
        show("dismissed all", bottom.presentedViewController == nil && middle.presentedViewController == nil)

        let tabs = UITabBarController(nibName: nil, bundle: nil)
        let tab0 = UIViewController(nibName: nil, bundle: nil), tab1 = UIViewController(nibName: nil, bundle: nil), tab2 = UIViewController(nibName: nil, bundle: nil)
        tabs.viewControllers = [tab0, tab1, tab2]
        tabs.selectedIndex = 2
        tabs.viewControllers = [tab2, tab0]
        let followed = tabs.selectedIndex
        tabs.selectedIndex = 1
        tabs.viewControllers = [tab1, tab2]
        let sameIndex = tabs.selectedIndex
        tabs.viewControllers = [tab0]
        show("tab reselection", "\(followed) \(sameIndex) \(tabs.selectedIndex)")

        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(nibName: nil, bundle: nil), compact = UIViewController(nibName: nil, bundle: nil)
        split.setViewController(primary, for: .primary)
        split.setViewController(compact, for: .compact)
        show("split column", "\(type(of: split.viewControllers[0])) \(primary.navigationController === split.viewControllers[0]) compact as is \(split.viewControllers.contains { $0 === compact })")

        let navigationItem = UINavigationItem(title: "Items")
        let itemX = UIBarButtonItem(), itemY = UIBarButtonItem(), itemZ = UIBarButtonItem()
        (itemX.title, itemY.title, itemZ.title) = ("x", "y", "z")
        navigationItem.rightBarButtonItems = [itemX, itemY]
        navigationItem.rightBarButtonItem = itemZ
        let replaced = navigationItem.rightBarButtonItems!.map { $0.title ?? "" }.joined()
        navigationItem.rightBarButtonItem = nil
        show("first bar button item", "\(replaced) \(navigationItem.rightBarButtonItems!.map { $0.title ?? "" }.joined())")

        let presentable = UIViewController(nibName: nil, bundle: nil)
        let resolved = presentable.modalPresentationStyle == .pageSheet
        presentable.modalPresentationStyle = .fullScreen
        show("modal style", "\(resolved) \(presentable.modalPresentationStyle == .fullScreen)")

        let button = UIButton(type: .system)
        button.addAction(UIAction(title: "primary") { _ in }, for: .primaryActionTriggered)
        button.addAction(UIAction(title: "touch") { _ in }, for: .touchUpInside)
        UIKitModel.events = []
        button.sendActions(for: .touchUpInside)
        show("sendActions", UIKitModel.events.joined(separator: ","))
        UIKitModel.events = []
        UIKitModel.tap(button)
        show("tap", UIKitModel.events.joined(separator: ","))

        let star = UIImage(systemName: "star")!
        let save = UIAction(title: "Save", image: star) { _ in }
        let typed = UIButton(type: .system, primaryAction: save), framed = UIButton(frame: .zero, primaryAction: save)
        let configured = UIButton(configuration: .plain(), primaryAction: save)
        show("button primary action", "\(typed.title(for: .normal) ?? "nil") \(typed.image(for: .normal) === star) \(framed.title(for: .normal) ?? "nil") \(configured.configuration?.title ?? "nil") \(configured.configuration?.image === star)")

        let segments = UISegmentedControl(items: ["a", "b"])
        let raisedBefore = UIKitModel.exceptions.count
        segments.setTitle("c", forSegmentAt: 5)
        show("segment out of range", "\(UIKitModel.exceptions.count - raisedBefore) \(segments.titleForSegment(at: 1) ?? "nil")")

        let compose = UIAction(title: "Compose", image: star) { _ in }
        let systemItem = UIBarButtonItem(systemItem: .add, primaryAction: compose)
        let plainItem = UIBarButtonItem()
        plainItem.primaryAction = compose
        show("bar button item", "\(systemItem.title ?? "nil") \(systemItem.image == nil) copied \(systemItem.primaryAction !== compose) \(systemItem.primaryAction?.title ?? "nil") plain \(plainItem.title ?? "nil")")

        let onlySizeClass = UITraitCollection(horizontalSizeClass: .compact)
        show("traits", "\(onlySizeClass.userInterfaceIdiom == .unspecified) \(onlySizeClass.userInterfaceStyle == .unspecified) \(onlySizeClass.displayScale) screen \(UIKitModel.screenTraits.userInterfaceIdiom == .phone) \(UIKitModel.screenTraits.displayScale)")

        UIKitModel.screenTraits = UIKitModel.traits(horizontal: .regular, vertical: .regular)
        // Kept alive while its view is read: a view does not keep its controller, and the model frees what is let go.
        let regular = UIViewController(nibName: nil, bundle: nil)
        withExtendedLifetime(regular) { show("regular margins", regular.view.layoutMargins.left) }
        print("executed: 0 builders, 0 layouts, 0 size-class states, \(UIKitModel.exceptions.count) exceptions")
        """#

    /// Each line the program prints, and what Apple's documentation makes it (the citation is in the model's source).
    static let expected = [
        "bounds keeps the center: 35.0,30.0,50.0,20.0",
        "margins: root 16.0,0.0 subview 8.0",
        "insert out of bounds: NSInternalInconsistencyException",
        "custom spacing: moved 7.0 removed true not arranged true",
        "image view interactive: false false",
        "dismiss: didDisappear top,didDisappear middle,completion",
        "dismissed all: true",
        "tab reselection: 0 1 0",
        "split column: UINavigationController true compact as is true",
        "first bar button item: zy y",
        "modal style: true true",
        "sendActions: action touch on UIButton",
        "tap: action touch on UIButton,action primary on UIButton",
        "button primary action: Save true Save Save true",
        "segment out of range: 0 b",
        "bar button item: nil true copied true Compose plain Compose",
        "traits: true true 0.0 screen true 3.0",
        "regular margins: 20.0",
    ]

    @Test func theModelDoesWhatAppleDocuments() throws {
        let run = try RuntimeTests.generateAndRun(
            TestPaths.interfaceFiles(in: RuntimeTests.snippetInput), program: Self.program)
        for line in Self.expected {
            #expect(run.output.contains(line + "\n"), "\(line) missing:\n\(run.output)")
        }
    }
}
