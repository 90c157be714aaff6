extension LayoutScope {
    /// The readable name IB facts suggest for a view: its outlet, its user label, its text or title, then its type.
    func preferredName(for view: IBView, type: String) -> String {
        if let outlet = outletNames[view.id], SwiftIdentifier.isValid(outlet) { return outlet }
        let suffix = typeSuffix(view.elementName, type: type)
        if let label = view.userLabel, let name = SwiftIdentifier.lowerCamel(label) {
            return name.lowercased().hasSuffix(suffix.lowercased()) ? name : name + suffix
        }
        if let text = visibleText(of: view), let name = SwiftIdentifier.lowerCamel(text, maximumWords: 3) {
            return name + suffix
        }
        let typeName = SwiftIdentifier.lowercaseFirst(view.customClass?.name ?? suffix)
        return SwiftIdentifier.keywords.contains(typeName) ? typeName + "View" : typeName
    }

    private func visibleText(of view: IBView) -> String? {
        if let text = view.attributes["text"] ?? view.attributes["placeholder"] { return text }
        return view.property("state", key: "normal")?.attributes["title"]
    }

    private func typeSuffix(_ elementName: String, type: String) -> String {
        if elementName == "view" || elementName == "containerView" { return "View" }
        var base = type
        for prefix in ["UI", "MK", "WK"] where base.hasPrefix(prefix) { base.removeFirst(prefix.count) }
        return SwiftIdentifier.uppercaseFirst(base)
    }
}
