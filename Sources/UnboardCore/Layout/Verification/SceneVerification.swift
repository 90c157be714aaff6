/// The verification of one layout: each view's verdict, and the conflicts the solver met.
public struct SceneVerification: Sendable {
    /// The layout's key.
    public var key: String
    /// The input the layout comes from.
    public var sourcePath: String
    /// Where the layout was solved.
    public var environment: LayoutEnvironment
    /// The views other than the root and views their owner positions, in tree order.
    public var views: [ViewVerification]
    /// Required constraints that could not hold.
    public var unsatisfiable: [UnsatisfiableConstraints]

    /// How many views land within the tolerance.
    public var within: Int { views.count { $0.verdict == .within } }
    /// How many verifiable views are off.
    public var off: Int { views.count { if case .off = $0.verdict { true } else { false } } }
    /// How many views cannot be verified, by reason.
    public var unverifiable: [UnverifiableReason: Int] {
        var counts: [UnverifiableReason: Int] = [:]
        for view in views { if case .unverifiable(let reason) = view.verdict { counts[reason, default: 0] += 1 } }
        return counts
    }
}

/// Totals over many layouts.
public struct VerificationTotals: Sendable, Equatable {
    /// Layouts verified.
    public var scenes = 0
    /// Views within the tolerance.
    public var within = 0
    /// Verifiable views off.
    public var off = 0
    /// Views within the tolerance that are positioned by their frame (autoresizing), a subset of `within`.
    public var withinByFrame = 0
    /// Verifiable views positioned by their frame, within or off.
    public var verifiableByFrame = 0
    /// Unverifiable views by reason.
    public var unverifiable: [UnverifiableReason: Int] = [:]

    /// Adds up scenes.
    public init(_ scenes: [SceneVerification]) {
        self.scenes = scenes.count
        for scene in scenes {
            within += scene.within
            off += scene.off
            withinByFrame += scene.views.count { $0.isPositionedByFrame && $0.verdict == .within }
            verifiableByFrame += scene.views.count { view in
                if case .unverifiable = view.verdict { false } else { view.isPositionedByFrame }
            }
            for (reason, count) in scene.unverifiable { unverifiable[reason, default: 0] += count }
        }
    }

    /// Views that could be verified.
    public var verifiable: Int { within + off }
    /// Views in all.
    public var views: Int { verifiable + unverifiable.values.reduce(0, +) }
    /// The share of verifiable views within the tolerance, 0...1 (1 when nothing was verifiable).
    public var withinRatio: Double { verifiable == 0 ? 1 : Double(within) / Double(verifiable) }
    /// The same share among the views positioned by constraints.
    public var constraintsWithinRatio: Double {
        let verifiable = verifiable - verifiableByFrame
        return verifiable == 0 ? 1 : Double(within - withinByFrame) / Double(verifiable)
    }
}
