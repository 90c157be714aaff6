extension BuilderFileTranslator {
    /// The segues that cells of `builder`'s scenes perform when selected (or when their accessory button is tapped),
    /// each with the storyboard's `Scenes` type, in document order.
    func cellSegues(of builder: BuilderModel, sceneGraphs: [SceneGraphModel]) -> [CellSegue] {
        let keys = Set(builder.layouts.map(\.keyConstant))
        return sceneGraphs.flatMap { graph in
            graph.segues.compactMap { segue in
                guard let trigger = segue.cellTrigger, keys.contains(trigger.sceneKeyConstant) else { return nil }
                return (segue, trigger, graph)
            }
        }
    }

    /// The cell segues of `builder`'s scenes of an app's class that gets no controller starter (a class laid out as
    /// controllers of different kinds, as class names several apps share are in one corpus): nothing performs them, so each is a warning at its segue's line, as in a
    /// scene the translator knows nothing hears of. A scene without a class has its `<Scene>StaticTable`.
    public func cellSeguesWithoutStarterWarnings(
        for builder: BuilderModel, sceneGraphs: [SceneGraphModel]
    ) -> [Diagnostic] {
        cellSegues(of: builder, sceneGraphs: sceneGraphs).compactMap { segue, trigger, graph -> Diagnostic? in
            guard !Self.isPlatformClassName(segue.sourceClassName) else { return nil }
            let place =
                trigger.isCollectionViewCell
                ? "collectionView(_:didSelectItemAt:)"
                : segue.triggersOnAccessory
                    ? "tableView(_:accessoryButtonTappedForRowWith:)" : "tableView(_:didSelectRowAt:)"
            return .warning(
                "segue '\(segue.identifier ?? segue.methodName)' is performed by \(segue.trigger) in Interface Builder, which the generated code does not wire: \(segue.sourceClassName) gets no starter, since \(builder.typeName) lays it out as controllers of different kinds (or as a view); call \(graph.typeName).\(segue.methodName) from \(place)",
                at: Diagnostic.Location(filePath: graph.sourcePath, line: segue.line), category: .unsupportedElement
            )
        }
    }

    /// The members with which a controller performs the segues Interface Builder connected to its cells, as UIKit
    /// did for the storyboard: "The starting point of a segue is the button, table row, or gesture recognizer that
    /// initiates the segue." "When the user interacts with the element, UIKit loads the appropriate view controller,
    /// notifies your app that the segue is about to occur, and executes the transition." (View Controller
    /// Programming Guide, Using Segues,
    /// https://developer.apple.com/library/ios/featuredarticles/viewcontrollerpgforiphoneos/usingsegues.html).
    /// Created in code, a table performs none, but tells its delegate: "Called after the user changes the selection."
    /// (`tableView:didSelectRowAtIndexPath:`, UITableView.h), "Tells the delegate that the user tapped the detail
    /// button for the specified row."
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)).
    /// So `performCodeInterfaceBuilderSegue(forRowAt:in:accessoryButton:)` finds the segue of the cell the table
    /// shows at the index path and performs it with the cell as the sender, after `shouldPerformSegue`; the delegate
    /// methods call it, overriding those of a table or collection view controller (`ownerType`). `keyed`: the class
    /// has several layouts, so each segue is its layout's.
    func cellSegueMembers(
        _ segues: [CellSegue], ownerType: String, keyed: Bool
    ) -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        for isCollection in [false, true] {
            let own = segues.filter { $0.trigger.isCollectionViewCell == isCollection }
            guard !own.isEmpty else { continue }
            let kind = isCollection ? CellSegueKind.collection : .table
            let overrides = ownerType == (isCollection ? "UICollectionViewController" : "UITableViewController")
            let accessory = own.contains { $0.segue.triggersOnAccessory }
            members.append(.function(cellSeguePerformer(own, kind: kind, accessory: accessory, keyed: keyed)))
            members += kind.delegateMethods(accessory: accessory).map { method in
                .function(cellSegueDelegateMethod(method, kind: kind, accessory: accessory, overrides: overrides))
            }
        }
        return members
    }

    /// `performCodeInterfaceBuilderSegue(forRowAt:in:accessoryButton:)` (`forItemAt:in:` for a collection view).
    private func cellSeguePerformer(
        _ segues: [CellSegue], kind: CellSegueKind,
        accessory: Bool, keyed: Bool
    ) -> SwiftFunction {
        // "Returns any existing visible or prepared cell for the index path." (UITableView.h, UICollectionView.h)
        var body: [SwiftStatement] = [
            .guardConditions([.identifier("let cell = \(kind.view).\(kind.cellLookup)(at: indexPath)")])
        ]
        for (segue, trigger, graph) in segues {
            var conditions: [SwiftExpression] = []
            if keyed {
                conditions.append(.binary(.identifier("codeInterfaceBuilderKey"), "==", .dot(trigger.sceneKeyConstant)))
            }
            if accessory {
                conditions.append(.identifier(segue.triggersOnAccessory ? "accessoryButton" : "!accessoryButton"))
            }
            switch trigger.place {
            case .prototype(let identifier):
                conditions.append(
                    .binary(SwiftExpression.identifier("cell").dot("reuseIdentifier"), "==", .string(identifier)))
            case .staticCell(let section, let row):
                conditions.append(
                    .binary(
                        .identifier("cell"), "===",
                        .identifier("codeInterfaceBuilder?.tableSections[\(section)].cells[\(row)]")))
            }
            let perform =
                segueTriggerBody(
                    SegueTriggers.TriggeredSegue(segue: segue, actionName: "", anchor: nil), source: "self",
                    sender: "cell", graph: graph, qualified: true) + [.returnValue(nil)]
            body.append(
                .ifCondition(
                    conditions.dropFirst().reduce(conditions[0]) { .binary($0, "&&", $1) }, body: perform, elseBody: nil
                ))
        }
        var parameters = [
            SwiftParameter(label: kind.indexLabel, name: "indexPath", type: "IndexPath"),
            SwiftParameter(label: "in", name: kind.view, type: kind.viewType),
        ]
        if accessory { parameters.append(SwiftParameter(name: "accessoryButton", type: "Bool")) }
        return SwiftFunction(
            documentation: SwiftDocumentation(
                [
                    "Performs the segue Interface Builder connected to the \(kind.cell) at `indexPath`, as the storyboard did when the",
                    accessory
                        ? "user selected it (`accessoryButton`: tapped its detail button). It asks `shouldPerformSegue(withIdentifier:sender:)`"
                        : "user selected it. It asks `shouldPerformSegue(withIdentifier:sender:)` first, then performs the segue with the",
                    accessory
                        ? "first, then performs the segue with the cell as the sender; other cells do nothing. `\(kind.delegateName)`"
                        : "cell as the sender; other cells do nothing. `\(kind.delegateName)`",
                    "calls it: where the class implements that method too, the compiler reports the duplicate; keep the class's",
                    "and call this first in it (that UIKit performs a cell's segue before telling the delegate is unverified).",
                ]),
            access: options.access, kind: .function(name: "performCodeInterfaceBuilderSegue"), parameters: parameters,
            body: body)
    }

    private func cellSegueDelegateMethod(
        _ method: CellSegueKind.DelegateMethod, kind: CellSegueKind, accessory: Bool, overrides: Bool
    ) -> SwiftFunction {
        var arguments = [
            SwiftArgument(kind.indexLabel, .identifier("indexPath")), SwiftArgument("in", .identifier(kind.view)),
        ]
        if accessory {
            arguments.append(SwiftArgument("accessoryButton", .literal(.bool(method.isAccessory))))
        }
        var function = SwiftFunction(
            documentation: SwiftDocumentation([
                "\(method.isAccessory ? "Tapping a detail button" : "Selecting a \(kind.cell)") performs the segue Interface Builder connected to it",
                "(`performCodeInterfaceBuilderSegue(\(kind.indexLabel):in:\(accessory ? "accessoryButton:" : ""))`). Where the class implements this method too,",
                "merge the two: keep the class's, calling that method first.",
            ]),
            access: options.access, kind: .function(name: kind.view),
            parameters: [
                SwiftParameter(label: "_", name: kind.view, type: kind.viewType),
                SwiftParameter(label: method.label, name: "indexPath", type: "IndexPath"),
            ],
            body: [.expression(.call(.identifier("performCodeInterfaceBuilderSegue"), arguments))])
        // A table or collection view controller has the delegate methods (it adopts the protocol). Another controller
        // adopts it in its own code, which makes this method the protocol's, visible to Objective-C; one that does not
        // is not the table's delegate (the starter's assignment casts it).
        function.modifiers = overrides ? ["override"] : []
        return function
    }
}

