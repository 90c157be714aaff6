extension TranslationContext {
    /// Whether API introduced in iOS `version` needs an `if #available` guard at the deployment target, or inside
    /// the `if #available` block being translated (`assumingAvailability(of:_:)`).
    func needsAvailabilityGuard(since version: String) -> Bool {
        Self.compare(enclosingAvailability ?? deploymentTarget, version) == .orderedAscending
    }

    /// Runs `body` for code that goes inside an `if #available(iOS version, *)` block, where API up to `version`
    /// needs no guard of its own: Swift warns of an "unnecessary check for 'iOS'" (xdripswift's `Main.storyboard`,
    /// whose button configurations' `systemMint` colors were guarded again inside the configuration's guard).
    func assumingAvailability<T>(of version: String, _ body: () -> T) -> T {
        let enclosing = enclosingAvailability
        if needsAvailabilityGuard(since: version) { enclosingAvailability = version }
        defer { enclosingAvailability = enclosing }
        return body()
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
