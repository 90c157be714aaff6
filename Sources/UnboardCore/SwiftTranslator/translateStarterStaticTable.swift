extension BuilderFileTranslator {
    /// The data source and delegate methods of a `UITableViewController` whose layout has a static table, serving the
    /// builder's `tableSections`. With a storyboard, the controller serves the static content itself; created in code,
    /// it has none, and its own methods report no rows (issue 15: a starter keeps what the class does in its own
    /// `loadView()`). Only the methods whose data exist: titles where a section has one, heights where a row has one.
    func starterStaticTableMembers(_ builder: BuilderModel, ownerType: String) -> [SwiftDeclaration] {
        let sections = builder.layouts.flatMap(\.tableSections)
        guard ownerType == "UITableViewController", !sections.isEmpty else { return [] }
        let table = SwiftParameter(label: "_", name: "tableView", type: "UITableView")
        let section = SwiftParameter(label: "numberOfRowsInSection", name: "section", type: "Int")
        let indexPath = { (label: String) in SwiftParameter(label: label, name: "indexPath", type: "IndexPath") }
        var functions = [
            staticTableMethod(
                "numberOfSections", [SwiftParameter(label: "in", name: "tableView", type: "UITableView")], "Int",
                "codeInterfaceBuilder?.tableSections.count ?? 0",
                [
                    "The static table's sections, which the storyboard's table view controller served itself: created in",
                    "code it has no static content, and `super` reports none.",
                ]),
            staticTableMethod(
                "tableView", [table, section], "Int", "codeInterfaceBuilder?.tableSections[section].cells.count ?? 0",
                [
                    "The static table's rows in `section`. A class that hid rows by calling",
                    "`super.tableView(_:numberOfRowsInSection:)` from its own override gets the storyboard's rows from this",
                    "method now (`super` reports none in code): move that override's logic here.",
                ]),
            staticTableMethod(
                "tableView", [table, indexPath("cellForRowAt")], "UITableViewCell",
                "codeInterfaceBuilder?.tableSections[indexPath.section].cells[indexPath.row] ?? UITableViewCell()",
                [
                    "The static table's cells, created once by the builder with their content. Never `UITableViewCell()`:",
                    "without the builder, `numberOfSections(in:)` reports no sections.",
                ]),
        ]
        if sections.contains(where: { $0.headerTitle != nil || $0.localizedTitles["headerTitle"] != nil }) {
            functions.append(
                staticTableMethod(
                    "tableView",
                    [table, SwiftParameter(label: "titleForHeaderInSection", name: "section", type: "Int")],
                    "String?", "codeInterfaceBuilder?.tableSections[section].headerTitle",
                    ["The header title Interface Builder gives `section`, `nil` where it has none."]))
        }
        if sections.contains(where: { $0.footerTitle != nil || $0.localizedTitles["footerTitle"] != nil }) {
            functions.append(
                staticTableMethod(
                    "tableView",
                    [table, SwiftParameter(label: "titleForFooterInSection", name: "section", type: "Int")],
                    "String?", "codeInterfaceBuilder?.tableSections[section].footerTitle",
                    ["The footer title Interface Builder gives `section`, `nil` where it has none."]))
        }
        if sections.contains(where: { $0.rowHeights.contains { $0 != nil } }) {
            functions.append(
                staticTableMethod(
                    "tableView", [table, indexPath("heightForRowAt")], "CGFloat",
                    "codeInterfaceBuilder?.tableSections[indexPath.section].rowHeights[indexPath.row] ?? tableView.rowHeight",
                    [
                        "The row height Interface Builder gives the cell, the table view's `rowHeight` where it gives none",
                        "(as the builder's `TableSection.rowHeights` documents).",
                    ]))
        }
        return functions.map(SwiftDeclaration.function)
    }

    /// A `UITableViewController`'s own `loadView()` makes it its table's data source and delegate
    /// (UITableViewController.h: "Creates a table view with the correct dimensions and autoresizing, setting the
    /// datasource and delegate to self."); the starter's `loadView()` replaces it, so it sets the roles that Interface
    /// Builder did not connect (`starterOwnerOutlets` sets those it did), for static and dynamic tables alike.
    func starterTableViewControllerRoles(_ builder: BuilderModel) -> [SwiftStatement] {
        guard let owner = starterOwner(builder), owner.type == "UITableViewController" else { return [] }
        let connected = Set(builder.layouts.flatMap(\.ownerViewOutlets).filter { $0.view == "view" }.map(\.property))
        let roles = ["dataSource", "delegate"].filter { !connected.contains($0) }
        guard !roles.isEmpty else { return [] }
        return [
            .comment(
                "The table view controller's own `loadView()`, which this one replaces, made it the table's \(roles.joined(separator: " and "))."
            )
        ] + roles.map { .assignment(SwiftExpression.identifier("tableView").dot($0), .identifier("self")) }
    }

    private func staticTableMethod(
        _ name: String, _ parameters: [SwiftParameter], _ returnType: String, _ value: String, _ documentation: [String]
    ) -> SwiftFunction {
        var function = overriding(
            name, parameters: parameters, documentation: SwiftDocumentation(documentation),
            body: [.returnValue(.identifier(value))])
        function.returnType = returnType
        return function
    }

    /// The starter's header lines for a class that gets `starterStaticTableMembers(_:ownerType:)`.
    static let staticTableHeaderNote = [
        "It serves the storyboard's static table from the builder (`numberOfSections(in:)`, `tableView(_:cellForRowAt:)`...):",
        "where the class overrides these methods too, the compiler reports the duplicates; merge each pair into one.",
    ]
}
