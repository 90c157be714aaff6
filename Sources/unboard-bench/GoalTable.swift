import Foundation

/// One row of the goal table: a goal of issue 19 as measured, its target and whether it is met.
struct Verdict: Equatable {
    /// The goal's number in issue 19; `nil` for a target of the bench's own (inputs processed in parallel).
    var goal: Int?
    var name: String
    var measured: String
    var target: String
    var met: Bool

    /// The table the bench ends with: goals in issue 19's order (rows of one goal in the order measured), then
    /// the bench's own targets, in aligned columns; a cell longer than `widest` runs into the next column of its
    /// row rather than widening the column for every row.
    static func table(_ verdicts: [Verdict], widest: Int = 56) -> [String] {
        let ordered = verdicts.enumerated().sorted { left, right in
            let (a, b) = (left.element.goal ?? .max, right.element.goal ?? .max)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
        let header = ["goal", "what", "measured", "target", "met"]
        let rows = ordered.map { verdict in
            [
                verdict.goal.map { String($0) } ?? "-", verdict.name, verdict.measured, verdict.target,
                verdict.met ? "met" : "MISSED",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.filter { $0 <= widest }.max() ?? widest
        }
        return ([header] + rows).map { row in
            zip(row, widths).map { Format.pad($0, $1 + 1) }.joined().trimmingCharacters(in: .whitespaces)
        }
    }
}

/// Whether instructions per input byte stay flat as the input grows: each step from one size to the next, and the
/// largest size against the smallest, grows by at most `limit`.
struct PerByteGrowth {
    /// Instructions per byte at each size, smallest first.
    var points: [(megabytes: Int, perByte: Double)]
    var limit = 1.1

    init(_ points: [(megabytes: Int, perByte: Double)]) {
        self.points = points.sorted { $0.megabytes < $1.megabytes }
    }

    /// Each size's figure over the previous size's.
    var steps: [Double] { zip(points, points.dropFirst()).map { $1.perByte / $0.perByte } }

    /// The largest size's figure over the smallest's.
    var overall: Double { (points.last?.perByte ?? .nan) / (points.first?.perByte ?? .nan) }

    var isFlat: Bool { points.count > 1 && (steps + [overall]).allSatisfy { $0 <= limit } }

    /// `534.6 / 493.0 / 510.2 at 1 / 10 / 50 MB (steps 0.92x, 1.03x; 50 / 1 MB 0.95x)`.
    var measured: String {
        let values = points.map { String(format: "%.1f", $0.perByte) }.joined(separator: " / ")
        let sizes = points.map { String($0.megabytes) }.joined(separator: " / ")
        let stepText = steps.map(Format.ratio).joined(separator: ", ")
        return "\(values) at \(sizes) MB (steps \(stepText); "
            + "\(points.last?.megabytes ?? 0) / \(points.first?.megabytes ?? 0) MB \(Format.ratio(overall)))"
    }
}
