/// A few attribute names, for the tests the parser makes on every attribute of an element.
///
/// A name is compared by UTF-8 length first, which rules out almost every other name without a call into the
/// string comparison; only a name of the same length is compared with `==`. That is exact: the names are ASCII
/// without `K`, `;` or `` ` ``, the only ASCII characters that another character (KELVIN SIGN, GREEK QUESTION MARK,
/// GREEK VARIA) is canonically equivalent to, so no string of another length is `==` to one of them.
public struct AttributeNames: Sendable, ExpressibleByArrayLiteral {
    private let names: [String]
    /// Bit n is set when a name is n bytes long.
    private let lengths: UInt64

    /// Creates a set of names.
    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    init(_ names: [String]) {
        precondition(
            names.allSatisfy { name in
                name.utf8.count < 64 && name.utf8.allSatisfy { $0 < 0x80 && !"K;`".utf8.contains($0) }
            }, "an attribute name whose length does not decide equality")
        self.names = names
        lengths = names.reduce(0) { $0 | (1 << UInt64($1.utf8.count)) }
    }

    /// Whether `name` is one of the names.
    public func contains(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count < 64, lengths & (1 << UInt64(count)) != 0 else { return false }
        return names.contains { $0.utf8.count == count && $0 == name }
    }

    /// These names and `other`'s.
    func union(_ other: AttributeNames) -> AttributeNames {
        AttributeNames(names + other.names)
    }
}
