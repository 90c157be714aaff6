extension BuilderFileTranslator {
    /// `embed<Child>(in:container:)`: creates the child, lets the parent prepare it as for the embed segue, and
    /// adds it with `embed(_:in:of:)`.
    func embedFunction(_ embed: EmbedModel, graph: SceneGraphModel) -> SwiftFunction {
        let child = SwiftExpression.identifier("child")
        let parent = SwiftExpression.identifier("parent")
        let identifier = segueIdentifier(embed.identifierConstant, graph: graph)
        let segue = SwiftExpression.identifier("UIStoryboardSegue")(
            SwiftArgument("identifier", identifier), SwiftArgument("source", parent),
            SwiftArgument("destination", child))
        var function = staticFunction(
            [
                "Embed segue \(embed.identifier.map { "`\($0)`" } ?? "without identifier"): a `\(embed.destination.className)` from",
                "`\(Self.factoryCall(embed.destination).renderedText)` in the container view of `\(embed.parentClassName)` that its builder calls",
                "`\(embed.containerProperty)`. Lets `parent` prepare the child in `prepare(for:sender:)`, then adds it with",
                "`embed(_:in:of:)`; see there when the child's view loads.",
            ],
            name: embed.methodName,
            parameters: [
                SwiftParameter(label: "in", name: "parent", type: embed.parentClassName),
                SwiftParameter(name: "container", type: "UIView"),
            ],
            returnType: embed.destination.className,
            body: [
                .variable(SwiftVariable(name: "child", value: Self.factoryCall(embed.destination))),
                .variable(SwiftVariable(name: "segue", value: segue)),
                .expression(
                    parent.dot("prepare")(
                        SwiftArgument("for", .identifier("segue")), SwiftArgument("sender", .literal(.nil)))),
                .expression(
                    SwiftExpression.identifier("embed")(
                        .unlabeled(child), SwiftArgument("in", .identifier("container")), SwiftArgument("of", parent))),
                .returnValue(child),
            ])
        function.attributes = ["@discardableResult"]
        return function
    }

    /// `embed(_:in:of:)` and `removeEmbedded(_:)`: view controller containment in the order UIKit requires.
    func containmentFunctions() -> [SwiftFunction] {
        let child = SwiftExpression.identifier("child")
        let childView = child.dot("view")
        let embed = staticFunction(
            [
                "Adds `child` to `parent` with its view filling `container`, in the order UIKit requires: `addChild(_:)`,",
                "the child's view sized to the container, `addSubview(_:)`, then `didMove(toParent:)`.",
                "",
                "Reading `child.view` loads the child's view here (its `loadView()` and `viewDidLoad()`, with the xib views",
                "it nests). A storyboard performs embed segues while it loads the parent's view: the parent's",
                "`prepare(for:sender:)` and the child's `viewDidLoad()` run before the parent's `viewDidLoad()`. Call the",
                "`embed...` methods from the parent's `loadView()`, after installing its view, to keep that order; from",
                "`viewDidLoad()`, the child's view loads during the parent's. Either way the child is in place before the",
                "parent's `viewWillAppear(_:)`, which UIKit forwards to it, as it forwards the later appearance calls.",
            ],
            name: "embed",
            parameters: [
                SwiftParameter(label: "_", name: "child", type: "UIViewController"),
                SwiftParameter(label: "in", name: "container", type: "UIView"),
                SwiftParameter(label: "of", name: "parent", type: "UIViewController"),
            ],
            body: [
                .expression(SwiftExpression.identifier("parent").dot("addChild")(.unlabeled(child))),
                .assignment(childView.dot("frame"), SwiftExpression.identifier("container").dot("bounds")),
                .assignment(
                    childView.dot("autoresizingMask"), .array([.dot("flexibleWidth"), .dot("flexibleHeight")])),
                .expression(SwiftExpression.identifier("container").dot("addSubview")(.unlabeled(childView))),
                .expression(child.dot("didMove")(SwiftArgument("toParent", .identifier("parent")))),
            ])
        let remove = staticFunction(
            [
                "Removes a child that `embed(_:in:of:)` added, in the reverse order: `willMove(toParent: nil)`, its view out",
                "of the container, then `removeFromParent()`.",
            ],
            name: "removeEmbedded", parameters: [SwiftParameter(label: "_", name: "child", type: "UIViewController")],
            body: [
                .expression(child.dot("willMove")(SwiftArgument("toParent", .literal(.nil)))),
                .expression(childView.dot("removeFromSuperview")()),
                .expression(child.dot("removeFromParent")()),
            ])
        return [embed, remove]
    }

    /// The search for an unwind segue's destination and the return to it.
    func unwindFunctions() -> [SwiftFunction] {
        let controller = SwiftExpression.identifier("controller")
        let source = SwiftArgument("from", .identifier("source"))
        let type = SwiftArgument("to", .identifier("type"))
        let found = SwiftExpression.identifier("destination")
        let actionArguments = [
            SwiftArgument("action", .identifier("action")), SwiftArgument("sender", .identifier("sender")),
        ]
        func search(_ label: String, _ value: SwiftExpression) -> SwiftExpression {
            .call(.identifier("unwindDestination"), [source, SwiftArgument(label, value), type] + actionArguments)
        }
        func parameters(_ label: String) -> [SwiftParameter] {
            [
                SwiftParameter(label: "from", name: "source", type: "UIViewController"),
                SwiftParameter(label: label, name: "controller", type: "UIViewController"),
                SwiftParameter(label: "to", name: "type", type: "Destination.Type"),
                SwiftParameter(name: "action", type: "Selector"),
                SwiftParameter(name: "sender", type: "Any?"),
            ]
        }
        let canPerform = controller.dot("canPerformUnwindSegueAction")(
            .unlabeled(.identifier("action")), SwiftArgument("from", .identifier("source")),
            SwiftArgument("sender", .identifier("sender")))
        let returnFound: [SwiftStatement] = [.returnValue(found)]
        let up = staticFunction(
            [
                "The first `Destination` in `controller` (see `unwindDestination(from:in:to:action:sender:)`), else in the controller",
                "that contains or presented it, and so on up.",
            ],
            name: "unwindDestination<Destination>", parameters: parameters("above"), returnType: "Destination?",
            access: .private,
            body: [
                .ifLet(name: "destination", value: search("in", controller), body: returnFound, elseBody: nil),
                .ifLet(
                    name: "next",
                    value: .binary(controller.dot("parent"), "??", controller.dot("presentingViewController")),
                    body: [
                        .returnValue(search("above", .identifier("next")))
                    ], elseBody: nil),
                .returnValue(.literal(.nil)),
            ])
        let down = staticFunction(
            [
                "`controller` when it is a `Destination` other than `source` that `canPerformUnwindSegueAction(_:from:sender:)`",
                "accepts, as UIKit asks each candidate; else the first among its children, the latest first, and theirs.",
            ],
            name: "unwindDestination<Destination>", parameters: parameters("in"), returnType: "Destination?",
            access: .private,
            body: [
                .ifCondition(
                    .binary(controller, "!==", .identifier("source")),
                    body: [
                        .ifLet(
                            name: "destination", value: .binary(controller, "as?", .identifier("Destination")),
                            body: [.ifCondition(canPerform, body: returnFound, elseBody: nil)], elseBody: nil)
                    ], elseBody: nil),
                .forIn(
                    pattern: "child", sequence: controller.dot("children").dot("reversed")(),
                    body: [
                        .ifLet(
                            name: "destination", value: search("in", .identifier("child")), body: returnFound,
                            elseBody: nil)
                    ]),
                .returnValue(.literal(.nil)),
            ])
        let back = staticFunction(
            [
                "Dismisses what `destination` presented and pops its navigation stack back to it, as an unwind segue does."
            ],
            name: "returnToUnwindDestination",
            parameters: [SwiftParameter(label: "_", name: "destination", type: "UIViewController")],
            access: .private,
            body: [
                .ifCondition(
                    .binary(
                        SwiftExpression.identifier("destination").dot("presentedViewController"), "!=", .literal(.nil)),
                    body: [
                        .expression(
                            SwiftExpression.identifier("destination").dot("dismiss")(
                                SwiftArgument("animated", .literal(.bool(true)))))
                    ], elseBody: nil),
                .assignment(
                    .identifier("_"),
                    SwiftExpression.optionalChain(SwiftExpression.identifier("destination").dot("navigationController"))
                        .dot("popToViewController")(
                            .unlabeled(.identifier("destination")), SwiftArgument("animated", .literal(.bool(true))))),
                // "For example, a tab bar controller selects the tab containing the specified view controller."
                .comment(
                    "UIKit's tab bar controller selects the tab that holds the destination (`unwind(for:towards:)`)."),
                .ifLet(
                    name: "tabs", value: SwiftExpression.identifier("destination").dot("tabBarController"),
                    body: [
                        .ifLet(
                            name: "tab",
                            value: SwiftExpression.identifier("tab")(
                                SwiftArgument("holding", .identifier("destination")),
                                SwiftArgument("in", .identifier("tabs"))),
                            body: [
                                .assignment(
                                    SwiftExpression.identifier("tabs").dot("selectedViewController"),
                                    .identifier("tab"))
                            ], elseBody: nil)
                    ], elseBody: nil),
            ])
        return [up, down, back, tabHolding()]
    }

    /// `tab(holding:in:)`: the child of a tab bar controller that holds a controller, itself or an ancestor.
    private func tabHolding() -> SwiftFunction {
        let controller = SwiftExpression.identifier("controller")
        return staticFunction(
            ["The child of `tabs` that is `controller` or holds it, `nil` when `controller` is not inside `tabs`."],
            name: "tab",
            parameters: [
                SwiftParameter(label: "holding", name: "controller", type: "UIViewController"),
                SwiftParameter(label: "in", name: "tabs", type: "UITabBarController"),
            ], returnType: "UIViewController?", access: .private,
            body: [
                .ifCondition(
                    .binary(controller.dot("parent"), "===", .identifier("tabs")), body: [.returnValue(controller)],
                    elseBody: nil),
                .ifLet(
                    name: "parent", value: controller.dot("parent"),
                    body: [
                        .returnValue(
                            SwiftExpression.identifier("tab")(
                                SwiftArgument("holding", .identifier("parent")),
                                SwiftArgument("in", .identifier("tabs"))))
                    ], elseBody: nil),
                .returnValue(.literal(.nil)),
            ])
    }
}
