import Testing

@testable import unboard_bench

/// The goal table's order and columns, and the flatness of instructions per byte over the sizes.
@Suite struct GoalTableTests {
    @Test func ordersByGoalThenAsMeasuredWithTheBenchsOwnLast() {
        let table = Verdict.table([
            Verdict(goal: 2, name: "peak RSS, 10 MB", measured: "8.74x", target: "< 3x", met: false),
            Verdict(goal: nil, name: "corpus in parallel", measured: "1.05x", target: "> 1.1x", met: false),
            Verdict(goal: 1, name: "ratio, 1 MB", measured: "7.58x", target: "<= 2.5x", met: false),
            Verdict(goal: 5, name: "no-op", measured: "39.2 ms", target: "< 100 ms", met: true),
            Verdict(goal: 1, name: "ratio, 50 MB", measured: "7.40x", target: "<= 2.5x", met: false),
        ])
        #expect(
            table == [
                "goal what               measured target   met",
                "1    ratio, 1 MB        7.58x    <= 2.5x  MISSED",
                "1    ratio, 50 MB       7.40x    <= 2.5x  MISSED",
                "2    peak RSS, 10 MB    8.74x    < 3x     MISSED",
                "5    no-op              39.2 ms  < 100 ms met",
                "-    corpus in parallel 1.05x    > 1.1x   MISSED",
            ])
    }

    @Test func letsACellLongerThanTheWidestRunIntoTheNextColumn() {
        let long = String(repeating: "x", count: 20)
        let table = Verdict.table(
            [
                Verdict(goal: 1, name: "a", measured: long, target: "t", met: true),
                Verdict(goal: 1, name: "b", measured: "5", target: "t", met: false),
            ], widest: 10)
        #expect(
            table == [
                "goal what measured target met", "1    a    \(long) t      met", "1    b    5        t      MISSED",
            ])
    }

    @Test func perByteIsFlatOnlyWhenEveryStepAndTheWholeRangeStayWithinTenPercent() {
        let flat = PerByteGrowth([(50, 510.0), (1, 534.6), (10, 493.0)])
        #expect(flat.points.map(\.megabytes) == [1, 10, 50])
        #expect(flat.isFlat)
        #expect(flat.measured == "534.6 / 493.0 / 510.0 at 1 / 10 / 50 MB (steps 0.92x, 1.03x; 50 / 1 MB 0.95x)")
        // The step from 10 to 50 MB grows by 15% though 50 MB is within 10% of 1 MB.
        #expect(!PerByteGrowth([(1, 534.6), (10, 480.0), (50, 552.0)]).isFlat)
        // Each step within 10%, the whole range not.
        #expect(!PerByteGrowth([(1, 500.0), (10, 545.0), (50, 595.0)]).isFlat)
        #expect(!PerByteGrowth([(1, 500.0)]).isFlat)
    }
}
