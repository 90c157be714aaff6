/// What Unboard translates, reports as unsupported, and ignores by design, per input and in total.
///
/// `unboard report` prints it, as text or JSON, so users can judge a migration before they start.
public struct CoverageReport: Codable, Sendable {
    /// Element and attribute counts.
    public struct Counts: Codable, Sendable, Equatable {
        /// XML elements.
        public var elements = 0
        /// XML attributes.
        public var attributes = 0

        /// Creates counts.
        public init(elements: Int = 0, attributes: Int = 0) {
            self.elements = elements
            self.attributes = attributes
        }

        /// Adds two counts.
        public static func + (lhs: Counts, rhs: Counts) -> Counts {
            Counts(elements: lhs.elements + rhs.elements, attributes: lhs.attributes + rhs.attributes)
        }

        /// Subtracts two counts.
        public static func - (lhs: Counts, rhs: Counts) -> Counts {
            Counts(elements: lhs.elements - rhs.elements, attributes: lhs.attributes - rhs.attributes)
        }
    }

    /// One unsupported feature: what it is, how often it occurs, and where first.
    public struct Unsupported: Codable, Sendable, Equatable {
        /// `attribute`, `element` or `variation`.
        public var kind: String
        /// What is unsupported (`'futureAttribute' on <label>`).
        public var subject: String
        /// How many times it occurs.
        public var count: Int
        /// Where it occurs first: `path:line`.
        public var first: String
    }

    /// The figures of one input, or of all inputs together.
    public struct Section: Codable, Sendable {
        /// The input path, or `total`.
        public var path: String
        /// Why the input was refused (a macOS document, an archive xib), when it was.
        public var refused: String?
        /// Errors in the input.
        public var errors: Int
        /// Everything seen.
        public var seen: Counts
        /// Translated into Swift.
        public var translated: Counts
        /// Reported as unsupported.
        public var unsupported: Counts
        /// Design-time only (canvas state, simulated metrics, document metadata), ignored by design.
        public var designTime: Counts
        /// The unsupported features, most frequent first.
        public var unsupportedFeatures: [Unsupported]

        /// Unsupported attributes as a share of the attributes that matter (design-time ones excluded).
        public var unsupportedAttributeShare: Double {
            let relevant = seen.attributes - designTime.attributes
            return relevant > 0 ? Double(unsupported.attributes) / Double(relevant) : 0
        }
    }

    /// One section per input, in input order.
    public var inputs: [Section]
    /// All inputs together.
    public var total: Section
}
