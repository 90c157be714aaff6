extension BuilderFileTranslator {
    /// The user's controller and segue classes that `Scenes` files create, with their UIKit base classes.
    static func sceneClassBases(_ graphs: [SceneGraphModel]) -> [String: String] {
        var bases: [String: String] = [:]
        for graph in graphs {
            for scene in graph.scenes where scene.isCustomClass {
                bases[scene.className] = moreSpecific(scene.baseClassName, bases[scene.className])
            }
            for segue in graph.segues where segue.isCustomSegueClass {
                bases[segue.segueClassName] = "UIStoryboardSegue"
            }
        }
        return bases
    }
}