/// A segue a cell performs, with its trigger and the storyboard's `Scenes` type, which performs it.
typealias CellSegue = (segue: SegueModel, trigger: CellSegueTrigger, graph: SceneGraphModel)

/// What differs between a table's cells and a collection view's.
private enum CellSegueKind {
    case table, collection

    /// A delegate method that reports a tap.
    struct DelegateMethod {
        var label: String
        var isAccessory: Bool
    }

    var view: String { self == .table ? "tableView" : "collectionView" }
    var viewType: String { self == .table ? "UITableView" : "UICollectionView" }
    var cell: String { self == .table ? "row's cell" : "item's cell" }
    var indexLabel: String { self == .table ? "forRowAt" : "forItemAt" }
    var cellLookup: String { self == .table ? "cellForRow" : "cellForItem" }
    var delegateName: String { self == .table ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)" }

    func delegateMethods(accessory: Bool) -> [DelegateMethod] {
        guard self == .table else { return [DelegateMethod(label: "didSelectItemAt", isAccessory: false)] }
        return [DelegateMethod(label: "didSelectRowAt", isAccessory: false)]
            + (accessory ? [DelegateMethod(label: "accessoryButtonTappedForRowWith", isAccessory: true)] : [])
    }
}

extension BuilderFileTranslator {
    /// The starter's header lines for a class that gets `cellSegueMembers(_:ownerType:keyed:)`.
    static let cellSegueHeaderNote = [
        "It performs the segues of the storyboard's cells when they are selected (`tableView(_:didSelectRowAt:)`...): where",
        "the class implements these methods too, the compiler reports the duplicates; keep the class's, calling",
        "`performCodeInterfaceBuilderSegue` first in each.",
    ]
}
