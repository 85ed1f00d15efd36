import Foundation

// A text view's text interaction (docs/behaviour/text-input.md, 17.9): editable while ``isEditable``,
// selecting only otherwise; no part of it takes taps itself.

extension UITextView: TextInteractionHost {
    var textInteractionModeNow: UITextInteractionMode { isEditable ? .editable : .nonEditable }

    func textInteractionReserves(_ point: CGPoint) -> Bool { false }

    func textInteractionTakeTap(at point: CGPoint) -> TextInteractionEvent? { nil }
}
