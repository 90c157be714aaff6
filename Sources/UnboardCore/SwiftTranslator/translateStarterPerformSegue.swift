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
        var bodies: [String: (pattern: SwiftExpression, body: [SwiftStatement])] = [:]
        for graph in sceneGraphs {
            // A class with two scenes in one storyboard: which scene a segue leaves from is not known here.
            let layouts = builder.layouts.filter { $0.sourcePath == graph.sourcePath }
            guard layouts.count == 1 else { continue }
            var seen: Set<String> = []
            for segue in graph.segues where segue.sourceClassName == starter.className && isPerformable(segue) {
                guard let identifier = segue.identifier, let constant = segue.identifierConstant,
                    seen.insert(identifier).inserted
                else { continue }
                let perform: [SwiftStatement] = [
                    .expression(
                        SwiftExpression.identifier(graph.typeName).dot(segue.methodName)(
                            SwiftArgument("from", .identifier("self")), SwiftArgument("sender", .identifier("sender")))),
                    .returnValue(nil),
                ]
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
                        SwiftExpression.identifier(graph.typeName).dot("SegueIdentifier").dot(constant), []
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
            documentation: SwiftDocumentation([
                "Performs the segues of the storyboard scene through its `Scenes` methods, which create the destination, call",
                "`prepare(for:sender:)` with `sender` and show it: the controller has no storyboard to find them in. It does not",
                "ask `shouldPerformSegue(withIdentifier:sender:)`, as UIKit does not: \"This method is not invoked when",
                "-performSegueWithIdentifier:sender: is used.\" (UIViewController.h). Other identifiers go to `super`,",
                "which raises as it did for identifiers the storyboard lacked; so do popover segues (their anchor is the",
                "storyboard's) and the segues of a scene that shares its class with another scene of the same storyboard.",
            ]),
            body: [
                .switchOver(.identifier("identifier"), cases: cases, defaultBody: [.breakStatement]),
                .expression(
                    SwiftExpression.identifier("super").dot("performSegue")(
                        SwiftArgument("withIdentifier", .identifier("identifier")),
                        SwiftArgument("sender", .identifier("sender")))),
            ])
    }

    /// Whether the `Scenes` method can perform the segue with only a source and a sender: not a popover (its anchor
    /// is the storyboard's), with a destination, or an unwind action to return with.
    private func isPerformable(_ segue: SegueModel) -> Bool {
        switch segue.kind {
        case .popover: false
        case .unwind: segue.unwindAction != nil
        default: segue.destination != nil
        }
    }
}
