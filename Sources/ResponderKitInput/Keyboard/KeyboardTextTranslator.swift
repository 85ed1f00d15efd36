import Foundation
import ResponderKit

/// The stage after ``DeviceInputTranslator`` that gives a real keyboard's keys their text: each
/// ``/ResponderKit/KeyInput`` gets the ``/ResponderKit/KeyInput/characters`` and
/// ``/ResponderKit/KeyInput/charactersIgnoringModifiers`` the user's keyboard layout types, through
/// libxkbcommon, the library every Linux compositor uses (input behaviour 4): layouts and variants, dead
/// keys and Compose sequences, Shift levels, AltGr, Caps Lock and Num Lock.
///
/// - **Loading** (input behaviour 4.1): libxkbcommon is loaded at run time (with `dlopen`), the keymap
///   compiled from ``KeyboardLayoutConfiguration``'s names, the Compose table read for its locale.
/// - **Fallback** (input behaviour 4.5): without the library, without XKB data, or when the user's
///   default layout does not compile, keys keep no characters, so the application derives them from
///   the built-in US layout (``/ResponderKit/KeyboardLayout``), and ``notes`` says what was missing, in one
///   line, for the program to print once. A layout named explicitly that does not compile throws
///   ``KeyboardLayoutError`` instead. A locale without a Compose table keeps the layout, with a note:
///   dead keys then type nothing.
/// - **Keys** (input behaviour 4.2): a key going down types what libxkbcommon says in the state before it
///   (the evdev code is recovered from the key's HID usage, ``LinuxKeyCodes``); the key's release gets
///   the same text. ``/ResponderKit/UIKeyModifierFlags/alphaShift`` follows the layout's Caps Lock (an
///   option such as `caps:escape` makes that key no lock at all). Other inputs pass through unchanged.
///
/// ```swift
/// let source = try DeviceInputSource(path: "/dev/input/event3", startTime: .fixed(0))
/// source.keyboardText = try KeyboardTextTranslator(KeyboardLayoutConfiguration(layout: "de"))
/// for note in source.keyboardText?.notes ?? [] { print("note: \(note)") }
/// ```
public final class KeyboardTextTranslator {
    /// What turns the keys into text.
    public enum Layout: Sendable, Equatable {
        /// libxkbcommon, with the keymap's first layout name ("English (US, intl., with dead keys)") and
        /// the locale of the Compose table (nil: none).
        case libxkbcommon(name: String, composeLocale: String?)
        /// The built-in US layout (``/ResponderKit/KeyboardLayout``): keys keep no characters.
        case builtInUS
    }

    /// What turns the keys into text.
    public let layout: Layout
    /// What the program should tell the user, one line each: why the built-in US layout is used, or
    /// that no Compose table was found. Empty when libxkbcommon types with its Compose table.
    public let notes: [String]

    private let keyboard: XKBKeyboard?
    /// The text each key down typed, for its release (a press keeps its key's text in UIKit).
    private var held = [UInt16: (String, String)](minimumCapacity: 16)

