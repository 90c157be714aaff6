extension TranslationContext {
    /// A show, show detail, modal, popover, custom or unwind segue as a method of the `Scenes` type; relationship
    /// and embed segues are the factories' and embeds' business and give `nil`, as do segues that cannot be generated.
    func translateSegue(
        _ found: FoundSegue, sourceClass: String, catalog: SceneCatalog, catalogs: [String: SceneCatalog]
    ) -> SegueModel? {
        let segue = found.segue
        let ibKind = segue.attributes["kind"] ?? ""
        guard !["relationship", "embed"].contains(ibKind) else { return nil }
        guard let kind = Self.segueKinds[ibKind] else {
            warning(
                "segue kind '\(ibKind)' is not generated", line: segue.line, element: "segue",
                category: .unsupportedAttribute,
                subject: "segue kind '\(ibKind)'")
            return nil
        }
        reportUnsupportedSegueAttributes(segue)
        var destination: SceneReference?
        if kind != .unwind {
            guard let resolved = resolveDestination(segue, catalog: catalog, catalogs: catalogs) else { return nil }
            destination = resolved
        }
        let identifier = segue.attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }
        let customClass = segue.attributes["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        var model = SegueModel(
            identifier: identifier,
            identifierConstant: identifier.flatMap { SwiftIdentifier.lowerCamel($0, maximumWords: 12) },
            kind: kind, ibKind: ibKind, methodName: "", sourceClassName: sourceClass, destination: destination,
            segueClassName: customClass ?? "UIStoryboardSegue", isCustomSegueClass: customClass != nil,
            trigger: found.trigger,
            line: segue.line)
        model.id = segue.id
        model.triggerElement = found.triggerElement
        model.triggersOnAccessory = segue.attributes["trigger"] == "accessoryAction"
        model.presentationStyle = enumerationValue(segue, "modalPresentationStyle", Self.presentationStyles)
        model.transitionStyle = enumerationValue(segue, "modalTransitionStyle", Self.transitionStyles)
        model.animates = segue.attributes.bool("animates") ?? true
        model.arrowDirections = popoverArrowDirections(segue)
        if kind == .popover {
            model.anchorType =
                segue.attributes["popoverAnchorBarButtonItem"] != nil || found.triggerElement == "barButtonItem"
                ? "UIBarButtonItem" : "UIView"
        }
        if kind == .unwind {
            guard let action = segue.attributes["unwindAction"], Self.unwindMethodName(action) != nil else {
                warning(
                    "unwind segue has no one-argument unwindAction; it is not generated", line: segue.line,
                    element: "segue")
                return nil
            }
            model.unwindAction = action
        }
        if kind != .unwind, let selector = segue.attributes["destinationCreationSelector"] {
            model.creationSelector = segueAction(selector, of: model)
        }
        model.methodName = Self.segueMethodName(model)
        return model
    }

    /// The `@IBSegueAction` selector, when it names a Swift method (`reportSegueActions(_:)` says what becomes of
    /// it); else a warning and `nil`.
    private func segueAction(_ selector: String, of segue: SegueModel) -> String? {
        guard Self.segueActionMethodName(selector) == nil else { return selector }
        let name = segue.identifier.map { "segue '\($0)'" } ?? "a \(segue.ibKind) segue"
        warning(
            "\(name) created its destination with the @IBSegueAction '\(selector)', which is not a Swift method name; the scene's factory creates the destination",
            line: segue.line, element: "segue")
        return nil
    }

    /// The `@IBSegueAction`s of `graph`'s segues, reported once the graph names its protocols: UIKit called each
    /// with a coder ("The NSCoder must be passed through to the destination view controller's initializer", Xcode 11
    /// release notes as quoted by sarunw.com, unverified), which code does not have, so the segue method asks the
    /// source's `<name>(sender:segueIdentifier:)` of the `Scenes` type's protocol instead, which the `migrate` starter
    /// of the source's class adopts returning `nil`.
    func reportSegueActions(_ graph: SceneGraphModel) {
        for segue in graph.segues {
            guard let selector = segue.creationSelector, let method = Self.segueActionMethodName(selector) else {
                continue
            }
            let name = segue.identifier.map { "segue '\($0)'" } ?? "a \(segue.ibKind) segue"
            warning(
                "\(name) created its destination with the @IBSegueAction '\(selector)' from a coder, which code does not have: the segue asks '\(segue.sourceClassName)' for \(method)(sender:segueIdentifier:) of the Scenes type's \(graph.segueActionProtocolName(selector)) instead (the migrate starter adopts it, returning nil); create the destination there with your initializer, or the scene's factory creates it",
                line: segue.line, element: "segue", category: .unsupportedAttribute, subject: "@IBSegueAction")
        }
    }

    /// `makeDetail:sender:segueIdentifier:` and `makeDetailWithCoder:` → `makeDetail`: the Objective-C name's first part
    /// without the coder's preposition; `nil` when that is not a Swift name.
    static func segueActionMethodName(_ selector: String) -> String? {
        var base = String(selector.prefix { $0 != ":" })
        if base.hasSuffix("WithCoder"), base.count > "WithCoder".count { base.removeLast("WithCoder".count) }
        return SwiftIdentifier.isValid(base) ? base : nil
    }

    /// `MakeDetailSegueAction`: the protocol of the `Scenes` type that the source of such segues adopts, before
    /// `SceneGraphModel.segueActionProtocolName(_:)` names it apart from the app's types.
    static func segueActionProtocolName(_ selector: String) -> String {
        SwiftIdentifier.uppercaseFirst(segueActionMethodName(selector) ?? "destination") + "SegueAction"
    }

    static let segueKinds: [String: SegueModel.Kind] = [
        "show": .show, "push": .show, "showDetail": .showDetail, "replace": .showDetail,
        "presentation": .presentModally,
        "modal": .presentModally, "popoverPresentation": .popover, "popover": .popover, "custom": .custom,
        "unwind": .unwind,
    ]

    static let presentationStyles: Set<String> = [
        "automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
        "overCurrentContext",
        "popover",
    ]

    static let transitionStyles: Set<String> = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    private static let translatedSegueAttributes: Set<String> = [
        "kind", "identifier", "customClass", "customModule", "customModuleProvider", "modalPresentationStyle",
        "modalTransitionStyle", "animates", "popoverAnchorView", "popoverAnchorBarButtonItem", "unwindAction",
        "splitViewControllerTargetIndex", "relationship", "trigger", "destinationCreationSelector",
    ]

    private func reportUnsupportedSegueAttributes(_ segue: IBConnection) {
        for (name, _) in segue.attributes where !Self.translatedSegueAttributes.contains(name) {
            unsupportedAttribute(name, on: "segue", line: segue.line)
        }
    }

    /// The directions of `<popoverArrowDirection up="YES" .../>`, none when all four (any) are allowed; other child
    /// elements are reported.
    private func popoverArrowDirections(_ segue: IBConnection) -> [String] {
        var directions: [String] = []
        for child in segue.children {
            guard child.name == "popoverArrowDirection" else {
                unsupportedElement(child, in: "segue")
                continue
            }
            directions = ["up", "down", "left", "right"].filter { child.attributes.bool($0) == true }
        }
        return directions.count == 4 ? [] : directions
    }

    /// `.formSheet` for `modalPresentationStyle="formSheet"`; unknown values are reported.
    private func enumerationValue(_ segue: IBConnection, _ attribute: String, _ known: Set<String>) -> String? {
        guard let value = segue.attributes[attribute] else { return nil }
        guard known.contains(value) else {
            warning("unknown \(attribute) '\(value)' on <segue> is not translated", line: segue.line, element: "segue")
            return nil
        }
        return value
    }

    /// `unwindToFeed:` → `unwindToFeed`; selectors that do not take exactly one argument give `nil`.
    static func unwindMethodName(_ selector: String) -> String? {
        guard selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else { return nil }
        let name = String(selector.dropLast())
        return SwiftIdentifier.isValid(name) ? name : nil
    }

    /// `perform<Identifier>Segue`; without an identifier, `perform<Kind><Destination>Segue` or, for an unwind
    /// segue, `perform<UnwindAction>Segue`.
    static func segueMethodName(_ segue: SegueModel) -> String {
        var stem: String
        if let identifier = segue.identifier, let name = SwiftIdentifier.upperCamel(identifier, maximumWords: 12) {
            stem = name
        } else if let action = segue.unwindAction.flatMap(unwindMethodName) {
            stem = SwiftIdentifier.uppercaseFirst(action)
        } else {
            let words: [SegueModel.Kind: String] = [
                .show: "Show", .showDetail: "ShowDetail", .presentModally: "Present", .popover: "Popover",
                .custom: "Custom",
            ]
            stem =
                (words[segue.kind] ?? "")
                + (segue.destination.map { String($0.factoryName.dropFirst("make".count)) } ?? "")
        }
        if stem.hasSuffix("Segue") { stem.removeLast("Segue".count) }
        return "perform\(stem)Segue"
    }
}

extension SceneGraphModel {
    /// The protocol of the `@IBSegueAction` `selector` in the `Scenes` type, `MakeDetailSegueAction`.
    func segueActionProtocolName(_ selector: String) -> String {
        nestedTypeName(TranslationContext.segueActionProtocolName(selector))
    }

    /// The class of a static table scene without a class of the app's in the `Scenes` type, `<Scene>StaticTable`.
    func staticTableClassName(_ scene: SceneModel) -> String {
        nestedTypeName(String(scene.factoryName.dropFirst("make".count)) + "StaticTable")
    }

    /// The protocol of the unwind action `action` in the `Scenes` type, `UnwindToFeedDestination`.
    func unwindProtocolName(_ action: String) -> String {
        nestedTypeName(
            SwiftIdentifier.uppercaseFirst(TranslationContext.unwindMethodName(action) ?? "unwind") + "Destination")
    }
}
