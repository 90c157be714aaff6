extension BuilderFileTranslator {
    /// `perform<Name>Segue(from:sender:)`: what UIKit did for a storyboard segue, in the same order: create the
    /// destination, make the segue object, `prepare(for:sender:)` on the source, then show the destination.
    func segueFunction(_ segue: SegueModel, graph: SceneGraphModel) -> SwiftFunction {
        var parameters = [SwiftParameter(label: "from", name: "source", type: segue.sourceClassName)]
        if let anchor = segue.anchorType { parameters.append(SwiftParameter(name: "anchor", type: anchor)) }
        parameters.append(SwiftParameter(name: "sender", type: "Any?"))
        let body = segue.kind == .unwind ? unwindBody(segue) : showBody(segue)
        return staticFunction(segueDocumentation(segue), name: segue.methodName, parameters: parameters, body: body)
    }

    private func segueDocumentation(_ segue: SegueModel) -> [String] {
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
                "Finds the nearest controller adopting `\(Self.unwindProtocolName(action))` (from `source` up through the",
                "controllers that contain or presented it, each with its children) whose",
                "`canPerformUnwindSegueAction(_:from:sender:)` accepts, calls its unwind action, then dismisses and pops back",
                "to it and selects its tab. Does nothing when there is none.",
            ]
        }
        return lines
    }

    private func showBody(_ segue: SegueModel) -> [SwiftStatement] {
        guard let destinationReference = segue.destination else { return [] }
        let source = SwiftExpression.identifier("source")
        let destination = SwiftExpression.identifier("destination")
        let sender = SwiftExpression.identifier("sender")
        var body: [SwiftStatement] = [
            .variable(SwiftVariable(name: "destination", value: Self.factoryCall(destinationReference)))
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
        body += prepareStatements(segue, destination: destination)
        let animated = SwiftArgument("animated", .literal(.bool(segue.animates)))
        switch segue.kind {
        case .show:
            body.append(.expression(source.dot("show")(.unlabeled(destination), SwiftArgument("sender", sender))))
        case .showDetail:
            body.append(
                .expression(
                    source.dot("showDetailViewController")(.unlabeled(destination), SwiftArgument("sender", sender))))
        case .presentModally, .popover:
            body.append(.expression(source.dot("present")(.unlabeled(destination), animated)))
        case .custom: body.append(.expression(SwiftExpression.identifier("segue").dot("perform")()))
        case .unwind: break
        }
        return body
    }

    /// `let segue = UIStoryboardSegue(identifier:source:destination:)` and `source.prepare(for: segue, sender: sender)`.
    private func prepareStatements(_ segue: SegueModel, destination: SwiftExpression) -> [SwiftStatement] {
        let identifier =
            segue.identifierConstant.map { SwiftExpression.identifier("SegueIdentifier").dot($0) } ?? .literal(.nil)
        let make = SwiftExpression.identifier(segue.segueClassName)(
            SwiftArgument("identifier", identifier), SwiftArgument("source", .identifier("source")),
            SwiftArgument("destination", destination))
        return [
            .variable(SwiftVariable(name: "segue", value: make)),
            .expression(
                SwiftExpression.identifier("source").dot("prepare")(
                    SwiftArgument("for", .identifier("segue")), SwiftArgument("sender", .identifier("sender")))),
        ]
    }

    private func unwindBody(_ segue: SegueModel) -> [SwiftStatement] {
        guard let action = segue.unwindAction, let method = TranslationContext.unwindMethodName(action) else {
            return []
        }
        let destination = SwiftExpression.identifier("destination")
        let find = SwiftExpression.identifier("unwindDestination")(
            SwiftArgument("from", .identifier("source")), SwiftArgument("above", .identifier("source")),
            SwiftArgument(
                "to",
                SwiftExpression.tuple([.unlabeled(.identifier("any \(Self.unwindProtocolName(action))"))]).dot("self")),
            // The protocol's method is not `@objc`, so `#selector` cannot name it; the app's `@IBAction` answers it.
            SwiftArgument(
                "action", SwiftExpression.identifier("Selector")(.unlabeled(.tuple([.unlabeled(.string(action))])))),
            SwiftArgument("sender", .identifier("sender")))
        var body = prepareStatements(segue, destination: destination)
        body.append(.expression(destination.dot(method)(.unlabeled(.identifier("segue")))))
        body.append(.expression(SwiftExpression.identifier("returnToUnwindDestination")(.unlabeled(destination))))
        return [.ifLet(name: "destination", value: find, body: body, elseBody: nil)]
    }
}

extension SwiftExpression {
    /// The expression as the renderer writes it, for documentation.
    var renderedText: String { TextRenderer().expression(self, indent: 0) }
}
