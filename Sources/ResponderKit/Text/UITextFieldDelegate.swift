import Foundation

/// The methods a text field's delegate may implement, all optional with UIKit's answers by default
/// (docs/behaviour/text-input.md, 17.2): validate typed text, respond to Return and Clear, and control
/// the editing session. The order of the calls is UIKit's:
///
///     textFieldShouldBeginEditing → (first responder; keyboard) → textFieldDidBeginEditing
///     typing:  textField(_:shouldChangeCharactersIn:replacementString:) → textFieldDidChangeSelection
///     Return:  textFieldShouldReturn
///     Clear:   textFieldShouldClear
///     textFieldShouldEndEditing → (resigned; keyboard) → textFieldDidEndEditing(_:reason:)
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (the field is about to become first responder). Default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field just became first responder. Default: nothing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field is asked to resign). Default `true`. A forced end (the field
    /// removed from its window or hidden, `endEditing(true)`) does not ask.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder. Default: nothing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why; UIKit calls it in preference to ``textFieldDidEndEditing(_:)``. Default:
    /// calls ``textFieldDidEndEditing(_:)``, so a delegate that implements only that one gets it.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change may replace the characters in `range` (UTF-16) with `string`: one typed
    /// character, pasted text, or an empty string for a deletion. Default `true`. Not called for
    /// programmatic changes (setting `text`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection changed (typing moves the caret too). Default: nothing.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the text may be cleared (the Clear button, or editing beginning with
    /// ``UITextField/clearsOnBeginEditing``). Default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should do what Return does (send ``UIControl/Event/editingDidEndOnExit`` and
    /// ``UIControl/Event/primaryActionTriggered``). Default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
