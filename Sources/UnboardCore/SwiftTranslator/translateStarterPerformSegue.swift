extension BuilderFileTranslator {
    /// The starter's `performSegue(withIdentifier:sender:)`: the app's own calls keep performing the segues of the
    /// class's scenes through the `Scenes` methods. Without it they raise, since a controller the starter creates has
    /// no storyboard: "This method throws an Exception if there is no segue with the specified identifier."
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)).
    /// `nil` when no scene of the class has a segue it can perform.
    func starterPerformSegue(
        _ builder: BuilderModel, starter: StarterNames, sceneGraphs: [SceneGraphModel]
    ) -> SwiftFunction? {
        var order: [String] = []
        var hasPopover = false
        var bodies: [String: (pattern: SwiftExpression, body: [SwiftStatement])] = [:]
        for graph in sceneGraphs {
            // A class with two scenes in one storyboard: which scene a segue leaves from is not known here.
            let layouts = builder.layouts.filter { $0.sourcePath == graph.sourcePath }
            guard layouts.count == 1 else { continue }
            var seen: Set<String> = []
            for segue in graph.segues where segue.sourceClassName == starter.className {
                let anchor = segue.id.flatMap { layouts[0].popoverAnchors[$0] }
                guard isPerformable(segue, hasAnchor: anchor != nil), let identifier = segue.identifier,
                    let constant = segue.identifierConstant, seen.insert(identifier).inserted
                else { continue }
                let perform = performStatements(segue, graph: graph, anchor: anchor)
                hasPopover = hasPopover || anchor != nil
                // A class with layouts in several storyboards performs the segues of the layout it was created with.
                let body: [SwiftStatement] =
                    builder.layouts.count == 1
                    ? perform
                    : [
                        .ifCondition(
                            .binary(.identifier("codeInterfaceBuilderKey"), "==", .dot(layouts[0].keyConstant)),
                            body: perform, elseBody: nil)
                    ]
                if bodies[identifier] == nil {
                    order.append(identifier)
                    bodies[identifier] = (
                        SwiftExpression.identifier(graph.typeName).dot(graph.segueIdentifierTypeName).dot(constant), []
                    )
                }
                bodies[identifier]?.body += body
            }
        }
        guard !order.isEmpty else { return nil }
        let cases = order.compactMap { bodies[$0] }.map { SwiftSwitchCase(patterns: [$0.pattern], body: $0.body) }
        return overriding(
            "performSegue",
            parameters: [
                SwiftParameter(label: "withIdentifier", name: "identifier", type: "String"),
                SwiftParameter(name: "sender", type: "Any?"),
            ],
            documentation: SwiftDocumentation(
                [
                    "Performs the segues of the storyboard scene through its `Scenes` methods, which create the destination, call",
                    "`prepare(for:sender:)` with `sender` and show it: the controller has no storyboard to find them in. It does not",
                    "ask `shouldPerformSegue(withIdentifier:sender:)`, as UIKit does not: \"This method is not invoked when",
                    "-performSegueWithIdentifier:sender: is used.\" (UIViewController.h). Other identifiers go to `super`,",
                ]
                    + (hasPopover
                        ? [
                            "which raises as it did for identifiers the storyboard lacked; so do the segues of a scene that shares",
                            "its class with another scene of the same storyboard. A popover points at the anchor the storyboard",
                            "names, one of the views: before they load, it goes to `super` too.",
                        ]
                        : [
                            "which raises as it did for identifiers the storyboard lacked; so do popover segues (their anchor is the",
                            "storyboard's) and the segues of a scene that shares its class with another scene of the same storyboard.",
                        ])),
            body: [
                .switchOver(.identifier("identifier"), cases: cases, defaultBody: [.breakStatement]),
                .expression(
                    SwiftExpression.identifier("super").dot("performSegue")(
                        SwiftArgument("withIdentifier", .identifier("identifier")),
                        SwiftArgument("sender", .identifier("sender")))),
            ])
    }

    /// Whether the `Scenes` method can perform the segue with a source, a sender and the anchor the builder keeps: a
    /// popover with its anchor, another segue with a destination, or an unwind action to return with.
    private func isPerformable(_ segue: SegueModel, hasAnchor: Bool) -> Bool {
        switch segue.kind {
        case .popover: hasAnchor && segue.destination != nil
        case .unwind: segue.unwindAction != nil
        default: segue.destination != nil
        }
    }

    /// The call of the segue's `Scenes` method and `return`; a popover's inside `if let anchor = ...`, the anchor
    /// Interface Builder names, which the builder keeps once the view has loaded.
    private func performStatements(_ segue: SegueModel, graph: SceneGraphModel, anchor: String?) -> [SwiftStatement] {
        var arguments = [SwiftArgument("from", .identifier("self"))]
        if anchor != nil { arguments.append(SwiftArgument("anchor", .identifier("anchor"))) }
        arguments.append(SwiftArgument("sender", .identifier("sender")))
        let perform: [SwiftStatement] = [
            .expression(.call(SwiftExpression.identifier(graph.typeName).dot(segue.methodName), arguments)),
            .returnValue(nil),
        ]
        guard let anchor else { return perform }
        return [
            .ifLet(
                name: "anchor", value: SwiftExpression.optionalChain(.identifier("codeInterfaceBuilder")).dot(anchor),
                body: perform, elseBody: nil)
        ]
    }
}
