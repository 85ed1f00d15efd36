import Foundation

// The keyboard moves focus (docs/behaviour/focus.md, 18.2): step 2 of the key dispatch order
// (Keys/KeyDispatch.swift), after the key commands that want priority over system behaviour.

extension UIApplication {
    /// Moves the key window's focus for `key` when it is a focus key on iPad: Tab to the next focus
    /// group, Shift-Tab to the previous one, an arrow key to the nearest item in its direction within the
    /// focused item's group (not while the focused item takes typed text, whose caret the arrows move).
    /// Returns whether the key was consumed: a movement that found no item, or was refused, still
    /// consumes it (and posts ``UIFocusSystem/movementDidFailNotification``) when an item is focused.
    func performFocusMovement(for key: UIKey) -> Bool {
        guard UIDevice.current.userInterfaceIdiom == .pad, let window = keyWindow,
            let heading = Self.focusHeading(for: key)
        else { return false }
        let system = window.focusSystem
        let focused = system.focusedView
        let loop = FocusLoop(window: window)
        let next: UIView?
        if heading == .next || heading == .previous {
            // An editable text view takes Tab as a character (18.2).
            if let textView = window.currentFirstResponder as? UITextView, textView.isEditable { return false }
            next = loop.item(after: focused, forward: heading == .next)
            guard next != nil else { return false }
        } else {
            guard let focused, !(focused is any UIKeyInput) else { return false }
            next = loop.item(from: focused, heading: heading)
        }
        guard let next, system.perform(to: next, heading: heading), system.focusedView === next else {
            system.movementDidFail(heading: heading)
            return true
        }
        return true
    }

    /// The heading of a focus key: Tab (with Shift: backwards) and the arrows, with no other modifier.
    private static func focusHeading(for key: UIKey) -> UIFocusHeading? {
        let modifiers = key.modifierFlags.subtracting([.numericPad, .alphaShift])
        switch key.keyCode {
        case .keyboardTab where modifiers == []: return .next
        case .keyboardTab where modifiers == .shift: return .previous
        case .keyboardUpArrow where modifiers == []: return .up
        case .keyboardDownArrow where modifiers == []: return .down
        case .keyboardLeftArrow where modifiers == []: return .left
        case .keyboardRightArrow where modifiers == []: return .right
        default: return nil
        }
    }
}