    /// Loads libxkbcommon and compiles the layout `configuration` names (see the type's description
    /// for what falls back and what throws). Compiling a keymap takes tens of milliseconds
    /// (docs/decisions.md, "libxkbcommon is loaded at run time").
    public init(_ configuration: KeyboardLayoutConfiguration = KeyboardLayoutConfiguration())
        throws(KeyboardLayoutError)
    {
        let library: XKBLibrary
        do {
            library = try XKBLibrary(name: configuration.libraryName)
        } catch {
            keyboard = nil
            layout = .builtInUS
            notes = [Self.fallbackNote("\(error.name) could not be loaded (\(error.reason))", configuration)]
            return
        }
        let locale = configuration.resolvedComposeLocale()
        do {
            let keyboard = try XKBKeyboard(library: library, configuration: configuration, composeLocale: locale)
            self.keyboard = keyboard
            layout = .libxkbcommon(name: keyboard.layoutName, composeLocale: keyboard.composeLocale)
            notes =
                keyboard.composeLocale != nil
                ? []
                : [
                    "keyboard: libxkbcommon has no Compose table for the locale \(locale) (the Compose files are "
                        + "in /usr/share/X11/locale, or $XLOCALEDIR): dead keys and the Compose key type nothing"
                ]
        } catch {
            keyboard = nil
            layout = .builtInUS
            let names = configuration.namesDescription()
            switch error {
            case .noData:
                notes = [Self.fallbackNote(Self.noDataText(configuration), configuration)]
            case .keymap(let messages):
                // When not even the plain default compiles, the XKB data is missing, whatever the names.
                guard Self.defaultLayoutCompiles(library, configuration) else {
                    notes = [Self.fallbackNote(Self.noDataText(configuration), configuration)]
                    break
                }
                if configuration.namesLayout {
                    throw KeyboardLayoutError(
                        names: names, layout: configuration.layout, variant: configuration.variant,
                        messages: messages)
                }
                let said = messages.first.map { " (libxkbcommon: \($0))" } ?? ""
                notes = [Self.fallbackNote("\(names) does not compile\(said)", configuration)]
            }
        }
    }

    /// Whether libxkbcommon types (rather than the built-in US layout).
    public var usesLibxkbcommon: Bool { keyboard != nil }

    /// The built-in layout in words: `built-in US English`.
    public static let builtInLayoutDescription = "built-in US English"

    /// The layout in words: `English (US, intl., with dead keys) (libxkbcommon, Compose table of
    /// en_US.UTF-8)`, or `built-in US English`.
    public var layoutDescription: String {
        switch layout {
        case .libxkbcommon(let name, let locale):
            "\(name.isEmpty ? "unnamed layout" : name) (libxkbcommon, "
                + (locale.map { "Compose table of \($0))" } ?? "no Compose table)")
        case .builtInUS: Self.builtInLayoutDescription
        }
    }

    /// The input with its text, when it is a key of a keyboard; any other input unchanged.
    public func translate(_ input: HardwareInput) -> HardwareInput {
        guard case .key(var key) = input, let keyboard, let code = LinuxKeyCodes.keyCode(for: key.keyCode) else {
            return input
        }
        switch key.transition {
        case .down:
            let text = keyboard.press(code)
            held[code] = text
            (key.characters, key.charactersIgnoringModifiers) = text
        case .up:
            keyboard.release(code)
            if let text = held.removeValue(forKey: code) { (key.characters, key.charactersIgnoringModifiers) = text }
        }
        if keyboard.capsLockIsOn {
            key.modifierFlags.insert(.alphaShift)
        } else {
            key.modifierFlags.remove(.alphaShift)
        }
        return .key(key)
    }

    /// The inputs with their text, in place.
    public func translate(_ inputs: inout [HardwareInput]) {
        guard keyboard != nil else { return }
        for index in inputs.indices {
            if case .key = inputs[index] { inputs[index] = translate(inputs[index]) }
        }
    }

    private static func fallbackNote(_ reason: String, _ configuration: KeyboardLayoutConfiguration) -> String {
        let asked = configuration.namesLayout ? " instead of \(configuration.namesDescription())" : ""
        return "keyboard: \(reason); keys type with the built-in US layout\(asked)"
    }

    private static func noDataText(_ configuration: KeyboardLayoutConfiguration) -> String {
        let places = configuration.dataPaths.map { $0.joined(separator: ", ") } ?? "/usr/share/X11/xkb"
        return "libxkbcommon found no XKB data in \(places) (the xkb-data package)"
    }

    /// Whether libxkbcommon's plain default (`evdev` rules, `us`, the environment ignored) compiles:
    /// when it does not, a layout that did not compile failed for want of XKB data, not for its names.
    private static func defaultLayoutCompiles(_ library: XKBLibrary, _ configuration: KeyboardLayoutConfiguration)
        -> Bool
    {
        let plain = KeyboardLayoutConfiguration(readsEnvironment: false, dataPaths: configuration.dataPaths)
        return (try? XKBKeyboard(library: library, configuration: plain, composeLocale: nil)) != nil
    }
}
