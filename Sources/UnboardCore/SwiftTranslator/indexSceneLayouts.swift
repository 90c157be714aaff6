/// Where each layout of a builder sits in its `layouts` and `controllerLayouts`, by key constant.
struct SceneLayoutPositions: Sendable {
    var layouts: [String: Int]
    var controllerLayouts: [String: Int]
}

extension BuilderFileTranslator {
    /// This translator with `builder`'s layouts indexed by key constant, for a `Scenes` file, which finds each
    /// scene's layout: searched for scene by scene, that grew with the square of the scenes of one class. Unchanged
    /// for a builder of a few layouts, which a search reads faster than an index is made.
    func indexingSceneLayouts(of builder: BuilderModel) -> BuilderFileTranslator {
        guard builder.layouts.count + builder.controllerLayouts.count > Self.searchedLayoutCount else { return self }
        func positions(_ keyConstants: [String]) -> [String: Int] {
            Dictionary(keyConstants.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var translator = self
        translator.settledLayoutPositions = SceneLayoutPositions(
            layouts: positions(builder.layouts.map(\.keyConstant)),
            controllerLayouts: positions(builder.controllerLayouts.map(\.keyConstant)))
        return translator
    }

    /// The most layouts a builder has whose scenes' layouts are searched for, not indexed.
    static let searchedLayoutCount = 16

    /// The first layout of `builder` whose key constant is `keyConstant`: through the index when this translator has
    /// one of `builder` (`indexingSceneLayouts(of:)`), else searched for.
    func sceneLayout(_ keyConstant: String, of builder: BuilderModel) -> LayoutModel? {
        if let layout = Self.indexed(
            keyConstant, \.keyConstant, in: builder.layouts, at: settledLayoutPositions?.layouts)
        {
            return layout
        }
        return builder.layouts.first { $0.keyConstant == keyConstant }
    }

    /// The first view-less controller's layout of `builder` whose key constant is `keyConstant`, likewise.
    func sceneControllerLayout(_ keyConstant: String, of builder: BuilderModel) -> ControllerLayoutModel? {
        if let layout = Self.indexed(
            keyConstant, \.keyConstant, in: builder.controllerLayouts, at: settledLayoutPositions?.controllerLayouts)
        {
            return layout
        }
        return builder.controllerLayouts.first { $0.keyConstant == keyConstant }
    }

    /// The layout the index places at `keyConstant`, when it is there: an index made of another builder finds none.
    private static func indexed<Layout>(
        _ keyConstant: String, _ keyPath: KeyPath<Layout, String>, in layouts: [Layout], at positions: [String: Int]?
    ) -> Layout? {
        guard let position = positions?[keyConstant], layouts.indices.contains(position),
            layouts[position][keyPath: keyPath] == keyConstant
        else { return nil }
        return layouts[position]
    }
}
