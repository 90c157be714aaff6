/// Required constraints that cannot hold together, and the one the solver left out, as UIKit reports them.
public struct UnsatisfiableConstraints: Sendable, CustomStringConvertible {
    /// A minimal set of required constraints that contradict each other, the broken one last.
    public var constraints: [LinearConstraint]
    /// The constraint that was not added.
    public var broken: LinearConstraint

    /// Creates a report.
    public init(constraints: [LinearConstraint], broken: LinearConstraint) {
        self.constraints = constraints
        self.broken = broken
    }

    /// The message in the words of UIKit's `UIViewAlertForUnsatisfiableConstraints` log.
    public var description: String {
        let list = constraints.map { "    \"<NSLayoutConstraint \($0.label)   (active)>\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint \(broken.label)   (active)>
            """
    }
}
