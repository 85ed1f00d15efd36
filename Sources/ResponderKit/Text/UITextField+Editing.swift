import Foundation

// The editing session of a text field and the callbacks of its changes, in UIKit's order
// (docs/behaviour/text-input.md, 17.2; the choices where Apple is silent: docs/decisions.md, "Text: the
// order of a text field's callbacks").

extension UITextField: TextEditorHost {
    var textEditorAllowsEditing: Bool { isEnabled }
    var textEditorAllowsSelection: Bool { true }

    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        guard let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        else { return true }
        logChangeRefused(by: "textField(_:shouldChangeCharactersIn:replacementString:)", replacement: replacement)
        return false
    }

    func textEditorSelectionDidChange() {
        storedTypingAttributes = nil
        delegate?.textFieldDidChangeSelection(self)
    }

    func textEditorTextDidChange() {
        textIsNil = false
        attributedTextStorage = nil
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// One line: line breaks in typed or pasted text become spaces.
    func textEditorSanitize(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    var textEditorFont: UIFont { font ?? UITextField.defaultFont }
    var textEditorLayoutWidth: CGFloat? { nil }

    /// The text's one line sits in the editing (or text) rectangle, aligned by ``textAlignment`` and
    /// vertically centred.
    func textEditorOrigin(ofLine index: Int, in layout: TextLayout) -> CGPoint {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let width = layout.lines[index].width
        let x: CGFloat =
            switch textAlignment {
            case .center: rect.minX + (rect.width - width) / 2
            case .right: rect.maxX - width
            case .left, .justified, .natural: rect.minX
            }
        return CGPoint(x: x, y: rect.midY - layout.lineHeight / 2)
    }

    // MARK: The session

    /// Editing begins (the field just became first responder): the text is cleared if
    /// ``clearsOnBeginEditing`` and the delegate agree (no change callbacks), the caret goes to the end,
    /// then `textFieldDidBeginEditing`, `editingDidBegin` and the notification.
    func beginEditingSession() {
        editingSessionIsOpen = true
        // An edited field's text is an empty string rather than nil, as on iOS (docs/decisions.md, "Text:
        // a field's text is empty, not nil, once it is edited").
        textIsNil = false
        storedTypingAttributes = nil
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            clearText(notifying: false)
        }
        editor.placeCaret(at: editor.length)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// Editing ends (the field is no longer first responder, however it lost the status): marked text
    /// is committed, then `textFieldDidEndEditing(_:reason:)`, `editingDidEnd` and the notification.
    func endEditingSession() {
        guard editingSessionIsOpen else { return }
        editingSessionIsOpen = false
        editor.unmarkText()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return: `textFieldShouldReturn`; when it agrees, `editingDidEndOnExit` then
    /// `primaryActionTriggered`, and the field resigns when an action is registered for
    /// `editingDidEndOnExit` (docs/decisions.md, "Text: the order of a text field's callbacks").
    func performReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Empties the text; with `notifying`, as the user's change (selection and change callbacks, no
    /// should-change question).
    func clearText(notifying: Bool) {
        textIsNil = false
        attributedTextStorage = nil
        editor.removeAllText(callingBack: notifying)
    }

    // MARK: Rectangles

    /// Whether an overlay in `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// The text rectangle: the bounds inset for the border, less the left view, the clear button and the
    /// right view when they show.
    /// The inset of the text from each edge for the border style.
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: TextConstants.lineTextInset
        case .roundedRect: TextConstants.roundedRectTextInset
        }
    }

    func textArea(in bounds: CGRect) -> CGRect {
        let inset = borderInset
        var left = bounds.minX + inset
        var right = bounds.maxX - inset
        if leftView != nil, shows(leftViewMode) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, shows(rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if isClearButtonShown {
            right = min(right, clearButtonRect(forBounds: bounds).minX - TextConstants.clearButtonMargin)
        }
        return CGRect(x: left, y: bounds.minY, width: max(right - left, 0), height: bounds.height)
    }

    /// The clear button's square at the right (left of a right view that shows).
    func clearButtonArea(in bounds: CGRect) -> CGRect {
        let side = TextConstants.clearButtonSide
        var right = bounds.maxX - TextConstants.clearButtonMargin
        if rightView != nil, shows(rightViewMode) { right = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// An overlay view's rectangle: its size, at one edge, vertically centred.
    func overlayArea(_ view: UIView?, atLeftOf bounds: CGRect) -> CGRect {
        guard let size = view?.bounds.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func overlayArea(_ view: UIView?, atRightOf bounds: CGRect) -> CGRect {
        guard let size = view?.bounds.size else { return .zero }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
