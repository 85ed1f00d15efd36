import Foundation
import ResponderKit

/// Linux `KEY_*` codes (`linux/input-event-codes.h`) and the HID keyboard usages (page 7) they stand
/// for: letters, digits, punctuation, Enter, Escape, Backspace, Tab, Space, Caps Lock, F1–F24, the
/// navigation block and arrows, the keypad, the modifiers, and the volume keys.
///
/// The table is the inverse of the kernel's HID mapping (`hid-input.c`, `hid_keyboard[]`) for those keys.
public enum LinuxKeyCodes {
    /// The HID usage of a Linux key code, or nil for a code the table does not hold (buttons,
    /// multimedia keys, ...).
    public static func hidUsage(forKeyCode code: UInt16) -> UIKeyboardHIDUsage? {
        if let usage = table[code] { return UIKeyboardHIDUsage(rawValue: usage) }
        // KEY_F13 (183) ... KEY_F24 (194) → F13 (0x68) ... F24 (0x73).
        if (183...194).contains(code) { return UIKeyboardHIDUsage(rawValue: Int(code) - 183 + 0x68) }
        return nil
    }

    /// The Linux key code of a HID usage, or nil when the table does not hold it.
    public static func keyCode(for usage: UIKeyboardHIDUsage) -> UInt16? {
        if (0x68...0x73).contains(usage.rawValue) { return UInt16(usage.rawValue - 0x68 + 183) }
        return reverse[usage.rawValue]
    }

    /// The remote-control command a media key stands for (`KEY_PLAYPAUSE` → `.togglePlayPause`,
    /// `KEY_PLAYCD` → `.play`, `KEY_PAUSECD` → `.pause`, `KEY_STOPCD` → `.stop`, `KEY_NEXTSONG` →
    /// `.nextTrack`, `KEY_PREVIOUSSONG` → `.previousTrack`), or nil for any other code. The one table of
    /// media-key codes: the device translator turns these keys into `HardwareInput.mediaKey(_:)` with it.
    public static func mediaKeyCommand(forKeyCode code: UInt16) -> MediaKeyInput.Command? {
        mediaKeys[code]
    }

    /// The modifier flag a modifier key's usage holds down (Control, Shift, Option, Command, left and
    /// right), or nil.
    public static func modifierFlag(of usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch usage.rawValue {
        case 224, 228: .control
        case 225, 229: .shift
        case 226, 230: .alternate
        case 227, 231: .command
        default: nil
        }
    }

    /// `KEY_*` → HID usage.
    private static let table: [UInt16: Int] = [
        1: 41,  // KEY_ESC
        2: 30, 3: 31, 4: 32, 5: 33, 6: 34, 7: 35, 8: 36, 9: 37, 10: 38, 11: 39,  // KEY_1 ... KEY_0
        12: 45, 13: 46, 14: 42, 15: 43,  // MINUS, EQUAL, BACKSPACE, TAB
        16: 20, 17: 26, 18: 8, 19: 21, 20: 23, 21: 28, 22: 24, 23: 12, 24: 18, 25: 19,  // Q W E R T Y U I O P
        26: 47, 27: 48, 28: 40, 29: 224,  // LEFTBRACE, RIGHTBRACE, ENTER, LEFTCTRL
        30: 4, 31: 22, 32: 7, 33: 9, 34: 10, 35: 11, 36: 13, 37: 14, 38: 15,  // A S D F G H J K L
        39: 51, 40: 52, 41: 53, 42: 225, 43: 49,  // SEMICOLON, APOSTROPHE, GRAVE, LEFTSHIFT, BACKSLASH
        44: 29, 45: 27, 46: 6, 47: 25, 48: 5, 49: 17, 50: 16,  // Z X C V B N M
        // COMMA DOT SLASH RIGHTSHIFT KPASTERISK LEFTALT SPACE CAPSLOCK
        51: 54, 52: 55, 53: 56, 54: 229, 55: 85, 56: 226, 57: 44, 58: 57,
        59: 58, 60: 59, 61: 60, 62: 61, 63: 62, 64: 63, 65: 64, 66: 65, 67: 66, 68: 67,  // F1 ... F10
        69: 83, 70: 71,  // NUMLOCK, SCROLLLOCK
        71: 95, 72: 96, 73: 97, 74: 86, 75: 92, 76: 93, 77: 94, 78: 87,  // KP7 KP8 KP9 KPMINUS KP4 KP5 KP6 KPPLUS
        79: 89, 80: 90, 81: 91, 82: 98, 83: 99,  // KP1 KP2 KP3 KP0 KPDOT
        86: 100, 87: 68, 88: 69,  // 102ND, F11, F12
        96: 88, 97: 228, 98: 84, 99: 70, 100: 230,  // KPENTER RIGHTCTRL KPSLASH SYSRQ RIGHTALT
        // HOME UP PAGEUP LEFT RIGHT END DOWN PAGEDOWN
        102: 74, 103: 82, 104: 75, 105: 80, 106: 79, 107: 77, 108: 81, 109: 78,
        110: 73, 111: 76,  // INSERT, DELETE
        // MUTE VOLUMEDOWN VOLUMEUP POWER KPEQUAL PAUSE KPCOMMA
        113: 127, 114: 129, 115: 128, 116: 102, 117: 103, 119: 72, 121: 133,
        125: 227, 126: 231, 127: 101,  // LEFTMETA RIGHTMETA COMPOSE
    ]

    /// Media `KEY_*` → remote-control command.
    private static let mediaKeys: [UInt16: MediaKeyInput.Command] = [
        EvdevCode.KEY_PLAYPAUSE: .togglePlayPause, EvdevCode.KEY_PLAYCD: .play, EvdevCode.KEY_PAUSECD: .pause,
        EvdevCode.KEY_STOPCD: .stop, EvdevCode.KEY_NEXTSONG: .nextTrack, EvdevCode.KEY_PREVIOUSSONG: .previousTrack,
    ]

    private static let reverse: [Int: UInt16] = Dictionary(table.map { ($0.value, $0.key) }, uniquingKeysWith: min)
}
