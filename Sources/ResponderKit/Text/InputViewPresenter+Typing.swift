import Foundation

// The on-screen keyboard's keys (docs/behaviour/text-input.md, 17.7). A tap on the software keyboard has
// no press stage (no UIPress, no key command): it goes straight to the text input stage the hardware keys
// end in, with the same actions, so a text control cannot tell the keyboards apart.

extension InputViewPresenter {
    /// Types `text` on the on-screen keyboard, one key per character, into the key window's first
    /// responder: each character is inserted with ``UIKeyInput/insertText(_:)`` (`"\n"` is the Return
    /// key). It stops the auto-repeat of a held hardware key, as any key does. Returns false, typing
    /// nothing, when the first responder does not adopt ``UIKeyInput`` (or `text` is empty); typing goes on
    /// when a character's insertion makes the responder resign (Return in a text field), and the rest is
    /// then dropped, as taps on a keyboard that went away.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard !text.isEmpty, application.textInputResponder != nil else { return false }
        application.responderServices.keyRepeat.stop()
        for character in text {
            guard application.performTyping(.insert(String(character))) else { break }
        }
        return true
    }

    /// Taps the on-screen keyboard's Delete key: ``UIKeyInput/deleteBackward()`` on the key window's first
    /// responder. Returns false, doing nothing, when the first responder does not adopt ``UIKeyInput``.
    @discardableResult
    public func tapDeleteKey() -> Bool {
        application.responderServices.keyRepeat.stop()
        return application.performTyping(.deleteBackward)
    }
}
