import Foundation
import ResponderKit

/// One keyboard's libxkbcommon objects: a context, the keymap compiled from RMLVO names, the keyboard
/// state, and, when the locale has a Compose table, the compose state. It turns evdev key codes into
/// text as libxkbcommon's quick guide and its `interactive-evdev` tool do (input behaviour 4.2):
///
/// 1. The keycode is the evdev code + 8 (libxkbcommon's keycodes are X11's).
/// 2. A key going down: its keysym (`xkb_state_key_get_one_sym`) is fed to the compose state; while a
///    sequence is composing (a dead key, the Compose key) or when it is cancelled the key types
///    nothing; when it completes, the sequence's text; otherwise the key's own text
///    (`xkb_state_key_get_utf8`). A completed or cancelled sequence is reset.
/// 3. Then the state is updated with the key (down or up), so that modifiers, Caps Lock, Num Lock and
///    layout switches apply to the keys after it.
///
/// The text of a key with a fixed UIKit text (``XKBKeysyms``) is UIKit's; with Control held, the key's
/// keysym's text, without libxkbcommon's Control transformation (Control-C types "c", not U+0003, as in
/// ``/ResponderKit/KeyboardLayout``).
final class XKBKeyboard {
    /// Why the objects could not be made.
    enum Failure: Error {
        /// No context: libxkbcommon found none of its XKB data directories.
        case noData(messages: [String])
        /// The keymap did not compile.
        case keymap(messages: [String])
    }

    let library: XKBLibrary
    private let context: XKBLibrary.Context
    private let keymap: XKBLibrary.Keymap
    private let state: XKBLibrary.State
    private let composeTable: XKBLibrary.ComposeTable?
    private let composeState: XKBLibrary.ComposeState?
    /// The name of the keymap's first layout, as its symbols file gives it ("English (US, intl., with
    /// dead keys)").
    let layoutName: String
    /// The locale whose Compose table is used, or nil when it has none.
    let composeLocale: String?

    // libxkbcommon's enums (xkbcommon.h, xkbcommon-compose.h).
    private static let noDefaultIncludes: Int32 = 1  // XKB_CONTEXT_NO_DEFAULT_INCLUDES
    private static let noEnvironmentNames: Int32 = 2  // XKB_CONTEXT_NO_ENVIRONMENT_NAMES
    private static let keyUp: Int32 = 0, keyDown: Int32 = 1  // XKB_KEY_UP, XKB_KEY_DOWN
    private static let modsEffective: Int32 = 1 << 3  // XKB_STATE_MODS_EFFECTIVE
    private static let feedAccepted: Int32 = 1  // XKB_COMPOSE_FEED_ACCEPTED
    private static let composing: Int32 = 1, composed: Int32 = 2, cancelled: Int32 = 3  // XKB_COMPOSE_*
    /// How far evdev codes are from libxkbcommon's keycodes.
    static let evdevOffset: UInt32 = 8

    /// Compiles the keymap `configuration` names and makes a state for it; `composeLocale`, when given,
    /// is the locale whose Compose table is loaded (a locale without one leaves ``composeLocale`` nil).
    init(
        library: XKBLibrary, configuration: KeyboardLayoutConfiguration, composeLocale: String?
    ) throws(Failure) {
        self.library = library
        let log = XKBLogMessages()
        var flags: Int32 = configuration.readsEnvironment ? 0 : Self.noEnvironmentNames
        if configuration.dataPaths != nil { flags |= Self.noDefaultIncludes }
        let made = log.collect { () -> XKBLibrary.Context? in
            guard let context = library.contextNew(flags) else { return nil }
            XKBLogMessages.attach(to: context, in: library)
            for path in configuration.dataPaths ?? [] { _ = library.contextIncludePathAppend(context, path) }
            return context
        }
        guard let context = made else { throw .noData(messages: log.messages) }
        let names = [
            configuration.rules, configuration.model, configuration.layout, configuration.variant,
            configuration.options,
        ]
        let compiled = log.collect { Self.withCStrings(names) { library.keymapNewFromNames(context, $0, 0) } }
        guard let keymap = compiled, let state = library.stateNew(keymap) else {
            library.keymapUnref(compiled)
            library.contextUnref(context)
            throw .keymap(messages: log.messages)
        }
        self.context = context
        self.keymap = keymap
        self.state = state
        layoutName = library.keymapLayoutGetName(keymap, 0).map { String(cString: $0) } ?? ""
        let table = composeLocale.flatMap { locale in
            log.collect { library.composeTableNewFromLocale(context, locale, 0) }
        }
        composeTable = table
        composeState = table.flatMap { library.composeStateNew($0, 0) }
        self.composeLocale = composeState == nil ? nil : composeLocale
    }

