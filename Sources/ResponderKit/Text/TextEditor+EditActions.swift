import Foundation

// The standard edit actions of the text controls, through the general pasteboard (docs/behaviour/
// text-input.md, 17.5). The control answers `canPerformAction(_:withSender:)` with `canPerform` for these
// actions and performs them by calling the editor, so the edit menu, key commands and
// `sendAction(_:to:from:for:)` reach them by the one rule of the responder chain (behaviour 3.3).

extension TextEditor {
    /// The edit actions the text controls implement.
    static let editActions: Set<Selector> = [.cut, .copy, .paste, .select, .selectAll, .delete]

    /// Whether `action` can be performed now; nil when it is not one of ``editActions`` (the control then
    /// asks `super`). Nothing is performable while the control is not first responder; a secure text
    /// entry refuses Copy and Cut.
    func canPerform(_ action: Selector, secure: Bool) -> Bool? {
        guard Self.editActions.contains(action) else { return nil }
        guard host.isFirstResponder else { return false }
        let editable = host.textEditorAllowsEditing
        let selectable = host.textEditorAllowsSelection
        let hasSelection = selectedRange.length > 0
        switch action {
        case .cut: return editable && selectable && hasSelection && !secure
        case .copy: return selectable && hasSelection && !secure
        case .paste: return editable && UIPasteboard.general.hasStrings
        case .select: return selectable && length > 0 && !hasSelection
        case .selectAll: return selectable && length > 0 && selectedRange.length < length
        case .delete: return editable && hasSelection
        default: return false
        }
    }

    /// Performs one of ``editActions`` when the host's `canPerformAction(_:withSender:)` (which a subclass
    /// may override) says yes; nothing otherwise.
    func perform(_ action: Selector, sender: Any?) {
        guard host.canPerformAction(action, withSender: sender) else { return }
        switch action {
        case .cut: cutSelection()
        case .copy: copySelection()
        case .paste: paste()
        case .select: selectWord()
        case .selectAll: selectAll()
        case .delete: deleteSelection()
        default: break
        }
    }

    /// Copy: the selected text becomes the general pasteboard's string.
    func copySelection() {
        guard selectedRange.length > 0 else { return }
        UIPasteboard.general.string = substring(in: selectedRange)
    }

    /// Cut: copies the selection, then deletes it through the delegate (the pasteboard keeps the text
    /// even when the delegate refuses the deletion, as a copy would).
    func cutSelection() {
        guard selectedRange.length > 0 else { return }
        copySelection()
        replace(selectedRange, with: "")
    }

    /// Paste: the general pasteboard's string replaces the selection, through the delegate.
    func paste() {
        guard let string = UIPasteboard.general.string else { return }
        replace(markedRange ?? selectedRange, with: host.textEditorSanitize(string))
    }

    /// Delete: the selection goes, through the delegate.
    func deleteSelection() {
        guard selectedRange.length > 0 else { return }
        replace(selectedRange, with: "")
    }

    /// Select: the word at the caret (the one after it, else the one before it); nothing when the caret
    /// touches no word.
    func selectWord() {
        let units = TextUnits(storage.string).ranges(of: .word)
        let caret = selectedRange.location
        let word =
            units.first { $0.location <= caret && caret < NSMaxRange($0) }
            ?? units.first { $0.location < caret && caret <= NSMaxRange($0) }
        if let word { setSelection(word) }
    }

    /// Select All: the whole text.
    func selectAll() {
        setSelection(storage.fullRange)
    }
}
