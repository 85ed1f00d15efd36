import Foundation

/// What a text control tells the ``TextEditor`` it owns, and answers it: the delegate's say on changes,
/// the callbacks after them, and how the control lays its text out (``UITextField``, ``UITextView``).
@MainActor
protocol TextEditorHost: UIResponder, UITextInput {
    /// Whether the user may change the text now (editing, editable, enabled).
    var textEditorAllowsEditing: Bool { get }
    /// Whether the user may select (and copy) the text now.
    var textEditorAllowsSelection: Bool { get }
    /// The delegate's answer to a change the user asked for (`range` in UTF-16, clamped to the text).
    func textEditorShouldChange(_ range: NSRange, replacement: String) -> Bool
    /// The selection changed by the user or the text system.
    func textEditorSelectionDidChange()
    /// The text changed by the user or the text system.
    func textEditorTextDidChange()
    /// How inserted text is cleaned before the delegate sees it (a text field turns line breaks into spaces).
    func textEditorSanitize(_ text: String) -> String
    /// The font the text is measured in.
    var textEditorFont: UIFont { get }
    /// The width lines wrap within, or nil for one line.
    var textEditorLayoutWidth: CGFloat? { get }
    /// Where line `index` of `layout` starts, in the control's coordinates.
    func textEditorOrigin(ofLine index: Int, in layout: TextLayout) -> CGPoint
    /// The control's editor.
    var editor: TextEditor { get }
}

/// The text, selection and marked text of one text control, and the one path every change takes
/// (docs/behaviour/text-input.md, 17.2 and 17.3): UITextField and UITextView each own one, and forward
/// UIKeyInput, UITextInput and the standard edit actions to it.
///
/// Two kinds of change:
/// - **user changes** (typing, deleting, marked text, Cut, Paste, Delete, and `replace(_:withText:)`
///   from the text system) go through ``replace(_:with:marking:selecting:)``: the host's delegate is
///   asked first with the UTF-16 range and the string; when it agrees, the text changes, the selection
///   moves (the host's selection callback), then the host's change callbacks run;
/// - **programmatic changes** (setting `text`, or the selection) call no delegate method about the text,
///   as documented for UITextView; they tell the ``inputDelegate`` (the text input system) instead.
///
/// Typing one character replaces it in place and moves the caret: the layout is rebuilt only when
/// geometry is asked for.
@MainActor
final class TextEditor {
    unowned let host: any TextEditorHost

    /// The characters.
    private(set) var storage = TextStorage()
    /// The selection, in UTF-16; empty for the insertion point.
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The marked text's range, in UTF-16, or nil.
    private(set) var markedRange: NSRange?
    /// The attributes of marked text (stored for ``UITextInput/markedTextStyle``).
    var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The text input system's delegate (``UITextInput/inputDelegate``).
    weak var inputDelegate: (any UITextInputDelegate)?
    /// The base writing direction set through the text input API (recorded; text is laid out left to right).
    var baseWritingDirection: NSWritingDirection = .natural
    /// The last layout, while the text, the font and the width are unchanged.
    private var cachedLayout: (layout: TextLayout, font: UIFont, width: CGFloat?)?

    init(host: any TextEditorHost) {
        self.host = host
    }

    var text: String { storage.string }
    var length: Int { storage.length }

    // MARK: Programmatic changes

    /// Replaces the whole text without asking or telling the delegate; the caret goes to the end and
    /// marked text is dropped.
    func setText(_ newText: String) {
        inputDelegate?.selectionWillChange(host)
        inputDelegate?.textWillChange(host)
        storage = TextStorage(newText)
        markedRange = nil
        selectedRange = NSRange(location: storage.length, length: 0)
        cachedLayout = nil
        inputDelegate?.textDidChange(host)
        inputDelegate?.selectionDidChange(host)
    }

    /// Sets the selection (clamped), telling the input delegate and the host's selection callback when it
    /// changes.
    func setSelection(_ range: NSRange) {
        let range = storage.clamped(range)
        guard range != selectedRange else { return }
        inputDelegate?.selectionWillChange(host)
        selectedRange = range
        inputDelegate?.selectionDidChange(host)
        host.textEditorSelectionDidChange()
    }

