import Foundation
import ResponderKit

/// The browser's physical key names (`KeyboardEvent.code`, W3C "UI Events KeyboardEvent code Values") and
/// the USB HID keyboard usages they name (``UIKeyboardHIDUsage``, behaviour 3.4): the one table the
/// inspector's `key` message is read with (docs/decisions.md, "The inspector's keyboard").
///
/// Both name physical keys independent of the layout, and the W3C table is written against the HID
/// keyboard page, so the mapping is one to one: `KeyA` is usage 0x04 on any layout (an AZERTY keyboard's
/// `KeyA` key types "q", which the message's `key` carries).
enum InspectorKeyCodes {
    /// The usage of each code the inspector knows.
    static let usages: [String: UIKeyboardHIDUsage] = {
        var table: [String: Int] = [:]
        // Letters: usages 0x04 (A) to 0x1D (Z).
        for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() { table["Key\(letter)"] = 0x04 + offset }
        // Digits of the main block: 0x1E (1) to 0x26 (9), then 0x27 (0).
        for digit in 1...9 { table["Digit\(digit)"] = 0x1E + digit - 1 }
        table["Digit0"] = 0x27
        // F1 to F12: 0x3A to 0x45; F13 to F24: 0x68 to 0x73.
        for number in 1...12 { table["F\(number)"] = 0x3A + number - 1 }
        for number in 13...24 { table["F\(number)"] = 0x68 + number - 13 }
        // The keypad's digits: 0x59 (1) to 0x61 (9), then 0x62 (0).
        for digit in 1...9 { table["Numpad\(digit)"] = 0x59 + digit - 1 }
        table["Numpad0"] = 0x62
        let named: [String: Int] = [
            "Enter": 0x28, "Escape": 0x29, "Backspace": 0x2A, "Tab": 0x2B, "Space": 0x2C,
            "Minus": 0x2D, "Equal": 0x2E, "BracketLeft": 0x2F, "BracketRight": 0x30, "Backslash": 0x31,
            "IntlHash": 0x32, "Semicolon": 0x33, "Quote": 0x34, "Backquote": 0x35, "Comma": 0x36,
            "Period": 0x37, "Slash": 0x38, "CapsLock": 0x39,
            "PrintScreen": 0x46, "ScrollLock": 0x47, "Pause": 0x48, "Insert": 0x49, "Home": 0x4A,
            "PageUp": 0x4B, "Delete": 0x4C, "End": 0x4D, "PageDown": 0x4E,
            "ArrowRight": 0x4F, "ArrowLeft": 0x50, "ArrowDown": 0x51, "ArrowUp": 0x52,
            "NumLock": 0x53, "NumpadDivide": 0x54, "NumpadMultiply": 0x55, "NumpadSubtract": 0x56,
            "NumpadAdd": 0x57, "NumpadEnter": 0x58, "NumpadDecimal": 0x63, "IntlBackslash": 0x64,
            "ContextMenu": 0x65, "NumpadEqual": 0x67, "NumpadComma": 0x85, "IntlRo": 0x87, "IntlYen": 0x89,
            "ControlLeft": 0xE0, "ShiftLeft": 0xE1, "AltLeft": 0xE2, "MetaLeft": 0xE3,
            "ControlRight": 0xE4, "ShiftRight": 0xE5, "AltRight": 0xE6, "MetaRight": 0xE7,
            // Older Firefox names of the Meta keys.
            "OSLeft": 0xE3, "OSRight": 0xE7,
        ]
        table.merge(named) { first, _ in first }
        return table.mapValues { UIKeyboardHIDUsage(rawValue: $0) }
    }()

    /// The usage `code` names, or nil for a code outside the table.
    static func usage(of code: String) -> UIKeyboardHIDUsage? { usages[code] }
}
