/// Solves layouts: builds the linear system of a layout in an environment, solves it, and finds what each
/// frame depends on besides the constraints by moving the stays, the baseline guesses and the proportions of
/// `fillProportionally` stack views, and watching which frames move.
public enum LayoutEngine {
    /// Solves `layout` in `environment`.
    public static func solve(_ layout: LayoutModel, in environment: LayoutEnvironment) -> SolvedLayout {
        var resolved = ResolvedLayout(layout, traits: environment.traits)
        resolved.rootIsControllerView = environment.isControllerView
        var run = settledRun(LayoutSystem(layout: resolved, environment: environment))
        let frames = run.relativeFrames()
        let absolute = run.absoluteFrames()
        let guides = run.system.usedGuides.map { SolvedLayout.Guide(name: $0.name, frame: run.frame($0.box)) }
        let dependencies = findDependencies(&run, frames)
        let broken = run.system.constraintsBrokenByRecordedFrames(tolerance: environment.tolerance)
        var views = resolved.views.indices.map { index in
            var solved = view(
                resolved.views[index], frame: frames[index], absolute: absolute[index],
                dependencies: dependencies[index], environment: environment)
            solved.brokenConstraint = broken[index]
            return solved
        }
        fitAlternatives(&views, of: run, broken: broken, tolerance: environment.tolerance)
        return SolvedLayout(
            key: layout.key, sourcePath: layout.sourcePath, environment: environment, views: views, guides: guides,
            unsatisfiable: run.solver.unsatisfiable)
    }

    /// The system solved with its intrinsic sizes and the safe areas of its views settled.
    static func settledRun(_ system: LayoutSystem) -> LayoutRun {
        // Intrinsic sizes come from IB's recorded frames, so they apply only where the required constraints do not
        // already decide the size.
        var requiredOnly = LayoutRun(system: system, requiredOnly: true)
        var run = LayoutRun(system: system)
        run.apply(requiredOnly.intrinsicSizesLeftOpen())
        run.settleSafeAreas()
        return run
    }

    /// What each view's frame depends on besides the constraints.
    private static func findDependencies(_ run: inout LayoutRun, _ frames: [LayoutRect]) -> [Set<LayoutDependency>] {
        var dependencies = Array(repeating: Set<LayoutDependency>(), count: frames.count)
        let moved = run.framesWithStaysMoved()
        mark(&dependencies, .ambiguity, frames, moved.ahead)
        mark(&dependencies, .ambiguity, frames, moved.behind)
        if let baselines = run.framesWithParametersMoved(.baseline) {
            mark(&dependencies, .baseline, frames, baselines)
        }
        if let margins = run.framesWithParametersMoved(.cellOutsideTableMargin) {
            mark(&dependencies, .cellOutsideTable, frames, margins)
        }
        if let placements = run.framesWithParametersMoved(.hiddenArrangedPlacement) {
            mark(&dependencies, .hiddenArrangedPlacement, frames, placements)
            // Frames are relative, so a hidden view's content does not move with it; hidden with it, it goes too.
            for index in frames.indices {
                guard let parent = run.system.views[index].parent,
                    dependencies[parent].contains(.hiddenArrangedPlacement)
                else { continue }
                dependencies[index].insert(.hiddenArrangedPlacement)
            }
        }
        if let proportions = run.framesWithOtherProportions() {
            mark(&dependencies, .fillProportionally, frames, proportions)
        }
        for index in frames.indices where run.system.views[index].showsSymbol {
            dependencies[index].insert(.symbolMetrics)
        }
        return dependencies
    }

    private static func mark(
        _ dependencies: inout [Set<LayoutDependency>], _ dependency: LayoutDependency, _ base: [LayoutRect],
        _ moved: [LayoutRect]
    ) {
        for index in base.indices where !base[index].isClose(to: moved[index], within: 1e-3) {
            dependencies[index].insert(dependency)
        }
    }

    private static func view(
        _ view: ResolvedLayout.View, frame: LayoutRect, absolute: LayoutRect, dependencies: Set<LayoutDependency>,
        environment: LayoutEnvironment
    ) -> SolvedLayout.View {
        let recorded =
            view.parent == nil
            ? LayoutRect(x: 0, y: 0, width: environment.canvas.width, height: environment.canvas.height)
            : view.node.canvasFrame
        return SolvedLayout.View(
            id: view.node.id, name: view.node.name, type: view.node.type, parent: view.parent, frame: frame,
            absoluteFrame: absolute,
            recordedFrame: recorded, designFlags: view.node.designFlags, positioning: view.node.positioning,
            dependencies: dependencies, isHidden: view.isHidden)
    }
}

extension LayoutRect {
    /// Whether every component is within `tolerance` of the other rectangle's.
    public func isClose(to other: LayoutRect, within tolerance: Double) -> Bool {
        largestDifference(to: other) <= tolerance
    }

    /// The largest difference between corresponding components.
    public func largestDifference(to other: LayoutRect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }
}
