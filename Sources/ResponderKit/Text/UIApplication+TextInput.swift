import Foundation

// Where typed text enters (docs/behaviour/text-input.md, 17.3): the system keyboard gives text to the key
// window's first responder when it adopts UIKeyInput, as iOS does. These two entry points are what the
// keyboards call (on-screen keyboards, and hardware keys that produce text, whose dispatch builds on them);
// a responder that does not adopt UIKeyInput gets nothing here, and the caller decides what becomes of
// the key (as a press, it still travels the responder chain).

extension UIResponder {
    /// The responder as a key input, when it adopts ``UIKeyInput``.
    var keyInput: (any UIKeyInput)? { self as? any UIKeyInput }
}

extension UIApplication {
    /// The key window's first responder when it adopts ``UIKeyInput``: where typed text goes.
    public var textInputResponder: (any UIKeyInput)? { keyWindow?.currentFirstResponder?.keyInput }

    /// Types `text` into the key window's first responder, as the keyboard does: its
    /// ``UIKeyInput/insertText(_:)`` gets the text (`"\n"` for Return). Returns false, doing nothing, when
    /// there is no first responder or it does not adopt ``UIKeyInput`` (or `text` is empty).
    @discardableResult
    public func insertTextIntoFirstResponder(_ text: String) -> Bool {
        guard !text.isEmpty, let input = textInputResponder else { return false }
        input.insertText(text)
        return true
    }

    /// Presses the keyboard's Delete key on the key window's first responder: its
    /// ``UIKeyInput/deleteBackward()``. Returns false, doing nothing, when there is no first responder or it
    /// does not adopt ``UIKeyInput``.
    @discardableResult
    public func deleteBackwardInFirstResponder() -> Bool {
        guard let input = textInputResponder else { return false }
        input.deleteBackward()
        return true
    }
}
