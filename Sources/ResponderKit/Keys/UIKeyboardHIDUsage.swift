import Foundation

/// A key's usage on the USB HID keyboard page (page 7), with UIKit's names and raw values: which
/// physical key was pressed, independent of the keyboard layout (behaviour 3.4).
///
/// UIKit imports `UIKeyboardHIDUsage` as an enum whose initializer accepts any raw value; this is a
/// struct for the same reason, so a device can report a usage without a name here. Match it like an
/// enum: `switch key.keyCode { case .keyboardEscape: ... default: ... }`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The usage number on HID page 7.
    public let rawValue: Int

    /// Creates a usage from its number on HID page 7.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The usage number, for debugging.
    public var description: String { "UIKeyboardHIDUsage(\(rawValue))" }

    /// Whether the key is Shift, Control, Option or Command (left or right); Caps Lock is not included.
    public var isModifier: Bool { (224...231).contains(rawValue) }

    /// Whether the key is on the numeric keypad.
    public var isOnKeypad: Bool { (83...99).contains(rawValue) || rawValue == 103 || rawValue == 133 }

    /// The modifier flag a modifier key holds down, or nil for other keys.
    var modifierFlag: UIKeyModifierFlags? {
        switch rawValue {
        case 224, 228: .control
        case 225, 229: .shift
        case 226, 230: .alternate
        case 227, 231: .command
        default: nil
        }
    }
}

