import Foundation

/// Verifies the layouts the generated code created when it ran (the JSON `Tests/Scripts/run-generated.sh` dumps from
/// the behavioural UIKit model): each layout's executed constraints, in its document's size classes, replace the
/// translator's and are solved and compared with IB's frames exactly as `LayoutVerifier` does.
public enum ExecutedLayoutVerifier {
    /// The verifications, and the layouts whose executed hierarchy or constraints could not be matched with the
    /// document's (each a reason).
    public struct Report: Sendable {
        /// One verification per layout that ran and matched.
        public var scenes: [SceneVerification] = []
        /// Why a layout was left out: its executed hierarchy differs from the document's, or it did not run.
        public var mismatches: [String] = []
    }

    /// Verifies `layouts` against the executed dump; the layouts of nested xibs are looked up by key in
    /// `nestedLayouts`, by default `layouts`.
    public static func verify(
        _ layouts: [LayoutModel], executed data: Data, nestedLayouts: [LayoutModel]? = nil
    ) throws -> Report {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        let executed = Dictionary(dump.layouts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let byKey = Dictionary(
            (nestedLayouts ?? layouts).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var report = Report()
        for layout in layouts {
            guard let entry = executed[layout.key] else {
                report.mismatches.append("\(layout.key): did not run")
                continue
            }
            let environment = LayoutEnvironment.document(of: layout)
            guard
                let state = entry.states.first(where: {
                    $0.horizontal == environment.traits.horizontal.rawValue
                        && $0.vertical == environment.traits.vertical.rawValue
                })
            else {
                report.mismatches.append("\(layout.key): no executed view")
                continue
            }
            switch executedState(layout, state, layouts: byKey) {
            case .success(let run):
                // A nested layout's views are verified with their own layout, as `unboard verify` does.
                var executedLayout = layout
                executedLayout.constraints = run.constraints.filter { !run.hierarchy.isNested($0) }
                report.scenes.append(LayoutVerifier.verify(executedLayout))
            case .failure(let mismatch): report.mismatches.append("\(layout.key): \(mismatch.reason)")
            }
        }
        return report
    }

    struct Mismatch: Error { var reason: String }

    /// The executed constraints of a layout in one size-class state, with the hierarchy the document gives it there.
    struct ExecutedState {
        /// The executed constraints, their items the document's views.
        var constraints: [ConstraintModel]
        /// The document's hierarchy as UIKit builds it, and the document's constraints.
        var hierarchy: ExecutedHierarchy
    }

    /// The executed constraints of `layout`, once the executed hierarchy is found to be the document's in `traits`
    /// (same classes, same order); by default the document's own size classes. `layouts` holds nested layouts by key.
    static func executedState(
        _ layout: LayoutModel, _ state: Dump.State, traits: SizeClassTraits? = nil, layouts: [String: LayoutModel]
    ) -> Result<ExecutedState, Mismatch> {
        let hierarchy = ExecutedHierarchy(
            layout, traits: traits ?? LayoutEnvironment.document(of: layout).traits, layouts: layouts)
        let nodes = hierarchy.nodes
        let executedTypes = Dictionary(state.views.map { ($0.path, $0.type) }, uniquingKeysWith: { first, _ in first })
        for path in Set(nodes.keys).union(executedTypes.keys).sorted() {
            let expected = nodes[path].map { $0.type }
            let got = executedTypes[path]
            if expected != got, !(path.isEmpty && got != nil) {
                return .failure(
                    Mismatch(
                        reason:
                            "view \(path.isEmpty ? "root" : path) is \(got ?? "missing") when run, \(expected ?? "absent") in the document"
                    ))
            }
        }
        var constraints: [ConstraintModel] = []
        let documentConstraints = hierarchy.constraints + layout.constraints
        for (index, constraint) in state.constraints.enumerated() {
            guard let first = item(constraint.first, nodes),
                let firstAttribute = LayoutAttribute(rawValue: constraint.firstAttribute),
                let relation = LayoutRelation(rawValue: constraint.relation)
            else {
                return .failure(
                    Mismatch(
                        reason: "executed constraint \(index) has an item outside the hierarchy or an unknown guide"))
            }
            let second = constraint.second.flatMap { item($0, nodes) }
            if constraint.second != nil, second == nil {
                return .failure(
                    Mismatch(
                        reason: "executed constraint \(index) has an item outside the hierarchy or an unknown guide"))
            }
            let secondAttribute = LayoutAttribute(rawValue: constraint.secondAttribute).flatMap {
                $0 == .notAnAttribute ? nil : $0
            }
            var executed = ConstraintModel(
                id: "executed-\(index)", line: 0, first: first, firstAttribute: firstAttribute, relation: relation,
                second: second, secondAttribute: secondAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant,
                priority: constraint.priority, identifier: constraint.identifier,
                usesSystemSpacing: constraint.systemSpacing != nil, name: nil, note: nil)
            if constraint.systemSpacing != nil {
                executed.constant = systemSpacing(of: executed, in: documentConstraints)
            }
            constraints.append(executed)
        }
        return .success(ExecutedState(constraints: constraints, hierarchy: hierarchy))
    }

    /// The points a system-spacing constraint stands for. UIKit chooses them when it lays out (20 from a superview's
    /// edge on IB's iPhones, 8 between siblings), so the code only says "system spacing"; IB wrote the value it used in
    /// the document's symbolic constraint between the same anchors, which the translator's model solves with too.
    static func systemSpacing(of executed: ConstraintModel, in document: [ConstraintModel]) -> Double {
        let recorded = document.first {
            $0.usesSystemSpacing && $0.first == executed.first && $0.second == executed.second
                && $0.firstAttribute == executed.firstAttribute && $0.secondAttribute == executed.secondAttribute
        }
        return recorded?.constant ?? executed.constant
    }

    /// The constraint item an executed item names: a view's index path, optionally with a layout guide identifier.
    static func item(_ text: String, _ nodes: [String: ViewNode]) -> LayoutItem? {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let node = nodes[parts[0]] else { return nil }
        guard parts.count == 2 else { return LayoutItem(viewName: node.name, viewID: node.id) }
        let guides: [String: LayoutGuideKind] = [
            "UIViewSafeAreaLayoutGuide": .safeArea, "UIViewLayoutMarginsGuide": .layoutMargins,
            "UIViewReadableContentGuide": .readableContent, "UIScrollView-contentLayoutGuide": .content,
            "UIScrollView-frameLayoutGuide": .frame,
        ]
        guard let guide = guides[parts[1]] else { return nil }
        return LayoutItem(viewName: node.name, viewID: node.id, guide: guide)
    }

    /// The JSON the model's driver writes.
    struct Dump: Decodable {
        struct Layout: Decodable {
            var builder: String
            var key: String
            var states: [State]
        }

        struct State: Decodable {
            var horizontal: String
            var vertical: String
            var views: [View]
            var constraints: [Constraint]
        }

        struct View: Decodable {
            var path: String
            var type: String
        }

        struct Constraint: Decodable {
            var first: String
            var firstAttribute: String
            var relation: String
            var second: String?
            var secondAttribute: String
            var multiplier: Double
            var constant: Double
            var priority: Double
            var identifier: String?
            /// The multiplier of a system-spacing constraint (`equalToSystemSpacingAfter:multiplier:`).
            var systemSpacing: Double?
        }

        var layouts: [Layout]
    }
}
