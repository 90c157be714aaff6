extension BuilderFileTranslator {
    /// The builder of a table view controller scene without a custom class whose table is static, when it has one.
    func staticTableBuilder(_ scene: SceneModel, builders: [String: BuilderModel]) -> BuilderModel? {
        guard !scene.isCustomClass, scene.baseClassName == "UITableViewController", let reference = scene.builder,
            let builder = builders[reference.typeName],
            builder.layouts.contains(where: { $0.keyConstant == reference.keyConstant && !$0.tableSections.isEmpty })
        else { return nil }
        return builder
    }

    /// A storyboard's table view controller serves its static table itself; one created in code has none, so the
    /// factory of a scene without a class of the app creates this subclass, which keeps the builder and serves its
    /// `tableSections` with the members a `migrate` starter writes (`starterStaticTableMembers`), and performs the
    /// segues of its cells as the starter does (`cellSegueMembers`).
    func staticTableClass(
        _ scene: SceneModel, builders: [String: BuilderModel], graph: SceneGraphModel
    ) -> SwiftTypeDeclaration? {
        guard let builder = staticTableBuilder(scene, builders: builders), let key = scene.builder?.keyConstant else {
            return nil
        }
        let segues = cellSegues(of: builder, sceneGraphs: [graph]).filter { $0.trigger.sceneKeyConstant == key }
        let keeper = SwiftVariable(
            documentation: SwiftDocumentation([
                "The builder whose `tableSections` the table shows; the factory sets it."
            ]),
            access: options.access, isMutable: true, name: "codeInterfaceBuilder", type: builder.typeName + "?")
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "The `UITableViewController` of scene `\(scene.storyboardIdentifier ?? scene.id)`, serving its static table",
                "from the builder, as the storyboard's table view controller did.",
            ]),
            access: options.access, name: graph.staticTableClassName(scene),
            conformances: ["UITableViewController"],
            members: [.variable(keeper)]
                + starterStaticTableMembers(builder, ownerType: "UITableViewController")
                + cellSegueMembers(segues, ownerType: "UITableViewController", keyed: false))
    }

    /// The factory keeps the builder in the controller and, as a table view controller's own `loadView()` would
    /// (UITableViewController.h: "setting the datasource and delegate to self"), makes it the table's data source and
    /// delegate.
    static func staticTableRoles(_ controller: SwiftExpression) -> [SwiftStatement] {
        [.assignment(controller.dot("codeInterfaceBuilder"), .identifier("builder"))]
            + ["dataSource", "delegate"].map { .assignment(controller.dot("tableView").dot($0), controller) }
    }
}
