import Foundation

/// The keyboard layout ResponderKit uses to turn HID usages into characters: US English (ANSI).
///
/// A real keyboard driver reports which physical key moved (a ``UIKeyboardHIDUsage``) and, usually, the
/// text it produced. When ``KeyInput`` carries no characters, the application derives them here:
/// - letters are lowercase, uppercase with Shift or Caps Lock (not both);
/// - digits and punctuation take their shifted symbol with Shift (Caps Lock does not affect them);
/// - Control, Option and Command do not change the characters (the shortcut is matched on
///   ``UIKey/charactersIgnoringModifiers`` and the flags);
/// - Return and keypad Enter give `"\r"`, Tab `"\t"`, Delete (Backspace) `"\u{8}"`, the space bar `" "`;
/// - Escape, the arrows, Home, End, Page Up, Page Down, Forward Delete and F1–F12 give UIKit's key-input
///   strings (``UIKeyCommand/inputEscape``, ``UIKeyCommand/inputUpArrow``, ...);
/// - modifier keys, Caps Lock and other keys give an empty string.
public enum KeyboardLayout {
    /// Printable keys: (usage, unshifted, shifted).
    private static let printable: [(Int, String, String)] = {
        var table: [(Int, String, String)] = []
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table.append((4 + index, String(letter), String(letter).uppercased()))
        }
        let digits = Array("1234567890"), shiftedDigits = Array("!@#$%^&*()")
        for index in 0..<10 { table.append((30 + index, String(digits[index]), String(shiftedDigits[index]))) }
        table += [
            (44, " ", " "), (45, "-", "_"), (46, "=", "+"), (47, "[", "{"), (48, "]", "}"), (49, "\\", "|"),
            (51, ";", ":"), (52, "'", "\""), (53, "`", "~"), (54, ",", "<"), (55, ".", ">"), (56, "/", "?"),
        ]
        let keypadDigits = Array("1234567890")
        for index in 0..<10 { table.append((89 + index, String(keypadDigits[index]), String(keypadDigits[index]))) }
        table += [
            (84, "/", "/"), (85, "*", "*"), (86, "-", "-"), (87, "+", "+"), (99, ".", "."), (103, "=", "="),
            (133, ",", ","),
        ]
        return table
    }()

    /// Keys whose characters do not depend on modifiers.
    private static let fixed: [Int: String] = {
        var table: [Int: String] = [
            40: "\r", 88: "\r", 41: UIKeyCommand.inputEscape, 42: "\u{8}", 43: "\t",
            74: UIKeyCommand.inputHome, 75: UIKeyCommand.inputPageUp, 76: UIKeyCommand.inputDelete,
            77: UIKeyCommand.inputEnd, 78: UIKeyCommand.inputPageDown,
            79: UIKeyCommand.inputRightArrow, 80: UIKeyCommand.inputLeftArrow,
            81: UIKeyCommand.inputDownArrow, 82: UIKeyCommand.inputUpArrow,
        ]
        let functionKeys = [
            UIKeyCommand.inputF1, UIKeyCommand.inputF2, UIKeyCommand.inputF3, UIKeyCommand.inputF4,
            UIKeyCommand.inputF5, UIKeyCommand.inputF6, UIKeyCommand.inputF7, UIKeyCommand.inputF8,
            UIKeyCommand.inputF9, UIKeyCommand.inputF10, UIKeyCommand.inputF11, UIKeyCommand.inputF12,
        ]
        for (index, input) in functionKeys.enumerated() { table[58 + index] = input }
        return table
    }()

    private static let printableByUsage: [Int: (String, String)] = {
        var table: [Int: (String, String)] = [:]
        for (usage, plain, shifted) in printable { table[usage] = (plain, shifted) }
        return table
    }()

    /// The text `usage` types with `modifierFlags` held.
    public static func characters(for usage: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> String {
        if let text = fixed[usage.rawValue] { return text }
        guard let (plain, shifted) = printableByUsage[usage.rawValue] else { return "" }
        let isLetter = (4...29).contains(usage.rawValue)
        let shift = modifierFlags.contains(.shift)
        let upper = isLetter ? shift != modifierFlags.contains(.alphaShift) : shift
        return upper ? shifted : plain
    }

    /// The text `usage` types with no modifier held.
    public static func charactersIgnoringModifiers(for usage: UIKeyboardHIDUsage) -> String {
        characters(for: usage, modifierFlags: [])
    }

    /// The key that types `input` and whether Shift is needed for it: a single character of the layout
    /// (`"a"`, `"A"`, `"?"`, `"\r"`, `"\t"`, `" "`, `"\u{8}"`), or one of UIKeyCommand's key-input strings
    /// (``UIKeyCommand/inputUpArrow``...). Digits and symbols come from the main keyboard, not the keypad.
    /// Nil for text the layout cannot type.
    public static func keystroke(for input: String) -> (keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags)?
    {
        if let usage = fixed.filter({ $0.value == input && $0.key != 88 }).map(\.key).first {
            return (UIKeyboardHIDUsage(rawValue: usage), [])
        }
        for (usage, plain, shifted) in printable where !(89...133).contains(usage) {
            if input == plain { return (UIKeyboardHIDUsage(rawValue: usage), []) }
            if input == shifted { return (UIKeyboardHIDUsage(rawValue: usage), .shift) }
        }
        return nil
    }
}
