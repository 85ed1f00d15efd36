import Foundation

/// The keys an application holds down (behaviour 8.3): those delivered as presses and those a key command
/// consumed, at most ``UIApplication/maximumHeldKeys`` together; the key presses refused beyond that are
/// counted as rollover, as a keyboard reports it (docs/decisions.md, "Held keys: a bound and a shared
/// set").
///
/// Each key event costs the same however many keys are down: a key is found by its usage in a dictionary,
/// and ``presses``, the set every key event lists as its `allPresses`, is kept up to date here and shared
/// with the events (a copy of a `Set` shares its storage), never rebuilt per event. The set is changed
/// only once the event that listed it let go of it (the application first takes its reusable event,
/// which lets go of the presses it listed: Keys/KeyObjectPool.swift), so that the change happens in place
/// and allocates nothing; an event someone keeps keeps its own copy, made at that change (at most
/// ``UIApplication/maximumHeldKeys`` presses).
@MainActor
struct HeldKeys {
    /// A delivered press and when it went down, in the order keys went down.
    private var delivered: [UIKeyboardHIDUsage: (press: UIPress, order: Int)] = [:]
    /// The delivered presses, as every key event lists them.
    private(set) var presses: Set<UIPress> = []
    /// Keys held down whose press a key command or a system shortcut consumed: they produce no press.
    private var consumed: Set<UIKeyboardHIDUsage> = []
    private var nextOrder = 0
    /// The key presses refused because ``UIApplication/maximumHeldKeys`` keys were already down.
    private(set) var rolloverCount = 0

    /// Whether `key` is down (delivered or consumed).
    func isDown(_ key: UIKeyboardHIDUsage) -> Bool {
        delivered[key] != nil || consumed.contains(key)
    }

    /// Whether another key may go down; when not, the refused press is counted as rollover.
    mutating func admitsAnotherKey() -> Bool {
        guard delivered.count + consumed.count < UIApplication.maximumHeldKeys else {
            rolloverCount += 1
            return false
        }
        return true
    }

    /// `press` of `key` went down: later key events list it (stationary) until it ends.
    mutating func hold(_ press: UIPress, of key: UIKeyboardHIDUsage) {
        delivered[key] = (press, nextOrder)
        nextOrder += 1
        presses.insert(press)
    }

    /// A key command consumed the press of `key`, held while the commands looked at it: the key stays down
    /// without a press, and its release is swallowed.
    mutating func consume(_ key: UIKeyboardHIDUsage) {
        release(key)
        consumed.insert(key)
    }

    /// The press of `key`, if it was delivered and is still down.
    func press(of key: UIKeyboardHIDUsage) -> UIPress? {
        delivered[key]?.press
    }

    /// Forgets a consumed `key` going up; false when its press was not consumed.
    mutating func releaseConsumed(_ key: UIKeyboardHIDUsage) -> Bool {
        consumed.remove(key) != nil
    }

    /// `key`'s press ended: later events no longer list it.
    mutating func release(_ key: UIKeyboardHIDUsage) {
        guard let (press, _) = delivered.removeValue(forKey: key) else { return }
        presses.remove(press)
    }

    /// Forgets every key: the delivered presses in the order they went down, and the set listing them.
    mutating func releaseAll() -> (presses: [UIPress], set: Set<UIPress>) {
        let ordered = delivered.values.sorted { $0.order < $1.order }.map(\.press)
        let set = presses
        delivered = [:]
        presses = []
        consumed = []
        return (ordered, set)
    }
}
