import Foundation

/// A keyboard layout named explicitly (``KeyboardLayoutConfiguration/namesLayout``) that libxkbcommon
/// cannot compile: an unknown layout or variant, a rules file or model it cannot find. Its words say
/// which names and what libxkbcommon reported (input behaviour 4.5).
///
/// Only explicit names are refused: the user's own default layout that does not compile, a missing
/// library and missing XKB data fall back to the built-in US layout with a note instead
/// (``KeyboardTextTranslator/notes``).
public struct KeyboardLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The names asked for, as ``KeyboardLayoutConfiguration/namesDescription(environment:)`` gives them.
    public var names: String
    /// The layout asked for, if given.
    public var layout: String?
    /// The variant asked for, if given.
    public var variant: String?
    /// libxkbcommon's error messages, in order (possibly none).
    public var messages: [String]

    /// Creates an error.
    public init(names: String, layout: String?, variant: String?, messages: [String]) {
        self.names = names
        self.layout = layout
        self.variant = variant
        self.messages = messages
    }

    /// One line: `keyboard layout us, variant nosuch does not compile: libxkbcommon: Couldn't process
    /// include statement for 'us(nosuch)' (layouts and variants: /usr/share/X11/xkb/symbols)`.
    public var description: String {
        let said = messages.first.map { ": libxkbcommon: \($0)" } ?? ""
        return "keyboard \(names) does not compile\(said) "
            + "(the layouts and their variants are the files of /usr/share/X11/xkb/symbols)"
    }
}
