import Foundation

// Ending editing from outside a text control (docs/behaviour/text-input.md, 17.2): `endEditing(_:)` and
// the forced resignation it shares with a text view made non-editable.

/// A text control whose resignation can skip its delegate's should-end question.
@MainActor
protocol ForcedResigning: UIResponder {
    var isForcedToResign: Bool { get set }
}

extension UITextField: ForcedResigning {}
extension UITextView: ForcedResigning {}

extension UIResponder {
    /// Resigns without asking: a text control does not ask its delegate; a responder that still refuses
    /// loses the status anyway, as when its view leaves the window. The did-end callbacks follow.
    func resignForcibly() {
        let control = self as? any ForcedResigning
        control?.isForcedToResign = true
        _ = resignFirstResponder()
        control?.isForcedToResign = false
        if let window = firstResponderScope, window.currentFirstResponder === self {
            window.currentFirstResponder = nil
        }
    }
}

extension UIView {
    /// Makes the first responder resign when it is this view or inside it (a text field or text view being
    /// edited). With `force`, it is not asked: it resigns whatever its delegate says. Returns whether no
    /// first responder is left in this view's subtree (true when there was none).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder, responder.isInSubtree(of: self) else {
            return true
        }
        if force {
            responder.resignForcibly()
        } else {
            _ = responder.resignFirstResponder()
        }
        return window.currentFirstResponder !== responder
    }
}
