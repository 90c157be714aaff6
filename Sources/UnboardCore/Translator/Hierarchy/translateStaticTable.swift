extension LayoutScope {
    /// A static table's cells (`dataMode="static"`): created with the layout's views but added to no view, and
    /// recorded by section for the builder's `tableSections`, which the table view's data source returns.
    func translateStaticSections(of table: IBView) -> [ViewNode] {
        guard !table.sections.isEmpty else { return [] }
        if !tableSections.isEmpty {
            context.warning(
                "a second static table in one layout is not generated; IB allows static cells in a table view controller's table only",
                line: table.line, element: table.elementName, category: .unsupportedElement,
                subject: "second static table in a layout")
            return []
        }
        var nodes: [ViewNode] = []
        for section in table.sections {
            var model = TableSectionModel(headerTitle: nil, footerTitle: nil, cells: [], rowHeights: [])
            translateTitles(of: section, into: &model)
            for cell in section.cells {
                // IB keeps what is dropped among static cells there, but a table shows only cells.
                guard cell.elementName == "tableViewCell" else {
                    context.warning(
                        "<\(cell.elementName)> among the static cells of a table section is not a cell; it is not generated",
                        line: cell.line, element: cell.elementName, category: .unsupportedElement,
                        subject: "<\(cell.elementName)> among static cells")
                    continue
                }
                var node = translateView(cell)
                node.attachment = .detached
                node.positioning = .owner
                node.recordedFrame = nil
                nodes.append(node)
                model.cells.append(node.name)
                // `-1` is IB's "automatic": the table view's row height applies.
                model.rowHeights.append(
                    cell.attributes["rowHeight"].flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil })
            }
            tableSections.append(model)
        }
        return nodes
    }

    /// `headerTitle` and `footerTitle` attributes, or `<string key="footerTitle">` elements for multi-line titles.
    private func translateTitles(of section: IBTableSection, into model: inout TableSectionModel) {
        for (name, value) in section.attributes {
            switch name {
            case "headerTitle": model.headerTitle = value
            case "footerTitle": model.footerTitle = value
            case "userLabel": continue
            default: context.unsupportedAttribute(name, on: "tableViewSection", line: section.line)
            }
        }
        for element in section.properties {
            switch (element.name, element.key) {
            case ("string", "headerTitle"): model.headerTitle = element.text ?? ""
            case ("string", "footerTitle"): model.footerTitle = element.text ?? ""
            default: context.unsupportedElement(element, in: "tableViewSection")
            }
        }
        guard context.localizationBundle != nil else { return }
        for (property, title) in [("headerTitle", model.headerTitle), ("footerTitle", model.footerTitle)] {
            model.localizedTitles[property] = title.map { context.text($0, objectID: section.id, property: property) }
        }
    }
}
