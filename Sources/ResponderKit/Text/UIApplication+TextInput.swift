import Foundation

// Where typed text enters (docs/behaviour/text-input.md, 17.3 and 17.7): the system keyboard gives text to
// the key window's first responder when it adopts UIKeyInput, as iOS does. Every keyboard ends here: the
// hardware keys after their press travelled the responder chain unhandled (Application/UIApplication+Keys.swift),
// the on-screen keyboard (Text/InputViewPresenter+Typing.swift) and these two public entry points; a
// responder that does not adopt UIKeyInput gets nothing.

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
        guard !text.isEmpty else { return false }
        return performTyping(.insert(text))
    }

    /// Presses the keyboard's Delete key on the key window's first responder: its
    /// ``UIKeyInput/deleteBackward()``. Returns false, doing nothing, when there is no first responder or it
    /// does not adopt ``UIKeyInput``.
    @discardableResult
    public func deleteBackwardInFirstResponder() -> Bool {
        performTyping(.deleteBackward)
    }

    /// The text input stage (docs/behaviour/text-input.md, 17.7), the last of every keyboard's path:
    /// performs `action` on the key window's first responder when it adopts ``UIKeyInput``. False when
    /// there is none.
    @discardableResult
    func performTyping(_ action: TypingAction) -> Bool {
        guard let input = textInputResponder else { return false }
        action.perform(on: input, anchors: responderServices.typingAnchor)
        return true
    }
}
