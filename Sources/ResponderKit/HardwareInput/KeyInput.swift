import Foundation

/// A key going down or up on a physical keyboard, as the keyboard reports it (behaviour 3.4, 8.3).
///
/// Enqueue it with `application.enqueue(.key(KeyInput(...)))`. The application turns it into a
/// ``UIPress`` carrying a ``UIKey``, or into a key command (see `Keys/KeyDispatch.swift`).
///
/// Modifier keys (Shift, Control, Option, Command) are keys like any other: they go down and up, and
/// every input also reports the modifier state at that instant in ``modifierFlags``, as HID keyboards
/// do. The device does not repeat a held key; a second `down` for a key already down is ignored.
public struct KeyInput: Sendable, Equatable {
    /// Whether the key went down or came up.
    public enum Transition: Sendable, Equatable {
        /// The key was pressed.
        case down
        /// The key was released.
        case up
    }

    /// When the key moved, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// Which physical key moved.
    public var keyCode: UIKeyboardHIDUsage
    /// Whether it went down or up.
    public var transition: Transition
    /// The modifier keys held at that instant (with ``UIKeyModifierFlags/alphaShift`` while Caps Lock is
    /// on). A modifier key's own flag is included while it goes down and excluded when it comes up.
    public var modifierFlags: UIKeyModifierFlags
    /// The text the key produced, or nil to derive it from ``KeyboardLayout``.
    public var characters: String?
    /// The text the key produces without modifiers, or nil to derive it from ``KeyboardLayout``.
    public var charactersIgnoringModifiers: String?

    /// Creates a key input. Characters that are not given are derived from ``KeyboardLayout``.
    public init(
        timestamp: TimeInterval, keyCode: UIKeyboardHIDUsage, transition: Transition,
        modifierFlags: UIKeyModifierFlags = [], characters: String? = nil, charactersIgnoringModifiers: String? = nil
    ) {
        self.timestamp = timestamp
        self.keyCode = keyCode
        self.transition = transition
        self.modifierFlags = modifierFlags
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
    }

    /// Whether the key went down.
    public var isDown: Bool { transition == .down }
}
