extension LayoutSystem {
    /// The system with each of `containers` held at its recorded frame, as IB had it when it laid out what the
    /// container holds: the container's constraints that involve none of its descendants (those that place it
    /// among other views, and its own size) give way to its recorded frame; those inside it stay.
    func holding(_ containers: Set<Int>) -> LayoutSystem {
        var owners: [LayoutVariable: Int] = [:]
        for (index, box) in frames.enumerated() {
            for expression in [box.minX, box.minY, box.width, box.height] {
                for variable in expression.terms.keys { owners[variable] = index }
            }
        }
        var held = self
        // Indices into the old `constraints`: stale once they are filtered.
        held.hidingSizeConstraints = []
        held.constraints = constraints.filter { constraint in
            let involved = Set(constraint.variables.compactMap { owners[$0] })
            return !containers.contains { container in
                involved.contains(container)
                    && !involved.contains { $0 != container && layout.isDescendant($0, of: container) }
            }
        }
        for container in containers.sorted() {
            guard let recorded = recordedBox(container) else { continue }
            let name = views[container].node.name
            for (component, variable, value) in [
                ("minX", frames[container].minX, recorded.minX), ("minY", frames[container].minY, recorded.minY),
                ("width", frames[container].width, recorded.width),
                ("height", frames[container].height, recorded.height),
            ] {
                held.add(variable, .equal, value, "\(name).\(component) == \(format(value.constant)) (IB's frame)")
            }
        }
        return held
    }

    /// The system without the constraints at `indices` of `constraints`.
    func removing(_ indices: Set<Int>) -> LayoutSystem {
        var reduced = self
        reduced.hidingSizeConstraints = []
        reduced.constraints = constraints.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
        return reduced
    }
}
