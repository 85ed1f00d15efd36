import Foundation

/// The modifier keys held during a key press, with UIKit's raw values (behaviour 3.4).
///
/// Read them from ``UIKey/modifierFlags`` or ``UIEvent/modifierFlags``; give them to a
/// ``UIKeyCommand`` to require modifiers for a shortcut.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's raw value: the flags' bits.
    public let rawValue: Int

    /// Creates a set of flags from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on (raw value `1 << 16`).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held (raw value `1 << 17`).
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held (raw value `1 << 18`).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held (raw value `1 << 19`).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held (raw value `1 << 20`).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad (raw value `1 << 21`).
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The modifiers that take part in matching key commands: shift, control, alternate and command.
    /// Caps Lock and the numeric-pad flag are ignored when a shortcut is matched.
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The names of the flags, for debugging.
    public var description: String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
            (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
