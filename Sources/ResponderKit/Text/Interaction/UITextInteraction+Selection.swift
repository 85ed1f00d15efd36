import Foundation

// What the text interaction's gestures do to the text, through the text input's public UITextInput
// methods only, so that a custom text view gets what UITextField and UITextView get
// (docs/behaviour/text-input.md, 17.9).

extension UITextInteraction {
    /// Makes the text input first responder when it is not. Returns whether it is; when it could not
    /// become first responder, the log says why (``TextEditingRefusal``).
    func becomeFirstResponderForGesture() -> Bool {
        guard let textInput else { return false }
        if textInput.isFirstResponder { return true }
        let previous = view?.window?.currentFirstResponder
        if textInput.becomeFirstResponder() { return true }
        let reason: TextEditingRefusal
        if !textInput.canBecomeFirstResponder {
            reason = .cannotBecomeFirstResponder
        } else if let previous, previous !== textInput, previous.isFirstResponder {
            reason = .firstResponderKept(DispatchLog.name(of: previous))
        } else {
            reason = .delegateDeclined
        }
        log(.didNotBeginEditing(view: logName, reason: reason))
        return false
    }

    /// The UTF-16 offset of `position` from the start of the text.
    func offset(of position: UITextPosition) -> Int {
        guard let textInput else { return 0 }
        return textInput.offset(from: textInput.beginningOfDocument, to: position)
    }

    /// Puts the caret at the position closest to `point`; returns its offset, nil without a text input.
    @discardableResult
    func placeCaret(closestTo point: CGPoint) -> Int? {
        guard let textInput, let position = textInput.closestPosition(to: point) else { return nil }
        textInput.selectedTextRange = textInput.textRange(from: position, to: position)
        return offset(of: position)
    }

    /// Selects the unit of `granularity` (a word, a paragraph) at `point`: the one the closest position
    /// is in, else the one it ends. Returns the range selected, nil when the position touches none.
    func select(_ granularity: UITextGranularity, at point: CGPoint) -> NSRange? {
        guard let textInput, let position = textInput.closestPosition(to: point) else { return nil }
        let tokenizer = textInput.tokenizer
        guard
            let range = tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.forward))
                ?? tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.backward))
        else { return nil }
        textInput.selectedTextRange = range
        let start = offset(of: range.start)
        return NSRange(location: start, length: offset(of: range.end) - start)
    }

    /// The area around the caret at `position` that grabs it (``TextConstants/caretHitOutset``).
    func grabArea(at position: UITextPosition) -> CGRect {
        guard let textInput else { return .null }
        let outset = TextConstants.caretHitOutset
        return textInput.caretRect(for: position).insetBy(dx: -outset, dy: -outset)
    }

    /// What a touch at `point` grabs while the text input is first responder: the caret (editable text
    /// only), or an end of the selection (the end first where both are near); nil when it is not near them.
    func grab(at point: CGPoint) -> TextGrab? {
        guard let textInput, textInput.isFirstResponder, let selection = textInput.selectedTextRange else { return nil }
        if selection.isEmpty {
            // Only editable text has a caret to drag.
            guard currentMode == .editable else { return nil }
            return grabArea(at: selection.start).contains(point) ? .caret : nil
        }
        if grabArea(at: selection.end).contains(point) { return .selectionEnd }
        if grabArea(at: selection.start).contains(point) { return .selectionStart }
        return nil
    }

    /// Whether `point` is on the selection's rectangles (a non-empty selection) or the caret's grab area.
    func isOnSelection(_ point: CGPoint) -> Bool {
        guard let textInput, textInput.isFirstResponder, let selection = textInput.selectedTextRange else {
            return false
        }
        if selection.isEmpty { return grabArea(at: selection.start).contains(point) }
        return textInput.selectionRects(for: selection).contains { $0.rect.contains(point) }
    }

    /// Moves the grabbed part of the selection to the position closest to `point`: the caret moves; an end
    /// of the selection moves, stopping a character short of the other end. Returns the new selection.
    func move(_ grab: TextGrab, to point: CGPoint) -> NSRange? {
        guard let textInput, let selection = textInput.selectedTextRange,
            let position = textInput.closestPosition(to: point)
        else { return nil }
        let range: UITextRange?
        switch grab {
        case .caret:
            range = textInput.textRange(from: position, to: position)
        case .selectionStart:
            let limit = textInput.position(from: selection.end, in: .left, offset: 1) ?? selection.end
            let start = textInput.compare(position, to: limit) == .orderedDescending ? limit : position
            range = textInput.textRange(from: start, to: selection.end)
        case .selectionEnd:
            let limit = textInput.position(from: selection.start, in: .right, offset: 1) ?? selection.start
            let end = textInput.compare(position, to: limit) == .orderedAscending ? limit : position
            range = textInput.textRange(from: selection.start, to: end)
        }
        guard let range else { return nil }
        textInput.selectedTextRange = range
        let start = offset(of: range.start)
        return NSRange(location: start, length: offset(of: range.end) - start)
    }
}
