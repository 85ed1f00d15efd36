import Foundation

// A text field's text interaction (docs/behaviour/text-input.md, 17.9): always editable; its clear button
// takes the taps on it, where it shows.

extension UITextField: TextInteractionHost {
    var textInteractionModeNow: UITextInteractionMode { .editable }

    func textInteractionReserves(_ point: CGPoint) -> Bool {
        isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point)
    }

    /// The tap on the clear button clears the text, as ``tapClearButton()`` does; it does not begin
    /// editing (docs/decisions.md, "Text: the gestures on text").
    func textInteractionTakeTap(at point: CGPoint) -> TextInteractionEvent? {
        .tappedClearButton(view: DispatchLog.name(of: self), cleared: tapClearButton())
    }
}
