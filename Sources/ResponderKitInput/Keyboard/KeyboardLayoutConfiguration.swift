import Foundation

/// Which keyboard layout turns a keyboard's keys into text (input behaviour 4): XKB's RMLVO names
/// (rules, model, layout, variant, options, as in `setxkbmap` and every compositor's configuration), the
/// locale whose Compose table composes dead keys and Compose sequences, and where libxkbcommon is
/// found.
///
/// A name left nil is libxkbcommon's default: the `XKB_DEFAULT_RULES`, `XKB_DEFAULT_MODEL`,
/// `XKB_DEFAULT_LAYOUT`, `XKB_DEFAULT_VARIANT` and `XKB_DEFAULT_OPTIONS` environment variables (unless
/// ``readsEnvironment`` is false), else its built-in `evdev`, `pc105`, `us`, no variant, no options. As in
/// libxkbcommon, a layout and its variant go together: a layout given here takes no variant from the
/// environment.
///
/// ```swift
/// let layout = KeyboardLayoutConfiguration(layout: "us", variant: "intl", options: "compose:ralt")
/// let text = try KeyboardTextTranslator(layout)
/// ```
public struct KeyboardLayoutConfiguration: Sendable, Equatable {
    /// The rules file (`evdev`); nil: libxkbcommon's default.
    public var rules: String?
    /// The keyboard model (`pc105`); nil: libxkbcommon's default.
    public var model: String?
    /// The layouts, comma-separated (`us`, `de`, `us,ru`); nil: libxkbcommon's default.
    public var layout: String?
    /// The variants, one per layout (`intl`, `dvorak`); nil: none. Only with ``layout``: without it,
    /// libxkbcommon takes the default layout and the default variant (the environment's).
    public var variant: String?
    /// The options, comma-separated (`compose:ralt,caps:escape`); nil: libxkbcommon's default.
    public var options: String?
    /// The locale whose Compose table is used (`en_US.UTF-8`); nil: the first of `LC_ALL`, `LC_CTYPE`
    /// and `LANG` that is set, else `C`, as libxkbcommon's documentation describes.
    public var composeLocale: String?
    /// Whether libxkbcommon reads the `XKB_DEFAULT_*` variables for the names left nil. Default true.
    public var readsEnvironment: Bool
    /// Where libxkbcommon looks for XKB data; nil: its defaults (`~/.config/xkb`, `~/.xkb`,
    /// `/etc/xkb`, and `/usr/share/X11/xkb`, or `$XKB_CONFIG_ROOT`).
    public var dataPaths: [String]?
    /// The library loaded: libxkbcommon's runtime, `libxkbcommon.so.0` by default (a path also works).
    public var libraryName: String

    /// Creates a configuration; the defaults are the user's layout, as libxkbcommon finds it.
    public init(
        rules: String? = nil, model: String? = nil, layout: String? = nil, variant: String? = nil,
        options: String? = nil, composeLocale: String? = nil, readsEnvironment: Bool = true,
        dataPaths: [String]? = nil, libraryName: String = "libxkbcommon.so.0"
    ) {
        self.rules = rules
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
        self.composeLocale = composeLocale
        self.readsEnvironment = readsEnvironment
        self.dataPaths = dataPaths
        self.libraryName = libraryName
    }

    /// Whether any RMLVO name is given (rather than taken from the environment or the defaults): a
    /// layout named explicitly that does not compile is an error, not a fallback.
    public var namesLayout: Bool {
        [rules, model, layout, variant, options].contains { $0 != nil }
    }

    /// The names as `setxkbmap` would take them: `layout us, variant intl, options compose:ralt`, the
    /// names left nil filled from the `XKB_DEFAULT_*` variables of `environment` (marked so), or
    /// `the default layout` when none is set.
    public func namesDescription(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let fromEnvironment = { (name: String) -> String? in
            guard self.readsEnvironment, let value = environment["XKB_DEFAULT_" + name], !value.isEmpty else {
                return nil
            }
            return "\(value) (XKB_DEFAULT_\(name))"
        }
        var parts: [String] = []
        func add(_ label: String, _ value: String?, _ variable: String) {
            if let value {
                parts.append("\(label) \(value.isEmpty ? "none" : value)")
            } else if let value = fromEnvironment(variable) {
                parts.append("\(label) \(value)")
            }
        }
        add("rules", rules, "RULES")
        add("model", model, "MODEL")
        add("layout", layout, "LAYOUT")
        // The variant goes with the layout: the given one with a given layout, else the environment's
        // with the environment's layout (libxkbcommon ignores a variant given without a layout).
        if layout != nil {
            if let variant { parts.append("variant \(variant.isEmpty ? "none" : variant)") }
        } else if fromEnvironment("LAYOUT") != nil {
            add("variant", nil, "VARIANT")
        }
        add("options", options, "OPTIONS")
        return parts.isEmpty ? "the default layout" : parts.joined(separator: ", ")
    }

    /// The locale the Compose table is looked up for: ``composeLocale``, else `LC_ALL`, `LC_CTYPE`,
    /// `LANG` (the first set and not empty), else `C`.
    public func resolvedComposeLocale(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let composeLocale { return composeLocale }
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }
}
