extension LayoutScope {
    /// The readable name IB facts suggest for a view: its outlet, its user label, its text or title, then its type.
    func preferredName(for view: IBView, type: String) -> String {
        if let outlet = outletNames[view.id], SwiftIdentifier.isValid(outlet) {
            return SwiftIdentifier.localName(outlet)
        }
        if let name = view.runtimeName.flatMap({ SwiftIdentifier.lowerCamel($0) }),
            !SwiftIdentifier.keywords.contains(name)
        {
            return name
        }
        // A view held by key is known by it: `contentView`, `tableHeaderView`, `customView`.
        if let key = view.key, SwiftIdentifier.isValid(key), view.userLabel == nil,
            ViewClassRegistry.viewClass(for: view.elementName) != nil
        {
            return key
        }
        let suffix = typeSuffix(view.elementName, type: type)
        if let label = view.userLabel, let name = SwiftIdentifier.lowerCamel(label) {
            return name.lowercased().hasSuffix(suffix.lowercased()) ? name : name + suffix
        }
        if let text = visibleText(of: view), let name = SwiftIdentifier.lowerCamel(text, maximumWords: 3) {
            // `continueButton`: the suffix already keeps a keyword (`continue_`) from being one.
            return (name.hasSuffix("_") ? String(name.dropLast()) : name) + suffix
        }
        let typeName = SwiftIdentifier.lowercaseFirst(view.customClass?.name ?? suffix)
        return SwiftIdentifier.keywords.contains(typeName) ? typeName + "View" : typeName
    }

    private func visibleText(of view: IBView) -> String? {
        if let text = view.attributes["text"] ?? view.attributes["placeholder"] ?? view.attributes["title"] {
            return text
        }
        if let title = view.property("buttonConfiguration", key: "configuration")?.attributes["title"]
            ?? view.property("state", key: "normal")?.attributes["title"]
        {
            return title
        }
        // A styled cell is known by its text label's text; a bar item by its system item.
        if let labelID = view.attributes["textLabel"],
            let content = view.keyedViews.first(where: { $0.key == "contentView" }),
            let label = content.subviews.first(where: { $0.id == labelID })
        {
            return label.attributes["text"]
        }
        if let systemItem = view.attributes["systemItem"] { return systemItem }
        return ObjectClassRegistry.byElementName[view.elementName] != nil ? view.attributes["image"] : nil
    }

    private func typeSuffix(_ elementName: String, type: String) -> String {
        if elementName == "view" { return "View" }
        if elementName == "containerView" { return "ContainerView" }
        var base = type
        for prefix in ["UI", "MK", "WK"] where base.hasPrefix(prefix) { base.removeFirst(prefix.count) }
        return SwiftIdentifier.uppercaseFirst(base)
    }
}