    /// Puts the caret at `offset` (clamped) without any callback: where editing starts.
    func placeCaret(at offset: Int) {
        selectedRange = NSRange(location: storage.snapped(offset), length: 0)
    }

    /// Empties the text without asking the delegate (the Clear button, `clearsOnBeginEditing`); with
    /// `callingBack`, the host's selection and change callbacks follow, as after a user change.
    func removeAllText(callingBack: Bool) {
        storage = TextStorage()
        markedRange = nil
        selectedRange = NSRange(location: 0, length: 0)
        cachedLayout = nil
        guard callingBack else { return }
        host.textEditorSelectionDidChange()
        host.textEditorTextDidChange()
    }

    /// The text changed size or font: the next geometry question lays the text out again.
    func invalidateLayout() {
        cachedLayout = nil
    }

    // MARK: User changes

    /// The one path of user changes: asks the host's delegate about replacing `range` (clamped) with
    /// `replacement`, then changes the text, marks the new text when `marking`, selects `selecting`
    /// (relative to the inserted text; nil: the caret after it), and calls the host's selection and change
    /// callbacks. Returns false, changing nothing, when editing is not allowed or the delegate refuses.
    @discardableResult
    func replace(_ range: NSRange, with replacement: String, marking: Bool = false, selecting: NSRange? = nil)
        -> Bool
    {
        guard host.textEditorAllowsEditing else { return false }
        let range = storage.clamped(range)
        guard host.textEditorShouldChange(range, replacement: replacement) else { return false }
        // The layout shares the string's buffer: drop it first, so the replacement happens in place.
        cachedLayout = nil
        storage.replaceCharacters(in: range, with: replacement)
        let inserted = replacement.utf16.count
        markedRange = marking && inserted > 0 ? NSRange(location: range.location, length: inserted) : nil
        let selection =
            selecting.map { NSRange(location: range.location + $0.location, length: $0.length) }
            ?? NSRange(location: range.location + inserted, length: 0)
        selectedRange = storage.clamped(selection)
        host.textEditorSelectionDidChange()
        host.textEditorTextDidChange()
        return true
    }

    /// `insertText(_:)`: replaces the marked text, or the selection, with `text` (cleaned by the host).
    func insertText(_ text: String) {
        replace(markedRange ?? selectedRange, with: host.textEditorSanitize(text))
    }

    /// `deleteBackward()`: deletes the selection, or the grapheme cluster before the caret (nothing at the
    /// start of the text).
    func deleteBackward() {
        if selectedRange.length > 0 {
            replace(selectedRange, with: "")
            return
        }
        let caret = selectedRange.location
        guard caret > 0 else { return }
        let start = storage.characterBoundary(before: caret)
        replace(NSRange(location: start, length: caret - start), with: "")
    }

    /// `setMarkedText(_:selectedRange:)`: replaces the marked text (or the selection) with `text`, marks
    /// it (an empty text leaves nothing marked) and selects `selection` within it.
    func setMarkedText(_ text: String?, selectedRange selection: NSRange) {
        let text = host.textEditorSanitize(text ?? "")
        let inserted = text.utf16.count
        let location = min(max(selection.location, 0), inserted)
        let clamped = NSRange(location: location, length: min(max(selection.length, 0), inserted - location))
        replace(markedRange ?? selectedRange, with: text, marking: true, selecting: clamped)
    }

    /// `unmarkText()`: the marked text stays, no longer marked.
    func unmarkText() {
        markedRange = nil
    }

    /// The text in `range` (clamped).
    func substring(in range: NSRange) -> String {
        storage.substring(in: range)
    }

    /// The current layout of the text.
    var layout: TextLayout {
        let font = host.textEditorFont
        let width = host.textEditorLayoutWidth
        if let cached = cachedLayout, cached.font == font, cached.width == width { return cached.layout }
        let layout = TextLayout(text: storage.string, font: font, width: width, singleLine: width == nil)
        cachedLayout = (layout, font, width)
        return layout
    }
}

extension TextEditorHost where Self: UIView {
    /// Records in the explanation log that the delegate's `method` refused `replacement`
    /// (``KeyPressEvent/changeRefused(view:method:replacement:)``).
    func logChangeRefused(by method: String, replacement: String) {
        window?.log(
            .keyPress(.changeRefused(view: DispatchLog.name(of: self), method: method, replacement: replacement)))
    }
}
