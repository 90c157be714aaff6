/// One solver working through a layout system: it adds the constraints, holds stays and parameters as edit
/// variables, and moves them to find out what each frame depends on.
struct LayoutRun {
    private(set) var system: LayoutSystem
    private(set) var solver = ConstraintSolver()
    private var proportionalHandles: [[ConstraintHandle]] = []

    /// How far stays move in a probe; each stay moves by a different multiple, so views that move together
    /// still change their relative frames.
    private static let probeDistance = 50.0

    /// Adds the system's constraints (only the required ones when `requiredOnly`), stays and parameters.
    init(system: LayoutSystem, requiredOnly: Bool = false) {
        self.system = system
        for constraint in system.constraints where !requiredOnly || constraint.priority.isRequired {
            solver.add(constraint)
        }
        if !requiredOnly {
            // Not in the run that finds the sizes left open: it moves the stays far enough to push sizes below
            // zero, where floors would hold them still both ways.
            for floor in system.sizeFloors { solver.addUnlessConflicting(floor) }
            proportionalHandles = system.proportionalStacks.map { stack in
                stack.constraints.compactMap { solver.add($0) }
            }
        }
        for stay in system.stays {
            solver.addEditVariable(stay.variable, priority: LayoutSystem.stayPriority)
            solver.suggest(stay.target, for: stay.variable)
        }
        for parameter in system.parameters {
            solver.addEditVariable(parameter.variable, priority: LayoutSystem.parameterPriority)
            solver.suggest(parameter.value, for: parameter.variable)
        }
    }

    /// Every view's frame in root coordinates in the current solution.
    func absoluteFrames() -> [LayoutRect] {
        zip(system.frames, system.views).map { box, view in frame(box).outset(by: view.alignmentInsets) }
    }

    func frame(_ box: LayoutBox) -> LayoutRect {
        LayoutRect(
            x: solver.value(of: box.minX), y: solver.value(of: box.minY), width: solver.value(of: box.width),
            height: solver.value(of: box.height))
    }

    /// Frames relative to each view's superview.
    func relativeFrames() -> [LayoutRect] {
        let absolute = absoluteFrames()
        return absolute.indices.map { index in
            let frame = absolute[index]
            guard let parent = system.views[index].parent else { return frame }
            return LayoutRect(
                x: frame.x - absolute[parent].x, y: frame.y - absolute[parent].y, width: frame.width,
                height: frame.height)
        }
    }

    /// Moves every stay by its own multiple of `distance` (0 puts them back on IB's frames).
    mutating func moveStays(by distance: Double, seed: Int = 7919) {
        for (index, stay) in system.stays.enumerated() {
            let factor = 1 + Double((index &* seed) % 101) / 50
            solver.suggest(stay.target + distance * factor, for: stay.variable)
        }
    }

    /// Moves the parameters of one kind by `distance` (0 puts them back on their guesses).
    mutating func moveParameters(_ kind: LayoutSystem.ParameterKind, by distance: Double) {
        for (index, parameter) in system.parameters.enumerated() where parameter.kind == kind {
            let factor = 1 + Double((index &* 7919) % 101) / 50
            solver.suggest(parameter.value + distance * factor, for: parameter.variable)
        }
    }

    /// Frames with the stays moved one way and the other, then back; what moves has no other reason to be where it is.
    mutating func framesWithStaysMoved() -> (ahead: [LayoutRect], behind: [LayoutRect]) {
        moveStays(by: Self.probeDistance)
        let ahead = relativeFrames()
        moveStays(by: -Self.probeDistance, seed: 104_729)
        let behind = relativeFrames()
        moveStays(by: 0)
        return (ahead, behind)
    }

    /// The intrinsic sizes whose axis the required constraints leave open: the stays move the view's size there.
    mutating func intrinsicSizesLeftOpen() -> [LayoutSystem.IntrinsicSize] {
        guard !system.intrinsicSizes.isEmpty else { return [] }
        let (ahead, behind) = framesWithStaysMoved()
        return system.intrinsicSizes.filter { size in
            let a = size.axis == .horizontal ? ahead[size.view].width : ahead[size.view].height
            let b = size.axis == .horizontal ? behind[size.view].width : behind[size.view].height
            return abs(a - b) > 1e-3
        }
    }

    /// Adds the content hugging and compression resistance constraints of intrinsic sizes.
    mutating func apply(_ sizes: [LayoutSystem.IntrinsicSize]) {
        for size in sizes {
            for constraint in system.constraints(for: size) { solver.add(constraint) }
        }
    }

    /// Updates the safe-area insets of views other than the root from where they landed, until they settle.
    mutating func settleSafeAreas() {
        for _ in 0..<3 {
            let frames = absoluteFrames()
            var changed = false
            for index in system.parameters.indices where system.parameters[index].kind == .safeArea {
                let parameter = system.parameters[index]
                let insets = system.safeAreaOverlap(frames[parameter.view])
                let value = [insets.top, insets.left, insets.bottom, insets.right][parameter.edge]
                guard abs(value - parameter.value) > 1e-6 else { continue }
                system.parameters[index].value = value
                solver.suggest(value, for: parameter.variable)
                changed = true
            }
            if !changed { return }
        }
    }

    /// Frames with other proportions for every `fillProportionally` stack view, then back.
    mutating func framesWithOtherProportions() -> [LayoutRect]? {
        guard !system.proportionalStacks.isEmpty else { return nil }
        for handles in proportionalHandles { handles.forEach { solver.remove($0) } }
        let perturbed = system.proportionalStacks.map { stack in stack.perturbed.compactMap { solver.add($0) } }
        let frames = relativeFrames()
        for handles in perturbed { handles.forEach { solver.remove($0) } }
        proportionalHandles = system.proportionalStacks.map { stack in stack.constraints.compactMap { solver.add($0) } }
        return frames
    }

    /// Frames with every parameter of one kind (the baseline guesses, say) moved, then back; `nil` without one.
    mutating func framesWithParametersMoved(_ kind: LayoutSystem.ParameterKind) -> [LayoutRect]? {
        guard system.parameters.contains(where: { $0.kind == kind }) else { return nil }
        moveParameters(kind, by: 5)
        let frames = relativeFrames()
        moveParameters(kind, by: 0)
        return frames
    }
}
