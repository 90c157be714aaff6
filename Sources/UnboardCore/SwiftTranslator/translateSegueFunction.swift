extension BuilderFileTranslator {
    /// `perform<Name>Segue(from:sender:)`: what UIKit did for a storyboard segue, in the same order: create the
    /// destination, make the segue object, `prepare(for:sender:)` on the source, then show the destination (through
    /// the segue's `perform()` when its class is the app's).
    func segueFunction(_ segue: SegueModel, graph: SceneGraphModel) -> SwiftFunction {
        var parameters = [SwiftParameter(label: "from", name: "source", type: segue.sourceClassName)]
        if let anchor = segue.anchorType { parameters.append(SwiftParameter(name: "anchor", type: anchor)) }
        parameters.append(SwiftParameter(name: "sender", type: "Any?"))
        let body = segue.kind == .unwind ? unwindBody(segue, graph: graph) : showBody(segue, graph: graph)
        return staticFunction(
            segueDocumentation(segue, graph: graph), name: segue.methodName, parameters: parameters, body: body)
    }

    private func segueDocumentation(_ segue: SegueModel, graph: SceneGraphModel) -> [String] {
        let name = segue.identifier.map { "Segue `\($0)`" } ?? "The segue without identifier"
        let target = segue.destination.map { " to `\(Self.factoryCall($0).renderedText)`" } ?? ""
        var lines = ["\(name) (\(segue.ibKind)) from `\(segue.sourceClassName)`\(target);"]
        lines.append(
            "Interface Builder performed it when \(segue.trigger == "the controller" ? "the controller called `performSegue(withIdentifier:sender:)`" : "\(segue.trigger) was tapped")."
        )
        if segue.isCustomSegueClass { lines.append("The segue object is a `\(segue.segueClassName)`.") }
        if segue.kind == .unwind, let action = segue.unwindAction {
            lines += [
                "",
                "Finds the nearest controller adopting `\(graph.unwindProtocolName(action))` (from `source` up through the",
                "controllers that contain or presented it, each with its children) whose",
                "`canPerformUnwindSegueAction(_:from:sender:)` accepts, calls its unwind action, then dismisses and pops back",
                "to it and selects its tab. Does nothing when there is none.",
            ]
        }
        return lines
    }

    private func showBody(_ segue: SegueModel, graph: SceneGraphModel) -> [SwiftStatement] {
        guard let destinationReference = segue.destination else { return [] }
        let destination = SwiftExpression.identifier("destination")
        var body: [SwiftStatement] = [
            .variable(
                SwiftVariable(
                    name: "destination", value: destinationValue(segue, of: destinationReference, graph: graph))),
            Self.segueRestorationClassStatement(destinationReference, graph: graph, on: destination),
        ]
        let style = segue.kind == .popover ? "popover" : segue.presentationStyle
        if let style, [.presentModally, .popover].contains(segue.kind) {
            body.append(.assignment(destination.dot("modalPresentationStyle"), .dot(style)))
        }
        if let transition = segue.transitionStyle {
            body.append(.assignment(destination.dot("modalTransitionStyle"), .dot(transition)))
        }
        if segue.kind == .popover, let anchorType = segue.anchorType {
            let popover = SwiftExpression.optionalChain(destination.dot("popoverPresentationController"))
            let anchor = SwiftExpression.identifier("anchor")
            if anchorType == "UIBarButtonItem" {
                body.append(.assignment(popover.dot("barButtonItem"), anchor))
            } else {
                body.append(.assignment(popover.dot("sourceView"), anchor))
                body.append(.assignment(popover.dot("sourceRect"), anchor.dot("bounds")))
            }
            if !segue.arrowDirections.isEmpty {
                body.append(
                    .assignment(popover.dot("permittedArrowDirections"), .array(segue.arrowDirections.map { .dot($0) }))
                )
            }
        }
        guard let transition = transition(segue) else {
            return body + prepareStatements(segue, graph: graph, destination: destination) + [
                .expression(segueObject.dot("perform")())
            ]
        }
        // A custom class with a standard kind: UIKit makes the segue an object of that class and calls its
        // `perform()`, which the class overrides; the kind's transition is what the base `perform()` does.
        guard segue.isCustomSegueClass else {
            return body + prepareStatements(segue, graph: graph, destination: destination) + [transition]
        }
        return body + prepareStatements(segue, graph: graph, destination: destination, performHandler: transition)
            + [.expression(segueObject.dot("perform")())]
    }

    private var segueObject: SwiftExpression { .identifier("segue") }

    /// The scene's factory's controller; for a segue IB created the destination of with an `@IBSegueAction`, what
    /// the source's `<name>(sender:segueIdentifier:)` makes first, when the source adopts the protocol and makes one
    /// of the destination's class (`nil` "proceeds as if this call had never been made", as Matt Neuburg found the
    /// action's `nil` to do: unverified).
    private func destinationValue(
        _ segue: SegueModel, of reference: SceneReference, graph: SceneGraphModel
    ) -> SwiftExpression {
        let factory = Self.factoryCall(reference)
        guard let selector = segue.creationSelector, let method = TranslationContext.segueActionMethodName(selector)
        else { return factory }
        let adopting = SwiftExpression.tuple([
            .unlabeled(
                .binary(
                    .binary(.identifier("source"), "as", .identifier("AnyObject")), "as?",
                    .identifier("any " + graph.segueActionProtocolName(selector))))
        ])
        let identifier = segueIdentifier(segue.identifierConstant, graph: graph)
        var made = SwiftExpression.optionalChain(adopting).dot(method)(
            SwiftArgument("sender", .identifier("sender")), SwiftArgument("segueIdentifier", identifier))
        // The requirement returns a `UIViewController?`: a cast to that class would be a warning.
        if reference.className != "UIViewController" { made = .binary(made, "as?", .identifier(reference.className)) }
        return .binary(made, "??", factory)
    }

    /// What the segue's kind shows: `source.show(destination, sender: sender)`, `present`, ...; `nil` for a custom
    /// kind, whose class does it.
    private func transition(_ segue: SegueModel) -> SwiftStatement? {
        let source = SwiftExpression.identifier("source")
        let destination = SwiftArgument.unlabeled(.identifier("destination"))
        let sender = SwiftArgument("sender", .identifier("sender"))
        switch segue.kind {
        case .show: return .expression(source.dot("show")(destination, sender))
        case .showDetail: return .expression(source.dot("showDetailViewController")(destination, sender))
        case .presentModally, .popover:
            return .expression(
                source.dot("present")(destination, SwiftArgument("animated", .literal(.bool(segue.animates)))))
        case .custom, .unwind: return nil
        }
    }

    /// `let segue = UIStoryboardSegue(identifier:source:destination:)` and `source.prepare(for: segue, sender: sender)`.
    /// With a `performHandler`, the segue is made with `init(identifier:source:destination:performHandler:)`.
    private func prepareStatements(
        _ segue: SegueModel, graph: SceneGraphModel, destination: SwiftExpression,
        performHandler: SwiftStatement? = nil
    ) -> [SwiftStatement] {
        let identifier = segueIdentifier(segue.identifierConstant, graph: graph)
        var arguments = [
            SwiftArgument("identifier", identifier), SwiftArgument("source", .identifier("source")),
            SwiftArgument("destination", destination),
        ]
        if let performHandler {
            arguments.append(
                SwiftArgument("performHandler", .closure(SwiftClosure(parameters: [], body: [performHandler]))))
        }
        let make = SwiftExpression.call(.identifier(segue.segueClassName), arguments)
        return [
            .variable(SwiftVariable(name: "segue", value: make)),
            .expression(
                SwiftExpression.identifier("source").dot("prepare")(
                    SwiftArgument("for", .identifier("segue")), SwiftArgument("sender", .identifier("sender")))),
        ]
    }

    private func unwindBody(_ segue: SegueModel, graph: SceneGraphModel) -> [SwiftStatement] {
        guard let action = segue.unwindAction, let method = TranslationContext.unwindMethodName(action) else {
            return []
        }
        let destination = SwiftExpression.identifier("destination")
        let find = SwiftExpression.identifier("unwindDestination")(
            SwiftArgument("from", .identifier("source")), SwiftArgument("above", .identifier("source")),
            SwiftArgument(
                "to",
                SwiftExpression.tuple([.unlabeled(.identifier("any \(graph.unwindProtocolName(action))"))]).dot("self")),
            // The protocol's method is not `@objc`, so `#selector` cannot name it; the app's `@IBAction` answers it.
            SwiftArgument(
                "action", SwiftExpression.uncheckedSelector(action)),
            SwiftArgument("sender", .identifier("sender")))
        var body = prepareStatements(segue, graph: graph, destination: destination)
        body.append(.expression(destination.dot(method)(.unlabeled(.identifier("segue")))))
        body.append(.expression(SwiftExpression.identifier("returnToUnwindDestination")(.unlabeled(destination))))
        return [.ifLet(name: "destination", value: find, body: body, elseBody: nil)]
    }
}

extension BuilderFileTranslator {
    /// `SegueIdentifier.<constant>` (by `graph`'s name for it) inside the `Scenes` type, `nil` for no identifier.
    func segueIdentifier(_ constant: String?, graph: SceneGraphModel) -> SwiftExpression {
        constant.map { SwiftExpression.identifier(graph.segueIdentifierTypeName).dot($0) } ?? .literal(.nil)
    }
}

extension SwiftExpression {
    /// The expression as the renderer writes it, for documentation.
    var renderedText: String { TextRenderer().expression(self, indent: 0) }
}
