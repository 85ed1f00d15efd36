import ResponderKit

// The cases and their HID usages are lyft/Hammer's (Apache License 2.0, Copyright 2021 Lyft Inc.; see
// Tests/HammerTests/LICENSE and NOTICE).

/// A key of a hardware keyboard, by its USB HID usage on the keyboard page: the keys lyft/Hammer's
/// `KeyboardKey` names, with its raw values. ``EventGenerator/keyPress(_:)-(KeyboardKey)`` and the other key
/// methods send them through the application's queue as a keyboard would.
public enum KeyboardKey: UInt32, Sendable {
    case letterA = 0x04
    case letterB = 0x05
    case letterC = 0x06
    case letterD = 0x07
    case letterE = 0x08
    case letterF = 0x09
    case letterG = 0x0A
    case letterH = 0x0B
    case letterI = 0x0C
    case letterJ = 0x0D
    case letterK = 0x0E
    case letterL = 0x0F
    case letterM = 0x10
    case letterN = 0x11
    case letterO = 0x12
    case letterP = 0x13
    case letterQ = 0x14
    case letterR = 0x15
    case letterS = 0x16
    case letterT = 0x17
    case letterU = 0x18
    case letterV = 0x19
    case letterW = 0x1A
    case letterX = 0x1B
    case letterY = 0x1C
    case letterZ = 0x1D

    case number1 = 0x1E
    case number2 = 0x1F
    case number3 = 0x20
    case number4 = 0x21
    case number5 = 0x22
    case number6 = 0x23
    case number7 = 0x24
    case number8 = 0x25
    case number9 = 0x26
    case number0 = 0x27

    case returnOrEnter = 0x28
    case escape = 0x29
    case deleteOrBackspace = 0x2A
    case tab = 0x2B
    case spacebar = 0x2C
    case hyphen = 0x2D
    case equalSign = 0x2E
    case openBracket = 0x2F
    case closeBracket = 0x30
    case backslash = 0x31
    case semicolon = 0x33
    case quote = 0x34
    case graveAccentAndTilde = 0x35
    case comma = 0x36
    case period = 0x37
    case slash = 0x38
    case capsLock = 0x39

    case functionF1 = 0x3A
    case functionF2 = 0x3B
    case functionF3 = 0x3C
    case functionF4 = 0x3D
    case functionF5 = 0x3E
    case functionF6 = 0x3F
    case functionF7 = 0x40
    case functionF8 = 0x41
    case functionF9 = 0x42
    case functionF10 = 0x43
    case functionF11 = 0x44
    case functionF12 = 0x45

    case printScreen = 0x46
    case insert = 0x49
    case home = 0x4A
    case pageUp = 0x4B
    case deleteForward = 0x4C
    case end = 0x4D
    case pageDown = 0x4E

    case arrowRight = 0x4F
    case arrowLeft = 0x50
    case arrowDown = 0x51
    case arrowUp = 0x52

    case numLock = 0x53

    case leftControl = 0xE0
    case leftShift = 0xE1
    case leftAlt = 0xE2
    case leftGUI = 0xE3
    case rightControl = 0xE4
    case rightShift = 0xE5
    case rightAlt = 0xE6
    case rightGUI = 0xE7
}

extension KeyboardKey {
    /// The key that types `character` on a US keyboard, and whether Shift must be held for it: the layout
    /// ResponderKit's keyboard uses (`KeyboardLayout`), so a key typed here gives the same text as one
    /// typed on a keyboard. A newline is Return. Throws ``HammerError/unknownKeyForCharacter(_:)`` for a
    /// character no key types.
    static func fromCharacter(_ character: Character) throws -> (key: KeyboardKey, shift: Bool) {
        let input = character == "\n" ? "\r" : String(character)
        guard character.isASCII, let stroke = KeyboardLayout.keystroke(for: input),
            let key = KeyboardKey(rawValue: UInt32(stroke.keyCode.rawValue))
        else { throw HammerError.unknownKeyForCharacter(character) }
        return (key, stroke.modifierFlags.contains(.shift))
    }

    /// The key as UIKit names its usage.
    var usage: UIKeyboardHIDUsage { UIKeyboardHIDUsage(rawValue: Int(rawValue)) }
}
