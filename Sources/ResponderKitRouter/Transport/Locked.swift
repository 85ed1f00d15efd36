import Foundation

/// A value guarded by a lock, with a condition to wait on: the one synchronization primitive of the
/// router target. (`NSCondition` rather than `Synchronization.Mutex` because waiting for a change, as the
/// inbox does, needs a condition variable, and it builds on every platform the package supports.)
///
/// Never call out to code that may take another `Locked` in the reverse order while holding one; the
/// router's rule is written down in `Router/SystemRouter.swift`.
final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&value)
    }

    /// Runs `body` with exclusive access, then wakes every thread waiting in ``wait(until:timeout:_:)``.
    func withLockAndBroadcast<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Waits until `ready` holds or `timeout` seconds passed (nil: no limit), then runs `body` with
    /// exclusive access and whether `ready` held, and wakes the other waiting threads (`body` may have
    /// changed the value).
    func wait<Result>(
        until ready: (Value) -> Bool, timeout: TimeInterval?,
        _ body: (inout Value, Bool) -> Result
    ) -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        let deadline = timeout.map { Date(timeIntervalSinceNow: max(0, $0)) }
        while !ready(value) {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        return body(&value, ready(value))
    }
}
