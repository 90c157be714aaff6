/// The segues of one source class that the buttons and bar button items of one builder performed in Interface
/// Builder, each with the builder action that stands for it.
struct SegueTriggers {
    var builderType: String
    var sourceClassName: String
    var segues: [TriggeredSegue]

    /// A segue with its builder action and, for a popover, the builder property holding its anchor.
    struct TriggeredSegue {
        var segue: SegueModel
        var actionName: String
        var anchor: String?
    }
}

extension BuilderFileTranslator {
    /// The segue triggers of `graph`'s storyboard, by builder and source class, in the order of the builders.
    func segueTriggers(_ graph: SceneGraphModel, builders: [BuilderModel]) -> [SegueTriggers] {
        let seguesByID = Dictionary(
            graph.segues.compactMap { segue in segue.id.map { ($0, segue) } }, uniquingKeysWith: { first, _ in first })
        var result: [SegueTriggers] = []
        for builder in builders {
            var byClass: [String: [SegueTriggers.TriggeredSegue]] = [:]
            var classes: [String] = []
            for layout in builder.layouts where layout.sourcePath == graph.sourcePath {
                for action in layout.actions {
                    guard let id = action.segue?.id, let segue = seguesByID[id] else { continue }
                    if byClass[segue.sourceClassName] == nil { classes.append(segue.sourceClassName) }
                    byClass[segue.sourceClassName, default: []].append(
                        SegueTriggers.TriggeredSegue(
                            segue: segue, actionName: action.name, anchor: layout.popoverAnchors[id]))
                }
            }
            result += classes.map {
                SegueTriggers(builderType: builder.typeName, sourceClassName: $0, segues: byClass[$0] ?? [])
            }
        }
        return result
    }

    /// `addSegueTriggers(to:builder:)`: the buttons and bar button items that performed segues in Interface Builder
    /// perform them, asking the source's `shouldPerformSegue(withIdentifier:sender:)` first as UIKit does for segues
    /// that controls trigger.
    func segueTriggerFunction(_ triggers: SegueTriggers, graph: SceneGraphModel) -> SwiftFunction {
        let body: [SwiftStatement] = triggers.segues.map { trigger in
            // The anchor is captured weakly: the control holds the action, and may be the anchor or inside it.
            let captures = ["weak source"] + (trigger.anchor.map { ["weak anchor = builder.\($0)"] } ?? [])
            var closure = SwiftClosure(
                parameters: ["action"],
                body: segueTriggerBody(trigger, source: "source", sender: "action.sender", graph: graph))
            closure.captures = captures
            return .expression(
                SwiftExpression.identifier("builder").dot("add\(trigger.actionName)Action")(
                    .unlabeled(SwiftExpression.identifier("UIAction")(.unlabeled(.closure(closure))))))
        }
        return staticFunction(
            [
                "Makes the buttons and bar button items that performed segues of `\(triggers.sourceClassName)` in Interface Builder",
                "perform them again: each asks `source.shouldPerformSegue(withIdentifier:sender:)` first, as UIKit does for a",
                "segue that a control triggers, then calls the segue's method with the control as the sender. Call it once,",
                "when the source creates its views: a `migrate` starter does in `loadView()`, a factory for a scene without a",
                "custom class does with the builder it creates.",
            ]
                + (triggers.segues.contains { $0.anchor != nil }
                    ? ["A popover points at the view or bar button item Interface Builder names as its anchor."] : []),
            name: "addSegueTriggers",
            parameters: [
                SwiftParameter(label: "to", name: "source", type: triggers.sourceClassName),
                SwiftParameter(name: "builder", type: triggers.builderType),
            ], body: body)
    }

    /// `guard let source, source.shouldPerformSegue(...) else { return }` then the segue's method of `graph`'s
    /// `Scenes` type, with `sender`; code outside it (a starter's method: `source` is `self`) names the type first.
    func segueTriggerBody(
        _ trigger: SegueTriggers.TriggeredSegue, source sourceName: String, sender senderText: String,
        graph: SceneGraphModel, qualified: Bool = false
    ) -> [SwiftStatement] {
        let segue = trigger.segue
        let source = SwiftExpression.identifier(sourceName)
        let sender = SwiftExpression.identifier(senderText)
        let scope = qualified ? graph.typeName + "." : ""
        var conditions: [SwiftExpression] = sourceName == "self" ? [] : [.identifier("let \(sourceName)")]
        var arguments = [SwiftArgument("from", source)]
        if let anchorType = segue.anchorType {
            // The anchor Interface Builder names; the trigger itself only when the builder keeps none.
            conditions.append(
                .identifier(trigger.anchor == nil ? "let anchor = \(senderText) as? \(anchorType)" : "let anchor"))
            arguments.append(SwiftArgument("anchor", .identifier("anchor")))
        }
        arguments.append(SwiftArgument("sender", sender))
        if let constant = segue.identifierConstant {
            // "Determines whether the segue with the specified identifier should be performed." A segue without an
            // identifier has none to ask about.
            conditions.append(
                source.dot("shouldPerformSegue")(
                    SwiftArgument(
                        "withIdentifier",
                        SwiftExpression.identifier(scope + graph.segueIdentifierTypeName).dot(constant)),
                    SwiftArgument("sender", sender)))
        }
        let perform = SwiftStatement.expression(.call(.identifier(scope + segue.methodName), arguments))
        return conditions.isEmpty ? [perform] : [.guardConditions(conditions), perform]
    }
}

extension BuilderFileTranslator {
    /// The controller starter's methods for the segues buttons in its scene's prototypes performed: each cell's
    /// builder sends `codeInterfaceBuilder<Name>Segue:` up the responder chain with the button as the sender, and the
    /// method asks `shouldPerformSegue(withIdentifier:sender:)` first, as UIKit does for a segue a control triggers,
    /// then performs it through the storyboard's `Scenes` type.
    func starterPrototypeSegueMethods(
        className: String, builders: [BuilderModel], sceneGraphs: [SceneGraphModel]
    ) -> [SwiftFunction] {
        var seen: Set<String> = []
        var methods: [SwiftFunction] = []
        for layout in builders.flatMap(\.layouts) {
            for action in layout.responderChainActions where action.receiver == className {
                guard let id = action.segue?.id, seen.insert(action.selector).inserted,
                    let graph = sceneGraphs.first(where: { $0.sourcePath == layout.sourcePath }),
                    let segue = graph.segues.first(where: { $0.id == id })
                else { continue }
                var method = SwiftFunction(
                    documentation: SwiftDocumentation([
                        "Performs segue `\(action.segue?.label ?? "")`, which a button in a cell of this scene performed in the storyboard:",
                        "the cell's builder sends this up the responder chain with the button as the sender.",
                    ]),
                    access: options.access, kind: .function(name: ObjCSelector(action.selector).name),
                    parameters: [SwiftParameter(label: "_", name: "sender", type: "Any?")],
                    body: segueTriggerBody(
                        SegueTriggers.TriggeredSegue(segue: segue, actionName: "", anchor: nil), source: "self",
                        sender: "sender", graph: graph, qualified: true))
                method.modifiers = ["@objc"]
                methods.append(method)
            }
        }
        return methods
    }
}
