extension BuilderFileTranslator {
    /// `tableSections` for builders with a static table, `rowHeight` for table view cell builders.
    func cellAndTableProperties(_ builder: BuilderModel) -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if let type = tableSectionTypeName(builder) {
            members.append(
                .variable(
                    SwiftVariable(
                        documentation: SwiftDocumentation([
                            "The sections of the static table, in order, with their cells: return them from the table view's data",
                            "source. Empty in layouts without a static table.",
                        ]),
                        access: options.access, name: "tableSections",
                        type: "[\(type)]")))
        }
        if hasRowHeight(builder) {
            members.append(
                .variable(
                    SwiftVariable(
                        documentation: SwiftDocumentation([
                            "The row height Interface Builder gives the cell, `nil` where the table view's `rowHeight` applies:",
                            "return it from `tableView(_:heightForRowAt:)`.",
                        ]),
                        access: options.access, name: "rowHeight", type: "CGFloat?")))
        }
        return members
    }

    /// The name of `TableSection` when some layout of `builder` has a static table, else `nil`.
    func tableSectionTypeName(_ builder: BuilderModel) -> String? {
        builder.layouts.contains(where: { !$0.tableSections.isEmpty })
            ? nestedTypeName("TableSection", in: builder) : nil
    }

    /// `TableSection`: a section of a static table.
    func tableSectionStruct(_ builder: BuilderModel) -> SwiftTypeDeclaration {
        func property(_ name: String, _ type: String, _ documentation: SwiftDocumentation) -> SwiftDeclaration {
            .variable(SwiftVariable(documentation: documentation, access: options.access, name: name, type: type))
        }
        return SwiftTypeDeclaration(
            documentation:
                "A section of a static table as Interface Builder lays it out: its titles and its cells, in order.",
            access: options.access, name: nestedTypeName("TableSection", in: builder),
            members: [
                property("headerTitle", "String?", "The header title, when set."),
                property("footerTitle", "String?", "The footer title, when set."),
                property("cells", "[UITableViewCell]", "The cells, with their content installed."),
                property(
                    "rowHeights", "[CGFloat?]",
                    "Each cell's row height, `nil` where the table view's `rowHeight` applies."),
            ])
    }

    /// The name of a type the builder declares (`TableSection`, `ReuseIdentifier`): `base`, with `_` added while a
    /// view or object class of its layouts or the builder's class has it, which the builder's code names unqualified
    /// and the nested type would hide. Only the classes that start with `base` are gathered.
    func nestedTypeName(_ base: String, in builder: BuilderModel) -> String {
        var classes: Set<String> = builder.className.hasPrefix(base) ? [builder.className] : []
        for node in builder.layouts.lazy.flatMap(\.root.descendants) {
            for type in [node.type] + node.prelude.map(\.type) where type.hasPrefix(base) { classes.insert(type) }
        }
        return SwiftIdentifier.nestedTypeName(base, avoiding: classes)
    }

    /// The controls, bar button items and gesture recognizers wired to each action, which `add...` functions use.
    func actionStorage(_ actions: [MergedAction]) -> [SwiftDeclaration] {
        actions.flatMap { action -> [SwiftDeclaration] in
            var members: [SwiftDeclaration] = []
            if action.hasControls {
                members.append(
                    .variable(
                        SwiftVariable(
                            access: .private, name: controlsPropertyName(action.name),
                            type: "[(control: UIControl, event: UIControl.Event)]")))
            }
            if action.hasBarButtonItems {
                members.append(
                    .variable(
                        SwiftVariable(
                            access: .private, name: barButtonItemsPropertyName(action.name), type: "[UIBarButtonItem]"))
                )
            }
            if action.hasGestureRecognizers {
                members.append(
                    .variable(
                        SwiftVariable(
                            access: .private, name: gestureRecognizersPropertyName(action.name),
                            type: "[UIGestureRecognizer]")))
            }
            return members
        }
    }

    /// `add<Name>Action(_:)` for controls and bar button items, `add<Name>Target(_:action:)` for gesture recognizers.
    func actionFunctions(_ actions: [MergedAction]) -> [SwiftDeclaration] {
        let functions = actions.flatMap { action -> [SwiftDeclaration] in
            var functions: [SwiftDeclaration] = []
            if action.hasControls || action.hasBarButtonItems { functions.append(.function(addActionFunction(action))) }
            if action.hasTargetFunction { functions.append(.function(addTargetFunction(action))) }
            return functions
        }
        // Written once, not in every action of a builder with several bar button item actions.
        return functions + (actions.contains(where: \.hasBarButtonItems) ? [.function(setPrimaryActionFunction())] : [])
    }

    /// `setPrimaryAction(_:of:)`: the bar button items' half of `add<Name>Action(_:)`.
    private func setPrimaryActionFunction() -> SwiftFunction {
        let item = SwiftExpression.identifier("item")
        return SwiftFunction(
            documentation: SwiftDocumentation([
                "Makes `action` the `primaryAction` of `items`. A bar button item performs one action: the last one given.",
                "An item the app gave a target and action keeps them, as with a storyboard, where the app's replace",
                "Interface Builder's; the others perform `action` instead of a target and action set later.",
            ]),
            access: .private, kind: .function(name: "setPrimaryAction"),
            parameters: [
                SwiftParameter(label: "_", name: "action", type: "UIAction"),
                SwiftParameter(label: "of", name: "items", type: "[UIBarButtonItem]"),
            ],
            body: [
                .forIn(
                    pattern: "item", sequence: .identifier("items"),
                    body: [
                        .comment(
                            "An action the app gave the item stays: UIKit ignores it once `primaryAction` is set."),
                        .ifCondition(
                            .binary(item.dot("action"), "==", .literal(.nil)),
                            body: [
                                .comment(
                                    "`primaryAction` gives the item the action's title and image; the item keeps its own, `nil` too."
                                ),
                                .variable(SwiftVariable(name: "title", value: item.dot("title"))),
                                .variable(SwiftVariable(name: "image", value: item.dot("image"))),
                                .assignment(item.dot("primaryAction"), .identifier("action")),
                                .assignment(item.dot("title"), .identifier("title")),
                                .assignment(item.dot("image"), .identifier("image")),
                            ], elseBody: nil),
                    ])
            ])
    }

    private func addActionFunction(_ action: MergedAction) -> SwiftFunction {
        var body: [SwiftStatement] = []
        if action.hasControls {
            let add = SwiftExpression.identifier("control").dot("addAction")(
                .unlabeled(.identifier("action")), SwiftArgument("for", .identifier("event")))
            body.append(
                .forIn(
                    pattern: "(control, event)", sequence: .identifier(controlsPropertyName(action.name)),
                    body: [.expression(add)]))
        }
        if action.hasBarButtonItems {
            body.append(
                .expression(
                    SwiftExpression.identifier("setPrimaryAction")(
                        .unlabeled(.identifier("action")),
                        SwiftArgument("of", .identifier(barButtonItemsPropertyName(action.name))))))
        }
        var documentation: [String]
        switch (action.hasControls, action.hasBarButtonItems) {
        case _ where action.segue != nil:
            documentation = [
                "Performs `action` when the \(action.hasControls ? "button" : "bar button item") that performed segue `\(action.segue?.label ?? "")` in Interface Builder is tapped;",
                "the storyboard's `Scenes` type gives it the segue (`addSegueTriggers(to:builder:)`).",
            ]
        case (true, false):
            documentation = [
                "Performs `action` when a control wired to `\(action.selector)` in Interface Builder sends its event."
            ]
        case (false, _):
            documentation = [
                "Performs `action` when a bar button item wired to `\(action.selector)` in Interface Builder is tapped."
            ]
        case (true, true):
            documentation = [
                "Performs `action` when a control wired to `\(action.selector)` in Interface Builder sends its event, or a bar",
                "button item wired to it is tapped.",
            ]
        }
        if action.hasBarButtonItems {
            documentation.append(
                "An item the app gave a target and action keeps them (`setPrimaryAction(_:of:)`)"
                    + (action.segue == nil ? ";" : "."))
            if action.segue == nil {
                documentation.append("`add\(action.name)Target(_:action:)` wires the items as Interface Builder did.")
            }
        }
        return SwiftFunction(
            documentation: SwiftDocumentation(documentation), access: options.access,
            kind: .function(name: "add\(action.name)Action"),
            parameters: [SwiftParameter(label: "_", name: "action", type: "UIAction")], body: body)
    }

    /// Gesture recognizers have no `UIAction` API before iOS 18, and a `UIAction` cannot pass the event to a
    /// two-argument selector: the view controller passes itself and a selector, which UIKit calls with the sender
    /// (and, for a control, the event).
    private func addTargetFunction(_ action: MergedAction) -> SwiftFunction {
        var body: [SwiftStatement] = []
        if action.controlsTakeTarget, action.hasControls {
            let add = SwiftExpression.identifier("control").dot("addTarget")(
                .unlabeled(.identifier("target")), SwiftArgument("action", .identifier("action")),
                SwiftArgument("for", .identifier("event")))
            body.append(
                .forIn(
                    pattern: "(control, event)", sequence: .identifier(controlsPropertyName(action.name)),
                    body: [.expression(add)]))
        }
        if action.hasBarButtonItems, action.segue == nil {
            let item = SwiftExpression.identifier("item")
            body.append(
                .forIn(
                    pattern: "item", sequence: .identifier(barButtonItemsPropertyName(action.name)),
                    body: [
                        .assignment(item.dot("target"), .binary(.identifier("target"), "as", .identifier("AnyObject"))),
                        .assignment(item.dot("action"), .identifier("action")),
                    ]))
        }
        if action.hasGestureRecognizers {
            let add = SwiftExpression.identifier("recognizer").dot("addTarget")(
                .unlabeled(.identifier("target")), SwiftArgument("action", .identifier("action")))
            body.append(
                .forIn(
                    pattern: "recognizer", sequence: .identifier(gestureRecognizersPropertyName(action.name)),
                    body: [.expression(add)]))
        }
        let kinds = [
            action.controlsTakeTarget && action.hasControls ? "control" : nil,
            action.hasBarButtonItems && action.segue == nil ? "bar button item" : nil,
            action.hasGestureRecognizers ? "gesture recognizer" : nil,
        ].compactMap { $0 }
        let senders = "a " + kinds.joined(separator: " or ")
        let event = kinds == ["gesture recognizer"] ? "recognizes its gesture" : "sends its action"
        var documentation = [
            "Sends `action` to `target` when \(senders) wired to `\(action.selector)` in Interface Builder",
            "\(event): `addTarget(self, action: #selector(...))`.",
        ]
        if action.isSentToFilesOwner {
            documentation += [
                "Interface Builder sent it to File's Owner: pass the object that loaded the nib and the selector, as",
                "`UINib.instantiate(withOwner:options:)` connected them.",
            ]
        }
        if action.hasBarButtonItems {
            documentation += [
                "A bar button item gets them as its `target` and `action`, as Interface Builder's connection gave them:",
                "a target and action the app sets on it later replace them.",
            ]
        }
        return SwiftFunction(
            documentation: SwiftDocumentation(documentation),
            access: options.access, kind: .function(name: "add\(action.name)Target"),
            parameters: [
                SwiftParameter(label: "_", name: "target", type: "Any"),
                SwiftParameter(name: "action", type: "Selector"),
            ],
            body: body)
    }

    /// `static let layoutKeys`: the keys `init(key:)` accepts, so that a key saved by an earlier version of the app
    /// (state restoration) can be checked before a layout is created from it.
    func layoutKeysProperty(_ builder: BuilderModel) -> SwiftVariable {
        SwiftVariable(
            documentation: "The layouts `init(key:)` creates; any other key is a programming error there.",
            access: options.access, isStatic: true, name: "layoutKeys", type: "Set<CodeInterfaceBuilderKey>",
            value: .array(
                builder.layouts.map { SwiftExpression.identifier("CodeInterfaceBuilderKey").dot($0.keyConstant) }))
    }

    /// `configure(_:)`: the properties IB gives the view controller itself that need the builder.
    func configureFunction(type: String, container: Bool = false) -> SwiftFunction {
        let documentation =
            container
            ? SwiftDocumentation([
                "Sets the properties Interface Builder gives the view controller itself: its title, navigation item, tab bar",
                "item, toolbar items and presentation. Call it when the controller is created, before its children are added.",
            ])
            : SwiftDocumentation([
                "Gives the view controller the bar items and views of its own that hold views this builder changes once",
                "it has created them (a title view whose subviews vary with size classes), and a table view controller its",
                "refresh control: call it where the views are created, in `loadView()`. The other properties Interface",
                "Builder gives the controller, custom and title views among them, need no view of the controller's:",
                "`configure(_:key:)` sets them when it is created.",
            ])
        return SwiftFunction(
            documentation: documentation, access: options.access, kind: .function(name: "configure"),
            parameters: [SwiftParameter(label: "_", name: "viewController", type: type)],
            body: [
                .expression(
                    SwiftExpression.identifier("configureViewController")(.unlabeled(.identifier("viewController"))))
            ])
    }

    /// `static func configure(_:key:)`: the properties IB gives the view controller itself that need no view, set
    /// as a storyboard sets them, when the controller is created.
    func viewFreeConfigureFunction(_ builder: BuilderModel, type: String) -> SwiftFunction {
        let cases = builder.layouts.map { layout in
            let split = controllerSettingsSplit(of: layout)
            let created = Set(split.viewFreeObjects.map(\.name))
            var body = detachedTreeStatements(split.viewFreeViews)
            body += layout.objects.filter { created.contains($0.name) }.flatMap(creation(of:))
            let settings = controllerStatements(split.viewFree + split.adoptedBarItems, on: "viewController")
            body += barItemCreation(layout, of: builder, settings: settings)
            body += settings
            body += barItemKeeping(layout, of: builder)
            return SwiftSwitchCase(
                patterns: [SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(layout.keyConstant)],
                body: body.isEmpty ? [.breakStatement] : body)
        }
        // The adopting initializer is named only on builders that have it.
        let ending =
            adoptsBarItems(builder)
            ? [
                "loaded. It keeps the bar items that this builder's outlets and actions reach with the controller: the",
                "builder created with `init(key:viewController:)` adopts them. A restoration identifier already set is kept.",
            ] : ["loaded. A restoration identifier already set is kept."]
        var function = SwiftFunction(
            documentation: SwiftDocumentation(
                [
                    "Sets the properties Interface Builder gives the view controller of the layout `key` itself, without",
                    "creating any view: its title, tab bar item, navigation item, toolbar items, presentation. Call it when",
                    "the controller is created, as the `Scenes` factories and the `migrate` starter's",
                    "`init(codeInterfaceBuilderKey:)` do, so that a tab bar shows the item of a tab whose view has not",
                ] + ending),
            access: options.access, kind: .function(name: "configure"),
            parameters: [
                SwiftParameter(label: "_", name: "viewController", type: type),
                SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey"),
            ],
            body: [
                .switchOver(.identifier("key"), cases: cases, defaultBody: [.expression(Self.noLayoutFailure(builder))])
            ])
        function.isStatic = true
        return function
    }

    /// The builder of a container controller (navigation, tab bar, split view): no views, only `configure(_:)`.
    func controllerBuilderStruct(_ builder: BuilderModel) -> SwiftTypeDeclaration {
        let outlets = mergedOutlets(builder)
        let actions = mergedActions(builder)
        let type = controllerType(builder) ?? "UIViewController"
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    documentation: "The layout this builder configures.", access: options.access, name: "key",
                    type: "CodeInterfaceBuilderKey"))
        ]
        members += outlets.map { outlet in
            let absent = outlet.isOptional ? ", `nil` in layouts without it" : ""
            return .variable(
                SwiftVariable(
                    documentation: SwiftDocumentation([
                        outlet.model.isOutlet
                            ? "The `\(outlet.model.name)` outlet\(absent)."
                            : "A view beside the controller in the scene, which no outlet holds\(absent)."
                    ]),
                    access: options.access, name: outlet.model.name, type: outlet.typeText))
        }
        members += actionStorage(actions)
        members.append(
            .variable(
                SwiftVariable(access: .private, name: "configureViewController", type: "@MainActor (\(type)) -> Void")))
        let cases = builder.controllerLayouts.map { layout in
            SwiftSwitchCase(
                patterns: [SwiftExpression.identifier("CodeInterfaceBuilderKey").dot(layout.keyConstant)],
                body: [
                    .expression(
                        SwiftExpression.identifier("self").dot("init")(
                            SwiftArgument(layout.keyConstant, .identifier("key"))))
                ])
        }
        let failure = Self.noLayoutFailure(builder)
        members.append(
            .function(
                SwiftFunction(
                    documentation: SwiftDocumentation(
                        builder.controllerLayouts.contains { !$0.views.isEmpty }
                            ? [
                                "Creates the bar items and the views beside the controller of the scene named by `key`,",
                                "one of the `CodeInterfaceBuilderKey` cases.",
                            ]
                            : [
                                "Creates the bar items of the scene named by `key`, one of the `CodeInterfaceBuilderKey` cases."
                            ]),
                    access: options.access, kind: .initializer,
                    parameters: [SwiftParameter(name: "key", type: "CodeInterfaceBuilderKey")],
                    body: [.switchOver(.identifier("key"), cases: cases, defaultBody: [.expression(failure)])])))
        members.append(.function(configureFunction(type: type, container: true)))
        members += actionFunctions(actions)
        members += builder.controllerLayouts.map { layout in
            var body = detachedTreeStatements(roots: layout.views, constraints: layout.constraints)
            body += objectStatements(layout.objects, settings: layout.objectSettings).drop { $0 == .blankLine }
            if let last = body.last, last != .blankLine { body.append(.blankLine) }
            body.append(.assignment(SwiftExpression.identifier("self").dot("key"), .identifier("key")))
            body += outletAndActionAssignments(layout.outlets, layout.actions, merged: outlets, actions)
            body.append(
                .assignment(
                    SwiftExpression.identifier("self").dot("configureViewController"),
                    controllerClosure(
                        controllerStatements(layout.controller.settings, on: "viewController")
                            + keepObjects(layout.keptObjects))))
            return .function(
                SwiftFunction(
                    documentation: SwiftDocumentation(["\(layout.key): \(layout.sourcePath)."]),
                    access: .private, kind: .initializer,
                    parameters: [
                        SwiftParameter(label: layout.keyConstant, name: "key", type: "CodeInterfaceBuilderKey")
                    ], body: body))
        }
        return SwiftTypeDeclaration(
            documentation: SwiftDocumentation([
                "Configures `\(builder.className)` (a `\(type)`) as Interface Builder sets it up.", "",
                "Layouts: "
                    + builder.controllerLayouts.map { "`.\($0.keyConstant)` (\($0.key))" }.joined(separator: ", ")
                    + ".",
            ]),
            attributes: ["@MainActor"], access: options.access, name: builder.typeName, members: members)
    }

    /// Keeps the scene's objects that `configure(_:)` gave the controller's properties with the controller, as the
    /// storyboard kept them: "Outlets should generally be weak, except for those from File’s Owner to top-level
    /// objects in a nib file (or, in iOS, a storyboard scene) which should be strong." (Resource Programming Guide,
    /// quoted second-hand on Stack Overflow, 7678469: unverified); a split view controller's `delegate` is weak.
    private func keepObjects(_ names: [String]) -> [SwiftStatement] {
        guard !names.isEmpty else { return [] }
        let value: SwiftExpression =
            names.count == 1 ? .identifier(names[0]) : .array(names.map(SwiftExpression.identifier))
        return [
            .comment("The controller keeps the scene's objects, as the storyboard did: the properties may be weak."),
            .expression(setAssociatedObject(Self.keptObjectsStorage, value: value, on: .identifier("viewController"))),
        ]
    }

    static let keptObjectsStorage = "sceneObjectsStorage"

    /// The file-level address under which controllers keep the scene's objects (`keepObjects(_:)`).
    func keptObjectsStorage(_ builder: BuilderModel) -> [SwiftDeclaration] {
        guard builder.controllerLayouts.contains(where: { !$0.keptObjects.isEmpty }) else { return [] }
        return [
            .variable(
                associatedObjectAddress(Self.keptObjectsStorage, where: "each controller keeps its scene's objects"))
        ]
    }

    /// `key.fail(noLayoutIn: "<Builder>")`: the `default` of a key switch. One call of the key's own function, not
    /// `preconditionFailure("..." + key.rawValue)` in each builder: that concatenation type-checks against every
    /// `+` the SDK declares, about 0.45 ms a builder against the iOS SDK (README, "Type-check time").
    static func noLayoutFailure(_ builder: BuilderModel) -> SwiftExpression {
        SwiftExpression.identifier("key").dot(noLayoutFunction)(SwiftArgument("noLayoutIn", .string(builder.typeName)))
    }

    /// The name of the key's function that stops the app when a builder has no layout of the key.
    static let noLayoutFunction = "fail"
}
