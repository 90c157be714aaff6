/// Limits and switches for the parser.
public struct ParserOptions: Sendable {
    /// The deepest element nesting accepted; deeper documents are refused with an error instead of risking the stack.
    public var maximumDepth: Int

    /// Creates options.
    public init(maximumDepth: Int = 256) {
        self.maximumDepth = maximumDepth
    }
}
