import Foundation

/// Receives the diagnostics that the pipeline stages emit.
public protocol DiagnosticCollector: AnyObject {
    /// Takes one diagnostic.
    func emit(_ diagnostic: Diagnostic)
}

/// A collector that keeps every diagnostic in memory, in emission order.
public final class AccumulatingDiagnosticCollector: DiagnosticCollector, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Takes one diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        lock.lock()
        storage.append(diagnostic)
        lock.unlock()
    }

    /// Everything emitted so far.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Whether any error was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
