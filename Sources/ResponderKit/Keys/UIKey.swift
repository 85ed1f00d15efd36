import Foundation

/// A key on a physical keyboard, as it was pressed: delivered in ``UIPress/key`` with the presses of a
/// keyboard (behaviour 3.4, 8.3).
///
/// Two keys are equal when all four properties are equal.
public final class UIKey: Hashable, Sendable, CustomStringConvertible {
    /// The text the key produced with the modifiers that were held (see ``KeyboardLayout`` for how
    /// ResponderKit derives it when the device reports none). Empty for modifier keys.
    public let characters: String
    /// The text the key produces with no modifier held: what key commands are matched against.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when the key was pressed, including ``UIKeyModifierFlags/numericPad`` for
    /// keys of the numeric keypad and a modifier key's own flag while it goes down.
    public let modifierFlags: UIKeyModifierFlags
    /// Which physical key it is, independent of the layout.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key. The system creates keys for you when keys are pressed; create one yourself to
    /// call the presses methods directly in a test. Characters that are not given are derived from
    /// ``KeyboardLayout`` (US English).
    public init(
        keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [],
        characters: String? = nil, charactersIgnoringModifiers: String? = nil
    ) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.characters = characters ?? KeyboardLayout.characters(for: keyCode, modifierFlags: modifierFlags)
        self.charactersIgnoringModifiers =
            charactersIgnoringModifiers ?? KeyboardLayout.charactersIgnoringModifiers(for: keyCode)
    }

    /// Whether two keys have the same key code, modifier flags and characters.
    public static func == (lhs: UIKey, rhs: UIKey) -> Bool {
        lhs.keyCode == rhs.keyCode && lhs.modifierFlags == rhs.modifierFlags
            && lhs.characters == rhs.characters && lhs.charactersIgnoringModifiers == rhs.charactersIgnoringModifiers
    }

    /// Hashes the key code, modifier flags and characters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyCode)
        hasher.combine(modifierFlags)
        hasher.combine(characters)
    }

    /// The key code, characters and modifier flags, for debugging.
    public var description: String {
        "<UIKey keyCode=\(keyCode.rawValue) characters=\(characters.debugDescription) modifierFlags=\(modifierFlags)>"
    }
}
