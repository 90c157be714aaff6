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

/// A collector that forwards every diagnostic to another one and remembers whether an error passed.
public final class ErrorTrackingDiagnosticCollector: DiagnosticCollector {
    private let upstream: DiagnosticCollector
    /// Whether an error was emitted through this collector.
    public private(set) var sawError = false

    /// Creates a collector that forwards to `upstream`.
    public init(forwardingTo upstream: DiagnosticCollector) {
        self.upstream = upstream
    }

    /// Forwards one diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { sawError = true }
        upstream.emit(diagnostic)
    }
}
