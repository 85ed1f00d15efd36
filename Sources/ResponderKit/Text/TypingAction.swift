import Foundation

/// What a key does to the text input of the first responder (docs/behaviour/text-input.md, 17.7): the
/// last stage of a key press, shared by the hardware keyboard (after the press travelled the responder
/// chain unhandled), the on-screen keyboard and auto-repeat.
@MainActor
enum TypingAction: Equatable {
    /// Inserts text (`insertText(_:)`): the key's characters, `"\n"` for Return and keypad Enter.
    case insert(String)
    /// Deletes backward (`deleteBackward()`): the Delete (Backspace) key.
    case deleteBackward
    /// Moves the caret or extends the selection (UITextInput adopters only): the arrow keys.
    case move(CaretMove)

    /// The action of `key` on `input`, or nil when the text input does not take the key: keys held with
    /// Command or Control, Tab, Escape, function keys, the navigation keys other than the arrows, and
    /// modifier keys; the arrows only when `input` adopts ``UITextInput``.
    init?(key: UIKey, input: any UIKeyInput) {
        self.init(key: key, adoptsTextInput: input is any UITextInput)
    }

    /// The action of `key` on a key input that adopts ``UITextInput`` or not (`adoptsTextInput`).
    private init?(key: UIKey, adoptsTextInput: Bool) {
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            guard !key.modifierFlags.containsTypingBlocker else { return nil }
            self = .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter:
            guard !key.modifierFlags.containsTypingBlocker else { return nil }
            self = .insert("\n")
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow:
            guard adoptsTextInput, let move = CaretMove(key: key) else { return nil }
            self = .move(move)
        default:
            let characters = key.characters
            guard !key.modifierFlags.containsTypingBlocker, !characters.isEmpty,
                characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }),
                !characters.hasPrefix(Self.keyInputPrefix)
            else { return nil }
            self = .insert(characters)
        }
    }

    /// Whether `key` types into any key input (text, Return, Delete): what a responder that does not adopt
    /// ``UIKeyInput`` misses.
    static func typesText(_ key: UIKey) -> Bool { TypingAction(key: key, adoptsTextInput: false) != nil }

    /// The prefix of UIKit's key-input strings (``UIKeyCommand/inputEscape``, ...): keys that type nothing.
    private static let keyInputPrefix = "UIKeyInput"

    /// Performs the action on `input`.
    func perform(on input: any UIKeyInput, anchors: TypingSelectionAnchor) {
        switch self {
        case .insert(let text): input.insertText(text)
        case .deleteBackward: input.deleteBackward()
        case .move(let move):
            guard let textInput = input as? any UITextInput else { return }
            move.perform(on: textInput, anchor: anchors)
        }
    }
}

extension UIKeyModifierFlags {
    /// Command or Control: a key held with either is a shortcut, never typed.
    var containsTypingBlocker: Bool { !intersection([.command, .control]).isEmpty }
}
