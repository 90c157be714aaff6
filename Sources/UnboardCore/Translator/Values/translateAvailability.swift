extension TranslationContext {
    /// Whether API introduced in iOS `version` needs an `if #available` guard at the deployment target.
    func needsAvailabilityGuard(since version: String) -> Bool {
        Self.compare(deploymentTarget, version) == .orderedAscending
    }

    /// `value` where the deployment target has it; otherwise `{ if #available(iOS v, *) { return value } else
    /// { return fallback } }()`, so that nothing newer than the target is ever used unguarded.
    func available(_ value: SwiftExpression, since version: String, fallback: SwiftExpression) -> SwiftExpression {
        guard needsAvailabilityGuard(since: version) else { return value }
        let guarded = SwiftStatement.ifAvailable(
            platform: "iOS", version: version, body: [.returnValue(value)], elseBody: [.returnValue(fallback)])
        return .call(.closure(SwiftClosure(parameters: [], body: [guarded])), [])
    }

    /// Compares dotted version numbers numerically (`14.0` < `14.10`).
    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if a != b { return a < b ? .orderedAscending : .orderedDescending }
        }
        return .orderedSame
    }
}

import Foundation
