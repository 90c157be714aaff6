/// An unknown the constraint solver finds a value for, such as the left edge of a view.
public struct LayoutVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A number unique among the variables of one solver; it also orders variables deterministically.
    public let id: Int
    /// A readable name for logs (`kyushuLabel.minX`).
    public let name: String

    /// Creates a variable; callers give each variable of a system its own `id`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id < rhs.id }
    public var description: String { name }
}

/// Hands out variables with increasing ids, so a system built in the same order always has the same ids.
public struct LayoutVariableFactory: Sendable {
    private var next = 0

    /// Creates a factory whose first variable has id 0.
    public init() {}

    /// A new variable.
    public mutating func make(_ name: String) -> LayoutVariable {
        defer { next += 1 }
        return LayoutVariable(id: next, name: name)
    }
}
