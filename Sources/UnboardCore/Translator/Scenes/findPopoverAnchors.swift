extension TranslationContext {
    /// The id of what each popover segue of the scene points at, by segue id: the view or bar button item Interface
    /// Builder names as its anchor (`popoverAnchorView`, `popoverAnchorBarButtonItem`), else the button or bar button
    /// item that triggers it (a guess: the three popover segues of `../shared/corpus` and of the wider corpus's
    /// visible and probe sets all name an anchor, the trigger itself where one triggers them).
    /// The builder keeps each as a property, which the `Scenes` type and the starters pass to the segue's method.
    func popoverAnchors(in scene: IBScene, controller: IBViewController) -> [(segueID: String, anchorID: String)] {
        collectSegues(in: scene, controller: controller).compactMap { found in
            let attributes = found.segue.attributes
            guard let id = found.segue.id, let kind = attributes["kind"], Self.segueKinds[kind] == .popover else {
                return nil
            }
            // The triggers a builder wires (`segueTriggerAction`); a cell's segue is the app's to perform.
            let trigger = ["button", "barButtonItem"].contains(found.triggerElement) ? found.triggerID : nil
            guard let anchor = attributes["popoverAnchorView"] ?? attributes["popoverAnchorBarButtonItem"] ?? trigger
            else { return nil }
            return (id, anchor)
        }
    }
}
