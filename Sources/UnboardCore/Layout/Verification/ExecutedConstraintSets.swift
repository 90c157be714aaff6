import Foundation

extension ExecutedLayoutVerifier {
    /// How the constraints the generated code left active in one size-class state compare with the document's.
    public struct ConstraintSetComparison: Sendable {
        /// The layout's key.
        public var key: String
        /// The size-class state, `horizontal/vertical`.
        public var state: String
        /// Active when run, not in the document (one line each).
        public var unexpected: [String] = []
        /// In the document, not active when run.
        public var missing: [String] = []
        /// Why the sets could not be compared (the executed hierarchy is not the document's), if so.
        public var mismatch: String?
        /// The document's constraints left out because they have a view UIKit keeps out of the view tree (a scene's
        /// extra view, a bar button item's custom view, a text field's input view), where the run cannot show them.
        public var outside = 0

        /// Whether both sets are equal.
        public var isEqual: Bool { unexpected.isEmpty && missing.isEmpty && mismatch == nil }
    }

    /// Compares, for every layout and every size-class state the executed dump holds, the set of active constraints
    /// the code left (first item, attribute, relation, second item, attribute, multiplier, constant, priority) with the
    /// set the document installs in that state (as `unboard verify` resolves it).
    public static func compareConstraintSets(
        _ layouts: [LayoutModel], executed data: Data
    ) throws -> [ConstraintSetComparison] {
        let dump = try JSONDecoder().decode(Dump.self, from: data)
        let executed = Dictionary(dump.layouts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let byKey = Dictionary(layouts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var comparisons: [ConstraintSetComparison] = []
        for layout in layouts {
            guard let entry = executed[layout.key] else {
                comparisons.append(.init(key: layout.key, state: "-", mismatch: "did not run"))
                continue
            }
            for state in entry.states {
                comparisons.append(compareConstraintSet(layout, state, layouts: byKey))
            }
        }
        return comparisons
    }

    static func compareConstraintSet(
        _ layout: LayoutModel, _ state: Dump.State, layouts: [String: LayoutModel]
    ) -> ConstraintSetComparison {
        var comparison = ConstraintSetComparison(key: layout.key, state: "\(state.horizontal)/\(state.vertical)")
        guard let horizontal = SizeClass(rawValue: state.horizontal),
            let vertical = SizeClass(rawValue: state.vertical)
        else {
            comparison.mismatch = "unknown size class"
            return comparison
        }
        let traits = SizeClassTraits(horizontal: horizontal, vertical: vertical)
        switch executedState(layout, state, traits: traits, layouts: layouts) {
        case .failure(let mismatch): comparison.mismatch = mismatch.reason
        case .success(let executed):
            let run = executed.constraints.map(constraintSetEntry)
            let document = executed.hierarchy.constraints.map(constraintSetEntry)
            comparison.outside = executed.hierarchy.outsideConstraints
            comparison.unexpected = difference(run, document)
            comparison.missing = difference(document, run)
        }
        return comparison
    }

    /// The elements of `left` not matched one for one in `right` (a multiset difference, sorted).
    static func difference(_ left: [String], _ right: [String]) -> [String] {
        var remaining = Dictionary(right.map { ($0, 1) }, uniquingKeysWith: +)
        var result: [String] = []
        for entry in left {
            if let count = remaining[entry], count > 0 { remaining[entry] = count - 1 } else { result.append(entry) }
        }
        return result.sorted()
    }

    /// The compared fields of a constraint as one line (numbers rounded to a millionth: both sides are doubles). A
    /// constraint without a second item has no multiplier to compare (UIKit's model keeps 0, the document 1).
    static func constraintSetEntry(_ constraint: ConstraintModel) -> String {
        // A margin attribute is its view's layout margins guide's edge, as the solver and the renderer take it.
        func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
            let guide = item.guide ?? (attribute.isMargin ? .layoutMargins : nil)
            return item.viewName + (guide.map { ".\($0.rawValue)" } ?? "") + "(\(item.viewID))."
                + attribute.withoutMargin.rawValue
        }
        func number(_ value: Double) -> String { String(format: "%.6g", (value * 1e6).rounded() / 1e6) }
        let second =
            constraint.second.map {
                "\(anchor($0, constraint.secondAttribute ?? .notAnAttribute)) x\(number(constraint.multiplier))"
            } ?? "nil"
        return "\(anchor(constraint.first, constraint.firstAttribute)) \(constraint.relation.rawValue) \(second)"
            + " + \(number(constraint.constant)) @\(number(constraint.priority))"
    }
}
