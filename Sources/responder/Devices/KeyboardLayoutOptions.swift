import ArgumentParser
import Foundation
import ResponderKitInput

/// The keyboard layout options `live` and `replay` share: XKB's RMLVO names for libxkbcommon
/// (input behaviour 4; docs/cli.md, "Keyboards: the layout").
struct KeyboardLayoutOptions: ParsableArguments {
    @Option(
        name: .customLong("keyboard-layout"),
        help: ArgumentHelp(
            "The keyboard layout as XKB names it (us, de, fr, ru; several: us,ru). Default: XKB_DEFAULT_LAYOUT, else us.",
            valueName: "layout"))
    var layout: String?

    @Option(
        name: .customLong("keyboard-variant"),
        help: ArgumentHelp(
            "The layout's variant (intl, dvorak, ...), with --keyboard-layout. Default: none.", valueName: "variant"))
    var variant: String?

    @Option(
        name: .customLong("keyboard-options"),
        help: ArgumentHelp(
            "XKB options, comma-separated (compose:ralt, caps:escape; \"\" for none). Default: XKB_DEFAULT_OPTIONS, else none.",
            valueName: "options"))
    var options: String?

    @Option(
        name: .customLong("keyboard-model"),
        help: ArgumentHelp("The keyboard model (pc105). Default: XKB_DEFAULT_MODEL, else pc105.", valueName: "model"))
    var model: String?

    @Option(
        name: .customLong("keyboard-rules"),
        help: ArgumentHelp("The XKB rules (evdev). Default: XKB_DEFAULT_RULES, else evdev.", valueName: "rules"))
    var rules: String?

    func validate() throws {
        if variant != nil && layout == nil {
            throw ValidationError(
                "--keyboard-variant needs --keyboard-layout: libxkbcommon takes a variant only with its layout")
        }
        // An empty --keyboard-options is no options (the environment's are then not used).
        for (option, value) in given where option != "--keyboard-options" && value.isEmpty {
            throw ValidationError("\(option): expected a name, found nothing")
        }
    }

    /// Whether any of the options is given.
    var isGiven: Bool { configuration.namesLayout }

    /// The options given, with their values, in the order of `--help`.
    var given: [(option: String, value: String)] {
        [
            ("--keyboard-layout", layout), ("--keyboard-variant", variant), ("--keyboard-options", options),
            ("--keyboard-model", model), ("--keyboard-rules", rules),
        ].compactMap { option, value in value.map { (option, $0) } }
    }

    /// The configuration: these names, the others from the environment.
    var configuration: KeyboardLayoutConfiguration {
        KeyboardLayoutConfiguration(rules: rules, model: model, layout: layout, variant: variant, options: options)
    }

    /// Loads the layout and prints its notes on standard error, once (why the built-in US layout types,
    /// or that dead keys cannot compose). Throws ``KeyboardLayoutError`` for a layout named here that
    /// does not compile.
    func makeTranslator() throws -> KeyboardTextTranslator {
        let translator = try KeyboardTextTranslator(configuration)
        for note in translator.notes { printErrorLine("note: \(note)") }
        return translator
    }
}
