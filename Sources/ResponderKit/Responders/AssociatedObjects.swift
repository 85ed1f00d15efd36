import Foundation

/// How an associated value is held (Apple's `objc_AssociationPolicy`, with its raw values). Every policy
/// retains the value here, and the copy policies do not copy: Swift values are already copies, and an
/// unowned `Any` cannot be held (docs/decisions.md, "Associated objects without the Objective-C runtime").
// swift-format-ignore: TypeNamesShouldBeCapitalized
// Apple's name, so that ported code compiles unchanged.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference in the Objective-C runtime; retained here.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, not atomically; the value itself here.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, atomically; the value itself here.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key` (the address of a variable the caller owns), replacing what was
/// there; nil removes it. `object` must be a class instance; any other value is ignored, as the runtime
/// has nothing to attach to. Apple's `objc_setAssociatedObject`, without the Objective-C runtime.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = classInstance(object) else { return }
    AssociationTable.shared.set(value, for: owner, key: key)
}

/// The value attached to `object` under `key`, or nil. Apple's `objc_getAssociatedObject`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = classInstance(object) else { return nil }
    return AssociationTable.shared.value(for: owner, key: key)
}

/// Removes every value attached to `object`. Apple's `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = classInstance(object) else { return }
    AssociationTable.shared.removeAll(for: owner)
}

/// `object` as a class instance, when it is one (a value type boxed as `AnyObject` is a fresh box each
/// time, with nothing to attach to).
private func classInstance(_ object: Any) -> AnyObject? {
    guard type(of: object) is AnyClass else { return nil }
    return object as AnyObject
}

/// The values attached to objects, by object identity and key address. Each entry keeps a weak reference
/// to its object, so an entry whose object is gone is never returned (a new object at the same address
/// starts empty), and such entries are swept when the table has doubled since the last sweep.
private final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private struct Slot: Hashable {
        let object: ObjectIdentifier
        let key: UnsafeRawPointer
    }

    private struct Entry {
        weak var owner: AnyObject?
        var value: Any
    }

    private let lock = NSLock()
    private var entries: [Slot: Entry] = [:]
    private var sizeAfterLastSweep = 0

    func set(_ value: Any?, for owner: AnyObject, key: UnsafeRawPointer) {
        let slot = Slot(object: ObjectIdentifier(owner), key: key)
        lock.lock()
        defer { lock.unlock() }
        if let value {
            entries[slot] = Entry(owner: owner, value: value)
            if entries.count > max(64, 2 * sizeAfterLastSweep) { sweep() }
        } else {
            entries[slot] = nil
        }
    }

    func value(for owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        let slot = Slot(object: ObjectIdentifier(owner), key: key)
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[slot] else { return nil }
        guard entry.owner === owner else {
            // The object this was attached to is gone; another one now lives at its address.
            entries[slot] = nil
            return nil
        }
        return entry.value
    }

    func removeAll(for owner: AnyObject) {
        let object = ObjectIdentifier(owner)
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.key.object != object }
    }

    /// Drops the entries whose object is gone. Called with the lock held.
    private func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        sizeAfterLastSweep = entries.count
    }
}
