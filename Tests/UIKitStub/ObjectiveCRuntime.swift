// Written by hand, not by regenerate-uikit-stub.py: the Objective-C runtime's associated objects, which generated
// builders use to keep bar items with a controller and which Linux lacks. Compiled into the UIKit stand-in (type
// checks) and into the behavioural model (run-generated.sh), where they work: on iOS `import UIKit` brings the
// ObjectiveC module's declarations, whose signatures these copy.
//
// "Sets an associated value for a given object using a given key and association policy."
// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)); "Pass `nil` to clear an
// existing association."
// "Returns the value associated with a given object for a given key."
// (https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:))
// Only the retaining policies are modelled: a value lives as long as its object (a value of an object that is gone is
// never returned, and is dropped when another is set).

/// The policies, with the raw values of `objc/runtime.h` (https://developer.apple.com/documentation/objectivec/objc_associationpolicy).
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

private final class AssociatedValue {
    weak var object: AnyObject?
    let value: Any
    init(object: AnyObject, value: Any) {
        self.object = object
        self.value = value
    }
}

nonisolated(unsafe) private var associatedValues: [String: AssociatedValue] = [:]

private func associationKey(_ object: AnyObject, _ key: UnsafeRawPointer) -> String {
    "\(ObjectIdentifier(object).hashValue) \(Int(bitPattern: key))"
}

public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    let object = object as AnyObject
    associatedValues = associatedValues.filter { $0.value.object != nil }
    associatedValues[associationKey(object, key)] = value.map { AssociatedValue(object: object, value: $0) }
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let object = object as AnyObject
    guard let associated = associatedValues[associationKey(object, key)], associated.object === object else {
        return nil
    }
    return associated.value
}
