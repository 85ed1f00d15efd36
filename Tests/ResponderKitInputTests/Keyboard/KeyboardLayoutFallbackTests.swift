import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// What happens without libxkbcommon, its data or a Compose table, and with a layout that does not
/// exist (input behaviour 4.5).
@Suite("Keyboard layouts: the built-in fallback, its notes, and layouts that do not compile")
struct KeyboardLayoutFallbackTests {
    @Test("input behaviour 4.5: without the library, keys keep no text and the application types US English")
    func libraryMissing() throws {
        var keyboard = try KeyboardTyping(layout: nil, libraryName: "libxkbcommon-not-installed.so.0")
        #expect(keyboard.text.layout == .builtInUS && !keyboard.text.usesLibxkbcommon)
        #expect(keyboard.text.notes.count == 1)
        let note = try #require(keyboard.text.notes.first)
        #expect(note.hasPrefix("keyboard: libxkbcommon-not-installed.so.0 could not be loaded ("))
        #expect(note.hasSuffix("; keys type with the built-in US layout"))
        #expect(keyboard.tap(Key.a) == ["<nil>"])
        keyboard.press(Key.leftShift)
        keyboard.tap(Key.apostrophe)
        // The application derives the text from the built-in layout.
        #expect(keyboard.typed == "a\"")
        #expect(keyboard.text.layoutDescription == KeyboardTextTranslator.builtInLayoutDescription)
    }

    @Test("input behaviour 4.5: a layout asked for without the library falls back too, and the note names it")
    func libraryMissingWithALayout() throws {
        let keyboard = try KeyboardTyping(layout: "de", variant: "nodeadkeys", libraryName: "/nonexistent/libxkb.so")
        #expect(keyboard.text.layout == .builtInUS)
        #expect(
            keyboard.text.notes.first?.hasSuffix(
                "keys type with the built-in US layout instead of layout de, variant nodeadkeys") == true)
    }

    @Test(
        "input behaviour 4.5: without XKB data, even a named layout falls back, with a note naming the data",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func dataMissing() throws {
        for layout in [nil, "de"] {
            let keyboard = try KeyboardTyping(layout: layout, dataPaths: ["/nonexistent/xkb"])
            #expect(keyboard.text.layout == .builtInUS)
            #expect(
                keyboard.text.notes.first?.hasPrefix(
                    "keyboard: libxkbcommon found no XKB data in /nonexistent/xkb (the xkb-data package); keys type with the built-in US layout"
                ) == true, "\(keyboard.text.notes)")
        }
    }

    @Test(
        "input behaviour 4.5: a layout named that does not exist is an error naming it and what libxkbcommon said",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func unknownLayout() throws {
        let error = try #require(throws: KeyboardLayoutError.self) {
            try KeyboardTyping(layout: "no-such-layout")
        }
        #expect(error.layout == "no-such-layout" && error.variant == nil)
        #expect(error.messages.first?.contains("symbols/no-such-layout") == true, "\(error.messages)")
        #expect(error.description.hasPrefix("keyboard layout no-such-layout does not compile: libxkbcommon: "))
    }

    @Test(
        "input behaviour 4.5: a variant that does not exist is an error naming the layout and the variant",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func unknownVariant() throws {
        let error = try #require(throws: KeyboardLayoutError.self) {
            try KeyboardTyping(layout: "us", variant: "no-such-variant")
        }
        #expect(error.layout == "us" && error.variant == "no-such-variant")
        #expect(error.messages.first?.contains("us(no-such-variant)") == true, "\(error.messages)")
        #expect(error.names.contains("layout us, variant no-such-variant"))
    }

    @Test(
        "input behaviour 4.5: a locale without a Compose table keeps the layout, with a note: dead keys type nothing",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func composeTableMissing() throws {
        var keyboard = try KeyboardTyping(layout: "us", variant: "intl", composeLocale: "xx_NO.SUCH-LOCALE")
        guard case .libxkbcommon(_, let locale) = keyboard.text.layout else {
            Issue.record("expected libxkbcommon, found \(keyboard.text.layout)")
            return
        }
        #expect(locale == nil)
        #expect(
            keyboard.text.notes == [
                "keyboard: libxkbcommon has no Compose table for the locale xx_NO.SUCH-LOCALE (the Compose files are in "
                    + "/usr/share/X11/locale, or $XLOCALEDIR): dead keys and the Compose key type nothing"
            ])
        #expect(keyboard.tap(Key.apostrophe, Key.e) == ["", "e"])
    }

    @Test("input behaviour 4.1: the names are described as setxkbmap takes them, the environment's marked so")
    func namesDescription() {
        let environment = [
            "XKB_DEFAULT_LAYOUT": "fr", "XKB_DEFAULT_VARIANT": "bepo", "XKB_DEFAULT_OPTIONS": "caps:escape",
        ]
        #expect(
            KeyboardLayoutConfiguration().namesDescription(environment: environment)
                == "layout fr (XKB_DEFAULT_LAYOUT), variant bepo (XKB_DEFAULT_VARIANT), options caps:escape (XKB_DEFAULT_OPTIONS)"
        )
        // A layout given takes no variant from the environment.
        #expect(
            KeyboardLayoutConfiguration(layout: "de").namesDescription(environment: environment)
                == "layout de, options caps:escape (XKB_DEFAULT_OPTIONS)")
        #expect(KeyboardLayoutConfiguration().namesDescription(environment: [:]) == "the default layout")
        #expect(
            KeyboardLayoutConfiguration(readsEnvironment: false).namesDescription(environment: environment)
                == "the default layout")
    }

    @Test("input behaviour 4.3: the Compose table's locale is LC_ALL, else LC_CTYPE, else LANG, else C")
    func composeLocale() {
        let configuration = KeyboardLayoutConfiguration()
        #expect(
            configuration.resolvedComposeLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "C"]) == "de_DE.UTF-8")
        #expect(
            configuration.resolvedComposeLocale(environment: ["LC_ALL": "", "LC_CTYPE": "fr_FR.UTF-8"]) == "fr_FR.UTF-8"
        )
        #expect(configuration.resolvedComposeLocale(environment: ["LANG": "en_GB.UTF-8"]) == "en_GB.UTF-8")
        #expect(configuration.resolvedComposeLocale(environment: [:]) == "C")
        #expect(
            KeyboardLayoutConfiguration(composeLocale: "sv_SE.UTF-8").resolvedComposeLocale(environment: ["LANG": "C"])
                == "sv_SE.UTF-8")
    }
}
