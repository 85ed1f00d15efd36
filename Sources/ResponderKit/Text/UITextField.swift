import Foundation

/// A single line of editable text (docs/behaviour/text-input.md, 17.2): stored and measured with the
/// text model (17.1), never drawn.
///
/// Editing begins when the field becomes first responder (a tap, through the field's ``UITextInteraction``
/// (docs/behaviour/text-input.md, 17.9), or ``becomeFirstResponder()``) and ends when it resigns. Typed text arrives through ``UIKeyInput``
/// (``insertText(_:)``, ``deleteBackward()``) from the keyboard (``UIApplication/insertTextIntoFirstResponder(_:)``)
/// and through ``UITextInput`` from the text system. The order of the callbacks:
///
/// - begin: `textFieldShouldBeginEditing`, then first responder (input views, keyboard notifications),
///   then `textFieldDidBeginEditing`, ``UIControl/Event/editingDidBegin``, ``textDidBeginEditingNotification``;
/// - each change by the user: `textField(_:shouldChangeCharactersIn:replacementString:)` with the UTF-16
///   range and the string, then the change, `textFieldDidChangeSelection`, ``UIControl/Event/editingChanged``,
///   ``textDidChangeNotification`` (none of these for programmatic changes of ``text``);
/// - Return (`insertText("\n")`): `textFieldShouldReturn`, then ``UIControl/Event/editingDidEndOnExit``
///   and ``UIControl/Event/primaryActionTriggered``; a field with an action for `editingDidEndOnExit`
///   then resigns;
/// - end: `textFieldShouldEndEditing`, then resigning (input views go), then
///   `textFieldDidEndEditing(_:reason:)` with ``DidEndEditingReason/committed``,
///   ``UIControl/Event/editingDidEnd``, ``textDidEndEditingNotification``.
///
/// Cut, Copy, Paste, Select, Select All and Delete work through `canPerformAction(_:withSender:)`, the
/// edit menu and the general ``UIPasteboard``; a secure text entry refuses Copy and Cut.
@MainActor
open class UITextField: UIControl, UITextInput {
    /// The border around the text.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        /// Never (the default).
        case never = 0
        /// While the field is editing.
        case whileEditing = 1
        /// While the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The user accepted the changes (every end on iOS).
        case committed = 0
        /// The changes were aborted (tvOS).
        case cancelled = 1
    }

    // MARK: Storage

    /// The text, the selection and the marked text (one owner of every change).
    lazy var editor = TextEditor(host: self)
    /// Takes drops of text (17.6): the delegate of the control's drop interaction.
    lazy var textDropTarget = TextDropTarget(host: self)
    /// Whether ``text`` reads nil: until text is set or typed, and after `text = nil`.
    var textIsNil = true
    /// The attributed text last set, while the text has not changed since.
    var attributedTextStorage: NSAttributedString?
    /// Whether the editing session is open (first responder, between did-begin and did-end).
    var editingSessionIsOpen = false
    /// Whether the field is being forced to resign (`endEditing(true)`): the delegate is not asked.
    var isForcedToResign = false
    private var storedFont: UIFont = UITextField.defaultFont
    private var storedTextColor: UIColor = .black
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// The typing attributes set while editing; nil means ``defaultTextAttributes`` (the selection
    /// changing resets them without building a dictionary per typed character).
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    private lazy var storedTokenizer = UITextInputStringTokenizer(textInput: self)

    /// The body style of the system font (17 pt), UIKit's default.
    static let defaultFont = UIFont.preferredFont(forTextStyle: .body)

    // MARK: Creating

    /// Creates a text field with UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIDropInteraction(delegate: textDropTarget))
        addBuiltInTextInteraction(for: self)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addInteraction(UIDropInteraction(delegate: textDropTarget))
        addBuiltInTextInteraction(for: self)
    }

    // MARK: The delegate

    /// The delegate, held weakly. Default nil.
    open weak var delegate: (any UITextFieldDelegate)?

    // MARK: Text and attributes

    /// The text. Default nil; typing or setting text makes it a string. Setting it calls no delegate
    /// method and sends no control event; the caret goes to the end.
    open var text: String? {
        get { textIsNil && editor.length == 0 ? nil : editor.text }
        set {
            attributedTextStorage = nil
            textIsNil = newValue == nil
            editor.setText(newValue ?? "")
            invalidateIntrinsicContentSize()
        }
    }

    /// The text with attributes: the attributed string last set while the text is unchanged, otherwise
    /// the text with ``defaultTextAttributes``. Setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedTextStorage { return attributedTextStorage }
            return text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) }
        }
        set {
            text = newValue?.string
            attributedTextStorage = newValue
        }
    }

    /// The text shown while the field is empty. Default nil.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The placeholder with attributes: the ``placeholder`` with ``defaultTextAttributes``, or nil.
    /// Setting it sets ``placeholder`` to its string.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
        set { placeholder = newValue?.string }
    }

    /// The font of the text and the placeholder. Default the body style of the system font (17 pt);
    /// setting nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UITextField.defaultFont
            editor.invalidateLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The color of the text. Default black. UIKit raises an exception for nil; ResponderKit keeps the
    /// current color.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { if let newValue { storedTextColor = newValue } }
    }

    /// How the text is aligned. Default ``NSTextAlignment/left``.
    open var textAlignment: NSTextAlignment = .left

    /// The attributes of the text: ``font`` and ``textColor``. Setting it sets them from the
    /// dictionary's values (others are ignored).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { textAttributes(font: storedFont, color: storedTextColor) }
        set {
            if let font = newValue[TextAttributeKeys.font] as? UIFont { self.font = font }
            if let color = newValue[TextAttributeKeys.foregroundColor] as? UIColor { textColor = color }
        }
    }

    /// The attributes of newly typed text: nil while the field is not editing (and setting is ignored
    /// then); ``defaultTextAttributes`` again whenever the selection changes.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? storedTypingAttributes ?? defaultTextAttributes : nil }
        set { if isEditing { storedTypingAttributes = newValue } }
    }

    /// Whether the user may change the text's attributes. Default `false` (stored only).
    open var allowsEditingTextAttributes = false

    /// Whether the font shrinks to fit the width. Default `false` (stored only).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size when shrinking. Default 0 (stored only).
    open var minimumFontSize: CGFloat = 0

    // MARK: Appearance and overlays

    /// The border. Default ``BorderStyle/none``.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The wider of the text and the placeholder in the field's font (the text model, docs/behaviour/text-input.md,
    /// 17.1) and one line's height, with the border style's inset on each side, rounded up to whole points;
    /// Auto Layout keeps it (behaviour 20.4).
    open override var intrinsicContentSize: CGSize {
        let font = storedFont
        let width = max(
            TextMeasurement.width(of: text ?? "", font: font), TextMeasurement.width(of: placeholder ?? "", font: font))
        let inset = borderInset
        return CGSize(
            width: (width + 2 * inset).rounded(.up), height: (font.lineHeight + 2 * inset).rounded(.up))
    }

    /// The intrinsic size, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The background image (stored only). Default nil.
    open var background: UIImage?

    /// The background image while disabled (stored only). Default nil.
    open var disabledBackground: UIImage?

    /// When the clear button shows (only when there is text). Default ``ViewMode/never``.
    open var clearButtonMode: ViewMode = .never

    /// A view at the left of the text. Default nil.
    open var leftView: UIView?

    /// When ``leftView`` shows. Default ``ViewMode/never``.
    open var leftViewMode: ViewMode = .never

    /// A view at the right of the text. Default nil.
    open var rightView: UIView?

    /// When ``rightView`` shows. Default ``ViewMode/never``.
    open var rightViewMode: ViewMode = .never

    // MARK: Editing behaviour

    /// Whether beginning to edit removes the text (after ``UITextFieldDelegate/textFieldShouldClear(_:)``
    /// agrees). Default `false`.
    open var clearsOnBeginEditing = false

    /// Whether inserting text replaces the whole text (once; then it goes back to `false`). Default `false`.
    open var clearsOnInsertion = false

    /// Whether the field is editing (first responder). Read-only.
    open var isEditing: Bool { editingSessionIsOpen }

    /// The view shown instead of the keyboard while the field is first responder. Default nil; set it
    /// before editing begins, or call ``UIResponder/reloadInputViews()``.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// The view shown above the keyboard while the field is first responder. Default nil.
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
    /// Whether the text is hidden and cannot be copied or cut (``text`` still returns it). Default `false`.
    open var isSecureTextEntry = false
    /// Default nil.
    open var textContentType: UITextContentType!

    // MARK: Drawing rectangles (nothing is drawn; they place the text model: 17.1)

    /// The rectangle of the border: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the text: the bounds inset for the border style, less the overlay views and the
    /// clear button shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds) }

    /// The rectangle of the placeholder: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the clear button: ``TextConstants/clearButtonSide`` square, at the right less
    /// ``TextConstants/clearButtonMargin``, vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearButtonArea(in: bounds) }

    /// The rectangle of the left view: its size at the left edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayArea(leftView, atLeftOf: bounds) }

    /// The rectangle of the right view: its size at the right edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayArea(rightView, atRightOf: bounds) }

    // MARK: First responder (17.2)

    /// Whether the field may become first responder: while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the keyboard can focus the field: while it is enabled (docs/behaviour/focus.md, 18.1).
    open override var canBecomeFocused: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing` (a field already first responder, not in a
    /// window, or disabled returns at once), becomes first responder (the current one must resign), then
    /// opens the editing session (17.2).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window, canBecomeFirstResponder else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // The keyboard appears after a text field's did-begin callbacks, as in UIKit (docs/decisions.md,
        // "Text: the system keyboard").
        return (window.application ?? .shared).inputViewPresenter.deferringUpdates {
            guard super.becomeFirstResponder() else { return false }
            beginEditingSession()
            return true
        }
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (unless forced), then resigns; the session closes
    /// with the did-end callbacks once the status is gone.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !isForcedToResign {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidEnd() {
        endEditingSession()
    }

    // MARK: Edit actions (17.5)

    /// UIKit's answers for the edit actions (Cut and Copy need a selection and no secure entry, Paste a
    /// string on the general pasteboard, Select a caret in text, Select All some unselected text, Delete
    /// a selection; none while the field is not first responder), and `super`'s for the others.
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

    /// Whether the field has text.
    open var hasText: Bool { editor.length > 0 }

    /// Inserts typed text at the caret (replacing the selection or the marked text), through the delegate.
    /// `"\n"` is Return; line breaks within text become spaces (one line).
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            performReturn()
            return
        }
        if clearsOnInsertion {
            clearsOnInsertion = false
            editor.replace(editor.storage.fullRange, with: textEditorSanitize(text))
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
        editor.replace(range, with: textEditorSanitize(text))
    }

    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = editor.nsRange(of: range) else { return false }
        return textEditorShouldChange(range, replacement: text)
    }

    /// The selection while editing; nil while the field is not editing (setting is then ignored).
    open var selectedTextRange: UITextRange? {
        get { isEditing ? editor.selectedTextRange : nil }
        set {
            guard isEditing, let newValue, let range = editor.nsRange(of: newValue) else { return }
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

    /// A ``UITextInputStringTokenizer`` of the field.
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

    // MARK: The clear button

    /// Whether the clear button shows now: per ``clearButtonMode`` and editing, with text (a ResponderKit
    /// addition: the button is not a view).
    open var isClearButtonShown: Bool { hasText && shows(clearButtonMode) }

    /// Taps the clear button, as the user would (a ResponderKit addition: the button is not a view; a real
    /// tap on ``clearButtonRect(forBounds:)`` does the same, 17.9).
    /// Does nothing unless it shows; asks `textFieldShouldClear`, then empties the text with the change
    /// callbacks (no should-change question, as UIKit). Returns whether the text was cleared.
    @discardableResult
    open func tapClearButton() -> Bool {
        guard isClearButtonShown, delegate?.textFieldShouldClear(self) ?? true else { return false }
        clearText(notifying: true)
        return true
    }
}