    deinit {
        library.composeStateUnref(composeState)
        library.composeTableUnref(composeTable)
        library.stateUnref(state)
        library.keymapUnref(keymap)
        library.contextUnref(context)
    }

    /// A key went down: the text it types (step 2), and the text its key types with no modifier (its
    /// first level in the current layout); then the state takes the key (step 3).
    func press(_ code: UInt16) -> (characters: String, charactersIgnoringModifiers: String) {
        let keycode = UInt32(code) + Self.evdevOffset
        let keysym = library.stateKeyGetOneSym(state, keycode)
        var characters: String?
        if let composeState, library.composeStateFeed(composeState, keysym) == Self.feedAccepted {
            switch library.composeStateGetStatus(composeState) {
            case Self.composing:
                characters = ""
            case Self.cancelled:
                // libX11's choice (xkbcommon-compose.h, "Cancellation Behavior"): the key that does not
                // continue the sequence types nothing either.
                characters = ""
                library.composeStateReset(composeState)
            case Self.composed:
                characters = Self.text { library.composeStateGetUTF8(composeState, $0, $1) }
                library.composeStateReset(composeState)
            default:
                break
            }
        }
        let text = characters ?? self.text(of: keycode, keysym: keysym)
        let unmodified = charactersIgnoringModifiers(keycode)
        _ = library.stateUpdateKey(state, keycode, Self.keyDown)
        return (text, unmodified)
    }

    /// A key came up: the state lets it go.
    func release(_ code: UInt16) {
        _ = library.stateUpdateKey(state, UInt32(code) + Self.evdevOffset, Self.keyUp)
    }

    /// Whether Caps Lock is on (its LED, which follows the locked Lock modifier).
    var capsLockIsOn: Bool { library.stateLEDNameIsActive(state, "Caps Lock") > 0 }

    /// The key's own text in the current state.
    private func text(of keycode: UInt32, keysym: UInt32) -> String {
        if let key = XKBKeysyms.fixedTextKey(keysym) { return KeyboardLayout.characters(for: key, modifierFlags: []) }
        if keysym != XKBKeysyms.noSymbol, library.stateModNameIsActive(state, "Control", Self.modsEffective) > 0 {
            return keysymText(keysym)
        }
        return Self.text { library.stateKeyGetUTF8(state, keycode, $0, $1) }
    }

    /// The text of the key's first level in the layout now active for it.
    private func charactersIgnoringModifiers(_ keycode: UInt32) -> String {
        let layout = library.stateKeyGetLayout(state, keycode)
        var symbols: UnsafePointer<UInt32>?
        let count = Int(library.keymapKeyGetSymsByLevel(keymap, keycode, layout, 0, &symbols))
        guard count > 0, let symbols else { return "" }
        if count == 1, let key = XKBKeysyms.fixedTextKey(symbols[0]) {
            return KeyboardLayout.characters(for: key, modifierFlags: [])
        }
        return (0..<count).map { keysymText(symbols[$0]) }.joined()
    }

    private func keysymText(_ keysym: UInt32) -> String {
        // `xkb_keysym_to_utf8` counts the terminating NUL in what it returns.
        Self.text { buffer, size in max(0, library.keysymToUTF8(keysym, buffer, size) - 1) }
    }

    /// The UTF-8 text a libxkbcommon function writes (`snprintf`'s convention: it returns the length
    /// it needs, without the NUL), read from a buffer on the stack; a longer text gets a buffer of its
    /// length.
    private static func text(_ write: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        let capacity = 64
        let result: (String, Int) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return ("", 0) }
            let needed = Int(write(base, capacity))
            return needed < capacity ? (needed > 0 ? String(cString: base) : "", 0) : ("", needed)
        }
        guard result.1 > 0 else { return result.0 }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: result.1 + 1) { buffer in
            guard let base = buffer.baseAddress, write(base, buffer.count) > 0 else { return "" }
            return String(cString: base)
        }
    }

    /// Calls `body` with a `struct xkb_rule_names`: five C strings (NULL for nil) in a row.
    private static func withCStrings<Result>(_ strings: [String?], _ body: (UnsafeRawPointer) -> Result) -> Result {
        let duplicates = strings.map { $0.map { strdup($0) } ?? nil }
        defer { for pointer in duplicates { free(pointer) } }
        let pointers = duplicates.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBytes { body($0.baseAddress!) }
    }
}
