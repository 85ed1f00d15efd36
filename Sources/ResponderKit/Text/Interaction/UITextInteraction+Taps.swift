import Foundation

// The taps of the text interaction (docs/behaviour/text-input.md, 17.9): one tap begins editing or
// moves the caret, or shows the edit menu on the selection; two select a word, three a paragraph.

extension UITextInteraction {
    /// One tap: a reserved part of the view takes it (the clear button); in non-editable mode it removes
    /// the selection; otherwise it begins editing with the caret at the tap, shows or hides the edit menu
    /// when it lands on the caret or the selection, or moves the caret.
    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let textInput, let view = textCoordinateView else { return }
        let point = recognizer.location(in: view)
        if let host, host.textInteractionReserves(point) {
            if let event = host.textInteractionTakeTap(at: point) { log(event) }
            return
        }
        delegate?.interactionWillBegin(self)
        defer { delegate?.interactionDidEnd(self) }
        guard currentMode == .editable else {
            editMenu.dismissMenu()
            if textInput.isFirstResponder { placeCaret(closestTo: point) }
            log(.didNotBeginEditing(view: logName, reason: .notEditable))
            return
        }
        guard textInput.isFirstResponder else {
            guard becomeFirstResponderForGesture(), let caret = placeCaret(closestTo: point) else { return }
            log(.beganEditing(view: logName, caret: caret))
            return
        }
        if isOnSelection(point) { return toggleEditMenu() }
        editMenu.dismissMenu()
        if let caret = placeCaret(closestTo: point) { log(.placedCaret(view: logName, caret: caret)) }
    }

    /// Two taps: the word under them is selected and the edit menu shows.
    func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        selectUnit(.word, for: recognizer)
    }

    /// Three taps: the paragraph under them is selected and the edit menu shows.
    func tripleTapped(_ recognizer: UITapGestureRecognizer) {
        selectUnit(.paragraph, for: recognizer)
    }

    /// Selects the unit at the taps (first responder first); where there is none (between words), the
    /// caret goes there instead.
    private func selectUnit(_ granularity: UITextGranularity, for recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let view = textCoordinateView else { return }
        let point = recognizer.location(in: view)
        delegate?.interactionWillBegin(self)
        defer { delegate?.interactionDidEnd(self) }
        guard becomeFirstResponderForGesture() else { return }
        guard let range = select(granularity, at: point) else {
            if let caret = placeCaret(closestTo: point) { log(.placedCaret(view: logName, caret: caret)) }
            return
        }
        log(.selected(view: logName, range: range, unit: granularity))
        showEditMenu()
    }
}
