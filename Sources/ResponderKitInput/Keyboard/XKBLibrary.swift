import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libxkbcommon, loaded at run time: `dlopen` of its runtime (`libxkbcommon.so.0`) and `dlsym` of the
/// functions the keyboard needs, each declared here with its C signature (`xkbcommon.h`,
/// `xkbcommon-compose.h`) as a `@convention(c)` function type. No C module and no headers: the build
/// does not need `libxkbcommon-dev`, and a machine without the library still runs (docs/decisions.md,
/// "libxkbcommon is loaded at run time").
///
/// The opaque `struct xkb_context *`, `xkb_keymap *`, `xkb_state *`, `xkb_compose_table *` and
/// `xkb_compose_state *` are `OpaquePointer`s; keycodes, keysyms, layout and level indices are
/// `uint32_t`; the enums (flags, directions, statuses) are `int`-sized. The library stays loaded while
/// this object lives (the keyboards that use it keep it).
final class XKBLibrary: @unchecked Sendable {
    // Sendable: every stored property is a constant set once by `init`; the C functions are thread-safe
    // on distinct objects, and each keyboard uses its own context.

    /// The name the runtime is loaded by: its soname, as `ldconfig` installs it with `libxkbcommon0`.
    static let defaultName = "libxkbcommon.so.0"

    typealias Context = OpaquePointer
    typealias Keymap = OpaquePointer
    typealias State = OpaquePointer
    typealias ComposeTable = OpaquePointer
    typealias ComposeState = OpaquePointer

