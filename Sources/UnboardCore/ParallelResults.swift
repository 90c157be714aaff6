import Foundation

/// Slots written by concurrent workers, one each.
final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// Slots filled with values, to be taken one by one.
    init(_ values: [Value]) { storage = values.map { $0 } }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    /// The value of a slot, which is empty afterwards.
    func take(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage[index].take()
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
