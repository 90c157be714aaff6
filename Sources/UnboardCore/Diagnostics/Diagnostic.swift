/// A message about an input document, with its severity and the place in the document it refers to.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Information that does not need action.
        case note
        /// Something Unboard skipped or approximated; the output is still produced.
        case warning
        /// Something that stops the input from being converted.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders severities from note to error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A place in a source file.
    public struct Location: Hashable, Sendable {
        /// The path of the file as the user named it.
        public var filePath: String
        /// The 1-based line, when known.
        public var line: Int?
        /// The 1-based column, when known.
        public var column: Int?

        /// Creates a location.
        public init(filePath: String, line: Int? = nil, column: Int? = nil) {
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// How serious the diagnostic is.
    public var severity: Severity
    /// The message, one line, without the location prefix.
    public var message: String
    /// Where the problem is, when it has a place.
    public var location: Location?
    /// The category used by coverage reports (e.g. `unsupported-attribute`), when there is one.
    public var category: Category?
    /// What an unsupported-feature diagnostic is about, for grouping in reports (e.g. `'futureAttribute' on <label>`).
    public var subject: String?

    /// The kinds of diagnostics that reports count separately.
    public enum Category: String, Hashable, Sendable {
        /// An XML attribute Unboard does not translate.
        case unsupportedAttribute = "unsupported-attribute"
        /// An XML element Unboard does not translate.
        case unsupportedElement = "unsupported-element"
        /// A variation key that is not a size class.
        case unsupportedVariation = "unsupported-variation"
    }

    /// Creates a diagnostic.
    public init(severity: Severity, message: String, location: Location? = nil, category: Category? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.category = category
    }

    /// Creates an error.
    public static func error(_ message: String, at location: Location? = nil) -> Diagnostic {
        Diagnostic(severity: .error, message: message, location: location)
    }

    /// Creates a warning.
    public static func warning(_ message: String, at location: Location? = nil, category: Category? = nil) -> Diagnostic
    {
        Diagnostic(severity: .warning, message: message, location: location, category: category)
    }

    /// Creates a note.
    public static func note(_ message: String, at location: Location? = nil) -> Diagnostic {
        Diagnostic(severity: .note, message: message, location: location)
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The diagnostic in compiler style: `path:line:col: severity: message`.
    public var description: String {
        guard let location else { return "\(severity.rawValue): \(message)" }
        var prefix = location.filePath
        if let line = location.line {
            prefix += ":\(line)"
            prefix += ":\(location.column ?? 1)"
        }
        return "\(prefix): \(severity.rawValue): \(message)"
    }
}