    /// `void (*)(struct xkb_context *, enum xkb_log_level, const char *format, va_list args)`: the
    /// `va_list` arrives as a pointer (see ``XKBLogMessages``).
    typealias LogFunction =
        @convention(c) (Context?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void

    // The functions' types, in the order of the table below.
    typealias ContextNew = @convention(c) (Int32) -> Context?
    typealias ContextUnref = @convention(c) (Context?) -> Void
    typealias ContextIncludePathAppend = @convention(c) (Context?, UnsafePointer<CChar>?) -> Int32
    typealias ContextSetLogLevel = @convention(c) (Context?, Int32) -> Void
    typealias ContextSetLogFunction = @convention(c) (Context?, LogFunction?) -> Void
    typealias KeymapNewFromNames = @convention(c) (Context?, UnsafeRawPointer?, Int32) -> Keymap?
    typealias KeymapUnref = @convention(c) (Keymap?) -> Void
    typealias KeymapLayoutGetName = @convention(c) (Keymap?, UInt32) -> UnsafePointer<CChar>?
    typealias KeymapKeyGetSymsByLevel =
        @convention(c) (Keymap?, UInt32, UInt32, UInt32, UnsafeMutablePointer<UnsafePointer<UInt32>?>?) -> Int32
    typealias StateNew = @convention(c) (Keymap?) -> State?
    typealias StateUnref = @convention(c) (State?) -> Void
    typealias StateUpdateKey = @convention(c) (State?, UInt32, Int32) -> Int32
    typealias StateKeyGetOneSym = @convention(c) (State?, UInt32) -> UInt32
    typealias StateKeyGetUTF8 = @convention(c) (State?, UInt32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    typealias StateKeyGetLayout = @convention(c) (State?, UInt32) -> UInt32
    typealias StateModNameIsActive = @convention(c) (State?, UnsafePointer<CChar>?, Int32) -> Int32
    typealias StateLEDNameIsActive = @convention(c) (State?, UnsafePointer<CChar>?) -> Int32
    typealias KeysymToUTF8 = @convention(c) (UInt32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    typealias ComposeTableNewFromLocale = @convention(c) (Context?, UnsafePointer<CChar>?, Int32) -> ComposeTable?
    typealias ComposeTableUnref = @convention(c) (ComposeTable?) -> Void
    typealias ComposeStateNew = @convention(c) (ComposeTable?, Int32) -> ComposeState?
    typealias ComposeStateUnref = @convention(c) (ComposeState?) -> Void
    typealias ComposeStateFeed = @convention(c) (ComposeState?, UInt32) -> Int32
    typealias ComposeStateReset = @convention(c) (ComposeState?) -> Void
    typealias ComposeStateGetStatus = @convention(c) (ComposeState?) -> Int32
    typealias ComposeStateGetUTF8 = @convention(c) (ComposeState?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    // Context.
    let contextNew: ContextNew
    let contextUnref: ContextUnref
    let contextIncludePathAppend: ContextIncludePathAppend
    let contextSetLogLevel: ContextSetLogLevel
    let contextSetLogFunction: ContextSetLogFunction
    // Keymap: `xkb_keymap_new_from_names` takes a `const struct xkb_rule_names *`, five `const char *`
    // in RMLVO order, passed as raw memory holding five pointers.
    let keymapNewFromNames: KeymapNewFromNames
    let keymapUnref: KeymapUnref
    let keymapLayoutGetName: KeymapLayoutGetName
    let keymapKeyGetSymsByLevel: KeymapKeyGetSymsByLevel
    // State.
    let stateNew: StateNew
    let stateUnref: StateUnref
    let stateUpdateKey: StateUpdateKey
    let stateKeyGetOneSym: StateKeyGetOneSym
    let stateKeyGetUTF8: StateKeyGetUTF8
    let stateKeyGetLayout: StateKeyGetLayout
    let stateModNameIsActive: StateModNameIsActive
    let stateLEDNameIsActive: StateLEDNameIsActive
    let keysymToUTF8: KeysymToUTF8
    // Compose.
    let composeTableNewFromLocale: ComposeTableNewFromLocale
    let composeTableUnref: ComposeTableUnref
    let composeStateNew: ComposeStateNew
    let composeStateUnref: ComposeStateUnref
    let composeStateFeed: ComposeStateFeed
    let composeStateReset: ComposeStateReset
    let composeStateGetStatus: ComposeStateGetStatus
    let composeStateGetUTF8: ComposeStateGetUTF8

    /// The loaded library's name.
    let name: String
    private let handle: UnsafeMutableRawPointer

    /// Why the library could not be used: it could not be loaded (`dlerror`'s message), or it lacks a
    /// function (too old: the compose functions came in 0.5.0).
    struct LoadFailure: Error, Sendable, Equatable {
        /// The library's name.
        var name: String
        /// What `dlopen` or `dlsym` said.
        var reason: String
    }

    /// Loads `name` (a soname such as ``defaultName``, or a path) and looks up every function.
    init(name: String = XKBLibrary.defaultName) throws(LoadFailure) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadFailure(name: name, reason: Self.lastError() ?? "dlopen failed")
        }
        self.name = name
        self.handle = handle
        func symbol<Function>(_ symbol: String, _ type: Function.Type) throws(LoadFailure) -> Function {
            guard let pointer = dlsym(handle, symbol) else {
                dlclose(handle)
                throw LoadFailure(
                    name: name, reason: "it has no function \(symbol) (libxkbcommon 0.5.0 or later is needed)")
            }
            return unsafeBitCast(pointer, to: type)
        }
        contextNew = try symbol("xkb_context_new", ContextNew.self)
        contextUnref = try symbol("xkb_context_unref", ContextUnref.self)
        contextIncludePathAppend = try symbol("xkb_context_include_path_append", ContextIncludePathAppend.self)
        contextSetLogLevel = try symbol("xkb_context_set_log_level", ContextSetLogLevel.self)
        contextSetLogFunction = try symbol("xkb_context_set_log_fn", ContextSetLogFunction.self)
        keymapNewFromNames = try symbol("xkb_keymap_new_from_names", KeymapNewFromNames.self)
        keymapUnref = try symbol("xkb_keymap_unref", KeymapUnref.self)
        keymapLayoutGetName = try symbol("xkb_keymap_layout_get_name", KeymapLayoutGetName.self)
        keymapKeyGetSymsByLevel = try symbol("xkb_keymap_key_get_syms_by_level", KeymapKeyGetSymsByLevel.self)
        stateNew = try symbol("xkb_state_new", StateNew.self)
        stateUnref = try symbol("xkb_state_unref", StateUnref.self)
        stateUpdateKey = try symbol("xkb_state_update_key", StateUpdateKey.self)
        stateKeyGetOneSym = try symbol("xkb_state_key_get_one_sym", StateKeyGetOneSym.self)
        stateKeyGetUTF8 = try symbol("xkb_state_key_get_utf8", StateKeyGetUTF8.self)
        stateKeyGetLayout = try symbol("xkb_state_key_get_layout", StateKeyGetLayout.self)
        stateModNameIsActive = try symbol("xkb_state_mod_name_is_active", StateModNameIsActive.self)
        stateLEDNameIsActive = try symbol("xkb_state_led_name_is_active", StateLEDNameIsActive.self)
        keysymToUTF8 = try symbol("xkb_keysym_to_utf8", KeysymToUTF8.self)
        composeTableNewFromLocale = try symbol(
            "xkb_compose_table_new_from_locale", ComposeTableNewFromLocale.self)
        composeTableUnref = try symbol("xkb_compose_table_unref", ComposeTableUnref.self)
        composeStateNew = try symbol("xkb_compose_state_new", ComposeStateNew.self)
        composeStateUnref = try symbol("xkb_compose_state_unref", ComposeStateUnref.self)
        composeStateFeed = try symbol("xkb_compose_state_feed", ComposeStateFeed.self)
        composeStateReset = try symbol("xkb_compose_state_reset", ComposeStateReset.self)
        composeStateGetStatus = try symbol("xkb_compose_state_get_status", ComposeStateGetStatus.self)
        composeStateGetUTF8 = try symbol("xkb_compose_state_get_utf8", ComposeStateGetUTF8.self)
    }

    deinit {
        dlclose(handle)
    }

    /// `dlerror()`'s message, if any.
    private static func lastError() -> String? {
        dlerror().map { String(cString: $0) }
    }
}
