import Foundation

/// The model's own interface for tests and the `run-generated.sh` driver: not UIKit API (the real-SDK type check
/// rejects generated code that would use it).
public enum UIKitModel {
    /// A failure UIKit would raise on a device (an Objective-C exception), or a use of API the model does not implement.
    public struct Exception: CustomStringConvertible, Sendable {
        /// The Objective-C exception name (`NSInternalInconsistencyException`, ...) or `not modelled`.
        public var name: String
        /// UIKit's reason.
        public var reason: String
        public var description: String { "\(name): \(reason)" }
    }

    /// Every exception raised so far, in order.
    nonisolated(unsafe) public static var exceptions: [Exception] = []

    /// Records an exception UIKit raises and prints it (`exception: ...`), so that a driver that traps later still
    /// reports it. The caller carries on as the app would if the exception were caught.
    public static func raise(_ name: String, _ reason: String) {
        let exception = Exception(name: name, reason: reason)
        exceptions.append(exception)
        print("exception: \(exception)")
        fflush(stdout)
    }

    /// API the model does not implement: recorded, then the program stops, since no value can be made up.
    public static func notModelled(_ member: String) -> Never {
        raise("not modelled", member)
        exit(3)
    }

    // MARK: - Stored properties

    /// One object's stored property values. The object is held weakly: an object's own properties do not keep it
    /// alive, so the model frees what UIKit frees (a cell its table let go). Once the object is gone the entry is
    /// stale, and a new object may get its identifier: the entry counts only while its object is the one asked for.
    private struct Entry {
        weak var object: AnyObject?
        var values: [String: Any]
    }

    /// The values of the properties the model only stores, per object.
    nonisolated(unsafe) private static var values: [ObjectIdentifier: Entry] = [:]
    /// The number of entries at which `store` next drops the stale ones (doubling, so dropping costs O(1) a store).
    nonisolated(unsafe) private static var sweepCount = 1024

    /// Stores a property value of `object`.
    public static func store(_ object: AnyObject, _ name: String, _ value: Any) {
        let id = ObjectIdentifier(object)
        if values[id]?.object !== object {
            dropStaleEntriesWhenDue()
            values[id] = Entry(object: object, values: [:])
        }
        values[id]?.values[name] = value
    }

