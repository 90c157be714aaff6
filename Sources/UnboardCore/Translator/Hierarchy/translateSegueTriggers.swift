extension LayoutScope {
    /// A segue that a button or bar button item performed in Interface Builder, as an action of the builder
    /// (`add<Name>SegueAction(_:)`) that the storyboard's `Scenes` type wires to the segue's method. `nil` for
    /// relationship and embed segues and for segues the `Scenes` type does not generate.
    func segueTriggerAction(_ segue: IBConnection, trigger: String) -> ActionModel? {
        guard segue.kind == .segue, let id = segue.id, let kind = segue.attributes["kind"],
            let segueKind = TranslationContext.segueKinds[kind]
        else { return nil }
        let identifier = segue.attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }
        let unwindAction = segue.attributes["unwindAction"]
        if segueKind == .unwind, unwindAction.flatMap(TranslationContext.unwindMethodName) == nil { return nil }
        let label = identifier ?? unwindAction ?? trigger
        var stem =
            identifier.flatMap { SwiftIdentifier.upperCamel($0, maximumWords: 12) }
            ?? unwindAction.flatMap(TranslationContext.unwindMethodName).map(SwiftIdentifier.uppercaseFirst)
            ?? SwiftIdentifier.uppercaseFirst(trigger)
        if stem.hasSuffix("Segue") { stem.removeLast("Segue".count) }
        // Two buttons may perform two segues of one identifier: the second is named after its button.
        if let other = segueActionIDs[stem + "Segue"], other != id { stem += SwiftIdentifier.uppercaseFirst(trigger) }
        segueActionIDs[stem + "Segue"] = id
        var action = ActionModel(name: stem + "Segue", selector: "", controls: [])
        action.segue = SegueTrigger(id: id, label: label)
        return action
    }

    /// A segue that a button in a prototype performed: the cell cannot reach its scene's controller, but is in its
    /// view, so the button sends `codeInterfaceBuilder<Name>Segue:` up the responder chain ("If you specify nil,
    /// UIKit searches the responder chain for an object that responds to the specified action message",
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)), with itself as the sender,
    /// and the controller's starter declares that method, which performs the segue.
    func prototypeSegueAction(_ action: ActionModel, button: String, to controller: String) -> ResponderChainAction {
        var chained = ResponderChainAction(
            selector: "codeInterfaceBuilder\(action.name):", sender: button, event: "touchUpInside")
        chained.receiver = controller
        chained.segue = action.segue
        return chained
    }
}
