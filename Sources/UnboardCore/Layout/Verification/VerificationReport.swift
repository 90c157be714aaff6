/// Writes verification results as text: per scene the counts, the views off with expected and solved frames,
/// the unverifiable views with their reason and the conflicts; then the totals.
public struct VerificationReport {
    /// Whether to print only each scene's counts and the totals.
    public var summaryOnly = false

    /// Creates a report writer.
    public init(summaryOnly: Bool = false) { self.summaryOnly = summaryOnly }

    /// The whole report.
    public func text(_ scenes: [SceneVerification]) -> String {
        scenes.map(sceneText).joined() + totalText(VerificationTotals(scenes))
    }

    /// One scene's section.
    public func sceneText(_ scene: SceneVerification) -> String {
        let environment = scene.environment
        let traits = SizeClassNotation.text(environment.traits)
        var text =
            "\(scene.sourcePath): \(scene.key) (\(environment.device.id), \(environment.orientation.rawValue), \(traits)): "
        text +=
            "\(scene.within) within \(format(environment.tolerance)) pt, \(scene.off) off, \(Self.unverifiableText(scene.unverifiable))\n"
        if summaryOnly { return text }
        for view in scene.views {
            switch view.verdict {
            case .within: continue
            case .off(let expected, let got):
                text += "  off: \(view.name) (\(view.type)): expected \(Self.rect(expected)), got \(Self.rect(got))\n"
            case .unverifiable(let reason):
                let detail = view.detail.map { ": \($0)" } ?? ""
                text += "  unverifiable: \(view.name) (\(view.type)): \(reason.rawValue)\(detail)\n"
            }
        }
        for conflict in scene.unsatisfiable {
            text +=
                conflict.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + $0 }
                .joined(separator: "\n") + "\n"
        }
        return text
    }

    /// The totals line.
    public func totalText(_ totals: VerificationTotals) -> String {
        let byConstraints =
            "\(totals.within - totals.withinByFrame) of \(totals.verifiable - totals.verifiableByFrame) positioned by constraints, "
            + "\(format(totals.constraintsWithinRatio * 100))%"
        return
            "Total: \(totals.scenes) scene(s), \(totals.views) view(s): \(totals.within) within tolerance (\(format(totals.withinRatio * 100))% of "
            + "\(totals.verifiable) verifiable; \(byConstraints)), \(totals.off) off, \(Self.unverifiableText(totals.unverifiable))\n"
    }

    private static func unverifiableText(_ counts: [UnverifiableReason: Int]) -> String {
        let total = counts.values.reduce(0, +)
        let reasons = UnverifiableReason.allCases.compactMap { reason in
            counts[reason].map { "\(reason.rawValue): \($0)" }
        }
        return "\(total) unverifiable" + (reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))")
    }

    private static func rect(_ rect: LayoutRect) -> String {
        "(\(format(rect.x)), \(format(rect.y)), \(format(rect.width)), \(format(rect.height)))"
    }
}
