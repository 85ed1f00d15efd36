import Foundation

/// What a ``UITextView`` tells its delegate (set it as the scroll view's ``UIScrollView/delegate``), all
/// optional with UIKit's answers by default (docs/behaviour/text-input.md, 17.3 and 17.2's order):
///
///     textViewShouldBeginEditing → (first responder; keyboard) → textViewDidBeginEditing
///     typing:  textView(_:shouldChangeTextIn:replacementText:) → textViewDidChangeSelection → textViewDidChange
///     textViewShouldEndEditing → (resigned; keyboard) → textViewDidEndEditing
///
/// `textViewDidChange` is not called for programmatic changes (setting `text`), as documented.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began. Default: nothing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end. Default `true`; a forced end does not ask.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended. Default: nothing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change may replace the text in `range` (UTF-16) with `text` (`"\n"` for Return).
    /// Default `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text. Default: nothing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed. Default: nothing.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