extension UIKeyboardHIDUsage {
    /// Too many keys are held to report them all (usage 0x01).
    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 1)

    /// The keyboard's self-test failed (usage 0x02).
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 2)

    /// An undefined error (usage 0x03).
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 3)

    /// The A key (usage 0x04).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)

    /// The B key (usage 0x05).
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)

    /// The C key (usage 0x06).
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)

    /// The D key (usage 0x07).
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)

    /// The E key (usage 0x08).
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)

    /// The F key (usage 0x09).
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)

    /// The G key (usage 0x0a).
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)

    /// The H key (usage 0x0b).
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)

    /// The I key (usage 0x0c).
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)

    /// The J key (usage 0x0d).
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)

    /// The K key (usage 0x0e).
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)

    /// The L key (usage 0x0f).
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)

    /// The M key (usage 0x10).
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)

    /// The N key (usage 0x11).
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)

    /// The O key (usage 0x12).
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)

    /// The P key (usage 0x13).
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)

    /// The Q key (usage 0x14).
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)

    /// The R key (usage 0x15).
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)

    /// The S key (usage 0x16).
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)

    /// The T key (usage 0x17).
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)

    /// The U key (usage 0x18).
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)

    /// The V key (usage 0x19).
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)

    /// The W key (usage 0x1a).
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)

    /// The X key (usage 0x1b).
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)

    /// The Y key (usage 0x1c).
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)

    /// The Z key (usage 0x1d).
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)

    /// The 1 key of the main keyboard (usage 0x1e).
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)

    /// The 2 key of the main keyboard (usage 0x1f).
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)

    /// The 3 key of the main keyboard (usage 0x20).
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)

    /// The 4 key of the main keyboard (usage 0x21).
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)

    /// The 5 key of the main keyboard (usage 0x22).
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)

    /// The 6 key of the main keyboard (usage 0x23).
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)

    /// The 7 key of the main keyboard (usage 0x24).
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)

    /// The 8 key of the main keyboard (usage 0x25).
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)

    /// The 9 key of the main keyboard (usage 0x26).
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)

    /// The 0 key of the main keyboard (usage 0x27).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)

    /// Return (Enter on the main keyboard) (usage 0x28).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)

    /// Escape (usage 0x29).
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)

    /// Delete (Backspace) (usage 0x2a).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)

    /// Tab (usage 0x2b).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)

    /// The space bar (usage 0x2c).
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)

    /// - and _ (usage 0x2d).
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)

    /// = and + (usage 0x2e).
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)

    /// [ and { (usage 0x2f).
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)

    /// ] and } (usage 0x30).
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)

    /// Backslash and vertical bar (usage 0x31).
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)

    /// The non-US # and ~ key (usage 0x32).
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)

    /// ; and : (usage 0x33).
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)

    /// ' and " (usage 0x34).
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)

    /// Grave accent and tilde (usage 0x35).
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)

    /// , and < (usage 0x36).
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)

    /// . and > (usage 0x37).
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)

    /// / and ? (usage 0x38).
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)

    /// Caps Lock (usage 0x39).
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)

    /// F1 (usage 0x3a).
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)

    /// F2 (usage 0x3b).
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)

    /// F3 (usage 0x3c).
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)

    /// F4 (usage 0x3d).
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)

    /// F5 (usage 0x3e).
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)

    /// F6 (usage 0x3f).
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)

    /// F7 (usage 0x40).
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)

    /// F8 (usage 0x41).
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)

    /// F9 (usage 0x42).
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)

    /// F10 (usage 0x43).
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)

    /// F11 (usage 0x44).
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)

    /// F12 (usage 0x45).
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)

    /// Print Screen (usage 0x46).
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)

    /// Scroll Lock (usage 0x47).
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)

    /// Pause (usage 0x48).
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)

    /// Insert (usage 0x49).
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)

    /// Home (usage 0x4a).
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)

    /// Page Up (usage 0x4b).
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)

    /// Forward Delete (usage 0x4c).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)

    /// End (usage 0x4d).
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)

    /// Page Down (usage 0x4e).
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)

    /// Right Arrow (usage 0x4f).
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)

    /// Left Arrow (usage 0x50).
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)

    /// Down Arrow (usage 0x51).
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)

    /// Up Arrow (usage 0x52).
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)

    /// Num Lock (Clear) on the keypad (usage 0x53).
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)

    /// / on the keypad (usage 0x54).
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)

    /// * on the keypad (usage 0x55).
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)

    /// - on the keypad (usage 0x56).
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)

    /// + on the keypad (usage 0x57).
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)

    /// Enter on the keypad (usage 0x58).
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)

    /// 1 on the keypad (usage 0x59).
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)

    /// 2 on the keypad (usage 0x5a).
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)

    /// 3 on the keypad (usage 0x5b).
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)

    /// 4 on the keypad (usage 0x5c).
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)

    /// 5 on the keypad (usage 0x5d).
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)

    /// 6 on the keypad (usage 0x5e).
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)

    /// 7 on the keypad (usage 0x5f).
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)

    /// 8 on the keypad (usage 0x60).
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)

    /// 9 on the keypad (usage 0x61).
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)

    /// 0 on the keypad (usage 0x62).
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)

    /// . on the keypad (usage 0x63).
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)

    /// The non-US backslash and vertical bar key (usage 0x64).
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 100)

    /// The Application (context menu) key (usage 0x65).
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)

    /// Power (usage 0x66).
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 102)

    /// = on the keypad (usage 0x67).
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 103)

    /// F13 (usage 0x68).
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 104)

    /// F14 (usage 0x69).
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 105)

    /// F15 (usage 0x6a).
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 106)

    /// F16 (usage 0x6b).
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 107)

    /// F17 (usage 0x6c).
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 108)

    /// F18 (usage 0x6d).
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 109)

    /// F19 (usage 0x6e).
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 110)

    /// F20 (usage 0x6f).
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 111)

    /// F21 (usage 0x70).
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 112)

    /// F22 (usage 0x71).
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 113)

    /// F23 (usage 0x72).
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 114)

    /// F24 (usage 0x73).
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 115)

    /// Execute (usage 0x74).
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 116)

    /// Help (usage 0x75).
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 117)

    /// Menu (usage 0x76).
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)

    /// Select (usage 0x77).
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 119)

    /// Stop (usage 0x78).
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 120)

    /// Again (usage 0x79).
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 121)

    /// Undo (usage 0x7a).
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 122)

    /// Cut (usage 0x7b).
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 123)

    /// Copy (usage 0x7c).
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 124)

    /// Paste (usage 0x7d).
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 125)

    /// Find (usage 0x7e).
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 126)

    /// Mute (usage 0x7f).
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)

    /// Volume Up (usage 0x80).
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)

    /// Volume Down (usage 0x81).
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)

    /// , on the keypad (usage 0x85).
    public static let keypadComma = UIKeyboardHIDUsage(rawValue: 133)

    /// Left Control (usage 0xe0).
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)

    /// Left Shift (usage 0xe1).
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)

    /// Left Option (Alt) (usage 0xe2).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)

    /// Left Command (GUI) (usage 0xe3).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)

    /// Right Control (usage 0xe4).
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)

    /// Right Shift (usage 0xe5).
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)

    /// Right Option (Alt) (usage 0xe6).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)

    /// Right Command (GUI) (usage 0xe7).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)
}
