extension LayoutScope {
    /// Translates the outlets of the layout's owner (the view controller, File's Owner or root view).
    ///
    /// Outlets to views and constraints become builder properties; outlets to other objects are reported.
    func translateOutlets(
        _ connections: [IBConnection], rootViewID: String, constraintNames: [String: String]
    ) -> [OutletModel] {
        var singles: [OutletModel] = []
        var collections: [String: OutletModel] = [:]
        var collectionOrder: [String] = []
        // Built once per document: per layout, it made translation quadratic in the scenes of a storyboard.
        let typeNames = context.documentIndex.customClassNames
        for connection in connections where connection.kind == .outlet || connection.kind == .outletCollection {
            guard let property = connection.property, SwiftIdentifier.isValid(property) else {
                context.warning(
                    "outlet '\(connection.property ?? "")' is not a valid Swift name and is skipped",
                    line: connection.line, element: connection.kind.rawValue)
                continue
            }
            if connection.kind == .outlet, property == "view", connection.destination == rootViewID { continue }
            guard context.objectLines[connection.destination] != nil else {
                context.error(
                    "outlet '\(property)' points to id '\(connection.destination)', which is not in the document",
                    line: connection.line, element: connection.kind.rawValue)
                continue
            }
            guard let target = outletTarget(connection.destination, constraintNames: constraintNames) else {
                context.warning(
                    "outlet '\(property)' points to an object that is not a view or constraint of this layout; it is not generated",
                    line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                    subject: "\(connection.kind.rawValue) to an object that is not a view or constraint")
                continue
            }
            let member = SwiftIdentifier.builderMemberName(forOutlet: property, typeNames: typeNames)
            // Only an Objective-C class can have such a property: Swift code can neither declare nor set it.
            let ownerCanHaveIt = !["Type", "Protocol"].contains(property)
            if !ownerCanHaveIt {
                context.warning(
                    "outlet '\(property)' cannot be a Swift property: the builder keeps it as `\(member)`, and starters do not set it",
                    line: connection.line, element: connection.kind.rawValue)
            } else if SwiftIdentifier.starterMembers.contains(property) {
                context.warning(
                    "outlet '\(property)' is named like the member `unboard migrate`'s starter declares on the class: rename the app's property; starters do not set it",
                    line: connection.line, element: connection.kind.rawValue)
            }
            let ownerDeclaresIt = ownerCanHaveIt && !SwiftIdentifier.starterMembers.contains(property)
            if connection.kind == .outlet {
                var outlet = OutletModel(
                    name: member, ownerName: property, type: target.type, targets: [target.name], isCollection: false)
                // Outlets Unboard adds for container views have no connection id: the app's class does not declare them.
                outlet.isDeclaredByOwner = connection.id != nil && ownerDeclaresIt
                singles.append(outlet)
            } else if var existing = collections[property] {
                existing.targets.append(target.name)
                if existing.type != target.type { existing.type = collectionElementType(existing.targets) }
                collections[property] = existing
            } else {
                collectionOrder.append(property)
                var collection = OutletModel(
                    name: member, ownerName: property, type: target.type, targets: [target.name], isCollection: true)
                collection.isDeclaredByOwner = ownerDeclaresIt
                collections[property] = collection
            }
        }
        return singles + collectionOrder.compactMap { collections[$0] }
    }

    /// The element type of an outlet collection whose objects are of different classes: `UIGestureRecognizer` for
    /// recognizers only (a tap and a swipe in one view's `gestureRecognizers`), `UIView` for views only, else
    /// `NSObject`.
    private func collectionElementType(_ targets: [String]) -> String {
        let objectBases = Dictionary(objects.map { ($0.name, $0.baseType) }, uniquingKeysWith: { first, _ in first })
        if targets.allSatisfy({ objectBases[$0] == nil }) { return "UIView" }
        let recognizers = Set(GestureRecognizerClass.byElementName.values.map(\.swiftType))
        return targets.allSatisfy { objectBases[$0].map(recognizers.contains) ?? false }
            ? "UIGestureRecognizer" : "NSObject"
    }

    private func outletTarget(_ id: String, constraintNames: [String: String]) -> (name: String, type: String)? {
        if let name = constraintNames[id] { return (name, "NSLayoutConstraint") }
        guard let name = viewNames[id], let type = viewTypes[id], type != "NSLayoutConstraint" else { return nil }
        return (name, type)
    }

