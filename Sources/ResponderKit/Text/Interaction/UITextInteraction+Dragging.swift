import Foundation

// The continuous gestures of the text interaction (docs/behaviour/text-input.md, 17.9): a long press
// puts the caret under the finger and it follows; a drag from the caret or an end of the selection moves
// it.

extension UITextInteraction {
    /// A long press: begins editing (or, non-editable, selects the word and shows the edit menu); the
    /// caret then follows the finger until it lifts.
    func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard let view = textCoordinateView, let textInput else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            delegate?.interactionWillBegin(self)
            // A press that selected a word, or could not begin editing, ends here.
            defer { if followedSelection == nil { delegate?.interactionDidEnd(self) } }
            editMenu.dismissMenu()
            let wasFirstResponder = textInput.isFirstResponder
            guard becomeFirstResponderForGesture() else { return }
            guard currentMode == .editable else {
                guard let range = select(.word, at: point) else { return }
                log(.selected(view: logName, range: range, unit: .word))
                return showEditMenu()
            }
            guard let caret = placeCaret(closestTo: point) else { return }
            followedSelection = NSRange(location: caret, length: 0)
            log(
                wasFirstResponder
                    ? .placedCaret(view: logName, caret: caret) : .beganEditing(view: logName, caret: caret))
        case .changed:
            guard followedSelection != nil else { return }
            follow(.caret, to: point)
        case .ended, .cancelled, .failed:
            endFollowing()
        case .possible:
            break
        }
    }

    /// A drag from the caret or an end of the selection (``TextInteractionGestures/grabbed``): that part
    /// follows the finger.
    func rangeDragged(_ recognizer: UIPanGestureRecognizer) {
        guard let view = textCoordinateView, let grab = gestures.grabbed else { return }
        switch recognizer.state {
        case .began:
            delegate?.interactionWillBegin(self)
            editMenu.dismissMenu()
            followedSelection = textInput?.selectedTextRange.map { range in
                NSRange(location: offset(of: range.start), length: offset(of: range.end) - offset(of: range.start))
            }
            follow(grab, to: recognizer.location(in: view))
        case .changed:
            follow(grab, to: recognizer.location(in: view))
        case .ended, .cancelled, .failed:
            endFollowing()
        case .possible:
            break
        }
    }

    /// Moves the grabbed part to `point`, logging the new selection when it changed.
    private func follow(_ grab: TextGrab, to point: CGPoint) {
        guard let range = move(grab, to: point), range != followedSelection else { return }
        followedSelection = range
        log(
            grab == .caret
                ? .placedCaret(view: logName, caret: range.location) : .selected(view: logName, range: range, unit: nil)
        )
    }

    /// The gesture that followed the finger ended.
    private func endFollowing() {
        guard followedSelection != nil else { return }
        followedSelection = nil
        delegate?.interactionDidEnd(self)
    }
}
