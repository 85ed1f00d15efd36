import Foundation

// The editing session of a text view and the callbacks of its changes, in UIKit's order
// (docs/behaviour/text-input.md, 17.2 and 17.3).

extension UITextView: TextEditorHost {
    var textEditorAllowsEditing: Bool { isEditable }
    var textEditorAllowsSelection: Bool { isEditable || isSelectable }

    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        guard let textViewDelegate,
            !textViewDelegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        else { return true }
        logChangeRefused(by: "textView(_:shouldChangeTextIn:replacementText:)", replacement: replacement)
        return false
    }

    func textEditorSelectionDidChange() {
        storedTypingAttributes = nil
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func textEditorTextDidChange() {
        attributedTextStorage = nil
        setNeedsLayout()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func textEditorSanitize(_ text: String) -> String { text }

    var textEditorFont: UIFont { font ?? UITextView.defaultFont }

    /// The container's width: the view's width less the horizontal insets and twice the line padding.
    var textEditorLayoutWidth: CGFloat? {
        let width =
            textContainer.widthTracksTextView
            ? bounds.width - textContainerInset.left - textContainerInset.right : textContainer.size.width
        return max(width - 2 * textContainer.lineFragmentPadding, 0)
    }

    /// Line `index` starts below the ones before it, inside the insets and the line padding, aligned by
    /// ``textAlignment`` within the container's width.
    func textEditorOrigin(ofLine index: Int, in layout: TextLayout) -> CGPoint {
        let left = textContainerInset.left + textContainer.lineFragmentPadding
        let room = (textEditorLayoutWidth ?? 0) - layout.lines[index].width
        let x: CGFloat =
            switch textAlignment {
            case .center: left + room / 2
            case .right: left + room
            case .left, .justified, .natural: left
            }
        return CGPoint(x: x, y: textContainerInset.top + CGFloat(index) * layout.lineHeight)
    }

    /// The attributes text is shown with: the font and the color.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        textAttributes(font: textEditorFont, color: textColor ?? .black)
    }

    // MARK: The session

    /// Editing begins: `textViewDidBeginEditing`, then the notification. The selection stays where it was.
    func beginEditingSession() {
        editingSessionIsOpen = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// Editing ends (however the status was lost): marked text is committed, then
    /// `textViewDidEndEditing` and the notification.
    func endEditingSession() {
        guard editingSessionIsOpen else { return }
        editingSessionIsOpen = false
        editor.unmarkText()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }
}