    /// The local name of the view or scene object that an action targets when the builder creates it, neither the
    /// layout's owner nor its root of the app's class (whose starter wires their actions): a text field's own
    /// `resignFirstResponder`, a scene object's method. `nil` otherwise.
    private func builtTarget(_ id: String) -> String? {
        guard !ownerIDs.contains(id), !filesOwnerIDs.contains(id), !rootIDs.contains(id),
            sceneController?.id != id, viewTypes[id] != "NSLayoutConstraint"
        else { return nil }
        return viewNames[id]
    }

    /// Collects the control actions wired in a view subtree, grouped by selector in document order.
    func translateActions(in root: IBView) -> [ActionModel] {
        var actions: [String: ActionModel] = [:]
        var order: [String] = []
        for view in root.descendants(through: \.layoutChildren) {
            if let name = viewNames[view.id] {
                for connection in view.connections where connection.isOwnOutletOfItsView {
                    connectOwnOutlet(connection, of: name, elementName: view.elementName, isRoot: view.id == root.id)
                }
            }
            for connection in view.connections where connection.kind == .action {
                guard let event = controlEvent(connection), let name = viewNames[view.id],
                    let selector = connection.selector, let actionName = Self.actionName(selector)
                else { continue }
                if context.documentIndex.firstResponderIDs.contains(connection.destination) {
                    responderChainActions.append(ResponderChainAction(selector: selector, sender: name, event: event))
                    continue
                }
                if wiresBuiltTargets, let target = builtTarget(connection.destination) {
                    var action = ResponderChainAction(selector: selector, sender: name, event: event)
                    action.target = target
                    responderChainActions.append(action)
                    continue
                }
                if let controller = sceneController, connection.destination == controller.id {
                    // The storyboard's prototype nib gets the scene's controller as an external object (how Xcode
                    // compiles storyboards; unverified); the generated cell has no reference to it, but is inside its
                    // view, so a nil target reaches it.
                    var action = ResponderChainAction(selector: selector, sender: name, event: event)
                    action.receiver = controller.className
                    responderChainActions.append(action)
                    continue
                }
                if actions[selector] == nil {
                    order.append(selector)
                    actions[selector] = ActionModel(name: actionName, selector: selector, controls: [])
                }
                if filesOwnerIDs.contains(connection.destination) { filesOwnerSelectors.insert(selector) }
                if rootIDs.contains(connection.destination) { rootSelectors.insert(selector) }
                actions[selector]?.controls.append(ControlEvent(control: name, event: event))
            }
            if view.elementName == "button", let name = viewNames[view.id] {
                for connection in view.connections {
                    // UIKit performs a button's segue when it is tapped, as the action of its touch up inside.
                    guard var action = segueTriggerAction(connection, trigger: name) else { continue }
                    if let controller = sceneController {
                        guard sceneControllerHasClass else {
                            context.warning(
                                "segue '\(action.segue?.label ?? "")' is performed by a button in a prototype of a scene without a custom class, which the generated code does not wire: give the controller a custom class, whose unboard migrate starter performs it",
                                line: connection.line, element: "segue", category: .unsupportedElement,
                                subject: "segue triggered by a button in a prototype")
                            continue
                        }
                        responderChainActions.append(
                            prototypeSegueAction(action, button: name, to: controller.className))
                        continue
                    }
                    action.controls = [ControlEvent(control: name, event: "touchUpInside")]
                    order.append(action.name)
                    actions[action.name] = action
                }
            }
        }
        return order.compactMap { actions[$0] }
    }

