import Foundation
import ResponderKit

/// What a keyboard typed, for the command-line tool's reports (`responder live`, `responder replay`):
/// the text of every key that went down, in order, as the application receives it (the key's
/// ``/ResponderKit/KeyInput/characters``, or, when it has none, the built-in layout's).
///
/// Keys with a UIKit key-input string (the arrows, Escape, F1–F12, ...) and keys that type nothing (a
/// modifier, a dead key waiting for its letter) add no text.
public struct TypedText: Sendable, Equatable {
    /// The text typed.
    public private(set) var text = ""
    /// How many keys went down.
    public private(set) var keyCount = 0

    /// Nothing typed yet.
    public init() {}

    /// Adds `input` if it is a key going down; returns the text it typed (nil for any other input;
    /// empty for a key that typed nothing).
    @discardableResult
    public mutating func add(_ input: HardwareInput) -> String? {
        guard case .key(let key) = input, key.isDown else { return nil }
        keyCount += 1
        let characters =
            key.characters ?? KeyboardLayout.characters(for: key.keyCode, modifierFlags: key.modifierFlags)
        guard !characters.hasPrefix("UIKeyInput") else { return "" }
        text += characters
        return characters
    }

    /// The text quoted and the number of keys: `"Café ole\r" (11 keys)`.
    public var summary: String {
        Self.quoted(text) + " (\(keyCount) \(keyCount == 1 ? "key" : "keys"))"
    }

    /// `text` in double quotes, with its control characters escaped as error messages write them
    /// (`\r`, `\t`, `\u0008` for Backspace; ``TerminalText``), so that it fits on one line and sends the
    /// terminal nothing.
    public static func quoted(_ text: String) -> String {
        var out = ""
        QuotedText.append(text, to: &out) { scalar in
            TerminalText.isTerminalControl(scalar) ? TerminalText.unicodeEscape(scalar) : nil
        }
        return out
    }
}
