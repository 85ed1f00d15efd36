import Foundation

/// A scroll view of editable or selectable, multi-line text (docs/behaviour/text-input.md, 17.2, 17.3):
/// stored and laid out with the text model (17.1), never drawn.
///
/// Lines wrap by words within the view's width (less ``textContainerInset`` and the container's
/// ``NSTextContainer/lineFragmentPadding``); ``UIScrollView/contentSize`` follows the text at each layout
/// pass. The delegate (``UIScrollView/delegate``, as a ``UITextViewDelegate``) is called in UIKit's
/// order: `textViewShouldBeginEditing`, first responder, `textViewDidBeginEditing` and
/// ``textDidBeginEditingNotification``; for each change by the user
/// `textView(_:shouldChangeTextIn:replacementText:)`, the change, `textViewDidChangeSelection`,
/// `textViewDidChange` and ``textDidChangeNotification``; `textViewShouldEndEditing`, resigning,
/// `textViewDidEndEditing` and ``textDidEndEditingNotification``. Programmatic changes (setting ``text``)
/// call none of them. Return (`insertText("\n")`) inserts a line break.
///
/// A text view that is not ``isEditable`` but ``isSelectable`` can become first responder to select and
/// copy, without an editing session.
@MainActor
open class UITextView: UIScrollView, UITextInput {
    // MARK: Storage

    /// The text, the selection and the marked text (one owner of every change).
    lazy var editor = TextEditor(host: self)
    /// Takes drops of text (17.6): the delegate of the control's drop interaction.
    lazy var textDropTarget = TextDropTarget(host: self)
    /// The attributed text last set, while the text has not changed since.
    var attributedTextStorage: NSAttributedString?
    /// Whether the editing session is open.
    var editingSessionIsOpen = false
    /// Whether the view is being forced to resign (`endEditing(true)`): the delegate is not asked.
    var isForcedToResign = false
    /// The typing attributes set; nil means the defaults (the selection changing resets them).
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    private var storedFont: UIFont = UITextView.defaultFont
    private var storedTextColor: UIColor = .black
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    private lazy var storedTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The body style of the system font (17 pt), UIKit's default.
    static let defaultFont = UIFont.preferredFont(forTextStyle: .body)

    // MARK: Creating

