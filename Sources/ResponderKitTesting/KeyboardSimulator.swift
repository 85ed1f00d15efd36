import Foundation
@_exported import ResponderKit

/// Scripts a hardware keyboard on an application's virtual clock, for tests: key downs and ups,
/// shortcuts with modifiers, and typing text.
///
/// Every call feeds `KeyInput` into the application's queue exactly as a keyboard driver would
/// (modifier keys go down and up like other keys, and every input carries the modifier state), then
/// runs the run loop up to it. Characters come from `KeyboardLayout` (US English).
///
/// ```swift
/// let keyboard = KeyboardSimulator(application: app)
/// keyboard.press("c", modifiers: .command)      // Command-C: routed to copy(_:)
/// keyboard.press(.keyboardEscape)
/// keyboard.type("Hi!")                           // Shift goes down for "H" and "!"
/// let held = keyboard.keyDown(.keyboardA)        // hold ...
/// keyboard.keyUp(held)                           // ... and release
/// ```
@MainActor
public final class KeyboardSimulator {
    /// The application receiving the input.
    public let application: UIApplication
    /// How long a scripted key press stays down. Default 0.05 s.
    public var pressDuration: TimeInterval = 0.05
    /// The pause between the keys of ``type(_:)``. Default 0.05 s.
    public var typingInterval: TimeInterval = 0.05

    /// The keys currently held down, in the order they went down.
    public private(set) var heldKeys: [UIKeyboardHIDUsage] = []
    /// Whether Caps Lock is on (toggled by pressing `UIKeyboardHIDUsage.keyboardCapsLock`).
    public private(set) var isCapsLockOn = false

    /// Creates a simulator feeding `application`.
    public init(application: UIApplication) {
        self.application = application
    }

    /// Creates a simulator feeding the application of `window`.
    public convenience init(window: UIWindow) {
        self.init(application: window.application ?? .shared)
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// The modifier state the keyboard reports now: the held modifier keys, and Caps Lock.
    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = isCapsLockOn ? .alphaShift : []
        for key in heldKeys {
            if let flag = Self.modifierFlag(of: key) { flags.insert(flag) }
        }
        return flags
    }

    /// Runs the application's clock forward by `interval`, firing timers in order.
    public func wait(_ interval: TimeInterval) {
        application.advance(by: interval)
    }

    // MARK: Single transitions

    /// Puts `key` down now and delivers it. Returns the key, for ``keyUp(_:)``.
    @discardableResult
    public func keyDown(_ key: UIKeyboardHIDUsage) -> UIKeyboardHIDUsage {
        if !heldKeys.contains(key) { heldKeys.append(key) }
        if key == .keyboardCapsLock { isCapsLockOn.toggle() }
        send(KeyInput(timestamp: now, keyCode: key, transition: .down, modifierFlags: modifierFlags))
        return key
    }

    /// Releases `key` now and delivers it.
    public func keyUp(_ key: UIKeyboardHIDUsage) {
        heldKeys.removeAll { $0 == key }
        send(KeyInput(timestamp: now, keyCode: key, transition: .up, modifierFlags: modifierFlags))
    }

    /// Sends a raw key input stamped now (or at `time`, not earlier than now) and runs the loop up to it.
    public func send(_ input: KeyInput) {
        var input = input
        input.timestamp = max(input.timestamp, now)
        application.enqueue(.key(input))
        application.run(until: input.timestamp)
    }

    // MARK: Scripted presses

    /// Presses and releases `key` with `modifiers` held: the modifier keys go down first (left-hand
    /// keys), then the key; after ``pressDuration`` the key comes up, then the modifiers.
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        let modifierKeys = Self.modifierKeys(for: modifiers).filter { !heldKeys.contains($0) }
        for modifier in modifierKeys { keyDown(modifier) }
        keyDown(key)
        wait(pressDuration)
        keyUp(key)
        for modifier in modifierKeys.reversed() { keyUp(modifier) }
    }

    /// Presses the key that types `input` (a character such as `"c"` or `"?"`, `"\n"` for Return, or a
    /// key-input string such as `UIKeyCommand.inputUpArrow`) with `modifiers`; Shift is added when the
    /// layout needs it. Returns false, sending nothing, when the layout cannot type `input`.
    @discardableResult
    public func press(_ input: String, modifiers: UIKeyModifierFlags = []) -> Bool {
        guard let stroke = KeyboardLayout.keystroke(for: input == "\n" ? "\r" : input) else { return false }
        press(stroke.keyCode, modifiers: modifiers.union(stroke.modifierFlags))
        return true
    }

    /// Types `text` one key at a time, ``typingInterval`` apart, holding Shift where needed: each key
    /// takes the whole path of a hardware key (key commands, presses along the responder chain, then the
    /// first responder's text input, docs/behaviour/text-input.md, 17.7). Returns false (after typing the
    /// characters before it) at the first character the layout cannot type.
    @discardableResult
    public func type(_ text: String) -> Bool {
        for (index, character) in text.enumerated() {
            if index > 0 { wait(typingInterval) }
            guard press(String(character)) else { return false }
        }
        return true
    }

    // MARK: Helpers

    private static func modifierFlag(of key: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch key {
        case .keyboardLeftControl, .keyboardRightControl: .control
        case .keyboardLeftShift, .keyboardRightShift: .shift
        case .keyboardLeftAlt, .keyboardRightAlt: .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: .command
        default: nil
        }
    }

    private static func modifierKeys(for flags: UIKeyModifierFlags) -> [UIKeyboardHIDUsage] {
        var keys: [UIKeyboardHIDUsage] = []
        if flags.contains(.command) { keys.append(.keyboardLeftGUI) }
        if flags.contains(.control) { keys.append(.keyboardLeftControl) }
        if flags.contains(.alternate) { keys.append(.keyboardLeftAlt) }
        if flags.contains(.shift) { keys.append(.keyboardLeftShift) }
        return keys
    }
}
