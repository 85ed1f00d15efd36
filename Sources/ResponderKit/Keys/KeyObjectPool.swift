import Foundation

/// The keys, presses and presses events of one application's keyboard, reused so that typing allocates
/// nothing in its steady state (docs/performance.md, "Typing").
///
/// - A ``UIKey`` is immutable: an equal key (same key code, modifier flags and characters as reported) is
///   the same object again.
/// - A ``UIPress`` or ``UIPressesEvent`` is reused only when nothing outside the pool holds it (Swift's
///   `isKnownUniquelyReferenced`): a press still held down, or kept by a responder or a test, is never
///   changed under its holder; a new one is made instead.
@MainActor
final class KeyObjectPool {
    /// How many objects of each kind are kept: more keys than a hand holds, and the usual few presses.
    private static let keyCapacity = 64
    private static let pressCapacity = 8

    private var keys: [(key: UIKey, characters: String?, charactersIgnoringModifiers: String?)] = []
    private var presses: [UIPress] = []
    private var events: [UIPressesEvent] = []

    /// The key for a key input: an earlier equal one, or a new one.
    func key(for input: KeyInput, modifierFlags: UIKeyModifierFlags) -> UIKey {
        for entry in keys
        where entry.key.keyCode == input.keyCode && entry.key.modifierFlags == modifierFlags
            && entry.characters == input.characters
            && entry.charactersIgnoringModifiers == input.charactersIgnoringModifiers
        {
            return entry.key
        }
        let key = UIKey(
            keyCode: input.keyCode, modifierFlags: modifierFlags, characters: input.characters,
            charactersIgnoringModifiers: input.charactersIgnoringModifiers)
        if keys.count == Self.keyCapacity { keys.removeFirst() }
        keys.append((key, input.characters, input.charactersIgnoringModifiers))
        return key
    }

    /// A press of `type` beginning at `timestamp`, with no responder, window or key yet.
    func press(type: UIPress.PressType, timestamp: TimeInterval) -> UIPress {
        for index in presses.indices where isKnownUniquelyReferenced(&presses[index]) {
            let press = presses[index]
            press.reset(type: type, timestamp: timestamp)
            return press
        }
        let press = UIPress(type: type, phase: .began, force: 1, timestamp: timestamp)
        if presses.count < Self.pressCapacity { presses.append(press) }
        return press
    }

    /// An empty presses event stamped `timestamp`.
    func event(timestamp: TimeInterval) -> UIPressesEvent {
        for index in events.indices where isKnownUniquelyReferenced(&events[index]) {
            let event = events[index]
            event.reset(timestamp: timestamp)
            return event
        }
        let event = UIPressesEvent(presses: [], timestamp: timestamp)
        if events.count < Self.pressCapacity { events.append(event) }
        return event
    }
}

extension UIPress {
    /// Makes a pooled press new again (KeyObjectPool).
    func reset(type: PressType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
        phase = .began
        force = 1
        responder = nil
        window = nil
        key = nil
        reachedEndOfChain = false
    }
}

extension UIPressesEvent {
    /// Makes a pooled event new again (KeyObjectPool): it lets go of the presses it listed, the held keys'
    /// set among them, which then changes in place (Keys/HeldKeys.swift).
    func reset(timestamp: TimeInterval) {
        self.timestamp = timestamp
        modifierFlags = []
        forgetPresses()
    }
}
