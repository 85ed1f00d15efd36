import Foundation
import ResponderKit

/// The X keysyms (`xkbcommon-keysyms.h`) of the keys whose text UIKit fixes whatever the layout: Return,
/// Tab, Backspace, Escape, forward Delete, the arrows and the navigation block (on the keypad too, as
/// Num Lock off makes its keys), and F1–F12.
///
/// libxkbcommon gives the arrows no text and the others a control character (Escape `"\u{1B}"`, Delete
/// `"\u{7F}"`); UIKit gives them its key-input strings (``/ResponderKit/UIKeyCommand/inputEscape``,
/// ``/ResponderKit/UIKeyCommand/inputLeftArrow``, ...). Each keysym names the key of
/// ``/ResponderKit/KeyboardLayout`` whose text it takes, so that those strings keep one definition.
enum XKBKeysyms {
    /// `XKB_KEY_NoSymbol`: the key has no keysym (or several).
    static let noSymbol: UInt32 = 0

    /// The key whose fixed text the keysym types, or nil for a keysym whose text comes from the layout.
    static func fixedTextKey(_ keysym: UInt32) -> UIKeyboardHIDUsage? {
        table[keysym].map(UIKeyboardHIDUsage.init(rawValue:))
    }

    /// keysym → HID usage of the key with that fixed text.
    private static let table: [UInt32: Int] = {
        var table: [UInt32: Int] = [
            0xff08: 42,  // BackSpace → Delete (Backspace): "\u{8}"
            0xff09: 43, 0xfe20: 43, 0xff89: 43,  // Tab, ISO_Left_Tab (Shift-Tab), KP_Tab → "\t"
            0xff0d: 40, 0xff8d: 88,  // Return, KP_Enter → "\r"
            0xff1b: 41,  // Escape
            0xffff: 76, 0xff9f: 76,  // Delete, KP_Delete → forward delete
            0xff50: 74, 0xff95: 74,  // Home, KP_Home
            0xff55: 75, 0xff9a: 75,  // Prior (Page Up), KP_Prior
            0xff57: 77, 0xff9c: 77,  // End, KP_End
            0xff56: 78, 0xff9b: 78,  // Next (Page Down), KP_Next
            0xff53: 79, 0xff98: 79,  // Right, KP_Right
            0xff51: 80, 0xff96: 80,  // Left, KP_Left
            0xff54: 81, 0xff99: 81,  // Down, KP_Down
            0xff52: 82, 0xff97: 82,  // Up, KP_Up
        ]
        // F1 (0xffbe) ... F12 (0xffc9) → HID F1 (58) ... F12 (69).
        for index in 0..<12 { table[0xffbe + UInt32(index)] = 58 + index }
        return table
    }()
}
