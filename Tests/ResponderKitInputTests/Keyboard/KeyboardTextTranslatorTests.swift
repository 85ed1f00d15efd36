import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// A keyboard's keys typed through libxkbcommon's layouts (input behaviour 4.2 to 4.4).
@Suite(
    "Keyboard layouts: keys to text through libxkbcommon",
    .enabled(
        if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 (the libxkbcommon0 package) is not installed"
    ))
struct KeyboardTextTranslatorTests {
    @Test(
        "input behaviour 4.2: the us layout types letters, Shift levels, and UIKit's strings for Return, arrows, Escape"
    )
    func usLayout() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        guard case .libxkbcommon(let name, _) = keyboard.text.layout else {
            Issue.record("expected libxkbcommon, found \(keyboard.text.layout)")
            return
        }
        #expect(name == "English (US)")
        #expect(keyboard.text.notes.isEmpty)
        #expect(keyboard.tap(Key.h, Key.e, Key.l, Key.l, Key.o, Key.space) == ["h", "e", "l", "l", "o", " "])
        #expect(keyboard.tap(Key.a, Key.one, Key.apostrophe, holding: Key.leftShift) == ["A", "!", "\""])
        #expect(
            keyboard.tap(Key.enter, Key.tab, Key.backspace, Key.left, Key.escape) == [
                "\r", "\t", "\u{8}", UIKeyCommand.inputLeftArrow, UIKeyCommand.inputEscape,
            ])
        #expect(keyboard.typed == "hello A!\"\r\t\u{8}")
        #expect(TypedText.quoted(keyboard.typed) == #""hello A!\"\r\t\u0008""#)
    }

    @Test("input behaviour 4.2: a key's text without modifiers is its first level; its release repeats its text")
    func charactersIgnoringModifiersAndRelease() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        keyboard.press(Key.leftShift)
        let down = keyboard.press(Key.one)
        let up = keyboard.release(Key.one)
        #expect(down.characters == "!" && down.charactersIgnoringModifiers == "1")
        #expect(up.characters == "!" && up.charactersIgnoringModifiers == "1" && up.transition == .up)
        #expect(down.modifierFlags == .shift)
    }

    @Test("input behaviour 4.4: Control does not change the text (no control character), as the built-in layout")
    func controlKeepsTheLetter() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        keyboard.press(Key.leftControl)
        let key = keyboard.press(Key.c)
        #expect(key.characters == "c" && key.charactersIgnoringModifiers == "c")
        #expect(key.modifierFlags == .control)
    }

    @Test("input behaviour 4.2: libxkbcommon's us types what the built-in US layout types, key for key")
    func usMatchesTheBuiltInLayout() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        keyboard.tap(Key.numLock)  // the built-in layout's keypad always types digits
        // KEY_102ND has no US key (pc105 gives it < and >); KEY_KPCOMMA is a keypad separator in XKB.
        let skipped: Set<UInt16> = [Key.leftShift, Key.capsLock, Key.numLock, 86, 121]
        // With Num Lock on, Shift turns the keypad back into navigation keys (XKB's KEYPAD type); the
        // built-in layout has no Num Lock.
        let keypad = Set(UInt16(71)...83).subtracting([74, 78])
        var differences: [String] = []
        for code in UInt16(1)...194 where !skipped.contains(code) {
            guard let usage = LinuxKeyCodes.hidUsage(forKeyCode: code) else { continue }
            for shift in keypad.contains(code) ? [false] : [false, true] {
                if shift { keyboard.press(Key.leftShift) }
                let key = keyboard.press(code)
                keyboard.release(code)
                if shift { keyboard.release(Key.leftShift) }
                let builtIn = KeyboardLayout.characters(for: usage, modifierFlags: shift ? .shift : [])
                if key.characters != builtIn {
                    differences.append("KEY \(code)\(shift ? " + Shift" : ""): \(key.characters ?? "nil") ≠ \(builtIn)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test(
        "input behaviour 4.3: us(intl)'s dead acute types nothing, then é with e; AltGr's third level types é at once")
    func deadKeysAndThirdLevel() throws {
        var keyboard = try KeyboardTyping(layout: "us", variant: "intl")
        #expect(keyboard.tap(Key.c, Key.a, Key.f, Key.apostrophe, Key.e) == ["c", "a", "f", "", "é"])
        // The release of the composed key repeats its text.
        #expect(keyboard.keys.last?.characters == "é" && keyboard.keys.last?.transition == .up)
        #expect(keyboard.tap(Key.apostrophe, Key.space) == ["", "'"])
        #expect(keyboard.tap(Key.e, holding: Key.rightAlt) == ["é"])
        keyboard.press(Key.leftShift)
        #expect(keyboard.tap(Key.e, holding: Key.rightAlt) == ["É"])
        keyboard.release(Key.leftShift)
        #expect(keyboard.typed == "café'éÉ")
    }

    @Test("input behaviour 4.3: a key that cancels a dead key's sequence types nothing, as in libX11")
    func cancelledSequence() throws {
        var keyboard = try KeyboardTyping(layout: "us", variant: "intl")
        #expect(keyboard.tap(Key.apostrophe, Key.q, Key.q) == ["", "", "q"])
    }

    @Test("input behaviour 4.2: a non-Latin layout (ru) types Cyrillic, with Shift, and its unmodified text too")
    func russian() throws {
        var keyboard = try KeyboardTyping(layout: "ru")
        #expect(keyboard.tap(Key.g, Key.h, Key.b, Key.d, Key.t, Key.n) == ["п", "р", "и", "в", "е", "т"])
        keyboard.press(Key.leftShift)
        let key = keyboard.press(Key.g)
        #expect(key.characters == "П" && key.charactersIgnoringModifiers == "п")
    }

    @Test("input behaviour 4.4: Caps Lock capitalizes letters, not digits; Shift undoes it; alphaShift follows it")
    func capsLock() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        let lock = keyboard.press(Key.capsLock)
        #expect(lock.modifierFlags.contains(.alphaShift))
        keyboard.release(Key.capsLock)
        let a = keyboard.press(Key.a)
        keyboard.release(Key.a)
        #expect(a.characters == "A" && a.charactersIgnoringModifiers == "a" && a.modifierFlags == .alphaShift)
        #expect(keyboard.tap(Key.one) == ["1"])
        #expect(keyboard.tap(Key.a, holding: Key.leftShift) == ["a"])
        keyboard.tap(Key.capsLock)
        let lower = keyboard.press(Key.a)
        #expect(lower.characters == "a" && lower.modifierFlags == [])
    }

    @Test("input behaviour 4.4: Caps Lock applies to Cyrillic letters too")
    func capsLockRussian() throws {
        var keyboard = try KeyboardTyping(layout: "ru")
        keyboard.tap(Key.capsLock)
        #expect(keyboard.tap(Key.g) == ["П"])
    }

    @Test(
        "input behaviour 4.4: with caps:escape, the Caps Lock key is Escape and locks nothing (the layout owns alphaShift)"
    )
    func capsLockAsEscape() throws {
        var keyboard = try KeyboardTyping(layout: "us", options: "caps:escape")
        let key = keyboard.press(Key.capsLock)
        keyboard.release(Key.capsLock)
        #expect(key.characters == UIKeyCommand.inputEscape && !key.modifierFlags.contains(.alphaShift))
        #expect(keyboard.tap(Key.a) == ["a"])
    }

    @Test("input behaviour 4.4: Num Lock off makes the keypad navigate; on, it types digits")
    func numLock() throws {
        var keyboard = try KeyboardTyping(layout: "us")
        #expect(
            keyboard.tap(Key.keypad1, Key.keypad4, Key.keypad7) == [
                UIKeyCommand.inputEnd, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputHome,
            ])
        keyboard.tap(Key.numLock)
        #expect(keyboard.tap(Key.keypad1, Key.keypad4, Key.keypad7) == ["1", "4", "7"])
        // With Num Lock on, Shift gives the navigation back (XKB's keypad type).
        #expect(keyboard.tap(Key.keypad1, holding: Key.leftShift) == [UIKeyCommand.inputEnd])
        keyboard.tap(Key.numLock)
        #expect(keyboard.tap(Key.keypad1) == [UIKeyCommand.inputEnd])
    }

    @Test(
        "input behaviour 4.3: compose:ralt makes Right Alt the Compose key: Compose o c types ©",
        .enabled(
            if: KeyboardAvailability.composeTableIsPresent,
            "the en_US.UTF-8 Compose table (/usr/share/X11/locale) is not installed"))
    func composeKey() throws {
        var keyboard = try KeyboardTyping(layout: "us", options: "compose:ralt", composeLocale: "en_US.UTF-8")
        guard case .libxkbcommon(_, let locale) = keyboard.text.layout else {
            Issue.record("expected libxkbcommon, found \(keyboard.text.layout)")
            return
        }
        #expect(locale == "en_US.UTF-8")
        #expect(keyboard.tap(Key.rightAlt, Key.o, Key.c) == ["", "", "©"])
        #expect(keyboard.tap(Key.rightAlt, Key.apostrophe, Key.e) == ["", "", "é"])
        #expect(keyboard.typed == "©é")
    }
}