    /// Connects an outlet of a view or object the builder creates, as the nib loader does. Outlets to the layout's
    /// owner that UIKit declares (`dataSource`, `delegate`) are the starter's; outlets to what the builder creates
    /// are set with key-value coding, as a nib sets them: "In iOS, the nib-loading code uses the setValue:forKey:
    /// method to reconnect each outlet." (Resource Programming Guide, "Nib Files",
    /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/CocoaNibs/CocoaNibs.html).
    func connectOwnOutlet(_ connection: IBConnection, of name: String, elementName: String, isRoot: Bool) {
        let property = connection.property ?? ""
        if !isRoot, let controller = sceneController, connection.destination == controller.id {
            connectSceneControllerOutlet(
                connection, of: name, elementName: elementName, controller: controller.className)
            return
        }
        if ownerIDs.contains(connection.destination),
            let conformance = Self.ownerOutletConformances[elementName]?[property]
        {
            ownerViewOutlets.append(OwnerViewOutlet(view: name, property: property, conformance: conformance))
            return
        }
        // The root's own outlets are the builder's (a cell's, a xib view's).
        if isRoot { return }
        guard let target = viewNames[connection.destination] else {
            context.warning(
                "outlet '\(property)' of <\(elementName)> \(unsetOutletReason(connection, elementName: elementName))",
                line: connection.line, element: connection.kind.rawValue, category: .unsupportedElement,
                subject: "outlet of a view to an object the builder does not create")
            return
        }
        setByKey(property, of: name, to: target, isCollection: connection.kind == .outletCollection)
    }

    /// `view.setValue(label, forKey: "titleLabel")`: a private `@IBOutlet` (an `@objc` property) is reachable this
    /// way only, and the app's classes are not known here, so every such outlet is set the nib's way. As in the nib,
    /// a key the class does not have raises `NSUnknownKeyException` ("The default implementation raises an
    /// `NSUndefinedKeyException`", https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forundefinedkey:)):
    /// the price of reaching private outlets is that the compiler does not check the key. An outlet collection gets
    /// the array of its objects in document order (unverified).
    private func setByKey(_ key: String, of name: String, to target: String, isCollection: Bool) {
        let keyArgument = SwiftArgument("forKey", .string(key))
        if isCollection,
            let index = objectSettings.firstIndex(where: { $0.target == name && $0.isSetValue(forKey: key) }),
            case .call(let method, let arguments) = objectSettings[index].setting,
            case .array(let targets) = arguments[0].value
        {
            objectSettings[index].setting = .call(
                method: method, arguments: [.unlabeled(.array(targets + [.identifier(target)])), keyArgument])
            return
        }
        let value = isCollection ? SwiftExpression.array([.identifier(target)]) : .identifier(target)
        objectSettings.append(
            ObjectSetting(
                target: name, setting: .call(method: "setValue", arguments: [.unlabeled(value), keyArgument])))
    }

    private func controlEvent(_ connection: IBConnection) -> String? {
        guard let event = connection.eventType, Self.controlEvents.contains(event) else {
            context.warning(
                "action '\(connection.selector ?? "")' has unknown event '\(connection.eventType ?? "")'; it is not generated",
                line: connection.line, element: "action", category: .unsupportedAttribute,
                subject: "action eventType '\(connection.eventType ?? "")'")
            return nil
        }
        return event
    }

    /// `okinawaButtonTapped:` → `OkinawaButtonTapped`; `didTap:forEvent:` → `DidTap`.
    static func actionName(_ selector: String) -> String? {
        guard let head = selector.split(separator: ":").first, SwiftIdentifier.isValid(String(head)) else { return nil }
        return SwiftIdentifier.uppercaseFirst(String(head))
    }

    /// The views whose outlets point to the owner become public builder properties (not the class's outlets), so
    /// that the starter can set them; the root is the builder's `view`.
    func exposeOwnerOutletViews(_ outlets: inout [OutletModel], rootName: String) {
        for index in ownerViewOutlets.indices {
            let view = ownerViewOutlets[index].view
            ownerViewOutlets[index].view = view == rootName ? "view" : exposedProperty(view, in: &outlets)
        }
    }

    /// The scene's custom objects, and gesture recognizers no view lists, become builder properties when no outlet
    /// holds them: the builder keeps every object it creates, as the storyboard's controller kept its scene's, and the
    /// app reaches each (`builder.helper`, `builder.tapGestureRecognizer` to add it to a view).
    func exposeSceneObjects(_ objects: [IBElement], in outlets: inout [OutletModel]) {
        for object in objects {
            guard let name = object.attributes["id"].flatMap({ viewNames[$0] }),
                object.name == "customObject"
                    || (GestureRecognizerClass.byElementName[object.name] != nil
                        && !addedGestureRecognizers.contains(name))
            else { continue }
            _ = exposedProperty(name, in: &outlets)
        }
    }

    /// The builder property of each popover segue's anchor, by segue id (see `popoverAnchors(in:controller:)`); an
    /// anchor that is not a view or bar button item of the layout is a warning, and the segue's trigger passes itself.
    func exposePopoverAnchors(
        _ anchors: [(segueID: String, anchorID: String)], in outlets: inout [OutletModel], rootID: String
    ) -> [String: String] {
        var properties: [String: String] = [:]
        for (segueID, anchorID) in anchors {
            if anchorID == rootID {
                properties[segueID] = "view"
            } else if let name = viewNames[anchorID] {
                properties[segueID] = exposedProperty(name, in: &outlets)
            } else {
                context.warning(
                    "the anchor '\(anchorID)' of popover segue '\(segueID)' is not a view or bar button item of its scene; the segue's method takes the anchor from its caller",
                    line: context.documentIndex.lines[segueID] ?? 0, element: "segue")
            }
        }
        return properties
    }

    /// The builder property that holds the view or object named `name`: its outlet's, else one added for it.
    private func exposedProperty(_ name: String, in outlets: inout [OutletModel]) -> String {
        if let found = outlets.firstIndex(where: { !$0.isCollection && $0.targets == [name] }) {
            // A view kept only for `view(named:)` is private; the starter and the `Scenes` type need it.
            if !outlets[found].isOutlet {
                outlets[found].isOutlet = true
                outlets[found].isDeclaredByOwner = false
            }
            return outlets[found].name
        }
        let type = viewTypes.first { viewNames[$0.key] == name }?.value ?? "UIView"
        var outlet = OutletModel(name: name, type: type, targets: [name], isCollection: false)
        outlet.isDeclaredByOwner = false
        outlets.append(outlet)
        return name
    }

    /// The protocols of the views' outlets that a view controller is connected to in Interface Builder, by element.
    static let ownerOutletConformances: [String: [String: String]] = viewOutletConformances.merging(
        GestureRecognizerClass.byElementName.keys.map { ($0, ["delegate": "UIGestureRecognizerDelegate"]) },
        uniquingKeysWith: { view, _ in view })

    /// The outlet properties UIKit's own view classes declare, by Swift type (`UITextField`: `delegate`): a stand-in
    /// of a subclass inherits them, as a stored property of the same name cannot override them.
    static let inheritedOutletProperties: [String: Set<String>] = Dictionary(
        viewOutletConformances.compactMap { element, outlets in
            ViewClassRegistry.byElementName[element].map { ($0.swiftType, Set(outlets.keys)) }
        }, uniquingKeysWith: { first, second in first.union(second) })

    private static let viewOutletConformances: [String: [String: String]] = [
        "tableView": [
            "dataSource": "UITableViewDataSource", "delegate": "UITableViewDelegate",
            "prefetchDataSource": "UITableViewDataSourcePrefetching",
            "dragDelegate": "UITableViewDragDelegate", "dropDelegate": "UITableViewDropDelegate",
        ],
        "collectionView": [
            "dataSource": "UICollectionViewDataSource", "delegate": "UICollectionViewDelegate",
            "prefetchDataSource": "UICollectionViewDataSourcePrefetching",
            "dragDelegate": "UICollectionViewDragDelegate",
            "dropDelegate": "UICollectionViewDropDelegate",
        ],
        "scrollView": ["delegate": "UIScrollViewDelegate"],
        "textField": ["delegate": "UITextFieldDelegate"],
        "textView": ["delegate": "UITextViewDelegate"],
        "searchBar": ["delegate": "UISearchBarDelegate"],
        "pickerView": ["dataSource": "UIPickerViewDataSource", "delegate": "UIPickerViewDelegate"],
        "tabBar": ["delegate": "UITabBarDelegate"],
        "navigationBar": ["delegate": "UINavigationBarDelegate"],
        "toolbar": ["delegate": "UIToolbarDelegate"],
        "mapView": ["delegate": "MKMapViewDelegate"],
        "wkWebView": ["navigationDelegate": "WKNavigationDelegate", "UIDelegate": "WKUIDelegate"],
    ]

    static let controlEvents: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
    ]
}

extension ObjectSetting {
    /// Whether this is `setValue(_:forKey: key)`.
    func isSetValue(forKey key: String) -> Bool {
        guard case .call("setValue", let arguments) = setting, arguments.count == 2 else { return false }
        return arguments[1] == SwiftArgument("forKey", .string(key))
    }
}

extension IBConnection {
    /// An outlet of the view that holds it (`dataSource`, `delegate`, a custom view's own), which `connectOwnOutlet`
    /// connects; `gestureRecognizers` is not one: recognizers are attached where they are created.
    var isOwnOutletOfItsView: Bool {
        (kind == .outlet || kind == .outletCollection) && property != "gestureRecognizers"
    }
}
