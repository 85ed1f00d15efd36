import Foundation
import ResponderKit

// A hardware keyboard (lyft/Hammer's `EventGenerator+Keyboard`): keys go to the key window through the
// application's queue, with the held modifiers.
extension EventGenerator {
    /// The pause between the keys of ``keyType(_:interval:)`` and of repeated presses: 0.02 s.
    public static let keyTypeInterval: TimeInterval = 0.02

    // MARK: - Base actions

    /// Puts down the key that types `character`, irrespective of modifiers ("A" and "a" are the same key).
    public func keyDown(_ character: Character) throws {
        try keyDown(try KeyboardKey.fromCharacter(character).key)
    }

    /// Puts `key` down.
    public func keyDown(_ key: KeyboardKey) throws {
        try sendKeyboardEvent(key: key, isKeyDown: true)
    }

    /// Releases the key that types `character`, irrespective of modifiers.
    public func keyUp(_ character: Character) throws {
        try keyUp(try KeyboardKey.fromCharacter(character).key)
    }

    /// Releases `key`.
    public func keyUp(_ key: KeyboardKey) throws {
        try sendKeyboardEvent(key: key, isKeyDown: false)
    }

    // MARK: - Presses

    /// Presses and releases the key that types `character`, without adding Shift (``keyType(_:)-(Character)``
    /// adds it).
    public func keyPress(_ character: Character) throws {
        try keyPress(try KeyboardKey.fromCharacter(character).key)
    }

    /// Presses and releases `key`.
    public func keyPress(_ key: KeyboardKey) throws {
        try keyDown(key)
        try keyUp(key)
    }

    /// Presses the key that types `character` `numberOfTimes` times, `interval` apart.
    public func keyPress(
        _ character: Character, numberOfTimes: Int, interval: TimeInterval = EventGenerator.keyTypeInterval
    ) throws {
        try keyPress(try KeyboardKey.fromCharacter(character).key, numberOfTimes: numberOfTimes, interval: interval)
    }

    /// Presses `key` `numberOfTimes` times, `interval` (default ``keyTypeInterval``) apart.
    public func keyPress(
        _ key: KeyboardKey, numberOfTimes: Int, interval: TimeInterval = EventGenerator.keyTypeInterval
    ) throws {
        for press in 0..<numberOfTimes {
            try keyPress(key)
            if press < numberOfTimes - 1 { try wait(interval) }
        }
    }

    // MARK: - Typing

    /// Types `character`, holding Left Shift around the key when the character needs it.
    public func keyType(_ character: Character) throws {
        let keyInfo = try KeyboardKey.fromCharacter(character)
        if keyInfo.shift { try keyDown(.leftShift) }
        try keyPress(keyInfo.key)
        if keyInfo.shift { try keyUp(.leftShift) }
    }

    /// Types `text` one character at a time, `interval` (default ``keyTypeInterval``) apart. Throws
    /// ``HammerError/unknownKeyForCharacter(_:)`` at the first character no key types, after typing the
    /// ones before it.
    public func keyType(_ text: String, interval: TimeInterval = EventGenerator.keyTypeInterval) throws {
        for (index, character) in text.enumerated() {
            try keyType(character)
            if index < text.count - 1 { try wait(interval) }
        }
    }

    /// Sends one key transition to the key window, then waits a frame (0.02 s) as Hammer does.
    private func sendKeyboardEvent(key: KeyboardKey, isKeyDown: Bool) throws {
        guard isWindowReady else { throw HammerError.windowIsNotReadyForInteraction }
        guard window.isKeyWindow else { throw HammerError.windowIsNotKey }
        if isKeyDown {
            keyboardSimulator.keyDown(key.usage)
        } else {
            keyboardSimulator.keyUp(key.usage)
        }
        try wait(0.02)
    }
}
