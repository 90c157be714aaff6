import Foundation
import Stencil

/// Bounds on rendering a user's template, which comes from the repository like any input: its size, the ranges it
/// spells, how many loop iterations it runs, how long it runs and how much text it produces.
///
/// Stencil has no limits of its own, so the budget is enforced from outside: ranges are checked in the template text
/// (Stencil builds a range's whole array before the first iteration), and every `for` tag is followed by a tag that
/// counts the iteration and checks the clock, stopping the render with an error.
final class TemplateBudget: @unchecked Sendable {
    /// The largest template accepted, in bytes.
    static let maximumTemplateBytes = 1 << 20
    /// The most elements a range such as `1...10` may have.
    static let maximumRangeCount = 10_000
    /// The most loop iterations of one file's render, over all loops.
    static let maximumIterations = 100_000
    /// The longest rendered file, in bytes.
    static let maximumOutputBytes = 16 << 20
    /// The longest one file's render may take.
    static let timeLimit: TimeInterval = 10

    /// Why the render was stopped, once it was.
    private(set) var exceeded: String?
    private var iterations = 0
    private let deadline: Date
    private let maximumIterations: Int

    init(timeLimit: TimeInterval = TemplateBudget.timeLimit, maximumIterations: Int = TemplateBudget.maximumIterations)
    {
        deadline = Date(timeIntervalSinceNow: timeLimit)
        self.maximumIterations = maximumIterations
    }

    /// The tag `prepared` puts after every `for` tag.
    static let tagName = "unboardLoopBudget"

    /// The template with a budget tag as the first node of every loop body.
    ///
    /// - Throws: A message when the template is too large or spells a range that is not two literal integers at most
    ///   `maximumRangeCount` apart.
    static func prepared(_ template: String) throws(TemplateBudgetError) -> String {
        guard template.utf8.count <= maximumTemplateBytes else {
            throw TemplateBudgetError("the template is larger than \(maximumTemplateBytes / 1024) KB")
        }
        let text = template as NSString
        let whole = NSRange(location: 0, length: text.length)
        for block in blocks.matches(in: template, range: whole) {
            for range in ranges.matches(in: template, range: block.range) {
                let bounds = (1...2).map { Int(text.substring(with: range.range(at: $0))) }
                guard let lower = bounds[0], let upper = bounds[1] else {
                    throw TemplateBudgetError(
                        "the range '\(text.substring(with: range.range))' does not have literal integer bounds, which templates need"
                    )
                }
                let (span, overflow) = upper.subtractingReportingOverflow(lower)
                guard !overflow, span.magnitude < maximumRangeCount else {
                    throw TemplateBudgetError(
                        "the range '\(text.substring(with: range.range))' has more than \(maximumRangeCount) elements")
                }
            }
        }
        return forTags.stringByReplacingMatches(in: template, range: whole, withTemplate: "$0{% \(tagName) $1%}")
    }

    /// Counts one iteration and checks the clock.
    func spend() throws(TemplateBudgetError) {
        iterations += 1
        if iterations > maximumIterations {
            exceeded = "its loops ran more than \(maximumIterations) times"
        } else if iterations % 64 == 0, Date() > deadline {
            exceeded = "it ran longer than \(Int(TemplateBudget.timeLimit)) seconds"
        }
        if let exceeded { throw TemplateBudgetError(exceeded) }
    }

    /// An environment whose budget tag spends from this budget.
    func environment() -> Environment {
        let budgetExtension = Extension()
        budgetExtension.registerSimpleTag(Self.tagName) { [self] _ in
            try spend()
            return ""
        }
        return Environment(extensions: [budgetExtension])
    }

    // Stencil's blocks, `{% ... %}` and `{{ ... }}`.
    private static let blocks = try! NSRegularExpression(
        pattern: #"\{%.*?%\}|\{\{.*?\}\}"#, options: [.dotMatchesLineSeparators])
    // A range inside a block: Stencil reads any token with `...` in it as one.
    private static let ranges = try! NSRegularExpression(pattern: #"([^\s|:,"'{}%]*)\.\.\.([^\s|:,"'{}%]*)"#)
    // A `for` tag, with `-` when it trims the whitespace after it (the budget tag must then trim it instead).
    private static let forTags = try! NSRegularExpression(
        pattern: #"\{%-?\s*for\s.*?(-?)%\}"#, options: [.dotMatchesLineSeparators])
}

/// Why a template was refused or stopped.
struct TemplateBudgetError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