    /// Creates a text view with UIKit's defaults: editable, selectable, empty.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.widthTracksTextView = true
        addInteraction(UIDropInteraction(delegate: textDropTarget))
        addBuiltInTextInteraction(for: self)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.widthTracksTextView = true
        addInteraction(UIDropInteraction(delegate: textDropTarget))
        addBuiltInTextInteraction(for: self)
    }

    /// The delegate as a text view delegate (nil when ``UIScrollView/delegate`` is not one).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Text and attributes

    /// The text. Default empty; setting nil makes it empty. Setting it calls no delegate method; the
    /// caret goes to the end.
    open var text: String! {
        get { editor.text }
        set {
            attributedTextStorage = nil
            editor.setText(newValue ?? "")
            setNeedsLayout()
        }
    }

    /// The text with attributes: the attributed string last set while the text is unchanged, otherwise
    /// the text with the view's font and color. Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString! {
        get {
            attributedTextStorage ?? NSAttributedString(string: editor.text, attributes: defaultAttributes)
        }
        set {
            text = newValue?.string ?? ""
            attributedTextStorage = newValue
        }
    }

    /// The font. Default the body style of the system font (17 pt); setting nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UITextView.defaultFont
            editor.invalidateLayout()
            setNeedsLayout()
        }
    }

    /// The color of the text. Default black; setting nil keeps it.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { if let newValue { storedTextColor = newValue } }
    }

    /// How the text is aligned. Default ``NSTextAlignment/natural``.
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the user may edit the text. Default `true`. Turning it off while editing ends the session
    /// (the view resigns, forced).
    open var isEditable = true {
        didSet {
            if oldValue && !isEditable && isFirstResponder { resignForcibly() }
        }
    }

    /// Whether the user may select the text (and copy it). Default `true`.
    open var isSelectable = true

    /// The selection, in UTF-16 (empty: the caret). Setting it (clamped) calls `textViewDidChangeSelection`.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.setSelection(newValue) }
    }

    /// The attributes of newly typed text: the font and color until set; the selection changing resets
    /// them.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? defaultAttributes }
        set { storedTypingAttributes = newValue }
    }

    /// Whether the user may change the text's attributes. Default `false` (stored only).
    open var allowsEditingTextAttributes = false

    /// Whether inserting text replaces the whole text (once). Default `false`.
    open var clearsOnInsertion = false

    /// The margins of the text within the content. Default (8, 0, 8, 0).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// The region the text is laid out in.
    public let textContainer = NSTextContainer()

    /// The view shown instead of the keyboard while the text view is first responder. Default nil.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// The view shown above the keyboard while the text view is first responder. Default nil.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Keyboard traits (UITextInputTraits, stored)

    /// Default ``UITextAutocapitalizationType/sentences``.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Default ``UITextAutocorrectionType/default``.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Default ``UITextSpellCheckingType/default``.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Default ``UITextSmartQuotesType/default``.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Default ``UITextSmartDashesType/default``.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Default ``UITextSmartInsertDeleteType/default``.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Default ``UIKeyboardType/default``.
    open var keyboardType: UIKeyboardType = .default
    /// Default ``UIKeyboardAppearance/default``.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Default ``UIReturnKeyType/default``.
    open var returnKeyType: UIReturnKeyType = .default
    /// Default `false`.
    open var enablesReturnKeyAutomatically = false
    /// Whether copying and cutting are refused. Default `false`.
    open var isSecureTextEntry = false
    /// Default nil.
    open var textContentType: UITextContentType!

    // MARK: Layout

    /// Sets ``UIScrollView/contentSize`` from the text: the view's width, the lines' height plus the
    /// vertical insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = editor.layout
        contentSize = CGSize(
            width: bounds.width, height: textContainerInset.top + layout.height + textContainerInset.bottom)
    }

    /// Scrolls so that the lines of `range` are visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rects = editor.selectionRects(for: editor.textRange(editor.clamped(range))).map(\.rect)
        let target = rects.isEmpty ? editor.caretRect(for: editor.position(at: range.location)) : rects[0]
        var offset = contentOffset
        if target.minY < offset.y {
            offset.y = target.minY
        } else if target.maxY > offset.y + bounds.height {
            offset.y = target.maxY - bounds.height
        }
        if offset != contentOffset { contentOffset = offset }
    }

    // MARK: First responder (17.2)

    /// Whether the view may become first responder: while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Whether the keyboard can focus the text view: while it is editable (docs/behaviour/focus.md, 18.1).
    open override var canBecomeFocused: Bool { isEditable }

    /// Becomes first responder; an editable view asks `textViewShouldBeginEditing` first and opens an
    /// editing session after.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable {
            guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        }
        // The keyboard appears before the did-begin callbacks of a text view (after a text field's), as in
        // UIKit (docs/decisions.md, "Text: the system keyboard").
        guard super.becomeFirstResponder() else { return false }
        if isEditable { beginEditingSession() }
        return true
    }

    /// Resigns; an editing view asks `textViewShouldEndEditing` first (unless forced).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if editingSessionIsOpen && !isForcedToResign {
            guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidEnd() {
        endEditingSession()
    }

    // MARK: Edit actions (17.5)

    /// UIKit's answers for the edit actions (see ``UITextField/canPerformAction(_:withSender:)``), and
    /// `super`'s for the others.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editor.canPerform(action, secure: isSecureTextEntry) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selection to the general pasteboard, then deletes it (through the delegate).
    open override func cut(_ sender: Any?) { editor.perform(.cut, sender: sender) }

    /// Copies the selection to the general pasteboard.
    open override func copy(_ sender: Any?) { editor.perform(.copy, sender: sender) }

    /// Replaces the selection with the general pasteboard's string (through the delegate).
    open override func paste(_ sender: Any?) { editor.perform(.paste, sender: sender) }

    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { editor.perform(.select, sender: sender) }

    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { editor.perform(.selectAll, sender: sender) }

    /// Deletes the selection (through the delegate).
    open override func delete(_ sender: Any?) { editor.perform(.delete, sender: sender) }

    // MARK: UIKeyInput

    /// Whether the view has text.
    open var hasText: Bool { editor.length > 0 }

    /// Inserts typed text at the caret (replacing the selection or the marked text), through the
    /// delegate; `"\n"` is a line break.
    open func insertText(_ text: String) {
        if clearsOnInsertion {
            clearsOnInsertion = false
            editor.replace(editor.storage.fullRange, with: text)
            return
        }
        editor.insertText(text)
    }

    /// Deletes the selection, or the character before the caret, through the delegate.
    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: UITextInput (17.3)

    open func text(in range: UITextRange) -> String? { editor.text(in: range) }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = editor.nsRange(of: range) else { return }
        editor.replace(range, with: text)
    }

    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = editor.nsRange(of: range) else { return false }
        return textEditorShouldChange(range, replacement: text)
    }

    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set {
            guard let newValue, let range = editor.nsRange(of: newValue) else { return }
            editor.setSelection(range)
        }
    }

    open var markedTextRange: UITextRange? { editor.markedTextRange }

    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() { editor.unmarkText() }

    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    open var endOfDocument: UITextPosition { editor.endOfDocument }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        editor.position(from: position, in: direction, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editor.compare(position, to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        editor.offset(from: from, to: toPosition)
    }

    open var inputDelegate: (any UITextInputDelegate)? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }

    /// A ``UITextInputStringTokenizer`` of the view.
    open var tokenizer: any UITextInputTokenizer { storedTokenizer }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
        -> UITextRange?
    {
        editor.characterRange(byExtending: position, in: direction)
    }

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    {
        editor.baseWritingDirection
    }

    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.baseWritingDirection = writingDirection
    }

    open func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    open func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: point) }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }
}