    /// The values stored for `object`, not those of a freed object that had its identifier.
    private static func storedValues(_ object: AnyObject) -> [String: Any]? {
        guard let entry = values[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.values
    }

    private static func dropStaleEntriesWhenDue() {
        guard values.count >= sweepCount else { return }
        // Kept until the function returns: freeing the stale values may free objects whose deinit stores values.
        let all = values
        values = all.filter { $0.value.object != nil }
        sweepCount = max(1024, values.count * 2)
    }

    /// A property value stored with `store`, else the value Apple documents for the object's class (`Defaults.swift`);
    /// reading a property nobody set whose default the model does not know traps.
    public static func stored<Value>(_ object: AnyObject, _ name: String) -> Value {
        guard let value = storedValues(object)?[name] ?? documentedDefault(of: object, name) else {
            notModelled("\(type(of: object)).\(name) (read before it was set; the model knows no default)")
        }
        return value as! Value
    }

    /// A property value stored with `store`, or `fallback`.
    public static func stored<Value>(_ object: AnyObject, _ name: String, default fallback: @autoclosure () -> Value) -> Value {
        (storedValues(object)?[name] as? Value) ?? fallback()
    }

    /// Every property value stored for `object`, by name: what a test reads of an object whose properties have no
    /// documented defaults (a paragraph style, of which the output sets some).
    public static func storedProperties(_ object: AnyObject) -> [(name: String, value: Any)] {
        (storedValues(object) ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A value a `weak` property keeps: the object it refers to, not kept alive.
    private struct WeakValue {
        weak var object: AnyObject?
    }

    /// Stores a property value of `object` that UIKit declares `weak` (`UITableView.dataSource`: "weak" in
    /// `UITableView.h`): `object` does not keep `value` alive.
    public static func storeWeak(_ object: AnyObject, _ name: String, _ value: AnyObject?) {
        store(object, name, WeakValue(object: value))
    }

    /// A `weak` property's value stored with `storeWeak`: `nil` when never set (UIKit's default for these) or once the
    /// value is gone.
    public static func storedWeak<Value>(_ object: AnyObject, _ name: String) -> Value? {
        // Unwrapped first: on Linux a `nil` cast to `AnyObject` succeeds as `NSNull` (a bar button item's `target`).
        guard let value = (storedValues(object)?[name] as? WeakValue)?.object else { return nil }
        return value as? Value
    }

    /// Stores a type's property value.
    public static func store(_ type: Any.Type, _ name: String, _ value: Any) {
        staticValues[name] = value
    }

    /// A type's property value stored with `store`.
    public static func stored<Value>(_ type: Any.Type, _ name: String) -> Value {
        guard let value = staticValues[name] else { notModelled("\(name) (read before it was set)") }
        return value as! Value
    }

    nonisolated(unsafe) fileprivate static var staticValues: [String: Any] = [:]

    // MARK: - Assets

    /// The bundle asset catalog the test set up: image and color names `UIImage(named:)` and `UIColor(named:)` find.
    nonisolated(unsafe) public static var assetNames: Set<String> = []
    /// When set, any asset name is found (for running generated code whose asset catalog is not at hand).
    nonisolated(unsafe) public static var everyAssetExists = false
}

/// The property values of a modelled struct (`UIEdgeInsets`, `UIButton.Configuration`, ...): the stand-in declares
/// their properties as computed, so the model keeps them here. Equal when every value prints the same.
@usableFromInline struct UIKitModelStorage: Hashable, @unchecked Sendable {
    @usableFromInline init() {}
    private var values: [String: Any] = [:]

    func get<Value>(_ name: String, _ owner: String) -> Value {
        guard let value = values[name] else { UIKitModel.notModelled("\(owner).\(name) (read before it was set)") }
        return value as! Value
    }

    mutating func set(_ name: String, _ value: Any) { values[name] = value }

    func contains(_ name: String) -> Bool { values[name] != nil }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.printed == rhs.printed }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(printed) }
    private var printed: [String: String] { values.mapValues { String(describing: $0) } }
}

extension UIKitModel {
    /// A type's property value stored with `store`, or `fallback`.
    public static func stored<Value>(_ type: Any.Type, _ name: String, default fallback: @autoclosure () -> Value) -> Value {
        (staticValues[name] as? Value) ?? fallback()
    }
}

/// The first stored property of every model class that derives from `NSObject`, so that swift-corelibs-foundation's
/// CoreFoundation takes the object for the Swift object it is. This is Linux Foundation's layout, not UIKit's
/// behaviour (nothing to cite).
///
/// CoreFoundation reads the word after a Swift object's header as its `_cfinfoa` (`CFRuntimeBase` in `CFRuntime.h`:
/// "This is for CF's use, and must match __NSCFType/_CFInfo layout"), whose bits 8-17 are the CF type ID. Foundation's
/// `NSObject` declares no stored property ("add no ivars here. It will subvert the careful layout of subclasses that
/// bridge into CF"), so for a plain subclass that word is the subclass's first property, or whatever follows the
/// object. With type ID 0, "Not A Type", `CFEqual` calls that class's `equal`, which is `__HALT`: a mutable attributed
/// string traps when it compares two adjacent runs whose attributes hold different objects for one key
/// (`CFRunArrayInsert` → `CFBasicHashesAreEqual` → `CFEqual`). With any other type ID, whose registered class is not
/// the object's, CoreFoundation takes the object for a Swift one (`_CFIsSwift`) and calls its own `isEqual(_:)` and
/// `hash`, as it does for Foundation's classes, which start with the same word (`_CFInfo(typeID:)` in
/// `NSObjCRuntime.swift`).
///
/// Public for the model's MapKit and WebKit modules.
@frozen public struct UIKitModelCFInfo: Sendable {
    /// Type ID 1 (`_kCFRuntimeIDCFType`, "CFType") in bits 8-17, with the bit `_CFInfo(typeID:)` sets beside it.
    let info: UInt32 = 1 << 8 | 0x80
    let pad: UInt32 = 0

    public init() {}
}
